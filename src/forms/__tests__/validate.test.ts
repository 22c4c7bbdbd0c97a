import { EMAIL_MESSAGE, firstInvalid, validateValues, type Rules } from "../validate"

type K = "name" | "email" | "phone"
const rules: Rules<K> = { name: { required: "Enter your name" }, email: { required: "Enter your work e-mail", email: true }, phone: {} }

describe("validateValues", () => {
  it("asks for each empty required field, in screen order, and leaves optional fields alone", () => {
    const errors = validateValues({ name: "  ", email: "", phone: "" }, rules)
    expect(errors).toEqual({ name: "Enter your name", email: "Enter your work e-mail" })
    expect(firstInvalid(errors, rules)).toBe("name")
  })

  it("refuses an e-mail with no dot in the domain, as the function does", () => {
    expect(validateValues({ name: "Ann", email: "jane@gmail", phone: "" }, rules)).toEqual({ email: EMAIL_MESSAGE })
    expect(validateValues({ name: "Ann", email: " jane@gmail.com ", phone: "" }, rules)).toEqual({})
    expect(firstInvalid({}, rules)).toBeNull()
  })
})
