import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import type { RatesData } from "../data/statutory"
import { RatesReference } from "../features/cost-calculator/rates-reference"
import type { PageContext } from "../shared/page-context"
import { useSiteFacts } from "../hooks/use-site-facts"

const CostCalculator = React.lazy(() => import("../features/cost-calculator/cost-calculator").then((m) => ({ default: m.CostCalculator })))

/** The calculator loads after the page (its code is not in the first-load bundle); no-JS readers get the method below. */
function CalculatorSlot({ rates, today }: { rates: RatesData; today: string }) {
  const [ready, setReady] = React.useState(false)
  React.useEffect(() => setReady(true), [])
  const { noscript } = useSiteFacts().labels.calculator
  return (
    <div css={{ minHeight: "24rem" }}>
      <noscript>
        <p>{noscript}</p>
      </noscript>
      {ready && (
        <React.Suspense fallback={null}>
          <CostCalculator rates={rates} today={today} />
        </React.Suspense>
      )}
    </div>
  )
}

type Data = { page: PageNode; rates: RatesData | null; site: { siteMetadata: { buildDate: string } } }

/** The employer cost calculator: the tool, the page's method, then every rate it uses with its source. */
export default function CalculatorTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const today = data.site.siteMetadata.buildDate
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      before={data.rates ? <CalculatorSlot rates={data.rates} today={today} /> : null}
      after={data.rates && <RatesReference rates={data.rates} today={today} />}
    >
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query CalculatorPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
    site { siteMetadata { buildDate } }
    rates: statutoryRatesYaml {
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
  }
`
