// @ts-check
// npm run check:build — guards on the built site that no unit test can see (docs/workarounds.md).
//   node scripts/check/check-build.mjs [--root public] [--plan .cache/route-plan/plan.json] [--babel .cache/webpack/babel]
// Run after `npm run build` (it is part of `npm test`, right after the build); it only reads files, in about a
// second. With no build it fails and says so, rather than passing on nothing. It checks:
//   - the bundle loader: no built page keeps one of Gatsby's `<script src="/….js" async>` tags, and every page
//     that Gatsby rendered has the one loader (gatsby/lib/post-build/inline-scripts.ts `deferBundleScripts`);
//   - content-hashed chunk names: no chunk file and no line of the webpack runtime spells out a component's
//     name (gatsby/on-create-webpack-config.ts);
//   - react-helmet deferred: its code is in a chunk that no page loads with its first scripts
//     (src/framework/head-tags.tsx);
//   - Emotion's rules without vendor prefixes (src/framework/emotion-cache.tsx `CACHE_OPTIONS`);
//   - global styles in the server's tag only: no script a page loads first holds their rules (src/styles/global-styles.tsx);
//   - MDX bodies on their own: no script a page loads first holds an MDX page's body
//     (gatsby/loaders/mdx-body-loader.cjs);
//   - no Partytown: no browser script holds gatsby-script or Partytown's snippet (gatsby/on-create-webpack-config.ts
//     `PARTYTOWN_BROWSER`); no service-worker registration, and no browser plugin that would need one (`SERVICE_WORKER`);
//   - font files stay files: no page or stylesheet carries a font as a data: URL, which the CSP's
//     font-src 'self' blocks (gatsby/on-create-webpack-config.ts `fontsAsFiles`); the home page preloads the three
//     core files the build cut for the site's text (gatsby/lib/site-fonts.ts), 40,000 bytes or less in all (the
//     bench's budget of fonts before the first paint, README.md "How a page loads");
//   - no source maps: no browser bundle has or names one, and no module babel compiled carries Emotion's inline map
//     (gatsby/on-create-webpack-config.ts `BROWSER_DEVTOOL`, gatsby-config.ts's Emotion options); every browser
//     script opens with V8's compile hint (`COMPILE_HINT`);
//   - the route plan reached the pages: each planned page's `<title>` is the plan's title
//     (gatsby/lib/plan/routes.ts), and the resources hub lists the legal pages.
// Every failure is printed; the exit code is 1 when there is any.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import zlib from "node:zlib"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const { values: args } = parseArgs({
  options: {
    root: { type: "string", default: path.join(ROOT, "public") },
    plan: { type: "string", default: path.join(ROOT, ".cache", "route-plan", "plan.json") },
    babel: { type: "string", default: path.join(ROOT, ".cache", "webpack", "babel") },
  },
})

/** Folders of public/ that hold no pages. */
const NOT_PAGES = new Set(["page-data", "_gatsby", "static", "pagefind", "og", "~partytown"])
/** At least this many pages, so a half-written public/ does not pass. */
const MIN_PAGES = 50

/** @type {string[]} */
const failures = []
/** @param {string} message */
const fail = (message) => failures.push(message)

/**
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir, top = true) {
  /** @type {string[]} */
  const files = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory() && !(top && NOT_PAGES.has(entry.name))) files.push(...htmlFiles(full, false))
    else if (entry.isFile() && entry.name.endsWith(".html")) files.push(full)
  }
  return files
}

/** @param {string} text */
const decode = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, /** @type {string} */ hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, /** @type {string} */ dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/**
 * The scripts a page loads first: the bundle loader's list.
 * @param {string} html
 * @returns {string[] | null}
 */
function loaderScripts(html) {
  const loaders = [...html.matchAll(/<script id="bundle-loader" data-scripts='([^']*)'>/g)]
  if (loaders.length !== 1) return null
  return JSON.parse(decode(loaders[0]?.[1] ?? "[]"))
}

/** @param {string} root */
function checkPages(root) {
  const pages = htmlFiles(root).filter((file) => fs.readFileSync(file, "utf8").includes('id="___gatsby"'))
  if (pages.length < MIN_PAGES) fail(`only ${pages.length} pages rendered by Gatsby under ${root} (expected at least ${MIN_PAGES}): is the build complete?`)
  /** @type {Set<string>} */
  const firstLoad = new Set()
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    const where = path.relative(root, file)
    const async = html.match(/<script src="\/[^"<>]+\.js" async/g)
    if (async) fail(`${where}: ${async.length} bundle <script async> tag(s) that the bundle loader should have replaced`)
    if (html.includes("data:font/")) fail(`${where}: a font inlined as a data: URL, which the CSP (font-src 'self') blocks`)
    // gatsby-plugin-image's head tags only where the page shows one of its images (src/framework/image-head.ts).
    const images = html.includes("data-gatsby-image-wrapper")
    const imageHead = html.includes(".gatsby-image-wrapper{")
    if (images !== imageHead) fail(`${where}: ${images ? "shows a GatsbyImage without" : "shows no GatsbyImage but carries"} gatsby-plugin-image's head tags`)
    // Emotion's rules under the attribute the browser's cache takes over without moving the tags (src/framework/emotion-cache.tsx).
    if (html.includes("<style data-emotion=")) fail(`${where}: a <style data-emotion> tag, which Emotion's browser cache moves (restyling the page); the server writes data-server-styles`)
    const classRules = html.match(/<style data-server-styles="css">([^<]*)<\/style>/)?.[1]
    if (classRules === undefined) fail(`${where}: no <style data-server-styles="css"> with the server's Emotion rules`)
    // The browser's cache reads which rules the page has off their selectors: each must name one Emotion class.
    const twoClasses = classRules?.split("}").find((rule) => new Set(rule.match(/\.css-[\w-]+/g)).size > 1)
    if (twoClasses) fail(`${where}: a selector naming two Emotion classes, which the browser's cache would count as inserted: ${twoClasses.slice(0, 120)}`)
    // Written as given, without Emotion's vendor prefixer (CACHE_OPTIONS, src/framework/emotion-cache.tsx).
    if (/display:-(?:webkit-box|ms-flexbox)/.test(classRules ?? "")) fail(`${where}: the server's Emotion rules carry vendor prefixes (display:-webkit-box …): the cache should have no stylis plugins`)
    const scripts = loaderScripts(html)
    if (!scripts) fail(`${where}: not exactly one bundle loader (<script id="bundle-loader">)`)
    else if (!scripts.some((s) => /^\/app-[0-9a-f]+\.js$/.test(s))) fail(`${where}: the bundle loader does not load the app bundle (${scripts.join(", ")})`)
    // What the page loads first: the loader's list, or Gatsby's own tags where the loader is missing.
    const first = scripts ?? [...html.matchAll(/<script src="(\/[^"<>]+\.js)" async/g)].map((m) => m[1] ?? "")
    for (const s of first) firstLoad.add(s.replace(/^\//, ""))
  }
  return firstLoad
}

/**
 * @param {string} root
 * @param {Set<string>} firstLoad
 */
function checkChunks(root, firstLoad) {
  const named = fs.readdirSync(root).filter((f) => f.startsWith("component---") && f.endsWith(".js"))
  if (named.length > 0) fail(`${named.length} chunk file(s) named after their component (e.g. ${named[0]}): chunks should be named by content hash`)
  const runtime = fs.readdirSync(root).find((f) => /^webpack-runtime-[0-9a-f]+\.js$/.test(f))
  if (!runtime) fail("no webpack-runtime-<hash>.js in the build")
  else if (fs.readFileSync(path.join(root, runtime), "utf8").includes("component---")) fail(`${runtime} spells out component chunk names: chunks should be named by content hash`)

  // react-helmet's code carries this attribute name as a string; minifying keeps it. A page loads first the
  // scripts in its HTML and the chunks of the app and of its template (webpack.stats.json's chunk groups).
  const HELMET = "data-react-helmet"
  /** @type {{ namedChunkGroups?: Record<string, { assets: Array<string | { name: string }> }> }} */
  const stats = JSON.parse(fs.readFileSync(path.join(root, "webpack.stats.json"), "utf8"))
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (name === "app" || name.startsWith("component---")) for (const a of group.assets) firstLoad.add(typeof a === "string" ? a : a.name)
  }
  const early = [...firstLoad].filter((file) => file.endsWith(".js") && fs.existsSync(path.join(root, file)) && fs.readFileSync(path.join(root, file), "utf8").includes(HELMET))
  if (early.length > 0) fail(`react-helmet is in ${early.join(", ")}, which pages load before they hydrate: it should load after hydration, as a chunk of its own`)
  const helmetChunks = fs.readdirSync(root).filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(root, f), "utf8").includes(HELMET))
  if (helmetChunks.length === 0) fail("no chunk holds react-helmet: the browser could not keep the head in step after a navigation")

  // The global styles' rules are in the server render only (src/styles/global-styles.tsx): the pages' HTML has them,
  // and no script a page loads first carries their text (a chunk does, for a page that came without them).
  const GLOBAL_RULES = "text-rendering:optimizeLegibility"
  const withRules = [...firstLoad].filter((file) => file.endsWith(".js") && fs.existsSync(path.join(root, file)) && fs.readFileSync(path.join(root, file), "utf8").includes(GLOBAL_RULES))
  if (withRules.length > 0) fail(`the global styles' rules are in ${withRules.join(", ")}, which pages load before they hydrate: the server's tag has them (src/styles/global-styles.tsx)`)

  // An MDX page's body is a chunk of its own (gatsby/loaders/mdx-body-loader.cjs): a compiled body maps the
  // Markdown elements to components (`{p:"p",…}`, kept by minifying), and no script a page loads first has one.
  const MDX_BODY = /\{(?:\w+:"\w+",)*p:"p"/
  const withBody = [...firstLoad].filter((file) => file.endsWith(".js") && fs.existsSync(path.join(root, file)) && MDX_BODY.test(fs.readFileSync(path.join(root, file), "utf8")))
  if (withBody.length > 0) fail(`an MDX page's body is in ${withBody.join(", ")}, which pages load before they hydrate: it should be a chunk of its own`)
  const bodies = fs.readdirSync(root).filter((f) => f.endsWith(".js") && MDX_BODY.test(fs.readFileSync(path.join(root, f), "utf8")))
  if (bodies.length === 0) fail("no chunk holds an MDX page's body: is the MDX body rule matching no file?")

  // No Partytown in the browser bundle (gatsby/on-create-webpack-config.ts `PARTYTOWN_BROWSER`): its snippet
  // carries the script type "text/partytown" as a string, as gatsby-script does; no script of the build has it.
  const PARTYTOWN = "text/partytown"
  const withPartytown = fs.readdirSync(root).filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(root, f), "utf8").includes(PARTYTOWN))
  if (withPartytown.length > 0) fail(`Partytown's snippet or gatsby-script is in ${withPartytown.join(", ")}: Gatsby's partytown plugin's browser file should be replaced in the browser bundle`)

  // Gatsby's chunk mapping is written empty (gatsby/lib/post-build/inline-scripts.ts, UNREAD_CHUNK_MAPPING, on the
  // grounds that Gatsby writes it as a string): its one reader is a lookup by chunk name that falls back to no files.
  const mappingUses = fs
    .readdirSync(root)
    .filter((f) => f.endsWith(".js"))
    .flatMap((f) => [...fs.readFileSync(path.join(root, f), "utf8").matchAll(/___chunkMapping.{0,24}/g)].map((m) => `${f}: ${m[0]}`))
  if (mappingUses.length !== 1 || !/: ___chunkMapping\[\w+\]\|\|\[\]/.test(mappingUses[0] ?? ""))
    fail(`the browser code reads Gatsby's chunk mapping other than by one lookup that falls back to [] (${mappingUses.join("; ") || "nowhere"}): the empty mapping the pages carry (docs/workarounds.md, "Gatsby's chunk mapping") may no longer be right`)

  // No service-worker registration (gatsby/on-create-webpack-config.ts `SERVICE_WORKER`): Gatsby's file is not in
  // the bundle, and no plugin Gatsby lists for the browser implements registerServiceWorker, which would need it.
  const SW_MESSAGE = "Service workers can only be used over HTTPS"
  const withSw = fs.readdirSync(root).filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(root, f), "utf8").includes(SW_MESSAGE))
  if (withSw.length > 0) fail(`Gatsby's service-worker registration is in ${withSw.join(", ")}: it should be replaced in the browser bundle`)
  const pluginList = path.join(ROOT, ".cache", "api-runner-browser-plugins.js")
  if (fs.existsSync(pluginList)) {
    const files = [...fs.readFileSync(pluginList, "utf8").matchAll(/require\('([^']+)'\)/g)].map((m) => path.resolve(path.dirname(pluginList), m[1] ?? ""))
    const registering = files.filter((file) => fs.existsSync(file) && fs.readFileSync(file, "utf8").includes("registerServiceWorker"))
    if (registering.length > 0) fail(`${registering.join(", ")} implements registerServiceWorker: drop the service-worker stand-in (gatsby/on-create-webpack-config.ts)`)
  }
}

/**
 * @param {string} root
 * @param {string} planFile
 */
function checkPlan(root, planFile) {
  if (!fs.existsSync(planFile)) return fail(`${path.relative(ROOT, planFile)} is missing: the build writes it (gatsby/lib/plan/plan-file.ts)`)
  const plan = JSON.parse(fs.readFileSync(planFile, "utf8"))
  for (const page of plan.pages) {
    const file = path.join(root, page.path, "index.html")
    if (!fs.existsSync(file)) {
      fail(`${page.path}: planned, but public${page.path}/index.html was not built`)
      continue
    }
    const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "")
    if (!title.startsWith(`${page.seoTitle} | `)) fail(`${page.path}: <title> is "${title}", the route plan says "${page.seoTitle}"`)
  }
  // The hub's own list (the "Resources" section of cards): the prose and the footer link to the legal pages too.
  const hub = path.join(root, "resources", "index.html")
  const list = /<h2[^>]*>Resources<\/h2>([\s\S]*?)<\/section>/.exec(fs.existsSync(hub) ? fs.readFileSync(hub, "utf8") : "")?.[1] ?? ""
  for (const legal of ["/privacy-policy", "/standard-terms-of-services"]) {
    if (!list.includes(`href="${legal}"`)) fail(`resources/index.html: the resources hub's list does not include ${legal}`)
  }
}

/**
 * No source maps where they cost build time and help no one (gatsby-config.ts, gatsby/on-create-webpack-config.ts):
 * no browser bundle has a map or points at one, and no module babel compiled for this build carries Emotion's
 * inline map of its file (a `/*# sourceMappingURL=data:…` comment in a style string; babel-loader's cache holds
 * every module's output, gzipped).
 * @param {string} root
 * @param {string} babelCache
 */
function checkSourceMaps(root, babelCache) {
  const scripts = fs.readdirSync(root).filter((f) => f.endsWith(".js"))
  const maps = fs.readdirSync(root).filter((f) => f.endsWith(".js.map"))
  if (maps.length > 0) fail(`${maps.length} source map(s) beside the browser bundles (e.g. ${maps[0]}): the bundles are built without them`)
  const pointing = scripts.filter((f) => fs.readFileSync(path.join(root, f), "utf8").includes("sourceMappingURL="))
  if (pointing.length > 0) fail(`${pointing.length} browser bundle(s) point at a source map (e.g. ${pointing[0]})`)
  // V8's compile hint opens every browser script (gatsby/on-create-webpack-config.ts COMPILE_HINT).
  const unhinted = scripts.filter((f) => !fs.readFileSync(path.join(root, f), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"))
  if (unhinted.length > 0) fail(`${unhinted.length} browser script(s) do not start with V8's compile hint "//# allFunctionsCalledOnLoad" (e.g. ${unhinted[0]})`)
  const cached = fs.existsSync(babelCache) ? fs.readdirSync(babelCache).filter((f) => f.endsWith(".json.gz")) : []
  if (cached.length === 0) return fail(`${path.relative(ROOT, babelCache)} holds no compiled modules: is the build complete?`)
  const mapped = cached.filter((f) =>
    zlib
      .gunzipSync(fs.readFileSync(path.join(babelCache, f)))
      .toString("utf8")
      .includes("/*# sourceMappingURL=data:application/json"),
  )
  if (mapped.length > 0) fail(`${mapped.length} compiled module(s) in ${path.relative(ROOT, babelCache)} carry Emotion's inline source map (its sourceMap option is on outside \`gatsby develop\`)`)
}

/**
 * The font files the home page preloads: the three core files, 40,000 bytes or less in all.
 * @param {string} root
 */
function checkFontBudget(root) {
  const html = fs.readFileSync(path.join(root, "index.html"), "utf8")
  const fonts = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].filter(([tag]) => tag.includes('as="font"')).map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? "")
  if (fonts.length !== 3) fail(`index.html: preloads ${fonts.length} font files, not the three core files (src/styles/font-files.ts)`)
  const bytes = fonts.reduce((sum, href) => sum + fs.statSync(path.join(root, href)).size, 0)
  if (bytes > 40_000) fail(`index.html: preloads ${bytes.toLocaleString("en")} bytes of fonts, over the 40,000 before the first paint (gatsby/lib/site-fonts.ts cuts them)`)
}

/**
 * No MDX page's page data carries a copy of its frontmatter (gatsby/create-pages.ts, NO_FRONTMATTER_COPY): every
 * page's context has an empty one, which gatsby-plugin-mdx's onCreatePage then leaves alone.
 * @param {string} root
 */
function checkPageData(root) {
  const dir = path.join(root, "page-data")
  /** @type {string[]} */
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("page-data.json"))
  if (files.length === 0) return fail("public/page-data holds no page-data.json: is the build complete?")
  for (const f of files) {
    const frontmatter = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")).result?.pageContext?.frontmatter
    if (frontmatter && Object.keys(frontmatter).length > 0) fail(`page-data/${f}: pageContext holds the page's frontmatter (${Object.keys(frontmatter).length} fields), which no template reads`)
  }
}

const root = path.resolve(args.root)
if (!fs.existsSync(path.join(root, "webpack.stats.json"))) {
  console.error(`check-build: no build in ${root} (no webpack.stats.json): run \`npm run build\` first.`)
  process.exit(1)
}
checkChunks(root, checkPages(root))
for (const css of fs.readdirSync(root).filter((f) => f.endsWith(".css"))) {
  if (fs.readFileSync(path.join(root, css), "utf8").includes("data:font/")) fail(`${css}: a font inlined as a data: URL, which the CSP (font-src 'self') blocks`)
}
checkPlan(root, path.resolve(args.plan))
checkSourceMaps(root, path.resolve(args.babel))
checkPageData(root)
checkFontBudget(root)

if (failures.length > 0) {
  // The same problem on every page would drown the others: at most 5 lines of each kind.
  /** @type {Map<string, number>} */
  const shown = new Map()
  const lines = failures.filter((f) => {
    const kind = f.replace(/^\S+: /, "")
    shown.set(kind, (shown.get(kind) ?? 0) + 1)
    return (shown.get(kind) ?? 0) <= 5
  })
  const more = [...shown].filter(([, n]) => n > 5).map(([kind, n]) => `  … ${n - 5} more of "${kind}"`)
  console.error(`check-build: ${failures.length} problem(s) in the built site:\n${[...lines.map((f) => `  - ${f}`), ...more].join("\n")}`)
  process.exit(1)
}
console.log(
  "check-build: bundle loader on every page, the image plugin's head tags only with its images, content-hashed chunks, the chunk mapping read only by lookup, react-helmet deferred, Emotion's rules unprefixed, global styles in the server's tag, MDX bodies on their own, fonts as files within budget, no source maps, compile hints, no frontmatter in page data, pages titled as planned, legal pages in Resources",
)
