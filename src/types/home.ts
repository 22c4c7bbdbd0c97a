/** TypeScript view of the HomeYaml type declared in gatsby/schema.ts (content/home.yaml). */

export interface HomeLink {
  label: string
  to: string
}

/** A titled paragraph: a reason, a card, a step. `icon` is a key of the home page's icon set. */
export interface HomeItem {
  title: string
  text: string
  icon?: string | null
}

export interface HomeColumn {
  title: string
  icon?: string | null
  text: string
  points: string[]
}

export interface HomeCountry {
  /** ISO 3166-1 alpha-2 code, which picks the flag. */
  code: string
  name: string
  tag: string
  text: string
  /** The country's page; a card without one is not a link. */
  to?: string | null
}

export interface HomeContent {
  seo: { title: string; description: string }
  hero: { eyebrow: string; lead: string; secondary: HomeLink; points: string[] }
  offshore: { eyebrow: string; title: string; intro: string; reasonsTitle: string; reasons: HomeItem[]; cards: HomeItem[] }
  eor: { eyebrow: string; title: string; intro: string; features: HomeItem[]; stepsTitle: string; steps: HomeItem[]; link: HomeLink }
  outsourcing: { eyebrow: string; title: string; intro: string; columns: HomeColumn[]; link: HomeLink }
  howItWorks: { eyebrow: string; title: string; intro: string; steps: HomeItem[]; link: HomeLink }
  countries: { eyebrow: string; title: string; intro: string; linkHint: string; items: HomeCountry[] }
  calculator: { eyebrow: string; title: string; intro: string; points: string[]; link: HomeLink; countriesLabel: string; countries: Array<{ code: string; name: string }> }
  cta: { title: string; text: string; button: string; emailLabel: string }
}
