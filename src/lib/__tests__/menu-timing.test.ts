import { MenuTiming } from "../menu-timing"

describe("MenuTiming", () => {
  let now = 0
  let open: Array<string | null> = []
  let timing: MenuTiming
  beforeEach(() => {
    jest.useFakeTimers()
    now = 1_000_000
    open = []
    timing = new MenuTiming(
      (id) => open.push(id),
      () => now,
    )
  })
  afterEach(() => jest.useRealTimers())
  const advance = (ms: number) => {
    now += ms
    jest.advanceTimersByTime(ms)
  }

  it("opens 200 ms after the pointer rests on a trigger, not before", () => {
    timing.pointerEnter("services")
    advance(199)
    expect(timing.open).toBeNull()
    advance(1)
    expect(timing.open).toBe("services")
  })

  it("does not open when the pointer passes over quickly", () => {
    timing.pointerEnter("services")
    advance(120)
    timing.pointerLeave()
    advance(500)
    expect(open).toEqual([])
  })

  it("closes 150 ms after the pointer leaves, unless it comes back to the panel", () => {
    timing.openNow("roles")
    timing.pointerLeave()
    advance(149)
    expect(timing.open).toBe("roles")
    timing.keepOpen()
    advance(500)
    expect(timing.open).toBe("roles")
    timing.pointerLeave()
    advance(150)
    expect(timing.open).toBeNull()
  })

  it("switches at once from one open menu to another", () => {
    timing.openNow("services")
    timing.pointerEnter("roles")
    expect(timing.open).toBe("roles")
  })

  it("opens at once within 300 ms of a menu closing, with the delay after that", () => {
    timing.openNow("services")
    timing.pointerLeave()
    advance(150)
    expect(timing.open).toBeNull()
    advance(299 - 150 + 150) // 299 ms after closing
    timing.pointerEnter("roles")
    expect(timing.open).toBe("roles")
    timing.closeNow()
    advance(300)
    timing.pointerEnter("sectors")
    expect(timing.open).toBeNull()
    advance(200)
    expect(timing.open).toBe("sectors")
  })

  it("toggles on click immediately", () => {
    timing.toggle("resources")
    expect(timing.open).toBe("resources")
    timing.toggle("resources")
    expect(timing.open).toBeNull()
  })
})
