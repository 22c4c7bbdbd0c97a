import * as React from "react"
import { LEASING, leasingTexts, type LeasingSnippet } from "../../shared/vietnam-leasing"

/** "**bold** words" → <strong>bold</strong> words. */
function Marked({ text }: { text: string }) {
  return <>{text.split(/\*\*(.+?)\*\*/).map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part))}</>
}

/**
 * <VietnamLeasingNote />: Vietnam's labour-leasing rule (licence, deposit, permitted jobs, longest placement)
 * as an introduction and a list, for a page that explains it; `short` gives it as one sentence, to stand in a
 * paragraph. The words and figures are in content/snippets/vietnam-labour-leasing.json, written once.
 */
export function VietnamLeasingNote({ short = false, content = LEASING }: { short?: boolean; content?: LeasingSnippet }) {
  if (short) return <Marked text={leasingTexts(true, content)[0]!} />
  const [intro, ...points] = leasingTexts(false, content)
  return (
    <>
      <p>
        <Marked text={intro!} />
      </p>
      <ul>
        {points.map((point) => (
          <li key={point}>
            <Marked text={point} />
          </li>
        ))}
      </ul>
    </>
  )
}
