import { geoMeta, organizationJsonLd, websiteJsonLd } from "../structured-data"
import { siteFacts } from "../../../test/render"

const facts = { ...siteFacts(), siteUrl: "https://example.test" }

describe("organizationJsonLd", () => {
  const org = organizationJsonLd(facts)

  it("names the company, its legal name, site and logo", () => {
    expect(org["@type"]).toBe("Organization")
    expect(org.name).toBe("Solvix")
    expect(org.legalName).toBe("Solvix Pte. Ltd.")
    expect(org.url).toBe("https://example.test/")
    expect(org.logo).toBe("https://example.test/icon-512.png")
  })

  it("gives the Singapore postal address from site.yaml", () => {
    expect(org.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: "Singapore",
      postalCode: facts.address.postalCode,
      addressCountry: "SG",
    })
  })

  it("keeps the unit number of the street address (a # in YAML starts a comment unless quoted)", () => {
    expect(org.address.streetAddress).toMatch(/#\d/)
  })

  it("has a contact point with e-mail, telephone and the six areas served", () => {
    expect(org.contactPoint).toMatchObject({ "@type": "ContactPoint", email: facts.email, telephone: facts.phone })
    expect(org.contactPoint.areaServed).toEqual(["SG", "MY", "PH", "TH", "VN", "ID"])
  })

  it("lists only the social profiles the company confirmed as sameAs", () => {
    const unconfirmed = facts.social.filter((s) => facts.unconfirmed.includes(`social.${s.name}`)).map((s) => s.url)
    expect((org.sameAs ?? []).filter((u: string) => unconfirmed.includes(u))).toEqual([])
    expect(organizationJsonLd({ ...facts, unconfirmed: facts.social.map((s) => `social.${s.name}`) })).not.toHaveProperty("sameAs")
    const confirmedOne = organizationJsonLd({ ...facts, unconfirmed: facts.unconfirmed.filter((k) => k !== "social.LinkedIn") })
    expect(confirmedOne.sameAs).toEqual(facts.social.filter((s) => s.name === "LinkedIn").map((s) => s.url))
  })
})

describe("websiteJsonLd", () => {
  it("declares the site search as a SearchAction", () => {
    const site = websiteJsonLd(facts)
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: "https://example.test/search?q={search_term_string}",
      "query-input": "required name=search_term_string",
    })
    expect(site.publisher["@id"]).toBe(organizationJsonLd(facts)["@id"])
  })
})

describe("geoMeta", () => {
  it("gives region, place name, position (lat;long) and ICBM (lat, long)", () => {
    const tags = Object.fromEntries(geoMeta(facts).map((m) => [m.name, m.content]))
    const { latitude, longitude } = facts.geo
    expect(tags).toEqual({
      "geo.region": "SG",
      "geo.placename": "Singapore",
      "geo.position": `${latitude};${longitude}`,
      ICBM: `${latitude}, ${longitude}`,
    })
  })
})
