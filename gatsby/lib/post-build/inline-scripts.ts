/**
 * Inline `<script>` elements of the built HTML. The Content-Security-Policy (./security-headers.ts) allows
 * inline scripts only by their SHA-256 hash, and the headers are written before any page exists, so every
 * inline script must be one fixed text known in advance.
 *
 * Gatsby writes three inline scripts whose text changes with the page or the build:
 *   <script id="gatsby-script-loader">/*<![CDATA[*\/window.pagePath="/about";/*]]>*\/</script>
 *   <script id="gatsby-chunk-mapping">window.___chunkMapping="{…}";</script>   (the `_gatsby-scripts` slice)
 *   <script>window.___webpackCompilationHash="…";</script>                     (the same slice)
 * `stabilizeGatsbyGlobals` turns each into GLOBALS_SCRIPT, one fixed text that assigns the same globals,
 * with the same values (but the chunk mapping, which nothing can read: UNREAD_CHUNK_MAPPING), at the same
 * moment, from the JSON in its `data-globals` attribute.
 *
 * The bundle loader, a workaround against Gatsby (docs/workarounds.md, written against Gatsby 5.16): Gatsby
 * lists its bundles as `<script src async>` tags, which run before the first paint on a fast link and hold
 * it back; `deferBundleScripts` replaces them with BUNDLE_LOADER_SCRIPT, which starts the same scripts after
 * the first paint. scripts/check/check-build.mjs fails the tests if a built page keeps an async bundle tag or
 * lacks the loader.
 * Pure string functions: no file system, no hashing (gatsby/post-build/inline-scripts.ts applies them).
 */

/** Assigns each property of the JSON object in the element's `data-globals` attribute to `window`. */
export const GLOBALS_SCRIPT = "Object.assign(window,JSON.parse(document.currentScript.dataset.globals))"

export interface InlineScript {
  /** Offsets of the whole element in the HTML. */
  start: number
  end: number
  attributes: Map<string, string>
  /** The element's text exactly as written, which is what a CSP hash covers. */
  text: string
  /** False for data blocks (JSON-LD and other non-JavaScript types), which a browser never runs. */
  executable: boolean
}

const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** HTML's JavaScript MIME type essences (the spec's list); "module" and no type also run. */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
])

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "")
  }
  return attributes
}

/** Whether a browser runs a script with this `type` attribute (HTML: exact, case-insensitive matches only). */
export function isExecutableType(type: string | undefined): boolean {
  if (type === undefined) return true
  const value = type.trim().toLowerCase()
  return value === "" || value === "module" || JAVASCRIPT_TYPES.has(value)
}

/** Every `<script>` without `src` in the HTML, in order. */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = []
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(match[1]!)
    if (attributes.has("src")) continue
    scripts.push({
      start: match.index,
      end: match.index + match[0].length,
      attributes,
      text: match[2]!,
      executable: isExecutableType(attributes.get("type")),
    })
  }
  return scripts
}

const CDATA = /^\s*(?:\/\*<!\[CDATA\[\*\/)?([\s\S]*?)(?:\/\*\]\]>\*\/)?\s*$/
const ASSIGNMENT = /^\s*window\.([A-Za-z_$][\w$]*)\s*=\s*("(?:[^"\\\n]|\\.)*")\s*;?/

/**
 * The globals a script assigns when its whole text is `window.name="string literal";` statements (what
 * Gatsby writes); null for any other script.
 */
export function globalsAssignedBy(text: string): Record<string, string> | null {
  let rest = CDATA.exec(text)![1]!
  const globals: Record<string, string> = {}
  while (rest.trim() !== "") {
    const match = ASSIGNMENT.exec(rest)
    if (!match) return null
    let value: unknown
    try {
      value = JSON.parse(match[2]!)
    } catch {
      return null
    }
    if (typeof value !== "string") return null
    globals[match[1]!] = value
    rest = rest.slice(match[0].length)
  }
  return Object.keys(globals).length > 0 ? globals : null
}

// Not escape-html (the one escaper elsewhere): JSON goes in single-quoted attributes, and escaping its every `"` as
// `&quot;` would lengthen every page's bundle loader.
const escapeAttribute = (value: string, quote: '"' | "'"): string =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(quote === '"' ? /"/g : /'/g, quote === '"' ? "&quot;" : "&#39;")

/** The GLOBALS_SCRIPT element that does what a Gatsby globals script did, keeping its other attributes. */
export function globalsScriptElement(attributes: ReadonlyMap<string, string>, globals: Record<string, string>): string {
  const kept = [...attributes].filter(([name]) => name !== "data-globals").map(([name, value]) => ` ${name}="${escapeAttribute(value, '"')}"`)
  return `<script${kept.join("")} data-globals='${escapeAttribute(JSON.stringify(globals), "'")}'>${GLOBALS_SCRIPT}</script>`
}

/**
 * What `___chunkMapping` is set to: empty. Gatsby 5.16 builds with slices and writes chunk-map.json (each
 * template's chunk files, for prefetching a page's code before a move) into it as a JSON *string*
 * (`gatsby/dist/utils/gatsby-webpack-stats-extractor.js`), while its one reader, `createComponentUrls` in
 * `cache-dir/loader.js`, looks a chunk name up as in an object (`window.___chunkMapping[name] || []`). A string
 * has no such property, so the lookup finds nothing for any chunk, and the 8 KB string on every page (0.7–0.8 KB
 * gzipped) served no code. An empty map is read the same way (docs/workarounds.md, "Gatsby's chunk mapping").
 */
export const UNREAD_CHUNK_MAPPING = "{}"

/** Rewrites Gatsby's per-page and per-build inline scripts into GLOBALS_SCRIPT; anything else is left as it is. */
export function stabilizeGatsbyGlobals(html: string): { html: string; rewritten: number } {
  let out = ""
  let cursor = 0
  let rewritten = 0
  for (const script of inlineScripts(html)) {
    if (!script.executable) continue
    const globals = globalsAssignedBy(script.text)
    if (!globals) continue
    if ("___chunkMapping" in globals) globals.___chunkMapping = UNREAD_CHUNK_MAPPING
    out += html.slice(cursor, script.start) + globalsScriptElement(script.attributes, globals)
    cursor = script.end
    rewritten += 1
  }
  return { html: out + html.slice(cursor), rewritten }
}

/**
 * Loads the scripts listed (JSON) in the element's `data-scripts` attribute once the page has painted in its
 * final fonts: after the window's `load` event (the fonts and eager images are in), two animation frames, and
 * the browser's report of a largest (or, without that API, first) contentful paint, which comes once the frame
 * is on screen, not just drawn. Lighthouse's simulated LCP counts every request started before the observed
 * largest paint; started two frames after this script ran, the bundles were counted in it.
 * Sooner when the visitor acts first (a pointer, touch, key or focus event): the app starts at once, and forms
 * keep what was typed meanwhile (useFormValues). A hidden tab paints nothing, so it loads at once; the 2 s
 * timer covers a load event that is slow to come (a large eager image), a paint never reported, and a browser
 * that runs no frames.
 */
export const BUNDLE_LOADER_SCRIPT =
  '(function(c){var d=0,w=window,P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[],k=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";function l(){if(d)return;d=1;JSON.parse(c.dataset.scripts).forEach(function(u){var s=document.createElement("script");s.src=u;document.body.appendChild(s)})}function p(){if(!k)return l();var o=new P(function(){o.disconnect();l()});o.observe({type:k,buffered:true})}function f(){requestAnimationFrame(function(){requestAnimationFrame(p)})}if(document.visibilityState!=="visible")l();else{if(document.readyState==="complete")f();else w.addEventListener("load",f);["pointerdown","touchstart","keydown","focusin"].forEach(function(e){w.addEventListener(e,l,{capture:true,once:true,passive:true})})}setTimeout(l,2000)})(document.currentScript)'

/** Gatsby's bundle tags: `<script src="/….js" async></script>` (webpack runtime, framework, app, shared chunks). */
const BUNDLE_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g

/**
 * Moves the app's bundles behind the first paint. Gatsby lists them as async scripts, which a browser
 * fetches as soon as it reads them, so on a fast link they are downloaded and run (parsing, compiling, the
 * start of hydration) before the page's first paint and hold it back. The visitor reads server HTML either
 * way; this paints it first and starts the JavaScript right after, in the same order. The tags are replaced
 * by one BUNDLE_LOADER_SCRIPT element, a fixed text the CSP allows by hash, where the last of them was.
 */
export function deferBundleScripts(html: string): { html: string; scripts: string[] } {
  const tags = [...html.matchAll(BUNDLE_SCRIPT)]
  if (tags.length === 0) return { html, scripts: [] }
  const scripts = tags.map((tag) => tag[1]!)
  const loader = `<script id="bundle-loader" data-scripts='${escapeAttribute(JSON.stringify(scripts), "'")}'>${BUNDLE_LOADER_SCRIPT}</script>`
  let out = ""
  let cursor = 0
  tags.forEach((tag, i) => {
    out += html.slice(cursor, tag.index) + (i === tags.length - 1 ? loader : "")
    cursor = tag.index + tag[0].length
  })
  return { html: out + html.slice(cursor), scripts }
}
