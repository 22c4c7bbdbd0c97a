import { confirmedSocial, employingEntityText } from "../company-facts"

const facts = {
  social: [{ name: "LinkedIn", url: "https://www.linkedin.com/company/x" }, { name: "X", url: "https://x.com/x" }],
  employingEntities: [
    { country: "ID", countryName: "Indonesia", name: "PT Example Indonesia" },
    { country: "VN", countryName: "Vietnam", name: null },
  ],
  unconfirmed: ["social.X", "employingEntities.ID"],
}

describe("company facts the site may publish", () => {
  it("keeps unconfirmed social profiles out", () => {
    expect(confirmedSocial(facts).map((s) => s.name)).toEqual(["LinkedIn"])
  })
  it("names an employing entity only once confirmed", () => {
    expect(employingEntityText(facts, "ID")).toBe("our employing entity in Indonesia")
    expect(employingEntityText({ ...facts, unconfirmed: [] }, "ID")).toBe("our employing entity in Indonesia, PT Example Indonesia")
    expect(employingEntityText(facts, "VN")).toBe("our employing entity in Vietnam")
    expect(() => employingEntityText(facts, "TH")).toThrow(/No employing entity for "TH"/)
  })
})
