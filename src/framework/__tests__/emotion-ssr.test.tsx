/** @jest-environment node */
import * as React from "react"
import { Global } from "@emotion/react"
import { renderToStaticMarkup } from "react-dom/server"
import type { ReplaceRendererArgs } from "gatsby"
import { replaceRenderer } from "../emotion-ssr"

async function renderPage(body: React.ReactElement) {
  let html = ""
  let head: React.ReactNode[] = []
  const noop = () => undefined
  const args: ReplaceRendererArgs = {
    bodyComponent: body,
    replaceBodyHTMLString: (s) => {
      html = s
    },
    setHeadComponents: (c) => {
      head = head.concat(c)
    },
    setHtmlAttributes: noop,
    setBodyAttributes: noop,
    setPreBodyComponents: noop,
    setPostBodyComponents: noop,
    setBodyProps: noop,
    pathname: "/",
  }
  await replaceRenderer!(args, { plugins: [] })
  return { html, head: renderToStaticMarkup(<>{head}</>) }
}

describe("Emotion server rendering", () => {
  const Page = ({ colour }: { colour: string }) => (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <ul>
        <li css={{ color: colour }}>One</li>
      </ul>
      <details>
        <summary css={{ fontWeight: 700 }}>More</summary>
      </details>
    </>
  )

  it("keeps <style> out of the body and puts every rule in the head, under the ids the browser takes over", async () => {
    const { html, head } = await renderPage(<Page colour="red" />)
    expect(html).not.toContain("<style")
    expect(html).toMatch(/<ul><li class="css-[\w-]+">One<\/li><\/ul><details><summary class="css-[\w-]+">/)
    // The class is css-<id>(-<label> in development); the head's tag holds its rule, from which the browser reads the id.
    const className = html.match(/<li class="(css-[\w-]+)"/)?.[1]
    expect(head).toMatch(new RegExp(`<style data-server-styles="css">[^<]*\\.${className}\\{color:red;\\}`))
    expect(head).toMatch(/<style data-server-styles="css-global [\w-]+">body\{margin:0;\}<\/style>/)
    // Not under Emotion's own attribute, which would make its browser cache move the tags (emotion-cache.tsx); no empty tag.
    expect(head).not.toContain("data-emotion")
    expect(head).not.toMatch(/<style[^>]*><\/style>/)
  })

  it("writes the rules as given, with no vendor prefixes for browsers older than the site supports", async () => {
    const { head } = await renderPage(<p css={{ display: "flex", alignItems: "center", position: "sticky", userSelect: "none", WebkitUserSelect: "none" }}>x</p>)
    expect(head).toMatch(/\{display:flex;align-items:center;position:sticky;user-select:none;-webkit-user-select:none;\}/)
    expect(head).not.toMatch(/-webkit-box|-ms-flex|-webkit-sticky|-moz-/)
  })

  it("leaves no U+0000 where a multi-byte character meets the end of React's 2048-byte stream buffer", async () => {
    // Three 600-character paragraphs, then a dash that straddles byte 2048 for some padding between 15 and 20.
    for (let pad = 15; pad <= 20; pad++) {
      const text = `${"a".repeat(200 + pad)}–`
      const { html } = await renderPage(
        <div>
          <p>{"a".repeat(600)}</p>
          <p>{"a".repeat(600)}</p>
          <p>{"a".repeat(600)}</p>
          <p>{text}</p>
        </div>,
      )
      expect(html).not.toContain("\u0000")
      expect(html).toContain(`<p>${text}</p>`)
    }
  })

  it("starts each page with an empty cache: a page's head holds only its own rules", async () => {
    await renderPage(<Page colour="red" />)
    const { head } = await renderPage(<Page colour="blue" />)
    expect(head).toContain("color:blue")
    expect(head).not.toContain("color:red")
  })
})
