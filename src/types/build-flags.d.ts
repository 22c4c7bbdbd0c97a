/**
 * True in the server-rendering bundle only: webpack's DefinePlugin sets it per stage
 * (gatsby/on-create-webpack-config.ts), jest.config.js to true for tests. Read as `__SSR__ ? require("…") : null`, so
 * that webpack leaves the module out of the browser bundle while the server render has it at once: react-helmet
 * (src/framework/head-tags.tsx) and the global styles' rules (src/styles/global-styles.tsx). A component loaded on demand is a part instead (src/framework/parts.tsx).
 */
declare const __SSR__: boolean
