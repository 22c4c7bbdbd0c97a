import "@testing-library/jest-dom"
import * as React from "react"
import { act, screen, within } from "@testing-library/react"
import { renderWithLabels, renderWithProviders } from "../../../test/render"
import { PageRail, railSections } from "../page-rail"

const TOC = [{ url: "#what-eor-means", title: "What EOR means" }, { url: "#who-does-what", title: "Who does what", items: [{ url: "#contract", title: "Contract" }] }, { title: "No link" }, { url: "#sources", title: "Sources" }]

describe("railSections", () => {
  it("keeps the level-2 headings that have an id and a title", () => {
    expect(railSections(TOC)).toEqual([
      { id: "what-eor-means", title: "What EOR means" },
      { id: "who-does-what", title: "Who does what" },
      { id: "sources", title: "Sources" },
    ])
    expect(railSections(null)).toEqual([])
  })
})

describe("PageRail", () => {
  const headings = ["what-eor-means", "who-does-what", "sources"]
  const tops: Record<string, number> = { "what-eor-means": -400, "who-does-what": 60, sources: 900 }

  beforeEach(() => {
    document.body.innerHTML = ""
    for (const id of headings) {
      const h = document.createElement("h2")
      h.id = id
      h.getBoundingClientRect = () => ({ top: tops[id]!, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) })
      document.body.appendChild(h)
    }
  })

  it("lists the contents, marks the section being read, and updates it on scroll", async () => {
    renderWithProviders(<PageRail toc={TOC} />)
    const wide = screen.getByTestId("rail-contents-wide")
    const links = within(wide).getAllByRole("link")
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["#what-eor-means", "#who-does-what", "#sources"])
    // "Who does what" is the last heading above the line below the header.
    expect(within(wide).getByRole("link", { name: "Who does what" })).toHaveAttribute("aria-current", "location")
    tops["sources"] = 40
    await act(async () => {
      window.dispatchEvent(new Event("scroll"))
      await new Promise((r) => requestAnimationFrame(() => r(undefined)))
    })
    expect(within(wide).getByRole("link", { name: "Sources" })).toHaveAttribute("aria-current", "location")
    expect(within(wide).getByRole("link", { name: "Who does what" })).not.toHaveAttribute("aria-current")
    tops["sources"] = 900
  })

  it("shows a country's key figures and the call to action when given", () => {
    renderWithProviders(
      <PageRail
        toc={TOC}
        figures={{ country: "Vietnam", code: "VN", latestAppliesFrom: "2026-01-01", review: null, rows: [{ label: "Health insurance", value: "3% employer · 1.5% employee", detail: null }] }}
        figuresHref="/resources/cost-calculator?country=VN"
      >
        <button type="button">Get In Touch</button>
      </PageRail>,
    )
    const figures = screen.getByTestId("rail-figures-wide")
    expect(within(figures).getByRole("heading", { name: "Key figures: Vietnam" })).toBeInTheDocument()
    expect(within(figures).getByText("3% employer · 1.5% employee")).toBeInTheDocument()
    expect(within(figures).getByText("1 January 2026")).toHaveAttribute("datetime", "2026-01-01")
    expect(within(figures).getByRole("link", { name: "sources and details" })).toHaveAttribute("href", "/resources/cost-calculator?country=VN")
    expect(within(screen.getByTestId("rail-cta")).getByRole("button", { name: "Get In Touch" })).toBeInTheDocument()
  })

  it("words the key figures and the contents from content/site.yaml labels", () => {
    const vietnam = { country: "Vietnam", code: "VN", latestAppliesFrom: "2026-01-01", review: null, rows: [{ label: "Health insurance", value: "3%", detail: null }] }
    const edit = (sourcesLink: string) => (l: Parameters<Parameters<typeof renderWithLabels>[0]>[0]) => {
      Object.assign(l.figures, { title: "Figures for {country}", note: "Of gross pay.", latestChange: "Changed on {date}.", reviewed: "Agencies review them: {sources}!", sourcesLink, sourcesBelow: "look below" })
      l.pages.contents = "Sections"
    }
    const { unmount } = renderWithLabels(edit("the sources"), <PageRail toc={TOC} figures={vietnam} figuresHref="/resources/cost-calculator?country=VN" />)
    const figures = screen.getByTestId("rail-figures-wide")
    expect(within(figures).getByRole("heading", { name: "Figures for Vietnam" })).toBeInTheDocument()
    expect(within(figures).getByText(/^Of gross pay\./)).toHaveTextContent("Of gross pay. Changed on 1 January 2026. Agencies review them: the sources!")
    expect(within(figures).getByRole("link", { name: "the sources" })).toHaveAttribute("href", "/resources/cost-calculator?country=VN")
    expect(within(screen.getByTestId("rail-contents-wide")).getByRole("heading", { name: "Sections" })).toBeInTheDocument()
    unmount()
    renderWithLabels(edit("unused"), <PageRail toc={TOC} figures={{ ...vietnam, latestAppliesFrom: null }} />)
    expect(within(screen.getByTestId("rail-figures-wide")).getByText(/^Of gross pay\./)).toHaveTextContent(/^Of gross pay\. Agencies review them: look below!$/)
  })

  it("says how the figures were checked and how fresh they are, and never calls an overdue one checked", () => {
    const vietnam = { country: "Vietnam", code: "VN", latestAppliesFrom: null, rows: [{ label: "Health insurance", value: "3%", detail: null }] }
    const words = (l: Parameters<Parameters<typeof renderWithLabels>[0]>[0]) =>
      Object.assign(l.figures, { readOfficial: "Law read {date}", readSecondary: "Per {source}", readSecondaryMany: "Per reports", checked: "looked at {date}", overdue: "Stale since {date}" })
    const review = () => within(screen.getByTestId("rail-figures-wide")).getByTestId("figures-review")
    let view = renderWithLabels(words, <PageRail toc={TOC} figures={{ ...vietnam, review: { state: "official", date: "2026-11-23" } }} />)
    expect(review()).toHaveTextContent("Law read 23 November 2026")
    view.unmount()
    view = renderWithLabels(words, <PageRail toc={TOC} figures={{ ...vietnam, review: { state: "secondary", date: "2026-11-23", via: "Lao Động" } }} />)
    expect(review()).toHaveTextContent("Per Lao Động · looked at 23 November 2026")
    view.unmount()
    view = renderWithLabels(words, <PageRail toc={TOC} figures={{ ...vietnam, review: { state: "secondary", date: "2026-11-23", via: null } }} />)
    expect(review()).toHaveTextContent("Per reports · looked at 23 November 2026")
    view.unmount()
    renderWithLabels(words, <PageRail toc={TOC} figures={{ ...vietnam, review: { state: "overdue", date: "2026-12-23" } }} />)
    expect(review()).toHaveTextContent("Stale since 23 December 2026")
    expect(within(review()).getByText("23 December 2026")).toHaveAttribute("datetime", "2026-12-23")
  })

  it("puts the key figures first and the contents and call to action together in the part that stays in view", () => {
    renderWithProviders(
      <PageRail toc={TOC} figures={{ country: "Vietnam", code: "VN", latestAppliesFrom: null, review: null, rows: [{ label: "Health insurance", value: "3% employer", detail: null }] }}>
        <button type="button">Get In Touch</button>
      </PageRail>,
    )
    const rail = screen.getByTestId("page-rail")
    const inView = screen.getByTestId("rail-sticky")
    expect(rail.firstElementChild).toBe(screen.getByTestId("rail-figures-wide"))
    expect(inView).not.toContainElement(screen.getByTestId("rail-figures-wide"))
    expect(inView).toContainElement(screen.getByTestId("rail-contents-wide"))
    expect(inView).toContainElement(screen.getByTestId("rail-cta"))
  })

  it("folds each part into a closed disclosure for narrow screens", () => {
    renderWithProviders(<PageRail toc={TOC} />)
    const narrow = screen.getByTestId("rail-contents-narrow")
    expect(narrow.tagName).toBe("DETAILS")
    expect(narrow).not.toHaveAttribute("open")
    expect(within(narrow).getByText("On this page")).toBeInTheDocument()
  })
})
