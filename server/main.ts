/**
 * The production server's entry (README.md, "Any VM or container"), compiled by `npm run build` to
 * dist/server/main.js:
 *
 *   node dist/server/main.js [--port 9000] [--host 127.0.0.1]     (or PORT / HOST in the environment)
 *
 * libuv's worker threads do the server's file work: reading static files and, for every lead, the store's
 * fsyncs. Node starts 4, and under 50 leads at once requests queued for them (p99 274 ms in bench:leads).
 * libuv reads UV_THREADPOOL_SIZE when the pool first starts, at the first asynchronous file operation, so
 * the entry sets it before loading anything that could start one; a value in the environment wins.
 */
export const THREADPOOL_SIZE = "16"
process.env["UV_THREADPOOL_SIZE"] ||= THREADPOOL_SIZE

void import("./run").then(
  ({ run }) => run(),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
