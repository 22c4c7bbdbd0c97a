import * as React from "react"
import { Header } from "./header/header"
import { ContactFallback } from "./contact-button"
import { part } from "../framework/parts"
import { useSiteFacts } from "../hooks/use-site-facts"

/** Below every page and kept across pages: its code loads at the visitor's first act (src/framework/parts.tsx). */
const { Footer } = part(() => import("./footer"), ["Footer"], { afterFirstAct: true })
/** Drawn only while a move to another page waits for its code or data (gatsby-browser's onRouteUpdateDelayed), which an act starts. */
const { RouteSpinner } = part(() => import("./spinner"), ["RouteSpinner"], { afterFirstAct: true })
/** Only on previews, while company facts wait for confirmation (a release build never has any): its code too. */
const { UnconfirmedNotice } = part(() => import("./unconfirmed-notice"), ["UnconfirmedNotice"])

/**
 * The shell around every page (mounted by wrapPageElement): skip link, header, main, footer. `<main>` is
 * the region the site search indexes (data-pagefind-body); header, footer and popups stay out of it.
 */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const preview = useSiteFacts().unconfirmed.length > 0
  return (
    <div css={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <a
        href="#main"
        css={(t) => ({
          position: "absolute",
          left: t.space.md,
          top: -100,
          zIndex: 100,
          padding: `${t.space.xs} ${t.space.md}`,
          background: t.colors.navy,
          color: t.colors.white,
          borderRadius: t.radii.sm,
          "&:focus": { top: t.space.xs, color: t.colors.white },
        })}
      >
        Skip to content
      </a>
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1} data-copy-protect="" data-pagefind-body="" css={{ flex: 1, outline: "none" }}>
        {children}
      </main>
      {preview && <UnconfirmedNotice />}
      <Footer />
      <RouteSpinner />
      <ContactFallback />
    </div>
  )
}
