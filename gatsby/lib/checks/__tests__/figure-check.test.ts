/** @jest-environment node */
import path from "node:path"
import { checkFigures, unknownFigureIds } from "../figure-check"
import { checkLeasing } from "../leasing-check"
import { readCountries, readRates } from "../../data-files"
import leasing from "../../../../src/test/fixtures/content/snippets/vietnam-labour-leasing.json"

/** The tests' own rates (src/test/fixtures/content/data): PH SSS 10% + 5% of a PHP 5,000–35,000 credit, JP cap IDR 11,086,300, … */
const rates = readRates(path.join(__dirname, "..", "..", "..", "..", "src", "test", "fixtures"))
const countries = readCountries(path.join(__dirname, "..", "..", "..", "..", "src", "test", "fixtures"))
const FILE = "content/blog/x/index.mdx"
const check = (...lines: string[]) => checkFigures(FILE, lines.join("\n"), rates, countries).map((p) => p.replace(/ in content\/data\/statutory-rates\.yaml; write .*$/, ""))

describe("hand-written figures in prose", () => {
  it("flags a stale figure after its label, with file and line, and lets a writer mark a historic one", () => {
    expect(
      check(
        "| Pension (JP) | 2% | 1% | Wage up to IDR 10,547,400 a month |",
        "SSS takes 15% of the salary credit; PhilHealth 5% with a ceiling of PHP 100,000.",
        "{/* historic figure */}",
        "In March 2025 the JP cap rose to IDR 10.547.400.",
        "The ordinary wage ceiling is S$7,400 a month. Region I is VND 4,960,000; 20 times the reference level is VND 50,600,000.",
      ),
    ).toEqual([
      `${FILE}:1: "IDR 10,547,400" after "JP" disagrees with ID.jp.cap = IDR 11,086,300`,
      `${FILE}:5: "S$7,400" after "ordinary wage ceiling" disagrees with SG.cpf.cap = S$8,000`,
      `${FILE}:5: "VND 4,960,000" after "Region I" disagrees with VN.minimumWage.monthly = VND 5,310,000`,
    ])
    expect(checkFigures(FILE, "SSS takes 12% from the employer.", rates, countries)[0]).toBe(
      `${FILE}:1: "12%" after "SSS" disagrees with PH.sss.employerRate = 10% in content/data/statutory-rates.yaml; write <Figure id="PH.sss.employerRate" /> or, for a deliberately historic figure, add {/* historic figure */} on the line above`,
    )
  })

  it("reads an amount in its currency's code or a symbol of the country table, and only those", () => {
    expect(check("The JP cap is Rp 10.547.400 a month.")).toEqual([`${FILE}:1: "Rp 10.547.400" after "JP" disagrees with ID.jp.cap = IDR 11,086,300`])
    expect(check("PhilHealth's ceiling is \u20B190,000.")).toEqual([expect.stringMatching(/^content\/blog\/x\/index\.mdx:1: "\u20B190,000" after "PhilHealth" disagrees with PH\.philhealth\.cap = PHP /)])
    // Without the symbols in the table, the same amounts are not read as the currency's.
    const bare = countries.map((c) => ({ ...c, symbols: [] }))
    expect(checkFigures(FILE, "The JP cap is Rp 10.547.400 a month.", rates, bare)).toEqual([])
    // A rule in a currency no country has is a mistake in the rules, named.
    expect(checkFigures(FILE, "", rates, countries, [{ figure: "ID.jp.cap", label: /\bJP\b/, unit: "EUR" }])).toEqual(["gatsby/lib/checks/figure-check.ts: rule for ID.jp.cap in EUR, a currency no country of content/data/countries.yaml has"])
    // A rule in another country's currency than its figure's, too: the table gives each country its currency.
    expect(checkFigures(FILE, "", rates, countries, [{ figure: "ID.jp.cap", label: /\bJP\b/, unit: "PHP" }])).toEqual(["gatsby/lib/checks/figure-check.ts: rule for ID.jp.cap in PHP, but content/data/countries.yaml gives ID the currency IDR"])
  })

  it("reads a number written before its label, in the same clause", () => {
    expect(check("In 2025 the employer pays 11% of the SSS salary credit (capped at PHP 35,000).")).toEqual([`${FILE}:1: "11%" before "SSS" disagrees with PH.sss.employerRate = 10%`])
    expect(check("In 2025 the employer pays 10% of the SSS salary credit (capped at PHP 35,000).")).toEqual([])
    // A number in another clause is not the label's.
    expect(check("Night work earns at least 30% more, and SSS is paid on the salary credit.")).toEqual([])
  })

  it("reads a paragraph across lines, as a folded YAML answer writes it, and names the number's own line", () => {
    expect(check("  answer: >-", "    In the Philippines, the Social Security System rate is 16%", "    of the monthly salary credit, of which the employer pays 11% (SSS Circular No. 2024-006).")).toEqual([
      `${FILE}:2: "16%" after "Social Security System" disagrees with PH.sss.employerRate = 10%`,
      `${FILE}:3: "11%" before "SSS" disagrees with PH.sss.employerRate = 10%`,
    ])
  })

  it("gives each number to the nearest label of its clause", () => {
    expect(check("The employer pays half of PhilHealth's 5% premium and 2% to Pag-IBIG on up to PHP 10,000.")).toEqual([])
    expect(check("The employer pays half of PhilHealth's 5% premium and 3% to Pag-IBIG on up to PHP 10,000.")).toEqual([`${FILE}:1: "3%" before "Pag-IBIG" disagrees with PH.pagibig.employerRate = 2%`])
  })

  it("checks a worked example's contributions against the rates on its salary, held within floor and cap", () => {
    const example = (sss: string) => `On a monthly salary of PHP 40,000, the employer pays ${sss} to SSS (10% of the PHP 35,000 maximum credit), PHP 1,000 to PhilHealth and PHP 200 to Pag-IBIG.`
    expect(check(example("PHP 3,500"))).toEqual([])
    expect(check(example("PHP 4,000"))).toEqual([`${FILE}:1: "PHP 4,000" before "SSS" disagrees with PH.sss.cap = PHP 35,000`])
  })

  it("names each <Figure id> that the data does not have", () => {
    expect(unknownFigureIds(FILE, 'The cap is <Figure id="ID.jp.cap" />.\nSSS: <Figure id="PH.sss.rate" />.', rates)).toEqual([
      `${FILE}:2: <Figure id="PH.sss.rate" /> names no figure of content/data/statutory-rates.yaml (ids are COUNTRY.line.field, content/README.md)`,
    ])
  })
})

describe("Vietnam's labour-leasing rule, written once in a snippet", () => {
  it("flags a hand-written rule in a body, and a disagreeing figure in frontmatter, with file and line", () => {
    const text = [
      "---",
      "faqs:",
      "  - answer: Vietnam allows leasing only for 20 listed jobs and for up to 18 months per placement.",
      "---",
      "Leased labour is allowed only for the 20 jobs listed, for at most 12 months, with a VND 2 billion deposit.",
      "Twelve months is the longest probation for a manager.",
    ].join("\n")
    expect(checkLeasing(FILE, text, leasing)).toEqual([
      `${FILE}:3: "18 months" disagrees with maxMonths = 12 in content/snippets/vietnam-labour-leasing.json`,
      `${FILE}:5: "20 jobs" writes Vietnam's labour-leasing rule by hand; use <VietnamLeasingNote /> or <VietnamLeasingNote short /> (content/snippets/vietnam-labour-leasing.json)`,
      `${FILE}:5: "12 months" writes Vietnam's labour-leasing rule by hand; use <VietnamLeasingNote /> or <VietnamLeasingNote short /> (content/snippets/vietnam-labour-leasing.json)`,
      `${FILE}:5: "VND 2 billion" writes Vietnam's labour-leasing rule by hand; use <VietnamLeasingNote /> or <VietnamLeasingNote short /> (content/snippets/vietnam-labour-leasing.json)`,
    ])
  })
})
