import * as React from "react"
import { Menu, Search } from "lucide-react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { Container } from "../container"
import { Logo } from "../logo"
import { SmartLink } from "../smart-link"
import { Tooltip } from "../tooltip"
import { DesktopNav } from "./desktop-nav"
import { HeaderSearch } from "./header-search"
import { MobileDrawer } from "./mobile-drawer"
import { iconButton } from "../icon-button"
import { HeaderCta } from "./header-cta"

/**
 * The sticky header: logo, menus (wide screens) or the drawer button (narrow), search (a search box from
 * 1100 px, an icon link to /search below), and the call to action (HeaderCta). On phones the call to action
 * stays beside the menu button, so it is in reach on every page at any scroll without covering any text; on
 * tablets (768–1099 px) the menus take its room and the Contact entry stands for it.
 */
export function Header({ pathname }: { pathname: string }) {
  const facts = useSiteFacts()
  const [drawerOpen, setDrawerOpen] = React.useState(false)
  // A new page closes the drawer, in the render that shows the page (React's "adjusting state when a prop changes").
  const [drawerPath, setDrawerPath] = React.useState(pathname)
  if (drawerPath !== pathname) {
    setDrawerPath(pathname)
    setDrawerOpen(false)
  }

  return (
    <header
      css={(t) => ({
        position: "sticky",
        top: 0,
        zIndex: 40,
        height: t.headerHeight,
        background: "rgba(255, 255, 255, 0.97)",
        borderBottom: `1px solid ${t.colors.border}`,
        [t.media.print]: { position: "static" },
      })}
    >
      <Container css={(t) => ({ display: "flex", alignItems: "center", height: "100%", gap: "1rem", [t.media.mobile]: { gap: t.space.xs } })}>
        <SmartLink to="/" aria-label={`${facts.name} home`} css={{ textDecoration: "none", display: "inline-flex", flexShrink: 0 }}>
          <Logo name={facts.name} compact />
        </SmartLink>
        {/* Menus start beside the logo and the search and contact group is pushed right: an item the parser
            adds while a slow phone is still reading the page then never moves what is already painted. */}
        <nav aria-label="Main" css={(t) => ({ marginLeft: t.space.sm, flexShrink: 1000, [t.media.mobile]: { display: "none" } })}>
          <DesktopNav navigation={facts.navigation} pathname={pathname} />
        </nav>
        {/* Short of room the menus give way first (their chevrons narrow, flexShrink 1000 above: as before in Inter),
            then this group (minWidth 0), its search box down to its button (40 px), rather than push the page wider
            than the window, as a fallback font wider than Inter did at 1100–1180 px (src/shared/font-fallbacks.ts). */}
        <div css={(t) => ({ display: "flex", alignItems: "center", gap: t.space.xs, marginLeft: "auto", minWidth: 0, [t.media.mobile]: { gap: t.space.xxs } })}>
          <span css={(t) => ({ display: "inline-flex", [t.media.wide]: { display: "none" } })}>
            <Tooltip label="Search the site">
              <SmartLink to="/search" aria-label="Search" css={(t) => [iconButton(t), { color: t.colors.navy }]}>
                <Search size={20} aria-hidden="true" />
              </SmartLink>
            </Tooltip>
          </span>
          <div css={(t) => ({ display: "none", [t.media.wide]: { display: "block", minWidth: 40 } })}>
            <HeaderSearch />
          </div>
          {/* The button keeps its words on one line (they wrapped at 1280 and 1440 px); the search box gives way first. */}
          <span data-testid="header-cta" css={(t) => ({ display: "inline-flex", flexShrink: 0, [t.media.tablet]: { display: "none" } })}>
            <HeaderCta compact />
          </span>
          <span css={(t) => ({ [t.media.desktop]: { display: "none" } })}>
            <button type="button" aria-label="Open menu" aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} css={iconButton}>
              <Menu size={24} aria-hidden="true" />
            </button>
          </span>
        </div>
      </Container>
      <MobileDrawer isOpen={drawerOpen} onDismiss={() => setDrawerOpen(false)} navigation={facts.navigation} pathname={pathname} footer={<HeaderCta css={{ width: "100%" }} />} />
    </header>
  )
}
