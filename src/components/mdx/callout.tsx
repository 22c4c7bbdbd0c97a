import * as React from "react"
import { Info, Lightbulb, TriangleAlert } from "lucide-react"

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
