/**
 * POST /api/send-contact-email as a Gatsby Function, for Netlify (gatsby-adapter-netlify wraps it as a
 * Lambda-compatible function) and `gatsby develop`: adapts Gatsby's request and response to the lead service
 * (api/index.ts) and back, nothing more. The production server mounts the service itself.
 *
 * - The environment is read at run time (`process.env.X` would be inlined at build time). The key the build
 *   gave the forms (gatsby-config.ts, inlined here) is expected unless PUBLIC_SITE_KEY is set at run time.
 * - On Netlify the store is Netlify Blobs: the adapter's wrapper is a Lambda-compatibility function, which
 *   Netlify does not give the Blobs context through the environment; it is in the Lambda event, which the
 *   wrapper passes on as `req.netlifyFunctionParams.event` (api/store/blobs-context.ts reads it).
 * - This module keeps its service between requests of a warm function (rate-limit counts, connections), and
 *   makes a new one when the environment or the Blobs connection changes. `gatsby serve` loads the module
 *   afresh for every request, so there each request has a service of its own.
 * - No `export const config` here (it breaks Gatsby's engine build with sharp 0.34; the default body limits
 *   suffice). Gatsby's middleware has parsed the body before this runs.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { blobsConnectionFrom, createLeadService, type LeadService } from "../../api"

let current: { key: string; service: LeadService } | null = null

/** What Netlify's Lambda wrapper adds to the request (gatsby-adapter-netlify's lambda-handler). */
interface NetlifyRequest {
  netlifyFunctionParams?: { event?: unknown }
  rawUrl?: string
  socket?: { remoteAddress?: string }
}

function serviceFor(req: GatsbyFunctionRequest<unknown> & NetlifyRequest): LeadService {
  // Gatsby replaces a bare `process.env` with {}, hence `runtime`.
  const { env: runtime } = process
  const env = { PUBLIC_SITE_KEY: process.env.GATSBY_PUBLIC_SITE_KEY, ...runtime }
  const blobs = blobsConnectionFrom({ lambdaEvent: req.netlifyFunctionParams?.event, context: runtime["NETLIFY_BLOBS_CONTEXT"] })
  const key = JSON.stringify([env, blobs])
  if (current?.key !== key) current = { key, service: createLeadService({ env, ...(blobs ? { blobs } : {}) }) }
  return current.service
}

export default async function sendContactEmail(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  const netlify = req as GatsbyFunctionRequest<unknown> & NetlifyRequest
  // Netlify's wrapper builds the request without a socket, and says the scheme in its full URL.
  const scheme = netlify.rawUrl ? /^(https?):/.exec(netlify.rawUrl)?.[1] : undefined
  const result = await serviceFor(netlify).handle({
    method: req.method ?? "",
    headers: req.headers,
    body: req.body,
    remoteAddress: netlify.socket?.remoteAddress,
    ...(scheme === "http" || scheme === "https" ? { protocol: scheme } : {}),
  })
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value)
  res.status(result.status).json(result.body)
}
