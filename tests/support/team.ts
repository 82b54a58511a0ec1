import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { emailOutbox, notifications, profileClaims, startups, startupTeam, teamInvitations } from '../../db/schema'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { loader as teamApiLoader, action as teamApi } from '~/routes/api/startup-team'
import { action as teamItemApi } from '~/routes/api/startup-team-item'
import { loader as invitationsApiLoader, action as invitationsApi } from '~/routes/api/startup-team-invitations'
import { action as invitationApi } from '~/routes/api/startup-team-invitation'
import { action as acceptApi } from '~/routes/api/team-invitation-accept'
import { action as managePageAction, loader as managePageLoader } from '~/routes/startup-manage-team'
import { action as acceptPageAction, loader as acceptPageLoader } from '~/routes/team-invitation'
import { createStartup, createUser, routeArgs, signedInCookie, uniqueEmail } from './factories'
import { formRequest, getRequest, jsonRequest } from './http'

/**
 * Issue 41 item 1 (docs/decisions/0108-team-roles-and-invitations.md), run on both drivers (team.test.ts on the
 * embedded file, team-on-libsql.test.ts on sqld): the team's mutations through the page and the /api, each
 * permission branch, invitations and their e-mail, and the last-owner rule under concurrency.
 */

export interface Who {
  user: PublicUser
  cookie: string
}

async function who(overrides: Parameters<typeof createUser>[0] = {}): Promise<Who> {
  const user = await createUser(overrides)
  return { user, cookie: await signedInCookie(user) }
}

/** The status a loader/action answered with, and its JSON body when it has one. */
export async function answer(run: () => unknown): Promise<{ status: number; body: Record<string, unknown> & { message?: string } }> {
  try {
    const result = await run()
    if (result instanceof Response) {
      const text = await result.text()
      return { status: result.status, body: text && result.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : {} }
    }
    const init = (result as { init?: { status?: number }; data?: unknown } | null)?.init
    const body = ((result as { data?: unknown })?.data ?? result) as Record<string, unknown>
    return { status: init?.status ?? 200, body }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: {} }
    const thrown = error as { init?: { status?: number }; data?: Record<string, unknown> }
    if (thrown.init?.status) return { status: thrown.init.status, body: thrown.data ?? {} }
    throw error
  }
}

const api = {
  list: (id: number, cookie?: string) =>
    answer(() => teamApiLoader(routeArgs(getRequest(`/api/startups/${id}/team`, cookie ? { Cookie: cookie } : {}), { params: { id: String(id) } }))),
  add: (id: number, cookie: string, body: unknown) =>
    answer(() => teamApi(routeArgs(jsonRequest(`/api/startups/${id}/team`, 'POST', body, { Cookie: cookie }), { params: { id: String(id) } }))),
  patch: (id: number, itemId: number, cookie: string, body: unknown) =>
    answer(() =>
      teamItemApi(
        routeArgs(jsonRequest(`/api/startups/${id}/team/${itemId}`, 'PATCH', body, { Cookie: cookie }), {
          params: { id: String(id), itemId: String(itemId) },
        }),
      ),
    ),
  remove: (id: number, itemId: number, cookie: string) =>
    answer(() =>
      teamItemApi(
        routeArgs(jsonRequest(`/api/startups/${id}/team/${itemId}`, 'DELETE', undefined, { Cookie: cookie }), {
          params: { id: String(id), itemId: String(itemId) },
        }),
      ),
    ),
  invite: (id: number, cookie: string, body: unknown) =>
    answer(() =>
      invitationsApi(routeArgs(jsonRequest(`/api/startups/${id}/team/invitations`, 'POST', body, { Cookie: cookie }), { params: { id: String(id) } })),
    ),
  invitations: (id: number, cookie: string) =>
    answer(() =>
      invitationsApiLoader(routeArgs(getRequest(`/api/startups/${id}/team/invitations`, { Cookie: cookie }), { params: { id: String(id) } })),
    ),
  revoke: (id: number, invitationId: number, cookie: string) =>
    answer(() =>
      invitationApi(
        routeArgs(jsonRequest(`/api/startups/${id}/team/invitations/${invitationId}`, 'DELETE', undefined, { Cookie: cookie }), {
          params: { id: String(id), invitationId: String(invitationId) },
        }),
      ),
    ),
  accept: (token: string, cookie: string) =>
    answer(() => acceptApi(routeArgs(jsonRequest(`/api/team-invitations/${token}/accept`, 'POST', {}, { Cookie: cookie }), { params: { token } }))),
}

const page = {
  load: (id: number, as: Who, query = '') =>
    answer(() => managePageLoader(routeArgs(getRequest(`/startup/${id}/manage/team${query}`), { params: { id: String(id) }, user: as.user }))),
  post: (id: number, as: Who, fields: Record<string, string>) =>
    answer(() =>
      managePageAction(routeArgs(formRequest(`/startup/${id}/manage/team`, fields), { params: { id: String(id) }, user: as.user })),
    ),
}

/** The token of the latest invitation e-mail to `to`, read from the outbox as the worker would render it. */
export async function invitationToken(to: string): Promise<{ token: string; outbox: typeof emailOutbox.$inferSelect }> {
  const db = await getDb()
  const rows = await db.select().from(emailOutbox).where(and(eq(emailOutbox.recipient, to), eq(emailOutbox.template, 'team-invitation')))
  const row = rows.at(-1)
  expect(row, `an invitation e-mail to ${to}`).toBeDefined()
  const path = String((row!.data as { acceptPath?: string }).acceptPath)
  expect(path).toMatch(/^\/team-invitations\/[A-Za-z0-9_-]{43}$/)
  return { token: path.split('/').pop()!, outbox: row! }
}

/** A startup with its founder (owner), an editor and an owner who joined by invitation, a lapsed claimer. */
export async function teamWorld() {
  const founder = await who({ userType: 'startup' })
  const { id } = await createStartup(founder.user)
  const editor = await who()
  const owner = await who()
  const lapsed = await who()
  const stranger = await who()
  const admin = await who({ userType: 'admin' })
  const db = await getDb()
  await db.insert(startupTeam).values([
    { startupId: id, userId: editor.user.id, accessRole: 'editor', displayOrder: 1 },
    { startupId: id, userId: owner.user.id, accessRole: 'owner', displayOrder: 2 },
    { startupId: id, userId: lapsed.user.id, accessRole: 'owner', displayOrder: 3 },
  ])
  // The lapsed claimer: an approved claim whose subscription no longer runs (decision 0083).
  await db.insert(profileClaims).values({
    startupId: id,
    claimerId: lapsed.user.id,
    companyName: 'Co',
    claimerName: 'Lapsed',
    claimerEmail: lapsed.user.email,
    claimerTitle: 'CEO',
    businessRegistration: 'BR-1',
    justification: 'Mine',
    status: 'approved',
    paymentStatus: 'paid',
  })
  await db.update(startups).set({ claimedByUserId: lapsed.user.id, subscriptionActive: false }).where(eq(startups.id, id))
  return { id, founder, editor, owner, lapsed, stranger, admin }
}

const person = { name: 'Ana Lim', role: 'CTO', bio: 'Builds the platform.', links: ['https://example.com/ana'], kind: 'advisor' }

export async function runApiMutationsAndPermissions(): Promise<void> {
  const w = await teamWorld()
  // POST: owner, editor and admin add; stranger, lapsed claimer 403; visitor 401; bad body 400; unknown startup 404.
  const byOwner = await api.add(w.id, w.owner.cookie, person)
  expect(byOwner.status).toBe(201)
  expect(byOwner.body).toMatchObject({ name: 'Ana Lim', kind: 'advisor', links: ['https://example.com/ana'], accessRole: null })
  expect((await api.add(w.id, w.editor.cookie, { name: 'Editor Added' })).status).toBe(201)
  expect((await api.add(w.id, w.admin.cookie, { name: 'Admin Added' })).status).toBe(201)
  expect((await api.add(w.id, w.stranger.cookie, person)).status).toBe(403)
  expect((await api.add(w.id, w.lapsed.cookie, person)).status).toBe(403)
  expect((await answer(() => teamApi(routeArgs(jsonRequest(`/api/startups/${w.id}/team`, 'POST', person), { params: { id: String(w.id) } })))).status).toBe(401)
  const bad = await api.add(w.id, w.owner.cookie, { name: '', links: ['javascript:alert(1)'], kind: 'boss' })
  expect(bad.status).toBe(400)
  expect((await api.add(999_999, w.owner.cookie, person)).status).toBe(404)

  // GET is the Team tab: advisors and team with kind and links, in display order; a lapsed claimer is not listed.
  const listed = await api.list(w.id)
  expect(listed.status).toBe(200)
  const people = listed.body as unknown as Array<{ id: number; name: string; kind: string; email: string | null }>
  expect(people.map((p) => p.name)).toContain('Ana Lim')
  expect(people.every((p) => p.email === null)).toBe(true)
  expect(people.some((p) => p.name.includes(w.lapsed.user.email))).toBe(false)

  const anaId = (byOwner.body as { id: number }).id
  // PATCH: editor may change a person without a role; not an owner's place, and not roles.
  expect((await api.patch(w.id, anaId, w.editor.cookie, { bio: 'Edited by an editor', role: null })).body).toMatchObject({ bio: 'Edited by an editor', role: null })
  const ownerPlace = people.find((p) => p.name.includes('Test'))!
  const places = await (await getDb()).select().from(startupTeam).where(eq(startupTeam.startupId, w.id))
  const editorPlace = places.find((p) => p.userId === w.editor.user.id)!
  const ownersPlace = places.find((p) => p.userId === w.owner.user.id)!
  const founderPlace = places.find((p) => p.userId === w.founder.user.id)!
  expect(ownerPlace).toBeDefined()
  expect((await api.patch(w.id, ownersPlace.id, w.editor.cookie, { bio: 'x' })).status).toBe(403)
  expect((await api.patch(w.id, editorPlace.id, w.editor.cookie, { accessRole: 'owner' })).status).toBe(403)
  expect((await api.patch(w.id, anaId, w.stranger.cookie, { bio: 'x' })).status).toBe(403)
  expect((await api.patch(w.id, anaId, w.lapsed.cookie, { bio: 'x' })).status).toBe(403)
  expect((await api.patch(w.id, anaId, w.owner.cookie, { kind: 'chief' })).status).toBe(400)
  expect((await api.patch(w.id, 999_999, w.owner.cookie, { bio: 'x' })).status).toBe(404)
  // A role is for a member with an account.
  expect((await api.patch(w.id, anaId, w.owner.cookie, { accessRole: 'editor' })).status).toBe(400)
  // Owners promote and demote; the founder's place stays an owner's.
  expect((await api.patch(w.id, editorPlace.id, w.owner.cookie, { accessRole: 'owner' })).body).toMatchObject({ accessRole: 'owner' })
  expect((await api.patch(w.id, editorPlace.id, w.admin.cookie, { accessRole: 'editor' })).body).toMatchObject({ accessRole: 'editor' })
  expect((await api.patch(w.id, founderPlace.id, w.owner.cookie, { accessRole: 'editor' })).status).toBe(409)
  // Move up swaps with the neighbour.
  const before = ((await api.list(w.id)).body as unknown as Array<{ id: number }>).map((p) => p.id)
  const moved = before[2]!
  expect((await api.patch(w.id, moved, w.owner.cookie, { move: 'up' })).status).toBe(200)
  const after = ((await api.list(w.id)).body as unknown as Array<{ id: number }>).map((p) => p.id)
  expect(after.indexOf(moved)).toBe(1)
  expect(after.length).toBe(before.length)

  // DELETE: editor removes a person without a role, not a member; the founder's place stays; a member leaves.
  expect((await api.remove(w.id, anaId, w.stranger.cookie)).status).toBe(403)
  expect((await api.remove(w.id, anaId, w.editor.cookie)).status).toBe(200)
  expect((await api.remove(w.id, anaId, w.editor.cookie)).status).toBe(404)
  expect((await api.remove(w.id, ownersPlace.id, w.editor.cookie)).status).toBe(403)
  expect((await api.remove(w.id, founderPlace.id, w.owner.cookie)).status).toBe(409)
  expect((await api.remove(w.id, founderPlace.id, w.admin.cookie)).status).toBe(409)
  expect((await api.remove(w.id, editorPlace.id, w.editor.cookie)).body).toMatchObject({ left: true })
  // Having left, the editor no longer edits.
  expect((await api.add(w.id, w.editor.cookie, person)).status).toBe(403)
}

export async function runManagePage(): Promise<void> {
  const w = await teamWorld()
  // Owners see people and invitations; editors the people only; strangers and the lapsed claimer 403, before any data.
  const asOwner = await page.load(w.id, w.owner)
  expect(asOwner.status).toBe(200)
  expect(asOwner.body).toMatchObject({ canManageTeam: true, invitations: [] })
  const asEditor = await page.load(w.id, w.editor)
  expect(asEditor.body).toMatchObject({ canManageTeam: false, invitations: [] })
  for (const outsider of [w.stranger, w.lapsed]) {
    const refused = await page.load(w.id, outsider)
    expect(refused.status).toBe(403)
    expect(JSON.stringify(refused.body)).not.toContain(w.owner.user.email)
  }
  expect((await page.load(999_999, w.owner)).status).toBe(404)

  // Add without JS: a bad form is a 400 with the values kept; a good one redirects.
  const bad = await page.post(w.id, w.owner, { intent: 'add', name: '', role: 'CTO', links: 'not a link' })
  expect(bad.status).toBe(400)
  expect(JSON.stringify(bad.body)).toContain('CTO')
  expect((await page.post(w.id, w.owner, { intent: 'add', name: 'Page Person', role: 'COO', photoUrl: '', bio: '', links: 'https://example.com', kind: 'team' })).status).toBe(302)
  const listed = (await page.load(w.id, w.owner)).body as { people: Array<{ id: number; name: string; accessRole: string | null; isYou: boolean }> }
  const added = listed.people.find((p) => p.name === 'Page Person')!
  expect(added).toBeDefined()
  // ?edit= opens the entry's form; edit, move, remove.
  expect(((await page.load(w.id, w.owner, `?edit=${added.id}`)).body as { editing: { id: number } }).editing.id).toBe(added.id)
  expect((await page.post(w.id, w.owner, { intent: 'edit', itemId: String(added.id), name: 'Page Person', role: '', kind: 'advisor', links: '' })).status).toBe(302)
  expect((await page.post(w.id, w.owner, { intent: 'move-up', itemId: String(added.id) })).status).toBe(302)
  expect((await page.post(w.id, w.stranger, { intent: 'remove', itemId: String(added.id) })).status).toBe(403)
  expect((await page.post(w.id, w.owner, { intent: 'remove', itemId: String(added.id) })).status).toBe(302)
  // Invite: editor 403; owner 302 then 409 for the same pending address (values kept).
  const email = uniqueEmail('invitee')
  expect((await page.post(w.id, w.editor, { intent: 'invite', email, accessRole: 'editor' })).status).toBe(403)
  expect((await page.post(w.id, w.owner, { intent: 'invite', email, accessRole: 'editor' })).status).toBe(302)
  const again = await page.post(w.id, w.owner, { intent: 'invite', email, accessRole: 'editor' })
  expect(again.status).toBe(409)
  expect(JSON.stringify(again.body)).toContain(email)
  // The owner cannot leave while the lapsed claimer's place does not count and the founder holds theirs? They can:
  // the founder is another owner.
  const mine = listed.people.find((p) => p.isYou)!
  expect((await page.post(w.id, w.owner, { intent: 'leave', itemId: String(mine.id) })).status).toBe(302)
}

export async function runInvitations(): Promise<void> {
  const w = await teamWorld()
  // An address with no account: the outbox still sends, to that address, with no member and no in-app row.
  const newcomer = uniqueEmail('newcomer')
  const invited = await api.invite(w.id, w.owner.cookie, { email: newcomer.toUpperCase(), accessRole: 'editor' })
  expect(invited.status).toBe(201)
  expect(invited.body).toMatchObject({ email: newcomer, accessRole: 'editor' })
  expect(JSON.stringify(invited.body)).not.toMatch(/token/i)
  const { token: newcomerToken, outbox } = await invitationToken(newcomer)
  expect(outbox).toMatchObject({ userId: null, category: 'essential', state: 'queued' })
  expect(outbox.subject).toContain('invited you')
  // Permission branches of inviting.
  expect((await api.invite(w.id, w.editor.cookie, { email: uniqueEmail(), accessRole: 'editor' })).status).toBe(403)
  expect((await api.invite(w.id, w.stranger.cookie, { email: uniqueEmail(), accessRole: 'editor' })).status).toBe(403)
  expect((await api.invite(w.id, w.lapsed.cookie, { email: uniqueEmail(), accessRole: 'editor' })).status).toBe(403)
  expect((await api.invite(w.id, w.admin.cookie, { email: uniqueEmail(), accessRole: 'owner' })).status).toBe(201)
  expect((await api.invite(w.id, w.owner.cookie, { email: 'nope', accessRole: 'editor' })).status).toBe(400)
  expect((await api.invite(w.id, w.owner.cookie, { email: uniqueEmail(), accessRole: 'boss' })).status).toBe(400)
  expect((await api.invite(w.id, w.owner.cookie, { email: newcomer, accessRole: 'owner' })).status).toBe(409)
  expect((await api.invite(w.id, w.owner.cookie, { email: w.editor.user.email, accessRole: 'owner' })).status).toBe(409)
  expect((await api.invitations(w.id, w.editor.cookie)).status).toBe(403)
  expect(((await api.invitations(w.id, w.owner.cookie)).body as unknown as unknown[]).length).toBe(2)

  // A member: notify's in-app row and the e-mail, to their address.
  const member = await who()
  expect((await api.invite(w.id, w.founder.cookie, { email: member.user.email, accessRole: 'owner' })).status).toBe(201)
  const { token, outbox: memberMail } = await invitationToken(member.user.email)
  expect(memberMail.userId).toBe(member.user.id)
  const db = await getDb()
  const inApp = await db.select().from(notifications).where(and(eq(notifications.userId, member.user.id), eq(notifications.kind, 'team-invitation')))
  expect(inApp).toHaveLength(1)
  expect(JSON.stringify(inApp[0]!.data)).not.toContain(token)

  // Accepting: another address 403; bad token 404; then the page shows it and the form post joins; twice → 409.
  expect((await api.accept(token, w.stranger.cookie)).status).toBe(403)
  expect((await api.accept('not-a-token', member.cookie)).status).toBe(404)
  expect((await api.accept('A'.repeat(43), member.cookie)).status).toBe(404)
  const view = await answer(() => acceptPageLoader(routeArgs(getRequest(`/team-invitations/${token}`), { params: { token }, user: member.user })))
  expect(view.body).toMatchObject({ invitation: { startupId: w.id, accessRole: 'owner' } })
  const joined = await answer(() => acceptPageAction(routeArgs(formRequest(`/team-invitations/${token}`, {}), { params: { token }, user: member.user })))
  expect(joined.status).toBe(302)
  expect((await api.accept(token, member.cookie)).body).toMatchObject({ message: 'This invitation has already been accepted' })
  expect((await api.accept(token, member.cookie)).status).toBe(409)
  const refusedAgain = await answer(() => acceptPageAction(routeArgs(formRequest(`/team-invitations/${token}`, {}), { params: { token }, user: member.user })))
  expect(refusedAgain.status).toBe(409)
  // The new owner manages the team now.
  expect((await api.invitations(w.id, member.cookie)).status).toBe(200)

  // Revoke: editor 403, owner 200, then 409; a revoked link is 409 with its message; unknown invitation 404.
  const pending = (await api.invitations(w.id, w.owner.cookie)).body as unknown as Array<{ id: number; email: string }>
  const newcomerInvitation = pending.find((p) => p.email === newcomer)!
  expect((await api.revoke(w.id, newcomerInvitation.id, w.editor.cookie)).status).toBe(403)
  expect((await api.revoke(w.id, newcomerInvitation.id, w.owner.cookie)).status).toBe(200)
  expect((await api.revoke(w.id, newcomerInvitation.id, w.owner.cookie)).status).toBe(409)
  expect((await api.revoke(w.id, 999_999, w.owner.cookie)).status).toBe(404)
  const newcomerUser = await who({ email: newcomer })
  const revoked = await api.accept(newcomerToken, newcomerUser.cookie)
  expect(revoked).toMatchObject({ status: 409, body: { message: 'This invitation was withdrawn' } })

  // Expired: 409 with its message, on the API and the page.
  const late = await who()
  expect((await api.invite(w.id, w.owner.cookie, { email: late.user.email, accessRole: 'editor' })).status).toBe(201)
  const { token: lateToken } = await invitationToken(late.user.email)
  await db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.email, late.user.email))
  expect(await api.accept(lateToken, late.cookie)).toMatchObject({ status: 409, body: { message: 'This invitation has expired. Ask an owner for a new one' } })
  const latePage = await answer(() => acceptPageLoader(routeArgs(getRequest(`/team-invitations/${lateToken}`), { params: { token: lateToken }, user: late.user })))
  expect(latePage.status).toBe(409)
}

/**
 * The last-owner rule: with two owners (no founder place: a startup whose founder account is gone), both leaving at
 * once leaves exactly one; the last one cannot leave or be demoted.
 */
export async function runLastOwnerUnderConcurrency(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const founder = await who({ userType: 'startup' })
    const { id } = await createStartup(founder.user)
    const a = await who()
    const b = await who()
    const db = await getDb()
    // The founder's account left the startup (founder_id cleared): two owners run it.
    await db.delete(startupTeam).where(eq(startupTeam.startupId, id))
    await db.update(startups).set({ founderId: null }).where(eq(startups.id, id))
    const [placeA, placeB] = await db
      .insert(startupTeam)
      .values([
        { startupId: id, userId: a.user.id, accessRole: 'owner', displayOrder: 0 },
        { startupId: id, userId: b.user.id, accessRole: 'owner', displayOrder: 1 },
      ])
      .returning({ id: startupTeam.id })
    const results = await Promise.all([api.remove(id, placeA!.id, a.cookie), api.remove(id, placeB!.id, b.cookie)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const left = await db.select().from(startupTeam).where(and(eq(startupTeam.startupId, id), eq(startupTeam.accessRole, 'owner')))
    expect(left).toHaveLength(1)
    const last = results[0]!.status === 409 ? { place: placeA!, who: a } : { place: placeB!, who: b }
    expect(await api.remove(id, last.place.id, last.who.cookie)).toMatchObject({ status: 409, body: { message: 'A startup needs an owner: make someone else an owner first' } })
    expect((await api.patch(id, last.place.id, last.who.cookie, { accessRole: 'editor' })).status).toBe(409)
  }
  // Demotions at once: two owners demoting each other leave one owner.
  const founder = await who({ userType: 'startup' })
  const { id } = await createStartup(founder.user)
  const a = await who()
  const b = await who()
  const db = await getDb()
  await db.delete(startupTeam).where(eq(startupTeam.startupId, id))
  await db.update(startups).set({ founderId: null }).where(eq(startups.id, id))
  const [placeA, placeB] = await db
    .insert(startupTeam)
    .values([
      { startupId: id, userId: a.user.id, accessRole: 'owner', displayOrder: 0 },
      { startupId: id, userId: b.user.id, accessRole: 'owner', displayOrder: 1 },
    ])
    .returning({ id: startupTeam.id })
  const demotions = await Promise.all([
    api.patch(id, placeB!.id, a.cookie, { accessRole: 'editor' }),
    api.patch(id, placeA!.id, b.cookie, { accessRole: 'editor' }),
  ])
  const owners = await db.select().from(startupTeam).where(and(eq(startupTeam.startupId, id), eq(startupTeam.accessRole, 'owner')))
  expect(owners).toHaveLength(1)
  expect(demotions.map((d) => d.status)).toContain(200)
}
