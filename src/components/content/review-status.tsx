import * as React from "react"
import { longDate, reviewStatus, type Dated } from "../../data/statutory"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { Words } from "./words"

/**
 * "Checked 23 November 2026", or "Due for review since 23 December 2026" once the figure's review date had passed on
 * the day the site was built (`today`, from `site.siteMetadata.buildDate`). Words from labels.figures.
 */
export function ReviewStatus({ figure, today }: { figure: Pick<Dated, "checkedOn" | "reviewBy">; today: string }) {
  const words = useSiteFacts().labels.figures
  const status = reviewStatus(figure, today)
  const date = <time dateTime={status.date}>{longDate(status.date)}</time>
  return <Words text={status.state === "overdue" ? words.overdue : words.checked} values={{ date }} />
}
