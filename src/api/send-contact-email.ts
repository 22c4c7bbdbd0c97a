/**
 * POST /api/send-contact-email: adapts Gatsby's request and response to api/handler.ts and back, nothing
 * more. No `export const config` here (it breaks Gatsby's engine build with sharp 0.34; the default body
 * limits suffice). The environment is read at run time: `process.env.X` would be inlined at build time.
 * Gatsby's function middleware has parsed the body before this runs; a server that must refuse non-JSON
 * before reading it calls refuseBeforeBody (api/handler.ts) from its own hook.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { handleLead } from "../../api/handler"

export default async function sendContactEmail(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  // The key the build gave the forms (gatsby-config.ts, inlined here at build time) is expected unless
  // PUBLIC_SITE_KEY is set at run time. (Gatsby replaces a bare `process.env` with {}, hence `runtime`.)
  const { env: runtime } = process
  const env = { PUBLIC_SITE_KEY: process.env.GATSBY_PUBLIC_SITE_KEY, ...runtime }
  // Netlify's wrapper builds the request without a socket.
  const socket: { remoteAddress?: string } | undefined = req.socket
  const result = await handleLead({ method: req.method ?? "", headers: req.headers, body: req.body, remoteAddress: socket?.remoteAddress }, { env })
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value)
  res.status(result.status).json(result.body)
}
