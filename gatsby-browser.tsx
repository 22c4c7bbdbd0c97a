import "./src/styles/fonts/fonts.css"
import type { GatsbyBrowser } from "gatsby"
import { applyPresentationMode } from "./src/lib/presentation-mode"
import { setRouteLoading } from "./src/framework/route-loading"
import { firstAct } from "./src/lib/first-act"
import { headTagsNeeded } from "./src/framework/head-tags"
import { installRedirectingNavigate } from "./src/framework/browser-redirects"
import redirects from "@route-plan/browser-redirects"
import { needsSmoothTopScroll, scheduleSmoothTop, scrollTargetFor } from "./src/lib/scroll"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  applyPresentationMode(window)
  installRedirectingNavigate(window as Window & { ___navigate?: never }, redirects)
}

/** Before each move to another page (not the first page's render): its head tags need react-helmet (src/framework/head-tags.tsx). */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) headTagsNeeded()
}

/** Gatsby calls this when a navigation has waited about a second for the next page's code or data. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  setRouteLoading(true)
}

let cancelSmoothTop: () => void = () => {}

/**
 * At the visitor's first act on the first page (a move to another page comes after one): the card icons' drawings,
 * so a page the visitor moves to has them at once (src/components/content/card-icon.tsx).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void firstAct().then(() => import("./src/components/content/card-icon").then((m) => m.cardGlyphs.preload()))
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  setRouteLoading(false)
  cancelSmoothTop()
  if (prevLocation && needsSmoothTopScroll(location.pathname)) cancelSmoothTop = scheduleSmoothTop(window)
}

/** Every link lands at the top of its page, a link with a hash at its anchor; back/forward restore. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  if (!prevRouterProps) return true
  const action = (routerProps as { location: { action?: string } }).location.action
  const target = scrollTargetFor(routerProps.location, action)
  if (target.kind === "restore") return true
  if (target.kind === "anchor") return target.id
  return [0, 0]
}
