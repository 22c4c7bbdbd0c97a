import * as React from "react"
import { useParallax } from "./parallax"
import { Hero } from "./sections/hero"
import { part } from "../../framework/parts"
import type { HomeContent } from "../../types/home"
import { Proof } from "../../components/content/proof"

/**
 * The sections after the hero: on the first page their code loads after the page has hydrated
 * (src/framework/parts.tsx). When the app moves here from another page, this module runs as Gatsby loads
 * the page and fetches them at once: after a link's hover they are there by the click; on a touch screen, where
 * Gatsby loads the page on the tap, they follow the hero by one request.
 */
const { BelowFold } = part(() => import("./below-fold"), ["BelowFold"], { withModule: true })

/** The home page's sections in the order docs/behaviour.md "The home page" gives; the footer comes from the layout. */
export function Home({ content, tagline, email }: { content: HomeContent; tagline: string; email: string }) {
  const root = React.useRef<HTMLDivElement>(null)
  useParallax(root)
  return (
    <div ref={root}>
      <Hero tagline={tagline} hero={content.hero} />
      {/* Proof a buyer can check, once any is confirmed; absent until then (src/components/content/proof.tsx). */}
      <Proof id="home-proof" contained />
      <BelowFold content={content} email={email} />
    </div>
  )
}
