import "@emotion/react"
import type { SiteTheme } from "./theme"

declare module "@emotion/react" {
  // Emotion's documented way to type its theme: the interface is merged into Emotion's own `Theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a declaration merge, not a type of its own
  export interface Theme extends SiteTheme {}
}
