import * as React from "react"
import { part } from "../framework/parts"
import type { Toast, ToastInput } from "./toast-item"

export type { Toast, ToastInput, ToastVariant } from "./toast-item"

/** docs/behaviour.md "Small interface timings" (notifications): bottom-right, at most 3 visible, gone after 4000 ms. */
export const TOAST_LIMIT = 3
export const TOAST_DURATION_MS = 4000

/**
 * The notifications themselves load when the first is shown, or ahead of it when a form is sent (`preloadToasts`,
 * src/forms/use-submit.ts): a page needs none to hydrate. The live region they appear in is on every page from the
 * start, so screen readers announce each one.
 */
const { ToastItem, preload: preloadToasts } = part(() => import("./toast-item"), ["ToastItem"])
export { preloadToasts }

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
