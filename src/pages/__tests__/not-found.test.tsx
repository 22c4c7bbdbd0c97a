import * as React from "react"
import { act, screen } from "@testing-library/react"
import { TextEncoder } from "node:util"
import { hydrateRoot } from "react-dom/client"
import { ThemeProvider } from "@emotion/react"
import type { PageProps } from "gatsby"
import NotFoundPage, { NotFound, NOT_FOUND_TEXT } from "../404"
import { renderWithProviders, useFixtureSiteFacts } from "../../test/render"
import { theme } from "../../styles/theme"

describe("not-found page", () => {
  it("shows the spec's words, the path, hints and the three buttons, and logs the path (a warning: Lighthouse fails pages with console errors)", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    renderWithProviders(<NotFound pathname="/old/page" />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page Not Found")
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(NOT_FOUND_TEXT).toBe("Sorry, we couldn't find the page you're looking for. The page may have been moved, deleted, or you may have entered an incorrect URL.")
    expect(screen.getByTestId("requested-path")).toHaveTextContent("/old/page")
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(3)
    expect(screen.getByRole("link", { name: "Go to the homepage" })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "View our services" })).toHaveAttribute("href", "/services")
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact")
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/old/page"))
    warn.mockRestore()
  })

  it("hydrates the HTML built as /404.html on any missing path without a mismatch, then shows that path", async () => {
    useFixtureSiteFacts()
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const page = (pathname: string) => (
      <ThemeProvider theme={theme}>
        <NotFoundPage {...({ location: { pathname } } as unknown as PageProps)} />
      </ThemeProvider>
    )
    // react-dom/server resolves to its browser build under jsdom, which needs TextEncoder (jsdom has none).
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server")
    const container = document.createElement("div")
    container.innerHTML = renderToString(page("/404.html"))
    document.body.appendChild(container)
    const recoverable = jest.fn()
    await act(async () => {
      hydrateRoot(container, page("/no/such/page"), { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(screen.getByTestId("requested-path")).toHaveTextContent("/no/such/page")
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/no/such/page"))
    warn.mockRestore()
    container.remove()
  })
})
