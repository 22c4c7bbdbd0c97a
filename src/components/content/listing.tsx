import * as React from "react"
import { CardGrid, LinkCard } from "./cards"
import { cardIcon, hubCards } from "./hub-cards"
import { SmartLink } from "../smart-link"
import type { CategoryLink } from "../../shared/page-context"
import { useSiteFacts } from "../../hooks/use-site-facts"
import type { SiteLabels } from "../../types/content"
import { fill } from "../../shared/fill"
import { isListing, LISTINGS, listAlias, type ListSection } from "../../shared/page-kinds"

interface Item {
  id: string
  path: string
  title: string
  summary?: string | null
  description?: string
  icon?: string | null
}

interface ArticleItem extends Item {
  description: string
  category: string
  readingTime: number
  featured: boolean
  date: string
  dateIso: string
}

/** The lists a listing's template queried, by their GraphQL alias (src/shared/page-kinds.ts `listAlias`). */
export interface ListingData {
  services?: { nodes: Item[] }
  roles?: { nodes: Item[] }
  sectors?: { nodes: Item[] }
  resources?: { nodes: Item[] }
  articles?: { nodes: ArticleItem[] }
  featured?: { nodes: ArticleItem[] }
  jobs?: { nodes: Array<Item & { description: string; location: string; department: string }> }
  /** The entries of the content types a hub's lists of entries show (src/shared/page-kinds.ts `entries`), newest first. */
  entries?: { nodes: Array<Item & { kind: string }> }
}

/** The Blog's card on /resources: the blog is a listing, not a content page of type `page` under /resources. */
const blogCard = (hubs: SiteLabels["hubs"]) => ({ to: "/resources/blog", title: hubs.blogTitle, text: hubs.blogText, icon: cardIcon("book-open"), action: hubs.blogAction })

/** The cards under an index page, generated from the content (never a hand-kept list). */
interface ListingProps {
  listing: string
  data: ListingData
  currentPage: number
  numPages: number
  /** Where this listing's pages start: the blog itself, or one of its category pages. */
  basePath: string
  /** The path of each page of this listing, first page first (from the route plan). */
  pagePaths: readonly string[]
  /** The blog's category links (from the route plan). */
  categoryLinks: readonly CategoryLink[]
  category?: string | null
}

export function Listing({ listing, data, currentPage, numPages, basePath, pagePaths, categoryLinks, category = null }: ListingProps) {
  const { listings: labels } = useSiteFacts().labels
  if (listing === "blog") return <BlogListing data={data} currentPage={currentPage} numPages={numPages} pagePaths={pagePaths} categoryLinks={categoryLinks} category={category} />
  if (!isListing(listing)) return null
  // Each list of the listing under its heading (src/shared/page-kinds.ts); resources and jobs have cards of their own.
  const sections: readonly ListSection[] = LISTINGS[listing].sections
  return (
    <>
      {sections.map((section) => (
        <Section key={section.list} title={labels[section.label as keyof typeof labels]}>
          <ListCards list={section.list} entries={section.entries} min={section.min} data={data} basePath={basePath} />
        </Section>
      ))}
    </>
  )
}

function ListCards({ list, entries, min, data, basePath }: { list: string; entries?: string; min?: string; data: ListingData; basePath: string }) {
  const { listings: labels, hubs } = useSiteFacts().labels
  if (list === "resources") {
    const blog = blogCard(hubs)
    return <CardGrid items={[blog, ...hubCards(data.resources?.nodes, hubs.open).filter((c) => c.to !== basePath && c.to !== blog.to)]} />
  }
  if (list === "jobs") {
    return data.jobs && data.jobs.nodes.length > 0 ? <CardGrid items={data.jobs.nodes.map((j) => ({ to: j.path, title: j.title, text: j.description, meta: `${j.department} · ${j.location}` }))} /> : <p>{labels.careersEmpty}</p>
  }
  // A content type's entries from the query of entries, or a list of pages the template queried under its alias,
  // as cards (any list with a path, title, summary and icon).
  const items = entries ? data.entries?.nodes.filter((e) => e.kind === entries) : (data as Readonly<Record<string, { nodes: Item[] } | undefined>>)[listAlias(list)]?.nodes
  return <CardGrid items={hubCards(items, hubs.readAbout)} {...(min ? { min } : {})} />
}

/** A titled part of a listing; the first one starts at the top of the page's content (it leads the page). */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section css={(t) => ({ marginTop: t.space.xxl, "&:first-of-type": { marginTop: 0 } })}>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

function BlogListing({ data, currentPage, numPages, pagePaths, categoryLinks, category }: { data: ListingData; currentPage: number; numPages: number; pagePaths: readonly string[]; categoryLinks: readonly CategoryLink[]; category: string | null }) {
  const { blog: labels, crumbs } = useSiteFacts().labels
  const featured = currentPage === 1 && !category ? data.featured?.nodes[0] : undefined
  const articles = (data.articles?.nodes ?? []).filter((a) => a.id !== featured?.id)
  const meta = (a: ArticleItem) => fill(labels.articleMeta, { category: a.category, n: a.readingTime })
  const pageOf = { n: currentPage, total: numPages }
  return (
    <>
      {featured && (
        <section aria-labelledby="featured-heading" css={(t) => ({ marginTop: t.space.xxl, "&:first-of-type": { marginTop: 0 } })}>
          <h2 id="featured-heading">{labels.featured}</h2>
          <div css={{ maxWidth: "48rem" }}>
            <LinkCard to={featured.path} title={featured.title} text={featured.description} meta={meta(featured)} />
          </div>
        </section>
      )}
      {categoryLinks.length > 0 && (
        <section css={(t) => ({ marginTop: t.space.xl, "&:first-of-type": { marginTop: 0 } })}>
          <h2 css={(t) => ({ fontSize: t.fontSizes.lg })}>{labels.categories}</h2>
          <ul css={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", listStyle: "none", padding: 0, margin: 0 }}>
            {categoryLinks.map(({ category: c, to }) => (
              <li key={c ?? "all"}>
                <SmartLink
                  to={to}
                  aria-current={c === category ? "page" : undefined}
                  css={(t) => ({
                    display: "inline-block",
                    padding: "0.35rem 0.8rem",
                    borderRadius: t.radii.pill,
                    background: t.colors.primarySoft,
                    textDecoration: "none",
                    fontSize: t.fontSizes.sm,
                    fontWeight: 600,
                    "&[aria-current=page]": { background: t.colors.primary, color: t.colors.white },
                  })}
                >
                  {c ?? labels.allArticles}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Section title={category ? (numPages > 1 ? fill(labels.categoryPage, { ...pageOf, category }) : category) : currentPage === 1 ? labels.latest : fill(labels.articlesPage, pageOf)}>
        {/* Three across at most: article titles are long, and four columns broke them and their meta line word by word. */}
        <CardGrid items={articles.map((a) => ({ to: a.path, title: a.title, text: a.description, meta: meta(a) }))} min="19rem" />
      </Section>
      {numPages > 1 && (
        <nav aria-label={labels.pagesNav} css={(t) => ({ marginTop: t.space.xl })}>
          <ul css={{ display: "flex", gap: "0.5rem", listStyle: "none", padding: 0, margin: 0 }}>
            {pagePaths
              .map((to, i) => ({ to, n: i + 1 }))
              .map(({ to, n }) => (
                <li key={n}>
                  <SmartLink
                    to={to}
                    aria-current={n === currentPage ? "page" : undefined}
                    aria-label={fill(crumbs.page, { n })}
                    css={(t) => ({
                      display: "inline-flex",
                      alignItems: "center",
                      justifyContent: "center",
                      minWidth: 44,
                      minHeight: 44,
                      borderRadius: t.radii.sm,
                      border: `1px solid ${t.colors.border}`,
                      textDecoration: "none",
                      fontWeight: 600,
                      "&[aria-current=page]": { background: t.colors.primary, color: t.colors.white, borderColor: t.colors.primary },
                    })}
                  >
                    {n}
                  </SmartLink>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </>
  )
}
