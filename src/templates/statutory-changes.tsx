import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { useSiteFacts } from "../hooks/use-site-facts"
import { STATUTORY_CHANGES_FEED, currentFigures, type CountryRates, type MinimumWage, type RateLine, type StatutoryChange } from "../data/statutory"

type FigureDates = { appliesFrom: string; checkedOn: string; reviewBy: string }
import { ChangeLog } from "../features/statutory-changes/change-log"
import type { PageContext } from "../shared/page-context"

type Data = {
  page: PageNode
  changes: { changes: StatutoryChange[] } | null
  changeCountries: { countries: Array<Pick<CountryRates, "code" | "name"> & { minimumWage: Pick<MinimumWage, keyof FigureDates>; lines: Array<Pick<RateLine, "id" | keyof FigureDates>> }> } | null
  site: { siteMetadata: { buildDate: string } }
}

/** The log of statutory changes, with its feed named in the head. */
export default function StatutoryChangesTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const facts = useSiteFacts()
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
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
      countries { code name minimumWage { appliesFrom checkedOn reviewBy } lines { id appliesFrom checkedOn reviewBy } }
    }
    site { siteMetadata { buildDate } }
  }
`
