#!/usr/bin/env node
// @ts-check
// npm run leads:deliver [-- --retry-failed | --doubt-arrived=<id>,… | --release-doubt[=<id>,…]]: delivers every
// lead waiting in the store, in a checkout, straight from the TypeScript of api/ (no build needed). What it
// does, its flags and exit codes: api/deliver-command.ts. A production install runs the build's copy of the
// same command instead: `node dist/server/deliver.js` (server/deliver.ts).
import { register } from "node:module"

register("../lib/ts-hooks.mjs", import.meta.url)
/** @type {typeof import("../../api/index")} */
const { runDeliverCommand } = await import("../../api/index.ts")

process.exitCode = await runDeliverCommand({ argv: process.argv.slice(2), env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) })
