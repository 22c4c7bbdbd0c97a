/**
 * Where a page's social card lives and how big it is: the one mapping shared by the build step that draws
 * the cards (gatsby/post-build/social-cards.ts) and the Seo component that points og:image at them.
 */

export const SOCIAL_CARD_WIDTH = 1200
export const SOCIAL_CARD_HEIGHT = 630

/** The folder under public/ (and the URL prefix) that holds every card. */
export const SOCIAL_CARD_DIR = "og"

/** The page whose card the not-found page shows: a generic one, since a 404 can be at any address. */
export const NOT_FOUND_CARD_PAGE = "/404"

/**
 * The site-relative URL of a page's card: `/` → `/og/index.png`, `/resources/blog/x` → `/og/resources/blog/x.png`.
 * A trailing slash, a query or a hash does not change the card.
 */
export function socialCardPath(pagePath: string): string {
  const bare = pagePath.replace(/[?#].*$/, "").replace(/^\/+|\/+$/g, "")
  return `/${SOCIAL_CARD_DIR}/${bare === "" ? "index" : bare}.png`
}
