import * as React from "react"
import pricing from "../../../content/snippets/how-pricing-works.json"

export interface PricingSnippet {
  title: string
  intro: string
  parts: Array<{ title: string; text: string }>
  quoteTitle: string
  quote: string[]
  coversTitle: string
  covers: string[]
  extras: string
}

/**
 * <HowPricingWorks />: the parts of the cost, how a quote is made and what the fee covers. The words are in
 * content/snippets/how-pricing-works.json, written once and shown on /services and beside the calculator.
 */
export function HowPricingWorks({ content = pricing }: { content?: PricingSnippet }) {
  return (
    <section aria-labelledby="how-pricing-works" css={(t) => ({ margin: `${t.space.xl} 0` })}>
      <h2 id="how-pricing-works">{content.title}</h2>
      <p>{content.intro}</p>
      <ol css={(t) => ({ listStyle: "none", padding: 0, margin: `${t.space.lg} 0`, display: "grid", gap: t.space.sm, counterReset: "part" })}>
        {content.parts.map((part) => (
          <li
            key={part.title}
            css={(t) => ({
              counterIncrement: "part",
              padding: `${t.space.sm} ${t.space.md}`,
              borderRadius: t.radii.md,
              border: `1px solid ${t.colors.border}`,
              background: t.colors.surface,
              margin: 0,
              "&::before": {
                content: "counter(part)",
                float: "left",
                width: "1.75rem",
                height: "1.75rem",
                marginRight: t.space.sm,
                borderRadius: t.radii.pill,
                background: t.colors.navy,
                color: t.colors.white,
                fontWeight: 700,
                fontSize: t.fontSizes.sm,
                display: "grid",
                placeItems: "center",
              },
            })}
          >
            <p css={(t) => ({ margin: 0, fontWeight: 650, color: t.colors.navy, lineHeight: "1.75rem" })}>{part.title}</p>
            <p css={(t) => ({ margin: `${t.space.xxs} 0 0`, fontSize: t.fontSizes.sm })}>{part.text}</p>
          </li>
        ))}
      </ol>
      <h3>{content.quoteTitle}</h3>
      <ol>
        {content.quote.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3>{content.coversTitle}</h3>
      <ul>
        {content.covers.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{content.extras}</p>
    </section>
  )
}
