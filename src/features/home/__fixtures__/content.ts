import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import type { HomeContent } from "../../../types/home"

/**
 * content/home.yaml itself, as tests' fixture: tests then check the words a visitor will see, not a copy
 * of them. YAML leaves absent optional fields (`to`, `icon`) undefined where GraphQL gives null; the
 * components treat both alike.
 */
export function homeContent(): HomeContent {
  const file = path.join(__dirname, "..", "..", "..", "..", "content", "home.yaml")
  return yaml.load(fs.readFileSync(file, "utf8")) as HomeContent
}
