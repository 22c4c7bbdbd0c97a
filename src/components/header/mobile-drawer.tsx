import * as React from "react"
import { part } from "../../framework/parts"
import type { DrawerProps } from "./mobile-drawer-dialog"

export type { DrawerProps }

const { default: DrawerDialog } = part(() => import("./mobile-drawer-dialog"), ["default"])

/**
 * The menu below 768 px (./mobile-drawer-dialog). Its code, with @reach/dialog's focus and scroll locks
 * (about 8 KiB gzipped), loads when the menu first opens instead of with every page; until then this renders
 * nothing, as the closed dialog did.
 */
export function MobileDrawer(props: DrawerProps) {
  const [wanted, setWanted] = React.useState(props.isOpen)
  if (props.isOpen && !wanted) setWanted(true)
  if (!wanted) return null
  return <DrawerDialog {...props} />
}
