import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Figure } from "../figure"
import { readRates } from "../../../../gatsby/lib/data-files"
import { FIXTURE_ROOT } from "../../../test/render"

const { setStaticQueryData } = jest.requireMock<{ setStaticQueryData: (d: unknown) => void }>("gatsby")

beforeEach(() => setStaticQueryData({ statutoryRatesYaml: readRates(FIXTURE_ROOT) }))

describe("<Figure>", () => {
  it("renders the figure from the data, with its date when asked", () => {
    render(
      <p>
        Cap <Figure id="ID.jp.cap" date />, rate <Figure id="PH.sss.employerRate" />, ceiling <Figure id="SG.cpf.cap" />.
      </p>,
    )
    expect(screen.getByText(/^Cap/).textContent).toBe("Cap IDR 11,086,300 (from 1 March 2026), rate 10%, ceiling S$8,000.")
    expect(screen.getByText("1 March 2026").getAttribute("dateTime")).toBe("2026-03-01")
  })
  it("fails on an id the data does not have, naming it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<Figure id="ID.jp.ceiling" />)).toThrow('<Figure id="ID.jp.ceiling" />: no such figure in content/data/statutory-rates.yaml')
  })
})
