#!/usr/bin/env node
// The production server behind `npm start` (README.md, "Any VM or container"): Fastify 4 with the parts of
// gatsby-plugin-fastify (its Functions, static files, client routes and 404 page, from the build's
// .cache/gatsby-plugin-fastify.json), plus what that plugin leaves out:
// - gatsby-config's `headers` on every response, 404s, redirects and function answers included (the build
//   writes them to .cache/server-headers.json, server/gatsby-plugin);
// - the content redirects as 301s to their target, keeping the query string;
// - the .br/.gz files scripts/precompress.mjs writes next to text files, served to clients that accept them;
// - GET /healthz for a process manager or load balancer;
// - on SIGTERM or SIGINT: stop accepting, let requests in flight finish (at most SHUTDOWN_TIMEOUT_MS), hand
//   the lead function's deliveries back to the spool (api/lifecycle.ts drainLeads), exit 0.
//
//   node server/main.mjs [--port 9000] [--host 127.0.0.1]      (or PORT / HOST in the environment)
import { existsSync, readFileSync } from "node:fs"
import { createRequire, register } from "node:module"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import Fastify from "fastify"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(ROOT) // gatsby-plugin-fastify finds public/ and .cache/ relative to the working directory.

const require = createRequire(import.meta.url)
const plugin = (name) => require(`gatsby-plugin-fastify/dist/${name}`)
const { ConfigKeyEnum, getServerConfig, setConfig } = plugin("utils/config")

const { values: args } = parseArgs({ options: { port: { type: "string" }, host: { type: "string" } } })
const { env } = process
const PORT = Number(args.port ?? env["PORT"] ?? 9000)
const HOST = args.host ?? env["HOST"] ?? "127.0.0.1"
const SHUTDOWN_TIMEOUT_MS = Number(env["SHUTDOWN_TIMEOUT_MS"] ?? 10_000)
/** api/handler.ts MAX_BODY_BYTES: the site's one function takes nothing larger. */
const BODY_LIMIT = 64 * 1024

/** A header rule's `source` as Gatsby and Netlify read it: a path, where a trailing `*` matches any rest. */
export function matchesSource(source, pathname) {
  return source.endsWith("*") ? pathname.startsWith(source.slice(0, -1)) : pathname === source
}

/** The headers of gatsby-config's rules that apply to a path, later rules winning. */
export function headersFor(rules, pathname) {
  const headers = {}
  for (const rule of rules) {
    if (matchesSource(rule.source, pathname)) for (const { key, value } of rule.headers) headers[key] = value
  }
  return headers
}

/** The path without its trailing slash ("/" stays "/"). */
const withoutSlash = (pathname) => (pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname)

/** fromPath (without trailing slash) → toPath, for the build's plain redirects (no splats or parameters). */
export function redirectMap(redirects) {
  const map = new Map()
  for (const { fromPath, toPath } of redirects) {
    if (!/[*:?]/.test(fromPath)) map.set(withoutSlash(fromPath), toPath)
  }
  return map
}

function readBuild() {
  const headersFile = path.join(ROOT, ".cache", "server-headers.json")
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: run \`npm run build\` first`)
  setConfig(ConfigKeyEnum.CLI, { port: PORT, host: HOST, logLevel: env["LOG_LEVEL"] ?? "info", open: false })
  setConfig(ConfigKeyEnum.SERVER, getServerConfig())
  return { headerRules: JSON.parse(readFileSync(headersFile, "utf8")), server: getServerConfig() }
}

/**
 * The lead code's own hooks from api/ (loaded as TypeScript by scripts/lib/ts-hooks.mjs; the registry they
 * share with the compiled function lives on globalThis, see api/lifecycle.ts). Both are required: without
 * them a multipart upload is buffered before its 415 and SIGTERM strands claims in the spool.
 */
async function leadHooks() {
  register("../scripts/lib/ts-hooks.mjs", import.meta.url)
  const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href)
  const [handler, lifecycle] = await Promise.all([load("api/handler.ts"), load("api/lifecycle.ts")])
  if (typeof handler.refuseBeforeBody !== "function") throw new Error("api/handler.ts exports no refuseBeforeBody")
  if (typeof lifecycle.drainLeads !== "function") throw new Error("api/lifecycle.ts exports no drainLeads")
  if (typeof lifecycle.stopStartingDeliveries !== "function") throw new Error("api/lifecycle.ts exports no stopStartingDeliveries")
  return {
    /** 405/413/415 from the method and headers alone, before the body is read. */
    refuseBeforeBody: handler.refuseBeforeBody,
    /** From now on no new delivery starts in this process (called the moment a stop signal arrives). */
    stopStartingDeliveries: lifecycle.stopStartingDeliveries,
    /** No new deliveries, waits for those under way, returns claims to the spool. */
    drainLeads: lifecycle.drainLeads,
  }
}

export async function createServer({ logLevel = env["LOG_LEVEL"] ?? "info" } = {}) {
  const { headerRules, server } = readBuild()
  const { precompress } = await import("../scripts/precompress.mjs")
  const compressed = await precompress()
  const hooks = await leadHooks()
  const redirects = redirectMap(server.redirects ?? [])
  const app = Fastify({
    logger: { level: logLevel },
    disableRequestLogging: true,
    ignoreTrailingSlash: true,
    maxParamLength: 500,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  })
  let closing = false
  app.log.info({ ...compressed, workerThreads: Number(env["UV_THREADPOOL_SIZE"] ?? 4) })


  app.addHook("onRequest", async (request, reply) => {
    const [pathname, query] = splitUrl(request.url)
    const target = redirects.get(withoutSlash(pathname))
    if (target !== undefined) return reply.code(301).redirect(query ? `${target}?${query}` : target)
    if (pathname.startsWith("/api/")) {
      const early = hooks.refuseBeforeBody({ method: request.method, headers: request.headers })
      if (early) return reply.code(early.status).headers(early.headers).send(early.body)
    }
    return undefined
  })

  app.addHook("onSend", async (request, reply, payload) => {
    const [pathname] = splitUrl(request.url)
    reply.headers(headersFor(headerRules, pathname))
    // Function answers and redirects are not the static plugin's to cache; a 301 is cacheable by default.
    // A text file may be sent as its .br or .gz copy: shared caches must key on Accept-Encoding.
    if (/text|javascript|json|svg|xml/.test(String(reply.getHeader("content-type") ?? ""))) reply.header("vary", "accept-encoding")
    const cached = reply.hasHeader("cache-control") || reply.raw.hasHeader("cache-control")
    if (!cached && reply.statusCode !== 301) reply.header("cache-control", "no-store")
    // While stopping, a keep-alive connection would hold app.close() until its idle timeout: end it with this answer.
    if (closing) reply.header("connection", "close")
    return payload
  })

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store")
    return closing ? reply.code(503).send({ status: "closing" }) : { status: "ok" }
  })

  // gatsby-plugin-fastify's serveGatsby (dist/plugins/gatsby.js), in its order, with pre-compressed static
  // files; redirects are the hook above, and there is no Image CDN or reverse proxy in this site.
  await app.register(require("@fastify/accepts"))
  await app.register(plugin("plugins/decorators").implementUtilDecorators)
  // Not the plugin's handle500, which answers every error, a malformed or oversized body included, with 500.
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error(error, "request failed")
    reply.code(status).send({ error: status === 500 ? "Internal error" : error.message })
  })
  for (const fn of server.functions ?? []) registerFunction(app, fn)
  await app.register(plugin("plugins/static").handleStatic, { preCompressed: true, setHeaders: cacheHeaders })
  await app.register(plugin("plugins/client-routes").handleClientOnlyRoutes, { paths: server.clientSideRoutes })
  await app.register(plugin("plugins/server-routes").handleServerRoutes, { paths: server.serverSideRoutes })
  await app.register(plugin("plugins/404").handle404)

  /**
   * Stops starting deliveries and accepting requests, waits for requests in flight (bounded; a lead they
   * carry is spooled and answered 200, left in pending/ for the next process), then drains the deliveries.
   */
  const shutdown = async () => {
    closing = true
    hooks.stopStartingDeliveries()
    const bound = new Promise((resolve) => setTimeout(() => resolve("timeout"), SHUTDOWN_TIMEOUT_MS).unref())
    const http = await Promise.race([app.close().then(() => "closed"), bound])
    if (http === "timeout") app.server.closeAllConnections()
    const leads = await hooks.drainLeads({ timeoutMs: SHUTDOWN_TIMEOUT_MS })
    return { http, leads }
  }
  return { app, shutdown, hooks }
}

/**
 * One Gatsby Function, loaded once. Gatsby 5 compiles each function with a wrapper that runs Express's body
 * parsers on a Node request whose body has not been read and then calls the function with Express's
 * response; gatsby-plugin-fastify 0.13 hands it Fastify's request and reply instead, which that wrapper
 * cannot use. So the function gets the Node request (body already parsed by Fastify, so the wrapper's
 * parsers stand aside) and the part of Express's response the site's functions use.
 */
function registerFunction(app, { functionRoute, matchPath, absoluteCompiledFilePath }) {
  const loaded = require(absoluteCompiledFilePath)
  const run = loaded?.default?.default ?? loaded?.default ?? loaded
  if (typeof run !== "function") throw new Error(`${absoluteCompiledFilePath} exports no function`)
  app.all(`/api/${matchPath ?? functionRoute}`, (request, reply) => {
    const req = request.raw
    if (request.body !== undefined) req.body = request.body
    const res = {
      setHeader: (name, value) => (reply.header(name, value), res),
      getHeader: (name) => reply.getHeader(name),
      status: (code) => (reply.code(code), res),
      json: (body) => (reply.type("application/json; charset=utf-8").send(JSON.stringify(body)), res),
      send: (body) => (reply.send(body), res),
      end: (body) => (reply.send(body ?? ""), res),
    }
    Promise.resolve(run(req, res)).catch((error) => {
      request.log.error(error, "function failed")
      if (!reply.sent) reply.code(500).send({ error: "Internal error" })
    })
    return reply
  })
}

/**
 * Cache-Control of a file in public/: for ever for webpack's bundles and styles at the top level and
 * everything under /static/ (named by a hash of their content), revalidated for everything else (pages,
 * page data, sw.js). The plugin's own rule misses the pre-compressed copies (app-….js.br). gatsby-config's
 * `headers` can still override it for a path (the onSend hook), as for pagefind's hashed chunks.
 */
export function cacheControl(file) {
  const relative = path.relative(path.join(ROOT, "public"), file).replace(/\.(br|gz)$/, "")
  const hashed = (/^[^/]+\.(js|css)$/.test(relative) && relative !== "sw.js") || relative.startsWith("static/")
  return hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate"
}

function cacheHeaders(res, file) {
  res.setHeader("cache-control", cacheControl(file))
}

function splitUrl(url) {
  const at = url.indexOf("?")
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at + 1)]
}

async function main() {
  const { app, shutdown } = await createServer()
  let stopping = false
  const onSignal = async (signal) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, "shutting down")
    try {
      const result = await shutdown()
      app.log.info(result, "stopped")
      process.exit(0)
    } catch (error) {
      app.log.error(error, "shutdown failed")
      process.exit(1)
    }
  }
  process.on("SIGTERM", onSignal)
  process.on("SIGINT", onSignal)
  await app.listen({ port: PORT, host: HOST })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
