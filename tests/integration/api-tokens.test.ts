import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiTokens } from '../../db/schema'
import {
  API_ACCESS_REQUIRED,
  API_TOKEN_INVALID,
  API_TOKEN_LIMIT_REACHED,
  API_TOKEN_NAME_REQUIRED,
  API_TOKEN_NOT_FOR_ADMIN,
  API_TOKEN_NOT_FOR_TOKENS,
  API_TOKEN_NOT_FOUND,
  API_TOKEN_RATE_PER_MINUTE,
  API_TOKEN_READ_ONLY,
  API_UPGRADE_URL,
  MAX_API_TOKENS,
} from '~/domain/api-tokens'
import { createApiToken, listApiTokens, revokeApiToken } from '~/models/api-tokens.server'
import { loader as myStartups } from '~/routes/api/my-startups'
import { action as startupApi } from '~/routes/api/startup'
import { loader as adminInvestors } from '~/routes/api/admin/investors'
import { action as tokensAction, loader as tokensLoader } from '~/routes/api/tokens'
import { action as pageAction, loader as pageLoader } from '~/routes/api-tokens'
import { middleware as signedInMiddleware } from '~/routes/layouts/signed-in'
import { getDb } from '~/server/db.server'
import { consume } from '~/server/rate-limit.server'
import { hashSecretToken } from '~/server/secret-token.server'
import type { PublicUser } from '~/shared/user'
import { createAdmin, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { giveApiAccess, takeApiAccessAway } from '../support/plans'
import { runApiTokenCapRace } from '../support/api-tokens'

// Personal API tokens (issue 44 item 3, docs/decisions/0137-api-tokens.md): the model, /api/tokens, the bearer
// credentials every /api route takes, and /profile/api-tokens. One database for the file; each test makes its members.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const call = (handler: (args: never) => unknown, method: string, path: string, headers: Record<string, string>, body?: unknown, params = {}) =>
  settle(() => handler(routeArgs(jsonRequest(path, method, body, headers), { params })))

async function enterpriseMember(): Promise<PublicUser> {
  const user = await createUser()
  await giveApiAccess(user)
  return user
}

describe('the model', () => {
  it('makes a token shown once and stored only as its hash, lists and revokes it; another member’s is a 404', async () => {
    const ann = await enterpriseMember()
    const made = await createApiToken(ann, { name: 'CRM sync', scopes: ['read'] })
    expect(made.token).toMatch(/^sat_[A-Za-z0-9_-]{43}$/)
    expect(made.shown).toBe(`${made.token.slice(0, 10)}…`)
    // Never in clear: no column of the row holds the token; the hash is its SHA-256.
    const db = await getDb()
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, made.id))
    expect(JSON.stringify(row)).not.toContain(made.token.slice(4))
    expect(row!.tokenHash).toBe(hashSecretToken(made.token))
    expect((await listApiTokens(ann)).map((token) => [token.name, token.scopes, token.revokedAt])).toEqual([['CRM sync', ['read'], null]])

    const bob = await enterpriseMember()
    await expect(revokeApiToken(bob, made.id)).rejects.toMatchObject({ status: 404, message: API_TOKEN_NOT_FOUND })
    expect((await revokeApiToken(ann, made.id)).revokedAt).toBeInstanceOf(Date)
    // Again: nothing changes, no error.
    expect((await revokeApiToken(ann, made.id)).revokedAt).toBeInstanceOf(Date)
  })

  it('needs a plan with API access: 403 with the way to it', async () => {
    const starter = await createUser()
    await expect(createApiToken(starter, { name: 'x', scopes: ['read'] })).rejects.toMatchObject({
      status: 403,
      message: API_ACCESS_REQUIRED,
      upgradeUrl: API_UPGRADE_URL,
    })
  })

  it(`keeps at most ${MAX_API_TOKENS} live tokens, decided by the INSERT under parallel posts; revoked ones do not count`, async () => {
    expect(await runApiTokenCapRace()).toEqual({ made: 3, refused: 9 })
    const cy = await enterpriseMember()
    for (let k = 0; k < MAX_API_TOKENS; k++) await createApiToken(cy, { name: `t${k}`, scopes: ['read'] })
    await expect(createApiToken(cy, { name: 'one more', scopes: ['read'] })).rejects.toMatchObject({ status: 409, message: API_TOKEN_LIMIT_REACHED })
    await revokeApiToken(cy, (await listApiTokens(cy))[0]!.id)
    expect((await createApiToken(cy, { name: 'after revoking one', scopes: ['read'] })).name).toBe('after revoking one')
  })
})

describe('a token on the /api', () => {
  it("acts as its owner — the owner's startups, never another's — within its scope", async () => {
    const owner = await enterpriseMember()
    const mine = await createStartup(owner, { name: 'Token Works' })
    const theirs = await createStartup(await createUser(), { name: 'Not Theirs' })
    const read = (await createApiToken(owner, { name: 'read', scopes: ['read'] })).token
    const write = (await createApiToken(owner, { name: 'write', scopes: ['write'] })).token

    const listed = await call(myStartups, 'GET', '/api/my-startups', bearer(read))
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual([{ id: mine.id, name: 'Token Works' }])
    expect(listed.headers.get('Cache-Control')).toBe('private, no-store')

    // A read token may not change anything; a write token may change what its owner may, and nothing else.
    const readOnly = await call(startupApi, 'PATCH', `/api/startups/${mine.id}`, bearer(read), { description: 'Changed' }, { id: String(mine.id) })
    expect(readOnly.status).toBe(403)
    expect(await readOnly.json()).toEqual({ message: API_TOKEN_READ_ONLY })
    const edited = await call(startupApi, 'PATCH', `/api/startups/${mine.id}`, bearer(write), { description: 'Changed through the API' }, { id: String(mine.id) })
    expect(edited.status).toBe(200)
    const foreign = await call(startupApi, 'PATCH', `/api/startups/${theirs.id}`, bearer(write), { description: 'Mine now' }, { id: String(theirs.id) })
    expect(foreign.status).toBe(403)
  })

  it('is refused at once when revoked, unknown or malformed (401), and where only a session may go (403)', async () => {
    const owner = await enterpriseMember()
    const made = await createApiToken(owner, { name: 'soon revoked', scopes: ['write'] })
    expect((await call(myStartups, 'GET', '/api/my-startups', bearer(made.token))).status).toBe(200)
    await revokeApiToken(owner, made.id)
    const revoked = await call(myStartups, 'GET', '/api/my-startups', bearer(made.token))
    expect(revoked.status).toBe(401)
    expect(await revoked.json()).toEqual({ message: API_TOKEN_INVALID })
    for (const header of [`Bearer sat_${'x'.repeat(43)}`, 'Bearer nonsense', 'Bearer ', 'Basic abc']) {
      const response = await call(myStartups, 'GET', '/api/my-startups', { Authorization: header })
      expect(response.status, header).toBe(401)
    }
    // A token with a session cookie beside it is the token: the cookie does not rescue a revoked one.
    const both = await call(myStartups, 'GET', '/api/my-startups', { ...bearer(made.token), Cookie: await signedInCookie(owner) })
    expect(both.status).toBe(401)

    // Tokens are managed while signed in; the admin API takes the session only, even an admin's token.
    const live = (await createApiToken(owner, { name: 'live', scopes: ['write'] })).token
    const making = await call(tokensAction, 'POST', '/api/tokens', bearer(live), { name: 'from a token', scopes: ['write'] })
    expect(making.status).toBe(403)
    expect(await making.json()).toEqual({ message: API_TOKEN_NOT_FOR_TOKENS })
    const admin = await createAdmin()
    await giveApiAccess(admin)
    const adminToken = (await createApiToken(admin, { name: 'admin', scopes: ['write'] })).token
    const panel = await call(adminInvestors, 'GET', '/api/admin/investors', bearer(adminToken))
    expect(panel.status).toBe(403)
    expect(await panel.json()).toEqual({ message: API_TOKEN_NOT_FOR_ADMIN })
  })

  it('stops working when the plan no longer gives API access, and past its rate (429 with Retry-After)', async () => {
    const owner = await enterpriseMember()
    const made = await createApiToken(owner, { name: 'limited', scopes: ['read'] })
    await takeApiAccessAway(owner)
    const lapsed = await call(myStartups, 'GET', '/api/my-startups', bearer(made.token))
    expect(lapsed.status).toBe(403)
    expect(await lapsed.json()).toEqual({ message: API_ACCESS_REQUIRED, upgradeUrl: API_UPGRADE_URL })
    await giveApiAccess(owner)
    for (let k = 0; k < API_TOKEN_RATE_PER_MINUTE; k++) await consume({ key: `api-token:${made.id}`, max: API_TOKEN_RATE_PER_MINUTE, windowMs: 60_000 })
    const limited = await call(myStartups, 'GET', '/api/my-startups', bearer(made.token))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('records when a token was last used, at most once a minute', async () => {
    const owner = await enterpriseMember()
    const made = await createApiToken(owner, { name: 'used', scopes: ['read'] })
    await call(myStartups, 'GET', '/api/my-startups', bearer(made.token))
    const db = await getDb()
    const [first] = await db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, made.id))
    expect(first!.at).toBeInstanceOf(Date)
    await call(myStartups, 'GET', '/api/my-startups', bearer(made.token))
    const [second] = await db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, made.id))
    expect(second!.at!.getTime()).toBe(first!.at!.getTime())
    const [{ n }] = (await db.all<{ n: number }>(sql`select count(*) as n from ${apiTokens} where ${apiTokens.id} = ${made.id}`)) as [{ n: number }]
    expect(n).toBe(1)
  })
})

describe('/api/tokens', () => {
  it('answers every 2xx and 4xx of the contract', async () => {
    const dee = await enterpriseMember()
    const cookie = { Cookie: await signedInCookie(dee) }
    expect((await call(tokensLoader, 'GET', '/api/tokens', {})).status).toBe(401)
    expect((await call(tokensAction, 'POST', '/api/tokens', {}, { name: 'x', scopes: ['read'] })).status).toBe(401)
    expect((await call(tokensAction, 'DELETE', '/api/tokens', {}, { id: 1 })).status).toBe(401)

    const made = await call(tokensAction, 'POST', '/api/tokens', cookie, { name: ' Reporting ', scopes: ['read', 'write'] })
    expect(made.status).toBe(201)
    const body = (await made.json()) as { id: number; token: string; scopes: string[]; name: string }
    expect(body).toMatchObject({ name: 'Reporting', scopes: ['read', 'write'], lastUsedAt: null, revokedAt: null })
    expect(body.token).toMatch(/^sat_/)
    expect(made.headers.get('Cache-Control')).toBe('private, no-store')

    const blank = await call(tokensAction, 'POST', '/api/tokens', cookie, { name: '', scopes: [] })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ errors: { name: [API_TOKEN_NAME_REQUIRED] } })
    expect((await call(tokensAction, 'POST', '/api/tokens', cookie, { name: 'x', scopes: ['admin'] })).status).toBe(400)

    const listed = await call(tokensLoader, 'GET', '/api/tokens', cookie)
    expect(listed.status).toBe(200)
    const tokens = (await listed.json()) as { id: number; token?: string }[]
    expect(tokens.map((token) => token.id)).toEqual([body.id])
    expect(tokens[0]).not.toHaveProperty('token')

    const starter = { Cookie: await signedInCookie(await createUser()) }
    const refused = await call(tokensAction, 'POST', '/api/tokens', starter, { name: 'x', scopes: ['read'] })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: API_ACCESS_REQUIRED, upgradeUrl: API_UPGRADE_URL })

    expect((await call(tokensAction, 'DELETE', '/api/tokens', starter, { id: body.id })).status).toBe(404)
    expect((await call(tokensAction, 'DELETE', '/api/tokens', cookie, { id: 'x' })).status).toBe(400)
    const revoked = await call(tokensAction, 'DELETE', '/api/tokens', cookie, { id: body.id })
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toMatchObject({ id: body.id, revokedAt: expect.any(String) })
    expect((await call(myStartups, 'GET', '/api/my-startups', bearer(body.token))).status).toBe(401)
  })
})

describe('/profile/api-tokens', () => {
  const post = (user: PublicUser, fields: Record<string, string>, path = '/profile/api-tokens') =>
    settle(async () => {
      const result = await pageAction(routeArgs(formRequest(path, fields), { user }))
      if (result instanceof Response) return result
      const { data, init } = result as unknown as { data: unknown; init?: ResponseInit }
      return Response.json(data, { status: init?.status ?? 200, headers: init?.headers })
    })

  it('makes a token and shows it once, keeps what was typed when refused, revokes through the confirmation', async () => {
    const fay = await enterpriseMember()
    expect(await pageLoader(routeArgs(getRequest('/profile/api-tokens'), { user: fay }) as never)).toEqual({ tokens: [], access: true })
    const made = await post(fay, { intent: 'create-token', name: 'Zapier', scopes: 'write' })
    expect(made.status).toBe(200)
    expect(made.headers.get('Cache-Control')).toBe('no-store')
    const answer = (await made.json()) as { ok: boolean; token: string; name: string }
    expect(answer).toMatchObject({ ok: true, name: 'Zapier' })
    expect(answer.token).toMatch(/^sat_/)
    // The page lists it without the token itself.
    const page = await pageLoader(routeArgs(getRequest('/profile/api-tokens'), { user: fay }) as never)
    expect(page.tokens.map((token) => [token.name, token.scopes])).toEqual([['Zapier', ['read', 'write']]])
    expect(JSON.stringify(page)).not.toContain(answer.token)

    const blank = await post(fay, { intent: 'create-token', name: '  ', scopes: 'read' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ ok: false, values: { name: '  ', scopes: 'read' }, errors: { name: API_TOKEN_NAME_REQUIRED } })

    const revoked = await post(fay, { intent: 'revoke-token', id: String(page.tokens[0]!.id) }, '/profile/api-tokens?dialog=revoke-token&token=1')
    expect(revoked.status).toBe(302)
    expect(revoked.headers.get('Location')).toBe('/profile/api-tokens')
    expect((await post(fay, { intent: 'revoke-token', id: '999999' })).status).toBe(404)
    expect((await post(fay, { intent: 'revoke-token', id: 'x' })).status).toBe(404)
  })

  it('tells a member without API access where to get it, and refuses their post with 403', async () => {
    const gus = await createUser()
    expect(await pageLoader(routeArgs(getRequest('/profile/api-tokens'), { user: gus }) as never)).toEqual({ tokens: [], access: false })
    const refused = await post(gus, { intent: 'create-token', name: 'x', scopes: 'read' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ ok: false, message: API_ACCESS_REQUIRED, values: { name: 'x' } })
  })

  it('sends a visitor who posts or asks for the page (document or .data) to sign in', async () => {
    for (const request of [
      formRequest('/profile/api-tokens', { intent: 'create-token', name: 'x', scopes: 'read' }),
      getRequest('/profile/api-tokens'),
      getRequest('/profile/api-tokens.data'),
    ]) {
      const response = await settle(() =>
        throughGuards(signedInMiddleware as never, routeArgs(request), (request.method === 'GET' ? pageLoader : pageAction) as never),
      )
      expect([302, 401]).toContain(response.status)
      if (response.status === 302) expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fprofile%2Fapi-tokens/)
    }
  })
})
