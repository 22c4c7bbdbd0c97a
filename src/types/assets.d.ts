/** Font files imported by webpack (Gatsby's url-loader): the default export is the file's public URL. */
declare module "*.woff2" {
  const url: string
  export default url
}
