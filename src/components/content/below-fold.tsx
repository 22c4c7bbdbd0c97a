import { part } from "../../framework/parts"

/*
 * Parts that pages show after their text, each a chunk of its own (src/framework/parts.tsx): a page's
 * questions (native disclosures, which open and close without script), its cards of other pages (links) and
 * the proof a buyer can check (links). The server renders them at once; on the first page the browser keeps
 * that HTML, which works without script, and fetches their code at the visitor's first act (`afterFirstAct`),
 * so a visitor who reads only the first screen loads none of it. When the app moves to a page that shows them,
 * this module has been loaded with that page's template (on a link's hover) and fetched them then, as
 * src/features/home/home.tsx does for the home page's sections.
 */
const onDemand = { withModule: true, afterFirstAct: true }
/** FaqList (./faq-list.tsx), on demand. */
export const { FaqList } = part(() => import("./faq-list"), ["FaqList"], onDemand)
/** CardGrid (./cards.tsx), on demand. */
export const { CardGrid } = part(() => import("./cards"), ["CardGrid"], onDemand)
/** HubCardGrid (./hub-cards.tsx), on demand: the cards' icons come with it. */
export const { HubCardGrid } = part(() => import("./hub-cards"), ["HubCardGrid"], onDemand)
/** Proof (./proof.tsx), on demand: after a service or role page's text. */
export const { Proof } = part(() => import("./proof"), ["Proof"], onDemand)
