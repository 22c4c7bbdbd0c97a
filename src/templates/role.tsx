import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import type { PageContext } from "../shared/page-context"
import { EntryLayout, SideLinks } from "../components/content/entry-layout"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { useSiteFacts } from "../hooks/use-site-facts"
import { RoleHire } from "../components/content/role-hire"
import { Proof } from "../components/content/below-fold"

interface Data {
  role: { title: string; description: string; summary: string; path: string; positions: string[]; hireIn: string[] }
  others: { nodes: Array<{ path: string; title: string }> }
}

export default function RoleTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { role, others } = data
  const { siteUrl, labels } = useSiteFacts()
  const words = labels.role
  const { crumbs } = pageContext
  return (
    <>
      <Seo title={role.title} description={role.description} path={role.path} jsonLd={breadcrumbJsonLd(siteUrl, crumbs)} />
      <EntryLayout
        title={role.title}
        lead={role.summary}
        eyebrow={words.eyebrow}
        crumbs={crumbs}
        // Cost, time and the first step, before the long text: where a buyer from search lands.
        before={
          <>
            <RoleHire title={role.title} hireIn={role.hireIn} />
            <Proof id="role-proof" />
          </>
        }
        aside={
          <div css={(t) => ({ display: "grid", gap: t.space.lg })}>
            <section css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, border: `1px solid ${t.colors.border}` })}>
              <h2 css={(t) => ({ fontFamily: t.fonts.body, fontSize: t.fontSizes.sm, textTransform: "uppercase", letterSpacing: "0.08em", color: t.colors.muted })}>{words.positions}</h2>
              <ul css={(t) => ({ margin: 0, paddingLeft: "1.1rem", fontSize: t.fontSizes.sm })}>
                {role.positions.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
            <SideLinks title={words.others} links={others.nodes.map((o) => ({ to: o.path, label: o.title }))} />
          </div>
        }
      >
        {children}
      </EntryLayout>
    </>
  )
}

export const query = graphql`
  query RolePage($id: String!) {
    role(id: { eq: $id }) { title description summary path positions hireIn }
    others: allRole(filter: { id: { ne: $id } }, sort: { order: ASC }) { nodes { path title } }
  }
`
