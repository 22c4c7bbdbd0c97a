import * as React from "react"
import { isRouteLoading, subscribeRouteLoading } from "../framework/route-loading"

/** A spinning ring with a text alternative; `label` is what a screen reader hears. */
export function Spinner({ label = "Loading", size = 28 }: { label?: string; size?: number }) {
  return (
    <span role="status" css={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" css={{ animation: "spin 0.8s linear infinite", "@keyframes spin": { to: { transform: "rotate(360deg)" } } }}>
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

/** Shown at the top of the viewport while a navigation waits for its page's code and data. */
export function RouteSpinner() {
  const loading = React.useSyncExternalStore(subscribeRouteLoading, isRouteLoading, () => false)
  if (!loading) return null
  return (
    <div
      data-testid="route-spinner"
      css={(t) => ({
        position: "fixed",
        top: `calc(${t.headerHeight} + 12px)`,
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: 80,
        padding: "0.5rem 0.9rem",
        borderRadius: t.radii.pill,
        background: t.colors.white,
        color: t.colors.primary,
        boxShadow: t.shadows.raised,
      })}
    >
      <Spinner label="Loading page" />
    </div>
  )
}
