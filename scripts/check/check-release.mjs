#!/usr/bin/env node
// @ts-check
// The release gate, exercised for real (`npm run check:release`; README.md, "Deploy"):
//   1. a release build (SOLVIX_RELEASE=1) of the project as it is must fail, naming every unconfirmed company fact;
//   2. a release build of the project with the company facts of scripts/check/fixtures/release/facts.yaml laid over
//      content/site.yaml (every fact filled in and confirmed, invented for the test) must pass, and the pages it
//      builds are then checked in Chromium by e2e/company-facts.spec.ts (booking page set, entities, fees, people)
//      and e2e/structured-data.spec.ts (the Organization, Person and other data of the confirmed facts).
// Each build runs in a copy of the project under the system's temp folder (node_modules linked, not copied), so
// the checkout's own public/ and .cache/ are untouched. Both builds use a build day before every review date of
// the statutory figures, so what fails or passes is the company facts alone.
//   node scripts/check/check-release.mjs [--keep] [--only=fail|pass]
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import yaml from "js-yaml"
import sharp from "sharp"
import { copyProject } from "../lib/project-copy.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const FIXTURE = path.join(ROOT, "scripts", "check", "fixtures", "release", "facts.yaml")
const args = process.argv.slice(2)
const keep = args.includes("--keep")
const only = args.find((a) => a.startsWith("--only="))?.slice(7)
const E2E_PORT = Number(process.env.RELEASE_E2E_PORT ?? Number(process.env.E2E_PORT ?? 9100) + 50)

/** A YAML file's data (its shape is the caller's to know). @param {string} file @returns {any} */
const readYaml = (file) => yaml.load(fs.readFileSync(file, "utf8"))
const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1)

/** The day before the earliest review date of the statutory data (statutory-rates.yaml and termination-rules.yaml; YYYY-MM-DD). @param {unknown} rates */
export function dayBeforeEveryReview(rates) {
  /** @type {string[]} */
  const days = []
  /** @param {unknown} v */
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (k === "reviewBy") days.push(x instanceof Date ? x.toISOString().slice(0, 10) : String(x))
        else walk(x)
      }
  }
  walk(rates)
  if (days.length === 0) throw new Error("content/data/statutory-rates.yaml has no reviewBy dates")
  const earliest = new Date(`${days.sort()[0]}T00:00:00Z`)
  earliest.setUTCDate(earliest.getUTCDate() - 1)
  return earliest.toISOString().slice(0, 10)
}

/**
 * content/site.yaml with the fixture's facts laid over it: its top-level keys replace the file's.
 * @param {Record<string, unknown>} site @param {Record<string, unknown>} fixture
 */
export function overlayFacts(site, fixture) {
  return { ...site, ...fixture, unconfirmed: fixture.unconfirmed ?? [] }
}

/**
 * Runs a command in `cwd`, echoing its output indented; resolves with its exit code and output.
 * @param {string} command @param {string[]} argv @param {string} cwd @param {Record<string, string>} env
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, argv, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(command, argv, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    const take = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString()
      output += text
      process.stdout.write(text.replace(/^/gm, "    "))
    }
    child.stdout.on("data", take)
    child.stderr.on("data", take)
    child.on("close", (code) => resolve({ code: code ?? 1, output }))
  })
}

// Gatsby's terminal colours and cursor moves (ESC [ … letter), which split the words a check looks for.
const ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g")
const clean = (/** @type {string} */ text) => text.replace(ESCAPE, "")

/** @param {string} day */
async function checkFails(day) {
  const started = Date.now()
  const dir = copyProject("release-fail")
  const site = readYaml(path.join(dir, "content", "site.yaml"))
  /** @type {string[]} */
  const unconfirmed = site.unconfirmed ?? []
  console.log(`\n[release check] 1. the project's own facts: a release build must fail naming each of ${unconfirmed.length} unconfirmed facts (build day ${day})`)
  if (unconfirmed.length === 0) throw new Error("content/site.yaml confirms every fact: nothing to fail on (this check then only proves the fixture build)")
  const { code, output } = await run("npx", ["gatsby", "build"], dir, { SOLVIX_RELEASE: "1", SOLVIX_BUILD_DATE: day })
  const text = clean(output)
  const missing = unconfirmed.filter((key) => !text.includes(`- ${key} (`))
  if (!keep) fs.rmSync(dir, { recursive: true, force: true })
  if (code === 0) throw new Error("the release build of unconfirmed facts passed; it must fail")
  if (!/A release build cannot go ahead/.test(text)) throw new Error("the release build failed, but not at the release gate")
  if (/overdue for review/.test(text)) throw new Error("the release build also failed on overdue figures: the build day is not before every review date")
  if (missing.length > 0) throw new Error(`the release build failed without naming: ${missing.join(", ")}`)
  console.log(`[release check] 1. failed as it must, naming all ${unconfirmed.length} facts (${seconds(started)} s)`)
}

/** @param {string} day */
async function checkPasses(day) {
  const started = Date.now()
  const dir = copyProject("release-pass")
  const sitePath = path.join(dir, "content", "site.yaml")
  const fixture = readYaml(FIXTURE)
  fs.writeFileSync(sitePath, `# scripts/check/check-release.mjs: content/site.yaml with scripts/check/fixtures/release/facts.yaml laid over it\n${yaml.dump(overlayFacts(readYaml(sitePath), fixture), { lineWidth: 120 })}`)
  // The fixture's pictures: abstract squares, no faces.
  for (const person of fixture.team ?? []) {
    if (!person.photo) continue
    const file = path.join(dir, "content", person.photo)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    await sharp({ create: { width: 192, height: 192, channels: 3, background: { r: 30, g: 94, b: 168 } } })
      .composite([{ input: Buffer.from('<svg width="192" height="192"><circle cx="96" cy="96" r="60" fill="#f2b84b"/></svg>'), top: 0, left: 0 }])
      .png()
      .toFile(file)
  }
  // One article signed by the first fixture person, so a byline and its Person data are built.
  const author = fixture.team?.[0]?.slug
  const article = path.join(dir, "content", "blog", "employer-of-record-guide", "index.mdx")
  if (author && fs.existsSync(article)) fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace(/^author: .*$/m, `author: ${author}`))

  console.log(`\n[release check] 2. every fact confirmed (fixture): the release build must pass (build day ${day})`)
  const build = await run("npm", ["run", "build"], dir, { SOLVIX_RELEASE: "1", SOLVIX_BUILD_DATE: day })
  if (build.code !== 0) throw new Error("the release build with every company fact confirmed failed (see above)")
  console.log(`[release check] 2. passed (${seconds(started)} s); checking its pages in Chromium`)
  const e2eStarted = Date.now()
  const e2e = await run("npx", ["playwright", "test", "e2e/company-facts.spec.ts", "e2e/structured-data.spec.ts"], dir, { E2E_PORT: String(E2E_PORT) })
  if (!keep) fs.rmSync(dir, { recursive: true, force: true })
  else console.log(`[release check] kept ${dir}`)
  if (e2e.code !== 0) throw new Error("the pages of the fixture release build failed their checks (see above)")
  console.log(`[release check] 2. pages checked (${seconds(e2eStarted)} s)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  try {
    const day = dayBeforeEveryReview(["statutory-rates.yaml", "termination-rules.yaml"].map((f) => readYaml(path.join(ROOT, "content", "data", f))))
    if (only !== "pass") await checkFails(day)
    if (only !== "fail") await checkPasses(day)
    console.log(`\n[release check] done in ${seconds(started)} s`)
  } catch (error) {
    console.error(`\n[release check] FAILED: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
