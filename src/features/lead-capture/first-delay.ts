/*
 * The popup's first delay on its own, for the shell (src/wrappers.tsx), which every page loads first: importing
 * timing.ts there would put all of its rules in that script instead of the popup's own chunk.
 */
/** How long after the first page opened the popup shows at the soonest (timing.ts). */
export const FIRST_DELAY_MS = 10_000
/** By when, after the first page opened, the popup's code is fetched if the visitor has not acted. */
export const CODE_BY_MS = FIRST_DELAY_MS - 3_000
