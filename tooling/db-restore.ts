// npm run db:restore -- <backup> [--force]: restores a backup made by `npm run db:backup` (its folder, or its name
// under BACKUP_DIR) into the data folder DATABASE_URL names, after checking the copy's sha256 and integrity_check.
// The data folder must be empty; --force replaces the database and uploads there. Stop the server first.
import { backupTarget, resolveBackup, restoreBackup } from '../app/server/backup.server'
import { getEnv } from '../app/server/env.server'

const USAGE = 'Usage: npm run db:restore -- <backup folder or name under BACKUP_DIR> [--force]'

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const names = args.filter((arg) => arg !== '--force')
  if (names.length !== 1 || names[0]!.startsWith('-')) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  const env = getEnv()
  const backup = resolveBackup(names[0]!, env.BACKUP_DIR)
  const manifest = await restoreBackup({ ...backupTarget(env), backup, force })
  console.log(
    `Restored ${backup} (taken ${manifest.createdAt}, last migration ${manifest.schema.lastMigration ?? 'none'}) into ${env.DATABASE_URL}.`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && (error.name === 'EnvError' || error.name === 'BackupError') ? error.message : error)
  process.exitCode = 1
})
