import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import type { RatesData } from "../data/statutory"
import type { TerminationData } from "../data/termination"
import type { CalculatorLabels } from "../shared/labels"
import type { PageContext } from "../shared/page-context"
import type { EstimatorProps } from "../features/termination/termination-estimator"
import { RulesReference } from "../features/termination/rules-reference"
import { useMounted } from "../hooks/use-mounted"
import { part } from "../framework/parts"

// The estimator loads after the page, from its own chunk outside the first load (as the cost calculator does).
const { TerminationEstimator } = part(() => import("../features/termination/termination-estimator"), ["TerminationEstimator"])

function EstimatorSlot(props: EstimatorProps) {
  const ready = useMounted()
  return (
    <div css={{ minHeight: "24rem" }}>
      <noscript>
        <p>{props.termination.labels.noscript}</p>
      </noscript>
      {ready && <TerminationEstimator {...props} />}
    </div>
  )
}

type Data = {
  page: PageNode
  site: { siteMetadata: { buildDate: string } }
  facts: { labels: { calculator: CalculatorLabels } }
  rates: RatesData | null
  termination: TerminationData | null
}

/** The termination-cost estimator: the tool, the page's text, then every rule with its article and source. */
export default function TerminationTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const today = data.site.siteMetadata.buildDate
  const { rates, termination } = data
  const names = Object.fromEntries((rates?.countries ?? []).map((c) => [c.code, c.name]))
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      before={rates && termination ? <EstimatorSlot termination={termination} rates={rates} today={today} calculatorLabels={data.facts.labels.calculator} /> : null}
      after={termination && <RulesReference termination={termination} names={names} today={today} />}
    >
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query TerminationPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
    site { siteMetadata { buildDate } }
    facts: siteYaml {
      labels {
        calculator { noscript heading views viewOne viewCompare country salary age placeRegion placeEmployerRegion placeProvince placeState customary range errorEmpty errorNegative errorDecimals errorFormat errorLow errorHigh minimum noMinimum belowTitle belowText belowElsewhere belowElsewhereEmployer lowerTitle lowerFor lowerPartial higher unknown lastKnown belowLastKnown totalMonthly totalAnnual contributionsTotal withFee withoutFee approx contributionsCaption bonusesCaption colLine colRate colOn colEmployer colEmployee fixed capped placeCap appliesFrom source changes customaryTag customaryOff feeLine feeDetail feePreview feeQuoted feeRequest deductionsHeading deductions notDue fxNote discuss print compareAmount compareCurrency compareSummary compareCountry compareMonthly compareAnnual compareSalary compareBelow compareOutOfRange compareTotal ratesHeading ratesIntro ratesLog ratesLine ratesLimits ratesBasis ratesMinimum ratesPlace ratesAmount ratesNoFigure }
      }
    }
    rates: statutoryRatesYaml { ...StatutoryRatesFields }
    termination: terminationRulesYaml {
      labels
      countries {
        code fields settlement leftOut
        causes { id label legalBasis note fixedTerm pays { rule times } }
        rules {
          id label kind legalBasis note base contract minShareOfSalary
          bands { fromMonths amount unit } payInLieu perYear perYearDays monthDays yearRounding minMonths
          minService minServiceFixedTerm cap insuredNotCounted table { fromYears months } ratesLine
          yearStartMonth daysPerYear daysPerMonth previousMonthWorkingDays
          source { title url } read readVia appliesFrom checkedOn reviewBy
        }
      }
    }
  }
`
