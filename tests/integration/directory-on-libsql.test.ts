import { beforeAll, describe } from 'vitest'
import { directoryFilterCases, insertDirectoryFixtures } from '../support/directory'
import { bootOnSqld } from '../support/sqld-boot'

bootOnSqld()

describe('investor and mentor directories (libSQL server)', () => {
  beforeAll(async () => {
    await insertDirectoryFixtures()
  })
  directoryFilterCases()
})
