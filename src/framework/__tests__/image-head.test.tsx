/** @jest-environment node */
import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { imageHeadFor, noteImages } from "../image-head"

const { onRenderBody } = jest.requireActual<Required<Pick<GatsbySSR, "onRenderBody">>>("gatsby-plugin-image/gatsby-ssr")

/** The head tags gatsby-plugin-image's own onRenderBody sets, beside two of ours. */
function head(): React.ReactNode[] {
  const set: React.ReactNode[] = [<link key="icon" rel="icon" href="/favicon.ico" />]
  void onRenderBody({ setHeadComponents: (nodes: React.ReactNode[]) => set.push(...nodes) } as unknown as Parameters<typeof onRenderBody>[0], { plugins: [] })
  set.push(<meta key="theme" name="theme-color" content="#0c2a4d" />)
  return set
}
const keys = (nodes: React.ReactNode[]) => nodes.map((n) => (n as React.ReactElement).key)

describe("gatsby-plugin-image's head tags", () => {
  it("are the three tags the plugin sets", () => {
    expect(keys(head())).toEqual(["icon", "gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script", "theme"])
  })

  it("leave a page without one of the plugin's images, and nothing else does", () => {
    noteImages("/about", "<main><h1>About</h1><p>Text</p></main>")
    expect(keys(imageHeadFor("/about", head()))).toEqual(["icon", "theme"])
  })

  it("stay on a page that shows one", () => {
    noteImages("/about", '<main><div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><picture></picture></div></main>')
    expect(keys(imageHeadFor("/about", head()))).toEqual(keys(head()))
  })

  it("stay on a page the renderer did not note, and each note serves its own page once", () => {
    expect(keys(imageHeadFor("/never-rendered", head()))).toEqual(keys(head()))
    noteImages("/a", "<main></main>")
    noteImages("/b", "<main><div data-gatsby-image-wrapper></div></main>")
    expect(keys(imageHeadFor("/b", head()))).toHaveLength(5)
    expect(keys(imageHeadFor("/a", head()))).toHaveLength(2)
    expect(keys(imageHeadFor("/a", head()))).toHaveLength(5)
  })
})
