// @ts-check
// Serve the production build (`public/`, with its Gatsby Functions) on loopback for a check, then stop it.
//   const server = await startServe()            // a free port on 127.0.0.1
//   try { await fetch(`${server.url}/about`) } finally { await server.stop() }
// `production: true` runs the production server (SERVER_ENTRY, compiled by `npm run build`, behind `npm start`)
// instead of `gatsby serve`; `cwd` says from which folder (a production install of the build, for instance).
// The server runs in its own process group, so stop() ends it and every child it started; it resolves with
// how the server exited ({ code, signal }).
// With `lock: true` the server runs under `flock BUILD_LOCK` (the folder's rule: one build or serve at a time);
// a script that already holds the lock (scripts/lib/build-lock.mjs) passes `lock: false`, the default.
// `develop: true` runs `npm run develop` (gatsby develop) instead, and resolves once Gatsby says the site can be
// viewed (its port answers long before: a page that says it is still building).
import { spawn } from "node:child_process"
import net from "node:net"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const BUILD_LOCK = "/tmp/gatsby-build.lock"
const HOST = "127.0.0.1"
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
/** The production server as the build leaves it (server/tsconfig.json outDir, server/main.ts). */
export const SERVER_ENTRY = path.join("dist", "server", "main.js")

/** A TCP port on 127.0.0.1 that nothing listens on at the moment of asking. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** What `gatsby develop` prints once its pages can be viewed. */
const DEVELOP_READY = /You can now view \S+ in the browser/
// Terminal colours and cursor moves (ESC [ … letter), which split the words looked for.
const ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g")

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Start `gatsby serve` on `port` (a free one when not given) and resolve with `{ url, port, stop }` once it
 * answers HTTP. `env` is added to the server's environment (e.g. LEAD_SPOOL_DIR). Rejects, with the end of
 * the server's output, when it exits early or does not answer within `timeoutMs`.
 * @param {{ port?: number, env?: Record<string, string | undefined>, timeoutMs?: number, cwd?: string, lock?: boolean, production?: boolean, develop?: boolean }} [options]
 */
export async function startServe({ port, env = {}, timeoutMs = 120_000, cwd = ROOT, lock = false, production = false, develop = false } = {}) {
  const chosen = port ?? (await freePort())
  const url = `http://${HOST}:${chosen}`
  const where = ["--port", String(chosen), "--host", HOST]
  const serve = production ? [path.join(cwd, SERVER_ENTRY), ...where] : [path.join(cwd, "node_modules", "gatsby", "cli.js"), develop ? "develop" : "serve", ...where]
  const name = production ? SERVER_ENTRY : develop ? "gatsby develop" : "gatsby serve"
  const [command, args] = develop ? ["npm", ["run", "develop", "--", ...where]] : lock ? ["flock", [BUILD_LOCK, process.execPath, ...serve]] : [process.execPath, serve]
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  let viewable = false
  const keep = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString()
    viewable ||= develop && DEVELOP_READY.test(output.replace(ESCAPE, ""))
    output = output.slice(-4000)
  }
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  /** How the server exited, once it has (set by the exit handler, so not narrowed to null here). */
  let gone = /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */ (null)
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      gone = { code, signal }
      resolve(gone)
    }),
  )

  const stop = async () => {
    if (gone) return gone
    const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), signal)
      } catch {
        // The group has already exited.
      }
    }
    signalGroup("SIGTERM")
    const ended = await Promise.race([exited.then(() => true), sleep(production ? 25_000 : 5000).then(() => false)])
    if (!ended) {
      signalGroup("SIGKILL")
      await exited
    }
    return gone
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (gone) throw new Error(`${name} exited (${gone.code ?? gone.signal}) before answering on ${url}:\n${output}`)
    try {
      if (develop && !viewable) throw new Error("gatsby develop is not ready")
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      /** Sends `signal` to the server's process group; resolves with how it exited. */
      const kill = (/** @type {NodeJS.Signals} */ signal) => {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), signal)
        } catch {
          // The group has already exited.
        }
        return exited
      }
      return { url, port: chosen, pid: /** @type {number} */ (child.pid), stop, kill, output: () => output }
    } catch {
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms:\n${output}`)
      }
      await sleep(250)
    }
  }
}
