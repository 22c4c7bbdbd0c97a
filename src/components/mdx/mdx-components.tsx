import * as React from "react"
import { Info, Lightbulb, TriangleAlert } from "lucide-react"
import { SmartLink } from "../smart-link"
import { ContactButton } from "../contact-button"
import { Figure } from "./figure"
import { EmployingEntity, SiteFact, withReplyPromise } from "./site-fact"
import { FeeTerms } from "./fee-terms"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { comparisonStyles, stackedTableStyles } from "../table-styles"
import { CellValue } from "../data-table"
import { CalculatorLink } from "./calculator-link"
import { TalkLink, type TalkKind } from "../talk-link"
import { bookingUrl } from "../../shared/company-facts"
import { SOURCES_ID, type FoldKind } from "../../shared/fold"
import { summaryRow } from "../disclosure"
import { BeforeSources } from "../before-sources"
import { part } from "../../framework/parts"

type Tone = "info" | "tip" | "warning"

/** <Callout tone title>: a boxed note for hedges, tips and warnings. */
export function Callout({ tone = "info", title, children }: { tone?: Tone; title?: string; children: React.ReactNode }) {
  const Icon = tone === "warning" ? TriangleAlert : tone === "tip" ? Lightbulb : Info
  return (
    <aside
      data-tone={tone}
      css={(t) => ({
        display: "grid",
        gridTemplateColumns: "auto 1fr",
        gap: t.space.sm,
        margin: `${t.space.lg} 0`,
        padding: t.space.md,
        borderRadius: t.radii.md,
        borderLeft: `4px solid ${tone === "warning" ? "#b54708" : tone === "tip" ? t.colors.accent : t.colors.primary}`,
        background: tone === "warning" ? "#fef6e7" : tone === "tip" ? t.colors.accentSoft : t.colors.primarySoft,
        "& > div > :last-child": { marginBottom: 0 },
      })}
    >
      <Icon size={20} aria-hidden="true" css={{ marginTop: 3 }} />
      <div>
        {title && <p css={{ fontWeight: 700, margin: "0 0 0.25rem" }}>{title}</p>}
        {children}
      </div>
    </aside>
  )
}

/**
 * <CallToAction title text>: a closing box whose button opens the contact popup. With `reply`, the text ends
 * with the reply promise of content/site.yaml: "Tell us the role; we reply within 24 hours on working days."
 * Where the company has a booking page, a second button books a discovery call there.
 */
export function CallToAction({ title, text, button, reply = false }: { title: string; text?: string; button?: string; reply?: boolean }) {
  const facts = useSiteFacts()
  const { ctaText, ctaButton } = facts.labels.pages
  const shown = reply ? withReplyPromise(text ?? ctaText, facts.responseTime) : text
  return (
    <aside
      className="on-dark"
      css={(t) => ({
        margin: `${t.space.xl} 0`,
        padding: t.space.xl,
        borderRadius: t.radii.lg,
        background: `linear-gradient(135deg, ${t.colors.navy}, ${t.colors.navyDeep})`,
        color: "#dbe4f0",
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: t.space.md,
      })}
    >
      <div css={{ flex: "1 1 18rem" }}>
        <p css={(t) => ({ fontFamily: t.fonts.heading, fontSize: t.fontSizes.xl, color: t.colors.white, fontWeight: 650, margin: "0 0 0.35rem" })}>{title}</p>
        {shown && <p css={{ margin: 0 }}>{shown}</p>}
      </div>
      <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
        <ContactButton variant="onDark">{button ?? ctaButton}</ContactButton>
        {bookingUrl(facts) && <TalkLink kind="call" variant="secondary" />}
      </div>
    </aside>
  )
}

/** The text of a React tree (MDX gives a table's rows and cells as plain elements). */
function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(textOf).join("")
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children)
  return ""
}

type WithChildren = { children?: React.ReactNode }

/** The element children of a node (MDX puts line breaks between a table's rows and cells). */
const elements = (node: React.ReactNode) => React.Children.toArray(node).filter((c): c is React.ReactElement<WithChildren> => React.isValidElement(c))

/** The column headings of a table: the cells of the first row of its <thead>, "" for an empty corner. */
function columnNames(children: React.ReactNode): string[] {
  const head = elements(children).find((c) => c.type === "thead")
  const row = head ? elements(head.props.children)[0] : undefined
  return row ? elements(row.props.children).map((cell) => textOf(cell).trim()) : []
}

/** Gives every body cell its column's heading as `data-label`, which the phone layout shows beside the value. */
function labelCells(children: React.ReactNode, columns: readonly string[]): React.ReactNode {
  return React.Children.map(children, (section) => {
    if (!React.isValidElement<WithChildren>(section) || section.type !== "tbody") return section
    const rows = React.Children.map(section.props.children, (row) => {
      if (!React.isValidElement<WithChildren>(row)) return row
      let column = 0
      const cells = React.Children.map(row.props.children, (cell) => {
        if (!React.isValidElement<WithChildren & { "data-label"?: string }>(cell)) return cell
        const label = { "data-label": columns[column++] ?? "" }
        // Its value in one element: each piece of "from <Figure /> to <Figure />" would otherwise be a grid item.
        return React.cloneElement(cell, label, <CellValue>{cell.props.children}</CellValue>)
      })
      return React.cloneElement(row, undefined, cells)
    })
    return React.cloneElement(section, undefined, rows)
  })
}

/** Set by <Comparison>: the tables inside keep their columns on phones and scroll under a sticky first column. */
const ComparisonContext = React.createContext(false)

/**
 * <Comparison>: wraps a wide Markdown table that compares options side by side (content/README.md, "Tables").
 * On phones it stays a table: the first column stays put, the rest scrolls, and a cue says so.
 */
export function Comparison({ children }: { children: React.ReactNode }) {
  return <ComparisonContext.Provider value={true}>{children}</ComparisonContext.Provider>
}

/**
 * Markdown tables. By default each row becomes a card of labelled values below 768 px (table-styles.ts);
 * inside <Comparison> the table scrolls sideways in a focusable region named by its columns, with a cue.
 */
function Table({ children, ...props }: React.TableHTMLAttributes<HTMLTableElement>) {
  const comparison = React.useContext(ComparisonContext)
  const columns = columnNames(children)
  const named = columns.filter(Boolean)
  const label = named.length ? `Table: ${named.join(", ")}` : "Table"
  if (!comparison) {
    return (
      <div data-table="stacked" css={(t) => [{ margin: "1.5rem 0" }, stackedTableStyles(t)]}>
        <table {...props}>{labelCells(children, columns)}</table>
      </div>
    )
  }
  return (
    <div data-table="comparison" css={{ margin: "1.5rem 0" }}>
      <p aria-hidden="true" css={(t) => ({ display: "none", margin: `0 0 ${t.space.xs}`, fontSize: t.fontSizes.xs, fontWeight: 600, color: t.colors.muted, [t.media.mobile]: { display: "block" } })}>
        Scroll for more →
      </p>
      <div role="region" aria-label={`${label} (scrolls sideways)`} tabIndex={0} css={(t) => [scrollCue(t), comparisonStyles(t)]}>
        <table {...props}>{children}</table>
      </div>
    </div>
  )
}

/** A shadow at the right edge while more columns lie beyond it (it slides away at the end of the scroll). */
const scrollCue = (t: import("@emotion/react").Theme) => ({
  overflowX: "auto" as const,
  background: `linear-gradient(to left, ${t.colors.white} 30%, rgba(255, 255, 255, 0)) right / 2.5rem 100% no-repeat local, radial-gradient(farthest-side at 100% 50%, rgba(8, 29, 54, 0.28), rgba(8, 29, 54, 0)) right / 0.9rem 100% no-repeat scroll`,
})

/** A header cell left empty in Markdown (the corner above the row labels) is a plain cell, not a heading. */
function HeaderCell({ children, ...rest }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  if (textOf(children).trim() === "") return <td {...rest} />
  return <th {...rest}>{children}</th>
}

export { BeforeSources }
export { SOURCES_ID }

/** A fold's look: its heading is the summary (disclosure.tsx), a rule beneath it. */
const foldStyles = (t: import("@emotion/react").Theme) => [
  summaryRow(t),
  {
    margin: `${t.space.sm} 0`,
    borderBottom: `1px solid ${t.colors.border}`,
    "& > summary > *": { margin: `${t.space.xs} 0` },
    "&[open]": { paddingBottom: t.space.md },
    // Printed, a fold shows what it holds (browsers that style a closed disclosure's content).
    [t.media.print]: { "&::details-content": { contentVisibility: "visible" as const, display: "block" } },
  },
]

/**
 * A fold of the body (gatsby/lib/rehype-fold.ts): the sources, or a subsection of a reference section, closed
 * until opened. The sources' fold brings in what BeforeSources holds above it.
 */
function Fold({ children, ...props }: React.DetailsHTMLAttributes<HTMLElement> & { "data-fold"?: FoldKind }) {
  const before = React.useContext(BeforeSources)
  const details = (
    <details css={foldStyles} {...props}>
      {children}
    </details>
  )
  return props["data-fold"] === "sources" && before ? (
    <>
      {before}
      {details}
    </>
  ) : (
    details
  )
}

/**
 * `<BookingLink>propose a time</BookingLink>` inside text: with a booking page, "Book a discovery call" opening
 * it in a new tab; without one, the link leads to the call-request form in the words given.
 */
function BookingLink({ kind = "call", children }: { kind?: TalkKind; children?: React.ReactNode }) {
  return (
    <TalkLink kind={kind} look="text">
      {children}
    </TalkLink>
  )
}

function Anchor({ href = "", ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <SmartLink to={href} {...rest} />
}

/* Components only a few pages use, each a chunk of its own in the browser (src/framework/parts.tsx). */
const { HowPricingWorks } = part(() => import("./how-pricing-works"), ["HowPricingWorks"])
const { VietnamLeasingNote } = part(() => import("./vietnam-leasing-note"), ["VietnamLeasingNote"])
const { EorSteps } = part(() => import("./eor-steps"), ["EorSteps"])
const { CompanyName, EmployingEntities } = part(() => import("./employing-entities"), ["CompanyName", "EmployingEntities"])
const { TeamList } = part(() => import("./team"), ["TeamList"])
const { FeeTable } = part(() => import("./fee-table"), ["FeeTable"])
const { DataProtectionFacts, Certifications, Complaints } = part(() => import("./trust-facts"), ["DataProtectionFacts", "Certifications", "Complaints"])

export const mdxComponents = {
  Callout,
  CallToAction,
  Comparison,
  CalculatorLink,
  HowPricingWorks,
  VietnamLeasingNote,
  Figure,
  SiteFact,
  FeeTerms,
  EmployingEntity,
  EmployingEntities,
  CompanyName,
  TeamList,
  FeeTable,
  DataProtectionFacts,
  Certifications,
  Complaints,
  BookingLink,
  EorSteps,
  table: Table,
  th: HeaderCell,
  details: Fold,
  a: Anchor,
}
