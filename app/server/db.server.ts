import { openDatabase, type Database, type Db } from '../../db/client'
import { getEnv } from './env.server'

let opening: Promise<Database> | undefined

/**
 * The app's database handle, opened once per process from DATABASE_URL. Opening is all it does: the boot step
 * (app/services/boot.server.ts) migrates and prepares the database, and server.js runs it before it listens.
 */
export function getDatabase(): Promise<Database> {
  if (!opening) {
    const env = getEnv()
    opening = openDatabase({
      url: env.DATABASE_URL,
      authToken: env.DATABASE_AUTH_TOKEN,
      replicaPath: env.DATABASE_REPLICA_PATH,
      syncIntervalSeconds: env.DATABASE_SYNC_INTERVAL,
    })
  }
  return opening
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db
}
