import * as React from "react"
import { Writable } from "stream"
import { renderToPipeableStream } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { loadParts } from "./parts"
import { noteImages } from "./image-head"
import { CACHE_OPTIONS, SERVER_STYLES } from "./emotion-cache"

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
 * Server rendering with Emotion's styles in the head. Emotion's default server output puts a `<style>` before each
 * styled element, which HTML does not allow in most places (inside `<ul>`, `<button>`, before `<summary>`...).
 * @emotion/server's documented API instead (createEmotionServer turns that output off, `extractCriticalToChunks`
 * collects the rules the HTML uses): they go into `<head>`, `<style data-server-styles="css">` for class rules
 * (the browser reads their ids off their selectors) and `"css-global <name>"` for each `<Global>`, where the
 * browser takes them over without inserting them again and without moving their tags
 * (src/framework/emotion-cache.tsx). An empty chunk writes no tag.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents, pathname }) => {
  // Every part the page may show, loaded first: the render never suspends (src/framework/parts.tsx).
  await loadParts()
  const cache = createCache(CACHE_OPTIONS)
  const server = createEmotionServer(cache)
  const { html, styles } = server.extractCriticalToChunks(await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  replaceBodyHTMLString(html)
  noteImages(pathname, html)
  setHeadComponents(
    styles
      .filter(({ css }) => css !== "")
      .map(({ key, ids, css }) => {
        const id = key === cache.key ? key : `${key} ${ids.join(" ")}`
        return <style key={id} {...{ [SERVER_STYLES]: id }} dangerouslySetInnerHTML={{ __html: css }} />
      }),
  )
}
