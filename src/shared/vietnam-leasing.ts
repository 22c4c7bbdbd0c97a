import snippet from "../../content/snippets/vietnam-labour-leasing.json"

/**
 * Vietnam's labour-leasing rule as content/snippets/vietnam-labour-leasing.json writes it, once: the page
 * component (src/components/mdx/vietnam-leasing-note.tsx) shows it and the build counts its words
 * (gatsby/lib/text.ts), so both read the same text.
 */
export interface LeasingSnippet {
  asOf: string
  deposit: string
  permittedJobs: number
  maxMonths: number
  full: { intro: string; points: string[] }
  short: string
}

export const LEASING: LeasingSnippet = snippet

const VALUES = ["asOf", "deposit", "permittedJobs", "maxMonths"] as const

/** A snippet text with its {placeholders} filled from the snippet's values; an unknown one is a writer's mistake. */
export function leasingText(content: LeasingSnippet, text: string): string {
  return text.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!(VALUES as readonly string[]).includes(name)) throw new Error(`content/snippets/vietnam-labour-leasing.json: {${name}} is not one of ${VALUES.map((v) => `{${v}}`).join(", ")}`)
    return String(content[name as (typeof VALUES)[number]])
  })
}

/** The texts <VietnamLeasingNote /> (or `short`) shows, filled, with their **bold** marks. */
export const leasingTexts = (short: boolean, content: LeasingSnippet = LEASING): string[] => (short ? [content.short] : [content.full.intro, ...content.full.points]).map((t) => leasingText(content, t))
