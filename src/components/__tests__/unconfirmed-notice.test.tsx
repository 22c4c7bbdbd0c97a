import * as React from "react"
import { render as rtlRender, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../styles/theme"
import { UnconfirmedNotice } from "../unconfirmed-notice"
import { readCountries } from "../../../gatsby/lib/data-files"
import { FIXTURE_ROOT } from "../../test/render"

const { setStaticQueryData } = jest.requireMock<{ setStaticQueryData: (d: unknown) => void }>("gatsby")
const countries = readCountries(FIXTURE_ROOT)
const facts = (unconfirmed: string[]) => setStaticQueryData({ siteYaml: { unconfirmed }, countriesYaml: { countries }, site: { siteMetadata: { siteUrl: "https://x.sg" } } })

const render = (ui: React.ReactElement) => rtlRender(<ThemeProvider theme={theme}>{ui}</ThemeProvider>)

describe("the preview notice", () => {
  it("lists unconfirmed company facts in a labelled region", () => {
    facts(["phone", "social.LinkedIn", "employingEntities.ID"])
    render(<UnconfirmedNotice />)
    const notice = screen.getByRole("complementary", { name: "Preview notice" })
    expect(notice.querySelector("summary")?.textContent).toBe("Preview: 3 company details are not yet confirmed by the company and may be placeholders or left out.")
    expect(notice.textContent).toContain("phone, LinkedIn profile, employing entity (Indonesia).")
  })
  it("is absent once every fact is confirmed (a production build requires that)", () => {
    facts([])
    const { container } = render(<UnconfirmedNotice />)
    expect(container.innerHTML).toBe("")
  })
})
