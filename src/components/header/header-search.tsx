import * as React from "react"
import { navigate } from "gatsby"
import { Search } from "lucide-react"
import { QUERY_PARAM, SEARCH_PATH, searchHref } from "../../lib/query-url"
import { iconButton } from "../icon-button"

/**
 * The header's search box (from 1100 px). A plain GET form to /search?q=…, so it works before and
 * without JavaScript; with JavaScript it routes in the app. It takes the room the menus leave: 6.5rem at
 * 1100 px, growing with the window to 10rem where the header stops widening (e2e/search.spec.ts checks
 * that logo, menus and box never overlap). It does not widen over the menus while typing, which would
 * hide the links under it.
 */
export function HeaderSearch() {
  const id = React.useId()
  const [query, setQuery] = React.useState("")
  const input = React.useRef<HTMLInputElement>(null)
  // Words typed before the page's script ran are in the box but not yet in the state: keep them.
  React.useEffect(() => {
    const early = input.current?.value
    if (early) setQuery(early)
  }, [])
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // The box itself, not the state: a visitor can type while the page is still hydrating.
    void navigate(searchHref(input.current?.value ?? query))
    setQuery("")
    e.currentTarget.querySelector("input")?.blur()
  }
  return (
    <form
      role="search"
      aria-label="Quick search"
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      css={(t) => ({
        display: "flex",
        alignItems: "center",
        // At most 8.5rem, so the menus, the box and "Get In Touch" on one line fit the header from 1100 px up.
        // Short of room (the words drawn in a fallback font wider than Inter) it shrinks with the header's
        // wrapper, down to its button, rather than widen the page.
        width: "clamp(6.5rem, calc(6.5rem + 100vw - 1100px), 8.5rem)",
        maxWidth: "100%",
        height: 40,
        border: `1px solid ${t.colors.border}`,
        borderRadius: t.radii.pill,
        background: t.colors.white,
        "&:focus-within": { borderColor: t.colors.primary, boxShadow: t.shadows.card },
        // The ring goes round the whole box (as the site's :focus-visible draws it), not the bare input.
        "&:has(input:focus-visible)": { outline: `3px solid ${t.colors.primary}`, outlineOffset: 2 },
      })}
    >
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name={QUERY_PARAM}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        css={(t) => ({
          flex: 1,
          minWidth: 0,
          height: "100%",
          padding: "0 0 0 0.9rem",
          border: 0,
          borderRadius: t.radii.pill,
          background: "transparent",
          color: t.colors.ink,
          fontSize: t.fontSizes.sm,
          "&::placeholder": { color: t.colors.muted, opacity: 1 },
          "&:focus-visible": { outline: "none" },
          "&::-webkit-search-cancel-button": { display: "none" },
        })}
      />
      <button type="submit" aria-label="Search" css={(t) => [iconButton(t), { flexShrink: 0, width: 38, height: 38, borderRadius: t.radii.pill }]}>
        <Search size={18} aria-hidden="true" />
      </button>
    </form>
  )
}
