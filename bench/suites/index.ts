import { dashboardSuite } from './dashboard'
import { eventsSuite } from './events'
import { jobsSuite } from './jobs'
import { matchingSuite } from './matching'
import { resourcesSuite } from './resources'
import { programsSuite } from './programs'
import { startupsSuite } from './startups'
import type { BenchSuite } from './types'
import { workspacesSuite } from './workspaces'

export { signedOutAndIn, type BenchScenario, type BenchSuite } from './types'

/** Every area's benchmark; an area adds its suite here. Startups come first: the other areas hang off them. */
export const SUITES: BenchSuite[] = [
  startupsSuite,
  jobsSuite,
  eventsSuite,
  workspacesSuite,
  resourcesSuite,
  programsSuite,
  dashboardSuite,
  matchingSuite,
]
