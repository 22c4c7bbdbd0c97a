/** @jest-environment node */
import { checkPayload, contactPayload, EMPTY_CONTACT, fieldValue, FORM_RULES, isLikelyEmail, LEAD_FIELDS, leadPayload, leadReference, LIMITS, referralPayload, SUBJECTS } from "../fields"

const lead = { name: "Maria Clara Santos", email: "maria@acme.sg", company: "Acme", phone: "", message: "" }

describe("leadPayload", () => {
  it("splits the name into the first word and the rest", () => {
    expect(leadPayload(lead)).toEqual({
      firstName: "Maria",
      lastName: "Clara Santos",
      email: "maria@acme.sg",
      contactNumber: "Not provided",
      company: "Acme",
      message: "Lead capture popup submission - interested in consultation",
      subject: "New Lead from Popup Form",
    })
  })
  it("uses N/A for a one-word name and keeps phone and message when given", () => {
    expect(leadPayload({ ...lead, name: "  Maria  ", phone: " +65 1234 5678 ", message: " Two developers " })).toMatchObject({
      firstName: "Maria",
      lastName: "N/A",
      contactNumber: "+65 1234 5678",
      message: "Two developers",
    })
  })
})

describe("contact and referral payloads", () => {
  it("use their own subjects", () => {
    expect(contactPayload({ ...EMPTY_CONTACT, firstName: "A", email: "a@b.co", company: "C", message: "Hi" })).toMatchObject({ lastName: "N/A", contactNumber: "Not provided", subject: SUBJECTS.contact })
    const r = referralPayload({ yourName: "Ann Lee", yourEmail: "ann@x.co", yourPhone: "", contactName: "Bo", contactEmail: "bo@y.co", contactCompany: "Y Pte Ltd", contactPhone: "", notes: "" })
    expect(r).toMatchObject({ firstName: "Ann", lastName: "Lee", company: "Y Pte Ltd", subject: SUBJECTS.referral })
    expect(r.message).toContain("E-mail: bo@y.co")
  })
})

describe("checkPayload", () => {
  const good = leadPayload(lead)
  it("accepts a valid lead", () => {
    expect(checkPayload(good)).toEqual({ ok: true, value: good })
  })
  it("names each bad field", () => {
    const r = checkPayload({ ...good, firstName: "", email: "not-an-email", company: 7, subject: "Hello" })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(["company", "email", "firstName", "subject"])
  })
  it("rejects header injection through one-line fields but allows newlines in the message", () => {
    const r = checkPayload({ ...good, lastName: "Santos\r\nBcc: victim@example.com" })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.lastName).toMatch(/not allowed/)
    expect(checkPayload({ ...good, message: "Line one\nLine two" }).ok).toBe(true)
    expect(checkPayload({ ...good, message: "bell\u0007" }).ok).toBe(false)
  })
  it("bounds lengths and rejects non-objects", () => {
    const r = checkPayload({ ...good, message: "x".repeat(5001) })
    expect(r.ok).toBe(false)
    expect(checkPayload(null)).toEqual({ ok: false, errors: { body: "The request body must be a JSON object" } })
    expect(checkPayload([good]).ok).toBe(false)
  })
})

describe("isLikelyEmail and leadReference", () => {
  it("refuses an address with no dot in the domain and accepts ordinary work addresses", () => {
    expect(isLikelyEmail("jane@gmail")).toBe(false)
    expect(isLikelyEmail("jane@")).toBe(false)
    expect(isLikelyEmail("jane.gmail.com")).toBe(false)
    expect(isLikelyEmail("jane@gmail.")).toBe(false)
    expect(isLikelyEmail("jane@gmail.com")).toBe(true)
    expect(isLikelyEmail("ann.lee+hr@acme.com.sg")).toBe(true)
  })

  it("makes SVX- and the key's first eight letters or digits, upper-cased", () => {
    expect(leadReference("3f2a9c1e-77b0-4c1d-9e2f-0a1b2c3d4e5f")).toBe("SVX-3F2A9C1E")
    expect(leadReference("lq2x-ab-9k3mz0p1q")).toBe("SVX-LQ2XAB9K")
  })
})

describe("the lead field table", () => {
  it("gives the limits the forms and the function used before it", () => {
    expect(LIMITS).toMatchObject({ firstName: 100, lastName: 100, email: 254, contactNumber: 40, company: 200, message: 5000, page: 300 })
  })

  it("gives the contact form its values and its checks, in the order the form shows them", () => {
    // The fields of today (a new row adds its own); the order of the e-mail's rows and the webhook's keys is pinned by api/__tests__/lead-output.test.ts.
    expect(EMPTY_CONTACT).toMatchObject({ firstName: "", lastName: "", email: "", phone: "", company: "", message: "" })
    expect(FORM_RULES).toEqual({
      firstName: { required: "Enter your first name" },
      email: { required: "Enter your work e-mail", email: true },
      company: { required: "Enter your company's name" },
      message: { required: "Tell us in a line or two what you need" },
    })
    expect(Object.keys(FORM_RULES)).toEqual(["firstName", "email", "company", "message"])
  })

  it("words the function's errors with each row's label and limit", () => {
    const r = checkPayload({ ...leadPayload(lead), firstName: "", company: "x".repeat(201), contactNumber: "call me", subject: undefined })
    expect(r).toEqual({
      ok: false,
      errors: {
        subject: LEAD_FIELDS.subject.invalid,
        firstName: "First name is required",
        company: "Company must be at most 200 characters",
        contactNumber: "Phone may contain only digits, spaces and + ( ) - . /",
      },
    })
  })

  it("leaves out an optional field not given, keeps the absent words a form sends, and takes a checked payload again unchanged (a stored lead is checked when read)", () => {
    const sent = contactPayload({ ...EMPTY_CONTACT, firstName: "Ann", email: "ann@acme.sg", company: "Acme", message: "Hi" })
    expect(sent).toMatchObject({ contactNumber: "Not provided", lastName: "N/A" })
    const { contactNumber: _, ...noPhone } = sent
    const left = checkPayload(noPhone)
    expect(left.ok && "contactNumber" in left.value).toBe(false)
    expect(left.ok && fieldValue(left.value, "contactNumber")).toBe("Not provided")
    const kept = checkPayload(sent)
    expect(kept).toEqual({ ok: true, value: sent })
    if (kept.ok) expect(checkPayload(kept.value)).toEqual(kept)
  })
})
