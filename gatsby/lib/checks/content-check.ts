import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { CONTENT_TYPES, sectionFor, slugFromFile, type ContentType } from "../plan/content-types"
import { validateFrontmatter } from "../plan/frontmatter"
import { checkFigures, unknownFigureIds } from "./figure-check"
import { checkLeasing } from "./leasing-check"
import { planResolver, planSite, type EntryInput, type NavLinkInput } from "../plan/routes"
import { checkCompanyFacts, entryFacts, loadSiteFacts, unknownAuthors } from "../site-facts"
import { checkCollection, checkWriting, type RuleInput } from "./content-rules"
import { characters, codePoint, fontCoverage } from "./font-coverage"
import { lineOfField } from "../yaml-lines"
import { unknownComponents, WRITER_COMPONENT_NAMES } from "./writer-components"
import { normaliseDates, ratesAsQueried } from "../data-files"
import { checkLabels } from "../../../src/shared/labels"
import { checkHome } from "../../../src/shared/home-content"
import { leasingText, type LeasingSnippet } from "../../../src/shared/vietnam-leasing"
import { CHANGE_LOG_SINCE, changeAnchor, validateChanges, validateRates, type ChangesData, type RatesData } from "../../../src/data/statutory"
import { placeChangeAnchor, placeChangeLine } from "../../../src/data/figure-log"
import { TERMINATION_FILE, validateTermination } from "../../../src/data/termination"
import { calendarPlanInputs, validateHolidays, type HolidaysData } from "../../../src/data/public-holidays"
import { COUNTRIES_FILE, countriesAsRead, crossCheckCountries, validateCountries, type CountriesData, type CountryMentions } from "../../../src/data/countries"

/**
 * The content check (`npm run check:content`, and the first step of every build: gatsby/on-pre-bootstrap.ts):
 * everything the files under content/ must satisfy, checked in a few seconds without Gatsby, each problem
 * named `content/<file>:<line>: …` with its field. It reads a content folder given to it (the real one, or a
 * writer's copy), and the code only through the same rules the build uses: frontmatter (gatsby/lib/plan/frontmatter.ts),
 * the route plan's links and redirects (gatsby/lib/plan/routes.ts), labels (src/shared/labels.ts), company facts,
 * the statutory data and its change log, figures written in prose (gatsby/lib/checks/figure-check.ts), Vietnam's
 * leasing rule (gatsby/lib/checks/leasing-check.ts), the writing bar (gatsby/lib/checks/content-rules.ts), the home page's
 * data (src/shared/home-content.ts), and the fonts drawing every character (gatsby/lib/checks/font-coverage.ts).
 * Unit tests never read content/; this does, and is the one place that does.
 */

export interface ContentCheck {
  problems: string[]
  /** How many files were read. */
  files: number
}

const REPO = path.join(__dirname, "..", "..", "..")

interface Source {
  file: string
  text: string
}

/** A YAML text parsed, or the problem (with its line) that stops it. */
function parseYaml(source: Source, offset = 0): { data: unknown; problem: string | null } {
  try {
    return { data: normaliseDates(yaml.load(source.text)), problem: null }
  } catch (e) {
    const err = e as { mark?: { line: number }; reason?: string; message: string }
    return { data: null, problem: `${source.file}:${(err.mark?.line ?? 0) + 1 + offset}: not valid YAML: ${err.reason ?? err.message}` }
  }
}

/**
 * Gives a problem found without its line the line of the field it names (`field "labels.article.minRead"`,
 * `countries[PH].lines[sss]: field "checkedOn"`, `changes[3] (…): field "date"`), or line 1.
 */
function withLine(problem: string, sources: ReadonlyMap<string, Source>, yamlOffset: ReadonlyMap<string, number> = new Map()): string {
  const m = /^(content\/[^\s:]+)(:\d+)?: ([\s\S]*)$/.exec(problem)
  if (!m || m[2]) return problem
  const [, file, , message] = m as unknown as [string, string, string | undefined, string]
  const source = sources.get(file)
  if (!source) return problem
  const prefix = /^([\w-]+(?:\[[^\]]+\])*(?:\.[\w-]+(?:\[[^\]]+\])*)*)(?: \(.*?\))?: (?=field|")/.exec(message)?.[1]
  const field = /field "([^"]+)"/.exec(message)?.[1] ?? /^"([\w.[\]-]+)"/.exec(message)?.[1]
  const fieldPath = [prefix, field].filter(Boolean).join(".")
  const offset = yamlOffset.get(file) ?? 0
  const line = fieldPath ? lineOfField(offset ? (frontmatterOf(source.text)?.yaml ?? "") : source.text, fieldPath) : null
  return `${file}:${line === null ? 1 : line + offset}: ${message}`
}

function frontmatterOf(text: string): { yaml: string; body: string; bodyLine: number } | null {
  const m = /^---\n([\s\S]*?)\n?---[ \t]*(?:\n|$)/.exec(text)
  if (!m) return null
  return { yaml: m[1]!, body: text.slice(m[0].length), bodyLine: m[0].split("\n").length - (m[0].endsWith("\n") ? 0 : 1) }
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.name.startsWith(".") ? [] : d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]))
}

interface Entry extends RuleInput {
  type: ContentType
  slug: string | null
  text: string
  valid: boolean
}

/** Checks the content folder `contentRoot`; `codeRoot` is the checkout whose fonts and rules apply. */
export function checkContent(contentRoot: string, codeRoot: string = REPO): ContentCheck {
  const problems: string[] = []
  const sources = new Map<string, Source>()
  const frontmatterFiles = new Map<string, number>()
  const name = (abs: string) => `content/${path.relative(contentRoot, abs).split(path.sep).join("/")}`
  const read = (relative: string): Source | null => {
    const abs = path.join(contentRoot, relative)
    if (!fs.existsSync(abs)) {
      problems.push(`content/${relative}:1: the file is missing`)
      return null
    }
    const source = { file: name(abs), text: fs.readFileSync(abs, "utf8") }
    sources.set(source.file, source)
    return source
  }
  const yamlFile = (relative: string): Record<string, unknown> | null => {
    const source = read(relative)
    if (!source) return null
    const { data, problem } = parseYaml(source)
    if (problem) problems.push(problem)
    return data && typeof data === "object" ? (data as Record<string, unknown>) : null
  }
  const jsonFile = <T>(relative: string): T | null => {
    const source = read(relative)
    if (!source) return null
    try {
      return JSON.parse(source.text) as T
    } catch (e) {
      const at = /position (\d+)/.exec((e as Error).message)?.[1]
      problems.push(`${source.file}:${at ? source.text.slice(0, Number(at)).split("\n").length : 1}: not valid JSON: ${(e as Error).message}`)
      return null
    }
  }

  // Company facts, menus and labels.
  const site = yamlFile("site.yaml")
  if (site) {
    try {
      loadSiteFacts(path.join(contentRoot, "site.yaml"))
    } catch (e) {
      problems.push(`content/site.yaml: ${(e as Error).message.replace(/^[^:]*: /, "")}`)
    }
    problems.push(...checkCompanyFacts(site, false, "content/site.yaml", { entries: entryFacts(CONTENT_TYPES, contentRoot) }).problems, ...checkLabels(site["labels"]))
  }

  // The country table, which every file naming a country is checked against (below, once all are read).
  const countriesRaw = yamlFile("data/countries.yaml")
  const countryProblems = validateCountries(countriesRaw).map((p) => `${COUNTRIES_FILE}: ${p}`)
  problems.push(...countryProblems)
  const countries = countryProblems.length === 0 ? countriesAsRead((countriesRaw as unknown as CountriesData).countries) : null

  // The statutory data and its change log.
  const ratesRaw = yamlFile("data/statutory-rates.yaml")
  const ratesProblems = validateRates(ratesRaw).map((p) => `content/data/statutory-rates.yaml: ${p}`)
  problems.push(...ratesProblems)
  const rates = ratesProblems.length === 0 ? ratesAsQueried(ratesRaw as unknown as RatesData) : null
  const changesRaw = yamlFile("data/statutory-changes.yaml")
  const codes = rates ? rates.countries.map((c) => c.code) : null
  const changeProblems = validateChanges(changesRaw, codes).map((p) => `content/data/statutory-changes.yaml: ${p}`)
  problems.push(...changeProblems)
  if (rates && changesRaw && changeProblems.length === 0) problems.push(...crossCheckChanges(rates, changesRaw as unknown as ChangesData))
  // The termination estimator's rules; a bonus rule must name a line of the rates.
  const terminationRaw = yamlFile("data/termination-rules.yaml")
  const rateLines = rates ? new Set(rates.countries.flatMap((c) => c.lines.map((l) => `${c.code}.${l.id}`))) : null
  problems.push(...validateTermination(terminationRaw, rateLines).map((p) => `${TERMINATION_FILE}: ${p}`))

  // The public-holiday calendars: their pages join the route plan below (links to them resolve).
  const holidaysRaw = yamlFile("data/public-holidays.yaml")
  const holidayProblems = validateHolidays(holidaysRaw).map((p) => `content/data/public-holidays.yaml: ${p}`)
  problems.push(...holidayProblems)
  const calendars = holidayProblems.length === 0 ? calendarPlanInputs(holidaysRaw as unknown as HolidaysData) : []

  // Snippets.
  const leasing = jsonFile<LeasingSnippet>("snippets/vietnam-labour-leasing.json")
  if (leasing) {
    for (const [field, text] of [["short", leasing.short], ["full.intro", leasing.full?.intro], ...(leasing.full?.points ?? []).map((t, i) => [`full.points[${i}]`, t])] as Array<[string, string | undefined]>) {
      if (typeof text !== "string") {
        problems.push(`content/snippets/vietnam-labour-leasing.json:1: field "${field}" must be text`)
        continue
      }
      try {
        leasingText(leasing, text)
      } catch (e) {
        problems.push(`content/snippets/vietnam-labour-leasing.json:${lineOfText(sources.get("content/snippets/vietnam-labour-leasing.json")!.text, text.slice(0, 40))}: field "${field}": ${(e as Error).message.replace(/^[^:]*: /, "")}`)
      }
      problems.push(...checkLeasing("content/snippets/vietnam-labour-leasing.json", `---\n---\n${text}`, leasing).map((p) => p.replace(/:\d+:/, `:${lineOfText(sources.get("content/snippets/vietnam-labour-leasing.json")!.text, text.slice(0, 40))}:`)))
    }
  }
  jsonFile("snippets/how-pricing-works.json")

  // Every MDX file: frontmatter, figures, leasing, promises, writing.
  const entries: Entry[] = []
  for (const type of CONTENT_TYPES) {
    const dir = path.join(contentRoot, type.folder)
    for (const abs of walk(dir).filter((f) => /\.mdx?$/.test(f) && path.basename(f) !== "README.md")) {
      const rel = path.relative(dir, abs)
      const source = { file: name(abs), text: fs.readFileSync(abs, "utf8") }
      sources.set(source.file, source)
      const slug = slugFromFile(path.dirname(rel) === "." ? "" : path.dirname(rel), path.basename(rel).replace(/\.mdx?$/, ""))
      if (slug === null) problems.push(`${source.file}:1: put each ${type.kind} in its own folder as <slug>/index.mdx, the slug in lower case with hyphens`)
      const fm = frontmatterOf(source.text)
      if (!fm) {
        problems.push(`${source.file}:1: the file must start with its frontmatter between two --- lines`)
        continue
      }
      frontmatterFiles.set(source.file, 1)
      const parsed = parseYaml({ file: source.file, text: fm.yaml }, 1)
      if (parsed.problem) {
        problems.push(parsed.problem)
        continue
      }
      const { values, errors } = validateFrontmatter(type.kind, parsed.data)
      for (const e of errors) problems.push(`${source.file}:${(lineOfField(fm.yaml, e.field) ?? 0) + 1}: field "${e.field}" ${e.message}`)
      entries.push({ kind: type.kind, type, slug, file: source.file, text: source.text, data: values, body: fm.body, bodyLine: fm.bodyLine, valid: errors.length === 0 && slug !== null })
    }
  }
  const home = yamlFile("home.yaml")
  if (countries) {
    const mentions: CountryMentions = {
      ...(rates ? { rates: rates.countries } : {}),
      ...(holidayProblems.length === 0 && holidaysRaw ? { holidays: (holidaysRaw as unknown as HolidaysData).countries } : {}),
      ...(Array.isArray(terminationRaw?.["countries"]) ? { termination: (terminationRaw["countries"] as Array<{ code: string }>).filter((c) => typeof c?.code === "string") } : {}),
      ...(site ? { site } : {}),
      ...(home ? { home } : {}),
      pages: entries.map((e) => ({ file: e.file, country: e.data["country"] as string | null, hireIn: (e.data["hireIn"] as string[] | null) ?? [], salaryCurrency: e.data["salaryCurrency"] as string | null })),
    }
    problems.push(...crossCheckCountries(countries, mentions))
  }
  // <CalculatorLink country="…" /> opens the calculator at a country of its rates.
  if (rates)
    for (const e of entries)
      e.text.split("\n").forEach((line, i) => {
        for (const m of line.matchAll(/<CalculatorLink\b[^>]*?\bcountry="([^"]*)"/g))
          if (!rates.countries.some((c) => c.code === m[1]!.toUpperCase())) problems.push(`${e.file}:${i + 1}: <CalculatorLink country="${m[1]!}"> names no country of content/data/statutory-rates.yaml (${rates.countries.map((c) => c.code).join(", ")})`)
      })
  const promises = site ? promiseRules(site) : []
  const facts = site ? factValues(site) : []
  for (const e of entries) {
    problems.push(...unknownComponents(e.file, e.text, WRITER_COMPONENT_NAMES))
    // Figures in prose: their currencies as the country table writes them (a table with mistakes is named above).
    if (rates) problems.push(...(countries ? checkFigures(e.file, e.text, rates, countries) : []), ...unknownFigureIds(e.file, e.text, rates))
    if (leasing) problems.push(...checkLeasing(e.file, e.text, leasing))
    problems.push(...checkPromises(e.file, e.text, e.bodyLine, promises, facts))
    if (e.valid) problems.push(...checkWriting(e))
  }
  problems.push(...checkCollection(entries.filter((e) => e.valid)))
  // An article signed by a slug names a person of site.yaml's team (the build checks it too: gatsby/create-pages.ts).
  const team = Array.isArray(site?.["team"]) ? (site["team"] as Array<{ slug?: unknown }>).map((p) => String(p.slug)) : []
  problems.push(
    ...unknownAuthors(
      entries.filter((e) => e.kind === "article" && typeof e.data["author"] === "string").map((e) => ({ file: e.file, author: String(e.data["author"]) })),
      team,
    ),
  )

  // Paths, redirects and links, by the route plan itself.
  const inputs: EntryInput[] = entries
    .filter((e) => e.slug !== null && (e.kind !== "page" || typeof e.data["path"] === "string"))
    .map((e) => {
      const pagePath = e.type.route(e.slug!, typeof e.data["path"] === "string" ? e.data["path"] : null)
      const text = (k: string) => {
        const v = e.data[k]
        return typeof v === "string" ? v : null
      }
      return {
        id: e.file,
        kind: e.kind,
        path: pagePath,
        file: e.file,
        contentFilePath: e.file,
        redirectFrom: (e.data["redirectFrom"] as string[] | null) ?? [],
        body: e.body,
        bodyLine: e.bodyLine,
        title: text("title") ?? e.slug!,
        section: sectionFor(e.type, pagePath, text("listing")),
        listing: text("listing"),
        form: text("form"),
        tool: text("tool"),
        category: text("category"),
        date: text("date"),
      }
    })
  const navigation = (site?.["navigation"] as NavLinkInput[] | undefined) ?? []
  const footer = ((site?.["footer"] as Array<{ title: string; items?: NavLinkInput[]; extra?: NavLinkInput[] }> | undefined) ?? []).map((c) => ({ label: c.title, items: c.items ?? null, extra: c.extra ?? null }))
  const crumbs = (site?.["labels"] as { crumbs?: { home: string; page: string } } | undefined)?.crumbs ?? { home: "Home", page: "Page {n}" }
  const plan = planSite(inputs, navigation, footer, crumbs, undefined, { calendars })
  problems.push(
    ...plan.problems.map((p) =>
      /: field "redirectFrom"/.test(p)
        ? p
        : p.replace(
            /^content\/site\.yaml: (navigation|footer) entry "([^"]+)"/,
            (all, _where, label: string) => `content/site.yaml:${lineOfText(site ? sources.get("content/site.yaml")!.text : "", `label: ${label}`)}: ${all.replace(/^content\/site\.yaml: /, "")}`,
          ),
    ),
  )

  // The home page's data.
  if (home) problems.push(...checkHome(home, planResolver(plan)))

  // Every character a visitor can read, drawn by the site's fonts (the build cuts it into the files pages preload).
  const fonts = fontCoverage(codeRoot)
  const seen = new Set<number>()
  for (const source of [...sources.values()].sort((a, b) => a.file.localeCompare(b.file))) {
    for (const [cp, line] of characters(source.text)) {
      if (seen.has(cp)) continue
      seen.add(cp)
      const why = fonts.missing(cp)
      if (why) problems.push(`${source.file}:${line}: the character ${codePoint(cp)} is ${why}, so a system font would draw it (README.md, "How a page loads")`)
    }
  }

  return { problems: problems.map((p) => withLine(p, sources, frontmatterFiles)), files: sources.size }
}

/** The first line (1-based) of a text that contains `needle`, or 1. */
function lineOfText(text: string, needle: string): number {
  const at = text.indexOf(needle)
  return at === -1 ? 1 : text.slice(0, at).split("\n").length
}

/**
 * The change log against the rates: every change names a line of the rates file (or the minimum wage — a
 * place's own as minimum-wage-<place>, which also counts for the country's minimum wage of that date — or a topic
 * such as labour-codes), and every figure in force since CHANGE_LOG_SINCE has the change that brought it in.
 */
function crossCheckChanges(rates: RatesData, data: ChangesData): string[] {
  const problems: string[] = []
  const file = "content/data/statutory-changes.yaml"
  const anchors = new Set(data.changes.map((c) => changeAnchor(c.country, c.line, c.date)))
  data.changes.forEach((c, i) => {
    const country = rates.countries.find((r) => r.code === c.country)
    if (country && !country.lines.some((l) => l.id === c.line) && !TOPICS.includes(c.line) && !PLACE_WAGE.test(c.line))
      problems.push(`${file}: changes[${i}] (${c.title}): field "line" is "${c.line}", which is no line of ${c.country} in content/data/statutory-rates.yaml (nor one of: ${TOPICS.join(", ")}, minimum-wage-<place>)`)
  })
  const missing = (code: string, line: string, appliesFrom: string, at: string) =>
    `content/data/statutory-rates.yaml: ${at}: field "appliesFrom" is ${appliesFrom}, but ${file} has no change for ${code} ${line} on that date: add one (its header explains the fields)`
  for (const c of rates.countries) {
    // A place's minimum wage: its own entry (minimum-wage-<place>) or the country's entry of that date.
    for (const p of c.minimumWage.places)
      if (p.monthly !== null && p.appliesFrom >= CHANGE_LOG_SINCE && placeChangeAnchor(c.code, p, anchors) === null) problems.push(missing(c.code, placeChangeLine(p.id), p.appliesFrom, `countries[${c.code}].minimumWage.places[${p.id}]`))
    for (const l of c.lines) if (l.appliesFrom >= CHANGE_LOG_SINCE && !anchors.has(changeAnchor(c.code, l.id, l.appliesFrom))) problems.push(missing(c.code, l.id, l.appliesFrom, `countries[${c.code}].lines[${l.id}]`))
  }
  return problems
}

/** Change-log topics that are not a line of the rates file. */
const TOPICS: readonly string[] = ["minimum-wage", "labour-codes", "public-holidays"]

/** A place's own minimum wage in the change log: minimum-wage-<place id without the country prefix>. */
const PLACE_WAGE = /^minimum-wage-[a-z0-9]+(?:-[a-z0-9]+)*$/

interface PromiseRule {
  pattern: RegExp
  expected: string
  fact: string
}

/** A company fact's value, which content must never copy by hand (it changes in content/site.yaml alone). */
interface FactValue {
  fact: string
  value: string
  /** What a page's body does instead. */
  use: string
}

/** Promises are written as their words ("we reply within a working day"); each rule finds one, whatever its words. */
function promiseRules(site: Record<string, unknown>): PromiseRule[] {
  const text = (k: string) => {
    const v = site[k]
    return typeof v === "string" ? v : null
  }
  const response = text("responseTime")
  const shortlist = text("shortlistTime")
  const call = text("callTime")
  return [
    // "we reply within a working day" is a reply promise too, whatever its words.
    ...(response ? [{ pattern: /\breply[^.]{0,20}?\bwithin (\d+ hours(?: on working days)?|a working day|one working day)/g, expected: response.replace(/^within /, ""), fact: "responseTime" }] : []),
    ...(shortlist ? [{ pattern: /\bshortlist[^.]{0,40}?\b(\d+ to \d+ working days)/g, expected: shortlist, fact: "shortlistTime" }] : []),
    ...(call ? [{ pattern: /\bdiscovery call[^.]{0,40}?\bwithin ([a-z ]+? working days?)/g, expected: /within (.+? working days?)/.exec(call)?.[1] ?? call, fact: "callTime" }] : []),
  ]
}

/**
 * The company facts of site.yaml whose values a page must not repeat by hand: the promises, the e-mail addresses,
 * the phone, the street address and postcode, the legal name and UEN, and every fee amount the company has set.
 */
export function factValues(site: Record<string, unknown>): FactValue[] {
  const str = (v: unknown) => (typeof v === "string" && v.trim().length >= 4 ? v.trim() : null)
  const out: FactValue[] = []
  const add = (fact: string, v: unknown, use: string) => {
    const value = str(v)
    if (value) out.push({ fact, value, use })
  }
  const contact = "leave it out: the footer and the contact page show it from site.yaml"
  const legal = "leave it out: the footer, /trust and <EmployingEntities /> show it from site.yaml"
  for (const f of ["responseTime", "shortlistTime", "callTime"]) add(f, site[f], `write <SiteFact name="${f}" /> instead`)
  add("email", site["email"], contact)
  add("careersEmail", site["careersEmail"], "leave it out: the careers pages show it from site.yaml")
  add("phone", site["phone"], contact)
  add("legalName", site["legalName"], legal)
  add("uen", site["uen"], legal)
  const address = site["address"] as Record<string, unknown> | undefined
  add("address.street", address?.["street"], contact)
  add("address.postalCode", address?.["postalCode"], contact)
  const fees = site["fees"] as { currency?: unknown; items?: Array<Record<string, unknown>> } | undefined
  for (const item of fees?.items ?? [])
    for (const k of ["monthlyFrom", "deposit", "setup", "offboarding"]) {
      const v = item[k]
      if (typeof v === "number" && typeof fees?.currency === "string")
        add(`fees.${String(item["service"])}.${String(item["country"])}.${k}`, `${fees.currency} ${v.toLocaleString("en-US")}`, "leave it out: <FeeTable /> and the calculator show it from site.yaml")
    }
  return out
}

/**
 * Company facts copied by hand into a page: a promise in other words that disagrees with site.yaml, and any copy of
 * a fact's value, agreeing or not (it would go stale on the fact's next edit, outside the release gate). In the
 * body a page shows the fact through its component; frontmatter (descriptions, FAQ answers) cannot, so it leaves
 * the fact out.
 */
function checkPromises(file: string, text: string, bodyLine: number, rules: readonly PromiseRule[], facts: readonly FactValue[]): string[] {
  return text.split("\n").flatMap((line, i) => {
    const inFrontmatter = i + 1 < bodyLine
    const how = (use: string) => (inFrontmatter ? "frontmatter cannot show a fact: leave it out there (the page's body or another page says it)" : use)
    const copies = facts.filter((f) => line.toLowerCase().includes(f.value.toLowerCase())).map((f) => `${file}:${i + 1}: "${f.value}" is a hand-written copy of the company fact ${f.fact} in content/site.yaml; ${how(f.use)}`)
    const promises = rules.flatMap((r) =>
      [...line.matchAll(r.pattern)]
        .filter(() => !facts.some((f) => f.fact === r.fact && line.toLowerCase().includes(f.value.toLowerCase())))
        .map((m) =>
          m[1] === r.expected
            ? `${file}:${i + 1}: "${m[1]}" is a hand-written copy of the company fact ${r.fact} in content/site.yaml; ${how(`write <SiteFact name="${r.fact}" /> instead`)}`
            : `${file}:${i + 1}: "${m[1]}" disagrees with ${r.fact} in content/site.yaml ("${r.expected}"); ${how(`write <SiteFact name="${r.fact}" /> instead`)}`,
        ),
    )
    return [...copies, ...promises]
  })
}
