import { act, fireEvent, render, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../styles/theme"
import { resetTooltipSkip, Tooltip, TOOLTIP_DELAY_MS } from "../tooltip"
import { MIN_THUMB_PX, ScrollArea, SCROLLBAR_HIDE_DELAY_MS, thumbMetrics } from "../scroll-area"

describe("Tooltip", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    resetTooltipSkip()
  })
  afterEach(() => jest.useRealTimers())
  const setup = () =>
    render(
      <ThemeProvider theme={theme}>
        <Tooltip label="Search the site">
          <button type="button">A</button>
        </Tooltip>
        <Tooltip label="Second">
          <button type="button">B</button>
        </Tooltip>
      </ThemeProvider>,
    )

  it("opens 700 ms after hover and describes its trigger", () => {
    setup()
    const a = screen.getByRole("button", { name: "A" })
    fireEvent.pointerEnter(a, { pointerType: "mouse" })
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1))
    expect(screen.queryByRole("tooltip")).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("tooltip")).toHaveTextContent("Search the site")
    expect(a).toHaveAccessibleDescription("Search the site")
  })

  it("opens the next one at once within the 300 ms skip delay, and not after it", () => {
    setup()
    const a = screen.getByRole("button", { name: "A" })
    const b = screen.getByRole("button", { name: "B" })
    fireEvent.pointerEnter(a, { pointerType: "mouse" })
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS))
    fireEvent.pointerLeave(a)
    fireEvent.pointerEnter(b, { pointerType: "mouse" })
    expect(screen.getByRole("tooltip")).toHaveTextContent("Second")
    fireEvent.pointerLeave(b)
    act(() => jest.advanceTimersByTime(400))
    fireEvent.pointerEnter(a, { pointerType: "mouse" })
    expect(screen.queryByRole("tooltip")).toBeNull()
  })

  it("closes on Escape", () => {
    setup()
    const a = screen.getByRole("button", { name: "A" })
    fireEvent.pointerEnter(a, { pointerType: "mouse" })
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS))
    fireEvent.keyDown(a, { key: "Escape" })
    expect(screen.queryByRole("tooltip")).toBeNull()
  })
})

describe("ScrollArea", () => {
  it("sizes the thumb in proportion, never under 18 px, and hides it when nothing scrolls", () => {
    expect(thumbMetrics(300, 600, 0)).toEqual({ visible: true, size: 150, offset: 0 })
    expect(thumbMetrics(300, 600, 300)).toEqual({ visible: true, size: 150, offset: 150 })
    expect(thumbMetrics(100, 100_000, 0).size).toBe(MIN_THUMB_PX)
    expect(thumbMetrics(300, 300, 0).visible).toBe(false)
  })

  it("shows the bar while scrolling and hides it 600 ms after scrolling stops", () => {
    jest.useFakeTimers()
    const { container } = render(
      <ThemeProvider theme={theme}>
        <ScrollArea maxHeight="100px">
          <p>Long content</p>
        </ScrollArea>
      </ThemeProvider>,
    )
    const viewport = container.querySelector("[data-scroll-viewport]") as HTMLElement
    Object.defineProperty(viewport, "clientHeight", { value: 100 })
    Object.defineProperty(viewport, "scrollHeight", { value: 1000 })
    fireEvent.scroll(viewport)
    const thumb = () => container.querySelector("[data-scroll-thumb]")
    expect(thumb()).toHaveAttribute("data-state", "visible")
    act(() => jest.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS - 1))
    expect(thumb()).toHaveAttribute("data-state", "visible")
    act(() => jest.advanceTimersByTime(1))
    expect(thumb()).toHaveAttribute("data-state", "hidden")
    jest.useRealTimers()
  })
})
