import * as React from "react"
import { Button } from "../../components/button"
import { CloseButton } from "../../components/modal"
import LeadDialog, { LEAD_DESCRIPTION, LEAD_HEADING, LEAD_SUBMIT } from "./lead-dialog"
import { isFormField } from "./manners"

interface LeadSheetProps {
  isOpen: boolean
  onDismiss: () => void
  onSuccess: () => void
}

/**
 * The lead-capture popup on phones (DECISIONS.md "Lead-capture popup"; lead-capture.tsx chooses it below 768 px):
 * a sheet along the bottom of the screen with the popup's heading, its line and one button, at most a third of
 * the screen tall. It is not a modal: it takes no focus, locks no scroll and covers nothing else, so the page
 * stays readable and usable (a full-screen dialog there is what search engines call an intrusive interstitial).
 * Touching it (or its button) opens the full form as the dialog, which then takes focus and closes with Esc.
 * Closing either records the popup as closed, as the dialog does.
 */
export default function LeadSheet({ isOpen, onDismiss, onSuccess }: LeadSheetProps) {
  const [expanded, setExpanded] = React.useState(false)
  // Shown again later (the timing rules allow a second showing), it starts as the sheet again.
  if (!isOpen && expanded) setExpanded(false)
  if (!isOpen) return null
  if (expanded) return <LeadDialog isOpen onDismiss={onDismiss} onSuccess={onSuccess} />
  return <Sheet onExpand={() => setExpanded(true)} onDismiss={onDismiss} />
}

/** The height to keep free at the foot of the page, so its last lines can be scrolled above the sheet. */
function useHeight(ref: React.RefObject<HTMLElement>): number {
  const [height, setHeight] = React.useState(0)
  React.useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === "undefined") return undefined
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return height
}

/**
 * True while the visitor is in a form field of the page (not of the sheet): the sheet then steps aside, so it
 * never covers the field they are typing in or sits on the phone's keyboard.
 */
function useTypingElsewhere(ref: React.RefObject<HTMLElement>): boolean {
  const [typing, setTyping] = React.useState(false)
  React.useEffect(() => {
    const update = () => {
      const el = document.activeElement
      setTyping(isFormField(el) && !ref.current?.contains(el))
    }
    // On focusout the next element is not focused yet: look once it is.
    const later = () => setTimeout(update, 0)
    update()
    document.addEventListener("focusin", update)
    document.addEventListener("focusout", later)
    return () => {
      document.removeEventListener("focusin", update)
      document.removeEventListener("focusout", later)
    }
  }, [ref])
  return typing
}

function Sheet({ onExpand, onDismiss }: { onExpand: () => void; onDismiss: () => void }) {
  const ref = React.useRef<HTMLElement>(null)
  const height = useHeight(ref)
  const away = useTypingElsewhere(ref)
  // Esc closes it while focus is on one of its buttons, as it closes the dialog.
  React.useEffect(() => {
    const el = ref.current
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onDismiss()
    }
    el?.addEventListener("keydown", onKey)
    return () => el?.removeEventListener("keydown", onKey)
  }, [onDismiss])
  return (
    <>
      {/* Room at the foot of the page for the sheet, so nothing stays under it at the end of the scroll. */}
      <div aria-hidden="true" data-testid="lead-sheet-room" css={{ height: away ? 0 : height }} />
      {/* A touch anywhere on the sheet outside its two buttons opens the form, as its button does; the buttons
          are the controls for keyboards and screen readers, so the sheet itself needs no key handler of its own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a larger touch target for the button inside */}
      <aside
        ref={ref}
        aria-labelledby="lead-sheet-title"
        aria-describedby="lead-sheet-description"
        data-testid="lead-sheet"
        hidden={away}
        onClick={(e) => {
          if (!(e.target as Element).closest("button")) onExpand()
        }}
        css={(t) => ({
          position: "fixed",
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 45,
          // A third of the visible screen at most (dvh: the part the browser's own bars leave; vh where unknown).
          maxHeight: ["33vh", "33dvh"],
          overflowY: "auto",
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr) auto",
          alignItems: "start",
          columnGap: t.space.xs,
          padding: `${t.space.sm} ${t.space.md} calc(${t.space.sm} + env(safe-area-inset-bottom, 0px))`,
          background: t.colors.white,
          borderTop: `1px solid ${t.colors.border}`,
          borderRadius: `${t.radii.lg} ${t.radii.lg} 0 0`,
          boxShadow: "0 -8px 32px rgba(8, 29, 54, 0.18)",
          cursor: "pointer",
          animation: "lead-sheet-in 0.22s ease-out",
          "@keyframes lead-sheet-in": { from: { transform: "translateY(100%)" } },
          [t.media.reducedMotion]: { animation: "none" },
          "&[hidden]": { display: "none" },
        })}
      >
        <h2 id="lead-sheet-title" css={(t) => ({ gridColumn: 1, margin: `${t.space.xxs} 0 0`, fontSize: t.fontSizes.lg, lineHeight: 1.25 })}>
          {LEAD_HEADING}
        </h2>
        <CloseButton onDismiss={onDismiss} css={{ gridColumn: 2, gridRow: "1 / span 2", marginTop: -4, marginRight: -8 }} />
        <p id="lead-sheet-description" css={(t) => ({ gridColumn: 1, margin: `${t.space.xxs} 0 ${t.space.sm}`, fontSize: t.fontSizes.sm, lineHeight: 1.45, color: t.colors.muted })}>
          {LEAD_DESCRIPTION}
        </p>
        <Button aria-haspopup="dialog" onClick={onExpand} css={{ gridColumn: "1 / -1", width: "100%" }}>
          {LEAD_SUBMIT}
        </Button>
      </aside>
    </>
  )
}
