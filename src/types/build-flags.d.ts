/**
 * True in the server-rendering bundle only: webpack's DefinePlugin sets it per stage
 * (gatsby/on-create-webpack-config.ts), jest.config.js to true for tests. Code writes `__SSR__ ? require(…) : null`
 * so that webpack leaves the require out of the browser bundle (src/framework/on-demand.tsx).
 */
declare const __SSR__: boolean
