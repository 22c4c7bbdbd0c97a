import * as React from "react"
import { MOBILE_BREAKPOINT } from "../../styles/theme"

/** The largest shift of a layer, in px: small enough that a layer never leaves its clipped frame. */
export const MAX_SHIFT = 48

/** Parallax runs only on screens at least as wide as the mobile breakpoint, and never under reduced motion. */
export function parallaxEnabled(viewportWidth: number, prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion && viewportWidth >= MOBILE_BREAKPOINT
}

/**
 * A layer's vertical shift: how far its frame's centre is from the viewport's centre, times its speed,
 * clamped to ±max. Positive speeds trail the scroll (the layer seems further away), negative ones lead it.
 */
export function parallaxOffset(frameTop: number, frameHeight: number, viewportHeight: number, speed: number, max = MAX_SHIFT): number {
  const distance = viewportHeight / 2 - (frameTop + frameHeight / 2)
  const shift = distance * speed
  return Math.max(-max, Math.min(max, shift))
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

/**
 * Moves every `[data-parallax="<speed>"]` element inside `root` with the scroll. Only transforms are
 * written (no layout changes), only on decorative layers whose parent frame clips them; frames are read
 * first and transforms written after, once per animation frame, from a passive scroll listener. Below
 * the mobile breakpoint or under reduced motion the listener is removed and the transforms cleared.
 */
export function useParallax(root: React.RefObject<HTMLElement>): void {
  React.useEffect(() => {
    const container = root.current
    if (!container) return
    const layers = Array.from(container.querySelectorAll<HTMLElement>("[data-parallax]"))
    if (layers.length === 0) return
    const motion = typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : null
    let enabled = false
    let frame = 0

    const update = () => {
      frame = 0
      const viewportHeight = window.innerHeight
      const shifts = layers.map((layer) => {
        const frameRect = (layer.parentElement ?? layer).getBoundingClientRect()
        if (frameRect.bottom < -viewportHeight || frameRect.top > 2 * viewportHeight) return null
        return parallaxOffset(frameRect.top, frameRect.height, viewportHeight, Number(layer.dataset["parallax"]) || 0)
      })
      shifts.forEach((shift, i) => {
        const layer = layers[i]
        if (layer && shift !== null) layer.style.transform = `translate3d(0, ${shift.toFixed(1)}px, 0)`
      })
    }
    const schedule = () => {
      if (enabled && frame === 0) frame = window.requestAnimationFrame(update)
    }
    const evaluate = () => {
      const next = parallaxEnabled(window.innerWidth, motion?.matches ?? false)
      if (next && !enabled) window.addEventListener("scroll", schedule, { passive: true })
      if (!next && enabled) {
        window.removeEventListener("scroll", schedule)
        if (frame !== 0) window.cancelAnimationFrame(frame)
        frame = 0
        layers.forEach((layer) => layer.style.removeProperty("transform"))
      }
      enabled = next
      schedule()
    }

    evaluate()
    window.addEventListener("resize", evaluate, { passive: true })
    motion?.addEventListener("change", evaluate)
    return () => {
      window.removeEventListener("resize", evaluate)
      window.removeEventListener("scroll", schedule)
      motion?.removeEventListener("change", evaluate)
      if (frame !== 0) window.cancelAnimationFrame(frame)
      layers.forEach((layer) => layer.style.removeProperty("transform"))
    }
  }, [root])
}
