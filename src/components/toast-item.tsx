import * as React from "react"
import { X } from "lucide-react"

export type ToastVariant = "default" | "destructive"

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
  duration?: number
}

export interface Toast extends Required<Omit<ToastInput, "description">> {
  id: number
  description: string | null
}

/** One notification (src/components/toast.tsx): gone after its duration, paused while pointed at or focused. */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = React.useState(false)
  React.useEffect(() => {
    if (paused) return undefined
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration)
    return () => window.clearTimeout(timer)
  }, [paused, toast.id, toast.duration, onDismiss])
  const destructive = toast.variant === "destructive"
  return (
    <li
      role={destructive ? "alert" : "status"}
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      css={(t) => ({
        pointerEvents: "auto",
        position: "relative",
        padding: `${t.space.sm} ${t.space.xl} ${t.space.sm} ${t.space.md}`,
        borderRadius: t.radii.md,
        boxShadow: t.shadows.raised,
        background: destructive ? t.colors.danger : t.colors.white,
        color: destructive ? t.colors.white : t.colors.ink,
        border: `1px solid ${destructive ? t.colors.danger : t.colors.border}`,
        animation: "toast-in 0.2s ease-out",
        "@keyframes toast-in": { from: { transform: "translateY(8px)", opacity: 0 } },
      })}
    >
      <p css={{ margin: 0, fontWeight: 650 }}>{toast.title}</p>
      {toast.description && <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.sm })}>{toast.description}</p>}
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        css={{ position: "absolute", top: 6, right: 6, border: 0, background: "transparent", color: "inherit", cursor: "pointer", padding: 6, lineHeight: 0, borderRadius: 6 }}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  )
}
