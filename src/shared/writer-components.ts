/**
 * The components writers may use in MDX (capitalised), and Markdown's elements the site draws itself (`table`,
 * `a` …): one row each, naming the module of src/components/mdx that exports it, and the export where its name
 * differs. This is the one list:
 *  - the content check and `npm run check:develop` read its capitalised names (gatsby/lib/checks/writer-components.ts);
 *  - gatsby/loaders/mdx-body-loader.cjs hands each MDX body the components it uses and no others, imported from
 *    these modules, so a page loads only what its own body draws (docs/workarounds.md, "An MDX page's body
 *    hydrates on its own").
 * Adding a component: its module in src/components/mdx, a row here, a line in content/README.md.
 */
export const WRITER_COMPONENTS = {
  Callout: ["callout"],
  CallToAction: ["call-to-action"],
  Comparison: ["markdown-table"],
  CalculatorLink: ["calculator-link"],
  HowPricingWorks: ["how-pricing-works"],
  VietnamLeasingNote: ["vietnam-leasing-note"],
  Figure: ["figure"],
  SiteFact: ["site-fact"],
  FeeTerms: ["fee-terms"],
  EmployingEntity: ["site-fact"],
  EmployingEntities: ["employing-entities"],
  CompanyName: ["employing-entities"],
  TeamList: ["team"],
  FeeTable: ["fee-table"],
  DataProtectionFacts: ["trust-facts"],
  Certifications: ["trust-facts"],
  Complaints: ["trust-facts"],
  BookingLink: ["links"],
  EorSteps: ["eor-steps"],
  table: ["markdown-table", "Table"],
  th: ["markdown-table", "HeaderCell"],
  details: ["fold", "Fold"],
  a: ["links", "Anchor"],
} as const satisfies Record<string, readonly [module: string, exportName?: string]>

export type WriterComponentName = keyof typeof WRITER_COMPONENTS

/** Where a name of the list comes from: the module's file name in src/components/mdx (no extension), and its export. */
export interface WriterComponentSource {
  module: string
  exportName: string
}

/** Every row of the list, as the body loader needs it. */
export function writerComponentSources(): Record<string, WriterComponentSource> {
  const rows = Object.entries(WRITER_COMPONENTS) as Array<[string, readonly [string, string?]]>
  return Object.fromEntries(rows.map(([name, [module, exportName]]) => [name, { module, exportName: exportName ?? name }]))
}

/** The components writers may use: the capitalised names (the others restyle Markdown's own elements). */
export const WRITER_COMPONENT_NAMES: readonly string[] = Object.keys(WRITER_COMPONENTS).filter((name) => /^[A-Z]/.test(name))
