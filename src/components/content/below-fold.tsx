import { part } from "../../framework/parts"

/*
 * Parts that pages show after their text, each a chunk of its own (src/framework/parts.tsx): a page's
 * questions (native disclosures, which open and close without script), its cards of other pages (links) and
 * the proof a buyer can check (links). The server renders them at once; on the first page the browser keeps
 * that HTML until their code has arrived, so they are not in the JavaScript a page loads before it hydrates.
 * When the app moves to a page that shows them, this module has been loaded with that page's template (on a
 * link's hover) and fetched them then, as src/features/home/home.tsx does for the home page's sections.
 */
/** FaqList (./faq-list.tsx), on demand. */
export const { FaqList } = part(() => import("./faq-list"), ["FaqList"], { withModule: true })
/** CardGrid (./cards.tsx), on demand. */
export const { CardGrid } = part(() => import("./cards"), ["CardGrid"], { withModule: true })
/** HubCardGrid (./hub-cards.tsx), on demand: the cards' icons come with it. */
export const { HubCardGrid } = part(() => import("./hub-cards"), ["HubCardGrid"], { withModule: true })
/** Proof (./proof.tsx), on demand: after a service or role page's text. */
export const { Proof } = part(() => import("./proof"), ["Proof"], { withModule: true })
