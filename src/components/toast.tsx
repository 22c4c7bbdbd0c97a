import * as React from "react"
import { X } from "lucide-react"

/** docs/behaviour.md "Small interface timings" (notifications): bottom-right, at most 3 visible, gone after 4000 ms. */
export const TOAST_LIMIT = 3
export const TOAST_DURATION_MS = 4000

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

/** Newest first; past the limit the oldest go. */
export function addToast(list: readonly Toast[], toast: Toast, limit = TOAST_LIMIT): Toast[] {
  return [toast, ...list].slice(0, limit)
}

interface ToastApi {
  toast: (input: ToastInput) => number
  dismiss: (id: number) => void
}

const ToastContext = React.createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = React.useContext(ToastContext)
  if (!api) throw new Error("useToast must be used inside <ToastProvider>")
  return api
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = React.useState<Toast[]>([])
  const nextId = React.useRef(1)
  const dismiss = React.useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const toast = React.useCallback((input: ToastInput) => {
    const id = nextId.current++
    setToasts((list) =>
      addToast(list, {
        id,
        title: input.title,
        description: input.description ?? null,
        variant: input.variant ?? "default",
        duration: input.duration ?? TOAST_DURATION_MS,
      }),
    )
    return id
  }, [])
  const api = React.useMemo(() => ({ toast, dismiss }), [toast, dismiss])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

function ToastViewport({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <section aria-label="Notifications" css={{ position: "fixed", right: 0, bottom: 0, zIndex: 60, pointerEvents: "none" }}>
      <ol
        aria-live="polite"
        css={(t) => ({
          listStyle: "none",
          margin: 0,
          padding: t.space.md,
          display: "flex",
          flexDirection: "column-reverse",
          gap: t.space.xs,
          width: "min(24rem, 100vw)",
        })}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
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
