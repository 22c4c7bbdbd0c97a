import * as React from "react"
import { screen, within } from "@testing-library/react"
import { renderWithLabels } from "../../../test/render"
import { Listing } from "../listing"

const common = { currentPage: 1, numPages: 1, basePath: "/x", pagePaths: ["/x"], categoryLinks: [], category: null }

/** The listing's words come from content/site.yaml `labels`: a writer's change there shows on the page. */
describe("Listing words from content/site.yaml", () => {
  it("heads a hub's cards with its label", () => {
    renderWithLabels((l) => (l.listings.services = "Everything we do"), <Listing listing="services" data={{ services: { nodes: [] } }} {...common} />)
    expect(screen.getByRole("heading", { level: 2, name: "Everything we do" })).toBeInTheDocument()
  })

  it("says the careers label when there are no openings", () => {
    renderWithLabels((l) => (l.listings.careersEmpty = "Nothing open today."), <Listing listing="careers" data={{ jobs: { nodes: [] } }} {...common} />)
    expect(screen.getByText("Nothing open today.")).toBeInTheDocument()
  })

  it("names the blog's all-articles link and latest heading from the labels", () => {
    renderWithLabels(
      (l) => {
        l.blog.allArticles = "Every article"
        l.blog.latest = "Newest"
      },
      <Listing listing="blog" data={{ articles: { nodes: [] }, featured: { nodes: [] } }} {...common} categoryLinks={[{ category: null, to: "/resources/blog" }]} />,
    )
    expect(screen.getByRole("link", { name: "Every article" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Newest" })).toBeInTheDocument()
  })

  const article = { id: "a", path: "/resources/blog/a", title: "Hiring in Manila", description: "d", category: "Country guides", readingTime: 7, featured: false, date: "1 May 2026", dateIso: "2026-05-01" }
  const paged = { ...common, currentPage: 2, numPages: 3, basePath: "/resources/blog", pagePaths: ["/resources/blog", "/resources/blog/2", "/resources/blog/3"] }

  it("words the hub cards' links and the Blog's card on Resources from the labels", () => {
    renderWithLabels(
      (l) => {
        l.hubs.open = "Go to {title}"
        l.hubs.blogTitle = "Journal"
        l.hubs.blogText = "Notes on hiring."
        l.hubs.blogAction = "Read the journal"
      },
      <Listing listing="resources" data={{ resources: { nodes: [{ id: "f", path: "/faqs", title: "FAQ", summary: "Answers." }] } }} {...common} basePath="/resources" />,
    )
    expect(screen.getByRole("heading", { level: 3, name: "Journal" })).toBeInTheDocument()
    expect(screen.getByText("Notes on hiring.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Read the journal/ })).toHaveAttribute("href", "/resources/blog")
    expect(screen.getByRole("link", { name: /Go to FAQ/ })).toHaveAttribute("href", "/faqs")
  })

  it("fills {title} in a hub card's link", () => {
    renderWithLabels((l) => (l.hubs.readAbout = "All about {title}"), <Listing listing="services" data={{ services: { nodes: [{ id: "s", path: "/services/eor", title: "EOR", summary: "S." }] } }} {...common} />)
    expect(screen.getByRole("link", { name: /All about EOR/ })).toHaveAttribute("href", "/services/eor")
  })

  it("words an article card's line, a later page's heading and the page links from the labels", () => {
    renderWithLabels(
      (l) => {
        l.blog.articleMeta = "{category}: {n} minutes"
        l.blog.articlesPage = "Everything, {n} of {total}"
        l.blog.pagesNav = "Pages of the journal"
        l.crumbs.page = "Go to page {n}"
      },
      <Listing listing="blog" data={{ articles: { nodes: [article] }, featured: { nodes: [] } }} {...paged} />,
    )
    expect(screen.getByText("Country guides: 7 minutes")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Everything, 2 of 3" })).toBeInTheDocument()
    const nav = screen.getByRole("navigation", { name: "Pages of the journal" })
    expect(within(nav).getByRole("link", { name: "Go to page 3" })).toHaveAttribute("href", "/resources/blog/3")
  })

  it("words a category's later page heading from the labels", () => {
    renderWithLabels((l) => (l.blog.categoryPage = "{category} ({n}/{total})"), <Listing listing="blog" data={{ articles: { nodes: [article] }, featured: { nodes: [] } }} {...paged} category="Country guides" />)
    expect(screen.getByRole("heading", { level: 2, name: "Country guides (2/3)" })).toBeInTheDocument()
  })
})
