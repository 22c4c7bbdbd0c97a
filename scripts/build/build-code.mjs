#!/usr/bin/env node
// @ts-check
// Run by `npm run build` around `gatsby build` (docs/workarounds.md, "Build code clears the cache"):
//   node scripts/build/build-code.mjs check   before: clears .cache/ and public/ when the build code changed
//   node scripts/build/build-code.mjs record  after a successful build: stores the build code's digest
//   node scripts/build/build-code.mjs files   prints the build code's files (JSON)
//
// Gatsby keeps its cache (nodes, their fields, page data) while the site's gatsby-node.ts and gatsby-config.ts
// are unchanged: it hashes those files, not the modules they import. A change to gatsby/lib/text.ts (word
// counts) or src/data/statutory/validate.ts (figure validation) therefore left an incremental build with the old
// values. The build code is gatsby-node.ts, gatsby-config.ts and every local plugin's gatsby-node, plus every
// file they import, followed through relative imports; its digest changing clears the cache as `gatsby clean`
// does. Code that webpack compiles (templates, components) is not build code: webpack tracks it itself.
import { createHash } from "node:crypto"
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ENTRY_NAMES = ["gatsby-node.ts", "gatsby-node.js", "gatsby-node.mjs", "gatsby-config.ts", "gatsby-config.js", "gatsby-config.mjs"]
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json", ".yaml"]
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g
const DIGEST_FILE = path.join(".cache", "build-code.sha256")

/**
 * The relative module specifiers a source file imports, re-exports or requires.
 * @param {string} source
 * @returns {string[]}
 */
export function relativeImports(source) {
  return [...source.replace(/^\s*\/\/.*$/gm, "").matchAll(SPECIFIER)].map((match) => match[1] ?? "")
}

/**
 * The file a relative specifier names, trying the extensions and index files the build's loaders try.
 * @param {string} from
 * @param {string} specifier
 */
function resolveFile(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.slice(1).map((ext) => path.join(base, `index${ext}`))]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/**
 * gatsby-node and gatsby-config of the site and of each local plugin under `plugins/` or `server/`.
 * @param {string} root
 */
function entryFiles(root) {
  const folders = [root]
  for (const parent of ["plugins", "server"]) {
    const dir = path.join(root, parent)
    if (existsSync(dir)) for (const name of readdirSync(dir)) if (statSync(path.join(dir, name)).isDirectory()) folders.push(path.join(dir, name))
  }
  return folders.flatMap((folder) => ENTRY_NAMES.map((name) => path.join(folder, name))).filter((file) => existsSync(file))
}

/**
 * Every build-code file under `root`, entries first, then what they import (relative paths, sorted).
 * @param {string} root
 */
export function buildCodeFiles(root) {
  /** @type {Set<string>} */
  const seen = new Set()
  const queue = entryFiles(root)
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    if (!/\.(m|c)?[jt]sx?$/.test(file)) continue
    for (const specifier of relativeImports(readFileSync(file, "utf8"))) {
      const target = resolveFile(file, specifier)
      if (target && !target.includes(`${path.sep}node_modules${path.sep}`)) queue.push(target)
    }
  }
  return [...seen].map((file) => path.relative(root, file)).sort()
}

/**
 * One digest over the build code's paths and contents.
 * @param {string} root
 */
export function buildCodeDigest(root) {
  const hash = createHash("sha256")
  for (const file of buildCodeFiles(root))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0")
  return hash.digest("hex")
}

/**
 * Clears .cache/ and public/ when they were built by other build code; returns whether it did.
 * @param {string} root
 */
export function clearIfChanged(root) {
  const cache = path.join(root, ".cache")
  if (!existsSync(cache)) return false
  const stored = existsSync(path.join(root, DIGEST_FILE)) ? readFileSync(path.join(root, DIGEST_FILE), "utf8").trim() : ""
  if (stored === buildCodeDigest(root)) return false
  rmSync(cache, { recursive: true, force: true })
  rmSync(path.join(root, "public"), { recursive: true, force: true })
  return true
}

/**
 * Stores the digest of the build code the finished build came from.
 * @param {string} root
 */
export function recordDigest(root) {
  mkdirSync(path.join(root, ".cache"), { recursive: true })
  writeFileSync(path.join(root, DIGEST_FILE), `${buildCodeDigest(root)}\n`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // --root DIR: another site's folder (the tests' tiny sites); default this repository.
  const at = process.argv.indexOf("--root")
  const root = at > 0 ? path.resolve(process.argv[at + 1] ?? ".") : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
  const command = process.argv[2]
  if (command === "check") {
    if (clearIfChanged(root)) console.log("build-code: gatsby-node, gatsby-config or a module they import changed since the last build: cleared .cache/ and public/ (as `gatsby clean`)")
  } else if (command === "record") {
    recordDigest(root)
  } else if (command === "files") {
    console.log(JSON.stringify(buildCodeFiles(root)))
  } else {
    console.error("usage: node scripts/build/build-code.mjs check|record|files [--root DIR]")
    process.exit(2)
  }
}
