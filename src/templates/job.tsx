import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import type { PageContext } from "../shared/page-context"
import { EntryLayout } from "../components/content/entry-layout"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { useSiteFacts } from "../hooks/use-site-facts"
import { fill } from "../shared/fill"
import { Words } from "../components/words"
import { jobPostingJsonLd, type JobFacts } from "../lib/job-posting"
import { jobIsOpen } from "../shared/jobs"

interface Data {
  job: JobFacts & { path: string; department: string; validThroughText: string }
  site: { siteMetadata: { buildDate: string } }
}

/** Which label of content/site.yaml `labels.job` names each employmentType. */
const TYPE_LABELS: Record<string, "fullTime" | "partTime" | "contractor"> = { FULL_TIME: "fullTime", PART_TIME: "partTime", CONTRACTOR: "contractor" }

export default function JobTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { job } = data
  const facts = useSiteFacts()
  const words = facts.labels.job
  const type = TYPE_LABELS[job.employmentType]
  const { crumbs } = pageContext
  // Past its validThrough day on the day of the build, the opening is built as closed (src/shared/jobs.ts).
  const open = jobIsOpen(job, data.site.siteMetadata.buildDate)
  const ld = [...(open ? [jobPostingJsonLd(job, facts)] : []), breadcrumbJsonLd(facts.siteUrl, crumbs)]
  return (
    <>
      <Seo title={job.title} description={job.description} path={job.path} noindex={!open} jsonLd={ld} />
      <EntryLayout
        title={job.title}
        lead={job.description}
        eyebrow={fill(words.eyebrow, { department: job.department })}
        crumbs={crumbs}
        aside={
          open ? (
            <section css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, border: `1px solid ${t.colors.border}` })}>
              <h2 css={(t) => ({ fontSize: t.fontSizes.lg })}>{words.howToApply}</h2>
              <dl css={(t) => ({ margin: `0 0 ${t.space.md}`, fontSize: t.fontSizes.sm, display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.3rem 0.8rem", "& dt": { fontWeight: 650, color: t.colors.navy }, "& dd": { margin: 0 } })}>
                <dt>{words.location}</dt>
                <dd>{job.location}</dd>
                <dt>{words.type}</dt>
                <dd>{type ? words[type] : job.employmentType}</dd>
                <dt>{words.team}</dt>
                <dd>{job.department}</dd>
                <dt>{words.applyBy}</dt>
                <dd>{job.validThroughText}</dd>
              </dl>
              <p css={(t) => ({ fontSize: t.fontSizes.sm, margin: 0 })} data-copyable="">
                <Words text={words.apply} values={{ email: <a href={`mailto:${facts.careersEmail}?subject=${encodeURIComponent(fill(words.applySubject, { title: job.title }))}`}>{facts.careersEmail}</a> }} />
              </p>
            </section>
          ) : (
            <p data-testid="job-closed" role="status" css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, border: `1px solid ${t.colors.border}`, margin: 0 })}>
              <Words text={words.closed} values={{ date: <time dateTime={job.validThrough}>{job.validThroughText}</time> }} />
            </p>
          )
        }
      >
        {children}
      </EntryLayout>
    </>
  )
}

export const query = graphql`
  query JobPage($id: String!) {
    job(id: { eq: $id }) {
      slug
      title
      description
      path
      department
      location
      employmentType
      remote
      datePosted(formatString: "YYYY-MM-DD")
      validThrough(formatString: "YYYY-MM-DD")
      validThroughText: validThrough(formatString: "D MMMM YYYY")
      salaryCurrency
      salaryMin
      salaryMax
      salaryUnit
      salaryConfirmed
    }
    site { siteMetadata { buildDate } }
  }
`
