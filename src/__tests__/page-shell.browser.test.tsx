import * as React from "react"
import { TextEncoder } from "node:util"
import { hydrateRoot } from "react-dom/client"
import { act } from "@testing-library/react"
import * as browser from "../../gatsby-browser"
import { useFixtureSiteFacts } from "../test/render"

/**
 * The page shell as the browser hydrates it, through the wrappers gatsby-browser really exports
 * (docs/workarounds.md, "Sliced second hydration pass"). page-shell.server.test.tsx renders the server side.
 */
type WrapperArgs = Parameters<typeof browser.wrapPageElement>[0]

const page = () =>
  browser.wrapRootElement({
    element: browser.wrapPageElement({ element: <p>The page itself</p>, props: { location: { pathname: "/about" } } } as WrapperArgs),
  })

describe("the page shell in the browser", () => {
  it("marks <html data-hydrated> once the browser has hydrated the server HTML", async () => {
    useFixtureSiteFacts()
    const container = document.createElement("div")
    // jsdom lacks the TextEncoder that react-dom/server's browser build needs at load.
    globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only now, after TextEncoder exists (an import would load it first)
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")
    container.innerHTML = renderToString(page())
    expect(container.innerHTML).toMatch(/^<!--\$-->/)
    document.body.appendChild(container)
    await act(async () => {
      hydrateRoot(container, page())
    })
    expect(document.documentElement.dataset["hydrated"]).toBe("true")
    expect(container.textContent).toContain("The page itself")
  })

  it("sends in-app navigation to an old path straight to the new one, from the route plan's redirect map", () => {
    // jest maps the plan's map to __mocks__/browser-redirects.json: { "/old-path": "/new-path" }.
    browser.onClientEntry!({} as never, {} as never)
    const gatsbyNavigate = jest.fn()
    const host = window as unknown as { ___navigate: (to: string) => void }
    host.___navigate = gatsbyNavigate // as Gatsby's runtime assigns it after onClientEntry
    host.___navigate("/old-path?x=1#top")
    expect(gatsbyNavigate).toHaveBeenCalledWith("/new-path?x=1#top", undefined)
  })
})
