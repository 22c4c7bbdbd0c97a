import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import LeadSheet from "../lead-sheet"
import { LeadCapture, presentationFor } from "../lead-capture"
import { renderWithProviders } from "../../../test/render"

const HEADING = "Get Your Free Consultation"

/** A window whose width matches (phone) or not the media query the popup asks about. */
const windowOfWidth = (width: number) => ({ matchMedia: (q: string) => ({ matches: /max-width: 767\.98px/.test(q) && width < 768, media: q }) }) as unknown as Window

describe("presentationFor", () => {
  it("is the sheet below 768 px and the dialog from 768 px, and the dialog where matchMedia is missing", () => {
    expect(presentationFor(windowOfWidth(375))).toBe("sheet")
    expect(presentationFor(windowOfWidth(767))).toBe("sheet")
    expect(presentationFor(windowOfWidth(768))).toBe("dialog")
    expect(presentationFor({} as Window)).toBe("dialog")
  })
})

describe("the lead-capture bottom sheet", () => {
  it("shows the popup's words and one button, takes no focus and is no modal dialog", () => {
    const before = document.createElement("button")
    document.body.appendChild(before)
    before.focus()
    renderWithProviders(<LeadSheet isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    const sheet = screen.getByRole("complementary", { name: HEADING })
    expect(sheet).toHaveAccessibleDescription("Discover how we can help you scale your business with top remote talent from Southeast Asia.")
    expect(screen.getByRole("button", { name: "Get Free Consultation" })).toBeInTheDocument()
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.querySelector('[aria-modal="true"]')).toBeNull()
    expect(before).toHaveFocus()
    before.remove()
  })

  it("opens the full form as the dialog when its button is pressed, focusing the first field", async () => {
    const user = userEvent.setup()
    renderWithProviders(<LeadSheet isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    await user.click(screen.getByRole("button", { name: "Get Free Consultation" }))
    const dialog = await screen.findByRole("dialog", { name: HEADING })
    expect(screen.queryByRole("complementary", { name: HEADING })).toBeNull()
    await waitFor(() => expect(screen.getByPlaceholderText("Your Name*")).toHaveFocus())
    expect(dialog).toContainElement(screen.getByPlaceholderText("Company Name*"))
  })

  it("opens the form when touched anywhere but its close button", async () => {
    const user = userEvent.setup()
    renderWithProviders(<LeadSheet isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    await user.click(screen.getByText(/Discover how we can help/))
    expect(await screen.findByRole("dialog", { name: HEADING })).toBeInTheDocument()
  })

  it("closes with its close button, and with Esc while focus is on it", async () => {
    const user = userEvent.setup()
    const onDismiss = jest.fn()
    renderWithProviders(<LeadSheet isOpen onDismiss={onDismiss} onSuccess={() => {}} />)
    await user.click(screen.getByRole("button", { name: "Close" }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole("dialog")).toBeNull()
    screen.getByRole("button", { name: "Get Free Consultation" }).focus()
    await user.keyboard("{Escape}")
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it("steps aside while the visitor is in a form field of the page, and comes back after", async () => {
    const input = document.createElement("input")
    document.body.appendChild(input)
    renderWithProviders(<LeadSheet isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    const sheet = screen.getByRole("complementary", { name: HEADING })
    expect(sheet).toBeVisible()
    act(() => input.focus())
    expect(sheet).not.toBeVisible()
    await act(async () => {
      input.blur()
      await new Promise((r) => setTimeout(r, 5))
    })
    expect(sheet).toBeVisible()
    input.remove()
  })

  it("renders nothing when closed, and starts as the sheet again when shown again", async () => {
    const user = userEvent.setup()
    const { rerender } = renderWithProviders(<LeadSheet isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    await user.click(screen.getByRole("button", { name: "Get Free Consultation" }))
    expect(await screen.findByRole("dialog")).toBeInTheDocument()
    rerender(<LeadSheet isOpen={false} onDismiss={() => {}} onSuccess={() => {}} />)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.queryByRole("complementary")).toBeNull()
    rerender(<LeadSheet isOpen onDismiss={() => {}} onSuccess={() => {}} />)
    expect(screen.getByRole("complementary", { name: HEADING })).toBeInTheDocument()
  })
})

describe("LeadCapture on a phone", () => {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- swapped and put back here, never called unbound (jsdom has none of its own)
  const original = window.matchMedia
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a plain function of the fake window (above)
    window.matchMedia = windowOfWidth(375).matchMedia
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
    window.matchMedia = original
  })

  it("shows the sheet, not the dialog, at 10 s, and closing it records the time and count as the dialog does", async () => {
    renderWithProviders(<LeadCapture pathname="/" />)
    await act(async () => jest.advanceTimersByTime(9_999))
    expect(screen.queryByRole("complementary", { name: HEADING })).toBeNull()
    await act(async () => jest.advanceTimersByTime(1))
    expect(await screen.findByRole("complementary", { name: HEADING })).toBeInTheDocument()
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(sessionStorage.getItem("leadCaptureShownThisSession")).toBe("true")
    await act(async () => screen.getByRole("button", { name: "Close" }).click())
    expect(screen.queryByRole("complementary", { name: HEADING })).toBeNull()
    expect(localStorage.getItem("leadCaptureCount")).toBe("1")
    expect(Number(localStorage.getItem("leadCaptureLastShown"))).toBeGreaterThan(0)
  })
})
