/** @jest-environment node */
import vm from "node:vm"
import { BUNDLE_LOADER_SCRIPT, GLOBALS_SCRIPT, UNREAD_CHUNK_MAPPING, deferBundleScripts, globalsAssignedBy, inlineScripts, isExecutableType, stabilizeGatsbyGlobals } from "../inline-scripts"

/** What Gatsby 5 writes: the page's loader script, then the `_gatsby-scripts` slice. */
const CHUNK_MAP = JSON.stringify({ app: ["/app-106d7950a98e1d2c071e.js"], "component---src-pages-404-tsx": ["/component---src-pages-404-tsx-1.js"] })
const GATSBY_PAGE = `<!DOCTYPE html><html><head><script data-react-helmet="true" type="application/ld+json">{"@type":"Organization"}</script>
<script type="module">const e=1;</script></head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/o'neil&co";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(CHUNK_MAP)};
          </script>
        <script>window.___webpackCompilationHash="ed43ac003067f8d3c103";</script><script src="/app-106d7950a98e1d2c071e.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`

/** The browser's view of an attribute value: entities decoded. */
const decodeEntities = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/** Runs every executable inline script of `html` the way a browser would, and returns the globals they set. */
function runScripts(html: string): Record<string, unknown> {
  const window: Record<string, unknown> = {}
  for (const script of inlineScripts(html).filter((s) => s.executable && s.attributes.get("type") !== "module")) {
    const raw = script.attributes.get("data-globals")
    const dataset = { globals: raw === undefined ? undefined : decodeEntities(raw) }
    vm.runInNewContext(script.text, { window, JSON, Object, document: { currentScript: { dataset } } })
  }
  return window
}

describe("inline scripts", () => {
  it("finds scripts without src, telling data blocks from code", () => {
    const scripts = inlineScripts(GATSBY_PAGE)
    expect(scripts.map((s) => [s.attributes.get("id") ?? s.attributes.get("type") ?? "", s.executable])).toEqual([
      ["application/ld+json", false],
      ["module", true],
      ["gatsby-script-loader", true],
      ["gatsby-chunk-mapping", true],
      ["", true],
    ])
  })

  it("knows which types a browser runs", () => {
    expect([undefined, "", " text/JavaScript ", "module", "application/ecmascript"].map(isExecutableType)).toEqual([true, true, true, true, true])
    expect(["application/ld+json", "application/json", "text/plain", "text/javascript; charset=utf-8", "speculationrules"].map(isExecutableType)).toEqual([false, false, false, false, false])
  })

  it("reads Gatsby's global assignments and nothing else", () => {
    expect(globalsAssignedBy('/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="abc";/*]]>*/')).toEqual({ pagePath: "/", ___webpackCompilationHash: "abc" })
    expect(globalsAssignedBy(`\n  window.___chunkMapping=${JSON.stringify(CHUNK_MAP)};\n`)).toEqual({ ___chunkMapping: CHUNK_MAP })
    expect(globalsAssignedBy('window.pagePath="/";alert(1)')).toBeNull()
    expect(globalsAssignedBy('window.pageData={"a":1};')).toBeNull()
    expect(globalsAssignedBy('window.x="a";window.y=location.href;')).toBeNull()
    expect(globalsAssignedBy('location.replace("/x")')).toBeNull()
    expect(globalsAssignedBy("")).toBeNull()
  })

  it("rewrites Gatsby's three scripts into the one fixed script, setting the same globals to the same values", () => {
    const before = runScripts(GATSBY_PAGE)
    const { html, rewritten } = stabilizeGatsbyGlobals(GATSBY_PAGE)
    expect(rewritten).toBe(3)
    const executable = inlineScripts(html).filter((s) => s.executable)
    expect(executable.map((s) => s.text)).toEqual(["const e=1;", GLOBALS_SCRIPT, GLOBALS_SCRIPT, GLOBALS_SCRIPT])
    expect(before).toEqual({ pagePath: "/about/o'neil&co", ___chunkMapping: CHUNK_MAP, ___webpackCompilationHash: "ed43ac003067f8d3c103" })
    expect(runScripts(html)).toEqual({ ...before, ___chunkMapping: UNREAD_CHUNK_MAPPING })
    // The attribute holds entity-escaped JSON, decoded by the HTML parser before the script reads it.
    const loader = executable.find((s) => s.attributes.get("id") === "gatsby-script-loader")!
    expect(html).toContain(`data-globals='{"pagePath":"/about/o&#39;neil&amp;co"}'`)
    expect(JSON.parse(decodeEntities(loader.attributes.get("data-globals")!))).toEqual({ pagePath: "/about/o'neil&co" })
  })

  it("empties the chunk mapping, in which Gatsby's loader finds no chunk either way", () => {
    const before = runScripts(GATSBY_PAGE)
    const after = runScripts(stabilizeGatsbyGlobals(GATSBY_PAGE).html)
    // cache-dir/loader.js, createComponentUrls: the one place Gatsby's browser code reads it.
    const createComponentUrls = (globals: Record<string, unknown>, name: string) => ((globals.___chunkMapping as Record<string, string[]>)[name] || []).map((chunk) => chunk)
    const names = Object.keys(JSON.parse(CHUNK_MAP) as Record<string, string[]>)
    expect(names.length).toBeGreaterThan(1)
    for (const name of names) expect([createComponentUrls(before, name), createComponentUrls(after, name)]).toEqual([[], []])
    expect(stabilizeGatsbyGlobals(GATSBY_PAGE).html).not.toContain("component---src-pages-404-tsx")
  })

  it("keeps everything else, slice markers included, and is idempotent", () => {
    const once = stabilizeGatsbyGlobals(GATSBY_PAGE).html
    expect(once).toContain('<!-- slice-start id="_gatsby-scripts-1" -->')
    expect(once).toContain('<!-- slice-end id="_gatsby-scripts-1" -->')
    expect(once).toContain('<script src="/app-106d7950a98e1d2c071e.js" async></script>')
    expect(once).toContain('<script data-react-helmet="true" type="application/ld+json">{"@type":"Organization"}</script>')
    expect(once).toContain('<script id="gatsby-chunk-mapping" data-globals=')
    expect(stabilizeGatsbyGlobals(once)).toEqual({ html: once, rewritten: 0 })
  })
})

describe("deferBundleScripts", () => {
  const BUNDLES = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
  const PAGE = `<html><head><script type="module">const e=1;</script></head><body><main>Text</main>${BUNDLES}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

  /**
   * Runs the loader against a stand-in document and window; returns what it appended and a way to run the
   * frames, the timer and window events (`load`, or an input event such as `pointerdown`).
   */
  function runLoader(html: string, visibilityState: "visible" | "hidden", readyState: "loading" | "interactive" | "complete" = "interactive", entryTypes: string[] | null = ["largest-contentful-paint", "paint"]) {
    const script = inlineScripts(html).find((s) => s.attributes.get("id") === "bundle-loader")!
    const appended: string[] = []
    const frames: Array<() => void> = []
    const timers: Array<() => void> = []
    const listeners: Array<{ type: string; listener: () => void; options: unknown }> = []
    const document = {
      visibilityState,
      readyState,
      currentScript: { dataset: { scripts: decodeEntities(script.attributes.get("data-scripts")!) } },
      createElement: () => ({ src: "" }),
      body: { appendChild: (element: { src: string }) => appended.push(element.src) },
    }
    /** A stand-in PerformanceObserver: `observed` lists what the loader asked for; `paint()` reports an entry. */
    const observers: Array<{ callback: () => void; options?: unknown; connected: boolean }> = []
    class PerformanceObserver {
      static supportedEntryTypes = entryTypes ?? []
      private record: { callback: () => void; options?: unknown; connected: boolean }
      constructor(callback: () => void) {
        this.record = { callback, connected: false }
        observers.push(this.record)
      }
      observe(options: unknown) {
        this.record.options = options
        this.record.connected = true
      }
      disconnect() {
        this.record.connected = false
      }
    }
    const window = {
      addEventListener: (type: string, listener: () => void, options: unknown) => listeners.push({ type, listener, options }),
      ...(entryTypes ? { PerformanceObserver } : {}),
    }
    vm.runInNewContext(script.text, { document, window, JSON, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) })
    const dispatch = (type: string) => listeners.filter((l) => l.type === type).forEach((l) => l.listener())
    const paint = () => observers.filter((o) => o.connected).forEach((o) => o.callback())
    const observed = () => observers.map((o) => o.options)
    return { appended, listeners, frame: () => frames.shift()?.(), frames, timer: () => timers.shift()?.(), dispatch, paint, observed }
  }
  const ALL = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

  it("replaces Gatsby's bundle tags with one loader where the last of them was, listing them in order", () => {
    const { html, scripts } = deferBundleScripts(PAGE)
    expect(scripts).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect(html).not.toContain("<script src=")
    expect(html).toContain(`<main>Text</main><script id="bundle-loader" data-scripts='["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]'>${BUNDLE_LOADER_SCRIPT}</script><!-- slice-end`)
    expect(
      inlineScripts(html)
        .filter((s) => s.executable)
        .map((s) => s.text),
    ).toEqual(["const e=1;", BUNDLE_LOADER_SCRIPT])
  })

  it("leaves a page without bundles, or already rewritten, as it is", () => {
    const once = deferBundleScripts(PAGE).html
    expect(deferBundleScripts(once)).toEqual({ html: once, scripts: [] })
    const stub = '<html><body><script src="/other.js" defer></script></body></html>'
    expect(deferBundleScripts(stub).html).toBe(stub)
  })

  it("in a visible tab, loads the bundles in order after the load event, two animation frames and the largest paint's report, once", () => {
    const page = runLoader(deferBundleScripts(PAGE).html, "visible")
    expect(page.frames).toHaveLength(0)
    page.dispatch("load")
    expect(page.appended).toEqual([])
    page.frame()
    page.frame()
    expect(page.appended).toEqual([])
    expect(page.observed()).toEqual([{ type: "largest-contentful-paint", buffered: true }])
    page.paint()
    expect(page.appended).toEqual(ALL)
    page.paint()
    page.timer()
    page.dispatch("pointerdown")
    expect(page.appended).toHaveLength(3)
  })

  it("does not wait for a load event that has already fired", () => {
    const page = runLoader(deferBundleScripts(PAGE).html, "visible", "complete")
    page.frame()
    page.frame()
    page.paint()
    expect(page.appended).toEqual(ALL)
  })

  it("waits for the first contentful paint where largest-contentful-paint is not reported, and only for the frames without either", () => {
    const paintOnly = runLoader(deferBundleScripts(PAGE).html, "visible", "complete", ["paint"])
    paintOnly.frame()
    paintOnly.frame()
    expect(paintOnly.observed()).toEqual([{ type: "paint", buffered: true }])
    paintOnly.paint()
    expect(paintOnly.appended).toEqual(ALL)
    for (const entryTypes of [[], null]) {
      const frameOnly = runLoader(deferBundleScripts(PAGE).html, "visible", "complete", entryTypes)
      frameOnly.frame()
      frameOnly.frame()
      expect(frameOnly.appended).toEqual(ALL)
    }
  })

  it.each(["pointerdown", "touchstart", "keydown", "focusin"])("loads them at once when the visitor acts first (%s), without blocking scrolling", (type) => {
    const page = runLoader(deferBundleScripts(PAGE).html, "visible")
    page.dispatch(type)
    expect(page.appended).toEqual(ALL)
    expect(page.listeners.find((l) => l.type === type)!.options).toEqual({ capture: true, once: true, passive: true })
    page.dispatch("load")
    page.frame()
    page.frame()
    expect(page.appended).toHaveLength(3)
  })

  it("in a hidden tab, which paints nothing, loads them at once; without a load event or frames, on the timer", () => {
    expect(runLoader(deferBundleScripts(PAGE).html, "hidden").appended).toEqual(ALL)
    const stalled = runLoader(deferBundleScripts(PAGE).html, "visible")
    stalled.timer()
    expect(stalled.appended).toEqual(ALL)
  })
})
