import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Container } from "../components/container"
import { SmartLink } from "../components/smart-link"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { PageHero } from "../components/content/page-hero"
import { useSiteFacts } from "../hooks/use-site-facts"
import { groupSiteMap, groupSize, type SiteMapEntry, type SiteMapGroup } from "../lib/site-map"
import { calendarPlanInputs, type CalendarSource } from "../data/public-holidays"
import { TOOLS } from "../shared/page-kinds"

export const SITE_MAP_PATH = "/site-map"

interface Data {
  allEntry: { nodes: SiteMapEntry[] }
  /** The holiday calendars are pages of the route plan, not entries: listed from the data file they are made from. */
  holidays: CalendarSource | null
}

/** Every page of the site for people, grouped by section; the XML sitemaps stay for search engines. */
export default function SiteMapPage({ data }: PageProps<Data>) {
  const { siteUrl, labels } = useSiteFacts()
  // Headed by their hub, the public-holidays page (its tool's `heads`).
  const calendars = data.holidays ? calendarPlanInputs(data.holidays).map((c) => ({ path: c.path, title: c.title, section: TOOLS["public-holidays"].heads[0] })) : []
  const entries = [{ path: "/", title: labels.crumbs.home, section: "Company" }, ...data.allEntry.nodes, ...calendars]
  const groups = groupSiteMap(entries)
  const crumbs = [
    { label: labels.crumbs.home, to: "/" },
    { label: "Site map", to: SITE_MAP_PATH },
  ]
  return (
    <>
      <Seo title="Site map" description="Every page of the Solvix website in one list: services, roles, sectors, resources, blog articles, careers and company pages." path={SITE_MAP_PATH} jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <PageHero title="Site map" lead={`All ${entries.length} pages of the site, grouped by section.`} crumbs={crumbs} />
      <Container css={(t) => ({ paddingTop: t.space.xxl, paddingBottom: t.space.section })}>
        <nav aria-label="Site map">
          {/* dense: a short group fills the gap a full-width one leaves beside the group before it. */}
          <div css={(t) => ({ display: "grid", gap: t.space.xl, gridTemplateColumns: "repeat(auto-fill, minmax(min(16rem, 100%), 1fr))", gridAutoFlow: "row dense", alignItems: "start" })}>
            {groups.map((g) => (
              <section key={g.hub?.path ?? g.section} aria-labelledby={slug(g)} css={(t) => ({ gridColumn: groupSize(g) > 12 ? "1 / -1" : undefined, paddingTop: t.space.md, borderTop: `2px solid ${t.colors.border}` })}>
                <GroupHeading group={g} level={2} />
                {g.parts.length > 0 ? (
                  <div css={(t) => ({ display: "grid", gap: t.space.lg, columnGap: t.space.xl, gridTemplateColumns: "repeat(auto-fill, minmax(min(20rem, 100%), 1fr))", alignItems: "start" })}>
                    {g.parts.map((p) => (
                      <section key={p.section} aria-labelledby={slug(p)}>
                        <GroupHeading group={p} level={3} />
                        <EntryList entries={p.entries} />
                      </section>
                    ))}
                  </div>
                ) : (
                  <EntryList entries={g.entries} columns={g.entries.length > 12} />
                )}
              </section>
            ))}
          </div>
        </nav>
        <p css={(t) => ({ marginTop: t.space.xxl, color: t.colors.muted, fontSize: t.fontSizes.sm })}>
          For search engines, the same pages are listed in the <SmartLink to="/sitemap-index.xml">XML sitemap</SmartLink>.
        </p>
      </Container>
    </>
  )
}

const slug = (g: SiteMapGroup) => `site-map-${(g.hub?.title ?? g.section).toLowerCase().replace(/[^a-z0-9]+/g, "-")}`

/** A group's name: its hub as a link when it has one, with the number of pages listed under it (an umbrella's parts say theirs). */
function GroupHeading({ group, level }: { group: SiteMapGroup; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3"
  const listed = groupSize(group) - (group.hub ? 1 : 0)
  return (
    <Heading id={slug(group)} css={(t) => ({ fontSize: level === 2 ? t.fontSizes.lg : t.fontSizes.md, margin: `0 0 ${t.space.sm}` })}>
      {group.hub ? <SmartLink to={group.hub.path}>{group.hub.title}</SmartLink> : group.section}
      {group.parts.length === 0 && <span css={(t) => ({ color: t.colors.muted, fontWeight: 400, fontSize: t.fontSizes.sm })}> ({listed})</span>}
    </Heading>
  )
}

function EntryList({ entries, columns = false }: { entries: readonly SiteMapEntry[]; columns?: boolean }) {
  return (
    <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.45rem", columnGap: t.space.xl, ...(columns ? { gridTemplateColumns: "repeat(auto-fill, minmax(min(20rem, 100%), 1fr))" } : {}) })}>
      {entries.map((e) => (
        <li key={e.path}>
          <SmartLink to={e.path}>{e.title}</SmartLink>
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  query SiteMapPage {
    allEntry(sort: { path: ASC }) { nodes { path title section ... on Page { listing tool } } }
    holidays: publicHolidaysYaml { labels { calendarTitle } countries { code name slug years { year } } }
  }
`
