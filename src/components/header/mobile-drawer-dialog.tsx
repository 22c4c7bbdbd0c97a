import * as React from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import { ChevronDown, X } from "lucide-react"
import { SmartLink } from "../smart-link"
import { ScrollArea } from "../scroll-area"
import type { NavEntry } from "../../types/content"
import { iconButton } from "../icon-button"

export interface DrawerProps {
  isOpen: boolean
  onDismiss: () => void
  navigation: readonly NavEntry[]
  pathname: string
  footer?: React.ReactNode
}

/**
 * The menu below 768 px: a right-side dialog (focus trapped, Esc closes, focus returns to the menu
 * button) whose groups (services, roles, industries, resources) each expand on their own.
 * Loaded by ./mobile-drawer when the menu first opens.
 */
export default function MobileDrawerDialog({ isOpen, onDismiss, navigation, pathname, footer }: DrawerProps) {
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const here = pathname.replace(/\/+$/, "") || "/"
  const shortcuts = navigation.flatMap((entry) => entry.items ?? []).filter((item) => item.shortcut)

  return (
    <DialogOverlay isOpen={isOpen} onDismiss={onDismiss} css={{ position: "fixed", inset: 0, zIndex: 55, background: "rgba(8, 29, 54, 0.5)", display: "flex", justifyContent: "flex-end" }}>
      <DialogContent
        aria-label="Site menu"
        css={(t) => ({
          width: "min(22rem, 88vw)",
          height: "100%",
          margin: 0,
          padding: 0,
          background: t.colors.white,
          display: "flex",
          flexDirection: "column",
          boxShadow: t.shadows.raised,
          animation: "drawer-in 0.2s ease-out",
          "@keyframes drawer-in": { from: { transform: "translateX(100%)" } },
        })}
      >
        <div css={(t) => ({ display: "flex", justifyContent: "space-between", alignItems: "center", padding: `${t.space.sm} ${t.space.md}`, borderBottom: `1px solid ${t.colors.border}` })}>
          <span css={(t) => ({ fontWeight: 650, color: t.colors.navy })}>Menu</span>
          <button type="button" onClick={onDismiss} aria-label="Close menu" css={iconButton}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <ScrollArea css={{ flex: 1 }}>
          <nav aria-label="Main">
            {shortcuts.length > 0 && (
              <ul aria-label="Shortcuts" css={(t) => ({ listStyle: "none", margin: 0, padding: `${t.space.sm} ${t.space.sm} 0`, display: "grid", gap: t.space.xs })}>
                {shortcuts.map((item) => (
                  <li key={item.to}>
                    <SmartLink to={item.to} onClick={onDismiss} aria-current={here === item.to ? "page" : undefined} css={(t) => [rowStyle(t), { background: t.colors.primarySoft, borderRadius: t.radii.md }]}>
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
            <ul css={(t) => ({ listStyle: "none", margin: 0, padding: t.space.sm })}>
              {navigation.map((entry) => {
                if (!entry.items || !entry.id) {
                  return (
                    <li key={entry.label}>
                      <SmartLink to={entry.to ?? "/"} onClick={onDismiss} aria-current={here === entry.to ? "page" : undefined} css={rowStyle}>
                        {entry.label}
                      </SmartLink>
                    </li>
                  )
                }
                const id = entry.id
                const open = expanded.has(id)
                return (
                  <li key={entry.label}>
                    <button type="button" aria-expanded={open} aria-controls={`drawer-${id}`} onClick={() => toggle(id)} css={rowStyle}>
                      {entry.label}
                      <ChevronDown size={18} aria-hidden="true" css={{ marginLeft: "auto", transition: "transform 0.15s", transform: open ? "rotate(180deg)" : "none" }} />
                    </button>
                    <ul id={`drawer-${id}`} hidden={!open} css={(t) => ({ listStyle: "none", margin: `0 0 ${t.space.xs}`, padding: `0 0 0 ${t.space.md}`, borderLeft: `2px solid ${t.colors.primarySoft}` })}>
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <SmartLink to={item.to} onClick={onDismiss} aria-current={here === item.to ? "page" : undefined} css={(t) => [rowStyle(t), { fontWeight: 450, fontSize: t.fontSizes.sm, minHeight: "2.5rem" }]}>
                            {item.label}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </nav>
        </ScrollArea>
        {footer && <div css={(t) => ({ padding: t.space.md, borderTop: `1px solid ${t.colors.border}` })}>{footer}</div>}
      </DialogContent>
    </DialogOverlay>
  )
}

const rowStyle = (t: import("@emotion/react").Theme) => ({
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "2.9rem",
  padding: `0 ${t.space.sm}`,
  border: 0,
  borderRadius: t.radii.sm,
  background: "transparent",
  color: t.colors.navy,
  fontSize: t.fontSizes.md,
  fontWeight: 560,
  textAlign: "left" as const,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: t.colors.surface, color: t.colors.navy },
  "&[aria-current=page]": { color: t.colors.primary },
})
