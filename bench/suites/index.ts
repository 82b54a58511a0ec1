import { programsSuite } from './programs'
import { startupsSuite } from './startups'
import type { BenchSuite } from './types'

export type { BenchScenario, BenchSuite } from './types'

/** Every area's benchmark; an area adds its suite here. Startups come first: the other areas hang off them. */
export const SUITES: BenchSuite[] = [startupsSuite, programsSuite]
