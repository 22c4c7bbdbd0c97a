import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import type { HomeContent } from "../../../types/home"

/**
 * The tests' own home page words: src/test/fixtures/content/home.yaml, a copy of content/home.yaml as it was
 * when the tests were written (tests never read content/; `npm run check:content` checks the real file). YAML
 * leaves absent optional fields (`to`, `icon`) undefined where GraphQL gives null; the components treat both alike.
 */
export function homeContent(): HomeContent {
  const file = path.join(__dirname, "..", "..", "..", "test", "fixtures", "content", "home.yaml")
  return yaml.load(fs.readFileSync(file, "utf8")) as HomeContent
}
