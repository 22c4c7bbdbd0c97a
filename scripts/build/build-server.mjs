#!/usr/bin/env node
// @ts-check
// Part of `npm run build`: compiles the production server and the lead service it loads (server/main.ts and
// what it imports) into dist/ with TypeScript (server/tsconfig.json), after removing the last build's
// output, then checks what the compiled code loads at run time: every package it requires must be one of
// package.json's `dependencies` (a production install, `npm ci --omit=dev`, has nothing else), and none
// through a private `…/dist/…` path. Exit code 1, naming the file and the package, otherwise.
// (The build's site manifest, dist/site.json, is written later, by `gatsby build`: server/gatsby-plugin.)
//   node scripts/build/build-server.mjs                 compile, then check
//   node scripts/build/build-server.mjs --check ROOT    only check ROOT/dist against ROOT/package.json
import { spawnSync } from "node:child_process"
import { readdirSync, readFileSync, rmSync } from "node:fs"
import { createRequire, isBuiltin } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const require = createRequire(import.meta.url)

/** Every .js file under a folder. @param {string} dir @returns {string[]} */
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? jsFiles(full) : entry.name.endsWith(".js") ? [full] : []
  })
}

/** The package a bare specifier names ("@scope/name/sub" → "@scope/name"), or null for relative paths and Node's own modules. @param {string} specifier @returns {string | null} */
function packageOf(specifier) {
  if (specifier.startsWith(".") || specifier.startsWith("/") || isBuiltin(specifier)) return null
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? null)
}

/**
 * What is wrong with the run-time requires of compiled CommonJS files: one line per problem.
 * @param {string} root @param {string[]} files @param {Record<string, string>} dependencies @returns {string[]}
 */
function runtimeImportProblems(root, files, dependencies) {
  const problems = []
  for (const file of files) {
    const source = readFileSync(file, "utf8")
    for (const [, specifier = ""] of source.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)) {
      const name = packageOf(specifier)
      if (name === null) continue
      const where = path.relative(root, file)
      if (!(name in dependencies)) problems.push(`${where} requires ${specifier}, but ${name} is not in package.json "dependencies" (a production install leaves it out)`)
      if (/(^|\/)dist(\/|$)/.test(specifier.slice(name.length))) problems.push(`${where} requires ${specifier}: a private path of ${name}; use its documented entry`)
    }
  }
  return problems
}

const at = process.argv.indexOf("--check")
const root = at === -1 ? HERE : path.resolve(process.argv[at + 1] ?? ".")
const dist = path.join(root, "dist")
if (at === -1) {
  rmSync(dist, { recursive: true, force: true })
  const tsc = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", path.join(root, "server", "tsconfig.json")], { stdio: "inherit" })
  if (tsc.status !== 0) process.exit(tsc.status ?? 1)
}
const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
const files = jsFiles(dist)
const problems = runtimeImportProblems(root, files, dependencies)
for (const problem of problems) console.error(problem)
if (problems.length > 0) process.exit(1)
console.log(`build-server: ${files.length} files in dist/, every package they load is a dependency (${Object.keys(dependencies).join(", ")})`)
