import { TextDecoder, TextEncoder } from "node:util"
import type * as ReactModule from "react"

/*
 * An MDX page's body as gatsby/loaders/mdx-body-loader.cjs hands it to the page: the server renders it inside a
 * Suspense boundary; in the browser the first page's body comes later, as a chunk of its own, and the server's
 * HTML stays as it is until then; a page shown later has its body at once.
 */

// react-dom/server's browser build (what jsdom resolves) needs these, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder, IS_REACT_ACT_ENVIRONMENT: true })

type Components = Record<string, ReactModule.ComponentType<never> | string>
type Body = ReactModule.ComponentType<Record<string, unknown> & { components?: Components }>

/* eslint-disable @typescript-eslint/no-require-imports -- each page load gets fresh modules (the body's flags are per load), React included */
/** The modules of one page load: React, its renderers and ours, fresh (their flags are per load). */
function pageLoad() {
  jest.resetModules()
  return {
    React: require("react") as typeof ReactModule,
    client: require("react-dom/client") as typeof import("react-dom/client"),
    server: require("react-dom/server") as typeof import("react-dom/server"),
    body: require("../mdx-body") as typeof import("../mdx-body"),
    hydration: require("../hydration") as typeof import("../hydration"),
    deferred: require("../deferred-hydration") as typeof import("../deferred-hydration"),
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** A compiled MDX body draws its elements with the components it is handed, as MDX does. */
function articleOf(React: typeof ReactModule): Body {
  return ({ components = {} }) => React.createElement("article", null, React.createElement("h2", null, "Payroll in Vietnam"), React.createElement(components["p"] ?? "p", null, "Social insurance is paid monthly."))
}

/** The writers' components the body uses (the loader appends them to its module): here, a paragraph with a class of its own. */
function componentsOf(React: typeof ReactModule): Components {
  return { p: ({ children }: { children?: ReactModule.ReactNode }) => React.createElement("p", { className: "prose" }, children) }
}

function page({ React, deferred }: ReturnType<typeof pageLoad>, Content: Body) {
  return React.createElement(deferred.DeferredHydration, null, React.createElement("header", null, "Header"), React.createElement(Content))
}

afterEach(() => {
  delete document.documentElement.dataset["hydrated"]
  document.body.innerHTML = ""
})

describe("the body of an MDX page", () => {
  it("keeps the server's HTML until its chunk has arrived, then hydrates it, and only then says the page has hydrated", async () => {
    const server = pageLoad()
    const html = server.server.renderToString(page(server, server.body.serverMdxBody(articleOf(server.React), componentsOf(server.React))))
    expect(html).toContain('<p class="prose">Social insurance is paid monthly.</p>')

    const browser = pageLoad()
    const { act } = browser.React
    let arrive!: (module: { default: Body; components: Components }) => void
    const load = jest.fn(() => new Promise<{ default: Body; components: Components }>((resolve) => (arrive = resolve)))
    const Content = browser.body.browserMdxBody(load, null)
    const container = document.createElement("div")
    container.innerHTML = html
    document.body.appendChild(container)
    const paragraph = container.querySelector("p")
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})

    await act(async () => {
      browser.client.hydrateRoot(container, page(browser, Content))
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(browser.hydration.shellHydrated()).toBe(true)
    expect(container.querySelector("p")).toBe(paragraph)
    expect(container.textContent).toBe("HeaderPayroll in VietnamSocial insurance is paid monthly.")
    expect(document.documentElement.dataset["hydrated"]).toBeUndefined()

    await act(async () => {
      arrive({ default: articleOf(browser.React), components: componentsOf(browser.React) })
    })
    expect(container.querySelector("p")).toBe(paragraph)
    expect(paragraph?.className).toBe("prose")
    expect(document.documentElement.dataset["hydrated"]).toBe("true")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("says a page has hydrated when its template does not show the body (a blog category page)", async () => {
    const browser = pageLoad()
    const { React, act } = { React: browser.React, act: browser.React.act }
    browser.body.browserMdxBody(() => new Promise(() => {}), null)
    const html = browser.server.renderToString(React.createElement(browser.deferred.DeferredHydration, null, React.createElement("p", null, "Articles on compliance")))
    const container = document.createElement("div")
    container.innerHTML = html
    document.body.appendChild(container)
    await act(async () => {
      browser.client.hydrateRoot(container, React.createElement(browser.deferred.DeferredHydration, null, React.createElement("p", null, "Articles on compliance")))
    })
    expect(document.documentElement.dataset["hydrated"]).toBe("true")
  })

  it("is there at once on a page shown after the first one", async () => {
    const later = pageLoad()
    const Content = later.body.browserMdxBody(() => Promise.reject(new Error("not loaded again")), { default: articleOf(later.React), components: componentsOf(later.React) })
    const container = document.createElement("div")
    const root = later.client.createRoot(container)
    later.React.act(() => root.render(later.React.createElement(Content)))
    expect(container.innerHTML).toBe('<article><h2>Payroll in Vietnam</h2><p class="prose">Social insurance is paid monthly.</p></article>')
    await expect(later.hydration.bodyHydrated()).resolves.toBeUndefined()
    later.React.act(() => root.unmount())
  })
})
