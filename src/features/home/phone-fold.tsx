import * as React from "react"
import { ChevronDown } from "lucide-react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { fill } from "../../shared/fill"

/**
 * A long list of cards on a phone: the first `shown` items, then a "Show all {n}" button that unfolds the rest in
 * place. Wider screens show every item and no button, as before. The folded items stay in the HTML (search
 * engines, the page's search index and a screen reader's find all read them); only a phone's CSS hides them until
 * the button is pressed. `children` is the list itself (a `ul` or `ol` of `li`).
 */
export function PhoneFold({ count, shown, onDark = false, children }: { count: number; shown: number; onDark?: boolean; children: React.ReactElement }) {
  const [open, setOpen] = React.useState(false)
  const id = React.useId()
  const { showAll } = useSiteFacts().labels.pages
  if (count <= shown) return children
  return (
    <div
      id={id}
      css={(t) => ({
        [t.media.mobile]: open ? {} : { [`& > :is(ul, ol) > li:nth-of-type(n + ${shown + 1})`]: { display: "none" } },
      })}
    >
      {children}
      {!open && (
        <button
          type="button"
          aria-controls={id}
          aria-expanded="false"
          onClick={() => setOpen(true)}
          css={(t) => ({
            display: "none",
            [t.media.mobile]: { display: "inline-flex" },
            alignItems: "center",
            gap: t.space.xs,
            marginTop: t.space.md,
            padding: `${t.space.xs} ${t.space.md}`,
            minHeight: 44,
            font: "inherit",
            fontWeight: 650,
            fontSize: t.fontSizes.sm,
            borderRadius: t.radii.pill,
            cursor: "pointer",
            border: `1px solid ${onDark ? "rgba(255, 255, 255, 0.4)" : t.colors.border}`,
            background: onDark ? "transparent" : t.colors.white,
            color: onDark ? t.colors.white : t.colors.navy,
          })}
        >
          {fill(showAll, { n: String(count) })}
          <ChevronDown size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
