import * as React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { PageProps } from "gatsby"
import { Helmet } from "react-helmet"
import HomePage from "../index"
import { renderWithProviders } from "../../test/render"
import { homeContent } from "../../features/home/__fixtures__/content"
import type { HomeContent } from "../../types/home"

/**
 * The page as the site renders it: inside the providers of src/wrappers.tsx (renderWithProviders feeds
 * useStaticQuery the fixture site.yaml through the gatsby mock's setStaticQueryData), with the fixture copy of
 * content/home.yaml as its page data.
 */
function renderHome() {
  const props = { data: { homeYaml: homeContent() } } as unknown as PageProps<{ homeYaml: HomeContent }>
  return renderWithProviders(<HomePage {...props} />)
}

const section = (name: string | RegExp) => screen.getByRole("region", { name })

describe("home page", () => {
  it("has one h1, the tagline about talent and technology", () => {
    renderHome()
    const h1s = screen.getAllByRole("heading", { level: 1 })
    expect(h1s).toHaveLength(1)
    expect(h1s[0]).toHaveTextContent(/talent and technology in perfect harmony/i)
  })

  it("has the hero line and its two buttons", () => {
    renderHome()
    expect(screen.getByText(/outsource skilled staff from the Philippines, Indonesia, Vietnam and India/i)).toBeInTheDocument()
    // The spec: "two buttons, 'Book a demo' (links to /contact#contact-form) and 'Learn More'"; the fixture has no
    // booking page (src/components/talk-link.tsx).
    expect(screen.getByRole("link", { name: "Book a demo" })).toHaveAttribute("href", "/contact#contact-form")
    const learnMore = screen.getByRole("link", { name: /^Learn More/ })
    expect(learnMore).toHaveAttribute("href", "/how-it-works")
    expect(learnMore).toHaveAccessibleName("Learn More about how it works")
    expect(learnMore.querySelector(".visually-hidden")?.textContent).toBe(" about how it works")
    expect(learnMore.textContent?.replace(" about how it works", "")).toBe("Learn More")
  })

  it("shows the home page's sections in order", () => {
    renderHome()
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual([
      "Remote and dedicated offshore teams",
      "Employer of record services",
      "Full-suite talent outsourcing",
      "How It Works",
      "Hire across Southeast Asia from a Singapore base",
      "What will one employee cost you?",
      "Ready to build your team?",
    ])
  })

  it("gives the four reasons to choose Solvix's EOR and the three offshore team cards", () => {
    renderHome()
    const offshore = section("Remote and dedicated offshore teams")
    const reasons = within(offshore)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.textContent)
    expect(reasons).toEqual(["Legal compliance", "Payroll and benefits", "Rapid market entry", "Local expertise"])
    const cards = within(offshore)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent)
    expect(cards).toEqual(["Why choose Solvix as your employer of record", "Dedicated Teams", "Rapid Scaling", "Global Talent Pool"])
  })

  it("has four EOR feature cards and the four EOR steps in order", () => {
    renderHome()
    const eor = section("Employer of record services")
    const features = within(eor)
      .getAllByRole("heading", { level: 3 })
      .filter((h) => h.textContent !== "How employer of record works")
    expect(features).toHaveLength(4)
    const steps = within(within(eor).getByRole("list", { name: "How employer of record works" })).getAllByRole("listitem")
    expect(steps.map((s) => within(s).getByRole("heading", { level: 4 }).textContent)).toEqual(["You select the candidate", "Solvix becomes the legal employer", "Solvix handles payroll, tax, compliance and HR", "You manage the daily work"])
  })

  it("covers hiring and management in full-suite talent outsourcing", () => {
    renderHome()
    const outsourcing = section("Full-suite talent outsourcing")
    expect(
      within(outsourcing)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Hiring", "Management"])
    expect(within(outsourcing).getByRole("link", { name: /talent outsourcing/i })).toHaveAttribute("href", "/services/talent-outsourcing")
  })

  it("explains How It Works in four steps", () => {
    renderHome()
    const how = section("How It Works")
    const steps = within(within(how).getByRole("list", { name: "How It Works" })).getAllByRole("listitem")
    expect(steps.map((s) => within(s).getByRole("heading", { level: 3 }).textContent)).toEqual(["Share your requirements", "We source the talent", "Direct collaboration", "Backend support"])
  })

  it("has country cards: Singapore as headquarters without a link, the EOR countries linking to their pages", () => {
    renderHome()
    const countries = section("Hire across Southeast Asia from a Singapore base")
    const singapore = screen.getByTestId("country-SG")
    expect(singapore).toHaveTextContent("Singapore")
    expect(singapore).toHaveTextContent("Headquarters")
    expect(within(singapore).queryByRole("link")).toBeNull()
    const expected: Array<[string, string, string]> = [
      ["PH", "Philippines", "/services/employer-of-record-philippines"],
      ["ID", "Indonesia", "/services/employer-of-record-indonesia"],
      ["VN", "Vietnam", "/services/employer-of-record-vietnam"],
    ]
    for (const [code, name, href] of expected) {
      const card = screen.getByTestId(`country-${code}`)
      expect(within(card).getByRole("link", { name })).toHaveAttribute("href", href)
    }
    expect(within(countries).getAllByRole("link")).toHaveLength(3)
  })

  it("opens the contact popup from 'Get Started Today'", async () => {
    const user = userEvent.setup()
    renderHome()
    expect(screen.queryByRole("dialog")).toBeNull()
    const button = screen.getByRole("button", { name: "Get Started Today" })
    expect(button).toHaveAttribute("aria-haspopup", "dialog")
    await user.click(button)
    const dialog = await screen.findByRole("dialog")
    expect(within(dialog).getByRole("heading", { name: "Talk to our team" })).toBeInTheDocument()
    expect(within(dialog).getByRole("form", { name: "Contact form" })).toBeInTheDocument()
  })

  it("hides its illustrations and icons from assistive technology", () => {
    const { container } = renderHome()
    const svgs = Array.from(container.querySelectorAll("svg"))
    expect(svgs.length).toBeGreaterThan(10)
    for (const svg of svgs) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it("puts the metadata and structured data in the head", () => {
    renderHome()
    const head = Helmet.peek()
    expect(head.title).toBe("Employer of Record & Remote Staffing in Southeast Asia | Solvix")
    const meta = head.metaTags as unknown as Array<Record<string, string>>
    const byName = (name: string) => meta.find((m) => m["name"] === name)?.["content"]
    expect(byName("geo.region")).toBe("SG")
    expect(byName("geo.placename")).toBe("Singapore")
    expect(byName("geo.position")).toBe("1.27868;103.84851")
    expect(byName("ICBM")).toBe("1.27868, 103.84851")
    expect(byName("keywords")).toContain("employer of record Singapore")
    expect(byName("twitter:card")).toBeDefined()
    expect(meta.find((m) => m["property"] === "og:url")?.["content"]).toBe("https://www.solvix.sg/")
    const scripts = (head.scriptTags as unknown as Array<{ innerHTML: string }>).map((s) => JSON.parse(s.innerHTML) as { "@type": string })
    expect(scripts.map((s) => s["@type"])).toEqual(["Organization", "WebSite"])
  })
})
