import { onDemandPreloadable } from "../../framework/on-demand"
import { shellHydrated } from "../../framework/mdx-body"

/* eslint-disable @typescript-eslint/no-require-imports -- the server renders them at once; webpack leaves the require out of the browser bundle */
/**
 * Parts that pages show after their text, each a chunk of its own (src/framework/on-demand.tsx): a page's
 * questions (native disclosures, which open and close without script) and its cards of other pages (links). The
 * server renders them at once; on the first page the browser keeps that HTML until their code has arrived, so
 * they are not in the JavaScript a page loads before it hydrates. When the app moves to a page that shows them,
 * this module has been loaded with that page's template (on a link's hover) and fetched them then, as
 * src/features/home/home.tsx does for the home page's sections.
 */
export const faqList = onDemandPreloadable(__SSR__ ? (require("./faq-list") as typeof import("./faq-list")).FaqList : null, () => import("./faq-list").then((m) => m.FaqList))
export const cardGrid = onDemandPreloadable(__SSR__ ? (require("./cards") as typeof import("./cards")).CardGrid : null, () => import("./cards").then((m) => m.CardGrid))
export const hubCardGrid = onDemandPreloadable(__SSR__ ? (require("./hub-cards") as typeof import("./hub-cards")).HubCardGrid : null, () => import("./hub-cards").then((m) => m.HubCardGrid))
/* eslint-enable @typescript-eslint/no-require-imports */
if (!__SSR__ && shellHydrated()) {
  void faqList.preload()
  void cardGrid.preload()
  void hubCardGrid.preload()
}

/** FaqList (./faq-list.tsx), on demand. */
export const FaqList = faqList.Component
/** CardGrid (./cards.tsx), on demand. */
export const CardGrid = cardGrid.Component
/** HubCardGrid (./hub-cards.tsx), on demand: the cards' icons come with it. */
export const HubCardGrid = hubCardGrid.Component
