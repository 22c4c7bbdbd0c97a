import * as React from "react"
import { longDate, type HowRead } from "../../data/statutory"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { Words } from "./words"

/**
 * How a figure's source was read, in the words of labels.figures: "Official text read on 25 November 2026", or
 * "As reported by The Business Times; official text not yet read" when only a named report was read.
 */
export function SourceReading({ read, readVia, checkedOn }: { read: HowRead; readVia: string | null; checkedOn: string }) {
  const words = useSiteFacts().labels.figures
  return read === "official" ? <Words text={words.readOfficial} values={{ date: <time dateTime={checkedOn}>{longDate(checkedOn)}</time> }} /> : <Words text={words.readSecondary} values={{ source: readVia ?? "" }} />
}
