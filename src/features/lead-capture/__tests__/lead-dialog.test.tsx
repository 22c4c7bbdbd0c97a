import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import LeadDialog from "../lead-dialog"
import { LeadCapture } from "../lead-capture"
import { renderWithProviders } from "../../../test/render"
import { sentRequest } from "../../../test/sent"

type Resolve = (r: Response) => void
const response = (status: number, body?: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response

describe("lead-capture dialog", () => {
  let resolveFetch: Resolve
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>((r) => (resolveFetch = r)))
  })

  async function fill() {
    const user = userEvent.setup()
    await user.type(screen.getByPlaceholderText("Your Name*"), "Ann Lee")
    await user.type(screen.getByPlaceholderText("Work Email*"), "ann@acme.sg")
    await user.type(screen.getByPlaceholderText("Company Name*"), "Acme")
    await user.type(screen.getByPlaceholderText("Tell us about your staffing needs (optional)"), "Two accountants")
    return user
  }

  it("shows the spec's heading, description, fields and footnote", () => {
    renderWithProviders(<LeadDialog isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    expect(screen.getByRole("dialog", { name: "Get Your Free Consultation" })).toHaveAccessibleDescription("Discover how we can help you scale your business with top remote talent from Southeast Asia.")
    expect(screen.getByPlaceholderText("Your Name*")).toBeRequired()
    expect(screen.getByPlaceholderText("Work Email*")).toHaveAttribute("type", "email")
    expect(screen.getByPlaceholderText("Company Name*")).toBeRequired()
    expect(screen.getByLabelText("Phone (optional)")).not.toBeRequired()
    expect(screen.getByPlaceholderText("Tell us about your staffing needs (optional)").tagName).toBe("TEXTAREA")
    expect(screen.getByText(/By submitting this form, you agree to our/).textContent).toBe("By submitting this form, you agree to our privacy policy and terms of service.")
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy")
    expect(screen.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "/standard-terms-of-services")
  })

  it("reads 'Submitting...' and is disabled while submitting, then clears, closes and thanks on success", async () => {
    const onSuccess = jest.fn()
    renderWithProviders(<LeadDialog isOpen onDismiss={() => {}} onSuccess={onSuccess} />)
    const user = await fill()
    await user.click(screen.getByRole("button", { name: "Get Free Consultation" }))
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled()
    const { body } = sentRequest()
    expect(body).toEqual({ firstName: "Ann", lastName: "Lee", email: "ann@acme.sg", contactNumber: "Not provided", company: "Acme", message: "Two accountants", subject: "New Lead from Popup Form" })
    await act(async () => resolveFetch(response(200, { ok: true })))
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("Thank you for your interest!We'll get back to you within 24 hours.")
    expect(screen.getByPlaceholderText("Your Name*")).toHaveValue("")
  })

  it("keeps everything typed and shows the destructive toast and field errors on failure", async () => {
    const onSuccess = jest.fn()
    renderWithProviders(<LeadDialog isOpen onDismiss={() => {}} onSuccess={onSuccess} />)
    const user = await fill()
    await user.click(screen.getByRole("button", { name: "Get Free Consultation" }))
    await act(async () => resolveFetch(response(422, { error: "Invalid", errors: { email: "E-mail must be a valid address" } })))
    // The failure is told inside the dialog, in the toast's words, and no toast hides under the overlay.
    expect(screen.getAllByRole("alert", { hidden: true }).map((a) => a.textContent)).toEqual(["Something went wrongPlease try again or contact us directly. Everything you typed is still here."])
    expect(screen.getByRole("dialog")).toContainElement(screen.getByRole("alert"))
    expect(onSuccess).not.toHaveBeenCalled()
    expect(screen.getByPlaceholderText("Your Name*")).toHaveValue("Ann Lee")
    expect(screen.getByPlaceholderText("Tell us about your staffing needs (optional)")).toHaveValue("Two accountants")
    expect(screen.getByPlaceholderText("Work Email*")).toHaveAccessibleDescription("E-mail must be a valid address")
    expect(screen.getByRole("button", { name: "Get Free Consultation" })).toBeEnabled()
  })
})

describe("lead-capture dialog: fields and checks", () => {
  beforeEach(() => {
    global.fetch = jest.fn()
  })

  it("shows a visible label on every field, keeping the spec's placeholders", () => {
    renderWithProviders(<LeadDialog isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    expect(screen.getByLabelText("Your name *")).toHaveAttribute("placeholder", "Your Name*")
    expect(screen.getByLabelText("Work e-mail *")).toHaveAttribute("placeholder", "Work Email*")
    expect(screen.getByLabelText("Company *")).toHaveAttribute("placeholder", "Company Name*")
    for (const label of ["Your name *", "Work e-mail *", "Company *", "Phone (optional)", "Your staffing needs (optional)"]) {
      expect(screen.getByText(label)).not.toHaveClass("visually-hidden")
    }
  })

  it("refuses 'jane@gmail' and empty required fields inline, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup()
    renderWithProviders(<LeadDialog isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    await user.type(screen.getByLabelText("Work e-mail *"), "jane@gmail")
    await user.click(screen.getByRole("button", { name: "Get Free Consultation" }))
    expect(global.fetch).not.toHaveBeenCalled()
    expect(screen.getByLabelText("Your name *")).toHaveFocus()
    expect(screen.getByLabelText("Your name *")).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByLabelText("Your name *")).toHaveAccessibleDescription("Enter your name")
    expect(screen.getByLabelText("Work e-mail *")).toHaveAccessibleDescription("Enter a full e-mail address, like name@company.com")
    expect(screen.getByLabelText("Company *")).toHaveAccessibleDescription("Enter your company's name")
    await user.type(screen.getByLabelText("Your name *"), "Jane")
    expect(screen.getByLabelText("Your name *")).not.toHaveAttribute("aria-invalid")
  })

  it("checks an e-mail when the visitor leaves the field", async () => {
    const user = userEvent.setup()
    renderWithProviders(<LeadDialog isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    await user.type(screen.getByLabelText("Work e-mail *"), "jane@gmail")
    expect(screen.getByLabelText("Work e-mail *")).not.toHaveAttribute("aria-invalid")
    await user.tab()
    expect(screen.getByLabelText("Work e-mail *")).toHaveAccessibleDescription("Enter a full e-mail address, like name@company.com")
    expect(screen.getByLabelText("Company *")).not.toHaveAttribute("aria-invalid")
  })
})

describe("LeadCapture timing in the page", () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it("appears after 10 s, not before, and closing records the time and count", async () => {
    renderWithProviders(<LeadCapture pathname="/" />)
    await act(async () => jest.advanceTimersByTime(9_999))
    expect(screen.queryByRole("dialog")).toBeNull()
    await act(async () => jest.advanceTimersByTime(1))
    expect(await screen.findByRole("dialog", { name: "Get Your Free Consultation" })).toBeInTheDocument()
    expect(sessionStorage.getItem("leadCaptureShownThisSession")).toBe("true")
    await act(async () => screen.getByRole("button", { name: "Close" }).click())
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(localStorage.getItem("leadCaptureCount")).toBe("1")
    expect(Number(localStorage.getItem("leadCaptureLastShown"))).toBeGreaterThan(0)
  })

  it("restarts its timer when the path changes", async () => {
    const { rerender } = renderWithProviders(<LeadCapture pathname="/" />)
    await act(async () => jest.advanceTimersByTime(8_000))
    rerender(<LeadCapture pathname="/about" />)
    await act(async () => jest.advanceTimersByTime(8_000))
    expect(screen.queryByRole("dialog")).toBeNull()
    await act(async () => jest.advanceTimersByTime(2_000))
    expect(await screen.findByRole("dialog")).toBeInTheDocument()
  })

  it("waits while another dialog is open", async () => {
    const other = document.createElement("div")
    other.setAttribute("aria-modal", "true")
    document.body.appendChild(other)
    renderWithProviders(<LeadCapture pathname="/" />)
    await act(async () => jest.advanceTimersByTime(15_000))
    expect(screen.queryByRole("dialog", { name: "Get Your Free Consultation" })).toBeNull()
    other.remove()
    await act(async () => jest.advanceTimersByTime(1_000))
    expect(await screen.findByRole("dialog", { name: "Get Your Free Consultation" })).toBeInTheDocument()
  })

  it("waits while focus is in a form field, opens a moment after the visitor leaves it and stops typing", async () => {
    const input = document.createElement("input")
    document.body.appendChild(input)
    renderWithProviders(<LeadCapture pathname="/resources/refer-and-earn" />)
    input.focus()
    await act(async () => jest.advanceTimersByTime(30_000))
    expect(screen.queryByRole("dialog")).toBeNull()
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }))
    input.blur()
    await act(async () => jest.advanceTimersByTime(3_000))
    expect(screen.queryByRole("dialog")).toBeNull()
    await act(async () => jest.advanceTimersByTime(3_000))
    expect(await screen.findByRole("dialog", { name: "Get Your Free Consultation" })).toBeInTheDocument()
    input.remove()
  })

  it("does not open on a page whose job is a form", async () => {
    renderWithProviders(<LeadCapture pathname="/contact" />)
    await act(async () => jest.advanceTimersByTime(120_000))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("stays away once any form was sent, even if it was sent while the timer ran", async () => {
    renderWithProviders(<LeadCapture pathname="/about" />)
    await act(async () => jest.advanceTimersByTime(5_000))
    localStorage.setItem("leadCaptureSubmitted", String(Date.now()))
    await act(async () => jest.advanceTimersByTime(60_000))
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
