// @ts-check
// npm run check:deps — no production dependency older than a floor the project records.
//   node scripts/check/check-deps.mjs [--root .] [--floors security/dependency-floors.json]
// The advisory service (npm audit) is out of reach where this project is built, so the floors, each with the
// advisories it answers, are written down in security/dependency-floors.json (its opening note says how to keep
// it). For every floor this reads three versions of the package and prints them beside the floor:
//   - installed: node_modules/<package>/package.json, what runs;
//   - locked: package-lock.json's entry for node_modules/<package>, what `npm install` / `npm ci` put elsewhere;
//   - allowed: the lowest version package.json's range admits (semver.minVersion), what the range lets in.
// Each below its floor fails, naming the package and the advisories it is inside (those whose `fixedIn` is
// above it); so do a floor on a package that is not a production dependency or not installed, and a floor below
// one of its own advisories' `fixedIn`. Every failure is printed; the exit code is 1 when there is any.
// It runs in `npm test` right after the lint, in well under a second.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import semver from "semver"

const { values: args } = parseArgs({
  options: { root: { type: "string" }, floors: { type: "string" } },
})
const ROOT = path.resolve(args.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..", ".."))
const FLOORS = path.resolve(ROOT, args.floors ?? path.join("security", "dependency-floors.json"))

/**
 * @typedef {{ id: string, fixedIn: string }} Advisory
 * @typedef {{ floor: string, advisories: Advisory[] }} Floor
 */

/** @param {string} file */
const readJson = (file) => /** @type {unknown} */ (JSON.parse(fs.readFileSync(file, "utf8")))

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value)

/** @param {string} file @param {string} what */
function readOrFail(file, what) {
  try {
    return readJson(file)
  } catch (error) {
    console.error(`check:deps: cannot read ${what} ${path.relative(ROOT, file) || file}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

/** The floors file's entries, checked for shape. @returns {Map<string, Floor>} */
function loadFloors() {
  const data = readOrFail(FLOORS, "the floors file")
  const floors = isObject(data) && isObject(data["floors"]) ? data["floors"] : null
  if (!floors) {
    console.error(`check:deps: ${path.relative(ROOT, FLOORS)} has no "floors" object`)
    process.exit(1)
  }
  /** @type {Map<string, Floor>} */
  const result = new Map()
  for (const [name, entry] of Object.entries(floors)) {
    const floor = isObject(entry) ? entry["floor"] : undefined
    const advisories = isObject(entry) && Array.isArray(entry["advisories"]) ? entry["advisories"] : []
    const wellFormed = advisories.every((a) => isObject(a) && typeof a["id"] === "string" && typeof a["fixedIn"] === "string" && semver.valid(a["fixedIn"]))
    if (typeof floor !== "string" || !semver.valid(floor) || advisories.length === 0 || !wellFormed) {
      console.error(`check:deps: ${path.relative(ROOT, FLOORS)}: the floor of ${name} needs a version "floor" and "advisories", each with an "id" and a version "fixedIn"`)
      process.exit(1)
    }
    result.set(name, { floor, advisories: /** @type {Advisory[]} */ (advisories) })
  }
  return result
}

const floors = loadFloors()
const manifest = readOrFail(path.join(ROOT, "package.json"), "the manifest")
const dependencies = isObject(manifest) && isObject(manifest["dependencies"]) ? manifest["dependencies"] : {}
const lock = readOrFail(path.join(ROOT, "package-lock.json"), "the lock file")
const lockedPackages = isObject(lock) && isObject(lock["packages"]) ? lock["packages"] : {}

/** @param {string} name @returns {string | null} */
function installedVersion(name) {
  const file = path.join(ROOT, "node_modules", ...name.split("/"), "package.json")
  if (!fs.existsSync(file)) return null
  const data = readJson(file)
  return isObject(data) && typeof data["version"] === "string" ? data["version"] : null
}

/** @param {string} name @returns {string | null} */
function lockedVersion(name) {
  const entry = lockedPackages[`node_modules/${name}`]
  return isObject(entry) && typeof entry["version"] === "string" ? entry["version"] : null
}

/** @param {string} name @returns {string | null} */
function lowestAllowed(name) {
  const range = dependencies[name]
  if (typeof range !== "string" || !semver.validRange(range)) return null
  return semver.minVersion(range)?.version ?? null
}

/** @type {string[]} */
const failures = []
const rows = [["package", "installed", "locked", "allowed", "floor", "advisories"]]
for (const [name, { floor, advisories }] of floors) {
  const ids = advisories.map((a) => a.id)
  const under = advisories.filter((a) => semver.gt(a.fixedIn, floor))
  for (const a of under) failures.push(`${name}: the floor ${floor} is below ${a.id}'s fixed version ${a.fixedIn}; raise the floor in ${path.relative(ROOT, FLOORS)}`)
  if (!(name in dependencies)) {
    failures.push(`${name}: a floor is recorded, but ${name} is not in package.json "dependencies"`)
    continue
  }
  const versions = { installed: installedVersion(name), locked: lockedVersion(name), allowed: lowestAllowed(name) }
  rows.push([name, versions.installed ?? "missing", versions.locked ?? "missing", `${versions.allowed ?? "?"} (${String(dependencies[name])})`, floor, ids.join(" ")])
  const where = { installed: "node_modules", locked: "package-lock.json", allowed: `package.json's range ${String(dependencies[name])}` }
  for (const key of /** @type {const} */ (["installed", "locked", "allowed"])) {
    const version = versions[key]
    if (version === null) {
      failures.push(`${name}: no ${key} version (${where[key]}); run npm install`)
      continue
    }
    if (semver.gte(version, floor)) continue
    const inside = advisories.filter((a) => semver.lt(version, a.fixedIn)).map((a) => `${a.id} (fixed in ${a.fixedIn})`)
    failures.push(`${name} ${version} (${key}, ${where[key]}) is below the floor ${floor}: inside ${inside.join(", ")}`)
  }
}

/** @param {number} column */
const width = (column) => Math.max(...rows.map((row) => (row[column] ?? "").length))
console.log(`Production dependencies against their floors (${path.relative(ROOT, FLOORS)}):`)
for (const row of rows) console.log(`  ${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(width(i)))).join("  ")}`)
if (failures.length > 0) {
  for (const failure of failures) console.error(`check:deps: ${failure}`)
  process.exit(1)
}
console.log(`check:deps: ${floors.size} floors, all met`)
