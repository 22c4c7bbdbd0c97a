// Babel for jest only (Gatsby's recipe): the site build uses Gatsby's own Babel setup.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }], "@babel/preset-typescript"],
  plugins: ["@emotion/babel-plugin"],
  babelrc: false,
  configFile: false,
})
