import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { CONTENT_TYPES, contentTypeForFolder, sectionFor, slugFromFile, withheld } from "./lib/plan/content-types"
import { formatErrors, validateFrontmatter } from "./lib/plan/frontmatter"
import { countWords, plainText, readingMinutes } from "./lib/text"
import { normaliseDates } from "./lib/data-files"
import { checkCompanyFacts, entryFacts, unconfirmedKeys } from "./lib/site-facts"
import { checkLabels } from "../src/shared/labels"
import { CHANGES_FILE, RATES_FILE, validateChanges, validateRates } from "../src/data/statutory"
import { contentChanged, isDevelop } from "./develop-content-check"

const CONTENT_DIR = path.resolve("content") + path.sep

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>
  body?: string
}

interface FileNode extends Node {
  sourceInstanceName: string
  relativeDirectory: string
  name: string
  absolutePath: string
}

/**
 * Turns each MDX file under content/ into a typed node (Article, Service, …) whose fields are checked
 * against gatsby/lib/plan/frontmatter.ts. A mistake stops the build with the file and the field named.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest, reporter }) => {
  // Under develop, a content file saved after start-up: run the content check again (develop-content-check.ts).
  if (node.internal.type === "File" && isDevelop() && (node as FileNode).absolutePath.startsWith(CONTENT_DIR)) contentChanged(reporter)
  if (node.internal.type === "StatutoryRatesYaml") {
    const data = normaliseDates(node)
    const problems = validateRates(data)
    if (problems.length > 0) reporter.panicOnBuild(`${RATES_FILE} has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`)
    return
  }
  if (node.internal.type === "SiteYaml") {
    const data = node as unknown as Record<string, unknown>
    // Mistakes in the file; what is unconfirmed is listed, and stops a release, in gatsby/on-pre-bootstrap.ts.
    const problems = [...checkCompanyFacts(data, false, "content/site.yaml", { entries: entryFacts(CONTENT_TYPES) }).problems, ...checkLabels(data["labels"])]
    if (problems.length > 0) reporter.panicOnBuild(problems.join("\n"))
    return
  }
  if (node.internal.type === "StatutoryChangesYaml") {
    const problems = validateChanges(normaliseDates(node), null)
    if (problems.length > 0) reporter.panicOnBuild(`${CHANGES_FILE} has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`)
    return
  }
  if (node.internal.type !== "Mdx") return
  const mdx = node as MdxNode
  const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined
  if (!file || file.internal.type !== "File") return
  const type = contentTypeForFolder(file.sourceInstanceName)
  if (!type) return
  const where = path.relative(process.cwd(), file.absolutePath)

  const slug = slugFromFile(file.relativeDirectory, file.name)
  if (slug === null) {
    reporter.panicOnBuild(`${where}: put each ${type.kind} in its own folder as <slug>/index.mdx, the slug in lower case with hyphens`)
    return
  }
  // An entry whose type's fact is `hidden` (a client story: gatsby/lib/plan/content-types.ts) is published only once
  // confirmed (<key>.<slug> no longer under site.yaml `unconfirmed`): until then it gets no node, so no page, no
  // card, no search entry, no sitemap line.
  if (withheld(type, slug, unconfirmedKeys)) return
  const { values, errors } = validateFrontmatter(type.kind, mdx.frontmatter)
  if (errors.length > 0) {
    reporter.panicOnBuild(formatErrors(where, errors))
    return
  }
  const pagePath = type.route(slug, typeof values["path"] === "string" ? values["path"] : null)
  const body = mdx.body ?? ""
  const words = countWords(plainText(body))
  const lastmod = (values["updated"] ?? values["date"] ?? values["datePosted"] ?? null) as string | null

  const fields = {
    ...values,
    kind: type.kind,
    slug,
    path: pagePath,
    section: sectionFor(type, pagePath, typeof values["listing"] === "string" ? values["listing"] : null),
    summary: (values["summary"] as string | null | undefined) ?? null,
    file: where,
    lastmod,
    wordCount: words,
    mdx: mdx.id,
    ...(type.kind === "article" ? { readingTime: readingMinutes(words) } : {}),
  }
  // The node is stored at once (getNode below reads it back); the promise createNode may return runs the plugins'
  // onCreateNode for the new node, which Gatsby waits for itself, so it is not awaited here (nothing changes order).
  void actions.createNode({
    ...fields,
    id: createNodeId(`${type.nodeType} ${mdx.id}`),
    parent: mdx.id,
    children: [],
    internal: { type: type.nodeType, contentDigest: createContentDigest(fields) },
  })
  actions.createParentChildLink({ parent: mdx, child: getNode(createNodeId(`${type.nodeType} ${mdx.id}`)) as Node })
}
