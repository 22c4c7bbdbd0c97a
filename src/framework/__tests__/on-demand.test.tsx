import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { onDemandPreloadable } from "../on-demand"

/* A page's own part below the fold (the home page's sections): loaded on demand, or ahead by preload(). */

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const Sections = ({ title }: { title: string }) => <section>{title}</section>

function mount(element: React.ReactElement) {
  const container = document.createElement("div")
  const root = createRoot(container)
  act(() => root.render(element))
  return { container, unmount: () => act(() => root.unmount()) }
}

describe("onDemandPreloadable", () => {
  it("renders at once once preloaded, so a page shown later is never empty for a moment", async () => {
    const load = jest.fn(() => Promise.resolve(Sections))
    const part = onDemandPreloadable<{ title: string }>(null, load)
    await act(() => part.preload())
    const { container, unmount } = mount(<part.Component title="Why offshore" />)
    expect(container.innerHTML).toBe("<section>Why offshore</section>")
    expect(load).toHaveBeenCalledTimes(1)
    unmount()
  })

  it("waits for its code when not preloaded, then shows it, loading it once", async () => {
    let arrive!: (component: typeof Sections) => void
    const load = jest.fn(() => new Promise<typeof Sections>((resolve) => (arrive = resolve)))
    const part = onDemandPreloadable<{ title: string }>(null, load)
    const { container, unmount } = mount(<part.Component title="Why offshore" />)
    expect(container.innerHTML).toBe("")
    await act(async () => arrive(Sections))
    expect(container.innerHTML).toBe("<section>Why offshore</section>")
    await act(() => part.preload())
    expect(load).toHaveBeenCalledTimes(1)
    unmount()
  })

  it("renders the server's component at once", () => {
    const part = onDemandPreloadable<{ title: string }>(Sections, () => Promise.reject(new Error("the server never loads")))
    const { container, unmount } = mount(<part.Component title="Why offshore" />)
    expect(container.innerHTML).toBe("<section>Why offshore</section>")
    unmount()
  })
})
