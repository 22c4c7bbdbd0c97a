// Workaround (docs/workarounds.md, "No Partytown in the browser bundle"): stands in for Gatsby's internal plugin
// gatsby/dist/internal-plugins/partytown/gatsby-browser.js in the browser bundle (gatsby/on-create-webpack-config.ts,
// PARTYTOWN_BROWSER). Gatsby's file implements onInitialClientRender only to inject off-main-thread scripts under
// `gatsby develop`, and returns at once in a build; but it requires gatsby-script and Partytown's snippet at its top,
// so every page's first-load JavaScript carried them (about 3 KiB gzip) for nothing. No page of this site uses
// gatsby-script's <Script>. This module implements no browser API, so Gatsby calls nothing here.
module.exports = {}
