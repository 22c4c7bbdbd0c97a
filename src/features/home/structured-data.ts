import type { SiteFacts } from "../../types/content"
import { confirmedSocial, isConfirmed, publishedEntity } from "../../lib/company-facts"
import { employingCountries } from "../../data/countries"

/**
 * The employing entities that are our own companies (relationship: subsidiary), once confirmed: schema.org
 * subOrganization with their registered name, registration number and country. Partners are not ours, and an
 * unconfirmed entity is never named.
 */
function subsidiaries(facts: SiteFacts) {
  return employingCountries(facts.countries)
    .map((c) => publishedEntity(facts, c.code))
    .filter((e) => e !== null && e.relationship === "subsidiary")
    .map((e) => ({
      "@type": "Organization",
      legalName: e!.name,
      identifier: { "@type": "PropertyValue", propertyID: e!.registrationLabel, value: e!.registrationNumber },
      address: { "@type": "PostalAddress", addressCountry: e!.country },
    }))
}

/** The logo search engines show for the organisation (a square PNG in static/). */
export const LOGO_PATH = "/icon-512.png"

/** schema.org Organization for the home page, every value from content/site.yaml. */
export function organizationJsonLd(facts: SiteFacts) {
  const { address, geo } = facts
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${facts.siteUrl}/#organization`,
    name: facts.name,
    legalName: facts.legalName,
    // The Singapore company's UEN, once confirmed.
    ...(facts.uen && isConfirmed(facts, "uen") ? { identifier: { "@type": "PropertyValue", propertyID: "UEN", value: facts.uen } } : {}),
    url: `${facts.siteUrl}/`,
    logo: `${facts.siteUrl}${LOGO_PATH}`,
    description: facts.description,
    email: facts.email,
    telephone: facts.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: facts.email,
      telephone: facts.phone,
      areaServed: facts.areaServed,
      availableLanguage: ["English"],
    },
    ...(subsidiaries(facts).length > 0 ? { subOrganization: subsidiaries(facts) } : {}),
    // Only profiles the company confirmed (src/lib/company-facts.ts); none, no sameAs.
    ...(confirmedSocial(facts).length > 0 ? { sameAs: confirmedSocial(facts).map((profile) => profile.url) } : {}),
  }
}

/** schema.org WebSite with the site search as its SearchAction (/search?q=…). */
export function websiteJsonLd(facts: SiteFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${facts.siteUrl}/#website`,
    name: facts.name,
    url: `${facts.siteUrl}/`,
    publisher: { "@id": `${facts.siteUrl}/#organization` },
    inLanguage: "en",
    potentialAction: {
      "@type": "SearchAction",
      target: `${facts.siteUrl}/search?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  }
}

/** The geographic meta tags of the head office: geo.region, geo.placename, geo.position and ICBM. */
export function geoMeta(facts: SiteFacts): Array<{ name: string; content: string }> {
  const { latitude, longitude } = facts.geo
  return [
    { name: "geo.region", content: facts.address.countryCode },
    { name: "geo.placename", content: facts.address.locality },
    { name: "geo.position", content: `${latitude};${longitude}` },
    { name: "ICBM", content: `${latitude}, ${longitude}` },
  ]
}
