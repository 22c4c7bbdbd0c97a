// @ts-check
// Module hooks that let plain Node (20.19+, no Gatsby, no build step) import the TypeScript in api/:
// extensionless relative imports resolve to .ts files, which TypeScript strips to JavaScript in memory.
// Registered by the scripts with `register("../lib/ts-hooks.mjs", import.meta.url)`.
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import ts from "typescript"

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const relative = specifier.startsWith("./") || specifier.startsWith("../")
  if (relative && /\.m?ts$/.test(context.parentURL ?? "") && !/\.[cm]?[jt]s$/.test(specifier)) {
    for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
      const url = new URL(candidate, context.parentURL)
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true }
    }
  }
  return nextResolve(specifier, context)
}

/** @type {import("node:module").LoadHook} */
export async function load(url, context, nextLoad) {
  if (!/\.m?ts$/.test(url)) return nextLoad(url, context)
  const fileName = fileURLToPath(url)
  const { outputText } = ts.transpileModule(await readFile(fileName, "utf8"), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      isolatedModules: true,
      inlineSourceMap: true,
    },
  })
  return { format: "module", source: outputText, shortCircuit: true }
}
