import * as React from "react"
import { render, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { siteFacts } from "../../../test/render"
import { Listing } from "../listing"

const { setStaticQueryData } = jest.requireMock("gatsby") as { setStaticQueryData: (d: unknown) => void }

/** The listing's words come from content/site.yaml `labels`: a writer's change there shows on the page. */
function renderWithLabels(edit: (labels: ReturnType<typeof siteFacts>["labels"]) => void, ui: React.ReactElement) {
  const facts = siteFacts()
  edit(facts.labels)
  setStaticQueryData({ siteYaml: facts, site: { siteMetadata: { siteUrl: facts.siteUrl } } })
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>)
}

const common = { currentPage: 1, numPages: 1, basePath: "/x", pagePaths: ["/x"], categoryLinks: [], category: null }

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
})
