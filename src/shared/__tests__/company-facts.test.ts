import { employingEntityText, factKeys, publishedCertifications, publishedEntity, publishedFee, publishedTeam, type EmployingEntityFact, type FeeRow } from "../company-facts"
import { factLabel } from "../fact-labels"
import type { Country } from "../../data/countries"

/** The table's rows these tests name (content/data/countries.yaml's shape). */
const COUNTRIES: Country[] = [
  { code: "VN", name: "Vietnam", inText: "Vietnam", currency: "VND", symbols: [], employ: true, served: true, placeKind: "employerRegion" },
  { code: "IN", name: "India", inText: "India", currency: "INR", symbols: [], employ: true, served: false, placeKind: "state" },
]
const entity = (country: string, countryName: string, name: string | null, relationship: string | null = "subsidiary"): EmployingEntityFact => ({
  country,
  countryName,
  relationship,
  name,
  registrationLabel: "Registration number",
  registrationNumber: name ? "R-1" : null,
  licences: [],
})
const row = (service: string, country: string, monthlyFrom: number | null): FeeRow => ({ service, country, monthlyFrom, deposit: null, setup: null, offboarding: null, includes: monthlyFrom ? "Payroll" : null })

describe("the keys of company facts", () => {
  it("names each fact of every block, and a job opening per slug", () => {
    const data = {
      name: "X",
      legalName: "X Pte. Ltd.",
      bookingUrl: null,
      complaints: { email: null },
      social: [{ name: "LinkedIn", url: "https://l" }],
      employingEntities: [{ country: "PH" }, { country: "IN" }],
      fees: { currency: "USD", items: [{ service: "employer-of-record", country: "PH" }] },
      team: [{ slug: "jane-tan" }],
      dataProtection: { officer: null, storage: null },
      founded: null,
      headcount: null,
      clients: [{ slug: "example-client" }],
      testimonials: [{ slug: "jo-example" }],
      unconfirmed: [],
      navigation: [],
      footer: [],
      labels: {},
    }
    expect(factKeys(data, { jobs: ["client-success"], clientStories: ["example-story"] }).sort()).toEqual(
      [
        "name",
        "legalName",
        "bookingUrl",
        "complaints",
        "social.LinkedIn",
        "employingEntities.PH",
        "employingEntities.IN",
        "fees.employer-of-record.PH",
        "team.jane-tan",
        "dataProtection.officer",
        "dataProtection.storage",
        "founded",
        "headcount",
        "clients.example-client",
        "testimonials.jo-example",
        "jobs.client-success",
        "clientStories.example-story",
      ].sort(),
    )
  })
  it("gives each key a name a person reads", () => {
    expect(factLabel("employingEntities.IN", COUNTRIES)).toBe("employing entity (India)")
    expect(factLabel("fees.talent-outsourcing.VN", COUNTRIES)).toBe("fee for talent outsourcing (Vietnam)")
    expect(factLabel("bookingUrl", COUNTRIES)).toBe("booking page")
    expect(factLabel("jobs.client-success", COUNTRIES)).toBe("job opening client-success")
    expect(factLabel("dataProtection.subProcessors", COUNTRIES)).toBe("sub-processors")
    expect(factLabel("social.X", COUNTRIES)).toBe("X profile")
    // The country's name is the table's: a renamed row renames the label; a code it lacks stays a code.
    expect(factLabel("employingEntities.IN", [{ ...COUNTRIES[1]!, name: "Bharat" }])).toBe("employing entity (Bharat)")
    expect(factLabel("employingEntities.MY", COUNTRIES)).toBe("employing entity (MY)")
  })
})

describe("what pages may publish", () => {
  const facts = {
    employingEntities: [entity("ID", "Indonesia", "PT Example Indonesia"), entity("VN", "Vietnam", null), entity("IN", "India", "Example Staffing Pvt. Ltd.", "partner")],
    unconfirmed: ["employingEntities.ID"],
  }
  it("names an employing entity only once confirmed, and says when it is a partner", () => {
    expect(employingEntityText(facts, "ID")).toBe("our employing entity in Indonesia")
    expect(publishedEntity(facts, "ID")).toBeNull()
    expect(employingEntityText({ ...facts, unconfirmed: [] }, "ID")).toBe("our employing entity in Indonesia, PT Example Indonesia")
    expect(employingEntityText(facts, "VN")).toBe("our employing entity in Vietnam")
    expect(employingEntityText(facts, "IN")).toBe("our partner employer in India, Example Staffing Pvt. Ltd.")
    expect(() => employingEntityText(facts, "TH")).toThrow(/No employing entity for "TH"/)
  })
  it("publishes a fee only when its row is confirmed and has a monthly price", () => {
    const fees = { currency: "USD", items: [row("employer-of-record", "PH", 499), row("employer-of-record", "ID", null), row("talent-outsourcing", "PH", 650)] }
    const f = { fees, unconfirmed: ["fees.talent-outsourcing.PH"] }
    expect(publishedFee(f, "employer-of-record", "PH")?.monthlyFrom).toBe(499)
    expect(publishedFee(f, "employer-of-record", "ID")).toBeNull()
    expect(publishedFee(f, "talent-outsourcing", "PH")).toBeNull()
    expect(publishedFee(f, "employer-of-record", "VN")).toBeNull()
  })
  it("shows only confirmed people and claims a certification only once confirmed", () => {
    const team = [
      { slug: "a-person", name: "A Person", role: "Role", photo: null, profileUrl: null },
      { slug: "b-person", name: "B Person", role: "Role", photo: null, profileUrl: null },
    ]
    expect(publishedTeam({ team, unconfirmed: ["team.b-person"] }).map((p) => p.slug)).toEqual(["a-person"])
    const certifications = [{ name: "ISO/IEC 27001:2022", issuer: "Example Cert", scope: "HR data", validUntil: null, url: null }]
    expect(publishedCertifications({ certifications, unconfirmed: ["certifications"] })).toBeNull()
    expect(publishedCertifications({ certifications, unconfirmed: [] })).toEqual(certifications)
    expect(publishedCertifications({ certifications: [], unconfirmed: [] })).toEqual([])
  })
})
