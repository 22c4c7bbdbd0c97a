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
 * - The lead service at its path, created once in this process with a logger writing through the server's.
 * - GET /healthz: {"status":"ok"}, 503 {"status":"stopping"} from the moment a stop begins.
 * - A body the server cannot read is refused before it is read: a Content-Encoding other than identity with
 *   415 (Fastify does not decode request bodies), and whatever the lead service refuses from the headers.
 * - Bounded waits: the whole request (headers and body) must arrive within `requestTimeoutMs` (Node answers
 *   408 and closes), its headers within `headersTimeoutMs`, and a connection silent for twice
 *   `requestTimeoutMs` while its request is handled or answered is closed.
 * - shutdown(): healthz says 503, the lead service starts no new delivery, the listener closes and idle
 *   connections with it; requests in flight finish (at most `shutdownTimeoutMs`, then their connections are
 *   cut), every answer meanwhile says Connection: close; then the lead service drains (same bound).
 */
import { existsSync } from "node:fs"
import path from "node:path"
import type { TLSSocket } from "node:tls"
import fastifyStatic from "@fastify/static"
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify"
import { LEAD_PATH, MAX_BODY_BYTES, type DrainResult, type LeadResponse, type LeadService, type Logger } from "./lead-service"
import { leadLogger, loggerOptions, type LogLevel } from "./log"
import { cacheControl, headersFor, PUBLIC_DIR, readManifest, SITE_MANIFEST, redirectLocation, redirectMap, splitUrl, withoutSlash, type SiteManifest } from "./site"

export interface ServerOptions {
  /** The project folder: `public/` and `dist/site.json` are read from it. */
  root: string
  /** Creates the lead service, once, with the server's logger and the build's public site key. */
  leadService: (context: { log: Logger; publicSiteKey: string | null }) => LeadService
  logLevel?: LogLevel
  /** Where log lines go instead of stdout (tests). */
  logStream?: { write(line: string): void }
  shutdownTimeoutMs?: number
  requestTimeoutMs?: number
  headersTimeoutMs?: number
  /** How often Node looks for requests past their timeouts (its default, 30 s, would let one run that much longer). */
  timeoutCheckMs?: number
}

export interface ShutdownResult {
  /** "closed": every request in flight finished; "timeout": the rest were cut off at shutdownTimeoutMs. */
  http: "closed" | "timeout"
  leads: DrainResult
}

export interface Server {
  app: FastifyInstance
  /** The stop sequence (see the top of this file); resolves once the lead service has drained. Idempotent. */
  shutdown(): Promise<ShutdownResult>
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

/** A request that carries a body (RFC 9112 section 6.3). */
const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0

/** A Content-Encoding this server cannot read: anything but none or identity. */
function unreadableEncoding(value: string | string[] | undefined): string | null {
  const codings = (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "" && coding !== "identity")
  return codings.length > 0 ? codings.join(", ") : null
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

  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? "info", options.logStream),
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
  })
  const leads = options.leadService({ log: leadLogger(app.log), publicSiteKey: manifest.publicSiteKey })
  let closing = false

  // JSON only, parsed here and judged by the lead service: a body that is not JSON reaches it as undefined
  // and gets its own answer (400), instead of Fastify's.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, text, done) => {
    try {
      done(null, text === "" ? undefined : (JSON.parse(String(text)) as unknown))
    } catch {
      done(null, undefined)
    }
  })

  const answer = (reply: FastifyReply, response: LeadResponse) => reply.code(response.status).headers(response.headers).send(response.body)

  app.addHook("onRequest", async (request, reply) => {
    const encoding = hasBody(request.headers) ? unreadableEncoding(request.headers["content-encoding"]) : null
    if (encoding !== null) {
      // RFC 9110 section 15.5.16: say which content codings are accepted.
      return reply.code(415).header("accept-encoding", "identity").send({ error: `Content-Encoding ${encoding} is not accepted: send the body uncompressed` })
    }
    const [pathname, query] = splitUrl(request.url)
    const target = redirects.get(withoutSlash(pathname).toLowerCase())
    if (target !== undefined) return reply.redirect(redirectLocation(target, query), 301)
    if (pathname === LEAD_PATH) {
      const early = leads.refuseBeforeBody({ method: request.method, headers: request.headers })
      if (early) return answer(reply, early)
    }
    return undefined
  })

  app.addHook("onSend", async (request, reply, payload) => {
    const [pathname] = splitUrl(request.url)
    reply.headers(headersFor(manifest.headers, pathname))
    if (COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? "")) && !reply.hasHeader("vary")) reply.header("vary", "accept-encoding")
    // What is neither a file of public/ (cached by its kind, below) nor a redirect is not for caches.
    if (!reply.hasHeader("cache-control") && !reply.raw.hasHeader("cache-control") && reply.statusCode !== 301) reply.header("cache-control", "no-store")
    // Stopping: the client opens its next connection elsewhere (or to the next process).
    if (closing) reply.header("connection", "close")
    return payload
  })

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, "request failed")
    return reply.code(status).send({ error: status === 500 ? "Internal error" : error.message })
  })

  app.get("/healthz", async (_request, reply) => (closing ? reply.code(503).send({ status: "stopping" }) : reply.send({ status: "ok" })))

  app.all(LEAD_PATH, async (request, reply) => {
    const socket = request.raw.socket as Partial<TLSSocket> | undefined
    const response = await leads.handle({
      method: request.method,
      headers: request.headers,
      body: request.body,
      remoteAddress: socket?.remoteAddress,
      encrypted: socket?.encrypted === true,
    })
    return answer(reply, response)
  })

  await app.register(fastifyStatic, {
    root: publicDir,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "ignore",
    setHeaders: (res, file) => res.setHeader("cache-control", cacheControl(path.relative(publicDir, file).split(path.sep).join("/"))),
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).sendFile(NOT_FOUND_PAGE))

  let stopped: Promise<ShutdownResult> | undefined
  const shutdown = (): Promise<ShutdownResult> => {
    stopped ??= (async () => {
      closing = true
      leads.stopStarting()
      let timer: NodeJS.Timeout | undefined
      const bound = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), shutdownTimeoutMs)
      })
      const http = await Promise.race([app.close().then(() => "closed" as const), bound])
      clearTimeout(timer)
      if (http === "timeout") app.server.closeAllConnections()
      const drained = await leads.drain({ timeoutMs: shutdownTimeoutMs })
      return { http, leads: drained }
    })()
    return stopped
  }
  return { app, shutdown, leads }
}
