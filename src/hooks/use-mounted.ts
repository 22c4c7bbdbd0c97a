import * as React from "react"

/**
 * True once the page has hydrated: what renders only then is left out of the server's HTML and the first load (the
 * cost calculator and the termination estimator load their code this way).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = React.useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- React's two-pass rendering: a second render once hydrated
  React.useEffect(() => setMounted(true), [])
  return mounted
}
