import fs from "node:fs"
import path from "node:path"
import * as React from "react"
import { act } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/* A part (src/framework/parts.tsx): loaded on demand in the browser, ahead by preload(), all at once on the server. */

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const Sections = ({ title }: { title: string }) => <section>{title}</section>
const Aside = ({ note }: { note: string }) => <aside>{note}</aside>
type Module = { Sections: typeof Sections; Aside: typeof Aside }
type Parts = typeof import("../parts")
type Hydration = typeof import("../hydration")

/** parts.tsx afresh, as a page's browser bundle loads it (this test's React, so hooks work). */
function fresh(shellHydrated = false): Parts {
  let parts!: Parts
  /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules, as a page's browser loads them */
  jest.isolateModules(() => {
    jest.doMock("react", () => React)
    if (shellHydrated) (require("../hydration") as Hydration).markShellHydrated()
    parts = require("../parts") as Parts
  })
  /* eslint-enable @typescript-eslint/no-require-imports */
  return parts
}

function mount(element: React.ReactElement) {
  const container = document.createElement("div")
  const root = createRoot(container)
  act(() => root.render(element))
  return { container, unmount: () => act(() => root.unmount()) }
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe("part", () => {
  it("names its module once and draws each export asked for, loading the module once", async () => {
    const load = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    const { Sections: OnDemand, Aside: AsideOnDemand } = fresh().part(load, ["Sections", "Aside"])
    const { container, unmount } = mount(
      <>
        <OnDemand title="Why offshore" />
        <AsideOnDemand note="Four countries" />
      </>,
    )
    expect(container.innerHTML).toBe("")
    await settle()
    expect(container.innerHTML).toBe("<section>Why offshore</section><aside>Four countries</aside>")
    expect(load).toHaveBeenCalledTimes(1)
    unmount()
  })

  it("renders at once once preloaded, so a page shown later is never empty for a moment", async () => {
    const load = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    const section = fresh().part(load, ["Sections"])
    await act(() => section.preload())
    const { container, unmount } = mount(<section.Sections title="Why offshore" />)
    expect(container.innerHTML).toBe("<section>Why offshore</section>")
    expect(load).toHaveBeenCalledTimes(1)
    unmount()
  })

  it("a chunk that fails to load leaves its part out, keeps the rest of the page, and is fetched again at the next mount", async () => {
    const load = jest.fn<Promise<Module>, []>().mockRejectedValueOnce(new Error("ChunkLoadError: Loading chunk 123 failed")).mockResolvedValue({ Sections, Aside })
    const section = fresh().part(load, ["Sections"])
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    const first = mount(
      <main>
        <h1>Pricing</h1>
        <section.Sections title="Why offshore" />
      </main>,
    )
    await settle()
    await settle()
    expect(first.container.innerHTML).toBe("<main><h1>Pricing</h1></main>")
    error.mockRestore()
    first.unmount()
    const second = mount(<section.Sections title="Why offshore" />)
    await settle()
    await settle()
    expect(second.container.innerHTML).toBe("<section>Why offshore</section>")
    expect(load).toHaveBeenCalledTimes(2)
    second.unmount()
  })

  it("withModule: fetched as its module loads once the first page has hydrated, and not before", async () => {
    const before = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    fresh(false).part(before, ["Sections"], { withModule: true })
    const after = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    const later = fresh(true)
    const { Sections: OnDemand } = later.part(after, ["Sections"], { withModule: true })
    const onRender = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    later.part(onRender, ["Sections"])
    expect(before).not.toHaveBeenCalled()
    expect(after).toHaveBeenCalledTimes(1)
    expect(onRender).not.toHaveBeenCalled()
    await settle()
    const { container, unmount } = mount(<OnDemand title="Why offshore" />)
    expect(container.innerHTML).toBe("<section>Why offshore</section>")
    unmount()
  })

  it("afterFirstAct: fetched at the visitor's first act, not as it renders; the server's HTML stays meanwhile, through a parent drawn again", async () => {
    const load = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    const parts = fresh()
    const { Sections: OnDemand } = parts.part(load, ["Sections"], { afterFirstAct: true })
    const Shell = ({ page }: { page: string }) => (
      <>
        <h1>{page}</h1>
        <OnDemand title="Why offshore" />
      </>
    )
    const container = document.createElement("div")
    document.body.append(container)
    // The server's HTML of <Shell page="Pricing" />: the part inside its Suspense boundary's markers.
    container.innerHTML = "<h1>Pricing</h1><!--$--><section>Why offshore</section><!--/$-->"
    const root = await act(async () => hydrateRoot(container, <Shell page="Pricing" />))
    await settle()
    expect(load).not.toHaveBeenCalled()
    // The shell drawn again (another page) while the part waits: its server HTML stays, not the empty fallback.
    await act(async () => root.render(<Shell page="About" />))
    await settle()
    expect(container.innerHTML).toBe("<h1>About</h1><!--$--><section>Why offshore</section><!--/$-->")
    expect(load).not.toHaveBeenCalled()
    await act(async () => void window.dispatchEvent(new Event("scroll")))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.innerHTML).toBe("<h1>About</h1><!--$--><section>Why offshore</section><!--/$-->")
    // After the act, a part that renders later is fetched at once.
    const later = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    const { Aside: Later } = parts.part(later, ["Aside"], { afterFirstAct: true })
    const { container: next, unmount } = mount(<Later note="Four countries" />)
    await settle()
    expect(later).toHaveBeenCalledTimes(1)
    expect(next.innerHTML).toBe("<aside>Four countries</aside>")
    unmount()
    act(() => root.unmount())
    container.remove()
  })

  it("afterFirstAct with a deadline: fetched by that many ms after the page opened, when no act came sooner", async () => {
    jest.useFakeTimers()
    try {
      const load = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
      const { Aside: Popup } = fresh().part(load, ["Aside"], { afterFirstAct: performance.now() + 7_000 })
      const { container, unmount } = mount(<Popup note="Talk to us" />)
      await act(async () => void jest.advanceTimersByTime(6_900))
      expect(load).not.toHaveBeenCalled()
      await act(async () => void jest.advanceTimersByTime(100))
      expect(load).toHaveBeenCalledTimes(1)
      await act(async () => void jest.runOnlyPendingTimers())
      expect(container.innerHTML).toBe("<aside>Talk to us</aside>")
      unmount()
    } finally {
      jest.useRealTimers()
    }
  })

  it("on the server: loadParts() loads every part, and those a part's module defines, so the render never suspends", async () => {
    const parts = fresh()
    const inner = jest.fn(() => Promise.resolve<Module>({ Sections, Aside }))
    let Inner: React.FunctionComponent<{ note: string }> | null = null
    // An outer part whose module, once loaded, defines a part of its own (as the hub's cards define their icons').
    const { Outer } = parts.part(async () => {
      Inner = parts.part(inner, ["Aside"]).Aside
      return { Outer: ({ title }: { title: string }) => <div>{Inner && <Inner note={title} />}</div> }
    }, ["Outer"])
    await parts.loadParts()
    expect(inner).toHaveBeenCalledTimes(1)
    // Drawn in the first render, as the server's render draws it, with nothing left to wait for.
    const { container, unmount } = mount(<Outer title="Why offshore" />)
    expect(container.innerHTML).toBe("<div><aside>Why offshore</aside></div>")
    unmount()
  })
})

describe("one way to load a part", () => {
  const ROOT = path.join(__dirname, "../../..")
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) return e.name === "__tests__" || e.name === "test" ? [] : walk(full)
      return /\.tsx?$/.test(e.name) ? [full] : []
    })
  const sources = [...walk(path.join(ROOT, "src")), path.join(ROOT, "gatsby-browser.tsx"), path.join(ROOT, "gatsby-ssr.tsx")].map((file) => ({
    file: path.relative(ROOT, file),
    // Code only: comments may name what they like.
    code: fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, ""),
  }))

  it("reads __SSR__ only where the server render needs a module the browser bundle leaves out: react-helmet, the global styles", () => {
    expect(sources.filter((s) => s.code.includes("__SSR__")).map((s) => s.file)).toEqual(["src/framework/head-tags.tsx", "src/styles/global-styles.tsx", "src/types/build-flags.d.ts"])
  })

  it("imports a component on demand only through part()", () => {
    // Besides part(): react-helmet (src/framework/head-tags.tsx), the search's script that webpack does not bundle, and
    // gatsby-browser.tsx fetching a module to preload its part.
    const others = new Set(["src/framework/head-tags.tsx", "src/features/search/pagefind.ts", "gatsby-browser.tsx"])
    const stray = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/import\(/g)].filter((m) => !code.slice(0, m.index).endsWith("part(() => ") && !/^import\("[^"]+"\)\.[A-Z]/.test(code.slice(m.index)) && !code.slice(0, m.index).endsWith("typeof ")).map(() => file),
    )
    expect(stray.filter((file) => !others.has(file))).toEqual([])
    // React.lazy: in part() itself, and for an MDX page's body, which gatsby/loaders/mdx-body-loader.cjs hands over.
    expect(sources.filter((s) => /\blazy\(/.test(s.code)).map((s) => s.file)).toEqual(["src/framework/mdx-body.tsx", "src/framework/parts.tsx"])
  })
})
