import { CHANGE_LOG_SINCE, STATUTORY_CHANGES_PATH, changeAnchor, type RateLine, type WagePlace } from "../../data/statutory"
import { placeChangeAnchor } from "../../data/figure-log"

/**
 * Where a calculator line's "Changes" link goes: the line's own entry in the statutory change log when its
 * figure applies from the log's start date on (a content test guarantees such an entry exists), else the log.
 */
export function changeLogHref(countryCode: string, line: Pick<RateLine, "id" | "appliesFrom">): string {
  return line.appliesFrom >= CHANGE_LOG_SINCE ? `${STATUTORY_CHANGES_PATH}#${changeAnchor(countryCode, line.id, line.appliesFrom)}` : STATUTORY_CHANGES_PATH
}

/** Where a place's minimum wage links in the change log: its entry (its own, or the country's of that day), else the log. */
export function placeChangeHref(countryCode: string, place: Pick<WagePlace, "id" | "appliesFrom">, anchors: ReadonlySet<string>): string {
  const anchor = placeChangeAnchor(countryCode, place, anchors)
  return anchor ? `${STATUTORY_CHANGES_PATH}#${anchor}` : STATUTORY_CHANGES_PATH
}
