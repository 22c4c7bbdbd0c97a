/**
 * Whether a navigation is taking longer than a moment. gatsby-browser's onRouteUpdateDelayed sets it
 * (Gatsby calls it after about a second without the next page), onRouteUpdate clears it.
 */
type Listener = (loading: boolean) => void
const listeners = new Set<Listener>()
let loading = false

export function setRouteLoading(value: boolean): void {
  if (value === loading) return
  loading = value
  listeners.forEach((l) => l(value))
}

export function subscribeRouteLoading(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const isRouteLoading = (): boolean => loading
