import * as React from "react"
import type { PageProps } from "gatsby"
import { getImage, type ImageDataLike } from "gatsby-plugin-image"
import { Seo } from "../seo"
import { EntryLayout } from "./entry-layout"
import { breadcrumbJsonLd } from "./breadcrumbs"
import { CardGrid } from "./below-fold"
import { CoverPicture } from "./cover-picture"
import { Disclosure } from "../disclosure"
import { ContentsBox, ContentsList, sideHeading } from "./contents-box"
import { SmartLink } from "../smart-link"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { fill } from "../../shared/fill"
import { articleAuthor, personJsonLd, PersonPhoto } from "../mdx/team"
import type { PageContext } from "../../shared/page-context"

interface TocItem {
  url?: string
  title?: string
  items?: TocItem[]
}

interface ArticleNode {
  title: string
  description: string
  path: string
  date: string
  dateIso: string
  updated: string | null
  updatedIso: string | null
  category: string
  tags: string[]
  author: string
  takeaways: string[]
  readingTime: number
  wordCount: number
  cover: ImageDataLike | null
  coverAlt: string | null
  mdx: { tableOfContents: { items?: TocItem[] } | null } | null
}

export interface ArticleData {
  article: ArticleNode
  related: { nodes: Array<{ path: string; title: string; description: string; category: string }> }
}

const TOC_MIN_WORDS = 1000

/**
 * An article page: what src/templates/article.tsx queries, with its body as children. Crumbs and the newer/older
 * neighbours come from the route plan (gatsby/lib/plan/routes.ts).
 */
export function ArticlePage({ data, children, pageContext }: PageProps<ArticleData, PageContext>) {
  const { article, related } = data
  const facts = useSiteFacts()
  const { crumbs, newer, older } = pageContext
  const words = facts.labels.article
  const url = `${facts.siteUrl}${article.path}`
  // A confirmed person of content/site.yaml `team`, or the editorial team (src/components/mdx/team.tsx).
  const author = articleAuthor(facts, article.author)
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.dateIso,
    dateModified: article.updatedIso ?? article.dateIso,
    author: author.person ? personJsonLd(facts, author.person) : { "@type": "Organization", name: author.name, url: `${facts.siteUrl}/about` },
    publisher: { "@type": "Organization", name: facts.name, url: `${facts.siteUrl}/`, logo: { "@type": "ImageObject", url: `${facts.siteUrl}/icon-512.png` } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: article.category,
    keywords: article.tags.join(", "),
    wordCount: article.wordCount,
  }
  const cover = article.cover ? getImage(article.cover) : undefined
  const toc = article.wordCount >= TOC_MIN_WORDS ? (article.mdx?.tableOfContents?.items ?? []) : []
  const share = [
    { label: words.shareLinkedIn, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    { label: words.shareX, href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(article.title)}` },
    { label: words.shareEmail, href: `mailto:?subject=${encodeURIComponent(article.title)}&body=${encodeURIComponent(url)}` },
  ]
  return (
    <>
      <Seo title={article.title} description={article.description} path={article.path} type="article" jsonLd={[posting, breadcrumbJsonLd(facts.siteUrl, crumbs)]}>
        <meta property="article:published_time" content={article.dateIso} />
        {article.updatedIso && <meta property="article:modified_time" content={article.updatedIso} />}
        <meta property="article:section" content={article.category} />
      </Seo>
      <EntryLayout
        title={article.title}
        lead={article.description}
        eyebrow={article.category}
        crumbs={crumbs}
        // Narrower than the two columns, the contents come first, closed, above the text (a phone reader from
        // search sees the article's parts before scrolling through it); from 1100 px they are beside it.
        before={
          toc.length > 0 ? (
            <nav aria-label={words.tableOfContents} css={(t) => ({ marginBottom: t.space.lg, maxWidth: t.proseWidth, [t.media.wide]: { display: "none" } })}>
              <Disclosure title={facts.labels.pages.contents} testId="article-contents-narrow">
                <ContentsList items={toc} />
              </Disclosure>
            </nav>
          ) : null
        }
        heroExtra={
          <p css={(t) => ({ marginTop: t.space.md, marginBottom: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>
            {author.person && <PersonPhoto person={author.person} size={32} inline />}
            {fill(words.byline, { author: author.name })}
            {author.person ? `, ${author.person.role}` : ""} · <time dateTime={article.dateIso}>{article.date}</time>
            {article.updated && article.updatedIso && (
              <>
                {" "}
                · {words.updated} <time dateTime={article.updatedIso}>{article.updated}</time>
              </>
            )}{" "}
            · {fill(words.minRead, { n: article.readingTime })}
          </p>
        }
        aside={
          <div css={(t) => ({ display: "grid", gap: t.space.lg })}>
            {toc.length > 0 && <ContentsBox title={facts.labels.pages.contents} label={words.tableOfContents} items={toc} css={(t) => ({ [t.media.belowWide]: { display: "none" } })} />}
            <div css={(t) => ({ fontSize: t.fontSizes.sm })}>
              <h2 css={sideHeading}>{words.share}</h2>
              <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.4rem" }}>
                {share.map((s) => (
                  <li key={s.label}>
                    <a href={s.href} rel="noopener noreferrer">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        }
        after={
          <>
            <nav aria-label={words.neighbours} css={(t) => ({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", margin: `${t.space.xxl} 0`, maxWidth: t.proseWidth })}>
              {newer && (
                <SmartLink to={newer.path} rel="prev" css={neighbourStyle}>
                  <span>{words.newer}</span>
                  {newer.title}
                </SmartLink>
              )}
              {older && (
                <SmartLink to={older.path} rel="next" css={neighbourStyle}>
                  <span>{words.older}</span>
                  {older.title}
                </SmartLink>
              )}
            </nav>
            {related.nodes.length > 0 && (
              <section>
                <h2>{words.related}</h2>
                <CardGrid items={related.nodes.slice(0, 3).map((r) => ({ to: r.path, title: r.title, text: r.description, meta: r.category }))} compact />
              </section>
            )}
          </>
        }
      >
        {cover && (
          // Below the title, and decorative unless the writer gives coverAlt (generated art says nothing the text does
          // not): it loads lazily (cover-picture.tsx); its box is reserved from the aspect ratio.
          <CoverPicture image={cover} alt={article.coverAlt ?? ""} css={(t) => ({ margin: `0 0 ${t.space.xl}`, borderRadius: t.radii.md })} />
        )}
        {/* "& h2" outranks the prose's h2 top margin, which left an empty band above the heading. */}
        <aside
          aria-label={words.takeaways}
          css={(t) => ({ margin: `0 0 ${t.space.xl}`, padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.accentSoft, borderLeft: `4px solid ${t.colors.accent}`, "& h2": { fontSize: t.fontSizes.lg, margin: `0 0 ${t.space.xs}` } })}
        >
          <h2>{words.takeaways}</h2>
          <ul css={{ margin: 0 }}>
            {article.takeaways.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </aside>
        {children}
      </EntryLayout>
    </>
  )
}

const neighbourStyle = (t: import("@emotion/react").Theme) => ({
  display: "grid",
  gap: "0.2rem",
  padding: t.space.md,
  borderRadius: t.radii.md,
  border: `1px solid ${t.colors.border}`,
  textDecoration: "none",
  fontWeight: 600,
  "& span": { fontSize: t.fontSizes.xs, color: t.colors.muted, textTransform: "uppercase" as const, letterSpacing: "0.06em", fontWeight: 700 },
})
