import * as React from "react"
import { fillParts } from "../shared/fill"

/**
 * A label of content/site.yaml `labels` with elements in its placeholders (a link, a <time>):
 * <Words text="Write to {email}." values={{ email: <a …/> }} />.
 */
export function Words({ text, values }: { text: string; values: Readonly<Record<string, React.ReactNode>> }) {
  return (
    <>
      {fillParts(text, values).map((part, i) => (
        <React.Fragment key={i}>{part}</React.Fragment>
      ))}
    </>
  )
}
