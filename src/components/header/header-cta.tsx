import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { ContactButton } from "../contact-button"

/**
 * The header's call to action, in the words of content/site.yaml `labels.header.cta`: in the header on phones
 * and wide screens, and at the foot of the menu drawer. It opens what the site's calls to action open (the
 * contact popup). `compact`: the phone header's smaller button, which leaves room for the logo, search and menu.
 */
export function HeaderCta({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { cta } = useSiteFacts().labels.header
  return (
    <ContactButton className={className} css={(t) => ({ whiteSpace: "nowrap", ...(compact ? { [t.media.mobile]: { minHeight: 40, padding: `0 ${t.space.sm}`, fontSize: "0.875rem" } } : {}) })}>
      {cta}
    </ContactButton>
  )
}
