import * as React from "react"
import { confirmedSocial } from "../lib/company-facts"
import { useSiteFacts } from "../hooks/use-site-facts"
import { footerColumns } from "../lib/navigation"
import { copyrightLine } from "../shared/copyright"
import { Container } from "./container"
import { Logo } from "./logo"
import { SmartLink } from "./smart-link"
import { CompanyAddress } from "./company-address"
import { FIRST_CHILD } from "../framework/child-selectors"

/** Replaced at build time by webpack's DefinePlugin (see gatsby-node onCreateWebpackConfig). */
declare const __BUILD_YEAR__: number
const buildYear = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear()

/** Footer columns come from the header's navigation data (content/site.yaml), never a second list. */
export function Footer() {
  const facts = useSiteFacts()
  const columns = footerColumns(facts.navigation, facts.footer)
  return (
    <footer className="on-dark" css={(t) => ({ background: t.colors.navyDeep, color: "#d5deea", paddingTop: t.space.section, fontSize: t.fontSizes.sm, [t.media.print]: { display: "none" } })}>
      <Container>
        <div
          css={(t) => ({
            display: "grid",
            gap: t.space.xl,
            gridTemplateColumns: "repeat(auto-fit, minmax(10.5rem, 1fr))",
            [t.media.mobile]: { gridTemplateColumns: "repeat(2, auto)", columnGap: t.space.md, [FIRST_CHILD]: { gridColumn: "1 / -1" } },
            [t.media.wide]: { gridTemplateColumns: "1.6fr repeat(5, 1fr)" },
          })}
        >
          <div data-copyable="">
            <Logo onDark name={facts.name} />
            <p css={{ marginTop: "1rem", maxWidth: "22rem" }}>{facts.tagline}.</p>
            <CompanyAddress linkCss={() => linkOnDark} />
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={`${column.title} links`}>
              <h2 css={(t) => ({ fontFamily: t.fonts.body, fontSize: t.fontSizes.sm, color: t.colors.white, textTransform: "uppercase", letterSpacing: "0.08em", margin: `0 0 ${t.space.sm}` })}>{column.title}</h2>
              <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.45rem" }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <SmartLink to={link.to} css={linkOnDark}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.md, justifyContent: "space-between", alignItems: "center", marginTop: t.space.xxl, padding: `${t.space.lg} 0`, borderTop: "1px solid rgba(255,255,255,0.14)" })}>
          <p css={{ margin: 0 }}>{copyrightLine(facts.name, buildYear)}</p>
          <ul css={{ display: "flex", flexWrap: "wrap", gap: "1rem", listStyle: "none", margin: 0, padding: 0 }}>
            {confirmedSocial(facts).map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer me" css={linkOnDark}>
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  )
}

const linkOnDark = { color: "#d5deea", textDecoration: "none", "&:hover": { color: "#ffffff", textDecoration: "underline" } }
