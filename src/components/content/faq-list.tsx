import type { Faq } from "../../types/content"

/** Questions as native disclosures (keyboard and screen-reader friendly without script). */
export function FaqList({ faqs, title = "Frequently asked questions", headingLevel = 2 }: { faqs: readonly Faq[]; title?: string | null; headingLevel?: 2 | 3 }) {
  if (faqs.length === 0) return null
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <section css={(t) => ({ marginTop: t.space.xl })}>
      {title && <Heading>{title}</Heading>}
      <div css={(t) => ({ display: "grid", gap: t.space.xs })}>
        {faqs.map((faq) => (
          <details
            key={faq.question}
            css={(t) => ({
              border: `1px solid ${t.colors.border}`,
              borderRadius: t.radii.md,
              background: t.colors.white,
              "&[open] summary": { borderBottom: `1px solid ${t.colors.border}` },
            })}
          >
            <summary css={(t) => ({ cursor: "pointer", padding: `${t.space.sm} ${t.space.md}`, fontWeight: 650, color: t.colors.navy })}>{faq.question}</summary>
            <p css={(t) => ({ margin: 0, padding: `${t.space.sm} ${t.space.md}` })}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  }
}
