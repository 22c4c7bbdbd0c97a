import * as React from "react"

/**
 * A component as a chunk of its own in the browser. The server renders it at once, as any other (`server`:
 * react-helmet collects each page's head from a render that never suspends), inside a Suspense boundary; in the
 * browser that boundary keeps the server's HTML until the chunk has arrived and then hydrates on its own. The
 * first-load JavaScript and the first hydration pass leave it out. Callers pass `server` as
 * `__SSR__ ? require(…).X : null`: in the browser bundle `__SSR__` is false and webpack leaves the `require`
 * out, as in src/framework/head-tags.tsx. Used for what a few pages have (src/components/mdx/mdx-components.tsx)
 * and for the parts of the shell that persist across pages and are not needed to hydrate it (src/components/layout.tsx,
 * src/wrappers.tsx); not for a page's own parts, which would show empty for a moment after an in-app navigation.
 */
export function onDemand<P extends object>(server: React.FunctionComponent<P> | null, load: () => Promise<React.FunctionComponent<P>>): React.FunctionComponent<P> {
  // The props pass through unchanged; React.lazy's own typing cannot follow a generic P.
  const Component = (server ?? React.lazy(async () => ({ default: await load() }))) as React.FunctionComponent<object>
  return function OnDemand(props: P) {
    return (
      <React.Suspense fallback={null}>
        <Component {...props} />
      </React.Suspense>
    )
  }
}

/**
 * As onDemand, for a page's own part below the fold: `preload()` fetches its code ahead (src/features/home/home.tsx
 * and src/components/content/below-fold.tsx do when Gatsby loads the page for a later visit; the contact form when it
 * is sent), and a page shown after that has it at once, not empty for a moment.
 */
export function onDemandPreloadable<P extends object>(server: React.FunctionComponent<P> | null, load: () => Promise<React.FunctionComponent<P>>) {
  let loaded: React.FunctionComponent<P> | null = server
  let loading: Promise<React.FunctionComponent<P>> | null = null
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Lazy = React.lazy(async () => ({ default: await preload() })) as unknown as React.FunctionComponent<P>
  function OnDemand(props: P) {
    // Chosen once per mount: a part already loaded renders at once; else the boundary waits for it (on the first
    // page, keeping the server's HTML).
    const [Component] = React.useState(() => (loaded ?? Lazy) as React.FunctionComponent<object>)
    return (
      <React.Suspense fallback={null}>
        <Component {...props} />
      </React.Suspense>
    )
  }
  return { Component: OnDemand, preload }
}
