import * as React from "react"
import { STATUTORY_CHANGES_FEED, changeAnchor, longDate, sortChanges, type Checked, type StatutoryChange } from "../../data/statutory"
import { ReviewStatus, StatusWords } from "../../components/content/review-status"

/** Country names of the codes the data uses (content/data/statutory-rates.yaml). */
export type CountryNames = Readonly<Record<string, string>>

/**
 * The statutory change log, newest first, from content/data/statutory-changes.yaml: each change is an
 * article with a stable anchor (`changeAnchor`) so the calculator and country pages can link to it. A change that
 * brought in a figure still in force (`current`, from `currentFigures`) says how that figure was checked and how
 * fresh it is on `today`, the day the site was built; a place's minimum wage (line `minimum-wage-<place>`) counts as
 * the country's minimum wage of the same date. Each change says how its source was read (the official text, or a named report).
 */
export function ChangeLog({ changes, countries, current, today }: { changes: readonly StatutoryChange[]; countries: CountryNames; current: Readonly<Record<string, Checked>>; today: string }) {
  const sorted = sortChanges(changes)
  const years = [...new Set(sorted.map((c) => c.date.slice(0, 4)))]
  return (
    // From 1100 px the changes of a year stand two to a row, newest first, reading across (the page's width used);
    // a year's odd last change takes the whole row, so no half of the width is left empty beside it.
    <section
      aria-labelledby="changes-heading"
      css={(t) => ({
        maxWidth: t.proseWidth,
        marginTop: t.space.xxl,
        [t.media.wide]: { maxWidth: "none", "& ol": { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: t.space.lg, alignItems: "start" }, "& ol > li:last-of-type:nth-of-type(odd)": { gridColumn: "1 / -1" } },
      })}
    >
      <h2 id="changes-heading">Changes, newest first</h2>
      <p css={(t) => ({ color: t.colors.muted, fontSize: t.fontSizes.sm })}>
        {sorted.length} changes. Follow them by <a href={STATUTORY_CHANGES_FEED}>RSS feed</a>.
      </p>
      {years.map((year) => (
        <section key={year} aria-labelledby={`changes-${year}`}>
          <h3 id={`changes-${year}`}>{year}</h3>
          <ol css={{ listStyle: "none", padding: 0, margin: 0 }}>
            {sorted
              .filter((c) => c.date.startsWith(year))
              .map((c) => (
                <li key={changeAnchor(c.country, c.line, c.date)}>
                  <ChangeEntry
                    change={c}
                    country={countries[c.country] ?? c.country}
                    inForce={current[changeAnchor(c.country, c.line, c.date)] ?? (c.line.startsWith("minimum-wage-") ? current[changeAnchor(c.country, "minimum-wage", c.date)] : undefined)}
                    today={today}
                  />
                </li>
              ))}
          </ol>
        </section>
      ))}
    </section>
  )
}

function ChangeEntry({ change: c, country, inForce, today }: { change: StatutoryChange; country: string; inForce: Checked | undefined; today: string }) {
  const id = changeAnchor(c.country, c.line, c.date)
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      css={(t) => ({
        scrollMarginTop: `calc(${t.headerHeight} + 1rem)`,
        margin: `${t.space.md} 0`,
        padding: t.space.md,
        borderRadius: t.radii.md,
        border: `1px solid ${t.colors.border}`,
        background: t.colors.white,
        "&:target": { borderColor: t.colors.primary, boxShadow: `0 0 0 2px ${t.colors.primarySoft}` },
        "& p": { margin: 0 },
      })}
    >
      <p css={(t) => ({ fontSize: t.fontSizes.sm, color: t.colors.muted })}>
        <time dateTime={c.date}>{longDate(c.date)}</time> · {country}
      </p>
      <h4 id={`${id}-title`} css={(t) => ({ margin: `${t.space.xxs} 0 ${t.space.xs}`, fontSize: t.fontSizes.md })}>
        <a href={`#${id}`} css={(t) => ({ color: t.colors.ink, textDecoration: "none", "&:hover": { textDecoration: "underline" } })}>
          {c.title}
        </a>
      </h4>
      {/* One label column width in every entry (wide enough for "From 30 September 2026"), so the values line up down the log. */}
      <dl
        css={(t) => ({
          margin: `0 0 ${t.space.xs}`,
          display: "grid",
          gridTemplateColumns: "11rem minmax(0, 1fr)",
          gap: "0.25rem 0.75rem",
          fontSize: t.fontSizes.sm,
          "& dt": { fontWeight: 650, color: t.colors.navy },
          "& dd": { margin: 0 },
          [t.media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: 0, "& dd + dt": { marginTop: t.space.xs } },
        })}
      >
        <dt>Before</dt>
        <dd>{c.from}</dd>
        <dt>From {longDate(c.date)}</dt>
        <dd>{c.to}</dd>
      </dl>
      {c.note && <p css={(t) => ({ fontSize: t.fontSizes.sm, marginBottom: t.space.xs })}>{c.note}</p>}
      <p css={(t) => ({ fontSize: t.fontSizes.sm, marginTop: t.space.xs })}>
        Source:{" "}
        <a href={c.source.url} rel="noopener noreferrer">
          {c.source.title}
        </a>
        {" · "}
        {inForce ? (
          <span data-testid="change-review">
            <ReviewStatus figure={inForce} today={today} />
          </span>
        ) : (
          // A change since replaced: how its own source was read, with no review date to keep.
          <span data-testid="change-reading">
            <StatusWords status={c.read === "official" ? { state: "official", date: c.checkedOn } : { state: "secondary", date: c.checkedOn, via: c.readVia }} />
          </span>
        )}
      </p>
    </article>
  )
}
