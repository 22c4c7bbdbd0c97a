import * as React from "react"
import type { Helmet as HelmetComponent, HelmetProps } from "react-helmet"

type Helmet = typeof HelmetComponent

/**
 * react-helmet, where it is needed when it is needed.
 *
 * The server render needs it at once: gatsby-plugin-react-helmet collects the head tags from it into every
 * page's HTML, which is what crawlers and the first paint read. The browser needs it only when the visitor
 * moves to another page in the app, so its code (about 6 KB gzipped) is not part of the first load, nor of the
 * first page's life: it is fetched when the app starts its first move to another page (`headTagsNeeded`, from
 * gatsby-browser's onPreRouteUpdate), and then keeps the head in step with each page as before. Until then the
 * head is the server's, which is right for the page. (Fetched right after hydration, as it was until issue 33,
 * its evaluation and its first pass over the head were a long task on every page.) In the browser bundle
 * `__SSR__` is false, and webpack leaves this require out.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a require under `__SSR__` is what webpack leaves out of the browser bundle; an import would ship react-helmet
const serverHelmet = (): Helmet | null => (__SSR__ ? (require("react-helmet") as typeof import("react-helmet")).Helmet : null)

let loaded: Helmet | null = null
let loading: Promise<Helmet> | null = null
let needed: () => void = () => {}
/** Resolves when the app first moves to another page. */
const firstMove = new Promise<void>((resolve) => {
  needed = resolve
})

function loadHelmet(): Promise<Helmet> {
  loading ??= import(/* webpackChunkName: "react-helmet" */ "react-helmet").then((module) => (loaded = module.Helmet))
  return loading
}

/** The app is moving to another page: from now on every page's head tags are kept by react-helmet. */
export function headTagsNeeded(): void {
  needed()
  void loadHelmet()
}

/** Renders `<Helmet>` with these props once react-helmet is available (at once on the server). */
export function HeadTags(props: HelmetProps & { children?: React.ReactNode }) {
  const [Helmet, setHelmet] = React.useState<Helmet | null>(() => loaded ?? serverHelmet())
  React.useEffect(() => {
    if (Helmet) return
    let current = true
    void firstMove.then(loadHelmet).then((component) => {
      if (current) setHelmet(() => component)
    })
    return () => {
      current = false
    }
  }, [Helmet])
  return Helmet ? <Helmet {...props} /> : null
}
