import type { Faq } from "../../types/content"

/** A page's questions as schema.org FAQPage data (apart from ./faq-list.tsx, which the browser loads on demand). */
export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  }
}
