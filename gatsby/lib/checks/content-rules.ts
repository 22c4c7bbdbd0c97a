import { countWords, plainText } from "../text"

/**
 * The writing bar every content file must meet beyond its frontmatter types (content/README.md): enough words
 * for its kind, the sections an article needs, sources and dates where law is stated, no filler or unfinished
 * markers, no second h1, no task lists, a header on every table column. Pure: the content check
 * (gatsby/lib/checks/content-check.ts) hands it each file; every problem names the file and line.
 */

export interface RuleInput {
  kind: string
  /** The file as messages name it (content/blog/x/index.mdx). */
  file: string
  data: Record<string, unknown>
  body: string
  /** The line of the file on which the body starts. */
  bodyLine: number
}

const FILLER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder text|your (company|text) here/i

/** Words a page of each kind needs (country EOR pages more, as they carry the law). */
export function minimumWords(kind: string, data: Record<string, unknown>): number {
  switch (kind) {
    case "service":
      return data["country"] ? 1300 : 900
    case "role":
    case "sector":
      return 500
    case "article":
      return 1100
    case "job":
      return 300
    default:
      return PAGE_WORDS[String(data["path"])] ?? 0
  }
}

/** The company, resource and legal pages' full text, by path. */
const PAGE_WORDS: Readonly<Record<string, number>> = {
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

export function checkWriting(entry: RuleInput): string[] {
  const { kind, file, data, body, bodyLine } = entry
  const problems: string[] = []
  const at = (line: number) => `${file}:${line}`
  const bodyLines = body.split("\n")
  const firstLine = (pattern: RegExp) => {
    const i = bodyLines.findIndex((l) => pattern.test(l))
    return i === -1 ? null : bodyLine + i
  }

  const words = countWords(plainText(body))
  const minimum = minimumWords(kind, data)
  if (words < minimum) problems.push(`${at(bodyLine)}: the body has ${words} words; ${kind === "page" ? `a page at ${String(data["path"])}` : `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}`} needs at least ${minimum}`)

  if (kind === "article") {
    const sections = bodyLines.filter((l) => /^## /.test(l)).length
    if (sections < 4) problems.push(`${at(bodyLine)}: an article needs at least 4 sections (## headings), got ${sections}`)
    if (firstLine(/^## Sources/) === null) problems.push(`${at(bodyLine)}: an article ends with a "## Sources" section naming where its facts come from`)
    if (!/<CallToAction\b/.test(body)) problems.push(`${at(bodyLine)}: an article needs a <CallToAction … /> (content/README.md, "The body")`)
    if (!/\]\(\/services\//.test(body)) problems.push(`${at(bodyLine)}: an article links to at least one service page (/services/…)`)
    if (!/\]\(\/resources\/blog\//.test(body)) problems.push(`${at(bodyLine)}: an article links to at least one other article (/resources/blog/…)`)
  }
  if (kind === "service" && data["country"]) {
    if (firstLine(/^## Sources/) === null) problems.push(`${at(bodyLine)}: a country page states the law, so it needs a "## Sources" section`)
    if (!/as of/i.test(body)) problems.push(`${at(bodyLine)}: a country page says "as of" when its figures and rules were checked`)
  }

  const filler = firstLine(FILLER)
  if (filler !== null) problems.push(`${at(filler)}: filler or an unfinished marker (${FILLER.exec(bodyLines[filler - bodyLine]!)![0]}); write the real text`)
  const frontmatterFiller = Object.entries(data).find(([, v]) => FILLER.test(JSON.stringify(v) ?? ""))
  if (frontmatterFiller) problems.push(`${file}: field "${frontmatterFiller[0]}" has filler or an unfinished marker (${FILLER.exec(JSON.stringify(frontmatterFiller[1]))![0]})`)
  const h1 = firstLine(/^# /)
  if (h1 !== null) problems.push(`${at(h1)}: the title is the page's only h1; start sections with ## or ###`)
  const task = firstLine(/^\s*[-*] \[[ xX]\] /)
  if (task !== null) problems.push(`${at(task)}: a task-list checkbox has no label a screen reader can read; write a plain list`)

  // A table's header row names every column, the first too: a cell under an empty header has no header a
  // screen reader can announce (axe's td-has-header, which Lighthouse runs).
  bodyLines.forEach((line, i) => {
    if (!/^\|/.test(line) || !/^\|?\s*:?-{3,}/.test(bodyLines[i + 1] ?? "")) return
    const cells = line
      .replace(/^\||\|\s*$/g, "")
      .split("|")
      .map((cell) => cell.trim())
    const empty = cells.filter((cell) => cell === "").length
    if (empty > 0) problems.push(`${at(bodyLine + i)}: ${empty} column(s) of this table have no heading; name every column`)
  })
  return problems
}

/** Rules across files: at most one featured article; the FAQ page's questions in at least four groups. */
export function checkCollection(entries: readonly RuleInput[]): string[] {
  const problems: string[] = []
  const featured = entries.filter((e) => e.kind === "article" && e.data["featured"] === true)
  if (featured.length > 1) problems.push(...featured.slice(1).map((e) => `${e.file}: field "featured" is also set in ${featured[0]!.file}; feature one article at a time`))
  const faqs = entries.find((e) => e.kind === "page" && e.data["path"] === "/faqs")
  if (faqs) {
    const list = (faqs.data["faqs"] as Array<{ group?: unknown }> | undefined) ?? []
    const groups = new Set(list.map((f) => f.group))
    if (list.length < 24 || groups.size < 4) problems.push(`${faqs.file}: field "faqs" needs at least 24 questions in at least 4 groups, got ${list.length} in ${groups.size}`)
  }
  return problems
}
