import { fuzzSuite } from '../support/fuzz-suite'

// Shard 3 of the fuzz run (tests/support/fuzz-suite.ts).
fuzzSuite(3)
