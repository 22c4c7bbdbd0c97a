import { render, waitFor } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Seo } from "../seo"
import { headTagsNeeded } from "../../framework/head-tags"
import { useFixtureSiteFacts } from "../../test/render"

function headFor(ui: React.ReactElement) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: it registers the fixture facts that useStaticQuery answers with
  useFixtureSiteFacts()
  render(ui)
  const meta = Helmet.peek().metaTags as unknown as Array<Record<string, string>>
  return (key: string) => meta.find((m) => m["property"] === key || m["name"] === key)?.["content"]
}

describe("Seo's share image", () => {
  it("defaults to the page's generated card, 1200 × 630, described by the page title", () => {
    const head = headFor(<Seo title="Employer of Record" description="d" path="/services/employer-of-record" />)
    expect(head("og:image")).toBe("https://www.solvix.sg/og/services/employer-of-record.png")
    expect(head("og:image:width")).toBe("1200")
    expect(head("og:image:height")).toBe("630")
    expect(head("og:image:alt")).toBe("Employer of Record | Solvix")
    expect(head("twitter:card")).toBe("summary_large_image")
    expect(head("twitter:image")).toBe("https://www.solvix.sg/og/services/employer-of-record.png")
    expect(head("twitter:image:alt")).toBe("Employer of Record | Solvix")
  })

  it("uses /og/index.png for the home page", () => {
    const head = headFor(<Seo title="Solvix: Employer of Record" fullTitle description="d" path="/" />)
    expect(head("og:image")).toBe("https://www.solvix.sg/og/index.png")
    expect(head("og:image:alt")).toBe("Solvix: Employer of Record")
  })

  it("shows another page's card when told to (the not-found page's generic card)", () => {
    const head = headFor(<Seo title="Page Not Found" description="d" path="/no/such/page" cardPath="/404" noindex />)
    expect(head("og:image")).toBe("https://www.solvix.sg/og/404.png")
  })

  it("keeps an image it is given", () => {
    const given = headFor(<Seo title="T" description="d" path="/about" image={{ url: "/team.jpg", width: 800, height: 600, alt: "The team" }} />)
    expect(given("og:image")).toBe("https://www.solvix.sg/team.jpg")
    expect(given("og:image:width")).toBe("800")
    expect(given("og:image:alt")).toBe("The team")
  })

  it("has none when given null", () => {
    const none = headFor(<Seo title="T" description="d" path="/about" image={null} />)
    expect(none("og:image")).toBeUndefined()
    expect(none("twitter:card")).toBe("summary")
  })
})

describe("Seo in the browser", () => {
  const globals = globalThis as { __SSR__?: boolean }
  beforeEach(() => {
    globals.__SSR__ = false
  })
  afterEach(() => {
    globals.__SSR__ = true
  })

  it("leaves the server's head alone on the first page; from the first move in the app, react-helmet sets the page's tags", async () => {
    useFixtureSiteFacts()
    document.title = "From the server"
    render(<Seo title="Careers" description="Work with us" path="/careers" />)
    // Long enough for a dynamic import to resolve: nothing asks for react-helmet until the app moves.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.title).toBe("From the server")
    headTagsNeeded()
    await waitFor(() => expect(document.title).toBe("Careers | Solvix"))
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Work with us")
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.solvix.sg/careers")
  })
})
