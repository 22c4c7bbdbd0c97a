// libuv's worker threads do the server's file work: reading static files and, for every lead, the spool's
// fsyncs (api/spool.ts). Node starts 4, and under 50 leads at once the requests queued for them (p99 274 ms
// in bench:leads). The size can only be set in the environment before the process starts, so whatever
// starts the server (npm start, npm run serve, the tests' and benchmarks' scripts/lib/serve.mjs) passes it;
// a process manager that runs server/main.mjs itself should set UV_THREADPOOL_SIZE too (README "Deploy").
export const THREADPOOL_SIZE = "16"

/** The environment to start server/main.mjs with: `env` with UV_THREADPOOL_SIZE unless it already says. */
export const withThreadpool = (env = process.env) => ({ ...env, UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE ?? THREADPOOL_SIZE })
