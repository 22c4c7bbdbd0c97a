import "@testing-library/jest-dom"
import * as React from "react"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderWithProviders } from "../../../test/render"
import { SiteSearch } from "../site-search"
import type { PagefindApi, PagefindResult } from "../pagefind"

interface FakePage {
  url: string
  title: string
  section: string
  text: string
  anchors?: string[]
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** A stand-in for pagefind: pages match when their title or text contains every word; the excerpt marks them. */
function fakePagefind(pages: readonly FakePage[]): PagefindApi & { searches: string[] } {
  const searches: string[] = []
  return {
    searches,
    options: async () => undefined,
    init: async () => undefined,
    preload: async () => undefined,
    search: async (query: string) => {
      searches.push(query)
      const terms = query.toLowerCase().split(/\s+/).filter(Boolean)
      const results: PagefindResult[] = pages
        .filter((p) => terms.every((t) => `${p.title} ${p.text}`.toLowerCase().includes(t)))
        .map((p, i) => ({
          id: `en_${i}_${p.url}`,
          score: 1 / (i + 1),
          data: async () => {
            const content = `${p.title} ${p.text}`
            const locations = content.split(" ").flatMap((w, at) => (terms.some((t) => w.toLowerCase().includes(t)) ? [at] : []))
            return {
              url: p.url,
              excerpt: terms.reduce((html, t) => html.replace(new RegExp(`(${t})`, "gi"), "<mark>$1</mark>"), escape(p.text)),
              meta: { title: p.title, section: p.section, anchors: (p.anchors ?? []).join(" | ") },
              content,
              locations,
            }
          },
        }))
      return { results }
    },
  }
}

const PAGES: FakePage[] = [
  { url: "/resources/blog/indonesia-remote-talent-hub-singapore", title: "Why Indonesia works as a remote talent hub", section: "Blog", text: "Indonesia has time zones close to Singapore <and> a large talent pool." },
  { url: "/services/employer-of-record-indonesia", title: "Employer of Record in Indonesia", section: "Services", text: "Employ staff in Indonesia without a PT.", anchors: ["Indonesia", "EOR in Indonesia"] },
  { url: "/about", title: "About Solvix", section: "Company", text: "A Singapore company." },
]

const POPULAR = [
  { to: "/services", title: "Services" },
  { to: "/resources/cost-calculator", title: "Employer Cost Calculator" },
  { to: "/contact", title: "Contact Solvix" },
]

async function setup(props: Partial<React.ComponentProps<typeof SiteSearch>> = {}, pages = PAGES) {
  const api = fakePagefind(pages)
  const load = jest.fn(async () => api)
  const user = userEvent.setup()
  const view = renderWithProviders(<SiteSearch locationSearch="" popular={POPULAR} load={load} {...props} />)
  await act(async () => undefined) // the index "loads"
  return { api, load, user, view, input: screen.getByRole("searchbox", { name: "Search every page and article" }) }
}

const status = () => screen.getAllByRole("status").find((s) => s.tagName === "P")!

describe("SiteSearch", () => {
  beforeEach(() => window.history.replaceState(null, "", "/search"))

  it("starts with the popular pages and the search box focused", async () => {
    const { input } = await setup()
    expect(input).toHaveFocus()
    const empty = screen.getByTestId("search-empty")
    expect(
      within(empty)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/services", "/resources/cost-calculator", "/contact"])
  })

  it("shows ranked results as the visitor types, with section and marked words, and announces the count", async () => {
    const { user, input } = await setup()
    await user.type(input, "indonesia")
    const list = await screen.findByRole("list", { name: "Search results" })
    const links = within(list).getAllByRole("link")
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/services/employer-of-record-indonesia", "/resources/blog/indonesia-remote-talent-hub-singapore"])
    expect(links[0]).toHaveTextContent("Employer of Record in Indonesia")
    const first = list.querySelector("li")!
    expect(within(first).getByTestId("result-section")).toHaveTextContent("Services")
    expect(within(first).getByText("Indonesia", { selector: "mark" })).toBeInTheDocument()
    // The escaped "<and>" of the page text is shown as text, not turned into an element.
    expect(list.querySelectorAll("and")).toHaveLength(0)
    expect(within(list.querySelectorAll("li")[1] as HTMLElement).getByText(/<and>/)).toBeInTheDocument()
    expect(status()).toHaveTextContent("2 results for “indonesia”")
  })

  it("keeps the query in the address: one new history entry per search, replaced while typing", async () => {
    const { user, input } = await setup()
    const before = window.history.length
    await user.type(input, "pay")
    expect(window.location.pathname + window.location.search).toBe("/search?q=pay")
    expect(window.history.length).toBe(before + 1)
    await user.type(input, "{Enter}")
    await user.type(input, "roll")
    expect(window.location.search).toBe("?q=payroll")
    expect(window.history.length).toBe(before + 2)
    await user.clear(input)
    expect(window.location.search).toBe("")
  })

  it("searches once the typing pauses, not on every key", async () => {
    const { api, user, input } = await setup()
    await user.type(input, "about")
    await screen.findByRole("list", { name: "Search results" })
    expect(api.searches).toEqual(["about"])
  })

  it("follows the address on back and forward (a new location)", async () => {
    const { view, load } = await setup({ locationSearch: "?q=singapore", locationKey: "a" })
    expect(await screen.findByRole("searchbox")).toHaveValue("singapore")
    await screen.findByRole("list", { name: "Search results" })
    view.rerender(<SiteSearch locationSearch="?q=indonesia" locationKey="b" popular={POPULAR} load={load} />)
    expect(screen.getByRole("searchbox")).toHaveValue("indonesia")
    await screen.findByText("2 results for “indonesia”")
    view.rerender(<SiteSearch locationSearch="" locationKey="c" popular={POPULAR} load={load} />)
    expect(screen.getByRole("searchbox")).toHaveValue("")
    expect(screen.getByTestId("search-empty")).toBeInTheDocument()
  })

  it("restores the previous search when the browser goes back to it", async () => {
    const { user, input } = await setup({ locationSearch: "?q=singapore" })
    window.history.replaceState(null, "", "/search?q=singapore")
    await screen.findByText("2 results for “singapore”")
    await user.clear(input)
    await user.type(input, "indonesia{Enter}")
    expect(window.location.search).toBe("?q=indonesia")
    await act(async () => {
      window.history.replaceState(null, "", "/search?q=singapore")
      window.dispatchEvent(new PopStateEvent("popstate"))
    })
    expect(input).toHaveValue("singapore")
    expect(await screen.findByText("2 results for “singapore”")).toBeInTheDocument()
  })

  it("does not offer pagefind's stand-ins for a word it could not find", async () => {
    const { api, user, input } = await setup()
    const search = api.search
    // pagefind answers "xylophone" with pages that contain "x" on its own.
    api.search = async () => {
      const found = await search("singapore")
      return found && { results: found.results.map((r) => ({ ...r, data: async () => ({ ...(await r.data()), content: "x marks the spot", locations: [0] }) })) }
    }
    await user.type(input, "xylophone")
    expect(await screen.findByTestId("no-results")).toBeInTheDocument()
    expect(status()).toHaveTextContent("No results for “xylophone”")
    expect(screen.queryByRole("list", { name: "Search results" })).not.toBeInTheDocument()
  })

  it("says when nothing matches and offers the popular pages", async () => {
    const { user, input } = await setup()
    await user.type(input, "zebra")
    const none = await screen.findByTestId("no-results")
    expect(status()).toHaveTextContent("No results for “zebra”")
    expect(within(none).getAllByRole("link")).toHaveLength(POPULAR.length)
  })

  it("shows a spinner while the index loads", async () => {
    let release: (api: PagefindApi) => void = () => undefined
    const pending = new Promise<PagefindApi>((resolve) => (release = resolve))
    const user = userEvent.setup()
    renderWithProviders(<SiteSearch locationSearch="" popular={POPULAR} load={() => pending} />)
    await user.type(screen.getByRole("searchbox"), "about")
    expect(await screen.findByTestId("search-loading")).toHaveTextContent("Loading the search index")
    await act(async () => release(fakePagefind(PAGES)))
    expect(await screen.findByRole("list", { name: "Search results" })).toBeInTheDocument()
    expect(screen.queryByTestId("search-loading")).not.toBeInTheDocument()
  })

  it("says so when the index cannot load, and still offers the popular pages", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const user = userEvent.setup()
    renderWithProviders(<SiteSearch locationSearch="" popular={POPULAR} load={() => Promise.reject(new Error("offline"))} />)
    await act(async () => undefined)
    await user.type(screen.getByRole("searchbox"), "about")
    expect(await screen.findByText("Search is not available right now.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Employer Cost Calculator" })).toBeInTheDocument()
    jest.restoreAllMocks()
  })

  it("moves between the search box and the results with the arrow keys", async () => {
    const { user, input } = await setup()
    await user.type(input, "singapore")
    const list = await screen.findByRole("list", { name: "Search results" })
    const links = within(list).getAllByRole("link")
    await user.keyboard("{ArrowDown}")
    expect(links[0]).toHaveFocus()
    await user.keyboard("{ArrowDown}")
    expect(links[1]).toHaveFocus()
    expect(links).toHaveLength(2)
    await user.keyboard("{ArrowDown}")
    expect(links[1]).toHaveFocus()
    await user.keyboard("{ArrowUp}{ArrowUp}")
    expect(input).toHaveFocus()
  })

  it("loads further results on request", async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ url: `/p${i}`, title: `Page ${i}`, section: "Blog", text: "payroll" }))
    const { user, input } = await setup({}, many)
    await user.type(input, "payroll")
    const list = await screen.findByRole("list", { name: "Search results" })
    expect(within(list).getAllByRole("link")).toHaveLength(10)
    await user.click(screen.getByRole("button", { name: "Show more results (13 more)" }))
    await screen.findByRole("button", { name: "Show more results (3 more)" })
    expect(within(list).getAllByRole("link")).toHaveLength(20)
    await user.click(screen.getByRole("button", { name: "Show more results (3 more)" }))
    await screen.findByRole("link", { name: "Page 22" })
    expect(screen.queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument()
  })

  it("works as a plain GET form without JavaScript", async () => {
    await setup()
    const form = screen.getByRole("search", { name: "Site search" })
    expect(form).toHaveAttribute("action", "/search")
    expect(form).toHaveAttribute("method", "get")
    expect(screen.getByRole("searchbox")).toHaveAttribute("name", "q")
  })
})

describe("SiteSearch with a misspelt word", () => {
  beforeEach(() => window.history.replaceState(null, "", "/search"))

  const PH: FakePage[] = [
    { url: "/services/employer-of-record-philippines", title: "Employer of Record in the Philippines", section: "Services", text: "EOR: employ staff in the Philippines." },
    { url: "/about", title: "About Solvix", section: "Company", text: "A Singapore company." },
  ]

  it("shows the results for the site's own spelling when the query as typed finds nothing", async () => {
    const loadTerms = jest.fn(async () => ({ philippines: 4, employer: 3, singapore: 2 }))
    const { api, user, input } = await setup({ loadTerms }, PH)
    await user.type(input, "eor philipines")
    const list = await screen.findByRole("list", { name: "Search results" })
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/services/employer-of-record-philippines"])
    expect(status()).toHaveTextContent("No results for “eor philipines”. Showing 1 result for “eor philippines”.")
    expect(api.searches.slice(-2)).toEqual(["eor philipines", "eor philippines"])
    expect(input).toHaveValue("eor philipines")
  })

  it("says no results when the word list has nothing near, or fails to load", async () => {
    const { user, input } = await setup({ loadTerms: async () => ({ singapore: 2 }) }, PH)
    await user.type(input, "eor philipines")
    expect(await screen.findByTestId("no-results")).toBeInTheDocument()
    expect(status()).toHaveTextContent("No results for “eor philipines”")
  })
})
