import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The image's size in whole pixels, for `width` and `height`. FULL_WIDTH data gives only its shape (width 1, height
 * the ratio), which HTML does not accept there: the widest file the plugin made sets it.
 */
export function pixelSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height }
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w\b/g)].map((m) => Number(m[1]))
  const widest = widths.length > 0 ? Math.max(...widths) : 1000
  return { width: widest, height: Math.round((widest * image.height) / image.width) }
}

/**
 * An article's cover: the sizes and formats gatsby-plugin-image made at build time (its `gatsbyImageData`), as a
 * plain `<picture>`. The image is in the page's HTML, so nothing about it needs a script. It loads lazily: the
 * cover is generated art that says nothing the text does not, and what a phone paints first is the title. Fetched
 * at once, it was the one request beside the fonts before the first paint, and Lighthouse's simulated LCP counts
 * every such request: articles measured 1.28× the plain reference page, 1.21× since (issue 33). The browser fetches
 * it once the first layout puts its box near the viewport.
 * `GatsbyImage` would also fetch its client renderer (a 21 KiB chunk with react-dom/server) on every article
 * (docs/workarounds.md, "gatsby-plugin-image's lazy-hydrate chunk"). The box is reserved by `width` and `height`,
 * and the placeholder's dominant colour fills it until the image arrives. A `css` prop given to it styles the `<img>`.
 */
export function CoverPicture({ image, alt, className }: { image: IGatsbyImageData; alt: string; className?: string }) {
  const { sources = [], fallback } = image.images
  const { width, height } = pixelSize(image)
  return (
    <picture css={{ display: "block" }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
        css={{ display: "block", width: "100%", height: "auto", backgroundColor: image.backgroundColor }}
      />
    </picture>
  )
}
