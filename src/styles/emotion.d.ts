import "@emotion/react"
import type { SiteTheme } from "./theme"

declare module "@emotion/react" {
  export interface Theme extends SiteTheme {}
}
