import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { render, type RenderOptions } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../styles/theme"
import { ToastProvider } from "../components/toast"
import { ContactPopupProvider } from "../features/contact/contact-popup"
import type { SiteFacts } from "../types/content"
import type { CalculatorLabels } from "../shared/labels"
import { readCountries } from "../../gatsby/lib/data-files"

const { setStaticQueryData } = jest.requireMock<{ setStaticQueryData: (d: unknown) => void }>("gatsby")

/**
 * The tests' own company facts, navigation and labels: src/test/fixtures/content/site.yaml, a copy of
 * content/site.yaml as it was when the tests were written, as useStaticQuery returns it. Tests never read the
 * live content/ folder: a writer's edit there changes no test (content is checked by `npm run build`'s own
 * checks). A new label goes into both files.
 */
export const FIXTURE_ROOT = path.join(__dirname, "fixtures")

export function siteFacts(): SiteFacts {
  const raw = yaml.load(fs.readFileSync(path.join(FIXTURE_ROOT, "content", "site.yaml"), "utf8")) as SiteFacts
  const withNulls = <T extends object>(o: T, keys: string[]) => ({ ...Object.fromEntries(keys.map((k) => [k, null])), ...o })
  return {
    ...raw,
    countries: readCountries(FIXTURE_ROOT),
    navigation: raw.navigation.map((n) => withNulls(n, ["to", "id", "items"]) as SiteFacts["navigation"][number]),
    footer: raw.footer.map((f) => withNulls(f, ["menu", "items", "extra"]) as SiteFacts["footer"][number]),
  }
}

/** The fixture's calculator words (labels.calculator), which the calculator page queries for itself. */
export function calculatorLabels(): CalculatorLabels {
  return (yaml.load(fs.readFileSync(path.join(FIXTURE_ROOT, "content", "site.yaml"), "utf8")) as { labels: { calculator: CalculatorLabels } }).labels.calculator
}

/** What useSiteFacts's query answers for these facts (src/hooks/use-site-facts.ts). */
export const staticData = (facts: SiteFacts) => ({ siteYaml: facts, countriesYaml: { countries: facts.countries }, site: { siteMetadata: { siteUrl: facts.siteUrl } } })

/** Has useStaticQuery answer with the fixture facts (siteFacts). */
export function useFixtureSiteFacts(): SiteFacts {
  return setLabels(() => undefined)
}

/** Renders inside the same providers as src/wrappers.tsx. */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions) {
  return renderWithLabels(() => undefined, ui, options)
}

/** The providers of src/wrappers.tsx, for a test's own render (RTL's wrapper, or a server render). */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <ContactPopupProvider>{children}</ContactPopupProvider>
      </ToastProvider>
    </ThemeProvider>
  )
}

/** Has useStaticQuery answer with the fixture facts after `edit` changed some of its labels. */
export function setLabels(edit: (labels: SiteFacts["labels"]) => void): SiteFacts {
  const facts = siteFacts()
  edit(facts.labels)
  setStaticQueryData(staticData(facts))
  return facts
}

/**
 * Renders with the fixture's labels after `edit` changed some: a test that a writer's change to `labels`
 * shows on the page (so the words cannot be hard-coded).
 */
export function renderWithLabels(edit: (labels: SiteFacts["labels"]) => void, ui: React.ReactElement, options?: RenderOptions) {
  setLabels(edit)
  return render(ui, { wrapper: Providers, ...options })
}

/**
 * Renders with the fixture's facts after `edit` changed some (a booking page, a confirmed entity, fees, people):
 * the company facts a test needs are written in the test, never taken from content/site.yaml. Other static
 * queries a component runs (e.g. service titles) go in `extra`.
 */
export function renderWithFacts(edit: (facts: SiteFacts) => void, ui: React.ReactElement, extra: Record<string, unknown> = {}, options?: RenderOptions) {
  const facts = siteFacts()
  edit(facts)
  setStaticQueryData({ ...extra, ...staticData(facts) })
  return render(ui, { wrapper: Providers, ...options })
}
