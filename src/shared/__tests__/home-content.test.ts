/** @jest-environment node */
import { checkHome } from "../home-content"
import { homeContent } from "../../features/home/__fixtures__/content"

/** The check of content/home.yaml (run by `npm run check:content`), on the tests' own copy of the file. */
const links = (to: string) => (to === "/nowhere" ? "/nowhere is not a page of the site" : null)
const clone = () => JSON.parse(JSON.stringify(homeContent())) as ReturnType<typeof homeContent> & Record<string, unknown>

describe("checkHome", () => {
  it("passes the fixture home page", () => {
    expect(checkHome(homeContent(), links)).toEqual([])
  })

  it("names the field of an icon or a flag the page does not have", () => {
    const home = clone()
    home.offshore.reasons[1]!.icon = "sparkles"
    home.countries.items[0]!.code = "TH"
    expect(checkHome(home, links)).toEqual([
      'content/home.yaml: field "offshore.reasons[1].icon" names the icon "sparkles", which the home page does not have (one of: scale, wallet, rocket, map-pin, users, trending-up, globe, file-signature, receipt, hand-coins, user-check, search, handshake, life-buoy, clipboard-list, briefcase)',
      'content/home.yaml: field "countries.items[0].code" is "TH", a country the home page has no flag for (one of: SG, PH, ID, VN, IN)',
    ])
  })

  it("names a link the site plan refuses, and a search description of the wrong length", () => {
    const home = clone()
    home.hero.secondary.to = "/nowhere"
    home.seo.description = "Too short"
    expect(checkHome(home, links)).toEqual(['content/home.yaml: field "hero.secondary.to" links to /nowhere, but /nowhere is not a page of the site', 'content/home.yaml: field "seo.description" must be 70 to 160 characters, got 9'])
  })
})
