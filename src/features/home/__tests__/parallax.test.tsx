import * as React from "react"
import { act, render } from "@testing-library/react"
import { MAX_SHIFT, parallaxEnabled, parallaxOffset, useParallax } from "../parallax"

describe("parallaxEnabled", () => {
  it("is off below 768 px and on from 768 px", () => {
    expect(parallaxEnabled(375, false)).toBe(false)
    expect(parallaxEnabled(767, false)).toBe(false)
    expect(parallaxEnabled(768, false)).toBe(true)
    expect(parallaxEnabled(1280, false)).toBe(true)
  })

  it("is off under prefers-reduced-motion at any width", () => {
    expect(parallaxEnabled(768, true)).toBe(false)
    expect(parallaxEnabled(1920, true)).toBe(false)
  })
})

describe("parallaxOffset", () => {
  it("is zero when the frame is centred in the viewport", () => {
    expect(parallaxOffset(300, 200, 800, 0.2)).toBe(0)
  })

  it("trails the scroll for a positive speed and leads it for a negative one", () => {
    // Frame centre 100 px above the viewport centre (scrolled past it).
    expect(parallaxOffset(200, 200, 800, 0.2)).toBeCloseTo(20)
    expect(parallaxOffset(200, 200, 800, -0.2)).toBeCloseTo(-20)
  })

  it("never exceeds the maximum shift", () => {
    expect(parallaxOffset(-5000, 200, 800, 0.5)).toBe(MAX_SHIFT)
    expect(parallaxOffset(5000, 200, 800, 0.5)).toBe(-MAX_SHIFT)
    expect(parallaxOffset(-5000, 200, 800, 0.5, 10)).toBe(10)
  })
})

function Layers() {
  const root = React.useRef<HTMLDivElement>(null)
  useParallax(root)
  return (
    <div ref={root}>
      <div>
        <span data-testid="layer" data-parallax="0.1" />
      </div>
    </div>
  )
}

function setViewport(width: number, reducedMotion: boolean) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width })
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 })
  window.matchMedia = (query: string) => ({
    matches: query.includes("prefers-reduced-motion") && reducedMotion,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })
}

/** Waits for the animation frame the hook schedules. */
const nextFrame = () => act(() => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve())))

describe("useParallax", () => {
  it("transforms the layers on a wide screen and on scroll", async () => {
    setViewport(1280, false)
    const { getByTestId } = render(<Layers />)
    await nextFrame()
    // jsdom lays everything out at 0: the frame's centre is 400 px above the viewport's, 0.1 of it is 40.
    expect(getByTestId("layer").style.transform).toBe("translate3d(0, 40.0px, 0)")
    getByTestId("layer").style.transform = ""
    window.dispatchEvent(new Event("scroll"))
    await nextFrame()
    expect(getByTestId("layer").style.transform).toBe("translate3d(0, 40.0px, 0)")
  })

  it("leaves the layers alone below 768 px, even on scroll", async () => {
    setViewport(375, false)
    const { getByTestId } = render(<Layers />)
    window.dispatchEvent(new Event("scroll"))
    await nextFrame()
    expect(getByTestId("layer").style.transform).toBe("")
  })

  it("leaves the layers alone under reduced motion", async () => {
    setViewport(1280, true)
    const { getByTestId } = render(<Layers />)
    window.dispatchEvent(new Event("scroll"))
    await nextFrame()
    expect(getByTestId("layer").style.transform).toBe("")
  })

  it("clears the transforms when the window narrows below 768 px", async () => {
    setViewport(1280, false)
    const { getByTestId } = render(<Layers />)
    await nextFrame()
    expect(getByTestId("layer").style.transform).not.toBe("")
    setViewport(600, false)
    act(() => {
      window.dispatchEvent(new Event("resize"))
    })
    await nextFrame()
    expect(getByTestId("layer").style.transform).toBe("")
  })
})
