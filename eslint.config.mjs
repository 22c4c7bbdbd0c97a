// @ts-check
// `npm run lint` (ESLint, then `prettier --check`): the rules the React and TypeScript ecosystem runs, with type
// information, the rules of hooks and jsx-a11y. A rule switched off or relaxed says why on its line.
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

export default tseslint.config(
  // Built, cached and generated files (dist/: the server compiled by npm run build), and the fetched fonts' licences:
  // nothing we write by hand.
  { ignores: ["public/", ".cache/", ".netlify/", "node_modules/", "coverage/", "var/", "test-results/", "playwright-report/", "bench-results/", "static/", "dist/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ["./tsconfig.json", "./tsconfig.scripts.json"], tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use (Gatsby's API callbacks, mappers).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
    rules: {
      ...reactHooks.configs.flat["recommended-latest"].rules,
      // A missing dependency is a stale closure waiting to happen: an error, not a warning.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table wider than the screen scrolls in a labelled region that takes focus, so keyboard users can scroll it
      // (axe's scrollable-region-focusable; WAI's pattern for scrolling tables): "region" joins the rule's "tabpanel".
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // JavaScript outside a TypeScript project (jest and Babel configs, mocks, scripts that do not opt in with
    // `// @ts-check`): no type information to lint with, so the type-aware rules stay off there.
    files: ["**/*.{js,cjs,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { project: false, projectService: false, program: null }, globals: { ...globals.node }, sourceType: "module" },
  },
  {
    files: ["**/*.cjs", "jest.config.js", "jest-preprocess.js", "__mocks__/**/*.js", "server/gatsby-plugin/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    // CommonJS files (what jest and Gatsby load for these): `require` is how they import.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/__tests__/**", "**/*.test.{ts,tsx}", "jest.setup.ts", "src/test/**", "api/test-support/**", "server/test-support/**", "e2e/**"],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Tests write `async` where an API wants a promise without awaiting anything: testing-library's
      // `act(async () => …)` (which then flushes pending promises) and fakes of async interfaces (fetch's
      // `json()`, pagefind, stores). Dropping `async` there would change what the test does.
      "@typescript-eslint/require-await": "off",
      // @types/jest types the asymmetric matchers (expect.any, expect.stringContaining, expect.objectContaining) as
      // `any`, so each one inside an expected object is an "unsafe assignment"; the other no-unsafe-* rules stay on.
      "@typescript-eslint/no-unsafe-assignment": "off",
    },
  },
)
