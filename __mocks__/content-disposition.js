// content-disposition 3 is an ES module only, and @fastify/static 10 require()s it. Node 20.19+ loads it so (the
// production server does: `npm run check:server`); jest 30 on Node 20 cannot ("Must use import to load ES
// Module"; jest loads require(esm) from Node 24.9). @fastify/static uses it only for `reply.download()`, which
// the server never calls, so the unit tests get this stand-in, mapped in jest.config.js (docs/workarounds.md,
// row 22). It fails loudly if a test ever reaches it.
module.exports = {
  create() {
    throw new Error("content-disposition is not loaded in unit tests (__mocks__/content-disposition.js): the server sends no attachments")
  },
}
