import * as React from "react"
import type { TerminationCountry, TerminationData, TerminationLabels } from "../../data/termination"
import { ReviewStatus } from "../../components/content/review-status"

/**
 * Every rule the estimator applies, country by country, as server-rendered text: what each way of ending pays, and each
 * rule with its article, note, source and how it was checked. Readers without JavaScript get the whole method here;
 * it is also the page's list of sources. Light on purpose: it is in the page's first load.
 */
export function RulesReference({ termination, names, today }: { termination: TerminationData; names: Readonly<Record<string, string>>; today: string }) {
  const w = termination.labels
  return (
    <section aria-labelledby="termination-rules" css={(t) => ({ marginTop: t.space.xxl })}>
      <h2 id="termination-rules">{w.rulesHeading}</h2>
      {termination.countries.map((c) => (
        <Country key={c.code} country={c} name={names[c.code] ?? c.code} today={today} w={w} />
      ))}
    </section>
  )
}

function Country({ country, name, today, w }: { country: TerminationCountry; name: string; today: string; w: TerminationLabels }) {
  const label = (id: string) => country.rules.find((r) => r.id === id)?.label ?? id
  return (
    <div css={(t) => ({ marginTop: t.space.xl, "& li": { marginBottom: t.space.xs } })}>
      <h3 id={`rules-${country.code.toLowerCase()}`}>{name}</h3>
      <h4>{w.rulesCauses}</h4>
      <ul>
        {country.causes.map((cause) => (
          <li key={cause.id}>
            <strong>{cause.label}</strong> ({cause.legalBasis}): {cause.pays.length === 0 ? w.rulesNothing : cause.pays.map((p) => `${label(p.rule)}${p.times !== null && p.times !== 1 ? ` × ${p.times}` : ""}`).join("; ")}
            {`; ${w.rulesSocial}`}
          </li>
        ))}
      </ul>
      <h4>{w.rulesEach}</h4>
      <ul>
        {country.rules.map((r) => (
          <li key={r.id}>
            <strong>{r.label}</strong>: {r.legalBasis}.{r.note ? ` ${r.note}` : ""}{" "}
            <small css={(t) => ({ color: t.colors.muted, "& a": { color: "inherit" } })}>
              <ReviewStatus figure={r} today={today} /> ·{" "}
              <a href={r.source.url} rel="noopener noreferrer">
                {r.source.title}
              </a>
            </small>
          </li>
        ))}
      </ul>
      <p>
        <strong>{w.settlement}.</strong> {country.settlement}
      </p>
    </div>
  )
}
