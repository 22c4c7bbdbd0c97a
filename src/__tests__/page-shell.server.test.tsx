/** @jest-environment node */
import * as React from "react"
import type { ReplaceRendererArgs } from "gatsby"
import * as ssr from "../../gatsby-ssr"
import * as browser from "../../gatsby-browser"
import { useFixtureSiteFacts } from "../test/render"

/**
 * The page shell as Gatsby renders it on the server: the wrappers and the server renderer that gatsby-ssr and gatsby-browser
 * really export (docs/workarounds.md, "Sliced second hydration pass" and "Emotion server renderer").
 */
type WrapperArgs = Parameters<typeof ssr.wrapPageElement>[0]

const page = (wrappers: typeof ssr | typeof browser) =>
  wrappers.wrapRootElement({
    element: wrappers.wrapPageElement({ element: <p>The page itself</p>, props: { location: { pathname: "/about" } } } as WrapperArgs),
  })

async function serverRender(): Promise<{ body: string; head: React.ReactNode[] }> {
  let body = ""
  const head: React.ReactNode[] = []
  const noop = () => undefined
  const args: ReplaceRendererArgs = {
    bodyComponent: page(ssr),
    replaceBodyHTMLString: (html) => {
      body = html
    },
    setHeadComponents: (c) => {
      head.push(...c)
    },
    setHtmlAttributes: noop,
    setBodyAttributes: noop,
    setPreBodyComponents: noop,
    setPostBodyComponents: noop,
    setBodyProps: noop,
    pathname: "/about",
  }
  await ssr.replaceRenderer!(args, { plugins: [] })
  return { body, head }
}

beforeEach(() => {
  useFixtureSiteFacts()
})

describe("the page shell", () => {
  it("is the same in the server render and the browser", () => {
    expect(browser.wrapRootElement).toBe(ssr.wrapRootElement)
    expect(browser.wrapPageElement).toBe(ssr.wrapPageElement)
  })

  it("server-renders the layout and the page inside a Suspense boundary, so React hydrates it in a second, sliced pass", async () => {
    const { body } = await serverRender()
    // React marks a server-rendered, resolved Suspense boundary <!--$--> … <!--/$-->.
    const boundary = /<!--\$-->([\s\S]*?)<!--\/\$-->/.exec(body)
    expect(boundary).not.toBeNull()
    expect(boundary?.[1]).toContain('<main id="main"')
    expect(boundary?.[1]).toContain("The page itself")
  })

  it("puts every Emotion rule of the shell in the head, none in the body", async () => {
    const { body, head } = await serverRender()
    expect(body).not.toContain("<style")
    // An element's Emotion class is css-<id>; the head's <style data-server-styles="css"> holds a rule for each,
    // whose selector starts with .css-<id> (the browser's cache reads the ids from there: src/framework/emotion-cache.tsx).
    const classRules = head
      .filter((h): h is React.ReactElement<{ "data-server-styles": string; dangerouslySetInnerHTML: { __html: string } }> => React.isValidElement(h))
      .filter((h) => h.props["data-server-styles"] === "css")
      .map((h) => h.props.dangerouslySetInnerHTML.__html)
      .join("")
    const headIds = [...classRules.matchAll(/\.css-([\w-]+)/g)].map((m) => m[1])
    const classes = [...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(" "))
    const bodyIds = [...new Set(classes.filter((c) => c.startsWith("css-")).map((c) => c.slice(4)))]
    expect(bodyIds.length).toBeGreaterThan(5)
    expect(bodyIds.filter((id) => !headIds.includes(id))).toEqual([])
  })
})
