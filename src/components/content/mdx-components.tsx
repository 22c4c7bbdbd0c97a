import * as React from "react"
import { Info, Lightbulb, TriangleAlert } from "lucide-react"
import { SmartLink } from "../smart-link"
import { ContactButton } from "../../features/contact/contact-button"

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

/** Tables scroll sideways on narrow screens instead of overflowing the page. */
function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div role="region" aria-label="Table" tabIndex={0} css={{ overflowX: "auto", margin: "1.5rem 0" }}>
      <table {...props} />
    </div>
  )
}

function Anchor({ href = "", ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <SmartLink to={href} {...rest} />
}

export const mdxComponents = { Callout, CallToAction, table: Table, a: Anchor }
