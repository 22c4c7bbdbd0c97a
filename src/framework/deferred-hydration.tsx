import * as React from "react"
import { bodyHydrated, markShellHydrated } from "./hydration"

/**
 * Splits the first hydration in two. React 18 hydrates the app's root in one task, but leaves the content of a
 * server-rendered Suspense boundary for a second, low-priority pass that yields to the browser every few
 * milliseconds. Wrapping the page shell here keeps that work out of long tasks (Total Blocking Time); the
 * visitor already sees the server HTML, and a click or key on a part not yet hydrated makes React hydrate it
 * at once and replay the event. Nothing here ever suspends on the client, so later renders are unaffected.
 *
 * When the boundary has hydrated, and with it an MDX page's body, which hydrates on its own when its chunk has
 * arrived (src/framework/mdx-body.tsx), `<html data-hydrated="true">` marks it (end-to-end tests wait for it
 * before pressing keys).
 */
export function DeferredHydration({ children }: { children: React.ReactNode }) {
  return (
    <React.Suspense fallback={null}>
      {children}
      <HydratedMarker />
    </React.Suspense>
  )
}

function HydratedMarker() {
  React.useEffect(() => {
    markShellHydrated()
    let live = true
    void bodyHydrated().then(() => {
      if (live) document.documentElement.dataset["hydrated"] = "true"
    })
    return () => {
      live = false
    }
  }, [])
  return null
}
