import * as React from "react"

interface SectionHeadingProps {
  /** The h2's id, which names its section (aria-labelledby). */
  id: string
  eyebrow: string
  title: string
  intro?: string
  onDark?: boolean
  centred?: boolean
}

/** The eyebrow, h2 and introduction that open each home section. */
export function SectionHeading({ id, eyebrow, title, intro, onDark = false, centred = false }: SectionHeadingProps) {
  return (
    <div css={(t) => ({ maxWidth: "46rem", marginBottom: t.space.xxl, marginInline: centred ? "auto" : undefined, textAlign: centred ? "center" : undefined })}>
      <p
        css={(t) => ({
          margin: `0 0 ${t.space.xs}`,
          color: onDark ? t.colors.gold : t.colors.accent,
          fontWeight: 700,
          fontSize: t.fontSizes.sm,
          textTransform: "uppercase",
          letterSpacing: "0.08em",
        })}
      >
        {eyebrow}
      </p>
      <h2 id={id} css={(t) => ({ color: onDark ? t.colors.white : t.colors.navy })}>
        {title}
      </h2>
      {intro && <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.lg, color: onDark ? "#d5deea" : t.colors.muted })}>{intro}</p>}
    </div>
  )
}
