import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { serviceBusy } from '~/shared/errors'
import { createWorkQueue } from '~/shared/work-queue'

// OWASP Password Storage Cheat Sheet floor for scrypt: N = 2^17, r = 8, p = 1.
const COST = 2 ** 17
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 64
const SALT_BYTES = 16
// scrypt needs 128 · N · r bytes (128 MiB here); Node's default cap is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024

/**
 * One hash at a time, a short queue behind it, 503 past that (docs/decisions/0018-password-hashing-pool.md). Each
 * hash takes ~0.3 s of one core and 128 MiB; one at a time leaves libuv's other threads to static files, compression
 * and DNS, and the other core to the event loop, however hard sign-in is hammered.
 */
const HASH_CONCURRENCY = 1
const HASH_QUEUE = 16
const hashQueue = createWorkQueue({
  concurrency: HASH_CONCURRENCY,
  maxQueued: HASH_QUEUE,
  overflow: () => serviceBusy('Too many sign-ins at once. Please try again in a moment.'),
})

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return hashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  })
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$')
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of a random password, verified against when an e-mail is unknown so that a failed sign-in costs the same
 * time whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64'))
  return decoyHash
}
