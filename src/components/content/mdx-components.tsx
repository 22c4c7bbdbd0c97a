import * as React from "react"
import { Info, Lightbulb, TriangleAlert } from "lucide-react"
import { SmartLink } from "../smart-link"
import { ContactButton } from "../../features/contact/contact-button"
import { EorSteps } from "./eor-steps"

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

/** <CallToAction title text>: a closing box whose button opens the contact popup. */
export function CallToAction({ title, text, button = "Get In Touch" }: { title: string; text?: string; button?: string }) {
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
        {text && <p css={{ margin: 0 }}>{text}</p>}
      </div>
      <ContactButton variant="onDark">{button}</ContactButton>
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

/** The column headings of a table: the cells of its first row (in <thead>). */
function columnNames(children: React.ReactNode): string[] {
  const head = React.Children.toArray(children).find((c) => React.isValidElement(c) && c.type === "thead")
  if (!React.isValidElement<{ children?: React.ReactNode }>(head)) return []
  const row = React.Children.toArray(head.props.children)[0]
  if (!React.isValidElement<{ children?: React.ReactNode }>(row)) return []
  return React.Children.toArray(row.props.children).map((cell) => textOf(cell).trim()).filter(Boolean)
}

/**
 * Tables scroll sideways on narrow screens instead of overflowing the page. The scrolling region is
 * focusable (keyboard scrolling), so it needs a name, distinct from the page's other tables: its columns.
 */
function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const columns = columnNames(props.children)
  return (
    <div role="region" aria-label={columns.length ? `Table: ${columns.join(", ")}` : "Table"} tabIndex={0} css={{ overflowX: "auto", margin: "1.5rem 0" }}>
      <table {...props} />
    </div>
  )
}

/** A header cell left empty in Markdown (the corner above the row labels) is a plain cell, not a heading. */
function HeaderCell({ children, ...rest }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  if (textOf(children).trim() === "") return <td {...(rest as React.TdHTMLAttributes<HTMLTableCellElement>)} />
  return <th {...rest}>{children}</th>
}

function Anchor({ href = "", ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <SmartLink to={href} {...rest} />
}

export const mdxComponents = { Callout, CallToAction, EorSteps, table: Table, th: HeaderCell, a: Anchor }
