import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { changeAnchor, type RatesData, type StatutoryChange } from "../data/statutory"
import type { CalculatorLabels } from "../shared/labels"
import type { SiteFees } from "../types/content"
import { RatesReference } from "../features/cost-calculator/rates-reference"
import type { CalculatorProps } from "../features/cost-calculator/cost-calculator"
import type { PageContext } from "../shared/page-context"

const CostCalculator = React.lazy(() => import("../features/cost-calculator/cost-calculator").then((m) => ({ default: m.CostCalculator })))

/** The calculator loads after the page (its code is not in the first-load bundle); no-JS readers get the method below. */
function CalculatorSlot(props: CalculatorProps) {
  const [ready, setReady] = React.useState(false)
  React.useEffect(() => setReady(true), [])
  return (
    <div css={{ minHeight: "24rem" }}>
      <noscript>
        <p>{props.labels.noscript}</p>
      </noscript>
      {ready && (
        <React.Suspense fallback={null}>
          <CostCalculator {...props} />
        </React.Suspense>
      )}
    </div>
  )
}

type Data = {
  page: PageNode
  rates: RatesData | null
  changes: { changes: Array<Pick<StatutoryChange, "date" | "country" | "line">> } | null
  site: { siteMetadata: { buildDate: string } }
  facts: { unconfirmed: string[]; fees: SiteFees; labels: { calculator: CalculatorLabels } }
}

/** The employer cost calculator: the tool, the page's method, then every rate it uses with its source. */
export default function CalculatorTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const today = data.site.siteMetadata.buildDate
  const labels = data.facts.labels.calculator
  const changeAnchors = React.useMemo(() => new Set((data.changes?.changes ?? []).map((c) => changeAnchor(c.country, c.line, c.date))), [data.changes])
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      before={data.rates ? <CalculatorSlot rates={data.rates} today={today} labels={labels} fees={data.facts.fees} unconfirmed={data.facts.unconfirmed} changeAnchors={changeAnchors} /> : null}
      after={data.rates && <RatesReference rates={data.rates} today={today} labels={labels} />}
    >
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query CalculatorPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
    site { siteMetadata { buildDate } }
    changes: statutoryChangesYaml { changes { date(formatString: "YYYY-MM-DD") country line } }
    facts: siteYaml {
      unconfirmed
      fees { currency items { service country monthlyFrom deposit setup offboarding includes } }
      labels {
        calculator { noscript heading views viewOne viewCompare country salary age placeRegion placeProvince placeState customary range errorEmpty errorNegative errorDecimals errorFormat errorLow errorHigh minimum noMinimum belowTitle belowText belowElsewhere lowerTitle lowerFor lowerPartial higher unknown lastKnown belowLastKnown totalMonthly totalAnnual contributionsTotal withFee withoutFee approx contributionsCaption bonusesCaption colLine colRate colOn colEmployer colEmployee fixed capped placeCap appliesFrom source changes customaryTag customaryOff feeLine feeDetail feePreview feeQuoted feeRequest deductionsHeading deductions notDue fxNote discuss print compareAmount compareCurrency compareSummary compareCountry compareMonthly compareAnnual compareSalary compareBelow compareOutOfRange compareTotal ratesHeading ratesIntro ratesLog ratesLine ratesLimits ratesBasis ratesMinimum ratesPlace ratesAmount ratesNoFigure }
      }
    }
    rates: statutoryRatesYaml {
      exchangeRates { asOf source url perUSD }
      comparison { currency exampleSalary countries }
      countries {
        code name currency minSalary maxSalary exampleSalary basis
        minimumWage {
          placeKind basis
          places {
            id name examples default monthly derivation lowestIsFloor note
            lowerRates { monthly appliesTo derivation } higherRates { monthly appliesTo derivation }
            lastKnown { monthly period readVia }
            source { title url } appliesFrom checkedOn reviewBy read readVia
          }
        }
        lines {
          id label kind status employerRate employeeRate floor cap step capTimesMinimumWage capAtLeastMinimumWage appliesUpTo
          tiers { upTo amount } minAmount maxAmount
          ageBands { id label employerRate employeeRate }
          legalBasis note source { title url } appliesFrom checkedOn reviewBy read readVia
        }
      }
    }
  }
`
