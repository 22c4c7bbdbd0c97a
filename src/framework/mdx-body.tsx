import * as React from "react"
import { expectBody, expectBodyAtFirstAct, markBodyAtFirstActHydrated, markBodyHydrated } from "./hydration"
import { firstAct } from "../lib/first-act"

/**
 * The body of an MDX page, as gatsby/loaders/mdx-body-loader.cjs hands it to gatsby-plugin-mdx's page wrapper,
 * drawn with the writers' components that body uses (`components`, which the loader appends to the body's module
 * from src/components/mdx). The server renders it at once inside a Suspense boundary; the browser renders the same
 * boundary, so on the first page it keeps the server's HTML (what the visitor already sees) until the body's
 * chunk has arrived, then hydrates the body in a pass of its own. The page shell (header, hero, side rail)
 * hydrates without waiting for it.
 */
type Props = Record<string, unknown>
type Body = React.ComponentType<Props>
type Components = Record<string, React.ComponentType<never> | string>
export interface LoadedBody {
  default: React.ComponentType<Props & { components?: Components }>
  components: Components
}

/** Server render: the body at once, inside the boundary the browser will have. */
export function serverMdxBody(Body: LoadedBody["default"], components: Components): Body {
  return function MdxBody(props) {
    return (
      <React.Suspense fallback={null}>
        <Body {...props} components={components} />
      </React.Suspense>
    )
  }
}

/** The loader's browser module asks whether the page came after the first one (src/framework/hydration.ts). */
export { shellHydrated } from "./hydration"

function BodyHydrated({ mark }: { mark: () => void }) {
  React.useEffect(() => mark(), [mark])
  return null
}

/** When the first page's body loads: at once (`gatsby develop`, which has no server HTML to show meanwhile) or at the visitor's first act. */
export type FirstPageBody = "at-once" | "at-first-act"

/**
 * Browser: `loaded` is the body when the page's module came after the first page (the loader awaited it), else
 * null: the first page's body loads at once or at the visitor's first act (`when`: src/lib/first-act.ts), and React
 * keeps the server's HTML of the boundary until it is there. Meanwhile the body is what the server sent: its links
 * are plain links, and a contact button submits the page's fallback form (src/components/contact-button.tsx).
 * (Loaded even when the first page does not show its body, as a blog category page does not: a later page of the
 * same template that shows it then has it at once.)
 */
export function browserMdxBody(load: () => Promise<LoadedBody>, loaded: LoadedBody | null, when: FirstPageBody = "at-once"): Body {
  if (loaded) return serverMdxBody(loaded.default, loaded.components)
  const loading = when === "at-once" ? load() : firstAct().then(load)
  const Lazy = React.lazy(() => loading.then(({ default: Content, components }) => ({ default: (props: Props) => <Content {...props} components={components} /> })))
  const mark = when === "at-once" ? markBodyHydrated : markBodyAtFirstActHydrated
  function MdxBody(props: Props) {
    // The first page's `data-hydrated` waits for a body shown at once (deferred-hydration.tsx); one shown at the
    // visitor's first act has its own `data-body`.
    if (when === "at-once") expectBody()
    else expectBodyAtFirstAct()
    return (
      <React.Suspense fallback={null}>
        <Lazy {...props} />
        <BodyHydrated mark={mark} />
      </React.Suspense>
    )
  }
  // The page hands its body new props as its location changes (a link to a heading): a boundary still waiting for
  // its code that gets an update makes React drop the server's HTML for the empty fallback. The body's words are
  // the file's: they do not change with the page's props, so it never takes an update.
  return React.memo(MdxBody, () => true)
}
