/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { countWords, plainText } from "../lib/text"

/**
 * The writing issues' bar, checked on every content file: word minimums by type, no filler, structure.
 * (Frontmatter types, description lengths and internal links are checked by the build itself.)
 */
const CONTENT = path.join(__dirname, "..", "..", "content")

interface Doc {
  file: string
  data: Record<string, unknown>
  body: string
  words: number
}

function read(folder: string): Doc[] {
  const dir = path.join(CONTENT, folder)
  return fs
    .readdirSync(dir)
    .filter((slug) => fs.existsSync(path.join(dir, slug, "index.mdx")))
    .map((slug) => {
      const file = path.join(folder, slug, "index.mdx")
      const text = fs.readFileSync(path.join(CONTENT, file), "utf8")
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
      if (!match) throw new Error(`${file} has no frontmatter`)
      const body = match[2] as string
      return { file, data: yaml.load(match[1] as string) as Record<string, unknown>, body, words: countWords(plainText(body)) }
    })
}

const services = read("services")
const roles = read("roles")
const sectors = read("sectors")
const articles = read("blog")
const pages = read("pages")
const jobs = read("careers")
const all = [...services, ...roles, ...sectors, ...articles, ...pages, ...jobs]
const page = (p: string) => pages.find((d) => d.data["path"] === p)!

describe("content volume", () => {
  it("has every page the routes need", () => {
    expect([services.length, roles.length, sectors.length, articles.length]).toEqual([6, 8, 12, 22])
  })

  it.each(services.map((d) => [d.file, d] as const))("%s has its words (900, country pages 1,300) and at least 5 FAQs", (_f, d) => {
    expect(d.words).toBeGreaterThanOrEqual(d.data["country"] ? 1300 : 900)
    expect((d.data["faqs"] as unknown[]).length).toBeGreaterThanOrEqual(5)
  })

  it.each([...roles, ...sectors].map((d) => [d.file, d] as const))("%s has at least 500 words", (_f, d) => {
    expect(d.words).toBeGreaterThanOrEqual(500)
  })

  it.each(articles.map((d) => [d.file, d] as const))("%s has at least 1,100 words, sections, takeaways, sources and a call to action", (_f, d) => {
    expect(d.words).toBeGreaterThanOrEqual(1100)
    expect(d.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4)
    expect(d.body).toMatch(/^## Sources/m)
    expect(d.body).toMatch(/<CallToAction\b/)
    expect((d.data["takeaways"] as unknown[]).length).toBeGreaterThanOrEqual(3)
    expect(d.body).toMatch(/\]\(\/services\//)
    expect(d.body).toMatch(/\]\(\/resources\/blog\//)
  })

  it("spreads article dates over 2025 with one featured article", () => {
    const dates = articles.map((d) => (d.data["date"] instanceof Date ? (d.data["date"] as Date).toISOString() : String(d.data["date"])).slice(0, 7))
    expect(dates.every((m) => m.startsWith("2025-"))).toBe(true)
    expect(new Set(dates).size).toBeGreaterThanOrEqual(10)
    expect(articles.filter((d) => d.data["featured"] === true)).toHaveLength(1)
  })

  it("gives the company, resource and legal pages their full text", () => {
    const minimum: Record<string, number> = {
      "/about": 700,
      "/how-it-works": 900,
      "/careers": 400,
      "/contact": 200,
      "/contact/get-in-touch": 200,
      "/resources/refer-and-earn": 600,
      "/privacy-policy": 1200,
      "/standard-terms-of-services": 1400,
      "/services": 150,
      "/roles": 150,
      "/industries": 150,
      "/sectors": 150,
      "/resources": 150,
      "/resources/blog": 150,
      "/resources/cost-calculator": 300,
    }
    for (const [p, min] of Object.entries(minimum)) expect([p, page(p).words >= min]).toEqual([p, true])
    const faqs = page("/faqs").data["faqs"] as Array<{ group?: string }>
    expect(faqs.length).toBeGreaterThanOrEqual(24)
    expect(new Set(faqs.map((f) => f.group)).size).toBeGreaterThanOrEqual(4)
  })

  it("has job openings with their facts", () => {
    expect(jobs.length).toBeGreaterThanOrEqual(1)
    for (const j of jobs) expect(j.words).toBeGreaterThanOrEqual(300)
  })
})

describe("no filler, no stray structure", () => {
  it.each(all.map((d) => [d.file, d] as const))("%s", (_f, d) => {
    const text = `${JSON.stringify(d.data)}\n${d.body}`
    expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder text|your (company|text) here/i)
    expect(d.body).not.toMatch(/^# /m)
    expect(d.body).not.toMatch(/^\s*[-*] \[[ xX]\] /m)
  })

  // A table's header row names every column, the first too: a data cell under an empty header has no header
  // a screen reader can announce (axe's td-has-header, which Lighthouse runs).
  it.each(all.map((d) => [d.file, d] as const))("%s: every table column has a header", (_f, d) => {
    const headerRows = d.body.split("\n").filter((line, i, lines) => /^\|/.test(line) && /^\|?\s*:?-{3,}/.test(lines[i + 1] ?? ""))
    for (const row of headerRows) {
      const cells = row.replace(/^\||\|\s*$/g, "").split("|").map((cell) => cell.trim())
      expect({ row, empty: cells.filter((cell) => cell === "").length }).toEqual({ row, empty: 0 })
    }
  })

  it("states legal facts with sources on the country pages and the calculator", () => {
    for (const d of services.filter((s) => s.data["country"])) {
      expect(d.body).toMatch(/^## Sources/m)
      expect(d.body).toMatch(/as of/i)
    }
  })
})
