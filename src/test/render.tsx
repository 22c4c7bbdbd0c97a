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

const { setStaticQueryData } = jest.requireMock("gatsby") as { setStaticQueryData: (d: unknown) => void }

/** The real company facts and navigation (content/site.yaml), as useStaticQuery returns them. */
export function siteFacts(): SiteFacts {
  const raw = yaml.load(fs.readFileSync(path.join(__dirname, "..", "..", "content", "site.yaml"), "utf8")) as SiteFacts
  const withNulls = <T extends object>(o: T, keys: string[]) => ({ ...Object.fromEntries(keys.map((k) => [k, null])), ...o })
  return {
    ...raw,
    navigation: raw.navigation.map((n) => withNulls(n, ["to", "id", "items"]) as SiteFacts["navigation"][number]),
    footer: raw.footer.map((f) => withNulls(f, ["menu", "items", "extra"]) as SiteFacts["footer"][number]),
  }
}

export function useRealSiteFacts(): SiteFacts {
  const facts = siteFacts()
  setStaticQueryData({ siteYaml: facts, site: { siteMetadata: { siteUrl: facts.siteUrl } } })
  return facts
}

/** Renders inside the same providers as src/wrappers.tsx. */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions) {
  return renderWithLabels(() => undefined, ui, options)
}

/**
 * Renders with content/site.yaml's labels after `edit` changed some: a test that a writer's change to
 * `labels` shows on the page (so the words cannot be hard-coded).
 */
export function renderWithLabels(edit: (labels: SiteFacts["labels"]) => void, ui: React.ReactElement, options?: RenderOptions) {
  const facts = siteFacts()
  edit(facts.labels)
  setStaticQueryData({ siteYaml: facts, site: { siteMetadata: { siteUrl: facts.siteUrl } } })
  const Providers = ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <ContactPopupProvider>{children}</ContactPopupProvider>
      </ToastProvider>
    </ThemeProvider>
  )
  return render(ui, { wrapper: Providers, ...options })
}
