/**
 * Runs at most `concurrency` jobs at a time and keeps at most `maxQueued` more waiting; past that, `run` refuses at
 * once with the error `overflow()` makes. Used for password hashing (docs/decisions/0018-password-hashing-pool.md):
 * scrypt runs on libuv's four shared threads, which also serve file reads, compression and DNS, so an unbounded
 * number of parallel hashes starves every other request.
 */
export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>
  /** Jobs running now and waiting, for tests and diagnostics. */
  readonly running: number
  readonly waiting: number
}

export function createWorkQueue({
  concurrency,
  maxQueued,
  overflow,
}: {
  concurrency: number
  maxQueued: number
  overflow: () => Error
}): WorkQueue {
  let running = 0
  const waiting: (() => void)[] = []

  function next() {
    const start = waiting.shift()
    if (start) start()
  }

  return {
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) throw overflow()
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
      running++
      try {
        return await job()
      } finally {
        running--
        next()
      }
    },
  }
}
