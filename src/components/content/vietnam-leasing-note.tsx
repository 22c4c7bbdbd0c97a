import * as React from "react"
import leasing from "../../../content/snippets/vietnam-labour-leasing.json"

export interface LeasingSnippet {
  asOf: string
  deposit: string
  permittedJobs: number
  maxMonths: number
  full: { intro: string; points: string[] }
  short: string
}

const VALUES = ["asOf", "deposit", "permittedJobs", "maxMonths"] as const

/** A snippet text with its {placeholders} filled from the snippet's values; an unknown one is a writer's mistake. */
export function leasingText(content: LeasingSnippet, text: string): string {
  return text.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!(VALUES as readonly string[]).includes(name)) throw new Error(`content/snippets/vietnam-labour-leasing.json: {${name}} is not one of ${VALUES.map((v) => `{${v}}`).join(", ")}`)
    return String(content[name as (typeof VALUES)[number]])
  })
}

/** "**bold** words" → <strong>bold</strong> words. */
function Marked({ text }: { text: string }) {
  return <>{text.split(/\*\*(.+?)\*\*/).map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part))}</>
}

/**
 * <VietnamLeasingNote />: Vietnam's labour-leasing rule (licence, deposit, permitted jobs, longest placement)
 * as an introduction and a list, for a page that explains it; `short` gives it as one sentence, to stand in a
 * paragraph. The words and figures are in content/snippets/vietnam-labour-leasing.json, written once.
 */
export function VietnamLeasingNote({ short = false, content = leasing }: { short?: boolean; content?: LeasingSnippet }) {
  if (short) return <Marked text={leasingText(content, content.short)} />
  return (
    <>
      <p>
        <Marked text={leasingText(content, content.full.intro)} />
      </p>
      <ul>
        {content.full.points.map((point) => (
          <li key={point}>
            <Marked text={leasingText(content, point)} />
          </li>
        ))}
      </ul>
    </>
  )
}
