import * as React from "react"
import { Writable } from "stream"
import { renderToPipeableStream } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbySSR } from "gatsby"
import { loadParts } from "./parts"

/**
 * Render like Gatsby's own renderer: the whole tree, Suspense resolved, as one string. React 18.3's stream
 * writes the unfilled end of its 2048-byte buffer (zero bytes) whenever a multi-byte character does not fit
 * in it, so a "–" or "©" at that point comes out with U+0000 before it (React 19 fixed this); HTML never
 * holds that character, so the zeros are dropped.
 */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)
        done()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8").replaceAll("\u0000", ""))
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    })
  })
}

/**
 * Server rendering with Emotion's styles in the head. Emotion's default server output puts a `<style>`
 * before each styled element, which HTML does not allow in most places (inside `<ul>`, `<button>`, before
 * `<summary>`...). A cache in compat mode collects the rules instead; they go into `<head>` with the ids
 * Emotion's browser cache looks for, so it takes them over without inserting them again: `css <ids>` for
 * class rules, `css-global <name>` for each `<Global>` (which removes its own tag when it unmounts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  // Every part the page may show, loaded first: the render never suspends (src/framework/parts.tsx).
  await loadParts()
  const cache = createCache({ key: "css" })
  cache.compat = true
  const globals = new Set<string>()
  const insert = cache.insert
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // <Global> inserts a bare { name, styles } under no selector; class rules and keyframes carry `next`.
    if (selector === "" && !("next" in serialized)) globals.add(serialized.name)
    return insert(selector, serialized, sheet, shouldCache)
  }
  replaceBodyHTMLString(await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))

  const rules = (ids: string[]) =>
    ids
      .map((id) => cache.inserted[id])
      .filter((r): r is string => typeof r === "string")
      .join("")
  const classIds = Object.keys(cache.inserted).filter((id) => !globals.has(id))
  setHeadComponents([
    ...[...globals].map((name) => <style key={`emotion-global-${name}`} data-emotion={`css-global ${name}`} dangerouslySetInnerHTML={{ __html: rules([name]) }} />),
    <style key="emotion" data-emotion={`css ${classIds.join(" ")}`} dangerouslySetInnerHTML={{ __html: rules(classIds) }} />,
  ])
}
