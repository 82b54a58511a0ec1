// npm run db:migrate: applies pending migrations to DATABASE_URL (read as the server reads it) and exits. The server
// does the same at start (app/services/boot.server.ts); this is for migrating before a deploy or by hand.
import { withAppLock } from '../app/server/app-lock.server'
import { migrate } from '../app/services/boot.server'
import { getEnv } from '../app/server/env.server'
import { openDatabase } from '../db/client'

async function main() {
  const env = getEnv()
  const database = await openDatabase({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN })
  try {
    // The same lease as boot, so a deploy step migrating while instances start does not race them.
    await withAppLock(database, 'boot', () => migrate(database))
    console.log(`Migrated ${env.DATABASE_URL}.`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error)
  process.exitCode = 1
})
