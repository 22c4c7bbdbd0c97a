import { SUCCESS_TOAST, successDescription } from "../use-submit"

/** The spec's toast, word for word, whatever the reply promise says until the company confirms another one. */
describe("the success toast", () => {
  it("reads exactly as the spec", () => {
    expect(SUCCESS_TOAST).toEqual({ title: "Thank you for your interest!", description: "We'll get back to you within 24 hours." })
  })
  it("keeps the spec's words while the reply promise is unconfirmed, or confirmed as within 24 hours", () => {
    expect(successDescription({ responseTime: "within 2 working days", unconfirmed: ["responseTime"] })).toBe("We'll get back to you within 24 hours.")
    expect(successDescription({ responseTime: "within 24 hours on working days", unconfirmed: [] })).toBe("We'll get back to you within 24 hours.")
  })
  it("follows a confirmed promise that differs from the spec's, so it never promises what the company does not", () => {
    expect(successDescription({ responseTime: "within 2 working days", unconfirmed: [] })).toBe("We'll get back to you within 2 working days.")
  })
})
