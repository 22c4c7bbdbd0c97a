import * as React from "react"
// One module per flag: only these five are bundled, not the whole set.
import SG from "country-flag-icons/react/3x2/SG"
import PH from "country-flag-icons/react/3x2/PH"
import ID from "country-flag-icons/react/3x2/ID"
import VN from "country-flag-icons/react/3x2/VN"
import IN from "country-flag-icons/react/3x2/IN"
import type { HomeFlagCode } from "../../shared/home-content"

/** One per country of src/shared/home-content.ts `HOME_FLAG_CODES` (the type makes a missing one a compile error). */
const FLAGS: Readonly<Record<HomeFlagCode, typeof SG>> = { SG, PH, ID, VN, IN }

/** A 3:2 flag, decorative (the country's name is always written beside it). */
export function Flag({ code, width = 48 }: { code: string; width?: number }) {
  const Component = code in FLAGS ? FLAGS[code as HomeFlagCode] : undefined
  if (!Component) return null
  return <Component aria-hidden="true" data-flag={code} css={(t) => ({ display: "block", width, height: (width * 2) / 3, borderRadius: 4, boxShadow: `0 0 0 1px ${t.colors.border}`, flexShrink: 0 })} />
}
