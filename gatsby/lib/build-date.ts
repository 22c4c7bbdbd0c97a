import { isIsoDate } from "../../src/data/statutory"

/**
 * The day of the build (YYYY-MM-DD, UTC). It decides what the pages say about dates: a statutory figure past its
 * `reviewBy` shows as "due for review", a job past its `validThrough` is built as closed. A build is the only
 * place that reads the clock for this; pages get the date through `site.siteMetadata.buildDate` and tests pass
 * their own. SOLVIX_BUILD_DATE sets it, for a reproducible build or to see what a later build will say.
 */
export function buildDate(env: Readonly<Record<string, string | undefined>>, now: Date = new Date()): string {
  const fixed = env["SOLVIX_BUILD_DATE"]
  if (fixed === undefined || fixed === "") return now.toISOString().slice(0, 10)
  if (!isIsoDate(fixed)) throw new Error(`SOLVIX_BUILD_DATE must be a date as YYYY-MM-DD, not ${JSON.stringify(fixed)}`)
  return fixed
}
