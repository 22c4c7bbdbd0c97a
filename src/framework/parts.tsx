import * as React from "react"
import { shellHydrated } from "./hydration"
import { firstAct } from "../lib/first-act"

/**
 * A part: a module whose components are a chunk of their own in the browser, named once, with the exports used:
 *
 *     const { Footer } = part(() => import("./footer"), ["Footer"])
 *
 * The server renders it at once, as any other: the server renderer (src/framework/emotion-ssr.tsx) loads every
 * part before it renders (`loadParts`), so nothing suspends under react-helmet, which collects each page's head
 * from that render. Jest does the same before each test file's tests (jest.setup.ts). It is drawn inside a Suspense
 * boundary; in the browser, on the first page, that boundary keeps the server's HTML until the chunk has arrived
 * and then hydrates on its own, so the first-load JavaScript and the first hydration pass leave it out.
 *
 * When: a part is fetched when it first renders; `preload()` fetches it ahead (the contact form's thanks as the form
 * is sent, the cards' icons at the visitor's first act). With `withModule`, a part whose module loads after the
 * first page has hydrated (its page's template, as the app moves to it) is fetched right then, so that page shows
 * it at once and not empty for a moment: for a page's own parts (the home page's sections, a page's questions and
 * cards). Without it, for the parts of the shell (the footer, the popup), which persist across pages, and those of
 * MDX bodies, which only some pages show. With `afterFirstAct`, a part is fetched no sooner than the visitor's first
 * act on the page (`firstAct()`): for what a visitor who only reads the first screen never uses (the footer, the
 * notice of a slow move to another page, the cards' icons). Until then its server HTML shows, and its links work
 * as plain links; a move in the app comes after an act, so a page the app moves to has them as before. A number
 * instead of `true` is a deadline, in ms after the page opened, for a part that acts on its own (the lead-capture
 * popup's timing, which shows it 10 s after the page opened to a visitor who has not acted).
 *
 * What may be a part (docs/workarounds.md, row 24): what a page does not need to hydrate, and whose chunk takes
 * enough off the pages' first-load JavaScript to pay for one more request: `npm run bench:parts` prints each part's
 * chunk, gzipped, after a build.
 */
interface Entry {
  loaded: boolean
  preload: () => Promise<void>
}
const entries = new Set<Entry>()

type PropsOf<C> = C extends React.ComponentType<infer P> ? P : never
/** The components a part's module exports under `names`, each drawn on demand, and `preload`. */
export type Part<M, K extends keyof M> = { [N in K]: React.NamedExoticComponent<PropsOf<M[N]>> } & { preload: () => Promise<void> }

/** When a part is fetched: see the comment above. */
export interface PartOptions {
  withModule?: boolean
  afterFirstAct?: boolean | number
}

export function part<M, K extends keyof M & string>(load: () => Promise<M>, names: readonly K[], options: PartOptions = {}): Part<M, K> {
  let module: M | null = null
  let loading: Promise<void> | null = null
  const entry: Entry = {
    loaded: false,
    preload: () =>
      (loading ??= load().then(
        (loaded) => {
          module = loaded
          entry.loaded = true
        },
        (error: unknown) => {
          // A chunk that failed (a dropped connection) is asked for again at the part's next render.
          loading = null
          throw error
        },
      )),
  }
  entries.add(entry)
  const component = (name: K) => {
    // The props pass through unchanged; React.lazy's own typing cannot follow a generic P.
    const get = () => module![name] as unknown as React.FunctionComponent<object>
    const lazy = () =>
      React.lazy(async () => {
        const { afterFirstAct } = options
        if (afterFirstAct) await firstAct(afterFirstAct === true ? undefined : afterFirstAct)
        await entry.preload()
        return { default: get() }
      })
    // Memoised: a parent drawn again (the shell, as the app moves to another page) would otherwise hand a boundary
    // still waiting for its code an update, and React would drop its server HTML for the empty fallback meanwhile.
    const PartComponent = React.memo(function PartComponent(props: object) {
      // Chosen once per mount: a part already loaded renders at once; else the boundary waits for it (on the first
      // page, keeping the server's HTML). A new lazy per mount, so a mount after a failed fetch fetches again.
      const [Component] = React.useState(() => (module ? get() : lazy()))
      return (
        <Unavailable>
          <React.Suspense fallback={null}>
            <Component {...props} />
          </React.Suspense>
        </Unavailable>
      )
    })
    PartComponent.displayName = `Part(${name})`
    return PartComponent
  }
  // Fetching ahead is a hint: a failure is not an error here (the part fetches again when it renders).
  const preload = () => entry.preload().catch(() => {})
  if (options.withModule && shellHydrated()) void preload()
  return Object.assign(Object.fromEntries(names.map((name) => [name, component(name)])), { preload }) as Part<M, K>
}

/**
 * A part whose chunk could not be fetched is left out, and the page stays: without this boundary React would take the
 * whole page down with it (an error thrown while rendering unmounts the root).
 */
class Unavailable extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  override render(): React.ReactNode {
    return this.state.failed ? null : this.props.children
  }
}

/** Loads every part defined so far, and those their modules define, until none is left (the server, jest). */
export async function loadParts(): Promise<void> {
  for (;;) {
    const waiting = [...entries].filter((e) => !e.loaded)
    if (waiting.length === 0) return
    await Promise.all(waiting.map((e) => e.preload()))
  }
}
