import { confirmedSocial } from "../company-facts"

describe("company facts the site may publish", () => {
  it("keeps unconfirmed social profiles out", () => {
    const facts = {
      social: [
        { name: "LinkedIn", url: "https://www.linkedin.com/company/x" },
        { name: "X", url: "https://x.com/x" },
      ],
      unconfirmed: ["social.X"],
    }
    expect(confirmedSocial(facts).map((s) => s.name)).toEqual(["LinkedIn"])
  })
})
