/**
 * The human name of each company-fact key (src/shared/company-facts.ts `factKeys`), for the preview notice and the
 * release gate's list. A module of its own so that the browser loads it only with the preview notice, which a
 * release build never shows. Pure: the build and the browser both import it.
 */
import { countryName, type CountryTable } from "../data/countries"

const PLAIN_LABELS: Readonly<Record<string, string>> = {
  legalName: "legal name",
  uen: "Singapore company registration number (UEN)",
  careersEmail: "careers e-mail",
  geo: "map coordinates",
  hours: "office hours",
  responseTime: "reply promise",
  shortlistTime: "shortlist promise",
  callTime: "discovery-call promise",
  bookingUrl: "booking page",
  certifications: "certifications held",
  complaints: "complaints process and its times",
  founded: "founding year",
  headcount: "number of people the company employs",
}
const DATA_LABELS: Readonly<Record<string, string>> = { officer: "Data Protection Officer's address", storage: "where data is kept", access: "who can see data", subProcessors: "sub-processors" }

/** The human name of a fact key, for the preview notice and the release gate's list; `countries` names the countries. */
export function factLabel(key: string, countries: CountryTable): string {
  const [head, ...rest] = key.split(".")
  const tail = rest.join(".")
  switch (head) {
    case "social":
      return `${tail} profile`
    case "employingEntities":
      return `employing entity (${countryName(countries, tail)})`
    case "fees": {
      const [service, country] = [rest.slice(0, -1).join("."), rest[rest.length - 1] ?? ""]
      return `fee for ${service.replace(/-/g, " ")} (${countryName(countries, country)})`
    }
    case "team":
      return `team member ${tail}`
    case "dataProtection":
      return DATA_LABELS[tail] ?? `data protection: ${tail}`
    case "jobs":
      return `job opening ${tail}`
    case "clients":
      return `client ${tail} (name and logo, with permission)`
    case "testimonials":
      return `quote from ${tail} (with permission)`
    case "clientStories":
      return `client story ${tail} (with the client's permission)`
    default:
      return PLAIN_LABELS[key] ?? key
  }
}
