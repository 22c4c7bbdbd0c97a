/** @jest-environment node */
import * as React from "react"
import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { mdxComponents } from "../mdx-components"

/** The server HTML of `element` once everything has loaded, as Gatsby's renderer waits for it (src/framework/emotion-ssr.tsx). */
function serverHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
    })
    sink.on("finish", () => resolve(html))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

describe("a component loaded on demand, on the server", () => {
  it("is in the page's HTML in full, inside a boundary the browser hydrates once its chunk is there", async () => {
    const html = await serverHtml(
      <ThemeProvider theme={theme}>
        <mdxComponents.HowPricingWorks />
      </ThemeProvider>,
    )
    expect(html).toMatch(/^<!--\$-->/)
    expect(html).toContain("How pricing works")
    expect(html).toContain("Our service fee")
  })
})
