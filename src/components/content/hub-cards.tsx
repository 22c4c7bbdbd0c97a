import { fill } from "../../shared/fill"
import { CardGrid, type CardItem } from "./cards"
import { CardIcon } from "./card-icon"

/** What a hub card is made from: a page's path, title, summary (or description) and frontmatter icon name. */
export interface HubPage {
  path: string
  title: string
  summary?: string | null
  description?: string
  icon?: string | null
}

/** A card's icon from a frontmatter name (src/shared/card-icons.ts), or none. */
export const cardIcon = (name: string | null | undefined) => (name ? <CardIcon name={name} /> : null)

/** Hub cards: the page's icon, its summary, and a link that names the page (`action` says {title}). */
export const hubCards = (items: readonly HubPage[] = [], action: string): CardItem[] => items.map((i) => ({ to: i.path, title: i.title, text: i.summary ?? i.description ?? null, icon: cardIcon(i.icon), action: fill(action, { title: i.title }) }))

/** A grid of hub cards (`compact`, as CardGrid), made from the pages themselves. */
export function HubCardGrid({ pages, action, compact = false }: { pages: readonly HubPage[]; action: string; compact?: boolean }) {
  return <CardGrid items={hubCards(pages, action)} compact={compact} />
}
