import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { driverFor, filePathFromUrl, type Db } from '../../db/client'
import { storedFiles } from '../../db/schema'
import { getDb } from './db.server'
import { getEnv, type Env } from './env.server'

/**
 * Where uploaded bytes live (docs/decisions/0046-uploads.md). The database keeps what a file is (media_library: key,
 * type, size, sha256, who uploaded it, public or not); a storage keeps its bytes. The default is a folder beside the
 * embedded database; on a libSQL server the database itself (docs/decisions/0054-scale-out.md), so every instance
 * serves every upload. An S3-compatible store can implement the same three calls.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array | null>
  remove(key: string): Promise<void>
}

const checkedKey = (key: string) => {
  if (!/^[A-Za-z0-9._-]+$/.test(key)) throw new Error(`invalid storage key ${key}`)
  return key
}

/** A folder on disk; writes go to a temporary name first, so a reader never sees half a file. */
function folderStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, checkedKey(key))
  return {
    async put(key, bytes) {
      await mkdir(root, { recursive: true })
      const target = pathOf(key)
      const temporary = `${target}.${process.pid}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, target)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

/**
 * The bytes in the database (`stored_files`, a BLOB per key): shared by every instance on a libSQL server, backed
 * up with it. Files are at most 10 MB (claim proofs), well under libSQL's limits; one statement per call.
 */
export function databaseStorage(database: () => Promise<Db> = getDb): FileStorage {
  return {
    async put(key, bytes) {
      const db = await database()
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      await db
        .insert(storedFiles)
        .values({ key: checkedKey(key), bytes: buffer })
        .onConflictDoUpdate({ target: storedFiles.key, set: { bytes: buffer } })
    },
    async get(key) {
      const db = await database()
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.key, checkedKey(key)))
      return row ? new Uint8Array(row.bytes) : null
    },
    async remove(key) {
      const db = await database()
      await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)))
    },
  }
}

/** STORAGE when set; otherwise the database on a libSQL server (shared by instances), a folder on the embedded file. */
export function storageKind(env: Pick<Env, 'STORAGE' | 'DATABASE_URL'>): 'database' | 'folder' {
  return env.STORAGE ?? (driverFor(env.DATABASE_URL) === 'libsql' ? 'database' : 'folder')
}

let storage: FileStorage | undefined

/** The app's storage: see `storageKind`; the folder is `uploads/` beside the embedded database (./data/uploads). */
export function getStorage(): FileStorage {
  if (!storage) {
    const env = getEnv()
    if (storageKind(env) === 'database') {
      storage = databaseStorage()
      return storage
    }
    storage = folderStorage(uploadsFolder(env))
  }
  return storage
}

/** The folder of `folder` storage: uploads/ beside the embedded database, ./data/uploads otherwise. */
export function uploadsFolder({ DATABASE_URL }: Pick<Env, 'DATABASE_URL'>): string {
  const databaseFile = driverFor(DATABASE_URL) === 'better-sqlite3' ? filePathFromUrl(DATABASE_URL) : null
  return databaseFile && databaseFile !== ':memory:'
    ? path.join(path.dirname(path.resolve(databaseFile)), 'uploads')
    : path.resolve('data', 'uploads')
}

