import * as React from "react"
import { render } from "@testing-library/react"
import createCache from "@emotion/cache"
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

describe("global styles", () => {
  it("are drawn in the browser only when the page came without the server's", () => {
    expect(hasServerGlobalStyles(document)).toBe(false)
    serverHead()
    expect(hasServerGlobalStyles(document)).toBe(true)
  })

  it("leave the server's tag alone", () => {
    const before = serverHead()
    render(
      <ThemeProvider theme={theme}>
        <GlobalStyles />
      </ThemeProvider>,
    )
    expect([...document.head.children]).toEqual(before)
  })
})
