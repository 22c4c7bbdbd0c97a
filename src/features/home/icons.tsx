import * as React from "react"
import { BadgeCheck, Briefcase, ClipboardList, FileSignature, Globe, HandCoins, Handshake, LifeBuoy, MapPin, Receipt, Rocket, Scale, Search, TrendingUp, UserCheck, Users, Wallet, type LucideIcon } from "lucide-react"
import type { HomeIconName } from "../../shared/home-content"

/** The icons content/home.yaml may name (its `icon` fields; src/shared/home-content.ts). Only these are bundled. */
export const HOME_ICONS: Readonly<Record<HomeIconName, LucideIcon>> = {
  scale: Scale,
  wallet: Wallet,
  rocket: Rocket,
  "map-pin": MapPin,
  users: Users,
  "trending-up": TrendingUp,
  globe: Globe,
  "file-signature": FileSignature,
  receipt: Receipt,
  "hand-coins": HandCoins,
  "user-check": UserCheck,
  search: Search,
  handshake: Handshake,
  "life-buoy": LifeBuoy,
  "clipboard-list": ClipboardList,
  briefcase: Briefcase,
}

/** A decorative icon by its content name; an unknown or missing name shows a neutral check badge. */
export function HomeIcon({ name, size = 22 }: { name?: string | null; size?: number }) {
  const Icon = (name && name in HOME_ICONS ? HOME_ICONS[name as HomeIconName] : undefined) ?? BadgeCheck
  return <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.9} />
}
