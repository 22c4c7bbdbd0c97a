import * as React from "react"
import { HeadTags } from "../framework/head-tags"
import { useSiteFacts } from "../hooks/use-site-facts"
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath } from "../shared/social-card-path"

export interface SeoProps {
  /** The page's own title; the site name is appended unless `fullTitle` is set. */
  title: string
  description: string
  /** The page path, e.g. /about; the canonical URL is the site URL plus this path. */
  path: string
  fullTitle?: boolean
  noindex?: boolean
  type?: "website" | "article"
  /** The share image; without one, the page's generated social card (see src/shared/social-card-path.ts); null for none. */
  image?: { url: string; width: number; height: number; alt: string } | null
  /** The page whose social card stands for this one, when not `path` (the not-found page uses a generic card). */
  cardPath?: string
  /** Structured data: one JSON-LD object or several. */
  jsonLd?: object | object[]
  children?: React.ReactNode
}

/** The canonical URL of a path: no trailing slash except the site root. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`
  return clean === "/" ? `${siteUrl}/` : `${siteUrl}${clean}`
}

/** The one owner of every head tag, through react-helmet (see HeadTags). Every page renders exactly one. */
export function Seo({ title, description, path, fullTitle = false, noindex = false, type = "website", image: givenImage, cardPath, jsonLd, children }: SeoProps) {
  const facts = useSiteFacts()
  const url = canonicalUrl(facts.siteUrl, path)
  const pageTitle = fullTitle ? title : `${title} | ${facts.name}`
  const image = givenImage !== undefined ? givenImage : { url: socialCardPath(cardPath ?? path), width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, alt: pageTitle }
  const imageUrl = image ? (image.url.startsWith("http") ? image.url : `${facts.siteUrl}${image.url}`) : null
  const data = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]
  return (
    <HeadTags htmlAttributes={{ lang: "en" }}>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta name="robots" content={noindex ? "noindex, follow" : "index, follow, max-image-preview:large"} />
      <meta property="og:site_name" content={facts.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_SG" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
      {data.map((item, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(item)}
        </script>
      ))}
      {children}
    </HeadTags>
  )
}
