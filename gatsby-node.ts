// Wiring only: each Node API lives in its own module under gatsby/.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode } from "./gatsby/on-create-node"
export { createPages } from "./gatsby/create-pages"
export { onPostBuild } from "./gatsby/on-post-build"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
export { onCreateDevServer } from "./gatsby/on-create-dev-server"
