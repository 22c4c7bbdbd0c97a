import * as React from "react"
import { ThemeProvider } from "@emotion/react"
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby"
import { theme } from "./styles/theme"
import { GlobalStyles } from "./styles/global-styles"
import { ToastProvider } from "./components/toast"
import { Layout } from "./components/layout"
import { DeferredHydration } from "./framework/deferred-hydration"
import { ContactPopupProvider } from "./features/contact/contact-popup"
import { LeadCapture } from "./features/lead-capture/lead-capture"

/**
 * Exported identically from gatsby-browser and gatsby-ssr, so the server HTML and the first client
 * render agree. Providers wrap the app once; the layout and the lead-capture popup wrap every page and
 * persist across navigations. The layout hydrates in a second, sliced pass (see DeferredHydration).
 */
export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ToastProvider>
        <ContactPopupProvider>{element}</ContactPopupProvider>
      </ToastProvider>
    </ThemeProvider>
  )
}

export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const { pathname } = props.location
  return (
    <>
      <DeferredHydration>
        <Layout pathname={pathname}>{element}</Layout>
      </DeferredHydration>
      <LeadCapture pathname={pathname} />
    </>
  )
}
