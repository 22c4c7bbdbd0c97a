import * as React from "react"
import { render, waitFor } from "@testing-library/react"
import createCache from "@emotion/cache"
import * as emotion from "@emotion/react"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import { hasServerGlobalStyles, takeOverServerStyles } from "../emotion-cache"
import { GlobalStyles } from "../../styles/global-styles"
import { theme } from "../../styles/theme"

/** The head as the server writes it (src/framework/emotion-ssr.tsx), after a rule-less tag that stays last. */
function serverHead() {
  document.head.innerHTML = [
    '<style data-server-styles="css-global j2du01">body{margin:0;}</style>',
    '<style data-server-styles="css">.css-abc123{color:red;}.css-def456:hover{color:blue;}@media (max-width:767.98px){.css-abc123 > li{margin:0;}}</style>',
    '<style id="last">@font-face{font-family:x;src:local("Arial")}</style>',
  ].join("")
  return [...document.head.children]
}

/** One element with one rule (in development Emotion names a rule after the component that draws it, too). */
const Red = () => <p css={{ color: "red" }}>a</p>

afterEach(() => {
  document.head.innerHTML = ""
})

describe("takeOverServerStyles", () => {
  it("counts the server's class rules as inserted and leaves every tag where it was", () => {
    const before = serverHead()
    const cache = takeOverServerStyles(document)
    expect(cache.inserted).toEqual({ abc123: true, def456: true })
    expect([...document.head.children]).toEqual(before)
    expect(document.head.lastElementChild?.id).toBe("last")
  })

  it("inserts no rule the server wrote when the app draws it, and a rule the server did not write", () => {
    // The id Emotion gives the rule, from a throwaway cache.
    const probe = render(
      <CacheProvider value={createCache({ key: "css" })}>
        <Red />
      </CacheProvider>,
    )
    const id = probe.container.querySelector("p")!.className.replace(/^css-/, "")
    probe.unmount()
    document.head.innerHTML = `<style data-server-styles="css">.css-${id}{color:red;}</style>`
    render(
      <CacheProvider value={takeOverServerStyles(document)}>
        <Red />
        <p css={{ color: "green" }}>b</p>
      </CacheProvider>,
    )
    // A tag's rules: its text, or those inserted into its sheet (Emotion's "speedy" insertion).
    const tags = [...document.head.querySelectorAll("style")].map((tag) => (tag.textContent ?? "") + [...(tag.sheet?.cssRules ?? [])].map((r) => r.cssText).join(""))
    expect(tags).toHaveLength(2)
    expect(tags[0]).toMatch(/color: ?red/)
    expect(tags[1]).toMatch(/^[^{]*\{color: ?green;?\}$/)
  })
})

/** The rules of the document's style sheets (Emotion inserts them with insertRule, not as text). */
const drawnRules = () => Array.from(document.styleSheets, (sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n")).join("\n")

/**
 * GlobalStyles as the browser bundle has it (`__SSR__` false), a fresh copy; `onLoad` is told when the rules'
 * module is fetched.
 */
function BrowserGlobalStyles({ onLoad }: { onLoad?: () => void }) {
  const [Styles] = React.useState(() => {
    let styles!: typeof GlobalStyles
    const ssr = (globalThis as { __SSR__?: boolean }).__SSR__
    jest.isolateModules(() => {
      ;(globalThis as { __SSR__?: boolean }).__SSR__ = false
      jest.doMock("react", () => React)
      jest.doMock("@emotion/react", () => emotion)
      if (onLoad) jest.doMock("../../styles/global-rules", () => (onLoad(), jest.requireActual<typeof import("../../styles/global-rules")>("../../styles/global-rules")))
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, evaluated as the browser bundle is
      styles = (require("../../styles/global-styles") as typeof import("../../styles/global-styles")).GlobalStyles
    })
    ;(globalThis as { __SSR__?: boolean }).__SSR__ = ssr
    return styles
  })
  return <Styles />
}

describe("global styles", () => {
  it("are drawn in the browser only when the page came without the server's", () => {
    expect(hasServerGlobalStyles(document)).toBe(false)
    serverHead()
    expect(hasServerGlobalStyles(document)).toBe(true)
  })

  it("are drawn by the server render at once", () => {
    render(
      <ThemeProvider theme={theme}>
        <GlobalStyles />
      </ThemeProvider>,
    )
    expect(drawnRules()).toMatch(/box-sizing: ?border-box/)
  })

  it("in the browser, leave the server's tag alone, and load nothing", () => {
    const before = serverHead()
    const load = jest.fn()
    render(
      <ThemeProvider theme={theme}>
        <BrowserGlobalStyles onLoad={load} />
      </ThemeProvider>,
    )
    expect([...document.head.children]).toEqual(before)
    expect(load).not.toHaveBeenCalled()
  })

  it("in the browser, are fetched and drawn for a page that came without them (gatsby develop)", async () => {
    render(
      <ThemeProvider theme={theme}>
        <BrowserGlobalStyles />
      </ThemeProvider>,
    )
    expect(drawnRules()).not.toMatch(/box-sizing/)
    await waitFor(() => expect(drawnRules()).toMatch(/box-sizing: ?border-box/))
  })
})
