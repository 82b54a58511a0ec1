import type { Database } from '../../db/client'

export interface BenchScenario {
  /** Shown in the tables. */
  name: string
  /** A GET answering a JSON array (its length is reported as rows) or a page (reported as 0 rows). */
  path: string
  /** Asked as the signed-in demo founder (bench/harness.ts signInAs) rather than as a visitor. */
  signedIn?: boolean
}

/** One area of the benchmark: fills its tables to `size` rows (once; reused afterwards) and names its scenarios. */
export interface BenchSuite {
  /** `npm run bench -- <name>` runs only this suite. */
  name: string
  ensure(database: Database, size: number, log: (message: string) => void): Promise<void>
  scenarios: BenchScenario[]
}

/**
 * A page measured twice, as a visitor and as a signed-in member: a member's page reads more (their own rows, the
 * signed-in chrome) and is answered `private, no-store`, so it is a scenario of its own beside the /api twin.
 */
export function signedOutAndIn(scenario: BenchScenario): BenchScenario[] {
  return [scenario, { ...scenario, name: `${scenario.name} (signed in)`, signedIn: true }]
}
