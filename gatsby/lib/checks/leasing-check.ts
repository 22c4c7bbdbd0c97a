/**
 * Finds Vietnam's labour-leasing rule written out by hand. The rule lives once, in
 * content/snippets/vietnam-labour-leasing.json, and a body shows it with <VietnamLeasingNote /> (or `short`),
 * so a change in the law is one edit. A line of a body that speaks of leasing and gives one of the rule's
 * figures (permitted jobs, months a placement may last, the licence deposit) is reported; frontmatter cannot
 * hold components, so there the figures may be written, but must agree with the snippet.
 * Pure; the content check (gatsby/lib/checks/content-check.ts) runs it over every MDX file and the snippet.
 */

export interface LeasingFigures {
  deposit: string
  permittedJobs: number
  maxMonths: number
}

const LEASING = /\bleas(?:e|ed|es|ing)\b|sub-leas/i
const FIGURES: ReadonlyArray<{ name: keyof LeasingFigures; pattern: RegExp }> = [
  { name: "permittedJobs", pattern: /\b(\d+|twenty)\s+(?:listed\s+|permitted\s+)?jobs\b/gi },
  { name: "maxMonths", pattern: /\b(\d+|twelve)\s+months\b/gi },
  { name: "deposit", pattern: /\b(VND\s?[\d.,]+\s?(?:billion|bn|million))/gi },
]
const WORDS: Readonly<Record<string, string>> = { twenty: "20", twelve: "12" }

export function checkLeasing(file: string, text: string, snippet: LeasingFigures): string[] {
  const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? ""
  const bodyStart = frontmatter.split("\n").length - 1
  const problems: string[] = []
  text.split("\n").forEach((line, i) => {
    if (!LEASING.test(line)) return
    const inBody = i >= bodyStart
    for (const { name, pattern } of FIGURES) {
      for (const m of line.matchAll(pattern)) {
        const written = WORDS[m[1]!.toLowerCase()] ?? m[1]!
        const expected = String(snippet[name])
        const where = `${file}:${i + 1}: "${m[0]}"`
        if (inBody) problems.push(`${where} writes Vietnam's labour-leasing rule by hand; use <VietnamLeasingNote /> or <VietnamLeasingNote short /> (content/snippets/vietnam-labour-leasing.json)`)
        else if (written.replace(/\s/g, "") !== expected.replace(/\s/g, "")) problems.push(`${where} disagrees with ${name} = ${expected} in content/snippets/vietnam-labour-leasing.json`)
      }
    }
  })
  return problems
}
