import * as React from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import { X } from "lucide-react"
import { iconButton } from "./icon-button"

interface ModalProps {
  isOpen: boolean
  onDismiss: () => void
  /** The id of the dialog's heading, which names it. */
  labelledBy: string
  describedBy?: string
  width?: string
  /** The element focused when the dialog opens (the first field of a form); otherwise the first tabbable. */
  initialFocusRef?: React.RefObject<HTMLElement>
  children: React.ReactNode
}

/** A centred dialog on @reach/dialog: focus trapped and returned, Esc and the overlay close it. */
export function Modal({ isOpen, onDismiss, labelledBy, describedBy, width = "32rem", initialFocusRef, children }: ModalProps) {
  return (
    <DialogOverlay
      isOpen={isOpen}
      onDismiss={onDismiss}
      initialFocusRef={initialFocusRef}
      css={(t) => ({
        position: "fixed",
        inset: 0,
        zIndex: 65,
        background: "rgba(8, 29, 54, 0.55)",
        display: "flex",
        alignItems: "flex-start",
        justifyContent: "center",
        overflowY: "auto",
        padding: "min(4vh, 2rem) 1rem",
        [t.media.mobile]: { padding: t.space.xs },
      })}
    >
      {/*
       * The dialog never outgrows the window (the overlay's box, less its padding): a long form scrolls inside it,
       * never the page behind, and its submit row (`dialogActions`) stays at its foot in view.
       */}
      <DialogContent
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        css={(t) => ({
          position: "relative",
          width: "100%",
          maxWidth: width,
          maxHeight: "100%",
          overflowY: "auto",
          overscrollBehavior: "contain",
          margin: "auto 0",
          padding: `${t.space.xl} ${t.space.lg} ${t.space.lg}`,
          [t.media.mobile]: { padding: `${t.space.lg} ${t.space.md} ${t.space.md}` },
          borderRadius: t.radii.lg,
          background: t.colors.white,
          boxShadow: t.shadows.raised,
          animation: "modal-in 0.18s ease-out",
          "@keyframes modal-in": { from: { transform: "translateY(12px)", opacity: 0 } },
        })}
      >
        <CloseButton onDismiss={onDismiss} css={{ position: "absolute", top: 10, right: 10 }} />
        {children}
      </DialogContent>
    </DialogOverlay>
  )
}

/**
 * The round "Close" button of the dialog and of the phone's bottom sheet; where it sits is the caller's (its `css`
 * prop arrives as `className` and wins over these styles).
 */
export function CloseButton({ onDismiss, className }: { onDismiss: () => void; className?: string }) {
  return (
    <button type="button" aria-label="Close" onClick={onDismiss} className={className} css={(t) => [iconButton(t), { width: 40, height: 40, borderRadius: t.radii.pill, color: t.colors.muted }]}>
      <X size={20} aria-hidden="true" />
    </button>
  )
}
