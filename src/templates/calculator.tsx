import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import type { CountryRates, RatesData, StatutoryChange } from "../data/statutory"
import type { CalculatorLabels } from "../shared/labels"
import type { SiteFees } from "../types/content"
import { RatesReference } from "../features/cost-calculator/rates-reference"
import type { CalculatorProps } from "../features/cost-calculator/cost-calculator"
import type { PageContext } from "../shared/page-context"
import { useMounted } from "../hooks/use-mounted"
import { part } from "../framework/parts"

// The calculator and the tables of minimum wages by place load after the page, from one chunk outside the first load.
const { CostCalculator, PlacesTable } = part(() => import("../features/cost-calculator/cost-calculator"), ["CostCalculator", "PlacesTable"])

/** The calculator loads after the page (its code is not in the first-load bundle); no-JS readers get the method below. */
function CalculatorSlot(props: CalculatorProps) {
  const ready = useMounted()
  return (
    <div css={{ minHeight: "24rem" }}>
      <noscript>
        <p>{props.labels.noscript}</p>
      </noscript>
      {ready && <CostCalculator {...props} />}
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
  const mounted = useMounted()
  const places = (country: CountryRates) => mounted && <PlacesTable country={country} today={today} labels={labels} />
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      before={data.rates ? <CalculatorSlot rates={data.rates} today={today} labels={labels} fees={data.facts.fees} unconfirmed={data.facts.unconfirmed} changes={data.changes?.changes ?? []} /> : null}
      after={data.rates && <RatesReference rates={data.rates} today={today} labels={labels} places={places} />}
    >
      {children}
    </ContentPage>
  )
}

// StatutoryRatesFields: the rates file as the calculator's modules read it (RatesData), for this page and the
// termination estimator (src/templates/termination.tsx).
export const query = graphql`
  query CalculatorPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
    site { siteMetadata { buildDate } }
    changes: statutoryChangesYaml { changes { date(formatString: "YYYY-MM-DD") country line } }
    facts: siteYaml {
      unconfirmed
      fees { currency items { service country monthlyFrom deposit setup offboarding includes } }
      labels {
        calculator { noscript heading views viewOne viewCompare country salary age placeRegion placeEmployerRegion placeProvince placeState customary range errorEmpty errorNegative errorDecimals errorFormat errorLow errorHigh minimum noMinimum belowTitle belowText belowElsewhere belowElsewhereEmployer lowerTitle lowerFor lowerPartial higher unknown lastKnown belowLastKnown totalMonthly totalAnnual contributionsTotal withFee withoutFee approx contributionsCaption bonusesCaption colLine colRate colOn colEmployer colEmployee fixed capped placeCap atLeast totalAtLeast gapLastKnown gapLegalFloor gapDefaultPlace appliesFrom source changes customaryTag customaryOff feeLine feeDetail feePreview feeQuoted feeRequest deductionsHeading deductions notDue fxNote discuss print compareAmount compareCurrency compareSummary compareCountry compareMonthly compareAnnual compareSalary compareBelow compareOutOfRange compareTotal compareFee compareFeeQuoted compareVietnam compareVietnamShort compareVietnamLink ratesHeading ratesIntro ratesLog ratesLine ratesLimits ratesBasis ratesMinimum ratesPlace ratesAmount ratesNoFigure }
      }
    }
    rates: statutoryRatesYaml { ...StatutoryRatesFields }
  }

  fragment StatutoryRatesFields on StatutoryRatesYaml {
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
        tiers { upTo amount } minAmount maxAmount rounding { each { to mode } total { to mode } employee { to mode } }
        ageBands { id label employerRate employeeRate }
        legalBasis note source { title url } appliesFrom checkedOn reviewBy read readVia
      }
    }
  }
`
