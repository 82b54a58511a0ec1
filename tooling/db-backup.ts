// npm run db:backup: an online copy of the embedded database and its uploads into a dated folder under BACKUP_DIR,
// keeping the newest BACKUP_KEEP (app/server/backup.server.ts, docs/decisions/0134-backups-and-background-jobs.md).
// Safe while the server runs. On a libSQL server it refuses: the server is backed up by its own means (README).
import { backupTarget, createBackup } from '../app/server/backup.server'
import { getEnv } from '../app/server/env.server'

async function main() {
  const env = getEnv()
  const { path, manifest, removed } = await createBackup({ ...backupTarget(env), backupDir: env.BACKUP_DIR, keep: env.BACKUP_KEEP })
  const uploads = manifest.uploads ? `, ${manifest.uploads.files} uploads (${manifest.uploads.bytes} bytes)` : ''
  console.log(`Backed up to ${path}: database ${manifest.database.bytes} bytes (sha256 ${manifest.database.sha256})${uploads}.`)
  for (const folder of removed) console.log(`Removed the older backup ${folder} (BACKUP_KEEP=${env.BACKUP_KEEP}).`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && (error.name === 'EnvError' || error.name === 'BackupError') ? error.message : error)
  process.exitCode = 1
})
