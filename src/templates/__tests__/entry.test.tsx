import * as React from "react"
import { screen } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { renderWithLabels } from "../../test/render"
import type { PageContext } from "../../shared/page-context"
import EntryTemplate from "../entry"

type Data = { entry: { title: string; description: string; summary: string | null; path: string } }

const context: PageContext = {
  id: "x",
  kind: "caseStudy",
  pagePath: "/resources/case-studies/example",
  title: "Example case study",
  seoTitle: "Example case study",
  section: "Case studies",
  crumbs: [
    { label: "Home", to: "/" },
    { label: "Case studies", to: "/resources/case-studies" },
    { label: "Example case study", to: "/resources/case-studies/example" },
  ],
}

function page(data: Data) {
  const Page = EntryTemplate as unknown as React.ComponentType<{ data: Data; pageContext: PageContext; children: React.ReactNode }>
  return (
    <Page data={data} pageContext={context}>
      <p>The body.</p>
    </Page>
  )
}

describe('the template of a content type with nothing of its own (template: "entry")', () => {
  it("shows the entry's title, its summary as the lead, the trail from page context and the body, with its head tags", () => {
    const entry = { title: "Example case study", description: "An example entry for the test.", summary: "What the example shows.", path: "/resources/case-studies/example" }
    renderWithLabels(() => undefined, page({ entry }))
    expect(screen.getByRole("heading", { level: 1, name: "Example case study" })).toBeInTheDocument()
    expect(screen.getByText("What the example shows.")).toBeInTheDocument()
    expect(screen.getByText("The body.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Case studies" })).toHaveAttribute("href", "/resources/case-studies")
    expect(Helmet.peek().title).toContain("Example case study")
  })

  it("leaves the lead out for an entry without a summary", () => {
    renderWithLabels(() => undefined, page({ entry: { title: "No summary", description: "An example entry for the test.", summary: null, path: "/x/no-summary" } }))
    expect(screen.getByRole("heading", { level: 1, name: "No summary" })).toBeInTheDocument()
    expect(document.querySelectorAll("p")).toHaveLength(1)
  })
})
