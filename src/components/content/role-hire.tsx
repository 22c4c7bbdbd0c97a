import * as React from "react"
import { Calculator, Clock, MessageSquare } from "lucide-react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { fill, fillParts } from "../../shared/fill"
import { ContactButton } from "../contact-button"
import { TalkLink } from "../talk-link"
import { SmartLink } from "../smart-link"
import { calculatorHref } from "../mdx/calculator-link"
import { countryInText, type CountryTable } from "../../data/countries"
import { SiteFact } from "../mdx/site-fact"

/** A country's name as it reads after "in" ("the Philippines"); a code content/data/countries.yaml lacks is a writer's mistake. */
const name = (countries: CountryTable, code: string): string => {
  const text = countryInText(countries, code)
  if (!text) throw new Error(`Role frontmatter "hireIn": "${code}" is not a calculator country`)
  return text
}

type Theme = import("@emotion/react").Theme

const chip = (t: Theme) => ({ display: "inline-block", padding: `${t.space.xxs} ${t.space.sm}`, borderRadius: t.radii.pill, background: t.colors.accentSoft, fontSize: t.fontSizes.sm, fontWeight: 650 })

/** One of the box's three parts: an icon, a heading and what it says. */
function Part({ kind, icon: Icon, title, children }: { kind: "cost" | "time" | "start"; icon: typeof Clock; title: string; children: React.ReactNode }) {
  return (
    <div
      data-hire={kind}
      css={(t) => ({
        display: "grid",
        alignContent: "start",
        gap: t.space.xs,
        padding: t.space.md,
        borderRadius: t.radii.md,
        background: t.colors.white,
        border: `1px solid ${t.colors.border}`,
        "& p": { margin: 0, fontSize: t.fontSizes.sm, lineHeight: 1.5 },
      })}
    >
      <h3 css={(t) => ({ display: "flex", alignItems: "center", gap: t.space.xs, margin: 0, fontFamily: t.fonts.body, fontSize: t.fontSizes.md, fontWeight: 650 })}>
        <Icon size={20} aria-hidden="true" css={(t) => ({ flexShrink: 0, color: t.colors.accent })} />
        {title}
      </h3>
      {children}
    </div>
  )
}

/**
 * The box under a role page's title, where a buyer from search lands: what a hire costs (a link per country that
 * opens the cost calculator preset to it; no salary of ours, the calculator starts from an example the buyer
 * changes), how long it takes (the company's shortlist promise, `shortlistTime`), and how to start (the contact
 * popup and the call request). The countries are the role's frontmatter `hireIn`; the words are
 * content/site.yaml `labels.role`.
 */
export function RoleHire({ title, hireIn }: { title: string; hireIn: readonly string[] }) {
  const facts = useSiteFacts()
  const words = facts.labels.role
  return (
    <section aria-labelledby="role-hire-title" data-role-hire css={(t) => ({ marginBottom: t.space.xxl, padding: t.space.md, borderRadius: t.radii.lg, background: t.colors.surface, border: `1px solid ${t.colors.border}` })}>
      <h2 id="role-hire-title" css={(t) => ({ margin: `0 0 ${t.space.sm}`, fontSize: t.fontSizes.lg })}>
        {fill(words.hireTitle, { role: title })}
      </h2>
      <div css={(t) => ({ display: "grid", gap: t.space.sm, [t.media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } })}>
        <Part kind="cost" icon={Calculator} title={words.costTitle}>
          <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: t.space.xs })}>
            {hireIn.length === 0 && (
              <li>
                <SmartLink to={calculatorHref()} css={chip}>
                  {facts.labels.rail.calculatorLink}
                </SmartLink>
              </li>
            )}
            {hireIn.map((code) => (
              <li key={code}>
                <SmartLink to={calculatorHref(code)} data-hire-country={code} css={chip}>
                  {fill(words.costLink, { country: name(facts.countries, code) })}
                </SmartLink>
              </li>
            ))}
          </ul>
          <p>{words.costText}</p>
          {hireIn.includes("VN") && <p>{words.costVietnam}</p>}
        </Part>
        <Part kind="time" icon={Clock} title={words.timeTitle}>
          <p>
            {fillParts<React.ReactNode>(words.timeText, { shortlistTime: <SiteFact key="time" name="shortlistTime" /> }).map((p, i) => (
              <React.Fragment key={i}>{p}</React.Fragment>
            ))}
          </p>
        </Part>
        <Part kind="start" icon={MessageSquare} title={words.startTitle}>
          <p>{fill(words.startText, { responseTime: facts.responseTime })}</p>
          <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.xs, marginTop: t.space.xs })}>
            <ContactButton>{facts.labels.header.cta}</ContactButton>
            <TalkLink kind="call" variant="secondary" />
          </div>
        </Part>
      </div>
    </section>
  )
}
