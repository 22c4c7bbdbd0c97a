import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { EntryLayout } from "../components/content/entry-layout"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { FaqList, faqJsonLd } from "../components/content/faq-list"
import { useSiteFacts } from "../hooks/use-site-facts"
import type { Faq } from "../types/content"
import { Listing, type ListingData } from "../components/content/listing"
import { ContactSection } from "../features/contact/contact-section"
import { ReferralForm } from "../features/referral/referral-form"
import { STATUTORY_CHANGES_FEED, type RatesData, type StatutoryChange } from "../data/statutory"
import { ChangeLog } from "../features/statutory-changes/change-log"
import { RatesReference } from "../features/cost-calculator/rates-reference"
import { PageRail, RailCallToAction, railSections, type TocItem } from "../components/content/page-rail"
import { ContactButton } from "../features/contact/contact-button"

/** A page of this many sections or more, with no listing, form or tool of its own, gets the side rail. */
const RAIL_MIN_SECTIONS = 4

const CostCalculator = React.lazy(() => import("../features/cost-calculator/cost-calculator").then((m) => ({ default: m.CostCalculator })))

interface PageNode {
  title: string
  description: string
  path: string
  section: string
  summary: string | null
  listing: string | null
  form: string | null
  tool: string | null
  faqs: Faq[]
  updated: string | null
  updatedIso: string | null
  mdx: { tableOfContents: { items?: TocItem[] } | null } | null
}

type Data = {
  page: PageNode
  rates?: RatesData | null
  changes?: { changes: StatutoryChange[] } | null
  changeCountries?: { countries: Array<{ code: string; name: string }> } | null
} & ListingData

import type { PageContext } from "../shared/page-context"

/** Groups FAQs under their `group`, keeping the order in which groups first appear. */
export function groupFaqs(faqs: readonly Faq[]): Array<{ group: string | null; faqs: Faq[] }> {
  const groups: Array<{ group: string | null; faqs: Faq[] }> = []
  for (const faq of faqs) {
    const existing = groups.find((g) => g.group === faq.group)
    if (existing) existing.faqs.push(faq)
    else groups.push({ group: faq.group, faqs: [faq] })
  }
  return groups
}

/** The calculator loads after the page (its code is not in the first-load bundle); no-JS readers get the method below. */
function CalculatorSlot({ rates }: { rates: RatesData }) {
  const [ready, setReady] = React.useState(false)
  React.useEffect(() => setReady(true), [])
  return (
    <div css={{ minHeight: "24rem" }}>
      <noscript>
        <p>The live calculator needs JavaScript. The method and every rate are explained below.</p>
      </noscript>
      {ready && (
        <React.Suspense fallback={null}>
          <CostCalculator rates={rates} />
        </React.Suspense>
      )}
    </div>
  )
}

/** Path, titles, crumbs, pagination and category links come from the route plan (gatsby/lib/routes.ts). */
export default function PageTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { page } = data
  const facts = useSiteFacts()
  const { pagePath: path, title, seoTitle, crumbs } = pageContext
  const currentPage = pageContext.currentPage ?? 1
  const category = pageContext.category && pageContext.category !== "*" ? pageContext.category : null
  const groups = groupFaqs(page.faqs)
  const jsonLd: object[] = [breadcrumbJsonLd(facts.siteUrl, crumbs)]
  const toc = page.mdx?.tableOfContents?.items
  const withRail = !page.listing && !page.form && !page.tool && currentPage === 1 && railSections(toc).length >= RAIL_MIN_SECTIONS
  if (page.faqs.length > 0) jsonLd.push(faqJsonLd(page.faqs))
  return (
    <>
      <Seo
        title={seoTitle}
        description={category ? `Articles on ${category.toLowerCase()} from the Solvix Blog: guides for hiring and employing staff in Southeast Asia and India.` : page.description}
        path={path}
        jsonLd={jsonLd}
      >
        {page.tool === "statutory-changes" && <link rel="alternate" type="application/rss+xml" title={`${facts.name}: statutory changes`} href={STATUTORY_CHANGES_FEED} />}
      </Seo>
      <EntryLayout
        title={title}
        lead={page.summary}
        crumbs={crumbs}
        rail={
          withRail ? (
            <PageRail toc={toc}>
              <RailCallToAction
                title="Talk to us about your hire"
                text={`Tell us the role and the country; we reply ${facts.responseTime}.`}
                button={<ContactButton variant="onDark">Get In Touch</ContactButton>}
                link={{ to: "/resources/cost-calculator", label: "Estimate the employer cost" }}
              />
            </PageRail>
          ) : undefined
        }
        before={
          page.tool === "cost-calculator" && data.rates ? (
            <CalculatorSlot rates={data.rates} />
          ) : page.form === "contact" || page.form === "call" ? (
            <ContactSection variant={page.form === "call" ? "call" : "message"} />
          ) : null
        }
        heroExtra={
          page.updated && page.updatedIso ? (
            <p css={(t) => ({ marginTop: t.space.md, marginBottom: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>
              Last updated <time dateTime={page.updatedIso}>{page.updated}</time>
            </p>
          ) : null
        }
        after={
          <>
            {groups.length > 0 && (
              <div css={(t) => ({ maxWidth: t.proseWidth })}>
                {groups.map((g) => (
                  <FaqList key={g.group ?? "faqs"} faqs={g.faqs} title={g.group ?? "Frequently asked questions"} />
                ))}
              </div>
            )}
            {page.listing && <Listing listing={page.listing} data={data} currentPage={currentPage} numPages={pageContext.numPages ?? 1} basePath={pageContext.basePath ?? path} pagePaths={pageContext.pagePaths ?? [path]} categoryLinks={pageContext.categoryLinks ?? []} category={category} />}
            {page.form === "referral" && <ReferralForm />}
            {page.tool === "cost-calculator" && data.rates && <RatesReference rates={data.rates} />}
            {page.tool === "statutory-changes" && data.changes && (
              <ChangeLog changes={data.changes.changes} countries={Object.fromEntries((data.changeCountries?.countries ?? []).map((c) => [c.code, c.name]))} />
            )}
          </>
        }
      >
        {currentPage > 1 || category ? null : children}
      </EntryLayout>
    </>
  )
}

export const query = graphql`
  query ContentPage(
    $id: String!
    $withServices: Boolean!
    $withRoles: Boolean!
    $withSectors: Boolean!
    $withResources: Boolean!
    $withBlog: Boolean!
    $withCareers: Boolean!
    $withCalculator: Boolean!
    $withChanges: Boolean = false
    $skip: Int = 0
    $limit: Int = 12
    $category: String = "*"
    $resourcePaths: [String] = []
  ) {
    page(id: { eq: $id }) {
      title
      description
      path
      section
      summary
      listing
      form
      tool
      faqs { question answer group }
      updated(formatString: "D MMMM YYYY")
      updatedIso: updated(formatString: "YYYY-MM-DD")
      mdx { tableOfContents(maxDepth: 2) }
    }
    services: allService(sort: { order: ASC }) @include(if: $withServices) { nodes { id path title summary icon } }
    roles: allRole(sort: { order: ASC }) @include(if: $withRoles) { nodes { id path title summary icon } }
    sectors: allSector(sort: { order: ASC }) @include(if: $withSectors) { nodes { id path title summary icon } }
    resources: allPage(filter: { path: { in: $resourcePaths } }, sort: { path: ASC }) @include(if: $withResources) {
      nodes { id path title summary description icon }
    }
    articles: allArticle(filter: { category: { glob: $category } }, sort: { date: DESC }, skip: $skip, limit: $limit) @include(if: $withBlog) {
      nodes { id path title description category readingTime featured date(formatString: "D MMMM YYYY") dateIso: date(formatString: "YYYY-MM-DD") }
    }
    featured: allArticle(filter: { featured: { eq: true } }, limit: 1) @include(if: $withBlog) {
      nodes { id path title description category readingTime featured date(formatString: "D MMMM YYYY") dateIso: date(formatString: "YYYY-MM-DD") }
    }
    rates: statutoryRatesYaml @include(if: $withCalculator) {
      exchangeRates { asOf source url perUSD }
      countries {
        code name currency minSalary maxSalary exampleSalary basis
        minimumWage { monthly region basis source { title url } appliesFrom checkedOn reviewBy }
        lines {
          id label kind status employerRate employeeRate floor cap step appliesUpTo
          tiers { upTo amount } minAmount maxAmount
          ageBands { id label employerRate employeeRate }
          legalBasis note source { title url } appliesFrom checkedOn reviewBy
        }
      }
    }
    changes: statutoryChangesYaml @include(if: $withChanges) {
      changes { date(formatString: "YYYY-MM-DD") country line title from to source { title url } note }
    }
    changeCountries: statutoryRatesYaml @include(if: $withChanges) { countries { code name } }
    jobs: allJob(sort: { datePosted: DESC }) @include(if: $withCareers) { nodes { id path title description location department } }
  }
`
