/**
 * Whether a job opening still takes applications on the day the site is built (`today`, YYYY-MM-DD): through its
 * `validThrough` day, closed after. A closed opening is built as closed (its page says so, without JobPosting
 * data) and left out of the careers list and the sitemap; it never fails a build. The build (sitemap) and the
 * templates both decide with this one rule.
 */
export const jobIsOpen = (job: { validThrough: string }, today: string): boolean => job.validThrough >= today
