import { Clock } from "lucide-react"
import { CompanyAddress } from "../../components/company-address"
import { SmartLink } from "../../components/smart-link"
import { TalkLink } from "../../components/talk-link"
import { CALL_FORM_PATH } from "../../lib/contact-paths"
import { Words } from "../../components/words"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { bookingUrl } from "../../shared/company-facts"
import type { ContactVariant } from "./contact-form"

/** Beside the contact form (./contact-section): the office's address and hours, and the other way to reach us. */
export function OfficeDetails({ variant }: { variant: ContactVariant }) {
  const facts = useSiteFacts()
  const isCall = variant === "call"
  const words = facts.labels.talk
  const booking = bookingUrl(facts)
  return (
    <aside
      aria-label="Office"
      data-copyable=""
      css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, "& > p": { display: "flex", gap: "0.55rem", margin: `${t.space.md} 0 0` }, "& svg": { color: t.colors.accent, flexShrink: 0 } })}
    >
      <h2 css={(t) => ({ fontSize: t.fontSizes.lg, marginTop: 0 })}>Our office</h2>
      <CompanyAddress />
      <p>
        {/* The size, gap and offset of the address icons above (company-address.tsx), so the icons line up. */}
        <Clock size={16} aria-hidden="true" css={{ flexShrink: 0, marginTop: "0.3rem" }} />
        <span>
          {facts.hours}. We reply {facts.responseTime}.
        </span>
      </p>
      <p css={(t) => ({ fontSize: t.fontSizes.sm })}>
        {isCall ? (
          <span>
            <Words text={words.toMessage} values={{ link: <SmartLink to="/contact">{words.toMessageLink}</SmartLink> }} />.
          </span>
        ) : (
          <span>
            <Words text={words.toCall} values={{ link: booking ? <TalkLink kind="call" look="text" /> : <SmartLink to={CALL_FORM_PATH}>{words.toCallLink}</SmartLink> }} />.
          </span>
        )}
      </p>
    </aside>
  )
}
