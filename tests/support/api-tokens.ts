import { expect } from 'vitest'
import { API_TOKEN_INVALID, API_TOKEN_LIMIT_REACHED, MAX_API_TOKENS } from '~/domain/api-tokens'
import { createApiToken, listApiTokens, revokeApiToken, userForApiToken } from '~/models/api-tokens.server'
import { createUser } from './factories'
import { giveApiAccess } from './plans'

/**
 * Personal API tokens' limits (docs/decisions/0137-api-tokens.md), run on both drivers (api-tokens.test.ts on the
 * embedded file, api-tokens-on-libsql.test.ts on sqld): a member three short of the cap posts twelve tokens at once and
 * exactly three are made — the INSERT … SELECT … WHERE live count < cap decides; a revoked token is refused by the very
 * next request.
 */
export async function runApiTokenCapRace(): Promise<{ made: number; refused: number }> {
  const member = await createUser({ firstName: 'Tokens' })
  await giveApiAccess(member)
  for (let k = 0; k < MAX_API_TOKENS - 3; k++) await createApiToken(member, { name: `t${k}`, scopes: ['read'] })
  const attempts = await Promise.allSettled(Array.from({ length: 12 }, (_, k) => createApiToken(member, { name: `p${k}`, scopes: ['read'] })))
  const made = attempts.filter((attempt) => attempt.status === 'fulfilled').length
  for (const attempt of attempts) {
    if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ status: 409, message: API_TOKEN_LIMIT_REACHED })
  }
  expect(made).toBe(3)
  const live = await listApiTokens(member)
  expect(live).toHaveLength(MAX_API_TOKENS)

  // Revoked: refused by the next request, on this driver too.
  const token = (await createApiToken(await withAccess(), { name: 'revoke me', scopes: ['read'] })).token
  const owner = await userForApiToken(token, 'GET')
  const [row] = await listApiTokens(owner)
  await revokeApiToken(owner, row!.id)
  await expect(userForApiToken(token, 'GET')).rejects.toMatchObject({ status: 401, message: API_TOKEN_INVALID })
  return { made, refused: attempts.length - made }
}

async function withAccess() {
  const user = await createUser()
  await giveApiAccess(user)
  return user
}
