import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '~/server/password.server'
import { newPasswordSchema, PASSWORD_MAX } from '~/schemas/password'

describe('password hashing', () => {
  it('uses scrypt at or above the OWASP floor and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery staple')
    const [algorithm, n, r, p] = hash.split('$')
    expect(algorithm).toBe('scrypt')
    expect(Number(n)).toBeGreaterThanOrEqual(2 ** 17)
    expect(Number(r)).toBe(8)
    expect(Number(p)).toBe(1)
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
  })

  it('does not truncate long passwords', async () => {
    const long = 'a'.repeat(100)
    const hash = await hashPassword(long)
    expect(await verifyPassword(long, hash)).toBe(true)
    expect(await verifyPassword('a'.repeat(99) + 'b', hash)).toBe(false)
  })

  it('rejects malformed stored hashes without throwing', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false)
    expect(await verifyPassword('anything', 'bcrypt$1$2$3$4$5')).toBe(false)
  })
})

describe('newPasswordSchema', () => {
  const schema = newPasswordSchema()
  it('needs at least 8 characters, with the spec message', () => {
    const result = schema.safeParse('1234567')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters')
    expect(schema.safeParse('12345678').success).toBe(true)
  })
  it('accepts at least 64 characters and bounds the length', () => {
    expect(schema.safeParse('x'.repeat(64)).success).toBe(true)
    expect(schema.safeParse('x'.repeat(PASSWORD_MAX)).success).toBe(true)
    expect(schema.safeParse('x'.repeat(PASSWORD_MAX + 1)).success).toBe(false)
  })
})
