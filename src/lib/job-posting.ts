import { countryOfPlace, type CountryTable } from "../data/countries"

/** The fields of a job opening that its structured data needs (content/careers/<slug>/index.mdx). */
export interface JobFacts {
  slug: string
  title: string
  description: string
  location: string
  employmentType: string
  remote: boolean
  datePosted: string
  validThrough: string
  salaryCurrency: string | null
  salaryMin: number | null
  salaryMax: number | null
  salaryUnit: string | null
  salaryConfirmed: boolean | null
}

/** The company as a job posting names it: its name, site, the country table and its own country (address.countryCode). */
export interface JobOrg {
  name: string
  siteUrl: string
  countries: CountryTable
  address: { countryCode: string }
}

/**
 * schema.org JobPosting with the fields Google recommends for job search: dates, employment type, the hiring
 * organisation, location (and TELECOMMUTE with the applicant's country for remote roles), an identifier,
 * and the salary range only when the company has confirmed it (salaryConfirmed in the job's frontmatter).
 */
export function jobPostingJsonLd(job: JobFacts, org: JobOrg): Record<string, unknown> {
  // The country of a location such as "Manila, Philippines (hybrid)", by the names of content/data/countries.yaml;
  // the company's own country (Singapore) otherwise.
  const country = countryOfPlace(org.countries, job.location, org.address.countryCode)
  const city =
    job.location
      .split(",")[0]
      ?.replace(/\(.*\)/, "")
      .trim() || job.location
  const salary =
    job.salaryConfirmed === true && job.salaryCurrency && job.salaryMin !== null && job.salaryMax !== null && job.salaryUnit && job.salaryMin <= job.salaryMax
      ? { "@type": "MonetaryAmount", currency: job.salaryCurrency, value: { "@type": "QuantitativeValue", minValue: job.salaryMin, maxValue: job.salaryMax, unitText: job.salaryUnit } }
      : null
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.description}</p>`,
    identifier: { "@type": "PropertyValue", name: org.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+08:00`,
    employmentType: job.employmentType,
    hiringOrganization: { "@type": "Organization", name: org.name, sameAs: `${org.siteUrl}/`, logo: `${org.siteUrl}/icon-512.png` },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: city, addressCountry: country } },
    ...(job.remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: country } } : {}),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: false,
  }
}
