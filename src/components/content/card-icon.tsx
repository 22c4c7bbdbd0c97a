import {
  Banknote,
  BookOpen,
  Building2,
  Calculator,
  CircleHelp,
  ClipboardList,
  Code,
  FileSignature,
  FileText,
  Gift,
  GraduationCap,
  HardHat,
  Headset,
  Landmark,
  Laptop,
  Lock,
  MapPin,
  Megaphone,
  Package,
  Palette,
  Plane,
  RadioTower,
  Scale,
  ShieldCheck,
  ShoppingCart,
  Stethoscope,
  Truck,
  UserSearch,
  Zap,
  type LucideIcon,
} from "lucide-react"
import type { CardIconName } from "../../shared/card-icons"

const ICONS = {
  banknote: Banknote,
  "book-open": BookOpen,
  building: Building2,
  calculator: Calculator,
  "circle-help": CircleHelp,
  "clipboard-list": ClipboardList,
  code: Code,
  "file-signature": FileSignature,
  "file-text": FileText,
  gift: Gift,
  "graduation-cap": GraduationCap,
  "hard-hat": HardHat,
  headset: Headset,
  landmark: Landmark,
  laptop: Laptop,
  lock: Lock,
  "map-pin": MapPin,
  megaphone: Megaphone,
  package: Package,
  palette: Palette,
  plane: Plane,
  "radio-tower": RadioTower,
  scale: Scale,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  stethoscope: Stethoscope,
  truck: Truck,
  "user-search": UserSearch,
  zap: Zap,
} as const satisfies Record<CardIconName, LucideIcon>

const isIconName = (name: string): name is CardIconName => Object.prototype.hasOwnProperty.call(ICONS, name)

/** A card's icon from its frontmatter name (the build has checked it), or nothing for an unknown name. */
export function CardIcon({ name }: { name: string }) {
  if (!isIconName(name)) return null
  const Icon = ICONS[name]
  return (
    <span
      aria-hidden="true"
      css={(t) => ({ display: "inline-flex", alignItems: "center", justifyContent: "center", width: "2.5rem", height: "2.5rem", borderRadius: t.radii.md, background: t.colors.primarySoft, color: t.colors.primary, flexShrink: 0 })}
    >
      <Icon size={20} strokeWidth={2} />
    </span>
  )
}
