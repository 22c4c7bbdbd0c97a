import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { Listing, type ListingData } from "../components/content/listing"
import type { PageContext } from "../shared/page-context"
import { jobIsOpen } from "../shared/jobs"

type Data = { page: PageNode & { listing: string }; site: { siteMetadata: { buildDate: string } } } & Omit<ListingData, "jobs"> & {
    jobs?: { nodes: Array<NonNullable<ListingData["jobs"]>["nodes"][number] & { validThrough: string }> }
  }

/**
 * A hub (a `listing` of src/shared/page-kinds.ts whose template is "listing"): the cards of what it lists first,
 * across the page's width, then its text (in two columns on wide screens) and questions.
 */
export default function ListingTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const path = pageContext.pagePath
  // Openings past their validThrough day on the day of the build are closed: not listed (src/shared/jobs.ts).
  const jobs = data.jobs && { nodes: data.jobs.nodes.filter((j) => jobIsOpen(j, data.site.siteMetadata.buildDate)) }
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      before={
        <div css={(t) => ({ marginBottom: t.space.xxl })}>
          <Listing listing={data.page.listing} data={{ ...data, jobs }} currentPage={1} numPages={1} basePath={path} pagePaths={[path]} categoryLinks={[]} category={null} />
        </div>
      }
      columns
    >
      {children}
    </ContentPage>
  )
}

/**
 * One list per list name of src/shared/page-kinds.ts, under its alias (`listAlias`), included by its flag
 * (`listingFlag`, set by the route plan: gatsby/lib/plan/routes.ts `listingContext`); the resources hub gets its pages'
 * paths. A list of a content type's entries (a section's `entries`) comes from the one query of entries, by the
 * kinds the route plan passes. The build checks that every list a listing names is queried here
 * (gatsby/lib/checks/page-kinds-check.ts).
 */
export const query = graphql`
  query ListingPage(
    $id: String!
    $withServices: Boolean!
    $withRoles: Boolean!
    $withSectors: Boolean!
    $withResources: Boolean!
    $withJobs: Boolean!
    $resourcePaths: [String] = []
    $entryKinds: [String] = []
  ) {
    page(id: { eq: $id }) { ...ContentPageFields listing }
    services: allService(sort: { order: ASC }) @include(if: $withServices) { nodes { id path title summary icon } }
    roles: allRole(sort: { order: ASC }) @include(if: $withRoles) { nodes { id path title summary icon } }
    sectors: allSector(sort: { order: ASC }) @include(if: $withSectors) { nodes { id path title summary icon } }
    resources: allPage(filter: { path: { in: $resourcePaths } }, sort: { path: ASC }) @include(if: $withResources) {
      nodes { id path title summary description icon }
    }
    jobs: allJob(sort: { datePosted: DESC }) @include(if: $withJobs) {
      nodes { id path title description location department validThrough(formatString: "YYYY-MM-DD") }
    }
    entries: allEntry(filter: { kind: { in: $entryKinds } }, sort: [{ lastmod: DESC }, { title: ASC }]) { nodes { id kind path title summary } }
    site { siteMetadata { buildDate } }
  }
`
