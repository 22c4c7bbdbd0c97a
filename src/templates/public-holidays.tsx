import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { HolidayCalendar, HolidayHub } from "../features/public-holidays/holiday-calendar"
import { fillLabel, holidayFeedPath, type HolidaysData } from "../data/public-holidays"
import type { PageContext } from "../shared/page-context"

type Data = {
  page: PageNode
  holidays: HolidaysData | null
  site: { siteMetadata: { buildDate: string; siteUrl: string } }
}

/**
 * The public-holiday hub (/resources/public-holidays) and, with `holidayCountry` and `holidayYear` in its page
 * context, one country's calendar for a year (the route plan makes one per country and year of the data). Both
 * are server-rendered content; a calendar page shows the hub's text only on the hub.
 */
export default function PublicHolidaysTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { buildDate: today, siteUrl } = data.site.siteMetadata
  const holidays = data.holidays
  const country = holidays?.countries.find((c) => c.code === pageContext.holidayCountry)
  if (holidays && country && pageContext.holidayYear) {
    const year = pageContext.holidayYear
    return (
      <ContentPage
        page={{ ...data.page, summary: null, faqs: [], updated: null, updatedIso: null, mdx: null }}
        pageContext={pageContext}
        description={fillLabel(holidays.labels.calendarDescription, { country: country.name, year })}
        head={<link rel="alternate" type="text/calendar" title={fillLabel(holidays.labels.feedName, { country: country.name })} href={holidayFeedPath(country.slug)} />}
      >
        <HolidayCalendar country={country} year={year} labels={holidays.labels} today={today} siteUrl={siteUrl} />
      </ContentPage>
    )
  }
  return (
    <ContentPage page={data.page} pageContext={pageContext} after={holidays && <HolidayHub data={holidays} siteUrl={siteUrl} />}>
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query PublicHolidaysPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
    holidays: publicHolidaysYaml {
      labels { date weekday holiday kind instrument provisional pending premium sources subscribe download feedNote calendarTitle calendarDescription hubCountry otherYears feedName }
      countries {
        code name slug servicePath note
        kinds { id label meaning }
        premium { summary legalBasis source { title url } read readVia checkedOn reviewBy }
        instruments { id short source { title url } read readVia checkedOn reviewBy }
        years { year note pending { name kind note } holidays { date name kind instrument provisional note } }
      }
    }
    site { siteMetadata { buildDate siteUrl } }
  }
`
