/** Unit and component tests. End-to-end tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // netlify/functions/*.mts: Netlify's modern functions are ES modules (the .mts extension says so).
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "mts", "tsx", "json", "node"],
  moduleNameMapper: {
    "\\.(css|woff2?)$": "identity-obj-proxy",
    "\\.(svg|png|jpe?g|webp)$": "<rootDir>/__mocks__/file-mock.js",
    // The route plan's redirect map, which the build writes and webpack aliases (gatsby/lib/plan/plan-file.ts).
    "^@route-plan/browser-redirects$": "<rootDir>/__mocks__/browser-redirects.json",
    // Code that imports a content file (a snippet) gets the tests' own copy: unit tests never read content/.
    "^(?:\\.\\./)+content/(.*)$": "<rootDir>/src/test/fixtures/content/$1",
    // @fastify/static 10 require()s the ES module content-disposition 3, which jest on Node 20 cannot load: a
    // stand-in for the one function it takes, used only by reply.download() (__mocks__/content-disposition.js).
    "^content-disposition$": "<rootDir>/__mocks__/content-disposition.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|gatsby-link|@reach|@mdx-js)/)"],
  // __SSR__: components render as on the server unless a test says otherwise (src/framework/head-tags.tsx).
  globals: { __PATH_PREFIX__: "", __SSR__: true },
  setupFiles: ["<rootDir>/__mocks__/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
  // userEvent typing is slow on a busy 2-core machine; a slow machine is not a failure.
  testTimeout: 20_000,
}
