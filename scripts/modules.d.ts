// Types for the few packages scripts/ use that publish none (tsconfig.scripts.json checks the scripts with them).

declare module "autocannon" {
  interface Histogram {
    average: number
    total: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  export default function autocannon(options: Options): Promise<Result>
}

declare module "eslint-plugin-jsx-a11y" {
  import type { Linter } from "eslint"
  const plugin: { flatConfigs: { recommended: Linter.Config; strict: Linter.Config } }
  export default plugin
}
