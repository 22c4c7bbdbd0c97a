import * as React from "react"
import { Link } from "gatsby"
import { isServerFile } from "../shared/server-files"

export type SmartLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }

/**
 * The one link of the site: in-app paths route client-side (prefetched, code-split), server files and
 * other sites get a plain anchor, and other sites open with rel="noopener".
 */
export const SmartLink = React.forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ to, children, ...rest }, ref) {
  if (/^(https?:)?\/\//.test(to))
    return (
      <a ref={ref} href={to} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  if (/^(mailto|tel):/.test(to) || to.startsWith("#") || isServerFile(to))
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    )
  return (
    <Link ref={ref as React.Ref<HTMLAnchorElement> & React.LegacyRef<Link<unknown>>} to={to} {...rest}>
      {children}
    </Link>
  )
})
