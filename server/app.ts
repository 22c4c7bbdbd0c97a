/**
 * The production server (README.md, "Any VM or container"): Fastify with @fastify/static, on their public
 * APIs, serving the build and the lead service.
 *
 * - Every file of `public/`, the `.br`/`.gz` copies the build wrote sent to clients that accept them
 *   (@fastify/static `preCompressed`); hashed bundles and /static/ cached for a year as immutable, pages and
 *   page data revalidated (site.ts cacheControl).
 * - gatsby-config's `headers` (the build's one declaration, from dist/site.json) on every response the
 *   application writes: pages, files, 404s, redirects, the lead service's answers, errors.
 * - The content redirects of the route plan as 301s to their target, keeping the query string.
 * - Unknown paths: the site's 404 page with status 404.
 * - The lead service (api/index.ts) at its path, created once in this process with a logger writing through
 *   the server's: what it refuses from the method and headers (405, 413, 415: a content type other than
 *   JSON, a Content-Encoding this server does not decode) is refused before the body is read; the body, at
 *   most MAX_BODY_BYTES, is handed over as bytes with the peer's address and the scheme the visitor used
 *   (from the socket, or X-Forwarded-Proto when the peer is one of LEAD_TRUSTED_PROXIES, the same proxies
 *   the lead service trusts for the client's address).
 * - GET /healthz: {"status":"ok"}, 503 {"status":"stopping"} from the moment a stop begins.
 * - Bounded waits: the whole request (headers and body) must arrive within `requestTimeoutMs` (Node answers
 *   408 and closes), its headers within `headersTimeoutMs`, and a connection silent for twice
 *   `requestTimeoutMs` while its request is handled or answered is closed.
 * - shutdown(): healthz says 503, the lead service starts no new delivery, the listener closes and idle
 *   connections with it; requests in flight finish (at most `shutdownTimeoutMs`, then their connections are
 *   cut), every answer meanwhile says Connection: close; then the lead service drains (its own bound,
 *   LEAD_DRAIN_TIMEOUT_MS, which covers one SMTP reply: README "Any VM or container").
 */
import { existsSync } from "node:fs"
import path from "node:path"
import fastifyStatic from "@fastify/static"
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify"
import { MAX_BODY_BYTES, type LeadDrainSummary, type LeadHttpResponse, type LeadLogger, type LeadService } from "../api"
import { createLogger, leadLogger, type LogLevel } from "./log"
import { PUBLIC_DIR, SITE_MANIFEST, type SiteManifest } from "./manifest"
import { cacheControl, headersFor, readManifest, redirectLocation, redirectMap, splitUrl, withoutSlash } from "./site"

/** Where the forms post (src/forms/send.ts ENDPOINT; the Gatsby Function's route, src/api/send-contact-email.ts). */
export const LEAD_PATH = "/api/send-contact-email"

export interface ServerOptions {
  /** The project folder: `public/` and `dist/site.json` are read from it. */
  root: string
  /** Creates the lead service, once, with the server's logger and the build's public site key. */
  leadService: (context: { log: LeadLogger; publicSiteKey: string | null }) => LeadService
  logLevel?: LogLevel
  /** Where log lines go instead of stdout (tests). */
  logStream?: { write(line: string): void }
  shutdownTimeoutMs?: number
  /** How long the lead service's drain waits for deliveries in flight (default: its LEAD_DRAIN_TIMEOUT_MS, else shutdownTimeoutMs). */
  drainTimeoutMs?: number
  requestTimeoutMs?: number
  headersTimeoutMs?: number
  /** How often Node looks for requests past their timeouts (its default, 30 s, would let one run that much longer). */
  timeoutCheckMs?: number
}

export interface ShutdownResult {
  /** "closed": every request in flight finished; "timeout": the rest were cut off at shutdownTimeoutMs. */
  http: "closed" | "timeout"
  leads: LeadDrainSummary
}

export interface Server {
  app: FastifyInstance
  /** The stop sequence (see the top of this file); resolves once the lead service has drained. Idempotent. */
  shutdown: () => Promise<ShutdownResult>
  leads: LeadService
}

export const DEFAULTS = {
  shutdownTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  timeoutCheckMs: 1_000,
} as const

/** Types whose files the build pre-compresses: shared caches must key them on Accept-Encoding. */
const COMPRESSIBLE = /text|javascript|json|svg|xml/
const NOT_FOUND_PAGE = "404.html"

/**
 * The server declares no JSON schemas (the lead service checks its own input). Compilers that say so, in
 * place of Fastify's defaults, spare loading Ajv and fast-json-stringify (some 200 modules, a fifth of the
 * start-up time); a route given a schema by mistake fails at start with this message.
 */
const noSchemas = (): never => {
  throw new Error("server/app.ts declares no JSON schemas: the lead service checks its own input")
}
const compilersFactory = { buildValidator: () => noSchemas, buildSerializer: () => noSchemas }

/**
 * Fastify's `trustProxy` for the lead service's trusted proxies (LEAD_TRUSTED_PROXIES): none; addresses and
 * ranges; or a number of hops, where the peer is a proxy whatever its address, as the lead service takes it
 * for the client's address. (Fastify no longer trusts a bare number: a client that bypasses the proxy can
 * write X-Forwarded-Proto. Here that only lets it choose the scheme its own Origin is compared with, which a
 * client that writes its own Origin does not need; a browser can write neither.)
 */
export function trustProxyOf(config: LeadService["config"]): FastifyServerOptions["trustProxy"] {
  const trusted = config?.trustedProxies ?? { kind: "none" }
  if (trusted.kind === "hops") return (_address: string, hop: number) => hop < trusted.hops
  if (trusted.kind === "cidrs") return [...trusted.cidrs]
  return false
}

/** The scheme as Fastify gives it (the socket's, or a trusted proxy's X-Forwarded-Proto), when it is one of the two. */
const schemeOf = (protocol: string | undefined): "http" | "https" | undefined => {
  const scheme = protocol?.toLowerCase()
  return scheme === "http" || scheme === "https" ? scheme : undefined
}

export async function createServer(options: ServerOptions): Promise<Server> {
  const { root } = options
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULTS.shutdownTimeoutMs
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs
  const headersTimeoutMs = Math.min(options.headersTimeoutMs ?? DEFAULTS.headersTimeoutMs, requestTimeoutMs)
  const manifest: SiteManifest = readManifest(root)
  if (manifest.precompressed === null) {
    throw new Error(`${SITE_MANIFEST} records no pre-compression after the last \`gatsby build\`, so public/'s .br/.gz copies may be older than its pages: run \`npm run build\``)
  }
  const publicDir = path.join(root, PUBLIC_DIR)
  if (!existsSync(path.join(publicDir, NOT_FOUND_PAGE))) throw new Error(`${path.join(publicDir, NOT_FOUND_PAGE)} is missing: run \`npm run build\` first`)
  const redirects = redirectMap(manifest.redirects.map((r) => ({ ...r, fromPath: r.fromPath.toLowerCase() })))

  const logger = createLogger(options.logLevel ?? "info", options.logStream)
  const leads = options.leadService({ log: leadLogger(logger), publicSiteKey: manifest.publicSiteKey })
  const app = Fastify({
    loggerInstance: logger,
    // One line per request would be most of the log and a good part of the CPU under load.
    logController: new LogController({ disableRequestLogging: true }),
    schemaController: { compilersFactory },
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: requestTimeoutMs,
    // A connection silent for this long while a request is handled or answered (a client that stopped
    // reading) is closed. Longer than requestTimeout, so that a request that is slow to arrive gets its 408.
    connectionTimeout: 2 * requestTimeoutMs,
    http: { requestTimeout: requestTimeoutMs, headersTimeout: headersTimeoutMs, connectionsCheckingInterval: options.timeoutCheckMs ?? DEFAULTS.timeoutCheckMs },
    // While stopping, requests on connections already open are answered as usual (a page's remaining files,
    // a lead), each with Connection: close; only /healthz says 503, for the load balancer.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    trustProxy: trustProxyOf(leads.config),
  })
  let closing = false

  // The lead service's JSON, read as bytes (at most bodyLimit) and parsed by the service itself.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body))

  const answer = (reply: FastifyReply, response: LeadHttpResponse) => reply.code(response.status).headers(response.headers).send(response.body)

  app.addHook("onRequest", async (request, reply) => {
    const [pathname, query] = splitUrl(request.url)
    const target = redirects.get(withoutSlash(pathname).toLowerCase())
    if (target !== undefined) return reply.redirect(redirectLocation(target, query), 301)
    if (pathname === LEAD_PATH) {
      const early = leads.refuseBeforeBody(request.method, request.headers)
      if (early) return answer(reply, early)
    }
    return undefined
  })

  app.addHook("onSend", async (request, reply, payload) => {
    const [pathname] = splitUrl(request.url)
    reply.headers(headersFor(manifest.headers, pathname))
    if (COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? "")) && !reply.hasHeader("vary")) reply.header("vary", "accept-encoding")
    // What is neither a file of public/ (cached by its kind, below) nor a redirect is not for caches.
    if (!reply.hasHeader("cache-control") && reply.statusCode !== 301) reply.header("cache-control", "no-store")
    // Stopping: the client opens its next connection elsewhere (or to the next process).
    if (closing) reply.header("connection", "close")
    return payload
  })

  /** A client's error with Fastify's words for it; anything else logged and answered 500 without details. */
  const onError = (error: { statusCode?: number; message: string }, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, "request failed")
    return reply.code(status).send({ error: status === 500 ? "Internal error" : error.message })
  }
  app.setErrorHandler(onError)

  app.get("/healthz", async (_request, reply) => (closing ? reply.code(503).send({ status: "stopping" }) : reply.send({ status: "ok" })))

  app.route({
    method: ["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"],
    url: LEAD_PATH,
    handler: async (request, reply) => {
      const { remoteAddress } = request.raw.socket
      const protocol = schemeOf(request.protocol)
      const response = await leads.handle({
        method: request.method,
        headers: request.headers,
        body: request.body,
        ...(remoteAddress === undefined ? {} : { remoteAddress }),
        ...(protocol === undefined ? {} : { protocol }),
      })
      return answer(reply, response)
    },
    // A body over MAX_BODY_BYTES stops Fastify's reader: the lead service's own 413.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- it returns the reply it has sent (a thenable), as Fastify's error handlers may
    errorHandler: (error: Error & { code?: string; statusCode?: number }, request, reply) => (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? answer(reply, leads.tooLarge()) : onError(error, request, reply)),
  })

  await app.register(fastifyStatic, {
    root: publicDir,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "ignore",
    // @fastify/static 10 calls it with the reply (its README, "setHeaders": `fn(reply, path, stat)`).
    setHeaders: (reply, file) => {
      reply.header("cache-control", cacheControl(path.relative(publicDir, file).split(path.sep).join("/")))
    },
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).sendFile(NOT_FOUND_PAGE))

  let stopped: Promise<ShutdownResult> | undefined
  const shutdown = (): Promise<ShutdownResult> => {
    stopped ??= (async () => {
      closing = true
      leads.stopDeliveries()
      let timer: NodeJS.Timeout | undefined
      const bound = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), shutdownTimeoutMs)
      })
      const http = await Promise.race([app.close().then(() => "closed" as const), bound])
      clearTimeout(timer)
      if (http === "timeout") app.server.closeAllConnections()
      // Its own bound, which covers one SMTP reply (LEAD_DRAIN_TIMEOUT_MS): a stop cuts no reply short.
      const drained = await leads.drain({ timeoutMs: options.drainTimeoutMs ?? leads.config?.drainTimeoutMs ?? shutdownTimeoutMs })
      return { http, leads: drained }
    })()
    return stopped
  }
  return { app, shutdown, leads }
}
