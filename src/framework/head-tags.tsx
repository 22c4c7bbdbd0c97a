import * as React from "react"
import type { Helmet as HelmetComponent, HelmetProps } from "react-helmet"

type Helmet = typeof HelmetComponent

/**
 * react-helmet, where it is needed when it is needed.
 *
 * The server render needs it at once: gatsby-plugin-react-helmet collects the head tags from it into every
 * page's HTML, which is what crawlers and the first paint read. The browser needs it only when the visitor
 * moves to another page in the app, so its code (about 6 KB gzipped) is not part of the first load: it is
 * fetched after the page has hydrated, and then keeps the head in step with each page as before. Until it
 * arrives the head is the server's, which is already right for the page. In the browser bundle `__SSR__`
 * is false, and webpack leaves this require out.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a require under `__SSR__` is what webpack leaves out of the browser bundle; an import would ship react-helmet
const serverHelmet = (): Helmet | null => (__SSR__ ? (require("react-helmet") as typeof import("react-helmet")).Helmet : null)

let loaded: Helmet | null = null
let loading: Promise<Helmet> | null = null

function loadHelmet(): Promise<Helmet> {
  loading ??= import(/* webpackChunkName: "react-helmet" */ "react-helmet").then((module) => (loaded = module.Helmet))
  return loading
}

/** Renders `<Helmet>` with these props once react-helmet is available (at once on the server). */
export function HeadTags(props: HelmetProps & { children?: React.ReactNode }) {
  const [Helmet, setHelmet] = React.useState<Helmet | null>(() => loaded ?? serverHelmet())
  React.useEffect(() => {
    if (Helmet) return
    let current = true
    void loadHelmet().then((component) => {
      if (current) setHelmet(() => component)
    })
    return () => {
      current = false
    }
  }, [Helmet])
  return Helmet ? <Helmet {...props} /> : null
}
