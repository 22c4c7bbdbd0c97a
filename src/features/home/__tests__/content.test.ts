import { HOME_ICONS } from "../icons"
import { FLAG_CODES } from "../flags"
import { homeContent } from "../__fixtures__/content"

/** content/home.yaml against what the page can show. */
const home = homeContent()

describe("content/home.yaml", () => {
  it("names only icons the page bundles", () => {
    const named = [
      ...home.offshore.reasons,
      ...home.offshore.cards,
      ...home.eor.features,
      ...home.eor.steps,
      ...home.outsourcing.columns,
      ...home.howItWorks.steps,
    ]
      .map((item) => item.icon)
      .filter((icon): icon is string => typeof icon === "string")
    expect(named.length).toBeGreaterThan(0)
    for (const icon of named) expect(Object.keys(HOME_ICONS)).toContain(icon)
  })

  it("has a flag for every country card", () => {
    for (const country of home.countries.items) expect(FLAG_CODES).toContain(country.code)
  })

  it("has a search description of 70 to 160 characters", () => {
    expect(home.seo.description.length).toBeGreaterThanOrEqual(70)
    expect(home.seo.description.length).toBeLessThanOrEqual(160)
  })

  it("links only to site paths", () => {
    const links = [home.hero.secondary, home.eor.link, home.outsourcing.link, home.howItWorks.link].map((l) => l.to)
    const countryLinks = home.countries.items.flatMap((c) => (c.to ? [c.to] : []))
    for (const to of [...links, ...countryLinks]) expect(to).toMatch(/^\/[a-z0-9/#-]*$/)
  })
})
