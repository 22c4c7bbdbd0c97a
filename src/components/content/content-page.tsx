import * as React from "react"
import { graphql } from "gatsby"
import { Seo } from "../seo"
import { EntryLayout } from "./entry-layout"
import { breadcrumbJsonLd } from "./breadcrumbs"
import { faqJsonLd } from "./faq-json-ld"
import { FaqList } from "./below-fold"
import { useSiteFacts } from "../../hooks/use-site-facts"
import type { Faq } from "../../types/content"
import { BeforeSources } from "../before-sources"
import { SOURCES_ID } from "../../shared/fold"
import type { TocItem } from "./page-rail"
import { ContentsBox } from "./contents-box"
import type { PageContext } from "../../shared/page-context"

/** The fields of a `page` entry every page template queries (`...ContentPageFields`). */
export interface PageNode {
  title: string
  description: string
  path: string
  section: string
  summary: string | null
  faqs: Faq[]
  updated: string | null
  updatedIso: string | null
  /** Frontmatter `copyable`: the whole page stays selectable in the copy-protected mode (legal text, prices, figures). */
  copyable: boolean | null
  mdx: { tableOfContents: { items?: TocItem[] } | null } | null
}

export const query = graphql`
  fragment ContentPageFields on Page {
    title
    description
    path
    section
    summary
    faqs { question answer group }
    updated(formatString: "D MMMM YYYY")
    updatedIso: updated(formatString: "YYYY-MM-DD")
    copyable
    mdx { tableOfContents(maxDepth: 2) }
  }
`

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

/** The id of a group of questions' heading, so the page's contents can link to it ("faqs-costs-and-payments"). */
export const faqGroupId = (group: string): string =>
  `faqs-${group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`

/**
 * What a page holds, for its contents (the rail's "On this page"): its body's level-2 headings, and each named
 * group of questions where ContentPage shows it: before the body's sources when it ends with them, else after.
 */
export function pageContents(page: Pick<PageNode, "faqs" | "mdx">): TocItem[] {
  const body = page.mdx?.tableOfContents?.items ?? []
  const groups = groupFaqs(page.faqs).flatMap((g) => (g.group ? [{ url: `#${faqGroupId(g.group)}`, title: g.group }] : []))
  const sources = body.findIndex((i) => i.url === `#${SOURCES_ID}`)
  return sources === -1 ? [...body, ...groups] : [...body.slice(0, sources), ...groups, ...body.slice(sources)]
}

/** A page without the rail shows its contents beside the text from this many entries. */
const SIDE_CONTENTS_MIN = 2

interface ContentPageProps {
  page: PageNode
  /** Path, titles and crumbs come from the route plan (gatsby/lib/plan/routes.ts). */
  pageContext: PageContext
  /** Overrides the page's description in the head (a blog category page). */
  description?: string
  /** Extra head tags (the statutory changes feed). */
  head?: React.ReactNode
  rail?: React.ReactNode
  /** What the page is for, above its body: a form or a tool. */
  before?: React.ReactNode
  /** After the FAQs: a listing, a form or a tool's reference. */
  after?: React.ReactNode
  /** The body in two columns on wide screens (EntryLayout `columns`): a page without a rail whose body is short. */
  columns?: boolean
  children?: React.ReactNode
}

/**
 * A `page` entry: head tags, hero, body, FAQs, and what its template adds (src/templates/ has one template
 * per page kind; the route plan chooses it, gatsby/lib/plan/content-types.ts `templateFor`).
 */
export function ContentPage({ page, pageContext, description, head, rail, before, after, columns = false, children }: ContentPageProps) {
  const facts = useSiteFacts()
  const { pagePath: path, title, seoTitle, crumbs } = pageContext
  const groups = groupFaqs(page.faqs)
  // The questions are what a reader came for: a body that ends with its sources shows them above that
  // list (src/components/mdx/fold.tsx, BeforeSources), on every screen; any other body is followed by them, across
  // the page's width (their heading beside them from 1100 px).
  const sourcesInBody = (page.mdx?.tableOfContents?.items ?? []).some((i) => i.url === `#${SOURCES_ID}`)
  const faqs =
    groups.length > 0 ? (
      <div css={(t) => ({ maxWidth: t.proseWidth, ...(sourcesInBody ? {} : { [t.media.wide]: { maxWidth: "none" } }) })}>
        {groups.map((g) => (
          <FaqList key={g.group ?? "faqs"} faqs={g.faqs} title={g.group ?? facts.labels.pages.faqs} id={g.group ? faqGroupId(g.group) : undefined} split={!sourcesInBody} />
        ))}
      </div>
    ) : null
  // A page with neither the rail nor its body in columns, but sections to go to (a tool's or a form's page),
  // has its contents beside the text on wide screens, so that width is not left empty (on narrow ones the text
  // runs on without it).
  const contents = pageContents(page)
  const aside = !rail && !columns && contents.length >= SIDE_CONTENTS_MIN ? <ContentsBox title={facts.labels.pages.contents} label={facts.labels.pages.contents} items={contents} css={(t) => ({ [t.media.belowWide]: { display: "none" } })} /> : undefined
  const jsonLd: object[] = [breadcrumbJsonLd(facts.siteUrl, crumbs)]
  if (page.faqs.length > 0) jsonLd.push(faqJsonLd(page.faqs))
  const layout = (
    <EntryLayout
      title={title}
      lead={page.summary}
      crumbs={crumbs}
      rail={rail}
      aside={aside}
      before={before ?? null}
      columns={columns}
      heroExtra={
        page.updated && page.updatedIso ? (
          <p css={(t) => ({ marginTop: t.space.md, marginBottom: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>
            Last updated <time dateTime={page.updatedIso}>{page.updated}</time>
          </p>
        ) : null
      }
      after={
        <>
          {!sourcesInBody && faqs}
          {after}
        </>
      }
    >
      <BeforeSources.Provider value={sourcesInBody ? faqs : null}>{children}</BeforeSources.Provider>
    </EntryLayout>
  )
  return (
    <>
      <Seo title={seoTitle} description={description ?? page.description} path={path} jsonLd={jsonLd}>
        {head}
      </Seo>
      {/* A copyable page (legal text, prices, figures) stays selectable in the copy-protected mode (global-styles.tsx). */}
      {page.copyable ? (
        <div data-copyable="" css={{ display: "contents" }}>
          {layout}
        </div>
      ) : (
        layout
      )}
    </>
  )
}
