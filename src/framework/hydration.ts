/**
 * How far the first page's hydration has come: the one place that knows. The page shell marks itself hydrated
 * (src/framework/deferred-hydration.tsx); an MDX page's body hydrates on its own (src/framework/mdx-body.tsx):
 *  - in a build, at the visitor's first act: `<html data-hydrated>` marks the shell, and `<html data-body>` says
 *    "waiting" until the body has hydrated, then "hydrated";
 *  - under `gatsby develop`, which draws the page in the browser, at once: `<html data-hydrated>` waits for both.
 * A module that loads after the shell has hydrated belongs to a page the app moves to: an MDX body is then awaited
 * before the page shows (gatsby/loaders/mdx-body-loader.cjs), and parts marked `withModule` are fetched at once
 * (src/framework/parts.tsx). Nothing here runs when it is imported.
 */
let shellDone = false
let bodyPending: Promise<void> | null = null
let bodyDone: () => void = () => {}
let bodyAtFirstAct = false
let bodyAtFirstActDone = false

/** True once the first page's shell has hydrated. */
export const shellHydrated = (): boolean => shellDone
export function markShellHydrated(): void {
  shellDone = true
}

/** The first page shows a body at once: `bodyHydrated()` waits for `markBodyHydrated()` from now on. */
export function expectBody(): void {
  bodyPending ??= new Promise<void>((resolve) => {
    bodyDone = resolve
  })
}
export const markBodyHydrated = (): void => bodyDone()

/** Resolves when the first page's body has hydrated (at once when it has no body shown at once). */
export const bodyHydrated = (): Promise<void> => bodyPending ?? Promise.resolve()

/** The first page shows a body that hydrates at the visitor's first act. */
export function expectBodyAtFirstAct(): void {
  bodyAtFirstAct = true
}
export function markBodyAtFirstActHydrated(): void {
  bodyAtFirstActDone = true
  document.documentElement.dataset["body"] = "hydrated"
}
/** What `<html data-body>` says once the shell has hydrated: nothing for a page without a body waiting for an act. */
export const bodyWaiting = (): boolean => bodyAtFirstAct && !bodyAtFirstActDone
