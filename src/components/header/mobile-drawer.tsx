import * as React from "react"
import type { NavEntry } from "../../types/content"

export interface DrawerProps {
  isOpen: boolean
  onDismiss: () => void
  navigation: readonly NavEntry[]
  pathname: string
  footer?: React.ReactNode
}

const DrawerDialog = React.lazy(() => import("./mobile-drawer-dialog"))

/**
 * The menu below 768 px (./mobile-drawer-dialog). Its code, with @reach/dialog's focus and scroll locks
 * (about 8 KiB gzipped), loads when the menu first opens instead of with every page; until then this renders
 * nothing, as the closed dialog did.
 */
export function MobileDrawer(props: DrawerProps) {
  const [wanted, setWanted] = React.useState(props.isOpen)
  if (props.isOpen && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <DrawerDialog {...props} />
    </React.Suspense>
  )
}

const iconButton = (t: import("@emotion/react").Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: t.radii.sm,
  background: "transparent",
  color: t.colors.navy,
  cursor: "pointer",
  "&:hover": { background: t.colors.surface },
})

export { iconButton }
