import * as React from "react"
import { screen, within } from "@testing-library/react"
import { renderWithFacts } from "../../../test/render"
import { EmployerBox } from "../../employer"
import { EmployingEntities, CompanyName } from "../../mdx/employing-entities"
import { FeeTable } from "../../mdx/fee-table"
import { TeamList, articleAuthor } from "../../mdx/team"
import { Certifications, Complaints, DataProtectionFacts } from "../../mdx/trust-facts"
import { TalkLink } from "../../talk-link"
import { CallToAction } from "../../mdx/call-to-action"
import { RailCta } from "../rail-cta"
import type { SiteFacts } from "../../../types/content"

/**
 * The places of the company facts, with the tests' own facts: the fixture site.yaml has none confirmed (as the
 * real one today), and each test fills in and confirms what it needs. A fact is published only once confirmed.
 */
const confirm = (facts: SiteFacts, ...keys: string[]) => {
  facts.unconfirmed = facts.unconfirmed.filter((k) => !keys.includes(k))
}
const services = {
  allService: {
    nodes: [
      { slug: "employer-of-record", title: "Employer of Record" },
      { slug: "talent-outsourcing", title: "Talent Outsourcing" },
    ],
  },
}
const BOOKING = "https://cal.example.com/team/discovery"

describe("talk now: the booking buttons", () => {
  it("without a booking page, 'Book a demo' leads to the contact form as the spec says, and the call button to the call form", () => {
    renderWithFacts(
      (f) => (f.bookingUrl = null),
      <>
        <TalkLink kind="demo" />
        <TalkLink kind="call" />
      </>,
    )
    const demo = screen.getByRole("link", { name: "Book a demo" })
    expect(demo).toHaveAttribute("href", "/contact#contact-form")
    expect(demo).not.toHaveAttribute("target")
    const call = screen.getByRole("link", { name: "Request a call" })
    expect(call).toHaveAttribute("href", "/contact/get-in-touch")
  })
  it("with one, say 'Book a demo' / 'Book a discovery call' and open it in a new tab, telling screen readers so", () => {
    renderWithFacts(
      (f) => (f.bookingUrl = BOOKING),
      <>
        <TalkLink kind="demo" />
        <TalkLink kind="call" look="text" />
      </>,
    )
    for (const name of ["Book a demo (opens in a new tab)", "Book a discovery call (opens in a new tab)"]) {
      const link = screen.getByRole("link", { name })
      expect(link).toHaveAttribute("href", BOOKING)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })
  it("the body's call to action adds the booking button only when there is a booking page", () => {
    const { unmount } = renderWithFacts((f) => (f.bookingUrl = null), <CallToAction title="Plan a hire" text="Tell us the role" reply />)
    expect(screen.getByRole("button", { name: "Get In Touch" })).toBeInTheDocument()
    expect(screen.queryByRole("link")).toBeNull()
    unmount()
    renderWithFacts((f) => (f.bookingUrl = BOOKING), <CallToAction title="Plan a hire" text="Tell us the role" reply />)
    expect(screen.getByRole("link", { name: "Book a discovery call (opens in a new tab)" })).toHaveAttribute("href", BOOKING)
  })
  it("the side rail offers the booking page beside its contact button only when there is one", () => {
    const { unmount } = renderWithFacts((f) => (f.bookingUrl = null), <RailCta on="service" />)
    expect(screen.queryByRole("link", { name: /Book a discovery call/ })).toBeNull()
    unmount()
    renderWithFacts((f) => (f.bookingUrl = BOOKING), <RailCta on="service" />)
    expect(screen.getByRole("button", { name: "Get In Touch" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Book a discovery call (opens in a new tab)" })).toHaveAttribute("href", BOOKING)
  })
})

describe("who employs your staff", () => {
  const fill = (f: SiteFacts) => {
    const ph = f.employingEntities.find((e) => e.country === "PH")!
    Object.assign(ph, { relationship: "subsidiary", name: "Example PH Inc.", registrationNumber: "CS-1", licences: [{ ...ph.licences[0]!, number: "DO174-9", issuedBy: "DOLE NCR", validUntil: "2028-06-30" }] })
  }
  it("says 'our employing entity in the Philippines' and no number until the entity is confirmed", () => {
    renderWithFacts(fill, <EmployerBox country="PH" />)
    const box = screen.getByRole("region", { name: "Who employs your staff in the Philippines" })
    expect(box).toHaveTextContent("Our employing entity in the Philippines signs the employment contract")
    expect(box).not.toHaveTextContent("Example PH Inc.")
    expect(box).not.toHaveTextContent("CS-1")
    expect(within(box).queryAllByRole("listitem")).toHaveLength(0)
    expect(box).toHaveTextContent("Registration and licences: published once confirmed by the company")
  })
  it("once confirmed, names it with its registration number and DOLE registration", () => {
    renderWithFacts((f) => (fill(f), confirm(f, "employingEntities.PH")), <EmployerBox country="PH" />)
    const box = screen.getByRole("region", { name: "Who employs your staff in the Philippines" })
    expect(box).toHaveTextContent("Our employing entity in the Philippines, Example PH Inc., signs")
    expect(
      within(box)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["SEC registration number: CS-1", "Certificate of Registration as a contractor under DOLE Department Order No. 174, series of 2017: no. DO174-9, issued by DOLE NCR, valid until 30 June 2028"])
    expect(box).not.toHaveTextContent("published once confirmed")
  })
  it("lists all four countries, India's arrangement included, publishing only confirmed details", () => {
    renderWithFacts(
      (f) => {
        fill(f)
        Object.assign(
          f.employingEntities.find((e) => e.country === "IN")!,
          { relationship: "partner", name: "Example Staffing India Pvt. Ltd.", registrationNumber: "U7" },
        )
        confirm(f, "employingEntities.IN")
      },
      <EmployingEntities />,
    )
    const rows = screen.getAllByRole("row").slice(1)
    expect(rows.map((r) => r.querySelector("td")?.textContent)).toEqual(["Philippines", "Indonesia", "Vietnam", "India"])
    expect(rows[0]).toHaveTextContent("Our employing entity in the Philippines")
    expect(rows[0]).not.toHaveTextContent("Example PH Inc.")
    expect(rows[3]).toHaveTextContent("Example Staffing India Pvt. Ltd.A partner company that employs staff on our behalf")
    expect(rows[3]).toHaveTextContent("Corporate Identity Number (CIN): U7")
  })
  it("names the Singapore company, with its UEN only once confirmed", () => {
    const { container, unmount } = renderWithFacts((f) => (f.uen = "201900001X"), <CompanyName />)
    expect(container.textContent).toBe("Solvix Pte. Ltd., a company registered in Singapore")
    unmount()
    const confirmed = renderWithFacts((f) => ((f.uen = "201900001X"), confirm(f, "uen")), <CompanyName />)
    expect(confirmed.container.textContent).toBe("Solvix Pte. Ltd., a company registered in Singapore (Unique Entity Number 201900001X)")
  })
})

describe("the pricing page's fees", () => {
  const price = (f: SiteFacts, service: string, country: string, monthlyFrom: number) => {
    Object.assign(
      f.fees.items.find((i) => i.service === service && i.country === country)!,
      { monthlyFrom, setup: 900, offboarding: 0, deposit: "One month's employment cost", includes: "Payroll and HR" },
    )
  }
  it("says 'Quoted per role' for every service while no fee is confirmed, and shows no table", () => {
    renderWithFacts((f) => price(f, "employer-of-record", "PH", 499), <FeeTable />, services)
    const cards = screen.getAllByRole("listitem")
    expect(cards.map((c) => c.querySelector("h3")?.textContent)).toEqual(["Employer of Record", "Talent Outsourcing"])
    for (const card of cards) expect(card).toHaveTextContent("Quoted per role")
    expect(cards[0]).toHaveTextContent("The Philippines, Indonesia and Vietnam")
    expect(screen.queryByRole("table")).toBeNull()
    expect(document.body).not.toHaveTextContent("499")
  })
  it("shows a confirmed row with its prices, and the others of that service as quoted per role", () => {
    renderWithFacts((f) => (price(f, "employer-of-record", "PH", 499), price(f, "employer-of-record", "ID", 599), confirm(f, "fees.employer-of-record.PH", "fees.employer-of-record.ID")), <FeeTable />, services)
    const [eor, outsourcing] = screen.getAllByRole("listitem")
    expect(eor).toHaveTextContent("from USD 499 a month")
    expect(outsourcing).toHaveTextContent("Quoted per role")
    const table = screen.getByRole("table")
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => Array.from(r.children, (c) => c.textContent))
    expect(rows).toEqual([
      ["Philippines", "from USD 499 a month", "USD 900", "None", "One month's employment cost", "Payroll and HR"],
      ["Indonesia", "from USD 599 a month", "USD 900", "None", "One month's employment cost", "Payroll and HR"],
      ["Vietnam", "Quoted per role", "Quoted per role", "Quoted per role", "Quoted per role", "Quoted per role"],
    ])
  })
})

describe("people", () => {
  const person = { slug: "example-person", name: "Example Person", role: "Head of Client Success", photo: null, photoFile: null, profileUrl: "https://profiles.example.com/example-person" }
  it("shows nobody, not even the heading, until a person is confirmed", () => {
    renderWithFacts((f) => ((f.team = [person]), f.unconfirmed.push("team.example-person")), <TeamList />)
    expect(screen.queryByRole("heading")).toBeNull()
    expect(document.body).not.toHaveTextContent("Example Person")
  })
  it("shows a confirmed person with role and profile link, and their Person data", () => {
    const { container } = renderWithFacts((f) => (f.team = [person]), <TeamList />)
    expect(screen.getByRole("heading", { name: "Our team" })).toBeInTheDocument()
    expect(screen.getByRole("listitem")).toHaveTextContent("Example PersonHead of Client Success")
    expect(screen.getByRole("link", { name: "Profile of Example Person" })).toHaveAttribute("href", person.profileUrl)
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as { itemListElement: Array<Record<string, unknown>> }
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, item: { "@type": "Person", name: "Example Person", jobTitle: "Head of Client Success", worksFor: { "@id": "https://www.solvix.sg/#organization" }, sameAs: [person.profileUrl], url: person.profileUrl } },
    ])
  })
  it("signs an article with a confirmed person, and with the editorial team otherwise", () => {
    renderWithFacts((f) => (f.team = [person]), <></>)
    const facts = (unconfirmed: string[]) => ({ team: [person], unconfirmed, labels: { team: { title: "Our team", profile: "Profile of {name}", editorial: "Solvix Editorial Team" } } }) as unknown as SiteFacts
    expect(articleAuthor(facts([]), "example-person")).toEqual({ name: "Example Person", person })
    expect(articleAuthor(facts(["team.example-person"]), "example-person")).toEqual({ name: "Solvix Editorial Team", person: null })
    expect(articleAuthor(facts([]), "Solvix Editorial Team")).toEqual({ name: "Solvix Editorial Team", person: null })
  })
})

describe("the trust page's facts", () => {
  it("claims no certification until the list is confirmed, and says so when none is held", () => {
    const cert = { name: "ISO/IEC 27001:2022", issuer: "Example Certifier", scope: "HR data", validUntil: "2028-01-31", url: null }
    const { unmount } = renderWithFacts((f) => (f.certifications = [cert]), <Certifications />)
    expect(document.body).toHaveTextContent("No certification is listed here yet.")
    expect(document.body).not.toHaveTextContent("ISO")
    unmount()
    const held = renderWithFacts((f) => ((f.certifications = [cert]), confirm(f, "certifications")), <Certifications />)
    expect(within(held.container).getByRole("table")).toHaveTextContent("ISO/IEC 27001:2022Example CertifierHR data31 January 2028")
    held.unmount()
    renderWithFacts((f) => ((f.certifications = []), confirm(f, "certifications")), <Certifications />)
    expect(document.body).toHaveTextContent("We do not hold a third-party security certification at present.")
  })
  it("names no complaint times until the process is confirmed", () => {
    const complaints = { email: "complaints@example.com", acknowledgeWithin: "within 2 working days", resolveWithin: "within 30 days" }
    const { unmount } = renderWithFacts((f) => (f.complaints = complaints), <Complaints />)
    expect(document.body).toHaveTextContent('To raise a complaint, write to us through the contact form, with "Complaint" at the start of the message.')
    expect(document.body).not.toHaveTextContent("2 working days")
    unmount()
    renderWithFacts((f) => ((f.complaints = complaints), confirm(f, "complaints")), <Complaints />)
    expect(document.body).toHaveTextContent("Send a complaint to complaints@example.com, with a short description and how to reach you. We acknowledge a complaint within 2 working days and aim to resolve it within 30 days.")
  })
  it("offers to answer where data is kept when the company has written nothing, and shows what it has written", () => {
    const { unmount } = renderWithFacts(() => undefined, <DataProtectionFacts />)
    expect(screen.getByRole("link", { name: "send us your question" })).toHaveAttribute("href", "/contact")
    unmount()
    renderWithFacts((f) => (f.dataProtection = { officer: "dpo@example.com", storage: "Singapore data centres", access: "Named payroll staff", subProcessors: [{ name: "Mail Co", purpose: "E-mail", location: "Singapore" }] }), <DataProtectionFacts />)
    expect(document.body).toHaveTextContent("Where the data is keptSingapore data centres")
    expect(document.body).toHaveTextContent("Who can see itNamed payroll staff")
    expect(screen.getByRole("link", { name: "dpo@example.com" })).toHaveAttribute("href", "mailto:dpo@example.com")
    expect(screen.getByRole("table", { name: "Providers that process the data for us" })).toHaveTextContent("Mail CoE-mailSingapore")
  })
})
