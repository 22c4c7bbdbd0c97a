import { hasServerGlobalStyles } from "../framework/emotion-cache"
import { part } from "../framework/parts"

/** Whether the page's HTML holds these styles already: decided once, as they never change while the app runs. */
let fromServer: boolean | undefined

/**
 * The rules (./global-rules.tsx): the server render draws them at once, into the page's head. A built page's
 * browser bundle leaves their text out (854 B gzip of every page's first-load JavaScript): webpack drops the
 * `require` under `__SSR__`, and the browser fetches them as a part (src/framework/parts.tsx) only for a page that
 * came without them, as under `gatsby develop`.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a require under `__SSR__` is what webpack leaves out of the browser bundle; an import would ship the rules
const ServerRules = __SSR__ ? (require("./global-rules") as typeof import("./global-rules")).GlobalRules : null
const { GlobalRules: BrowserRules } = part(() => import("./global-rules"), ["GlobalRules"])

/** The site's global styles, where the page does not have them already (src/framework/emotion-cache.tsx). */
export function GlobalStyles() {
  if (ServerRules) return <ServerRules />
  fromServer ??= hasServerGlobalStyles(document)
  return fromServer ? null : <BrowserRules />
}
