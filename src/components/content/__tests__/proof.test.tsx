import * as React from "react"
import { screen, within } from "@testing-library/react"
import { renderWithFacts } from "../../../test/render"
import { Proof } from "../proof"
import type { SiteFacts } from "../../../types/content"

/** Invented for the test, and obviously so: never in content/. */
const client = { slug: "example-client", name: "Example Client Pte. Ltd.", logo: null, logoFile: null, url: "https://www.example.com", permission: "E-mail from the client's COO, 2026-11-02" }
const quote = { slug: "jo-example", name: "Jo Example", role: "Head of Support", company: "Example Client Pte. Ltd.", quote: "Example words for the test.", permission: "Approved by e-mail, 2026-11-02" }
const stories = [{ slug: "example-story", path: "/client-stories/example-story", title: "How Example Client staffed its help desk" }]
/** The client stories the build has (only confirmed ones get a node; the component checks the key again). */
const withStories = { allClientStory: { nodes: stories } }

/** Every proof fact filled in; `unconfirmed` as the test says. */
const fill = (unconfirmed: string[]) => (f: SiteFacts) => {
  f.founded = 2019
  f.headcount = 12
  f.clients = [client]
  f.testimonials = [quote]
  f.unconfirmed = unconfirmed
}

describe("proof a buyer can check", () => {
  it("is absent, not an empty box, while nothing is confirmed: the fixture's facts, and filled-in facts still unconfirmed", () => {
    const { container, unmount } = renderWithFacts(() => undefined, <Proof />, { allClientStory: { nodes: [] } })
    expect(container.querySelector("[data-proof]")).toBeNull()
    unmount()
    const filled = renderWithFacts(fill(["founded", "headcount", "clients.example-client", "testimonials.jo-example", "clientStories.example-story"]), <Proof contained />, withStories)
    // Nothing rendered but the providers' own toast region: no heading, no frame, no empty column.
    expect(filled.container.children).toHaveLength(1)
    expect(screen.queryByText(/Example|Who we work with/)).toBeNull()
  })

  it("shows each confirmed part: founding year, headcount, the client by name and link, the named quote and the story", () => {
    renderWithFacts(fill([]), <Proof />, withStories)
    const proof = screen.getByRole("region", { name: "Who we work with" })
    expect(proof).toHaveTextContent("Founded in 2019")
    expect(proof).toHaveTextContent("12 people on our own team")
    expect(within(proof).getByRole("link", { name: "Example Client Pte. Ltd." })).toHaveAttribute("href", "https://www.example.com")
    const figure = within(proof).getByRole("figure")
    expect(figure).toHaveTextContent("“Example words for the test.”")
    expect(figure).toHaveTextContent("Jo Example, Head of Support, Example Client Pte. Ltd.")
    expect(within(proof).getByRole("link", { name: stories[0]!.title })).toHaveAttribute("href", stories[0]!.path)
    // The permission is a record, never shown.
    expect(proof).not.toHaveTextContent(/E-mail from|Approved by/)
  })

  it("shows only what is confirmed and permitted, each part alone", () => {
    renderWithFacts(
      (f) => {
        fill(["founded", "testimonials.jo-example", "clientStories.example-story"])(f)
        f.clients = [client, { ...client, slug: "no-permission", name: "Unpermitted Example Ltd.", permission: null }]
      },
      <Proof />,
      withStories,
    )
    const proof = screen.getByRole("region", { name: "Who we work with" })
    expect(proof).not.toHaveTextContent("Founded")
    expect(proof).toHaveTextContent("12 people on our own team")
    expect(proof).toHaveTextContent("Example Client Pte. Ltd.")
    expect(proof).not.toHaveTextContent("Unpermitted")
    expect(within(proof).queryByRole("figure")).toBeNull()
    expect(within(proof).queryByRole("heading", { name: "Client stories" })).toBeNull()
  })

  it("shows a client's logo with its name as the picture's text, from the file site.yaml names", () => {
    renderWithFacts(
      (f) => {
        fill([])(f)
        f.clients = [{ ...client, url: null, logo: "clients/example-client.svg", logoFile: { publicURL: "/static/example-client.svg" } }]
      },
      <Proof />,
      withStories,
    )
    expect(screen.getByRole("img", { name: "Example Client Pte. Ltd." })).toHaveAttribute("src", "/static/example-client.svg")
  })

  it("says what content/site.yaml `labels.proof` says", () => {
    renderWithFacts(
      (f) => {
        fill([])(f)
        f.labels.proof = { title: "Proof", founded: "Since {year}", headcount: "A team of {n}", clients: "Logos", quotes: "Quotes", stories: "Stories" }
      },
      <Proof />,
      withStories,
    )
    const proof = screen.getByRole("region", { name: "Proof" })
    expect(proof).toHaveTextContent("Since 2019")
    expect(proof).toHaveTextContent("A team of 12")
    for (const h of ["Logos", "Quotes", "Stories"]) expect(within(proof).getByRole("heading", { name: h })).toBeInTheDocument()
  })
})
