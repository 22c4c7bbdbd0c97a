/**
 * In-app navigation to an old path goes straight to its new page. Gatsby's own browser redirect rewrites
 * the target but still loads the old path's resources, which fails and falls back to a full load without
 * the query and hash; resolving the redirect before Gatsby's navigate() avoids that.
 */
export type RedirectMap = Readonly<Record<string, string>>

export function applyRedirect(to: string, redirects: RedirectMap): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(to)
  if (!match) return to
  const [, pathname = "", search = "", hash = ""] = match
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname
  const target = redirects[key]
  return target ? `${target}${search}${hash}` : to
}

type Navigate = (to: string | number, options?: object) => void
type NavigateHost = { ___navigate?: Navigate }

/**
 * Wraps window.___navigate (what Gatsby's Link and navigate() call) from the moment Gatsby assigns it,
 * so even the first click after load resolves redirects. Installed once, in onClientEntry.
 */
export function installRedirectingNavigate(win: NavigateHost, redirects: RedirectMap): void {
  const wrap = (fn: Navigate | undefined): Navigate | undefined => fn && ((to, options) => fn(typeof to === "string" ? applyRedirect(to, redirects) : to, options))
  let current = wrap(win.___navigate)
  Object.defineProperty(win, "___navigate", {
    configurable: true,
    get: () => current,
    set: (fn: Navigate | undefined) => {
      current = wrap(fn)
    },
  })
}
