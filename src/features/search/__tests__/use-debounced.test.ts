import { act, renderHook } from "@testing-library/react"
import { useDebounced } from "../use-debounced"

describe("useDebounced", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("follows the value once it has stopped changing for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 150), { initialProps: { value: "" } })
    rerender({ value: "p" })
    act(() => jest.advanceTimersByTime(100))
    rerender({ value: "pa" })
    act(() => jest.advanceTimersByTime(100))
    rerender({ value: "pay" })
    act(() => jest.advanceTimersByTime(149))
    expect(result.current).toBe("")
    act(() => jest.advanceTimersByTime(1))
    expect(result.current).toBe("pay")
  })
})
