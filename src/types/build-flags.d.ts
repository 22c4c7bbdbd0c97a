/**
 * True in the server-rendering bundle only: webpack's DefinePlugin sets it per stage
 * (gatsby/on-create-webpack-config.ts), jest.config.js to true for tests. Only src/framework/head-tags.tsx reads it:
 * `__SSR__ ? require("react-helmet") : null`, so that webpack leaves react-helmet out of the browser bundle while the
 * server render has it at once. A component loaded on demand is a part instead (src/framework/parts.tsx).
 */
declare const __SSR__: boolean
