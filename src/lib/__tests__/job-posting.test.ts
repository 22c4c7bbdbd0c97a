import { jobPostingJsonLd, type JobFacts } from "../job-posting"
import { readCountries } from "../../../gatsby/lib/data-files"
import { FIXTURE_ROOT } from "../../test/render"

const job: JobFacts = {
  slug: "talent-acquisition-specialist-manila",
  title: "Talent Acquisition Specialist",
  description: "Source and screen candidates.",
  location: "Manila, Philippines (hybrid)",
  employmentType: "FULL_TIME",
  remote: false,
  datePosted: "2026-11-02",
  validThrough: "2027-01-31",
  salaryCurrency: "PHP",
  salaryMin: 40000,
  salaryMax: 60000,
  salaryUnit: "MONTH",
  salaryConfirmed: false,
}
const org = { name: "Solvix", siteUrl: "https://www.solvix.sg", countries: readCountries(FIXTURE_ROOT), address: { countryCode: "SG" } }

describe("JobPosting structured data", () => {
  it("carries Google's recommended fields: identifier, dates, type, organisation, location", () => {
    const p = jobPostingJsonLd(job, org)
    expect(p).toMatchObject({
      "@type": "JobPosting",
      identifier: { "@type": "PropertyValue", name: "Solvix", value: "talent-acquisition-specialist-manila" },
      datePosted: "2026-11-02",
      validThrough: "2027-01-31T23:59:59+08:00",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Solvix" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Manila", addressCountry: "PH" } },
    })
    expect(p).not.toHaveProperty("jobLocationType")
  })
  it("omits the salary range until the company confirms it", () => {
    expect(jobPostingJsonLd(job, org)).not.toHaveProperty("baseSalary")
    expect(jobPostingJsonLd({ ...job, salaryConfirmed: true }, org)["baseSalary"]).toEqual({ "@type": "MonetaryAmount", currency: "PHP", value: { "@type": "QuantitativeValue", minValue: 40000, maxValue: 60000, unitText: "MONTH" } })
    expect(jobPostingJsonLd({ ...job, salaryConfirmed: true, salaryMin: 70000 }, org)).not.toHaveProperty("baseSalary")
  })
  it("takes the location's country from the country table's names, and the company's own country when it names none", () => {
    const country = (location: string, countries = org.countries) => (jobPostingJsonLd({ ...job, location }, { ...org, countries })["jobLocation"] as { address: { addressCountry: string } }).address.addressCountry
    expect(["Jakarta, Indonesia", "Ho Chi Minh City, Vietnam (remote)", "Bengaluru, India", "Singapore"].map((l) => country(l))).toEqual(["ID", "VN", "IN", "SG"])
    // A country added to the table is found by its name, with no code to change.
    expect(country("Kuala Lumpur, Malaysia")).toBe("MY")
    expect(
      country(
        "Kuala Lumpur, Malaysia",
        org.countries.filter((c) => c.code !== "MY"),
      ),
    ).toBe("SG")
  })
  it("marks a remote role TELECOMMUTE with the country applicants must be in", () => {
    expect(jobPostingJsonLd({ ...job, remote: true }, org)).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "PH" } })
  })
})
