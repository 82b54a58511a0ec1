import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { FUZZ_SHARDS, fuzzSuite } from '../support/fuzz-suite'

// Shard 1 of the fuzz run (tests/support/fuzz-suite.ts).
fuzzSuite(1)

it('every shard of the fuzz targets has its file, so none is left out', () => {
  const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((file) => /^fuzz-\d+\.test\.ts$/.test(file))
  expect(files.sort()).toEqual(Array.from({ length: FUZZ_SHARDS }, (_, index) => `fuzz-${index + 1}.test.ts`))
})
