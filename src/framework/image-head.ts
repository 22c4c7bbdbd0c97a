import type * as React from "react"

/**
 * gatsby-plugin-image's head tags, only on pages that show a `GatsbyImage`. The plugin's onRenderBody puts three
 * into every page (keys `gatsby-image-style`, `…-noscript`, `…-script`): the wrapper's styles, their no-script
 * variant and a module script that shows a server-rendered image once it has loaded, before React starts. A page
 * without one of its images uses none of them, yet carried them: 1.2 KB, 0.7 KB gzipped, of every page's HTML
 * (docs/workarounds.md, "gatsby-plugin-image's head tags"). Only the team's photos are `GatsbyImage`s now
 * (src/components/mdx/team.tsx), and only once the company's facts give photos.
 *
 * The server renderer (src/framework/emotion-ssr.tsx) notes whether a page's HTML holds one of the plugin's
 * images; onPreRenderHTML (gatsby-ssr.tsx), which Gatsby runs for the same page after it, drops the tags if not.
 */

/** The key prefix of the head tags gatsby-plugin-image 3.16's onRenderBody sets (its gatsby-ssr.js). */
export const IMAGE_HEAD_KEY = "gatsby-image-style"

/** What every image the plugin renders is wrapped in (its `data-gatsby-image-wrapper` attribute). */
const IMAGE_WRAPPER = "data-gatsby-image-wrapper"

const pagesWithImages = new Map<string, boolean>()

/** Records, for the page being rendered, whether its HTML holds one of the plugin's images. */
export function noteImages(pathname: string, html: string): void {
  pagesWithImages.set(pathname, html.includes(IMAGE_WRAPPER))
}

const isImageHeadTag = (node: React.ReactNode): boolean => typeof node === "object" && node !== null && "key" in node && typeof node.key === "string" && node.key.startsWith(IMAGE_HEAD_KEY)

/**
 * The page's head tags, without the plugin's when the page has none of its images. A page the renderer did not
 * note keeps them all: leaving them costs bytes, dropping them wrongly would hide a picture.
 */
export function imageHeadFor(pathname: string, head: React.ReactNode[]): React.ReactNode[] {
  const withImages = pagesWithImages.get(pathname)
  pagesWithImages.delete(pathname)
  return withImages === false ? head.filter((node) => !isImageHeadTag(node)) : head
}
