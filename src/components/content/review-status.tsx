import * as React from "react"
import { longDate, reviewStatus, type Checked, type ReviewStatus as Status } from "../../data/statutory"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { Words } from "../words"

/**
 * One status in the words of labels.figures: "Official text read on 25 November 2026"; "As reported by …; official
 * text not yet read · Checked 25 November 2026"; or, once the review date had passed on the build's day, "Due for
 * review since …", whatever was read.
 */
export function StatusWords({ status }: { status: Status }) {
  const words = useSiteFacts().labels.figures
  const date = <time dateTime={status.date}>{longDate(status.date)}</time>
  if (status.state === "overdue") return <Words text={words.overdue} values={{ date }} />
  if (status.state === "official") return <Words text={words.readOfficial} values={{ date }} />
  return (
    <>
      {status.via === null ? words.readSecondaryMany : <Words text={words.readSecondary} values={{ source: status.via }} />}
      {" · "}
      <Words text={words.checked} values={{ date }} />
    </>
  )
}

/** How one figure was checked, on the day the site was built (`today`, from `site.siteMetadata.buildDate`). */
export function ReviewStatus({ figure, today }: { figure: Checked; today: string }) {
  return <StatusWords status={reviewStatus(figure, today)} />
}
