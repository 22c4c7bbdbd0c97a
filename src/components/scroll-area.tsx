import * as React from "react"

/** docs/behaviour.md "Small interface timings": the bar hides 600 ms after scrolling stops; the thumb is never shorter than 18 px. */
export const SCROLLBAR_HIDE_DELAY_MS = 600
export const MIN_THUMB_PX = 18

export interface ThumbMetrics {
  visible: boolean
  size: number
  offset: number
}

/** Thumb size and position for a viewport of `client` px over `scroll` px of content, scrolled `top` px. */
export function thumbMetrics(client: number, scroll: number, top: number): ThumbMetrics {
  if (scroll <= client || client <= 0) return { visible: false, size: 0, offset: 0 }
  const size = Math.max(MIN_THUMB_PX, Math.round((client * client) / scroll))
  const maxTop = scroll - client
  const offset = Math.round((Math.min(Math.max(top, 0), maxTop) / maxTop) * (client - size))
  return { visible: true, size, offset }
}

type ScrollAreaProps = React.HTMLAttributes<HTMLDivElement> & { maxHeight?: string; label?: string }

/**
 * A scrolling region with a slim overlay bar. It scrolls natively (wheel, touch, keyboard), so nothing
 * changes for assistive technology; the native bar is hidden and ours fades out when idle.
 */
export function ScrollArea({ maxHeight = "100%", label, children, ...rest }: ScrollAreaProps) {
  const viewport = React.useRef<HTMLDivElement>(null)
  const [metrics, setMetrics] = React.useState<ThumbMetrics>({ visible: false, size: 0, offset: 0 })
  const [active, setActive] = React.useState(false)
  const hideTimer = React.useRef<number | undefined>(undefined)

  const measure = React.useCallback(() => {
    const el = viewport.current
    if (el) setMetrics(thumbMetrics(el.clientHeight, el.scrollHeight, el.scrollTop))
  }, [])

  const onScroll = () => {
    measure()
    setActive(true)
    window.clearTimeout(hideTimer.current)
    hideTimer.current = window.setTimeout(() => setActive(false), SCROLLBAR_HIDE_DELAY_MS)
  }

  React.useEffect(() => {
    measure()
    const el = viewport.current
    if (!el || typeof ResizeObserver === "undefined") return () => window.clearTimeout(hideTimer.current)
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    if (el.firstElementChild) observer.observe(el.firstElementChild)
    return () => {
      observer.disconnect()
      window.clearTimeout(hideTimer.current)
    }
  }, [measure])

  return (
    <div css={{ position: "relative", minHeight: 0, maxHeight, display: "flex" }} {...rest}>
      <div
        ref={viewport}
        onScroll={onScroll}
        data-scroll-viewport=""
        role={label ? "region" : undefined}
        aria-label={label}
        tabIndex={metrics.visible ? 0 : undefined}
        css={{ overflowY: "auto", flex: 1, scrollbarWidth: "none", "&::-webkit-scrollbar": { display: "none" } }}
      >
        <div>{children}</div>
      </div>
      {metrics.visible && (
        <div
          aria-hidden="true"
          data-scroll-thumb=""
          data-state={active ? "visible" : "hidden"}
          css={(t) => ({
            position: "absolute",
            right: 2,
            top: 0,
            width: 6,
            borderRadius: 3,
            background: t.colors.muted,
            opacity: active ? 0.7 : 0,
            transition: "opacity 0.2s ease",
            pointerEvents: "none",
          })}
          style={{ height: metrics.size, transform: `translateY(${metrics.offset}px)` }}
        />
      )}
    </div>
  )
}
