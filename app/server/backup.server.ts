import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_MIGRATIONS_FOLDER, driverFor, filePathFromUrl } from '../../db/client'
import type { Env } from './env.server'
import { storageKind, uploadsFolder } from './storage.server'

/**
 * Backups that restore (issue 45 item 4, docs/decisions/0134-backups-and-background-jobs.md).
 *
 * A backup is a folder named by its UTC time (`2026-11-30T07-12-03-123Z`) under BACKUP_DIR holding `app.db` (the
 * embedded database, copied online with `VACUUM INTO` from a read connection of its own: one read transaction, so the
 * copy is the database as of one instant, while the server goes on writing — WAL lets writers past a reader),
 * `uploads/` (the upload folder, copied after the database, so every file the copy's rows name is there: uploads are
 * written before the row that names them) and `manifest.json` (time, last migration, sizes, the copy's sha256). It is
 * built in a hidden `.NAME.partial` folder and renamed when complete, so a half-made backup is never listed, restored
 * or counted by the retention.
 *
 * A libSQL server's files are the server's: the app cannot copy them consistently, so a backup there is refused with
 * a pointer to sqld's own (README "Backups and restore").
 */

export const BACKUP_DATABASE_FILE = 'app.db'
export const BACKUP_MANIFEST_FILE = 'manifest.json'
export const BACKUP_UPLOADS_FOLDER = 'uploads'
/** A backup folder's name: its creation time in UTC, sortable as text. */
export const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/

export interface BackupManifest {
  format: 1
  /** ISO time the copy was taken. */
  createdAt: string
  durationMs: number
  database: { file: string; bytes: number; sha256: string }
  /** The last migration applied (its tag from db/migrations/meta/_journal.json when known) and how many there are. */
  schema: { lastMigration: string | null; migrations: number }
  /** The upload folder's copy; null when uploads live in the database (STORAGE=database) or none were ever made. */
  uploads: { files: number; bytes: number } | null
}

export class BackupError extends Error {
  override name = 'BackupError'
}

export interface BackupTarget {
  /** DATABASE_URL: an embedded `file:` database. */
  databaseUrl: string
  /** The upload folder (app/server/storage.server.ts `uploadsFolder`), or null when uploads live in the database. */
  uploadsDir: string | null
}

/** What the app's configuration backs up: its database, and the upload folder when uploads live in one. */
export function backupTarget(env: Pick<Env, 'DATABASE_URL' | 'STORAGE'>): BackupTarget {
  return { databaseUrl: env.DATABASE_URL, uploadsDir: storageKind(env) === 'folder' ? uploadsFolder(env) : null }
}

export interface CreateBackupOptions extends BackupTarget {
  backupDir: string
  /** How many backups to keep, the newest; older ones are removed after this one is complete. */
  keep: number
  now?: () => Date
}

export interface CreatedBackup {
  path: string
  manifest: BackupManifest
  /** Older backups removed by the retention. */
  removed: string[]
}

export const LIBSQL_BACKUP_REFUSAL =
  'DATABASE_URL names a libSQL server: its files belong to the server, which the app cannot copy consistently. ' +
  "Back it up with the server's own means (sqld's bottomless replication to S3, or a copy of its data folder while " +
  'it is stopped): see README.md, "Backups and restore".'

function embeddedFile(databaseUrl: string): string {
  if (driverFor(databaseUrl) === 'libsql') throw new BackupError(LIBSQL_BACKUP_REFUSAL)
  const file = filePathFromUrl(databaseUrl)
  if (file === ':memory:') throw new BackupError('DATABASE_URL is an in-memory database: there is nothing to back up.')
  return path.resolve(file)
}

export function backupName(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-')
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function openReadOnly(file: string) {
  const { default: BetterSqlite3 } = await import('better-sqlite3')
  const connection = new BetterSqlite3(file, { readonly: true, fileMustExist: true })
  connection.pragma('busy_timeout = 5000')
  return connection
}

/** The journal's tag for each migration's `when` (drizzle keeps `created_at` = `when` in __drizzle_migrations). */
function migrationTags(): Map<number, string> {
  const journal = path.join(DEFAULT_MIGRATIONS_FOLDER, 'meta', '_journal.json')
  if (!existsSync(journal)) return new Map()
  const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number; tag: string }[] }
  return new Map(entries.map((entry) => [entry.when, entry.tag]))
}

async function copyUploads(from: string, to: string): Promise<{ files: number; bytes: number } | null> {
  if (!existsSync(from)) return null
  let files = 0
  let bytes = 0
  await mkdir(to, { recursive: true })
  for (const entry of await readdir(from, { withFileTypes: true })) {
    // A `.tmp` is a write in progress (storage.server.ts renames it into place when complete).
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue
    try {
      await copyFile(path.join(from, entry.name), path.join(to, entry.name))
    } catch (error) {
      // Removed between the listing and the copy: it was deleted, so it is not wanted back.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    files++
    bytes += (await stat(path.join(to, entry.name))).size
  }
  return { files, bytes }
}

/** Makes one backup, then removes the oldest beyond `keep`. */
export async function createBackup({ databaseUrl, uploadsDir, backupDir, keep, now = () => new Date() }: CreateBackupOptions): Promise<CreatedBackup> {
  const source = embeddedFile(databaseUrl)
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source} to back up.`)
  const started = now()
  const name = backupName(started)
  const root = path.resolve(backupDir)
  const target = path.join(root, name)
  if (existsSync(target)) throw new BackupError(`A backup named ${name} exists already.`)
  const partial = path.join(root, `.${name}.partial`)
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    const copy = path.join(partial, BACKUP_DATABASE_FILE)
    const connection = await openReadOnly(source)
    let lastMigration: { when: number } | undefined
    let migrations = 0
    try {
      connection.prepare('VACUUM INTO ?').run(copy)
    } finally {
      connection.close()
    }
    const copied = await openReadOnly(copy)
    try {
      const table = copied.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get()
      if (table) {
        lastMigration = copied.prepare('select created_at as "when" from __drizzle_migrations order by created_at desc limit 1').get() as
          | { when: number }
          | undefined
        migrations = (copied.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n
      }
    } finally {
      copied.close()
    }
    const uploads = uploadsDir ? await copyUploads(path.resolve(uploadsDir), path.join(partial, BACKUP_UPLOADS_FOLDER)) : null
    const manifest: BackupManifest = {
      format: 1,
      createdAt: started.toISOString(),
      durationMs: now().getTime() - started.getTime(),
      database: { file: BACKUP_DATABASE_FILE, bytes: (await stat(copy)).size, sha256: await sha256File(copy) },
      schema: {
        lastMigration: lastMigration ? (migrationTags().get(Number(lastMigration.when)) ?? String(lastMigration.when)) : null,
        migrations,
      },
      uploads,
    }
    await writeFile(path.join(partial, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    await rename(partial, target)
    return { path: target, manifest, removed: await pruneBackups(root, keep) }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}

/** The complete backups under `backupDir`, newest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  const root = path.resolve(backupDir)
  if (!existsSync(root)) return []
  const entries = await readdir(root, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory() && BACKUP_NAME.test(entry.name) && existsSync(path.join(root, entry.name, BACKUP_MANIFEST_FILE)))
    .map((entry) => entry.name)
    .sort()
    .reverse()
    .map((name) => path.join(root, name))
}

/** Removes every complete backup but the newest `keep`; answers the removed folders. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const removed = (await listBackups(backupDir)).slice(Math.max(1, keep))
  for (const folder of removed) await rm(folder, { recursive: true, force: true })
  return removed
}

/** A backup named by its folder, or by its name under `backupDir`. */
export function resolveBackup(backup: string, backupDir: string): string {
  const candidates = [path.resolve(backup), path.resolve(backupDir, backup)]
  const found = candidates.find((candidate) => existsSync(path.join(candidate, BACKUP_MANIFEST_FILE)))
  if (!found) throw new BackupError(`No backup at ${candidates.join(' or ')} (a backup folder holds ${BACKUP_MANIFEST_FILE}).`)
  return found
}

/** Checks a backup before it is used: its database copy's sha256 against the manifest, then SQLite's integrity_check. */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(await readFile(path.join(folder, BACKUP_MANIFEST_FILE), 'utf8')) as BackupManifest
  } catch {
    throw new BackupError(`${path.join(folder, BACKUP_MANIFEST_FILE)} is missing or not JSON.`)
  }
  const copy = path.join(folder, manifest.database?.file ?? BACKUP_DATABASE_FILE)
  if (!existsSync(copy)) throw new BackupError(`${copy} is missing.`)
  const sha256 = await sha256File(copy)
  if (sha256 !== manifest.database.sha256) {
    throw new BackupError(`${copy} is damaged: its sha256 is ${sha256}, the manifest says ${manifest.database.sha256}.`)
  }
  let verdict: string[]
  try {
    const connection = await openReadOnly(copy)
    try {
      verdict = (connection.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check)
    } finally {
      connection.close()
    }
  } catch (error) {
    // A file too damaged to open or to check (SQLITE_CORRUPT, SQLITE_NOTADB).
    verdict = [error instanceof Error ? error.message : String(error)]
  }
  if (verdict.join() !== 'ok') throw new BackupError(`${copy} fails integrity_check: ${verdict.slice(0, 5).join('; ')}`)
  return manifest
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0
}

export interface RestoreOptions extends BackupTarget {
  /** The backup's folder (see resolveBackup). */
  backup: string
  /** Replace the database and uploads that are there (the server must be stopped). */
  force?: boolean
}

/**
 * Restores a verified backup into an empty data folder (the database file's folder, and the upload folder): the
 * database copy goes in under a temporary name and is renamed into place, then the uploads. A data folder that holds
 * anything is refused unless `force`, which replaces the database (and its -wal/-shm) and the upload folder.
 */
export async function restoreBackup({ backup, databaseUrl, uploadsDir, force = false }: RestoreOptions): Promise<BackupManifest> {
  const target = embeddedFile(databaseUrl)
  const manifest = await verifyBackup(backup)
  const dataDir = path.dirname(target)
  const uploads = uploadsDir ? path.resolve(uploadsDir) : null
  if (!force) {
    const busy = [dataDir, ...(uploads ? [uploads] : [])]
    for (const folder of busy) {
      if (!(await isEmptyFolder(folder))) {
        throw new BackupError(`${folder} is not empty: restore into an empty data folder, or pass --force to replace what is there.`)
      }
    }
  }
  await mkdir(dataDir, { recursive: true })
  for (const suffix of ['-wal', '-shm', '']) await rm(target + suffix, { force: true })
  const incoming = `${target}.restoring`
  await copyFile(path.join(backup, manifest.database.file), incoming)
  await rename(incoming, target)
  if (uploads) {
    await rm(uploads, { recursive: true, force: true })
    const saved = path.join(backup, BACKUP_UPLOADS_FOLDER)
    if (existsSync(saved)) await cp(saved, uploads, { recursive: true })
  }
  return manifest
}
