import * as React from "react"
import type { PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Container } from "../components/container"
import { ButtonLink } from "../components/button"
import { SmartLink } from "../components/smart-link"
import { NOT_FOUND_CARD_PAGE } from "../shared/social-card-path"

/** The not-found page's fixed words (docs/behaviour.md "Fixed words"). */
export const NOT_FOUND_TITLE = "Page Not Found"
export const NOT_FOUND_TEXT = "Sorry, we couldn't find the page you're looking for. The page may have been moved, deleted, or you may have entered an incorrect URL."

export function NotFound({ pathname }: { pathname: string }) {
  React.useEffect(() => {
    // A warning, not an error: Lighthouse's best-practices audit fails a page on any console error.
    if (pathname) console.warn(`404: no page at ${pathname}`)
  }, [pathname])
  return (
    <Container narrow css={(t) => ({ paddingBlock: t.space.section })}>
      <p css={(t) => ({ fontFamily: t.fonts.heading, fontSize: "4.5rem", lineHeight: 1, fontWeight: 700, color: t.colors.primary, margin: 0 })} aria-hidden="true">
        404
      </p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p css={(t) => ({ fontSize: t.fontSizes.lg, color: t.colors.muted })}>{NOT_FOUND_TEXT}</p>
      <p>
        You asked for{" "}
        <code data-testid="requested-path" css={(t) => ({ fontFamily: t.fonts.mono, background: t.colors.surface, padding: "0.15rem 0.4rem", borderRadius: 4, wordBreak: "break-all" })}>
          {pathname || "\u00a0"}
        </code>
      </p>
      <h2 css={(t) => ({ fontSize: t.fontSizes.lg, marginTop: t.space.xl })}>Things to try</h2>
      <ul>
        <li>Check the address for a typing mistake.</li>
        <li>
          If you followed a link to a role or sector page, those now live under <SmartLink to="/roles">Roles</SmartLink> and <SmartLink to="/sectors">Sectors</SmartLink>.
        </li>
        <li>
          Look for the topic with the <SmartLink to="/search">site search</SmartLink>, or browse the <SmartLink to="/resources/blog">blog</SmartLink>.
        </li>
        <li>Tell us what you were looking for on the contact page, and we will point you to it.</li>
      </ul>
      <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm, marginTop: t.space.xl })}>
        <ButtonLink to="/">Go to the homepage</ButtonLink>
        <ButtonLink to="/services" variant="secondary">
          View our services
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </Container>
  )
}

/**
 * The path the visitor asked for, from the first effect on. Gatsby renders this page once, as /404.html, for
 * every missing path, so the server's HTML cannot hold it; rendered in the first client render it made React's
 * hydration fail (errors 418 and 425) and render the whole page again (LCP 3 s, layout shifts). Until then
 * NotFound shows a no-break space in the path's box, so filling it in does not move the line.
 */
function useRequestedPath(pathname: string): string {
  const [requested, setRequested] = React.useState("")
  // eslint-disable-next-line react-hooks/set-state-in-effect -- React's two-pass rendering: the path only after hydration (above)
  React.useEffect(() => setRequested(pathname), [pathname])
  return requested
}

export default function NotFoundPage({ location }: PageProps) {
  const requested = useRequestedPath(location.pathname)
  return (
    <>
      <Seo title={NOT_FOUND_TITLE} description="The page you asked for is not on the Solvix website. Find what you need from our services, blog or contact page." path={location.pathname} cardPath={NOT_FOUND_CARD_PAGE} noindex />
      <NotFound pathname={requested} />
    </>
  )
}
