// @ts-check
// A copy of the project in a fresh folder under the system's temp folder, node_modules linked, not copied: a check
// that builds or develops there leaves the checkout's own public/ and .cache/ untouched (scripts/check/check-release.mjs,
// scripts/check/check-develop.mjs, scripts/bench/bench-develop.mjs).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
/** What is not the project's source: dependencies, Gatsby's output and caches, test and bench results. */
const SKIP = new Set(["node_modules", "public", ".cache", "var", ".git", ".netlify", "test-results", "playwright-report", "coverage", "bench-results", "dist"])

/** @param {string} name a word for the folder's name */
export function copyProject(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `solvix-${name}-`))
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (src) => path.basename(src) !== "node_modules" })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}
