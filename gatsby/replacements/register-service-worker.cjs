// Workaround (docs/workarounds.md, "No service-worker registration in the browser bundle"): stands in for Gatsby's
// .cache/register-service-worker.js in the browser bundle (gatsby/on-create-webpack-config.ts, SERVICE_WORKER).
// Gatsby's production-app.js requires that file only when a plugin's registerServiceWorker returns true; no plugin
// of this site has one (scripts/check/check-build.mjs checks the plugins Gatsby lists), but webpack bundles the file
// anyway, into every page's first-load JavaScript. This module registers nothing.
module.exports = {}
