import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companyMilestones, events, fundingRounds, investors, jobs, startupTeam } from '../../db/schema'
import { activityFeed, follow, followerCount, isFollowing, listFollows, unfollow } from '~/models/follows.server'
import { action as followAction, loader as followLoader } from '~/routes/follow'
import { loader as startupLoader } from '~/routes/startup'
import { loader as investorLoader } from '~/routes/investors/detail'
import { loader as eventLoader } from '~/routes/events/detail'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { loader as profileLoader } from '~/routes/profile/route'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { action as apiFollows } from '~/routes/api/follows'
import { getDb } from '~/server/db.server'
import { DomainError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import { createEvent, createJob, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { callFollows, cookieOf, getFollows, runFollowCapRace } from '../support/follows'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'

// Follows and the dashboard's activity feed (issue 43 items 1 and 4, docs/decisions/0130-follows-and-activity-feed.md).
// One set of rows for the file.

const HOUR = 3_600_000
let member: PublicUser
let founder: PublicUser
let teammate: PublicUser
let organiser: PublicUser
let stranger: PublicUser
const ids = { startup: 0, hidden: 0, other: 0, investor: 0, pending: 0, event: 0, strangerEvent: 0 }

beforeAll(async () => {
  member = await createUser({ firstName: 'Mina', lastName: 'Follower' })
  founder = await createUser({ userType: 'startup', firstName: 'Fay', lastName: 'Founder' })
  teammate = await createUser({ firstName: 'Tom', lastName: 'Mate' })
  organiser = await createUser({ firstName: 'Ola', lastName: 'Organiser' })
  stranger = await createUser({ firstName: 'Stan', lastName: 'Ger' })
  ids.startup = (await createStartup(founder, { name: 'Followed Robotics' })).id
  ids.hidden = (await createStartup(founder, { name: 'Hidden Co', isActive: false })).id
  ids.other = (await createStartup(stranger, { name: 'Unfollowed Labs' })).id
  const db = await getDb()
  const [listed, pending] = await db
    .insert(investors)
    .values([
      { name: 'Followable Ventures', type: 'vc', isVerified: true },
      { name: 'Pending Angels', type: 'angel', isVerified: false },
    ])
    .returning({ id: investors.id })
  ids.investor = listed!.id
  ids.pending = pending!.id
  ids.event = (await createEvent(organiser, { title: 'Organiser Night' })).id
  ids.strangerEvent = (await createEvent(stranger, { title: 'Cancelled Meetup', isActive: false, cancelledAt: new Date() })).id
  await db.insert(startupTeam).values({ startupId: ids.startup, userId: teammate.id, role: 'CTO', accessRole: 'editor' })
})

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('the model', () => {
  it('follows a listed startup, a listed investor and an organiser; twice is fine; unfollowing twice too', async () => {
    const someone = await createUser()
    expect(await follow(someone, { type: 'startup', id: ids.startup })).toEqual({ type: 'startup', id: ids.startup, following: true, followers: 1 })
    expect(await follow(someone, { type: 'startup', id: ids.startup })).toMatchObject({ following: true, followers: 1 })
    expect(await follow(someone, { type: 'investor', id: ids.investor })).toMatchObject({ following: true })
    expect(await follow(someone, { type: 'organiser', id: organiser.id })).toMatchObject({ following: true })
    expect(await isFollowing(someone.id, 'organiser', organiser.id)).toBe(true)
    expect(await unfollow(someone, { type: 'startup', id: ids.startup })).toMatchObject({ following: false, followers: 0 })
    expect(await unfollow(someone, { type: 'startup', id: ids.startup })).toMatchObject({ following: false, followers: 0 })
    expect(await followerCount('investor', ids.investor)).toBe(1)
  })

  it('refuses what is not public (404 with its name) and oneself (403)', async () => {
    expect(await refusal(() => follow(member, { type: 'startup', id: ids.hidden }))).toEqual({ status: 404, message: 'Startup Not Found' })
    expect(await refusal(() => follow(member, { type: 'startup', id: 999_999 }))).toEqual({ status: 404, message: 'Startup Not Found' })
    expect(await refusal(() => follow(member, { type: 'investor', id: ids.pending }))).toEqual({ status: 404, message: 'Investor not found' })
    // A member with only a cancelled event organises nothing that is on.
    expect(await refusal(() => follow(member, { type: 'organiser', id: stranger.id }))).toEqual({ status: 404, message: 'Organiser Not Found' })
    expect(await refusal(() => follow(organiser, { type: 'organiser', id: organiser.id }))).toEqual({ status: 403, message: 'You cannot follow yourself' })
  })

  it('members following near the cap at once end exactly at it (better-sqlite3)', async () => {
    console.info('follow cap race', await runFollowCapRace())
  })
})

describe('the activity feed', () => {
  it('shows open jobs, rounds, public milestones and the team’s active events of followed startups, newest first', async () => {
    const reader = await createUser()
    const db = await getDb()
    const t0 = Date.now() - 10 * HOUR
    const at = (hours: number) => new Date(t0 + hours * HOUR)
    expect(await activityFeed(reader.id)).toEqual([])
    await follow(reader, { type: 'startup', id: ids.startup })
    const job = await createJob(ids.startup, { title: 'Robot wrangler', createdAt: at(1) })
    await createJob(ids.startup, { title: 'Closed role', isActive: false, isOpen: false, createdAt: at(2) })
    await createJob(ids.other, { title: 'Not followed', createdAt: at(3) })
    await createJob(ids.hidden, { title: 'Hidden startup job', createdAt: at(3) })
    const [round] = await db.insert(fundingRounds).values({ startupId: ids.startup, roundType: 'seed', amount: null, createdAt: at(4) }).returning({ id: fundingRounds.id })
    const [milestone, privateMilestone] = await db
      .insert(companyMilestones)
      .values([
        { startupId: ids.startup, title: 'First robot shipped', createdAt: at(5) },
        { startupId: ids.startup, title: 'Secret deal', isPublic: false, createdAt: at(6) },
      ])
      .returning({ id: companyMilestones.id })
    const founderEvent = await createEvent(founder, { title: 'Founder demo day', createdAt: at(7) })
    const teamEvent = await createEvent(teammate, { title: 'CTO tech talk', createdAt: at(8) })
    await createEvent(founder, { title: 'Cancelled founder event', isActive: false, cancelledAt: at(9), createdAt: at(9) })
    const feed = await activityFeed(reader.id)
    expect(feed.map(({ kind, id, title }) => ({ kind, id, title }))).toEqual([
      { kind: 'event', id: teamEvent.id, title: 'CTO tech talk' },
      { kind: 'event', id: founderEvent.id, title: 'Founder demo day' },
      { kind: 'milestone', id: milestone!.id, title: 'First robot shipped' },
      { kind: 'funding-round', id: round!.id, title: 'seed' },
      { kind: 'job', id: job.id, title: 'Robot wrangler' },
    ])
    expect(feed[0]).toMatchObject({ startupId: ids.startup, startupName: 'Followed Robotics', at: at(8).toISOString() })
    expect(feed.some((item) => item.id === privateMilestone!.id && item.kind === 'milestone')).toBe(false)
    expect(await activityFeed(reader.id, 2)).toHaveLength(2)
    // A startup that leaves the list takes its feed with it.
    await unfollow(reader, { type: 'startup', id: ids.startup })
    expect(await activityFeed(reader.id)).toEqual([])
    await db.delete(jobs).where(eq(jobs.id, job.id))
  })
})

describe('/api/follows', () => {
  it('401 for visitors on every method; 405 for others', async () => {
    expect((await getFollows()).status).toBe(401)
    expect((await callFollows('POST', { type: 'startup', id: ids.startup })).status).toBe(401)
    expect((await callFollows('DELETE', { type: 'startup', id: ids.startup })).status).toBe(401)
    const put = await apiFollows(routeArgs(jsonRequest('/api/follows', 'PUT', {}, await cookieOf(member))))
    expect(put.status).toBe(405)
    expect(put.headers.get('Allow')).toBe('GET, HEAD, POST, DELETE')
  })

  it('400 for a body that names nothing to follow, with the message', async () => {
    for (const body of [{}, { type: 'event', id: 1 }, { type: 'startup', id: -1 }, { type: 'startup', id: 'abc' }]) {
      const answer = await callFollows('POST', body, member)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(await answer.json()).toMatchObject({ message: expect.any(String) })
    }
    const answer = await callFollows('DELETE', { type: 'nobody' }, member)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ errors: { type: ['Choose a startup, an investor or an organiser to follow'] } })
  })

  it('404, 403 and 409 as the model says', async () => {
    const missing = await callFollows('POST', { type: 'investor', id: ids.pending }, member)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Investor not found' })
    const self = await callFollows('POST', { type: 'organiser', id: organiser.id }, organiser)
    expect(self.status).toBe(403)
    expect(await self.json()).toEqual({ message: 'You cannot follow yourself' })
  })

  it('POST follows, GET lists (name, type, page), DELETE unfollows; private, no-store', async () => {
    const fan = await createUser()
    const posted = await callFollows('POST', { type: 'startup', id: String(ids.startup) }, fan)
    expect(posted.status).toBe(200)
    expect(posted.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await posted.json()).toMatchObject({ type: 'startup', id: ids.startup, following: true })
    expect((await callFollows('POST', { type: 'investor', id: ids.investor }, fan)).status).toBe(200)
    expect((await callFollows('POST', { type: 'organiser', id: organiser.id }, fan)).status).toBe(200)
    const list = await getFollows(fan)
    expect(list.status).toBe(200)
    const items = (await list.json()) as { type: string; id: number; name: string; href: string }[]
    expect(items.map(({ type, id, name, href }) => ({ type, id, name, href }))).toEqual([
      { type: 'organiser', id: organiser.id, name: 'Ola Organiser', href: `/events/${ids.event}` },
      { type: 'investor', id: ids.investor, name: 'Followable Ventures', href: `/investors/${ids.investor}` },
      { type: 'startup', id: ids.startup, name: 'Followed Robotics', href: `/startup/${ids.startup}` },
    ].sort((a, b) => items.findIndex((item) => item.type === a.type) - items.findIndex((item) => item.type === b.type)))
    const deleted = await callFollows('DELETE', { type: 'startup', id: ids.startup }, fan)
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toMatchObject({ following: false })
    expect((await callFollows('DELETE', { type: 'startup', id: ids.startup }, fan)).status).toBe(200)
    expect((await listFollows(fan.id)).map((item) => item.type).sort()).toEqual(['investor', 'organiser'])
  })
})

describe('POST /follow (every page’s Follow and Unfollow button)', () => {
  const post = async (fields: Record<string, string>) => settle(() => followAction(routeArgs(formRequest('/follow', fields))))
  const postAs = async (fields: Record<string, string>, user: PublicUser) =>
    settle(async () => followAction(routeArgs(formRequest('/follow', fields, { Cookie: await signedInCookie(user) }))))

  it('sends a visitor to sign in and back to the page; a GET goes home', async () => {
    const answer = await post({ intent: 'follow', type: 'startup', id: String(ids.startup), redirectTo: `/startup/${ids.startup}?tab=jobs` })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/startup/${ids.startup}?tab=jobs`)}`)
    expect((await settle(() => followLoader(routeArgs(getRequest('/follow'))))).headers.get('Location')).toBe('/')
  })

  it('follows and unfollows, back to the page (a replace, with a toast); never off-site', async () => {
    const fan = await createUser()
    const followed = await postAs({ intent: 'follow', type: 'startup', id: String(ids.startup), redirectTo: `/startup/${ids.startup}` }, fan)
    expect(followed.status).toBe(303)
    expect(followed.headers.get('Location')).toBe(`/startup/${ids.startup}`)
    expect(followed.headers.get('X-Remix-Replace')).toBe('true')
    expect(followed.headers.getSetCookie().some((cookie) => cookie.startsWith('sa_toast='))).toBe(true)
    expect(await isFollowing(fan.id, 'startup', ids.startup)).toBe(true)
    const unfollowed = await postAs({ intent: 'unfollow', type: 'startup', id: String(ids.startup), redirectTo: '//evil.example/x' }, fan)
    expect(unfollowed.headers.get('Location')).toBe('/')
    expect(await isFollowing(fan.id, 'startup', ids.startup)).toBe(false)
  })

  it('400 for a form that names nothing or no intent; a refusal goes back with the reason', async () => {
    for (const fields of [{ intent: 'follow', type: 'planet', id: '1' }, { intent: 'wave', type: 'startup', id: String(ids.startup) }]) {
      try {
        await followAction(routeArgs(formRequest('/follow', fields, { Cookie: await signedInCookie(member) })))
        throw new Error('expected a 400')
      } catch (error) {
        expect((error as { init: { status: number } }).init.status).toBe(400)
      }
    }
    const refused = await postAs({ intent: 'follow', type: 'startup', id: String(ids.hidden), redirectTo: '/discover' }, member)
    expect(refused.status).toBe(303)
    expect(refused.headers.get('Location')).toBe('/discover')
    expect(await isFollowing(member.id, 'startup', ids.hidden)).toBe(false)
  })
})

describe('the pages', () => {
  type Control = { following: boolean | null; followersText: string | null; signInHref: string; labels: { follow: string } }

  it('/startup/{id}: a visitor gets the count and a sign-in link, nothing of a member; a member their state (.data too)', async () => {
    const fan = await createUser()
    await follow(fan, { type: 'startup', id: ids.startup })
    const visitor = (await startupLoader(routeArgs(getRequest(`/startup/${ids.startup}.data?tab=jobs&_routes=routes%2Fstartup`), { params: { id: String(ids.startup) } }) as never)) as { follow: Control }
    expect(visitor.follow).toMatchObject({ following: null, signInHref: `/auth?redirectTo=${encodeURIComponent(`/startup/${ids.startup}?tab=jobs`)}`, labels: { follow: 'Follow' } })
    expect(visitor.follow.followersText).toMatch(/^\d+ followers?$/)
    const asFan = (await startupLoader(routeArgs(getRequest(`/startup/${ids.startup}`, await cookieOf(fan)), { params: { id: String(ids.startup) } }) as never)) as { follow: Control }
    expect(asFan.follow.following).toBe(true)
    const asMember = (await startupLoader(routeArgs(getRequest(`/startup/${ids.startup}.data`, await cookieOf(stranger)), { params: { id: String(ids.startup) } }) as never)) as { follow: Control }
    expect(asMember.follow.following).toBe(false)
  })

  it('"1 follower", "2 followers" on the investor page; none for a record that is not listed', async () => {
    const [fresh] = await (await getDb()).insert(investors).values({ name: 'Counted Capital', type: 'vc', isVerified: true }).returning({ id: investors.id })
    const read = async () => ((await investorLoader(routeArgs(getRequest(`/investors/${fresh!.id}`), { params: { id: String(fresh!.id) } }) as never)) as { follow: Control }).follow
    expect((await read()).followersText).toBe('0 followers')
    await follow(member, { type: 'investor', id: fresh!.id })
    expect((await read()).followersText).toBe('1 follower')
    await follow(stranger, { type: 'investor', id: fresh!.id })
    expect((await read()).followersText).toBe('2 followers')
    await (await getDb()).update(investors).set({ isActive: false }).where(eq(investors.id, fresh!.id))
    const admin = await createUser({ userType: 'admin' })
    const hidden = (await investorLoader(routeArgs(getRequest(`/investors/${fresh!.id}`, await cookieOf(admin)), { params: { id: String(fresh!.id) } }) as never)) as { follow: Control | null }
    expect(hidden.follow).toBeNull()
  })

  it('/events/{id}: follow the organiser; not on one’s own event', async () => {
    const asMember = (await eventLoader(routeArgs(getRequest(`/events/${ids.event}`, await cookieOf(member)), { params: { id: String(ids.event) } }) as never)) as { follow: Control & { type: string; id: number } }
    expect(asMember.follow).toMatchObject({ type: 'organiser', id: organiser.id, following: false, followersText: null })
    const own = (await eventLoader(routeArgs(getRequest(`/events/${ids.event}`, await cookieOf(organiser)), { params: { id: String(ids.event) } }) as never)) as { follow: unknown }
    expect(own.follow).toBeNull()
  })

  it('/dashboard and /profile: a visitor is sent to sign in; a member sees the feed and the follows', async () => {
    const visitor = await settle(() => throughGuards(signedInGuards, routeArgs(getRequest('/dashboard.data')), dashboardLoader as never))
    expect(visitor.status).toBe(302)
    const away = await settle(() => throughGuards(signedInGuards, routeArgs(getRequest('/profile')), profileLoader as never))
    expect(away.headers.get('Location')).toBe('/auth?redirectTo=%2Fprofile')
    const reader = await createUser()
    const empty = (await throughGuards(signedInGuards, routeArgs(getRequest('/dashboard', await cookieOf(reader)), { user: reader }), dashboardLoader as never)) as { feed: unknown[] }
    expect(empty.feed).toEqual([])
    await follow(reader, { type: 'startup', id: ids.startup })
    const job = await createJob(ids.startup, { title: 'Feed job' })
    const dashboard = (await throughGuards(signedInGuards, routeArgs(getRequest('/dashboard.data', await cookieOf(reader)), { user: reader }), dashboardLoader as never)) as { feed: { kind: string; id: number }[] }
    expect(dashboard.feed[0]).toMatchObject({ kind: 'job', id: job.id })
    const profile = (await throughGuards(signedInGuards, routeArgs(getRequest('/profile', await cookieOf(reader)), { user: reader }), profileLoader as never)) as { data: { follows: { name: string }[] } }
    expect(profile.data.follows.map((item) => item.name)).toEqual(['Followed Robotics'])
    await (await getDb()).delete(events).where(eq(events.id, ids.strangerEvent))
  })
})
