import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Container } from "../components/container"
import { SiteSearch } from "../features/search/site-search"
import type { PopularLink } from "../features/search/popular-pages"
import { SEARCH_PATH } from "../lib/query-url"

/** The company pages offered when there is nothing to search yet or nothing was found; the EOR country pages come between. */
export const POPULAR_LEAD = ["/services"] as const
export const POPULAR_TAIL = ["/resources/cost-calculator", "/resources/blog", "/contact"] as const

interface Data {
  pages: { nodes: PopularLink[] }
  countries: { nodes: PopularLink[] }
}

/** Services overview, the EOR country pages, calculator, blog and contact, titled as their pages are. */
export function popularLinks(data: Data): PopularLink[] {
  const byPath = new Map(data.pages.nodes.map((p) => [p.to, p]))
  const pick = (paths: readonly string[]) => paths.flatMap((p) => byPath.get(p) ?? [])
  return [...pick(POPULAR_LEAD), ...data.countries.nodes, ...pick(POPULAR_TAIL)]
}

export default function SearchPage({ data, location }: PageProps<Data>) {
  return (
    <>
      <Seo title="Search" description="Search every page and article on the Solvix website: employer of record services, country guides, roles, sectors and the blog." path={SEARCH_PATH} noindex />
      <Container css={(t) => ({ paddingTop: t.space.xl, paddingBottom: t.space.section })}>
        <h1 css={(t) => ({ marginTop: t.space.lg })}>Search</h1>
        <SiteSearch locationSearch={location.search} locationKey={location.key} popular={popularLinks(data)} />
      </Container>
    </>
  )
}

export const query = graphql`
  query SearchPage {
    pages: allPage(sort: { path: ASC }) {
      nodes { to: path title }
    }
    countries: allService(filter: { country: { ne: null } }, sort: { order: ASC }) {
      nodes { to: path title }
    }
  }
`
