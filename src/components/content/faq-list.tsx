import { ChevronDown } from "lucide-react"
import type { Faq } from "../../types/content"
import { useSiteFacts } from "../../hooks/use-site-facts"

/**
 * Questions as native disclosures (keyboard and screen-reader friendly without script). Without a `title`
 * they are headed by content/site.yaml `labels.pages.faqs`; `null` gives no heading. `split`: from 1100 px the
 * heading stands in a column of its own at the left and the questions take the rest of the page's width.
 */
export function FaqList({ faqs, title, headingLevel = 2, split = false, id }: { faqs: readonly Faq[]; title?: string | null; headingLevel?: 2 | 3; split?: boolean; id?: string }) {
  const { faqs: defaultTitle } = useSiteFacts().labels.pages
  const heading = title === undefined ? defaultTitle : title
  if (faqs.length === 0) return null
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <section
      css={(t) => ({
        marginTop: t.space.xl,
        ...(split ? { maxWidth: t.proseWidth, [t.media.wide]: { maxWidth: "none", display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2.6fr)", columnGap: t.space.xxl, alignItems: "start", "& > h2, & > h3": { marginTop: t.space.xs } } } : {}),
      })}
    >
      {heading && <Heading id={id}>{heading}</Heading>}
      <div css={(t) => ({ display: "grid", gap: t.space.xs })}>
        {faqs.map((faq) => (
          <details
            key={faq.question}
            css={(t) => ({
              border: `1px solid ${t.colors.border}`,
              borderRadius: t.radii.md,
              background: t.colors.white,
              transition: "border-color 0.15s, box-shadow 0.15s",
              "&:hover": { borderColor: t.colors.primary },
              "&[open]": { borderColor: t.colors.primary, boxShadow: t.shadows.card },
              "&[open] > summary": { borderBottom: `1px solid ${t.colors.border}`, background: t.colors.primarySoft, borderRadius: `${t.radii.md} ${t.radii.md} 0 0` },
              "&[open] > summary svg": { transform: "rotate(180deg)" },
              [t.media.reducedMotion]: { transition: "none", "& > summary svg": { transition: "none" } },
            })}
          >
            <summary
              css={(t) => ({
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                gap: t.space.md,
                minHeight: 48,
                cursor: "pointer",
                padding: `${t.space.sm} ${t.space.md}`,
                fontWeight: 650,
                color: t.colors.navy,
                borderRadius: t.radii.md,
                listStyle: "none",
                "&::-webkit-details-marker": { display: "none" },
                "&:focus-visible": { outline: `3px solid ${t.colors.primary}`, outlineOffset: 2 },
              })}
            >
              <span>{faq.question}</span>
              {/* The one sign that this opens; it turns over when open. The text says what it is. */}
              <span
                aria-hidden="true"
                css={(t) => ({
                  display: "inline-flex",
                  alignItems: "center",
                  justifyContent: "center",
                  flexShrink: 0,
                  width: 28,
                  height: 28,
                  borderRadius: "50%",
                  background: t.colors.white,
                  border: `1px solid ${t.colors.border}`,
                  color: t.colors.primary,
                  "& svg": { transition: "transform 0.15s" },
                })}
              >
                <ChevronDown size={16} />
              </span>
            </summary>
            <p css={(t) => ({ margin: 0, padding: `${t.space.sm} ${t.space.md} ${t.space.md}` })}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
