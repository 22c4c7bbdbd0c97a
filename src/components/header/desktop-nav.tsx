import * as React from "react"
import { ChevronDown } from "lucide-react"
import type { NavEntry } from "../../types/content"
import { MenuTiming } from "../../lib/menu-timing"
import { isCurrentSection } from "../../lib/navigation"
import { SmartLink } from "../smart-link"

const focusables = (panel: HTMLElement | null): HTMLAnchorElement[] => (panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>("a[href]")) : [])

/**
 * The header's menus for wide screens: disclosure buttons (aria-expanded) with link panels. Hover opens
 * with the delays in docs/behaviour.md, click and Enter/Space toggle, ArrowDown enters the panel, arrows move within it,
 * ArrowLeft/Right move between top-level items, Escape closes and returns focus to the trigger.
 */
export function DesktopNav({ navigation, pathname }: { navigation: readonly NavEntry[]; pathname: string }) {
  const [open, setOpen] = React.useState<string | null>(null)
  const timing = React.useMemo(() => new MenuTiming(setOpen), [])
  const triggers = React.useRef(new Map<string, HTMLButtonElement>())
  const panels = React.useRef(new Map<string, HTMLUListElement>())
  const barRef = React.useRef<HTMLUListElement>(null)

  React.useEffect(() => () => timing.dispose(), [timing])
  React.useEffect(() => timing.closeNow(), [pathname, timing])

  const topLevel = (): HTMLElement[] => (barRef.current ? Array.from(barRef.current.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button")) : [])

  const moveTopLevel = (from: HTMLElement, step: number) => {
    const items = topLevel()
    const i = items.indexOf(from)
    items[(i + step + items.length) % items.length]?.focus()
  }

  const onTriggerKey = (id: string) => (e: React.KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault()
      timing.openNow(id)
      requestAnimationFrame(() => focusables(panels.current.get(id) ?? null)[0]?.focus())
    } else if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault()
      moveTopLevel(e.currentTarget, e.key === "ArrowRight" ? 1 : -1)
    } else if (e.key === "Escape" && open === id) {
      timing.closeNow()
    }
  }

  const onPanelKey = (id: string) => (e: React.KeyboardEvent<HTMLUListElement>) => {
    const links = focusables(e.currentTarget)
    const i = links.indexOf(document.activeElement as HTMLAnchorElement)
    const go = (n: number) => {
      e.preventDefault()
      links[(n + links.length) % links.length]?.focus()
    }
    if (e.key === "ArrowDown") go(i + 1)
    else if (e.key === "ArrowUp") go(i - 1)
    else if (e.key === "Home") go(0)
    else if (e.key === "End") go(links.length - 1)
    else if (e.key === "Escape") {
      e.preventDefault()
      timing.closeNow()
      triggers.current.get(id)?.focus()
    }
  }

  const onItemBlur = (e: React.FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) timing.closeNow()
  }

  return (
    <ul ref={barRef} css={{ display: "flex", alignItems: "center", gap: 2, listStyle: "none", margin: 0, padding: 0 }}>
      {navigation.map((entry) => {
        const current = isCurrentSection(entry, pathname)
        if (!entry.items || !entry.id) {
          return (
            <li key={entry.label}>
              <SmartLink
                to={entry.to ?? "/"}
                aria-current={current ? "page" : undefined}
                css={itemStyle}
                onKeyDown={(e) => {
                  if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                    e.preventDefault()
                    moveTopLevel(e.currentTarget, e.key === "ArrowRight" ? 1 : -1)
                  }
                }}
              >
                {entry.label}
              </SmartLink>
            </li>
          )
        }
        const id = entry.id
        const isOpen = open === id
        const panelId = `menu-${id}`
        const wide = entry.items.length > 8
        return (
          <li key={entry.label} css={{ position: "relative" }} onPointerLeave={() => timing.pointerLeave()} onBlur={onItemBlur}>
            <button
              type="button"
              ref={(el) => {
                if (el) triggers.current.set(id, el)
              }}
              aria-expanded={isOpen}
              aria-controls={panelId}
              data-current={current || undefined}
              onPointerEnter={(e) => e.pointerType !== "touch" && timing.pointerEnter(id)}
              onClick={() => timing.toggle(id)}
              onKeyDown={onTriggerKey(id)}
              css={itemStyle}
            >
              {entry.label}
              <ChevronDown size={16} aria-hidden="true" css={{ transition: "transform 0.15s", transform: isOpen ? "rotate(180deg)" : "none" }} />
            </button>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on the panel's links bubble up here (the list takes no focus); the pointer keeps it open */}
            <ul
              id={panelId}
              ref={(el) => {
                if (el) panels.current.set(id, el)
              }}
              hidden={!isOpen}
              onPointerEnter={() => timing.keepOpen()}
              onKeyDown={onPanelKey(id)}
              css={(t) => ({
                position: "absolute",
                top: "calc(100% + 10px)",
                left: wide ? "50%" : 0,
                transform: wide ? "translateX(-50%)" : undefined,
                zIndex: 50,
                minWidth: "15rem",
                width: wide ? "34rem" : undefined,
                margin: 0,
                padding: t.space.xs,
                listStyle: "none",
                display: "grid",
                gridTemplateColumns: wide ? "1fr 1fr" : "1fr",
                gap: 2,
                background: t.colors.white,
                border: `1px solid ${t.colors.border}`,
                borderRadius: t.radii.md,
                boxShadow: t.shadows.raised,
                "&[hidden]": { display: "none" },
                "&::before": { content: '""', position: "absolute", left: 0, right: 0, top: -12, height: 12 },
              })}
            >
              {entry.items.map((item) => (
                <li key={item.to}>
                  <SmartLink
                    to={item.to}
                    onClick={() => timing.closeNow()}
                    aria-current={pathname.replace(/\/+$/, "") === item.to ? "page" : undefined}
                    css={(t) => ({
                      display: "block",
                      padding: "0.55rem 0.75rem",
                      borderRadius: t.radii.sm,
                      color: t.colors.ink,
                      textDecoration: "none",
                      fontSize: t.fontSizes.sm,
                      fontWeight: 500,
                      "&:hover, &:focus-visible": { background: t.colors.primarySoft, color: t.colors.primaryHover },
                      "&[aria-current=page]": { color: t.colors.primary, fontWeight: 650 },
                    })}
                  >
                    {item.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}

const itemStyle = (t: import("@emotion/react").Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  padding: "0.5rem 0.7rem",
  border: 0,
  borderRadius: t.radii.sm,
  background: "transparent",
  color: t.colors.navy,
  fontSize: t.fontSizes.sm,
  fontWeight: 560,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: t.colors.surface, color: t.colors.navy },
  "&[aria-current=page], &[data-current]": { color: t.colors.primary },
  "&[aria-expanded=true]": { background: t.colors.surface },
  [t.media.tablet]: { padding: "0.5rem 0.4rem", gap: 2 },
})
