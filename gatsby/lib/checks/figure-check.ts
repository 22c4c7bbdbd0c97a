import { findFigure, formatFigure, type RatesData } from "../../../src/data/statutory"
import { currencyPattern, type CountryTable } from "../../../src/data/countries"

/**
 * Finds hand-written statutory figures in prose that disagree with content/data/statutory-rates.yaml.
 * Precise by design: a number is checked only when it is written in a rule's unit and stands in the same
 * clause as one of a few unambiguous labels, before it ("the employer pays 10% of the SSS salary credit") or
 * after it ("SSS takes 10%"); with several labels in a clause, each number belongs to the nearest. In a table
 * row, the numbers after a label (up to the next label) are its own. A paragraph is read as one text, so a
 * number and its label may sit on two lines of a folded YAML answer. A figure that is deliberately historic
 * ("IDR 10,547,400 from March 2025") is silenced by the marker `historic figure` on its line (in a table,
 * inside the row's last cell) or on the line above: `{/* historic figure *\/}` in MDX.
 * Pure; the content check (gatsby/lib/checks/content-check.ts) runs it over every MDX file.
 */

export interface FigureRule {
  /** The figure the number must agree with, as <Figure id> names it. */
  figure: string
  label: RegExp
  /** "rate", or the currency an amount is written in: a currency of content/data/countries.yaml (its code or symbols). */
  unit: string
  /** Other ids whose values (and their products with the rates, e.g. a maximum contribution) are also right. */
  related?: readonly string[]
  /** Correct numbers the data does not hold (e.g. Vietnam's hourly minimum wage). */
  extra?: readonly number[]
}

const SSS = /\bSSS\b|\bSocial Security System\b/

export const FIGURE_RULES: readonly FigureRule[] = [
  { figure: "ID.jp.cap", label: /\bJP\b/, unit: "IDR", related: ["ID.jp.employerRate", "ID.jp.employeeRate"] },
  { figure: "ID.bpjs-kesehatan.cap", label: /BPJS Kesehatan/, unit: "IDR", related: ["ID.bpjs-kesehatan.employerRate", "ID.bpjs-kesehatan.employeeRate"] },
  { figure: "ID.bpjs-kesehatan.employerRate", label: /BPJS Kesehatan/, unit: "rate", related: ["ID.bpjs-kesehatan.employeeRate"] },
  { figure: "PH.sss.employerRate", label: SSS, unit: "rate", related: ["PH.sss.employeeRate"] },
  // The salary credit's range and the contributions on it; PHP 20,000 is where the provident fund (MPF) part
  // starts, and PHP 10 / 30 below and from a PHP 15,000 credit are the employees' compensation premiums.
  { figure: "PH.sss.cap", label: SSS, unit: "PHP", related: ["PH.sss.floor", "PH.sss.employerRate", "PH.sss.employeeRate"], extra: [20_000, 15_000, 10, 30, 500] },
  { figure: "PH.philhealth.cap", label: /PhilHealth/, unit: "PHP", related: ["PH.philhealth.floor", "PH.philhealth.employerRate", "PH.philhealth.employeeRate"] },
  { figure: "PH.philhealth.employerRate", label: /PhilHealth/, unit: "rate", related: ["PH.philhealth.employeeRate"] },
  { figure: "PH.pagibig.cap", label: /Pag-IBIG/, unit: "PHP", related: ["PH.pagibig.employerRate", "PH.pagibig.employeeRate"], extra: [1500] },
  { figure: "PH.pagibig.employerRate", label: /Pag-IBIG/, unit: "rate", related: ["PH.pagibig.employeeRate"], extra: [0.01] },
  { figure: "SG.cpf.cap", label: /\b(?:ordinary wage|OW) ceiling/i, unit: "SGD" },
  { figure: "VN.minimumWage.monthly", label: /\bRegion I\b(?![IV])/, unit: "VND", related: ["VN.unemployment-insurance.cap"], extra: [25_500] },
  { figure: "VN.social-insurance.cap", label: /\b20 times the (?:reference level|base salary)/i, unit: "VND", extra: [2_530_000] },
]

const NUMBER = "(\\d{1,3}(?:[.,]\\d{3})+|\\d+(?:\\.\\d+)?)(\\s?(?:million|m)\\b)?"

/**
 * The numbers of one unit written in a piece of text, as values (a rate as a fraction); an amount's currency as the
 * country table writes it (code or symbol: "IDR 10,547,400", "Rp 10.547.400"). A currency the table lacks: none.
 */
export function numbersIn(text: string, unit: FigureRule["unit"], countries: CountryTable): Array<{ written: string; value: number; index: number }> {
  const country = countries.find((c) => c.currency === unit)
  if (unit !== "rate" && !country) return []
  const pattern = unit === "rate" || !country ? new RegExp(`(\\d+(?:\\.\\d+)?)\\s?%`, "g") : new RegExp(`${currencyPattern(country)}${NUMBER}`, "g")
  return [...text.matchAll(pattern)].map((m) => {
    const index = m.index ?? 0
    if (unit === "rate") return { written: m[0], value: Number(m[1]) / 100, index }
    const digits = m[1]!
    // Grouped thousands with "," or "." (Indonesian writes 10.547.400); a lone "." with 1-2 decimals is a decimal point.
    const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(digits)
    const base = grouped ? Number(digits.replace(/[.,]/g, "")) : Number(digits)
    return { written: m[0], value: m[2] ? base * 1_000_000 : base, index }
  })
}

/**
 * The right numbers for a rule: its figures, their sum and products (a maximum contribution), the extras, and
 * for a worked example the contributions on any other amount of the paragraph ("on a salary of PHP 40,000 the
 * employer pays PHP 1,000 to PhilHealth"), that amount held between the line's floor and cap.
 */
function allowedValues(rates: RatesData, rule: FigureRule, bases: readonly number[] = []): number[] {
  const own = [rule.figure, ...(rule.related ?? [])].map((id) => findFigure(rates, id)).filter((f): f is NonNullable<typeof f> => f !== null)
  const amounts = own.filter((f) => f.unit === "amount").map((f) => f.value)
  const ratesOf = own.filter((f) => f.unit === "rate").map((f) => f.value)
  const sum = ratesOf.reduce((a, b) => a + b, 0)
  if (rule.unit === "rate") return [...ratesOf, sum, ...(rule.extra ?? [])]
  const floor = own.find((f) => f.id.endsWith(".floor"))?.value ?? 0
  const cap = own.find((f) => f.id.endsWith(".cap"))?.value ?? Infinity
  const held = bases.map((b) => Math.min(Math.max(b, floor), cap))
  return [...amounts, ...[...amounts, ...held].flatMap((a) => [...ratesOf, sum].map((r) => a * r)), ...(rule.extra ?? [])]
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(b) * 0.005, 1e-9)

export const HISTORIC_MARKER = /historic figure/i

/** A paragraph (lines joined by a space) or a table row, with the line each character came from. */
interface Block {
  text: string
  table: boolean
  /** Start offset in `text` of each line, and its 0-based line number in the file. */
  lines: Array<{ at: number; line: number }>
}

/** A line that starts a block of its own: a list item, heading, YAML key, table row or frontmatter fence. */
const STARTS_BLOCK = /^\s*(?:[-*+]\s|\d+\.\s|#{1,6}\s|[A-Za-z][\w-]*:(?:\s|$)|---\s*$|\|)/

function blocks(text: string): Block[] {
  const out: Block[] = []
  let current: Block | null = null
  text.split("\n").forEach((line, i) => {
    const table = line.trimStart().startsWith("|")
    if (line.trim() === "" || table || STARTS_BLOCK.test(line) || !current) {
      current = line.trim() === "" ? null : { text: "", table, lines: [] }
      if (current) out.push(current)
      if (!current) return
    } else current.text += " "
    current.lines.push({ at: current.text.length, line: i })
    current.text += line
    if (table) current = null
  })
  return out
}

const lineAt = (block: Block, offset: number): number => [...block.lines].reverse().find((l) => l.at <= offset)!.line

/** Clause boundaries in prose: the end of a sentence (not a decimal point), a semicolon, a comma before a space, a closing parenthesis. */
const BOUNDARY = /(?<!\d|\bNo|\bRp|\bi\.e|\be\.g|\bvs)[.?!](?=\s|$)|;|,(?=\s)|\)/g

interface LabelHit {
  source: string
  start: number
  end: number
  text: string
}

/** Problems of one file: `file:line: …`, naming the number, the label and the figure it disagrees with. */
export function checkFigures(file: string, text: string, rates: RatesData, countries: CountryTable, rules: readonly FigureRule[] = FIGURE_RULES): string[] {
  const problems: string[] = []
  const fileLines = text.split("\n")
  const silenced = (line: number) => HISTORIC_MARKER.test(fileLines[line]!) || (line > 0 && HISTORIC_MARKER.test(fileLines[line - 1]!))
  const prepared = rules.map((rule) => ({ rule, figure: findFigure(rates, rule.figure) }))
  for (const { rule, figure } of prepared) if (!figure) problems.push(`gatsby/lib/checks/figure-check.ts: rule for unknown figure ${rule.figure}`)
  for (const { rule } of prepared) {
    if (rule.unit === "rate") continue
    const own = countries.find((c) => c.code === rule.figure.split(".")[0])
    if (!countries.some((c) => c.currency === rule.unit)) problems.push(`gatsby/lib/checks/figure-check.ts: rule for ${rule.figure} in ${rule.unit}, a currency no country of content/data/countries.yaml has`)
    else if (own && own.currency !== rule.unit) problems.push(`gatsby/lib/checks/figure-check.ts: rule for ${rule.figure} in ${rule.unit}, but content/data/countries.yaml gives ${own.code} the currency ${own.currency}`)
  }
  const labels = [...new Map(rules.map((r) => [r.label.source, r.label])).values()]
  const rulesOf = (source: string, unit: FigureRule["unit"]) => prepared.filter((p) => p.rule.label.source === source && p.rule.unit === unit && p.figure)
  const units = [...new Set(rules.map((r) => r.unit))]

  const report = (block: Block, offset: number, written: string, hit: LabelHit, unit: FigureRule["unit"], value: number) => {
    const line = lineAt(block, offset)
    if (silenced(line)) return
    const candidates = rulesOf(hit.source, unit)
    const bases = unit === "rate" ? [] : numbersIn(block.text, unit, countries).map((n) => n.value)
    if (candidates.length === 0 || candidates.some((c) => allowedValues(rates, c.rule, bases).some((a) => close(value, a)))) return
    const { rule, figure } = candidates[0]!
    problems.push(
      `${file}:${line + 1}: "${written.trim()}" ${offset < hit.start ? "before" : "after"} "${hit.text}" disagrees with ${rule.figure} = ${formatFigure(figure!)} in content/data/statutory-rates.yaml; write <Figure id="${rule.figure}" /> or, for a deliberately historic figure, add {/* historic figure */} on the line above`,
    )
  }

  for (const block of blocks(text)) {
    if (!/\d/.test(block.text)) continue
    const hits: LabelHit[] = labels
      .flatMap((label) => [...block.text.matchAll(new RegExp(label.source, label.flags.includes("g") ? label.flags : `${label.flags}g`))].map((m) => ({ source: label.source, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] })))
      .sort((a, b) => a.start - b.start)
    if (hits.length === 0) continue
    if (block.table) {
      // A row's figures follow its label, in the later cells, up to the next label.
      hits.forEach((hit, h) => {
        const end = hits[h + 1]?.start ?? block.text.length
        for (const unit of units) for (const n of numbersIn(block.text.slice(hit.end, end), unit, countries)) report(block, hit.end + n.index, n.written, hit, unit, n.value)
      })
      continue
    }
    const cuts = [0, ...[...block.text.matchAll(BOUNDARY)].map((m) => (m.index ?? 0) + 1), block.text.length]
    for (let c = 0; c < cuts.length - 1; c++) {
      const [from, to] = [cuts[c]!, cuts[c + 1]!]
      const inClause = hits.filter((h) => h.start >= from && h.end <= to)
      if (inClause.length === 0) continue
      for (const unit of units) {
        const owners = inClause.filter((h) => rulesOf(h.source, unit).length > 0)
        if (owners.length === 0) continue
        for (const n of numbersIn(block.text.slice(from, to), unit, countries)) {
          const start = from + n.index
          const end = start + n.written.trimEnd().length
          const distance = (h: LabelHit) => (h.end <= start ? start - h.end : h.start >= end ? h.start - end : 0)
          const nearest = owners.reduce((best, h) => (distance(h) < distance(best) ? h : best))
          report(block, start, n.written, nearest, unit, n.value)
        }
      }
    }
  }
  return problems
}

/** Every <Figure id> of a file that names no figure of the data, with its line. */
export function unknownFigureIds(file: string, text: string, rates: RatesData): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      [...line.matchAll(/<Figure\s+id="([^"]+)"/g)].filter((m) => !findFigure(rates, m[1]!)).map((m) => `${file}:${i + 1}: <Figure id="${m[1]}" /> names no figure of content/data/statutory-rates.yaml (ids are COUNTRY.line.field, content/README.md)`),
    )
}
