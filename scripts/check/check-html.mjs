// @ts-check
// npm run check:html — validate every generated page with the Nu HTML Checker (vnu.jar, needs Java).
//   node scripts/check/check-html.mjs [--root public] [--allowlist scripts/check/vnu-allowlist.json]
// Checks every index.html under the root and its 404.html in one JVM (skipping page-data, static, pagefind,
// og), drops the errors whose message is in the allow-list (exact strings, each with its reason), prints
// every other error with its file, line and message, and exits 1 when there is any.
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { createRequire } from "node:module"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const SKIP_DIRS = new Set(["page-data", "static", "pagefind", "og"])

const { values: args } = parseArgs({
  options: {
    root: { type: "string", default: path.join(ROOT, "public") },
    allowlist: { type: "string", default: path.join(ROOT, "scripts", "check", "vnu-allowlist.json") },
  },
})

/** Every page the checker reads: `<root>/**\/index.html` (outside the skipped folders) and `<root>/404.html`. */
/** @param {string} root */
function pagesOf(root) {
  /** @type {string[]} */
  const files = []
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!(dir === root && SKIP_DIRS.has(entry.name))) walk(full)
      } else if (entry.name === "index.html") files.push(full)
    }
  }
  walk(root)
  const notFound = path.join(root, "404.html")
  if (fs.existsSync(notFound)) files.push(notFound)
  return files.sort()
}

/**
 * The allow-list: [{ message, reason }], every entry with a non-empty reason.
 * @param {string} file
 * @returns {Array<{ message: string, reason: string }>}
 */
function readAllowlist(file) {
  const list = JSON.parse(fs.readFileSync(file, "utf8"))
  if (!Array.isArray(list)) throw new Error(`${file}: expected an array of { message, reason }`)
  for (const entry of list) {
    if (typeof entry?.message !== "string" || typeof entry?.reason !== "string" || entry.reason.trim() === "") {
      throw new Error(`${file}: every entry needs a message and the reason it is excused: ${JSON.stringify(entry)}`)
    }
  }
  return list
}

/**
 * @param {string[]} files
 * @returns {Promise<Array<{ type: string, subType?: string, url?: string, message: string, extract?: string, firstLine?: number, lastLine?: number }>>}
 */
function runVnu(files) {
  const jar = createRequire(import.meta.url)("vnu-jar")
  const java = process.env.JAVA ?? "java"
  return new Promise((resolve, reject) => {
    execFile(java, ["-Xss4m", "-jar", String(jar), "--errors-only", "--format", "json", "--exit-zero-always", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const hint = error.code === "ENOENT" ? ` (no ${java}: install a JRE, e.g. apt-get install default-jre-headless)` : ""
        reject(new Error(`vnu.jar failed${hint}: ${error.message}\n${stderr}`))
        return
      }
      try {
        resolve(JSON.parse(stderr || stdout).messages)
      } catch {
        reject(new Error(`vnu.jar printed no JSON:\n${stdout}\n${stderr}`))
      }
    })
  })
}

async function main() {
  const root = path.resolve(args.root)
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No build in ${root}: run \`npm run build\` first.`)
    process.exit(1)
  }
  const started = Date.now()
  const files = pagesOf(root)
  const allow = readAllowlist(args.allowlist)
  const excused = new Map(allow.map((a) => [a.message, 0]))
  const messages = await runVnu(files)
  const remaining = []
  for (const m of messages) {
    if (m.type === "error" && excused.has(m.message)) excused.set(m.message, (excused.get(m.message) ?? 0) + 1)
    else if (m.type === "error" || m.type === "non-document-error") remaining.push(m)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const excusedCount = [...excused.values()].reduce((a, b) => a + b, 0)
  const unused = [...excused].filter(([, n]) => n === 0).map(([message]) => message)
  for (const message of unused) console.warn(`check:html: allow-list entry no longer needed, remove it: ${JSON.stringify(message)}`)
  if (remaining.length === 0) {
    console.log(`check:html: ${files.length} pages valid (${excusedCount} allow-listed errors excused, ${seconds} s).`)
    return
  }
  /** @param {{ url?: string, firstLine?: number, lastLine?: number }} m */
  const where = (m) => {
    const absolute = m.url ? fileURLToPath(m.url) : "(unknown file)"
    const relative = path.relative(ROOT, absolute)
    const file = relative.startsWith("..") ? absolute : relative
    return m.lastLine ? `${file}:${m.firstLine ?? m.lastLine}` : file
  }
  console.error(`check:html: ${remaining.length} error(s) in ${new Set(remaining.map((m) => m.url)).size} of ${files.length} pages (${seconds} s):`)
  for (const m of remaining) {
    console.error(`  ${where(m)}: ${m.message}`)
    if (m.extract) console.error(`      ${m.extract.replace(/\s+/g, " ").trim().slice(0, 200)}`)
  }
  process.exitCode = 1
}

main().catch((error) => {
  console.error(error.message ?? error)
  process.exit(1)
})
