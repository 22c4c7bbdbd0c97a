// @ts-check
// Runs a piece of work with some variables of process.env set (undefined removes one), then puts the old
// values back: for code that reads its configuration from the environment, run in this process as a host runs
// it (check:netlify's functions, bench:faults' scheduled function).

/**
 * @template T
 * @param {Record<string, string | undefined>} vars @param {() => Promise<T>} work @returns {Promise<T>}
 */
export async function withEnv(vars, work) {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]))
  /** @param {Record<string, string | undefined>} values */
  const apply = (values) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  apply(vars)
  try {
    return await work()
  } finally {
    apply(saved)
  }
}
