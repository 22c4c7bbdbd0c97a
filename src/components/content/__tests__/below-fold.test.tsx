import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { useFixtureSiteFacts } from "../../../test/render"

/*
 * src/components/content/below-fold.tsx in the browser bundle: the questions and cards after a page's text load
 * on demand, at the visitor's first act on the first page, and a page the app moves to later has them at once.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type BelowFold = typeof import("../below-fold")
type Hydration = typeof import("../../../framework/hydration")

/**
 * Loads below-fold.tsx afresh as the browser does, the first page's shell hydrated or not yet (this test's React,
 * so hooks work). A part's own module is imported a moment later, from the test's own modules.
 */
function loadInBrowser(shellHydrated: boolean): BelowFold {
  let loaded!: BelowFold
  /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules, as a page's browser loads them */
  jest.isolateModules(() => {
    jest.doMock("react", () => React)
    if (shellHydrated) (require("../../../framework/hydration") as Hydration).markShellHydrated()
    loaded = require("../below-fold") as BelowFold
  })
  /* eslint-enable @typescript-eslint/no-require-imports */
  return loaded
}

const faqs = [{ question: "Who employs the staff?", answer: "Our entity in the country.", group: null }]

function mount(parts: BelowFold) {
  const container = document.createElement("div")
  const root = createRoot(container)
  act(() =>
    root.render(
      <ThemeProvider theme={theme}>
        <parts.FaqList faqs={faqs} />
        <parts.CardGrid items={[{ to: "/services/payroll", title: "Payroll", text: "Pay staff on time." }]} />
        <parts.HubCardGrid pages={[{ path: "/services/hiring", title: "Hiring", summary: "Find staff." }]} action="Read about {title}" />
      </ThemeProvider>,
    ),
  )
  return { container, unmount: () => act(() => root.unmount()) }
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe("parts after a page's text, in the browser", () => {
  beforeEach(() => useFixtureSiteFacts())
  it("on the first page: wait for the visitor's first act and then their code (the server's HTML stands meanwhile), then show", async () => {
    const parts = loadInBrowser(false)
    const { container, unmount } = mount(parts)
    expect(container.textContent).toBe("")
    await settle()
    expect(container.textContent).toBe("")
    await act(async () => void window.dispatchEvent(new Event("scroll")))
    await settle()
    expect(container.textContent).toContain("Who employs the staff?")
    expect(container.textContent).toContain("Payroll")
    expect(container.textContent).toContain("Find staff.")
    unmount()
  })

  it("on a page the app moves to later: fetched as the module loads, so shown at once", async () => {
    const parts = loadInBrowser(true)
    await settle()
    const { container, unmount } = mount(parts)
    expect(container.textContent).toContain("Who employs the staff?")
    expect(container.textContent).toContain("Payroll")
    expect(container.textContent).toContain("Find staff.")
    unmount()
  })
})
