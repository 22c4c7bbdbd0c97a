import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FORM_FIELDS, formControl, leadReference } from "../../../../api/contract/fields"
import { renderWithProviders, useFixtureSiteFacts } from "../../../test/render"
import { sentRequest } from "../../../test/sent"
import { ContactForm, sentPanelPart } from "../contact-form"

const ok = { ok: true, status: 200, json: async () => ({ ok: true }) } as unknown as Response

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name *"), "Ann")
  await user.type(screen.getByLabelText("Work e-mail *"), "ann@acme.sg")
  await user.type(screen.getByLabelText("Company *"), "Acme")
}

describe("contact form", () => {
  beforeEach(() => {
    useFixtureSiteFacts()
    localStorage.clear()
    global.fetch = jest.fn(async () => ok)
  })

  it.each(FORM_FIELDS)("shows %s as the lead field table says: label, name, limit, required", (field) => {
    renderWithProviders(<ContactForm />)
    const { label, name, maxLength, required, type } = formControl(field)
    const control = screen.getByLabelText(label)
    expect(control).toHaveAttribute("name", name)
    if (maxLength === undefined) expect(control).not.toHaveAttribute("maxlength")
    else expect(control).toHaveAttribute("maxlength", String(maxLength))
    if (required) expect(control).toBeRequired()
    else expect(control).not.toBeRequired()
    if (type !== undefined) expect(control).toHaveAttribute("type", type)
  })

  it("after sending, stays in place with the thanks, the reply promise and the reference, and remembers the submission", async () => {
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />)
    await fillContact(user)
    await user.type(screen.getByLabelText("How can we help? *"), "Payroll in Vietnam")
    await user.click(screen.getByRole("button", { name: "Send message" }))
    const key = sentRequest().headers["Idempotency-Key"] ?? ""
    const panel = await screen.findByTestId("sent-panel")
    expect(panel).toHaveTextContent("Thank you for your interest!")
    expect(panel).toHaveTextContent("We reply within 24 hours on working days, by e-mail to ann@acme.sg.")
    expect(panel).toHaveTextContent(`Your reference is ${leadReference(key)}.`)
    expect(leadReference(key)).toMatch(/^SVX-[A-Z0-9]{8}$/)
    expect(screen.getByRole("heading", { name: "Thank you for your interest!" })).toHaveFocus()
    expect(localStorage.getItem("leadCaptureSubmitted")).not.toBeNull()
    await user.click(screen.getByRole("button", { name: "Send another message" }))
    expect(screen.getByLabelText("First name *")).toHaveValue("")
  })

  it("asks for the thanks' code as it sends, so the thanks are there when the answer comes (they load on demand)", async () => {
    let answer!: (response: Response) => void
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    const preload = jest.spyOn(sentPanelPart, "preload")
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />)
    await fillContact(user)
    await user.type(screen.getByLabelText("How can we help? *"), "Payroll in Vietnam")
    expect(preload).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(global.fetch).toHaveBeenCalled()
    expect(preload).toHaveBeenCalledTimes(1)
    answer(ok)
    expect(await screen.findByTestId("sent-panel")).toHaveTextContent("Thank you for your interest!")
    preload.mockRestore()
  })

  it("the call variant asks for the missing parts of a call and sends none of it until all three are there", async () => {
    const user = userEvent.setup()
    renderWithProviders(<ContactForm variant="call" />)
    expect(screen.getByLabelText("Your time zone *")).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone)
    await fillContact(user)
    await user.click(screen.getByRole("checkbox", { name: "Thursday" }))
    await user.click(screen.getByRole("button", { name: "Request a call" }))
    expect(global.fetch).not.toHaveBeenCalled()
    expect(screen.getByRole("radio", { name: "09:00-12:00" })).toHaveFocus()
    const windows = screen.getByRole("radiogroup", { name: "Time window, in your time zone *" })
    expect(windows).toHaveAccessibleDescription("Choose a time window")
    // ARIA gives the invalid state to the radio group, not to its radios.
    expect(windows).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByRole("radio", { name: "09:00-12:00" })).not.toHaveAttribute("aria-invalid")
    await user.click(screen.getByRole("radio", { name: "15:00-18:00" }))
    await user.click(screen.getByRole("checkbox", { name: "Monday" }))
    await user.clear(screen.getByLabelText("Your time zone *"))
    await user.type(screen.getByLabelText("Your time zone *"), "Australia/Sydney")
    await user.click(screen.getByRole("button", { name: "Request a call" }))
    const { body } = sentRequest()
    expect(body).toEqual({
      firstName: "Ann",
      lastName: "N/A",
      email: "ann@acme.sg",
      contactNumber: "Not provided",
      company: "Acme",
      message: "Please confirm a discovery call at one of the proposed times.",
      subject: "New Enquiry from Contact Form",
      callDays: ["Monday", "Thursday"],
      callWindow: "15:00-18:00",
      callTimeZone: "Australia/Sydney",
    })
    expect(await screen.findByTestId("sent-panel")).toHaveTextContent("We confirm the call by e-mail")
  })

  it("the message variant sends no call fields", async () => {
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />)
    await fillContact(user)
    await user.type(screen.getByLabelText("How can we help? *"), "Hi")
    await user.click(screen.getByRole("button", { name: "Send message" }))
    await screen.findByTestId("sent-panel")
    const { body } = sentRequest()
    expect(Object.keys(body).filter((k) => k.startsWith("call"))).toEqual([])
  })
})
