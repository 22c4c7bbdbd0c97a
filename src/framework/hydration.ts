/**
 * How far the first page's hydration has come: the one place that knows. The page shell marks itself hydrated
 * (src/framework/deferred-hydration.tsx); an MDX page's body, which hydrates on its own, says when it has
 * (src/framework/mdx-body.tsx); `<html data-hydrated>` waits for both. A module that loads after the shell has
 * hydrated belongs to a page the app moves to: an MDX body is then awaited before the page shows
 * (gatsby/loaders/mdx-body-loader.cjs), and parts marked `withModule` are fetched at once (src/framework/parts.tsx).
 * Nothing here runs when it is imported.
 */
let shellDone = false
let bodyPending: Promise<void> | null = null
let bodyDone: () => void = () => {}

/** True once the first page's shell has hydrated. */
export const shellHydrated = (): boolean => shellDone
export function markShellHydrated(): void {
  shellDone = true
}

/** The first page shows a body on demand: `bodyHydrated()` waits for `markBodyHydrated()` from now on. */
export function expectBody(): void {
  bodyPending ??= new Promise<void>((resolve) => {
    bodyDone = resolve
  })
}
export const markBodyHydrated = (): void => bodyDone()

/** Resolves when the first page's body has hydrated (at once when it has no body on demand). */
export const bodyHydrated = (): Promise<void> => bodyPending ?? Promise.resolve()
