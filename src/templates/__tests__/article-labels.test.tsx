import * as React from "react"
import { screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { renderWithLabels } from "../../test/render"
import ArticleTemplate from "../article"
import type { PageContext } from "../../shared/page-context"

const words = Array.from({ length: 1200 }, () => "word").join(" ")

const props = {
  data: {
    article: {
      title: "Hiring in Manila",
      description: "What an employer owes in the Philippines.",
      path: "/resources/blog/hiring-in-manila",
      date: "1 May 2026",
      dateIso: "2026-05-01",
      updated: "2 June 2026",
      updatedIso: "2026-06-02",
      category: "Country guides",
      tags: ["Philippines", "EOR"],
      author: "Solvix Editorial Team",
      takeaways: ["SSS is shared."],
      readingTime: 7,
      wordCount: 1200,
      cover: null,
      coverAlt: null,
      mdx: { tableOfContents: { items: [{ url: "#pay", title: "Pay" }] } },
    },
    related: { nodes: [{ path: "/resources/blog/b", title: "Hiring in Jakarta", description: "d", category: "Country guides" }] },
  },
  pageContext: {
    id: "a",
    kind: "article",
    pagePath: "/resources/blog/hiring-in-manila",
    title: "Hiring in Manila",
    seoTitle: "Hiring in Manila",
    section: "resources",
    crumbs: [{ label: "Home", to: "/" }],
    newer: { path: "/resources/blog/n", title: "Newer one" },
    older: { path: "/resources/blog/o", title: "Older one" },
  },
} as unknown as Omit<PageProps<unknown, PageContext>, "children">

/** Gatsby hands an MDX template its body as children, which PageProps does not declare. */
const Article = ArticleTemplate as unknown as React.ComponentType<typeof props & { children: React.ReactNode }>

/** An article's own words come from content/site.yaml `labels.article`: a writer's change there shows. */
describe("Article words from content/site.yaml", () => {
  it("words the byline, side column and what follows the text from the labels", () => {
    renderWithLabels(
      (l) => {
        l.article.byline = "Written by {author}"
        l.article.updated = "Revised"
        l.article.minRead = "{n} minutes"
        l.article.tableOfContents = "Sections"
        l.pages.contents = "In this article"
        l.article.share = "Pass it on"
        l.article.shareLinkedIn = "Post to LinkedIn"
        l.article.shareX = "Post to X"
        l.article.shareEmail = "Send by mail"
        l.article.neighbours = "Next reads"
        l.article.newer = "Later"
        l.article.older = "Earlier"
        l.article.related = "See also"
        l.article.takeaways = "In short"
      },
      <Article {...props}>
        <p>{words}</p>
      </Article>,
    )
    expect(screen.getByText(/Written by Solvix Editorial Team/)).toHaveTextContent("Written by Solvix Editorial Team · 1 May 2026 · Revised 2 June 2026 · 7 minutes")
    // The contents twice: closed above the text (narrow screens) and in the side column (wide); CSS shows one.
    const [narrow, wide] = screen.getAllByRole("navigation", { name: "Sections" })
    expect(within(narrow!).getByText("In this article").tagName).toBe("SUMMARY")
    expect(within(narrow!).getByRole("link", { name: "Pay" })).toHaveAttribute("href", "#pay")
    expect(within(wide!).getByRole("heading", { name: "In this article" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Pass it on" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Post to LinkedIn" })).toHaveAttribute("href", expect.stringContaining("linkedin.com"))
    expect(screen.getByRole("link", { name: "Post to X" })).toHaveAttribute("href", expect.stringContaining("x.com"))
    expect(screen.getByRole("link", { name: "Send by mail" })).toHaveAttribute("href", expect.stringMatching(/^mailto:/))
    const more = screen.getByRole("navigation", { name: "Next reads" })
    expect(within(more).getByRole("link", { name: "Later Newer one" })).toHaveAttribute("href", "/resources/blog/n")
    expect(within(more).getByRole("link", { name: "Earlier Older one" })).toHaveAttribute("href", "/resources/blog/o")
    expect(screen.getByRole("heading", { level: 2, name: "See also" })).toBeInTheDocument()
    expect(within(screen.getByRole("complementary", { name: "In short" })).getByRole("heading", { name: "In short" })).toBeInTheDocument()
  })
})
