import * as React from "react"
import { Link } from "gatsby"
import { ReviewStatus } from "../../components/content/review-status"
import { DataTable } from "../../components/data-table"
import { longDate } from "../../data/statutory"
import { calendarPath, fillLabel, holidayFeedPath, weekday, type HolidayCountry, type HolidayLabels, type HolidaysData } from "../../data/public-holidays"

/**
 * The public-holiday calendars (content/data/public-holidays.yaml): the hub's list of countries, years and feeds,
 * and one country's year: its dates with their instruments, the premium for work on a holiday, and the sources with
 * how each was read on the day the site was built (`today`). Server-rendered content: no state, no client code.
 */

const muted = { color: "#4b5563" }

/** Subscribe (webcal://, which calendar apps open as a subscription) and download links for a country's feed. */
export function FeedLinks({ country, labels, siteUrl }: { country: Pick<HolidayCountry, "slug" | "name">; labels: HolidayLabels; siteUrl: string }) {
  const feed = holidayFeedPath(country.slug)
  const webcal = `webcal://${new URL(siteUrl).host}${feed}`
  const name = fillLabel(labels.feedName, { country: country.name })
  return (
    <ul css={(t) => ({ listStyle: "none", padding: 0, margin: `${t.space.sm} 0`, display: "flex", flexWrap: "wrap", gap: `${t.space.xs} ${t.space.lg}` })}>
      <li>
        <a href={webcal} data-feed="subscribe" aria-label={`${labels.subscribe}: ${name}`}>
          {labels.subscribe}
        </a>
      </li>
      <li>
        <a href={feed} download={`${country.slug}-public-holidays.ics`} type="text/calendar" data-feed="download" aria-label={`${labels.download}: ${name}`}>
          {labels.download}
        </a>
      </li>
    </ul>
  )
}

/** The hub: each country with a link to each year's calendar and its feed. */
export function HolidayHub({ data, siteUrl }: { data: HolidaysData; siteUrl: string }) {
  const { labels } = data
  return (
    <section aria-labelledby="calendars-heading" css={(t) => ({ maxWidth: t.proseWidth, marginTop: t.space.xl })}>
      <h2 id="calendars-heading">Calendars by country</h2>
      <p css={muted}>{labels.feedNote}</p>
      {data.countries.map((c) => (
        <section key={c.code} aria-labelledby={`country-${c.slug}`}>
          <h3 id={`country-${c.slug}`}>{capitalise(fillLabel(labels.hubCountry, { country: c.name }))}</h3>
          <ul>
            {[...c.years]
              .sort((a, b) => a.year - b.year)
              .map((y) => (
                <li key={y.year}>
                  <Link to={calendarPath(c.slug, y.year)}>{fillLabel(labels.calendarTitle, { country: c.name, year: y.year })}</Link>
                </li>
              ))}
          </ul>
          <FeedLinks country={c} labels={labels} siteUrl={siteUrl} />
        </section>
      ))}
    </section>
  )
}

/** "the Philippines" → "The Philippines" where a name starts a heading. */
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** One country's year. */
export function HolidayCalendar({ country, year, labels, today, siteUrl }: { country: HolidayCountry; year: number; labels: HolidayLabels; today: string; siteUrl: string }) {
  const held = country.years.find((y) => y.year === year)
  if (!held) return null
  const kinds = new Map(country.kinds.map((k) => [k.id, k.label]))
  const instruments = new Map(country.instruments.map((i) => [i.id, i]))
  const used = country.instruments.filter((i) => held.holidays.some((h) => h.instrument === i.id))
  const rows = [...held.holidays]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((h) => ({
      key: h.date,
      cells: [
        <time key="d" dateTime={h.date}>
          {longDate(h.date)}
        </time>,
        weekday(h.date),
        <>
          {h.name}
          {(h.provisional || h.note) && (
            <small css={{ display: "block", ...muted }}>
              {h.provisional && <strong>{labels.provisional} </strong>}
              {h.note}
            </small>
          )}
        </>,
        kinds.get(h.kind) ?? h.kind,
        instruments.get(h.instrument)?.short ?? h.instrument,
      ],
    }))
  const others = country.years.map((y) => y.year).filter((y) => y !== year)
  return (
    <div css={(t) => ({ maxWidth: t.proseWidth, [t.media.wide]: { maxWidth: "60rem" } })} data-holiday-calendar={`${country.code}-${year}`}>
      <p>{country.note}</p>
      {held.note && <p>{held.note}</p>}
      <DataTable columns={[labels.date, labels.weekday, labels.holiday, labels.kind, labels.instrument]} rows={rows} caption={fillLabel(labels.calendarTitle, { country: country.name, year })} rowHeadings />
      {held.pending && held.pending.length > 0 && (
        <section aria-labelledby="pending-heading">
          <h2 id="pending-heading">{labels.pending}</h2>
          <ul>
            {held.pending.map((p) => (
              <li key={p.name}>
                <strong>{p.name}</strong> ({kinds.get(p.kind) ?? p.kind}): {p.note}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="kinds-heading">
        <h2 id="kinds-heading">{labels.kind}</h2>
        <dl>
          {country.kinds.map((k) => (
            <React.Fragment key={k.id}>
              <dt css={{ fontWeight: 650 }}>{k.label}</dt>
              <dd css={{ marginLeft: 0, marginBottom: "0.5rem" }}>{k.meaning}</dd>
            </React.Fragment>
          ))}
        </dl>
      </section>
      <section aria-labelledby="premium-heading" data-holiday-premium="">
        <h2 id="premium-heading">{labels.premium}</h2>
        <p>{country.premium.summary}</p>
        <p css={muted}>
          {country.premium.legalBasis}. Source: <a href={country.premium.source.url}>{country.premium.source.title}</a>. <ReviewStatus figure={country.premium} today={today} />.
        </p>
      </section>
      <section aria-labelledby="feed-heading">
        <h2 id="feed-heading">{fillLabel(labels.feedName, { country: country.name })}</h2>
        <p>{labels.feedNote}</p>
        <FeedLinks country={country} labels={labels} siteUrl={siteUrl} />
        {others.length > 0 && (
          <p>
            {labels.otherYears}:{" "}
            {others.map((y, i) => (
              <React.Fragment key={y}>
                {i > 0 && ", "}
                <Link to={calendarPath(country.slug, y)}>{fillLabel(labels.calendarTitle, { country: country.name, year: y })}</Link>
              </React.Fragment>
            ))}
          </p>
        )}
      </section>
      <section aria-labelledby="sources-heading">
        <h2 id="sources-heading">{labels.sources}</h2>
        <ul>
          {used.map((i) => (
            <li key={i.id} data-instrument={i.id}>
              <strong>{i.short}</strong>: <a href={i.source.url}>{i.source.title}</a>. <ReviewStatus figure={i} today={today} />.
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
