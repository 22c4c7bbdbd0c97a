#!/usr/bin/env node
// @ts-check
// npm start: builds the site when there is no build or a source file is newer than it, then runs the
// production server (dist/server/main.js, compiled from server/ by the build) in this process's place.
// `npm run serve` is the same without the build (--no-build). Other arguments go to the server (--port, --host).
import { spawn, spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { SERVER_ENTRY } from "../lib/serve.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
/** The site manifest (server/manifest.ts), rewritten by the build's last step the server needs (scripts/build/precompress.mjs). */
const STAMP = path.join(ROOT, "dist", "site.json")
const SOURCES = ["src", "content", "gatsby", "api", "static", "server", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package-lock.json"]

/** The newest modification time of a file or of any file under a folder (dot files and __tests__ left out). @param {string} file @returns {number} */
function newest(file) {
  if (!existsSync(file)) return 0
  const info = statSync(file)
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(file)
    .filter((name) => !name.startsWith(".") && name !== "__tests__")
    .reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), 0)
}

const run = (/** @type {string} */ command, /** @type {string[]} */ args) => spawnSync(command, args, { cwd: ROOT, stdio: "inherit" }).status ?? 1

const args = process.argv.slice(2).filter((arg) => arg !== "--no-build")
const build = args.length === process.argv.length - 2
const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0
const changed = build ? Math.max(...SOURCES.map((name) => newest(path.join(ROOT, name)))) : 0
if (changed > built) {
  console.log(built ? "Sources changed since the last build: building" : "No build yet: building (a few minutes)")
  const status = run("npm", ["run", "build"])
  if (status !== 0) process.exit(status)
}
// The server gets this process's signals, so a process manager's SIGTERM drains it (server/app.ts).
const server = spawn(process.execPath, [path.join(ROOT, SERVER_ENTRY), ...args], { cwd: ROOT, stdio: "inherit" })
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.on(signal, () => server.kill(signal))
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
