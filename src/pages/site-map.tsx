import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Container } from "../components/container"
import { SmartLink } from "../components/smart-link"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { PageHero } from "../components/content/page-hero"
import { useSiteFacts } from "../hooks/use-site-facts"
import { groupSiteMap, type SiteMapEntry } from "../lib/site-map"

export const SITE_MAP_PATH = "/site-map"

interface Data {
  allEntry: { nodes: SiteMapEntry[] }
}

const slug = (section: string) => `site-map-${section.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`

/** Every page of the site for people, grouped by section; the XML sitemaps stay for search engines. */
export default function SiteMapPage({ data }: PageProps<Data>) {
  const { siteUrl, labels } = useSiteFacts()
  const groups = groupSiteMap([{ path: "/", title: labels.crumbs.home, section: "Company" }, ...data.allEntry.nodes])
  const crumbs = [
    { label: labels.crumbs.home, to: "/" },
    { label: "Site map", to: SITE_MAP_PATH },
  ]
  const count = groups.reduce((n, g) => n + g.entries.length, 0)
  return (
    <>
      <Seo title="Site map" description="Every page of the Solvix website in one list: services, roles, sectors, resources, blog articles, careers and company pages." path={SITE_MAP_PATH} jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <PageHero title="Site map" lead={`All ${count} pages of the site, grouped by section.`} crumbs={crumbs} />
      <Container css={(t) => ({ paddingTop: t.space.xxl, paddingBottom: t.space.section })}>
        <nav aria-label="Site map">
          <div css={(t) => ({ display: "grid", gap: t.space.xl, gridTemplateColumns: "repeat(auto-fill, minmax(min(16rem, 100%), 1fr))", alignItems: "start" })}>
            {groups.map((g) => (
              <section key={g.section} aria-labelledby={slug(g.section)} css={(t) => ({ gridColumn: g.entries.length > 12 ? "1 / -1" : undefined, paddingTop: t.space.md, borderTop: `2px solid ${t.colors.border}` })}>
                <h2 id={slug(g.section)} css={(t) => ({ fontSize: t.fontSizes.lg, margin: `0 0 ${t.space.sm}` })}>
                  {g.section} <span css={(t) => ({ color: t.colors.muted, fontWeight: 400, fontSize: t.fontSizes.sm })}>({g.entries.length})</span>
                </h2>
                <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.45rem", columnGap: t.space.xl, ...(g.entries.length > 12 ? { gridTemplateColumns: "repeat(auto-fill, minmax(min(20rem, 100%), 1fr))" } : {}) })}>
                  {g.entries.map((e) => (
                    <li key={e.path}>
                      <SmartLink to={e.path}>{e.title}</SmartLink>
                    </li>
                  ))}
                </ul>
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

export const query = graphql`
  query SiteMapPage {
    allEntry(sort: { path: ASC }) { nodes { path title section } }
  }
`
