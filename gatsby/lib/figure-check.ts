import { findFigure, formatFigure, type RatesData } from "../../src/data/statutory"

/**
 * Finds hand-written statutory figures in prose that disagree with content/data/statutory-rates.yaml.
 * Precise by design: a number is checked only when it sits right after one of a few unambiguous labels
 * (before the next label or the end of the sentence) and is written in that rule's unit. A figure that is
 * deliberately historic ("IDR 10,547,400 from March 2025") is silenced by the marker `historic figure`
 * on the same line (in a table, inside the row's last cell) or on the line above: `{/* historic figure *\/}` in MDX.
 * Pure; gatsby/__tests__/content-figures.test.ts runs it over every MDX file.
 */

export interface FigureRule {
  /** The figure the number must agree with, as <Figure id> names it. */
  figure: string
  label: RegExp
  unit: "rate" | "IDR" | "PHP" | "VND" | "SGD"
  /** Other ids whose values (and their products with the rates, e.g. a maximum contribution) are also right. */
  related?: readonly string[]
  /** Correct numbers the data does not hold (e.g. Vietnam's hourly minimum wage). */
  extra?: readonly number[]
}

export const FIGURE_RULES: readonly FigureRule[] = [
  { figure: "ID.jp.cap", label: /\bJP\b/, unit: "IDR", related: ["ID.jp.employerRate", "ID.jp.employeeRate"] },
  { figure: "ID.bpjs-kesehatan.cap", label: /BPJS Kesehatan/, unit: "IDR", related: ["ID.bpjs-kesehatan.employerRate", "ID.bpjs-kesehatan.employeeRate"] },
  { figure: "PH.sss.employerRate", label: /\bSSS\b/, unit: "rate", related: ["PH.sss.employeeRate"] },
  { figure: "PH.philhealth.cap", label: /PhilHealth/, unit: "PHP", related: ["PH.philhealth.floor", "PH.philhealth.employerRate", "PH.philhealth.employeeRate"] },
  { figure: "PH.philhealth.employerRate", label: /PhilHealth/, unit: "rate", related: ["PH.philhealth.employeeRate"] },
  { figure: "PH.pagibig.cap", label: /Pag-IBIG/, unit: "PHP", related: ["PH.pagibig.employerRate", "PH.pagibig.employeeRate"], extra: [1500] },
  { figure: "PH.pagibig.employerRate", label: /Pag-IBIG/, unit: "rate", related: ["PH.pagibig.employeeRate"], extra: [0.01] },
  { figure: "SG.cpf.cap", label: /\b(?:ordinary wage|OW) ceiling/i, unit: "SGD" },
  { figure: "VN.minimumWage.monthly", label: /\bRegion I\b(?![IV])/, unit: "VND", related: ["VN.unemployment-insurance.cap"], extra: [25_500] },
  { figure: "VN.social-insurance.cap", label: /\b20 times the (?:reference level|base salary)/i, unit: "VND", extra: [2_530_000] },
]

const CURRENCY: Record<Exclude<FigureRule["unit"], "rate">, string> = {
  IDR: "(?:IDR|Rp\\.?)\\s?",
  PHP: "(?:PHP|₱)\\s?",
  VND: "VND\\s?",
  SGD: "(?:S\\$|SGD\\s?)",
}

const NUMBER = "(\\d{1,3}(?:[.,]\\d{3})+|\\d+(?:\\.\\d+)?)(\\s?(?:million|m)\\b)?"

/** The numbers of one unit written in a piece of text, as values (a rate as a fraction). */
export function numbersIn(text: string, unit: FigureRule["unit"]): Array<{ written: string; value: number; index: number }> {
  const pattern = unit === "rate" ? new RegExp(`(\\d+(?:\\.\\d+)?)\\s?%`, "g") : new RegExp(`${CURRENCY[unit]}${NUMBER}`, "g")
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

function allowedValues(rates: RatesData, rule: FigureRule): number[] {
  const own = [rule.figure, ...(rule.related ?? [])].map((id) => findFigure(rates, id)).filter((f): f is NonNullable<typeof f> => f !== null)
  const amounts = own.filter((f) => f.unit === "amount").map((f) => f.value)
  const ratesOf = own.filter((f) => f.unit === "rate").map((f) => f.value)
  const sum = ratesOf.reduce((a, b) => a + b, 0)
  const derived = rule.unit === "rate" ? [...ratesOf, sum] : [...amounts, ...amounts.flatMap((a) => [...ratesOf, sum].map((r) => a * r))]
  return [...derived, ...(rule.extra ?? [])]
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(b) * 0.005, 1e-9)

export const HISTORIC_MARKER = /historic figure/i

/** Problems of one file: `file:line: …`, naming the number, the label and the figure it disagrees with. */
export function checkFigures(file: string, text: string, rates: RatesData, rules: readonly FigureRule[] = FIGURE_RULES): string[] {
  const problems: string[] = []
  const lines = text.split("\n")
  const labels = rules.map((r) => r.label)
  const prepared = rules.map((rule) => ({ rule, figure: findFigure(rates, rule.figure), allowed: allowedValues(rates, rule), label: new RegExp(rule.label.source, rule.label.flags.includes("g") ? rule.label.flags : `${rule.label.flags}g`) }))
  lines.forEach((line, i) => {
    if (!/\d/.test(line) || HISTORIC_MARKER.test(line) || (i > 0 && HISTORIC_MARKER.test(lines[i - 1]!))) return
    for (const { rule, figure, allowed, label } of prepared) {
      if (!figure) {
        problems.push(`gatsby/lib/figure-check.ts: rule for unknown figure ${rule.figure}`)
        continue
      }
      for (const m of line.matchAll(label)) {
        const start = (m.index ?? 0) + m[0].length
        // In a table row the figures sit in the later cells; in prose the number follows its label within the clause.
        const row = line.trimStart().startsWith("|")
        let end = Math.min(line.length, start + (row ? 400 : 160))
        const stop = line.slice(start).search(row ? /$^/ : /[.,;)](?:\s|$)|\|/)
        if (stop >= 0) end = Math.min(end, start + stop)
        for (const other of labels) {
          const next = line.slice(start, end).search(other)
          if (next >= 0 && other.source !== rule.label.source) end = Math.min(end, start + next)
        }
        const window = line.slice(start, end)
        for (const n of numbersIn(window, rule.unit)) {
          // "2% to Pag-IBIG": a number right before another label is that label's.
          const after = line.slice(start + n.index + n.written.length, start + n.index + n.written.length + 15)
          if (labels.some((l) => l.source !== rule.label.source && l.test(after))) continue
          if (!allowed.some((a) => close(n.value, a))) {
            problems.push(`${file}:${i + 1}: "${n.written.trim()}" after "${m[0]}" disagrees with ${rule.figure} = ${formatFigure(figure)} in content/data/statutory-rates.yaml; write <Figure id="${rule.figure}" /> or, for a deliberately historic figure, add {/* historic figure */} on the line above`)
          }
        }
      }
    }
  })
  return problems
}
