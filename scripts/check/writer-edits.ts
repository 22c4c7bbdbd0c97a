/**
 * `npm run check:writer-edits`: proves, on a copy of content/, that the content check (npm run check:content)
 * lets a writer's correct edits through and stops wrong ones at their file and line. Unit tests take no part:
 * they never read content/ (jest.setup.ts refuses it), so no content edit can turn one red.
 *
 * Correct edits, made together as a writer would:
 *  1. a statutory rate changes: the Philippine SSS employer rate goes up one point from a new date, with its entry
 *     in the change log, and the prose that states the old rate (every place the check names) is brought in line,
 *     through <Figure> in a body and by hand in frontmatter;
 *  2. a new article;
 *  3. a sector page moves to a new slug, with a redirect from its old path and every link to it updated.
 * Wrong edits, each alone on top of those: a figure in prose that disagrees (the number before its label, and
 * after it), a required field left out, a link to a page that does not exist, a country marked as one where we
 * employ (content/data/countries.yaml) without its rates and employing entity, and a role placed there.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkContent } from "../../gatsby/lib/checks/content-check"

const REPO = path.join(__dirname, "..", "..")
const started = performance.now()
const failures: string[] = []
const log = (line: string) => console.log(`check:writer-edits: ${line}`)

const work = fs.mkdtempSync(path.join(os.tmpdir(), "writer-edits-"))
const copy = (name: string): string => {
  const root = path.join(work, name, "content")
  fs.cpSync(path.join(REPO, "content"), root, { recursive: true })
  return root
}
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), "utf8")
const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const edit = (root: string, file: string, change: (text: string) => string) => write(root, file, change(read(root, file)))
const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)]))
const folders = (root: string, kind: string) =>
  fs
    .readdirSync(path.join(root, kind))
    .filter((f) => fs.existsSync(path.join(root, kind, f, "index.mdx")))
    .sort()

// ── 1. The SSS employer rate, with its change-log entry and the prose that states it ──────────────────────────
function raiseSss(root: string): number {
  const RATES = "data/statutory-rates.yaml"
  let old = 0
  let employee = 0
  let cap = 0
  let floor = 0
  edit(root, RATES, (text) =>
    text.replace(/(- id: sss\n(?:[ \t]+.*\n)*?)(?=[ \t]*- id: )/, (block: string) => {
      old = Number(/employerRate: ([\d.]+)/.exec(block)![1])
      employee = Number(/employeeRate: ([\d.]+)/.exec(block)![1])
      cap = Number(/\bcap: (\d+)/.exec(block)![1])
      floor = Number(/\bfloor: (\d+)/.exec(block)![1])
      return block
        .replace(/employerRate: [\d.]+/, `employerRate: ${+(old + 0.01).toFixed(4)}`)
        .replace(/appliesFrom: \S+/, "appliesFrom: 2027-01-01")
        .replace(/checkedOn: \S+/, "checkedOn: 2026-12-10")
        .replace(/reviewBy: \S+/, "reviewBy: 2027-06-10")
    }),
  )
  const now = +(old + 0.01).toFixed(4)
  const pct = (r: number) => `${+(r * 100).toFixed(2)}%`
  edit(
    root,
    "data/statutory-changes.yaml",
    (text) =>
      `${text.trimEnd()}\n  - date: 2027-01-01\n    country: PH\n    line: sss\n    title: SSS employer contribution raised\n    from: employer ${pct(old)}, employee ${pct(employee)} of the monthly salary credit\n    to: employer ${pct(now)}, employee ${pct(employee)} of the monthly salary credit\n    source:\n      title: Social Security System, contribution schedule for employers\n      url: https://www.sss.gov.ph/sss-contribution-table/\n    read: secondary\n    readVia: a payroll newsletter reporting the SSS circular\n    checkedOn: 2026-12-01\n`,
  )

  // The writer fixes each sentence the check names: the employer's rate, the total, a contribution worked out from it.
  let fixed = 0
  const stale = checkContent(root).problems.filter((p) => / disagrees with PH\.sss\./.test(p))
  for (const problem of stale) {
    const [, file, line, written] = /^content\/([^:]+):(\d+): "([^"]+)"/.exec(problem)!
    const lines = read(root, file!).split("\n")
    const at = Number(line) - 1
    const inBody =
      read(root, file!)
        .split("\n")
        .slice(0, at)
        .filter((l) => l.trim() === "---").length >= 2
    let replacement: string
    if (written!.endsWith("%")) {
      const value = Number(written!.replace(/\s?%$/, "")) / 100
      if (Math.abs(value - old) < 1e-9) replacement = inBody ? '<Figure id="PH.sss.employerRate" />' : pct(now)
      else replacement = pct(value - old + now) // the total of employer and employee
    } else {
      const amount = Number(written!.replace(/[^\d.]/g, ""))
      const base = [cap, floor].find((b) => Math.abs(b * old - amount) < 1) ?? amount / old
      replacement = `PHP ${Math.round(base * now).toLocaleString("en-US")}`
    }
    lines[at] = lines[at]!.replace(written!, replacement)
    write(root, file!, lines.join("\n"))
    fixed++
  }
  return fixed
}

// ── 2. A new article ─────────────────────────────────────────────────────────────────────────────────────────
const NEW_ARTICLE = "blog/payroll-calendar-philippines-2027/index.mdx"
function addArticle(root: string): void {
  // Its body starts from an existing article's, as a writer starts from a similar one, and is then rewritten.
  const model = read(root, `blog/${folders(root, "blog")[0]}/index.mdx`)
  const body = model.replace(/^---\n[\s\S]*?\n---\n/, "")
  write(
    root,
    NEW_ARTICLE,
    [
      "---",
      "title: A payroll calendar for Philippine staff in 2027",
      "description: The dates an employer in the Philippines works to in 2027, from monthly contributions to the 13th-month pay in December.",
      "date: 2027-01-15",
      "category: Country guides",
      "tags:",
      "  - philippines",
      "  - payroll",
      "author: Solvix Editorial Team",
      "takeaways:",
      "  - Contributions are paid monthly, on dates set by each agency.",
      "  - The 13th-month pay is due by 24 December.",
      "  - Rates change by circular; check the agency before you budget.",
      "---",
      body,
    ].join("\n"),
  )
}

// ── 3. A page moved, with its redirect ───────────────────────────────────────────────────────────────────────
function movePage(root: string): { from: string; to: string } {
  const slug = folders(root, "sectors").at(-1)!
  const [from, to] = [`/sectors/${slug}`, `/sectors/${slug}-sector`]
  fs.renameSync(path.join(root, "sectors", slug), path.join(root, "sectors", `${slug}-sector`))
  const moved = `sectors/${slug}-sector/index.mdx`
  edit(root, moved, (text) => (/^redirectFrom:\n/m.test(text) ? text.replace(/^redirectFrom:\n/m, `redirectFrom:\n  - ${from}\n`) : text.replace(/\n---\n/, `\nredirectFrom:\n  - ${from}\n---\n`)))
  // Every link to the old path now points at the new one (the check refuses links to an old path).
  const link = new RegExp(`(\\]\\(|to: |href="|to=")${from.replace(/\//g, "\\/")}(?=[)"#?\\s]|$)`, "gm")
  for (const file of files(root).filter((f) => /\.(mdx|ya?ml)$/.test(f))) {
    const text = fs.readFileSync(file, "utf8")
    const next = text.replace(link, `$1${to}`)
    if (next !== text) fs.writeFileSync(file, next)
  }
  return { from, to }
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────────────────────
const good = copy("correct")
const fixed = raiseSss(good)
addArticle(good)
const move = movePage(good)
log(`correct edits: SSS employer rate +1 point from 2027-01-01 with its change-log entry and ${fixed} stale statement(s) brought in line; new article content/${NEW_ARTICLE}; ${move.from} moved to ${move.to} with its redirect`)
try {
  const out = execFileSync(process.execPath, [require.resolve("tsx/cli"), path.join(REPO, "scripts", "check", "check-content.ts"), "--root", good], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
  log(`  npm run check:content passes: ${out.trim()}`)
} catch (e) {
  const err = e as { stdout?: string; stderr?: string }
  failures.push(`the correct edits fail npm run check:content:\n${err.stderr ?? ""}${err.stdout ?? ""}`)
}

const wrong: ReadonlyArray<{ name: string; change: (root: string) => void; expect: RegExp[] }> = [
  {
    name: "a figure in prose that disagrees with the data, written before its label and after it",
    change: (root) => edit(root, NEW_ARTICLE, (t) => `${t.trimEnd()}\n\nFrom January the employer pays 13% to SSS.\n\nSSS then takes 14% of the salary credit from the employer.\n`),
    expect: [
      /^content\/blog\/payroll-calendar-philippines-2027\/index\.mdx:\d+: "13%" before "SSS" disagrees with PH\.sss\.employerRate/,
      /^content\/blog\/payroll-calendar-philippines-2027\/index\.mdx:\d+: "14%" after "SSS" disagrees with PH\.sss\.employerRate/,
    ],
  },
  {
    name: "a required field left out",
    change: (root) => edit(root, NEW_ARTICLE, (t) => t.replace(/^description: .*\n/m, "")),
    expect: [/^content\/blog\/payroll-calendar-philippines-2027\/index\.mdx:1: field "description" is required$/],
  },
  {
    name: "a link to a page that does not exist",
    change: (root) => edit(root, NEW_ARTICLE, (t) => `${t.trimEnd()}\n\nAsk [our Manila office](/offices/manila) for the local calendar.\n`),
    expect: [/^content\/blog\/payroll-calendar-philippines-2027\/index\.mdx:\d+: the link \/offices\/manila is broken: \/offices\/manila is not a page of the site$/],
  },
  {
    name: "a country marked as one where we employ, without its rates and employing entity, and a role placed in another",
    change: (root) => {
      edit(root, "data/countries.yaml", (t) => t.replace(/(- code: MY\n(?:[ \t]+.*\n)*?[ \t]+employ:) false/, "$1 true"))
      edit(root, "roles/accounting-finance/index.mdx", (t) => t.replace(/^hireIn: \[/m, "hireIn: [TH, "))
    },
    expect: [
      /^content\/data\/countries\.yaml:\d+: countries\[MY\]: field "employ" is true, but content\/site\.yaml has no employing entity for MY/,
      /^content\/data\/countries\.yaml:\d+: countries\[MY\]: field "employ" is true, but content\/data\/statutory-rates\.yaml has no country MY/,
      /^content\/roles\/accounting-finance\/index\.mdx:\d+: field "hireIn\[0\]" is "TH", not an employing country of content\/data\/countries\.yaml/,
    ],
  },
]
wrong.forEach(({ name, change, expect }, i) => {
  const root = path.join(work, `wrong-${i}`, "content")
  fs.cpSync(good, root, { recursive: true })
  change(root)
  const { problems } = checkContent(root)
  const lines = read(root, NEW_ARTICLE).split("\n")
  const located = problems.every((p) => {
    const m = /^content\/[^:]+:(\d+):/.exec(p)
    return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= Math.max(lines.length, 1)
  })
  if (problems.length === expect.length && expect.every((re) => problems.some((p) => re.test(p))) && located) log(`wrong edit refused (${name}):\n${problems.map((p) => `    ${p.slice(0, 200)}`).join("\n")}`)
  else failures.push(`wrong edit "${name}": expected ${expect.length} problem(s) naming file and line, got:\n${problems.map((p) => `    ${p}`).join("\n") || "    none"}`)
})

fs.rmSync(work, { recursive: true, force: true })
if (failures.length > 0) {
  console.error(`check:writer-edits: ${failures.length} failure(s):\n${failures.join("\n")}`)
  process.exitCode = 1
} else log(`all edits behaved as a writer expects (${((performance.now() - started) / 1000).toFixed(1)} s)`)
