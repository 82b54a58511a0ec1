// npm run db:seed [-- --startups N]: migrates DATABASE_URL and seeds it (idempotent).
import { migrate } from '../app/services/boot.server'
import { openDatabase } from '../db/client'
import { seed } from '../seed/index'

function parseStartupsArgument(argv: string[]): number | undefined {
  const index = argv.findIndex((arg) => arg === '--startups' || arg.startsWith('--startups='))
  if (index === -1) return undefined
  const raw = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1]
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--startups needs a whole number, got "${raw}"`)
  return value
}

async function main() {
  const started = performance.now()
  const url = process.env.DATABASE_URL || 'file:./data/app.db'
  const database = await openDatabase({ url, authToken: process.env.DATABASE_AUTH_TOKEN || undefined })
  try {
    await migrate(database)
    const result = await seed(database, {
      startups: parseStartupsArgument(process.argv.slice(2)),
      log: (message) => console.log(message),
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(result.seeded ? `Seeded ${url} in ${seconds} s.` : `Left ${url} unchanged.`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
