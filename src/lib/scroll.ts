/** Where the page goes after a navigation: to the anchor of a hash link, otherwise to the top. */
export const HOW_IT_WORKS_PATH = "/how-it-works"
export const HOW_IT_WORKS_SCROLL_DELAY_MS = 100

export type ScrollTarget = { kind: "top" } | { kind: "anchor"; id: string } | { kind: "restore" }

export function scrollTargetFor(location: { hash: string }, action: string | undefined): ScrollTarget {
  if (action === "POP") return { kind: "restore" }
  const id = decodeURIComponent(location.hash.replace(/^#/, ""))
  return id ? { kind: "anchor", id } : { kind: "top" }
}

export const needsSmoothTopScroll = (pathname: string): boolean => pathname.replace(/\/+$/, "") === HOW_IT_WORKS_PATH

/** After landing on /how-it-works, scroll smoothly to the top after 100 ms. Returns a cancel function. */
export function scheduleSmoothTop(win: Window, delay = HOW_IT_WORKS_SCROLL_DELAY_MS): () => void {
  const timer = win.setTimeout(() => win.scrollTo({ top: 0, behavior: "smooth" }), delay)
  return () => win.clearTimeout(timer)
}
