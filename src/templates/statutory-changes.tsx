import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { useSiteFacts } from "../hooks/use-site-facts"
import { STATUTORY_CHANGES_FEED, type CountryRates, type StatutoryChange } from "../data/statutory"
import { currentFigures } from "../data/figure-log"
import { ChangeLog } from "../features/statutory-changes/change-log"
import type { PageContext } from "../shared/page-context"

type Data = {
  page: PageNode
  changes: { changes: StatutoryChange[] } | null
  changeCountries: { countries: Array<Pick<CountryRates, "code" | "name"> & Parameters<typeof currentFigures>[0]["countries"][number]> } | null
  site: { siteMetadata: { buildDate: string } }
}

/** The log of statutory changes, with its feed named in the head; its short body (what it is, how we check) in two columns on wide screens, the log after it. */
export default function StatutoryChangesTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const facts = useSiteFacts()
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      columns
      head={<link rel="alternate" type="application/rss+xml" title={`${facts.name}: statutory changes`} href={STATUTORY_CHANGES_FEED} />}
      after={
        data.changes && (
          <ChangeLog
            changes={data.changes.changes}
            countries={Object.fromEntries((data.changeCountries?.countries ?? []).map((c) => [c.code, c.name]))}
            current={data.changeCountries ? currentFigures(data.changeCountries) : {}}
            today={data.site.siteMetadata.buildDate}
          />
        )
      }
    >
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query StatutoryChangesPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
    changes: statutoryChangesYaml {
      changes { date(formatString: "YYYY-MM-DD") country line title from to source { title url } read readVia checkedOn note }
    }
    changeCountries: statutoryRatesYaml {
      countries {
        code name
        minimumWage { places { id monthly default appliesFrom checkedOn reviewBy read readVia } }
        lines { id appliesFrom checkedOn reviewBy read readVia }
      }
    }
    site { siteMetadata { buildDate } }
  }
`
