import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { addToast, TOAST_DURATION_MS, useToast } from "../toast"
import { renderWithProviders } from "../../test/render"

function Trigger({ n = 1, variant }: { n?: number; variant?: "destructive" }) {
  const { toast } = useToast()
  return (
    <button type="button" onClick={() => Array.from({ length: n }, (_, i) => toast({ title: `Toast ${i + 1}`, description: "Details", variant }))}>
      notify
    </button>
  )
}

describe("toasts", () => {
  afterEach(() => jest.useRealTimers())

  it("keeps the newest three", () => {
    const mk = (id: number) => ({ id, title: `${id}`, description: null, variant: "default" as const, duration: 1 })
    expect(addToast([mk(3), mk(2), mk(1)], mk(4)).map((t) => t.id)).toEqual([4, 3, 2])
  })

  it("shows at most 3 at once, announced politely, and dismisses each after 4000 ms", async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithProviders(<Trigger n={5} />)
    await user.click(screen.getByRole("button", { name: "notify" }))
    const region = screen.getByRole("region", { name: "Notifications" })
    expect(region.querySelector("[aria-live=polite]")).not.toBeNull()
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual(["Toast 5Details", "Toast 4Details", "Toast 3Details"])
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(screen.getAllByRole("status")).toHaveLength(3)
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryAllByRole("status")).toHaveLength(0)
  })

  it("uses an alert for the destructive variant and can be dismissed by hand", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Trigger variant="destructive" />)
    await user.click(screen.getByRole("button", { name: "notify" }))
    expect(screen.getByRole("alert")).toHaveAttribute("data-variant", "destructive")
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }))
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
