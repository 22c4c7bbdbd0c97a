#!/usr/bin/env node
// @ts-check
// Part of `npm run build`, after `gatsby build`: writes a Brotli (.br) and a gzip (.gz) copy next to every
// text file in public/ (HTML, JavaScript, CSS, JSON, SVG, XML, text) of at least 1 kB, which the production
// server (server/app.ts) sends to browsers that accept them, so it compresses nothing while it serves or
// starts. Then records in the build's site manifest (dist/site.json, see server/manifest.ts) that the copies
// match the pages: the server will not start on a manifest without that record, which is what a
// `gatsby build` run alone leaves (it writes the manifest anew, and its pages may be newer than their copies).
// Skipped for Netlify builds (NETLIFY=true or GATSBY_ADAPTER=netlify): Netlify compresses on its own.
import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import zlib from "node:zlib"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const PUBLIC = path.join(ROOT, "public")
/** server/manifest.ts SITE_MANIFEST. */
const MANIFEST = path.join(ROOT, "dist", "site.json")
const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/
const MIN_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Every text file under a folder. @param {string} dir @returns {AsyncGenerator<string>} */
async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* textFiles(full)
    else if (TEXT.test(entry.name)) yield full
  }
}

/** Compresses one file unless its copies are at least as new as it; returns the bytes saved by Brotli. @param {string} file */
async function compress(file) {
  const source = await stat(file)
  if (source.size < MIN_BYTES) return 0
  const fresh = await stat(`${file}.br`).then(
    (br) => br.mtimeMs >= source.mtimeMs,
    () => false,
  )
  if (fresh) return 0
  const body = await readFile(file)
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length }
  const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: 9 })])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  return body.length - br.length
}

/** Compresses every text file of public/ whose copies are missing or older than it; resolves with a summary. */
async function precompress() {
  const started = Date.now()
  /** @type {string[]} */
  const queue = []
  for await (const file of textFiles(PUBLIC)) queue.push(file)
  const total = queue.length
  let saved = 0
  // zlib's async calls run on libuv's thread pool (4 threads): a few files at a time keep it busy.
  const workers = Array.from({ length: 4 }, async () => {
    for (let file = queue.pop(); file; file = queue.pop()) saved += await compress(file)
  })
  await Promise.all(workers)
  return { files: total, savedBytes: saved, ms: Date.now() - started }
}

if (process.env["NETLIFY"] !== "true" && process.env["GATSBY_ADAPTER"] !== "netlify") {
  const { files, savedBytes, ms } = await precompress()
  const manifest = JSON.parse(await readFile(MANIFEST, "utf8"))
  await writeFile(MANIFEST, `${JSON.stringify({ ...manifest, precompressed: { files, at: new Date().toISOString() } }, null, 2)}\n`)
  console.log(`precompress: public/ text files as .br and .gz, ${(savedBytes / 1e6).toFixed(1)} MB smaller as Brotli, ${ms} ms; recorded in dist/site.json`)
}
