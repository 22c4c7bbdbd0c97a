import * as React from "react"
import { ThemeProvider } from "@emotion/react"
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby"
import { theme } from "./styles/theme"
import { GlobalStyles } from "./styles/global-styles"
import { ToastProvider } from "./components/toast"
import { Layout } from "./components/layout"
import { DeferredHydration } from "./framework/deferred-hydration"
import { EmotionCacheProvider } from "./framework/emotion-cache"
import { ContactPopupProvider } from "./features/contact/contact-popup"
import { part } from "./framework/parts"
import { CODE_BY_MS } from "./features/lead-capture/first-delay"

/**
 * Shows nothing until its timing rules say so (10 s after the first page opened at the soonest): its code loads at the
 * visitor's first act, or 3 s before the popup could first be due (src/framework/parts.tsx, `afterFirstAct`).
 */
const { LeadCapture } = part(() => import("./features/lead-capture/lead-capture"), ["LeadCapture"], { afterFirstAct: CODE_BY_MS })
/**
 * When the first page opened: its navigation's start (the document's time origin) in the clock's time. The popup's
 * first delay counts from here, not from when the app's or the popup's code arrived, which on a slow phone can be
 * seconds later.
 */
const OPENED_AT = Date.now() - performance.now()

/**
 * Exported identically from gatsby-browser and gatsby-ssr, so the server HTML and the first client
 * render agree. Providers wrap the app once; the layout and the lead-capture popup wrap every page and
 * persist across navigations. The layout hydrates in a second, sliced pass (see DeferredHydration).
 */
export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return (
    <EmotionCacheProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <ToastProvider>
          <ContactPopupProvider>{element}</ContactPopupProvider>
        </ToastProvider>
      </ThemeProvider>
    </EmotionCacheProvider>
  )
}

export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const { pathname } = props.location
  return (
    <>
      <DeferredHydration>
        <Layout pathname={pathname}>{element}</Layout>
      </DeferredHydration>
      <LeadCapture pathname={pathname} openedAt={OPENED_AT} />
    </>
  )
}
