import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import type { PagefindApi } from "../pagefind"
import type { SiteTerms } from "../../../shared/search-terms"

/* When the search index loads (use-site-search.ts): for a query at once, else at the visitor's first act. */

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Hook = typeof import("../use-site-search")

/** The hook afresh, with a page on which the visitor has not acted yet (src/lib/first-act.ts). */
function fresh(): Hook["useSiteSearch"] {
  let hook!: Hook
  /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules, as a page's browser loads them */
  jest.isolateModules(() => {
    jest.doMock("react", () => React)
    hook = require("../use-site-search") as Hook
  })
  /* eslint-enable @typescript-eslint/no-require-imports */
  return hook.useSiteSearch
}

const api: PagefindApi = { options: async () => undefined, init: async () => undefined, preload: async () => undefined, search: async () => ({ results: [] }) }
const noTerms = (): Promise<SiteTerms> => Promise.reject(new Error("no word list in this test"))

function mount(useSiteSearch: Hook["useSiteSearch"], query: string, load: () => Promise<PagefindApi>) {
  function Probe({ q }: { q: string }) {
    return <p>{useSiteSearch(q, load, noTerms).index}</p>
  }
  const container = document.createElement("div")
  const root = createRoot(container)
  act(() => root.render(<Probe q={query} />))
  return { container, rerender: (q: string) => act(() => root.render(<Probe q={q} />)), unmount: () => act(() => root.unmount()) }
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe("the search index", () => {
  it("is not loaded as the page opens with no query, but at the visitor's first act (a key, a tap)", async () => {
    const load = jest.fn(async () => api)
    const { container, unmount } = mount(fresh(), "", load)
    await settle()
    expect(load).not.toHaveBeenCalled()
    expect(container.textContent).toBe("loading")
    await act(async () => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "i" })))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe("ready")
    unmount()
  })

  it("is loaded at once for a query in the address (?q=), before any act", async () => {
    const load = jest.fn(async () => api)
    const { container, unmount } = mount(fresh(), "indonesia", load)
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe("ready")
    unmount()
  })

  it("stays wanted when the query is cleared before any act: the load under way still lands (back to the empty search)", async () => {
    let arrive!: (api: PagefindApi) => void
    const load = jest.fn(() => new Promise<PagefindApi>((resolve) => (arrive = resolve)))
    const { container, rerender, unmount } = mount(fresh(), "indonesia", load)
    await settle()
    rerender("")
    await act(async () => arrive(api))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe("ready")
    unmount()
  })
})
