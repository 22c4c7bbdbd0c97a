import { useTheme } from "@emotion/react"

/** The Solvix mark (two interlocking arcs: talent and technology) and wordmark. */
/**
 * `compact`: the header's logo, whose wordmark gives way where the header is short of room (tablets, beside
 * the menus, and phones narrower than 360 px, beside search, the call to action and the menu button). The
 * link around it is named after the company, so nothing is lost to a screen reader.
 */
export function Logo({ onDark = false, name, compact = false }: { onDark?: boolean; name: string; compact?: boolean }) {
  const t = useTheme()
  const text = onDark ? t.colors.white : t.colors.navy
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: "0.55rem" }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        {/* One mark on every background; on a dark one a light outline keeps the navy tile's edge visible. */}
        <rect x="0.75" y="0.75" width="30.5" height="30.5" rx="7.25" fill={t.colors.navy} stroke={onDark ? "rgba(255, 255, 255, 0.55)" : t.colors.navy} strokeWidth="1.5" />
        <path d="M9 20.5c0 2.5 2.6 4 6.5 4s7-1.6 7-4.6c0-6.2-13-3.7-13-9.6C9.5 7.6 12 6 15.5 6c3.4 0 6 1.4 6.5 4" fill="none" stroke={t.colors.white} strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="22.5" cy="10.5" r="2.2" fill={t.colors.gold} />
      </svg>
      <span css={{ fontFamily: t.fonts.heading, fontWeight: 700, fontSize: "1.35rem", letterSpacing: "-0.01em", color: text, ...(compact ? { [t.media.tablet]: { display: "none" }, [t.media.smallPhone]: { display: "none" } } : {}) }}>{name}</span>
    </span>
  )
}
