import * as React from "react"
import { expectBody, markBodyHydrated } from "./hydration"

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

function BodyHydrated() {
  React.useEffect(() => markBodyHydrated(), [])
  return null
}

/**
 * Browser: `loaded` is the body when the page's module came after the first page (the loader awaited it), else
 * null: the first page's body loads at once, beside the page's hydration, and React keeps the server's HTML of the
 * boundary until it is there. (Loaded even when the first page does not show its body, as a blog category page
 * does not: a later page of the same template that shows it then has it at once.)
 */
export function browserMdxBody(load: () => Promise<LoadedBody>, loaded: LoadedBody | null): Body {
  if (loaded) return serverMdxBody(loaded.default, loaded.components)
  const loading = load()
  const Lazy = React.lazy(() => loading.then(({ default: Content, components }) => ({ default: (props: Props) => <Content {...props} components={components} /> })))
  return function MdxBody(props) {
    // The first page waits for its body before it says it has hydrated, if it shows one (deferred-hydration.tsx).
    expectBody()
    return (
      <React.Suspense fallback={null}>
        <Lazy {...props} />
        <BodyHydrated />
      </React.Suspense>
    )
  }
}
