import type { GatsbySSR } from "gatsby"
import { PRELOADED_FONTS } from "./src/styles/font-files"
import { fallbackFaceCss } from "./gatsby/lib/font-fallback-faces"
import { imageHeadFor } from "./src/framework/image-head"

/** The metric-matched fallback faces (src/shared/font-fallbacks.ts), worked out once per build. */
const FALLBACK_FACES = fallbackFaceCss()

export { wrapRootElement, wrapPageElement } from "./src/wrappers"
export { replaceRenderer } from "./src/framework/emotion-ssr"

/**
 * Site-wide head links: font preloads, the fallback fonts' faces, icons, the RSS feed and the sitemap index. No web
 * app manifest: Chromium fetches one as soon as the head names it, beside the preloaded fonts, and Lighthouse's
 * simulated LCP counted that request (150 ms more on every template, on 30 November 2026). With `display: browser` it
 * made nothing installable; a phone's home-screen shortcut takes the title and the touch icon without it.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    ...PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-fallbacks" dangerouslySetInnerHTML={{ __html: FALLBACK_FACES }} />,
    <link key="icon-ico" rel="icon" href="/favicon.ico" sizes="48x48" />,
    <link key="icon-svg" rel="icon" href="/icon.svg" type="image/svg+xml" />,
    <link key="apple" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="rss" rel="alternate" type="application/rss+xml" title="Solvix Blog" href="/rss.xml" />,
    <meta key="theme" name="theme-color" content="#0c2a4d" />,
  ])
}

/** gatsby-plugin-image's head tags only where the page shows one of its images (src/framework/image-head.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(imageHeadFor(pathname, getHeadComponents()))
}
