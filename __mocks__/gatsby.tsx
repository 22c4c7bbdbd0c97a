// Gatsby's runtime in jest: graphql is a tag that returns nothing, Link is a plain anchor,
// and useStaticQuery answers from fixtures a test registers with setStaticQueryData.
import * as React from "react"

const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby")

// Kept on globalThis: jest can load this mock twice (an import and jest.requireMock), and both must agree.
const store = globalThis as unknown as { __staticQueryData?: unknown }
export const setStaticQueryData = (data: unknown): void => {
  store.__staticQueryData = data
}

export const graphql = jest.fn()
export const useStaticQuery = jest.fn(() => store.__staticQueryData ?? {})
export const navigate = jest.fn()
export const withPrefix = (path: string): string => path

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

export const Slice = gatsby.Slice
export const Script = gatsby.Script
