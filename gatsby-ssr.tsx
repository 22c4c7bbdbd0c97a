import type { GatsbySSR } from "gatsby"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"
export { replaceRenderer } from "./src/lib/emotion-ssr"

/**
 * Site-wide head links: icons, the web manifest and the RSS feed. No font preloads: the fonts the first paint
 * needs are inline in the global CSS (src/styles/fonts.css, README "How a page loads").
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    <link key="icon-ico" rel="icon" href="/favicon.ico" sizes="48x48" />,
    <link key="icon-svg" rel="icon" href="/icon.svg" type="image/svg+xml" />,
    <link key="apple" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/site.webmanifest" />,
    <link key="rss" rel="alternate" type="application/rss+xml" title="Solvix Blog" href="/rss.xml" />,
    <meta key="theme" name="theme-color" content="#0c2a4d" />,
  ])
}
