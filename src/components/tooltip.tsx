import * as React from "react"

/** docs/behaviour.md "Small interface timings": tooltips open after 700 ms; within 300 ms of another closing they open at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

type TriggerProps = {
  "aria-describedby"?: string
  onPointerEnter?: React.PointerEventHandler
  onPointerLeave?: React.PointerEventHandler
  onFocus?: React.FocusEventHandler
  onBlur?: React.FocusEventHandler
  onKeyDown?: React.KeyboardEventHandler
}

/** Describes its one child on hover (after the delay) and at once on keyboard focus; Escape hides it. */
export function Tooltip({ label, children }: { label: string; children: React.ReactElement<TriggerProps> }) {
  const id = React.useId()
  const [open, setOpen] = React.useState(false)
  const timer = React.useRef<number | undefined>(undefined)
  const clear = () => window.clearTimeout(timer.current)
  const show = (immediately: boolean) => {
    clear()
    if (immediately || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true)
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS)
  }
  const hide = () => {
    clear()
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now()
      return false
    })
  }
  React.useEffect(() => clear, [])
  const child = React.Children.only(children)
  return (
    <span css={{ position: "relative", display: "inline-flex" }}>
      {/* eslint-disable-next-line react-hooks/refs -- cloneElement only attaches these handlers; the timer ref is read when they run, never in render */}
      {React.cloneElement(child, {
        "aria-describedby": open ? id : undefined,
        onPointerEnter: (e: React.PointerEvent) => {
          child.props.onPointerEnter?.(e)
          if (e.pointerType !== "touch") show(false)
        },
        onPointerLeave: (e: React.PointerEvent) => {
          child.props.onPointerLeave?.(e)
          hide()
        },
        onFocus: (e: React.FocusEvent) => {
          child.props.onFocus?.(e)
          if ((e.target as HTMLElement).matches?.(":focus-visible") ?? true) show(true)
        },
        onBlur: (e: React.FocusEvent) => {
          child.props.onBlur?.(e)
          hide()
        },
        onKeyDown: (e: React.KeyboardEvent) => {
          child.props.onKeyDown?.(e)
          if (e.key === "Escape") hide()
        },
      })}
      {open && (
        <span
          role="tooltip"
          id={id}
          css={(t) => ({
            position: "absolute",
            top: "calc(100% + 8px)",
            left: "50%",
            transform: "translateX(-50%)",
            zIndex: 70,
            padding: "0.35rem 0.6rem",
            borderRadius: t.radii.sm,
            background: t.colors.navyDeep,
            color: t.colors.white,
            fontSize: t.fontSizes.xs,
            fontWeight: 500,
            whiteSpace: "nowrap",
            pointerEvents: "none",
            boxShadow: t.shadows.card,
          })}
        >
          {label}
        </span>
      )}
    </span>
  )
}

/** For tests: forget the last close so each test starts from a cold tooltip. */
export function resetTooltipSkip(): void {
  lastClosedAt = Number.NEGATIVE_INFINITY
}
