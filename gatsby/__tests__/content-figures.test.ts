/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { findFigure } from "../../src/data/statutory"
import { checkFigures } from "../lib/figure-check"
import { checkLeasing } from "../lib/leasing-check"
import leasing from "../../content/snippets/vietnam-labour-leasing.json"
import { readRates } from "../lib/data-files"

const root = path.join(__dirname, "..", "..")
const rates = readRates()

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? mdxFiles(path.join(dir, d.name)) : d.name.endsWith(".mdx") ? [path.join(dir, d.name)] : []))
}
const files = mdxFiles(path.join(root, "content")).map((f) => ({ file: path.relative(root, f), text: fs.readFileSync(f, "utf8") }))

describe("statutory figures in prose agree with content/data", () => {
  it("no hand-written number next to a known label disagrees with the data", () => {
    expect(files.flatMap((f) => checkFigures(f.file, f.text, rates))).toEqual([])
  })

  it("every <Figure id> names a figure of the data", () => {
    const unknown = files.flatMap((f) => f.text.split("\n").flatMap((line, i) => [...line.matchAll(/<Figure\s+id="([^"]+)"/g)].filter((m) => !findFigure(rates, m[1]!)).map((m) => `${f.file}:${i + 1}: ${m[1]}`)))
    expect(unknown).toEqual([])
  })

  it("flags a stale figure with file and line, and lets a writer mark a historic one", () => {
    const text = [
      "| Pension (JP) | 2% | 1% | Wage up to IDR 10,547,400 a month |",
      "SSS takes 15% of the salary credit; PhilHealth 5% with a ceiling of PHP 100,000.",
      "{/* historic figure */}",
      "In March 2025 the JP cap rose to IDR 10.547.400.",
      "The ordinary wage ceiling is S$7,400 a month. Region I is VND 4,960,000; 20 times the reference level is VND 50,600,000.",
    ].join("\n")
    expect(checkFigures("content/blog/x/index.mdx", text, rates)).toEqual([
      'content/blog/x/index.mdx:1: "IDR 10,547,400" after "JP" disagrees with ID.jp.cap = IDR 11,086,300 in content/data/statutory-rates.yaml; write <Figure id="ID.jp.cap" /> or, for a deliberately historic figure, add {/* historic figure */} on the line above',
      'content/blog/x/index.mdx:5: "S$7,400" after "ordinary wage ceiling" disagrees with SG.cpf.cap = S$8,000 in content/data/statutory-rates.yaml; write <Figure id="SG.cpf.cap" /> or, for a deliberately historic figure, add {/* historic figure */} on the line above',
      'content/blog/x/index.mdx:5: "VND 4,960,000" after "Region I" disagrees with VN.minimumWage.monthly = VND 5,310,000 in content/data/statutory-rates.yaml; write <Figure id="VN.minimumWage.monthly" /> or, for a deliberately historic figure, add {/* historic figure */} on the line above',
    ])
  })
})

import yaml from "js-yaml"

describe("service promises are quoted from content/site.yaml", () => {
  const site = yaml.load(fs.readFileSync(path.join(root, "content", "site.yaml"), "utf8")) as { responseTime: string; shortlistTime: string; callTime: string }
  it("every hand-written reply, shortlist and discovery-call time (frontmatter cannot use <SiteFact>) says what site.yaml says", () => {
    const promises = [
      { pattern: /\breply[^.]{0,20}?\bwithin (\d+ hours(?: on working days)?|a working day|one working day)/g, expected: site.responseTime.replace(/^within /, "") },
      { pattern: /\bshortlist[^.]{0,40}?\b(\d+ to \d+ working days)/g, expected: site.shortlistTime },
      { pattern: /\bdiscovery call[^.]{0,40}?\bwithin ([a-z ]+? working days?)/g, expected: /within (.+? working days?)/.exec(site.callTime)?.[1] ?? site.callTime },
    ]
    const wrong = files.flatMap((f) =>
      f.text.split("\n").flatMap((line, i) => promises.flatMap((p) => [...line.matchAll(p.pattern)].filter((m) => m[1] !== p.expected).map((m) => `${f.file}:${i + 1}: "${m[1]}" (site.yaml: "${p.expected}"; in the body write <SiteFact />)`))),
    )
    expect(wrong).toEqual([])
  })
})

describe("Vietnam's labour-leasing rule is written once, in content/snippets/vietnam-labour-leasing.json", () => {
  it("no body writes its figures by hand, and frontmatter (which cannot use the component) agrees with the snippet", () => {
    expect(files.flatMap((f) => checkLeasing(f.file, f.text, leasing))).toEqual([])
  })

  it("the snippet's texts take the figures from its values", () => {
    const texts = [leasing.short, leasing.full.intro, ...leasing.full.points]
    expect(texts.flatMap((t) => checkLeasing("content/snippets/vietnam-labour-leasing.json", `---\n---\n${t}`, leasing))).toEqual([])
    expect(texts.join(" ")).toContain("{permittedJobs}")
    expect(texts.join(" ")).toContain("{maxMonths}")
    expect(texts.join(" ")).toContain("{deposit}")
  })

  it("flags a hand-written rule in a body, and a disagreeing figure in frontmatter, with file and line", () => {
    const text = [
      "---",
      "faqs:",
      "  - answer: Vietnam allows leasing only for 20 listed jobs and for up to 18 months per placement.",
      "---",
      "Leased labour is allowed only for the 20 jobs listed, for at most 12 months, with a VND 2 billion deposit.",
      "Twelve months is the longest probation for a manager.",
    ].join("\n")
    expect(checkLeasing("content/blog/x/index.mdx", text, leasing)).toEqual([
      'content/blog/x/index.mdx:3: "18 months" disagrees with maxMonths = 12 in content/snippets/vietnam-labour-leasing.json',
      'content/blog/x/index.mdx:5: "20 jobs" writes Vietnam\'s labour-leasing rule by hand; use <VietnamLeasingNote /> or <VietnamLeasingNote short /> (content/snippets/vietnam-labour-leasing.json)',
      'content/blog/x/index.mdx:5: "12 months" writes Vietnam\'s labour-leasing rule by hand; use <VietnamLeasingNote /> or <VietnamLeasingNote short /> (content/snippets/vietnam-labour-leasing.json)',
      'content/blog/x/index.mdx:5: "VND 2 billion" writes Vietnam\'s labour-leasing rule by hand; use <VietnamLeasingNote /> or <VietnamLeasingNote short /> (content/snippets/vietnam-labour-leasing.json)',
    ])
  })
})
