import * as React from "react"
import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"

/**
 * Emotion's rules of the server render stay where the server put them. The server writes them into `<head>`
 * (src/framework/emotion-ssr.tsx) as `<style data-server-styles="<key>">` for class rules and
 * `<style data-server-styles="<key>-global <name>">` for each `<Global>`, under an attribute Emotion does not look
 * for: Emotion's browser cache moves every `<style data-emotion>` it finds to the end of `<head>`, twice
 * (createCache, then its sheet's `hydrate`), and `<Global>` moves its own once more. Each move makes the browser
 * drop the sheet, parse it again and recalculate the style of every element its rules could match: 45–85 ms at
 * Lighthouse's 4× CPU on an article, in the tasks that start the app (docs/workarounds.md). Instead the browser's
 * cache is told which rules the page already has (`inserted`, part of EmotionCache's documented type), read off
 * the rules' selectors, each of which starts with `.<key>-<id>` and names no other of Emotion's classes
 * (scripts/check/check-build.mjs checks every page), so the page does not carry the ids twice; and the global
 * styles, which never change, are left to the server's tag.
 */
export const SERVER_STYLES = "data-server-styles"

/**
 * Emotion's cache options, the server's and the browser's. No stylis plugins: Emotion's default is its vendor
 * prefixer, which wrote `display:-webkit-box;display:-webkit-flex;display:-ms-flexbox` before every `display:flex`
 * and the like, for browsers older than any the site supports (Gatsby's browserslist: Chrome 109, Safari 18.5).
 * That was 29% of the server's rules on a page (6.3 of 22.0 KB on a role page, 318 B gzipped) and work for every
 * rule the browser inserts. Where a property still needs a prefix, the rule writes it (`-webkit-user-select` in
 * src/styles/global-rules.tsx).
 */
export const CACHE_OPTIONS = { key: "css", stylisPlugins: [] }

/** A cache for the browser that counts the server's class rules as inserted, and leaves their tags alone. */
export function takeOverServerStyles(doc: Document): EmotionCache {
  const cache = createCache(CACHE_OPTIONS)
  const ruleOf = new RegExp(`\\.${cache.key}-([\\w-]+)`, "g")
  for (const node of doc.querySelectorAll(`style[${SERVER_STYLES}="${cache.key}"]`)) {
    for (const [, id] of (node.textContent ?? "").matchAll(ruleOf)) cache.inserted[id!] = true
  }
  return cache
}

/** Whether the page came with the server's global styles (not in `gatsby develop`, which renders in the browser). */
export const hasServerGlobalStyles = (doc: Document): boolean => doc.querySelector(`style[${SERVER_STYLES}^="css-global "]`) !== null

let browserCache: EmotionCache | undefined

/**
 * Wraps the app in the browser's cache. On the server it adds nothing: the server renderer provides its own cache
 * (emotion-ssr.tsx), from which it collects the rules.
 */
export function EmotionCacheProvider({ children }: { children: React.ReactNode }) {
  if (typeof document === "undefined") return <>{children}</>
  browserCache ??= takeOverServerStyles(document)
  return <CacheProvider value={browserCache}>{children}</CacheProvider>
}
