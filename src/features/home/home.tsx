import * as React from "react"
import { useParallax } from "./parallax"
import { Hero } from "./sections/hero"
import { onDemandPreloadable } from "../../framework/on-demand"
import { shellHydrated } from "../../framework/mdx-body"
import type { HomeContent } from "../../types/home"
import { Proof } from "../../components/content/proof"

/* eslint-disable @typescript-eslint/no-require-imports -- the server renders it at once; webpack leaves the require out of the browser bundle */
/**
 * The sections after the hero: on the first page their code loads after the page has hydrated
 * (src/framework/on-demand.tsx). When the app moves here from another page, this module runs as Gatsby loads
 * the page and fetches them at once: after a link's hover they are there by the click; on a touch screen, where
 * Gatsby loads the page on the tap, they follow the hero by one request.
 */
export const belowFold = onDemandPreloadable(__SSR__ ? (require("./below-fold") as typeof import("./below-fold")).BelowFold : null, () => import("./below-fold").then((m) => m.BelowFold))
/* eslint-enable @typescript-eslint/no-require-imports */
if (!__SSR__ && shellHydrated()) void belowFold.preload()
const BelowFold = belowFold.Component

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
