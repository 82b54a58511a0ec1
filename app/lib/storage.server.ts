import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { driverFor, filePathFromUrl } from '../../db/client'
import { getEnv } from './env.server'

/**
 * Where uploaded bytes live (docs/decisions/0046-uploads.md). The database keeps what a file is (media_library: key,
 * type, size, sha256, who uploaded it, public or not); a storage keeps its bytes. The default is a folder beside the
 * embedded database; an S3-compatible store or the database itself can implement the same three calls.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array | null>
  remove(key: string): Promise<void>
}

/** A folder on disk; writes go to a temporary name first, so a reader never sees half a file. */
export function folderStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9._-]+$/.test(key)) throw new Error(`invalid storage key ${key}`)
    return path.join(root, key)
  }
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

let storage: FileStorage | undefined

/** The app's storage: `uploads/` beside the embedded database file (./data/uploads by default). */
export function getStorage(): FileStorage {
  if (!storage) {
    const { DATABASE_URL } = getEnv()
    const databaseFile = driverFor(DATABASE_URL) === 'better-sqlite3' ? filePathFromUrl(DATABASE_URL) : null
    const root =
      databaseFile && databaseFile !== ':memory:'
        ? path.join(path.dirname(path.resolve(databaseFile)), 'uploads')
        : path.resolve('data', 'uploads')
    storage = folderStorage(root)
  }
  return storage
}

/** For tests that swap the storage. */
export function setStorage(next: FileStorage | undefined): void {
  storage = next
}
