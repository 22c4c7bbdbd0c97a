/*
 * The visitor's first act on the page: what code that only a visitor who goes on uses waits for (the parts of
 * src/framework/parts.tsx with `afterFirstAct`, the search index).
 */
const ACTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const
let acted: Promise<void> | null = null

/**
 * Resolves at the visitor's first act on the page (a pointer moved or pressed, a touch, a key, a wheel, a scroll,
 * of the page or of anything in it; not focus, which a page may move itself, as the search page does), and at once
 * after that; or, given `orAtMs`, once that many ms have passed since the page opened, if sooner. The listeners are
 * added at the first call, in the browser only, and removed at the act.
 */
export function firstAct(orAtMs?: number): Promise<void> {
  acted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of ACTS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of ACTS) window.addEventListener(type, done, { capture: true, passive: true })
  })
  if (orAtMs === undefined) return acted
  return Promise.race([acted, new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, orAtMs - performance.now())))])
}
