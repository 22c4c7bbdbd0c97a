import * as React from "react"
import { TextEncoder } from "node:util"
import { screen, within } from "@testing-library/react"
import { Helmet } from "react-helmet"
import type { PageProps } from "gatsby"
import { FIXTURE_ROOT, Providers, calculatorLabels, renderWithLabels } from "../../test/render"
import { readRates } from "../../../gatsby/lib/data-files"
import type { PageContext } from "../../shared/page-context"
import JobTemplate from "../job"
import RoleTemplate from "../role"
import SectorTemplate from "../sector"
import ServiceTemplate from "../service"
import CalculatorTemplate from "../calculator"
import { FaqList } from "../../components/content/faq-list"
import { CallToAction } from "../../components/mdx/call-to-action"

const context = (kind: string, path: string) => ({ id: "x", kind, pagePath: path, title: "T", seoTitle: "T", section: kind, crumbs: [{ label: "Home", to: "/" }] })

/** A template as Gatsby calls it: data, page context and the MDX body as children (which PageProps does not declare). */
function page<D>(Template: React.ComponentType<PageProps<D, PageContext>>, data: D, pageContext: PageContext) {
  const Page = Template as unknown as React.ComponentType<{ data: D; pageContext: PageContext; children: React.ReactNode }>
  return (
    <Page data={data} pageContext={pageContext}>
      <h2 id="pay">Pay</h2>
      <h2 id="leave">Leave</h2>
      <p>Body.</p>
    </Page>
  )
}

const others = { nodes: [{ path: "/x/other", title: "Other one", summary: "S.", icon: null }] }
const faqs = [{ question: "How long?", answer: "Two weeks.", group: null }]
const toc = {
  tableOfContents: {
    items: [
      { url: "#pay", title: "Pay" },
      { url: "#leave", title: "Leave" },
      { url: "#a", title: "A" },
      { url: "#b", title: "B" },
    ],
  },
}

const JOB = {
  slug: "a",
  title: "Recruiter",
  description: "d",
  path: "/careers/a",
  department: "People",
  location: "Singapore",
  employmentType: "FULL_TIME",
  remote: false,
  datePosted: "2026-11-02",
  validThrough: "2027-01-31",
  validThroughText: "31 January 2027",
  salaryCurrency: null,
  salaryMin: null,
  salaryMax: null,
  salaryUnit: null,
  salaryConfirmed: null,
}
const ldTypes = () => (Helmet.peek().scriptTags as unknown as Array<{ innerHTML: string }>).map((s) => (JSON.parse(s.innerHTML) as { "@type": string })["@type"])
const robots = () => (Helmet.peek().metaTags as unknown as Array<Record<string, string>>).find((m) => m["name"] === "robots")?.["content"]

describe("a job opening on the day of the build", () => {
  it("takes applications through its validThrough day, with JobPosting data", () => {
    renderWithLabels(() => undefined, page(JobTemplate, { job: JOB, site: { siteMetadata: { buildDate: "2027-01-31" } } }, context("job", "/careers/a")))
    expect(screen.getByRole("heading", { name: "How to apply" })).toBeInTheDocument()
    expect(screen.queryByTestId("job-closed")).toBeNull()
    expect(ldTypes()).toEqual(["JobPosting", "BreadcrumbList"])
    expect(robots()).toMatch(/^index/)
  })

  it("is built as closed the day after: says so, no way to apply, no JobPosting, not indexed", () => {
    renderWithLabels((l) => (l.job.closed = "Closed since {date}."), page(JobTemplate, { job: JOB, site: { siteMetadata: { buildDate: "2027-02-01" } } }, context("job", "/careers/a")))
    expect(screen.getByTestId("job-closed")).toHaveTextContent("Closed since 31 January 2027.")
    expect(screen.queryByRole("heading", { name: "How to apply" })).toBeNull()
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull()
    expect(ldTypes()).toEqual(["BreadcrumbList"])
    expect(robots()).toMatch(/^noindex/)
  })
})

/** The words of the job, role, sector, service and calculator pages come from content/site.yaml `labels`. */
describe("Page words from content/site.yaml", () => {
  it("words a job's How to apply box and its employment type", () => {
    renderWithLabels(
      (l) =>
        Object.assign(l.job, { eyebrow: "Jobs in {department}", apply: "Write to {email} today.", applySubject: "CV for {title}", howToApply: "Applying", location: "Where", type: "Contract type", team: "Department", applyBy: "Closes", partTime: "Half days" }),
      page(
        JobTemplate,
        {
          job: {
            slug: "a",
            title: "Recruiter",
            description: "d",
            path: "/careers/a",
            department: "People",
            location: "Singapore",
            employmentType: "PART_TIME",
            remote: false,
            datePosted: "2026-01-01",
            validThrough: "2026-12-31",
            validThroughText: "31 December 2026",
            salaryCurrency: null,
            salaryMin: null,
            salaryMax: null,
            salaryUnit: null,
            salaryConfirmed: null,
          },
          site: { siteMetadata: { buildDate: "2026-11-25" } },
        },
        context("job", "/careers/a"),
      ),
    )
    expect(screen.getByRole("heading", { name: "Applying" })).toBeInTheDocument()
    const terms = screen.getAllByRole("term").map((t) => t.textContent)
    expect(terms).toEqual(["Where", "Contract type", "Department", "Closes"])
    expect(screen.getByText("Half days")).toBeInTheDocument()
    expect(screen.getByText("Jobs in People")).toBeInTheDocument()
    const email = screen.getByRole("link", { name: /@/ })
    expect(email.closest("p")).toHaveTextContent(`Write to ${email.textContent} today.`)
    expect(email).toHaveAttribute("href", expect.stringContaining(`?subject=${encodeURIComponent("CV for Recruiter")}`))
  })

  it("words a role's eyebrow, positions and other roles", () => {
    renderWithLabels(
      (l) => Object.assign(l.role, { eyebrow: "Disciplines", positions: "Usual job titles", others: "More disciplines" }),
      page(RoleTemplate, { role: { title: "Marketing", description: "d", summary: "s", path: "/industries/marketing", positions: ["SEO lead"], hireIn: ["PH"] }, others }, context("role", "/industries/marketing")),
    )
    expect(screen.getByText("Disciplines")).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Usual job titles" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "More disciplines" })).toBeInTheDocument()
  })

  it("puts a role's cost, time and first step right under its title, before the body", () => {
    renderWithLabels(() => undefined, page(RoleTemplate, { role: { title: "Marketing", description: "d", summary: "s", path: "/industries/marketing", positions: ["SEO lead"], hireIn: ["PH", "ID"] }, others }, context("role", "/industries/marketing")))
    const box = screen.getByRole("region", { name: /^Hiring for Marketing/ })
    const headings = screen.getAllByRole("heading").map((h) => h.textContent)
    expect(headings.slice(0, 2)).toEqual(["Marketing", box.querySelector("h2")!.textContent])
    expect(screen.getByRole("link", { name: "Cost in Indonesia" })).toHaveAttribute("href", "/resources/cost-calculator?country=ID")
    const body = screen.getByRole("heading", { name: "Pay" })
    expect(box.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("words a sector's eyebrow, other sectors and the breadcrumb trail's name", () => {
    renderWithLabels(
      (l) => {
        Object.assign(l.sector, { eyebrow: "Industries", others: "More industries" })
        l.pages.breadcrumb = "You are here"
      },
      page(SectorTemplate, { sector: { title: "Legal", description: "d", summary: "s", path: "/sectors/legal" }, others }, context("sector", "/sectors/legal")),
    )
    expect(screen.getByText("Industries")).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "More industries" })).toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "You are here" })).toHaveTextContent("Home")
  })

  it("words a service's eyebrow, hero button, FAQ heading, rail contents, other services and their links", () => {
    renderWithLabels(
      (l) => {
        Object.assign(l.service, { countryEyebrow: "EOR in {country}", start: "Begin now", others: "More services" })
        Object.assign(l.pages, { faqs: "Questions", contents: "Sections", about: "Beside the text" })
        l.hubs.readAbout = "See {title}"
      },
      page(
        ServiceTemplate,
        { service: { title: "EOR Vietnam", description: "d", summary: "s", path: "/services/eor-vn", country: "Vietnam", faqs, mdx: toc }, others, rates: null, site: { siteMetadata: { buildDate: "2026-11-25" } } },
        context("service", "/services/eor-vn"),
      ),
    )
    expect(screen.getByText("EOR in Vietnam")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Begin now" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Questions" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "More services" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /See Other one/ })).toHaveAttribute("href", "/x/other")
    const rail = screen.getByRole("complementary", { name: "Beside the text" })
    expect(within(rail).getAllByText("Sections").length).toBeGreaterThan(0)
  })

  it("words the calculator's no-script note and its rates table from the labels its page queries", () => {
    const calculator = { ...calculatorLabels(), noscript: "Turn on JavaScript for live numbers.", ratesHeading: "Every rate we apply" }
    const facts = { unconfirmed: [], fees: { currency: "USD", items: [] }, labels: { calculator } }
    const pageNode = { title: "Cost calculator", description: "d", path: "/resources/cost-calculator", section: "resources", summary: null, faqs: [], updated: null, updatedIso: null, copyable: true, mdx: null }
    // react-dom/server resolves to its browser build under jsdom, which needs TextEncoder (jsdom has none).
    Object.assign(globalThis, { TextEncoder })
    const { renderToStaticMarkup } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server")
    // The tool and its rates are not what this test reads: no countries keeps the render to the page's words.
    const html = renderToStaticMarkup(
      <Providers>{page(CalculatorTemplate, { page: pageNode, facts, changes: null, rates: { ...readRates(FIXTURE_ROOT), countries: [] }, site: { siteMetadata: { buildDate: "2026-11-25" } } }, context("page", "/resources/cost-calculator"))}</Providers>,
    )
    expect(html).toContain("<noscript><p>Turn on JavaScript for live numbers.</p></noscript>")
    expect(html).toContain(">Every rate we apply</h2>")
  })

  it("words the FAQ heading and a call to action's defaults", () => {
    renderWithLabels(
      (l) => Object.assign(l.pages, { faqs: "Questions and answers", ctaText: "Say what you need", ctaButton: "Write to us" }),
      <>
        <FaqList faqs={faqs} />
        <CallToAction title="Plan a hire" reply />
      </>,
    )
    expect(screen.getByRole("heading", { name: "Questions and answers" })).toBeInTheDocument()
    expect(screen.getByText(/^Say what you need/)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Write to us" })).toBeInTheDocument()
  })
})
