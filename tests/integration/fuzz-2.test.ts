import { fuzzSuite } from '../support/fuzz-suite'

// Shard 2 of the fuzz run (tests/support/fuzz-suite.ts).
fuzzSuite(2)
