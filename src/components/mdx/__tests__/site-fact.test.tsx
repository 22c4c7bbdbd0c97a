import * as React from "react"
import { render } from "@testing-library/react"
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { EmployingEntity, SiteFact } from "../site-fact"
import { readCountries } from "../../../../gatsby/lib/data-files"

const { setStaticQueryData } = jest.requireMock<{ setStaticQueryData: (d: unknown) => void }>("gatsby")
const site = yaml.load(fs.readFileSync(path.join(__dirname, "../../../test/fixtures/content/site.yaml"), "utf8")) as Record<string, unknown>
const countries = readCountries(path.join(__dirname, "../../../test/fixtures"))
const use = (overrides: Record<string, unknown> = {}) => setStaticQueryData({ siteYaml: { ...site, ...overrides }, countriesYaml: { countries }, site: { siteMetadata: { siteUrl: "https://www.solvix.sg" } } })

describe("site facts in MDX", () => {
  it("quotes the service promises from content/site.yaml", () => {
    use()
    const { container } = render(
      <p>
        We reply <SiteFact name="responseTime" />; shortlists in <SiteFact name="shortlistTime" />.
      </p>,
    )
    expect(container.textContent).toBe(`We reply ${String(site["responseTime"])}; shortlists in ${String(site["shortlistTime"])}.`)
  })
  it("never names an unconfirmed employing entity", () => {
    use({ employingEntities: [{ country: "ID", countryName: "Indonesia", name: "PT Placeholder" }], unconfirmed: ["employingEntities.ID"] })
    expect(render(<EmployingEntity country="ID" capital />).container.textContent).toBe("Our employing entity in Indonesia")
    use({ employingEntities: [{ country: "ID", countryName: "Indonesia", name: "PT Placeholder" }], unconfirmed: [] })
    expect(render(<EmployingEntity country="ID" />).container.textContent).toBe("our employing entity in Indonesia, PT Placeholder")
  })
})
