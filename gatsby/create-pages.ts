import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { planSite, type CrumbLabels, type EntryInput, type NavLinkInput } from "./lib/plan/routes"
import { writePlanFiles } from "./lib/plan/plan-file"
import { unknownAuthors } from "./lib/site-facts"
import { calendarPlanInputs, type CalendarSource } from "../src/data/public-holidays"

export interface CreatePagesData {
  allEntry: {
    nodes: Array<{
      id: string
      kind: string
      path: string
      file: string
      title: string
      section: string
      redirectFrom: string[]
      listing?: string | null
      form?: string | null
      tool?: string | null
      category?: string | null
      date?: string | null
      author?: string | null
      mdx: { body: string; internal: { contentFilePath: string } } | null
    }>
  }
  siteYaml: {
    navigation: NavLinkInput[]
    footer: Array<{ title: string; items: NavLinkInput[] | null; extra: NavLinkInput[] | null }>
    labels: { crumbs: CrumbLabels }
    team: Array<{ slug: string }>
  } | null
  /** The holiday calendars' countries and years (content/data/public-holidays.yaml), when the file is there. */
  publicHolidays?: CalendarSource | null
}

export const CREATE_PAGES_QUERY = /* GraphQL */ `
  query CreatePages {
    allEntry(sort: { path: ASC }) {
      nodes {
        id
        kind
        path
        file
        title
        section
        redirectFrom
        ... on Page { listing form tool }
        ... on Article { category date(formatString: "YYYY-MM-DD") author }
        mdx { body internal { contentFilePath } }
      }
    }
    siteYaml {
      navigation { label to items { label to } }
      footer { title items { label to } extra { label to } }
      labels { crumbs { home page } }
      team { slug }
    }
    publicHolidays: publicHolidaysYaml {
      labels { calendarTitle }
      countries { code name slug years { year } }
    }
  }
`

const templateFile = (name: string) => path.resolve(__dirname, "..", "src", "templates", `${name}.tsx`)

/**
 * Workaround (docs/workarounds.md, "No frontmatter copy in page data"): gatsby-plugin-mdx's onCreatePage copies an
 * MDX page's whole frontmatter into its context, so into its page-data.json (about 1.1 KiB of an article's 6.3,
 * though only about 40 bytes gzipped), unless the context already has a `frontmatter`: it reads the file, deletes the
 * page and creates it again, on every createPages run (under `gatsby develop`, after each saved content file). No
 * template reads it (each queries its fields), so every page gets an empty one and the plugin leaves it as created.
 */
export const NO_FRONTMATTER_COPY = { frontmatter: {} } as const

/**
 * Every content page, paginated listing and redirect, from one query and one plan (gatsby/lib/plan/routes.ts);
 * the plan is then written for the steps that run later (gatsby/lib/plan/plan-file.ts).
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's args hand `graphql` out to be destructured (its documented use); it uses no `this`
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<CreatePagesData>(CREATE_PAGES_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the content to create pages", result.errors as Error[] | undefined)
    return
  }
  const { allEntry, siteYaml } = result.data
  if (!siteYaml) {
    reporter.panicOnBuild("content/site.yaml is missing: the header, footer and metadata read it")
    return
  }
  const entries: EntryInput[] = allEntry.nodes.map((n) => ({
    id: n.id,
    kind: n.kind,
    path: n.path,
    file: n.file,
    contentFilePath: n.mdx?.internal.contentFilePath ?? "",
    redirectFrom: n.redirectFrom,
    body: n.mdx?.body ?? "",
    title: n.title,
    section: n.section,
    listing: n.listing ?? null,
    form: n.form ?? null,
    tool: n.tool ?? null,
    category: n.category ?? null,
    date: n.date ?? null,
  }))
  const footerLinks = siteYaml.footer.map((c) => ({ label: c.title, items: c.items, extra: c.extra }))
  // The holiday calendars' pages come from their data file (checked with the content at bootstrap).
  const holidays = result.data.publicHolidays
  const calendars = holidays ? calendarPlanInputs(holidays) : []
  const plan = planSite(entries, siteYaml.navigation, footerLinks, siteYaml.labels.crumbs, undefined, { calendars })
  const authors = unknownAuthors(
    allEntry.nodes.flatMap((n) => (n.kind === "article" && n.author ? [{ file: n.file, author: n.author }] : [])),
    siteYaml.team.map((p) => p.slug),
  )
  plan.problems.push(...authors)
  if (plan.problems.length > 0) {
    reporter.panicOnBuild(`The content has ${plan.problems.length} problem(s):\n${plan.problems.map((p) => `  - ${p}`).join("\n")}`)
    return
  }
  for (const page of plan.pages) {
    actions.createPage({
      path: page.path,
      component: `${templateFile(page.template)}?__contentFilePath=${page.contentFilePath}`,
      context: { ...page.context, ...NO_FRONTMATTER_COPY },
    })
  }
  for (const redirect of plan.redirects) {
    actions.createRedirect({ ...redirect, isPermanent: true, redirectInBrowser: true, force: true })
  }
  writePlanFiles(plan)
  reporter.info(`Created ${plan.pages.length} content pages and ${plan.redirects.length} redirects`)
}
