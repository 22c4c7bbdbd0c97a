/**
 * An ordered list of steps joined by a line, each with its number in a circle. `titleAs` keeps the heading
 * order of the page it is on (h4 under the home page's h3, h3 in a content page's h2 section).
 */
export function NumberedSteps({ steps, label, titleAs: Title = "h4" }: { steps: ReadonlyArray<{ title: string; text: string }>; label: string; titleAs?: "h3" | "h4" }) {
  return (
    <ol aria-label={label} css={{ listStyle: "none", margin: 0, padding: 0 }}>
      {steps.map((step, i) => (
        <li
          key={step.title}
          css={(t) => ({
            position: "relative",
            display: "grid",
            gridTemplateColumns: "2.5rem minmax(0, 1fr)",
            gap: t.space.md,
            paddingBottom: i === steps.length - 1 ? 0 : t.space.lg,
            "&::before": i === steps.length - 1 ? undefined : { content: '""', position: "absolute", left: "calc(1.25rem - 1px)", top: "2.75rem", bottom: t.space.xxs, width: 2, background: t.colors.border },
          })}
        >
          <span
            aria-hidden="true"
            css={(t) => ({
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              width: "2.5rem",
              height: "2.5rem",
              borderRadius: "50%",
              background: t.colors.navy,
              color: t.colors.white,
              fontWeight: 700,
            })}
          >
            {i + 1}
          </span>
          <div>
            <Title css={(t) => ({ fontFamily: t.fonts.body, fontSize: t.fontSizes.md, fontWeight: 700, margin: `${t.space.xs} 0 ${t.space.xxs}` })}>{step.title}</Title>
            <p css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
