import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { sessions, startups, users } from '../../db/schema'
import { EMAIL_CANNOT_BE_CHANGED } from '~/domain/admin'
import { ALREADY_APPLIED } from '~/domain/cohorts'
import { ADMIN_STAGE_CHOICES, STAGES, STARTUP_STAGES } from '~/domain/startups'
import { getDb } from '~/server/db.server'
import { LOGGED_OUT, SESSION_EXPIRED } from '~/services/permissions.server'
import { getToast } from '~/server/toast.server'
import { getStartupForAdmin, getUserForAdmin } from '~/models/admin.server'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { action as startupsAction } from '~/routes/admin/startups'
import { action as usersAction } from '~/routes/admin/users'
import { action as programAction } from '~/routes/program/route'
import { loader as userApi } from '~/routes/api/admin/user'
import { loader as startupApi } from '~/routes/api/startup'
import { loader as startupsApi } from '~/routes/api/startups'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { createAdmin, createCohort, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from './factories'
import { cookiePair, formRequest, getRequest, jsonRequest, settle } from './http'

/**
 * Issue 38 item 7's points that touch the database, written once and run on both drivers
 * (tests/integration/spec-points.test.ts on the embedded file, spec-points-on-libsql.test.ts on sqld). Import this
 * module dynamically after the database is chosen, so it and the app share one module graph.
 */

async function toastOf(response: Response) {
  return (await getToast(getRequest('/', { Cookie: cookiePair(response, 'sa_toast') }))).toast
}

/** An action's `data(…, { status })`. */
const answered = (result: unknown) => result as { init: { status: number }; data: { result: { error?: Record<string, string[] | null> } } }

/** Edit User (001 §2): the e-mail is read-only — a change through the API or a forged form post is 400, nothing written. */
export async function emailStaysReadOnly(): Promise<void> {
  const admin = await createAdmin()
  const target = await createUser({ firstName: 'Mail', lastName: 'Kept' })
  const cookie = await signedInCookie(admin)
  const patch = (body: Record<string, unknown>) =>
    userApi(routeArgs(jsonRequest(`/api/admin/users/${target.id}`, 'PATCH', body, { Cookie: cookie }), { params: { id: String(target.id) } }))

  const refused = await patch({ email: 'taken-over@example.com', firstName: 'Changed', userType: 'public' })
  expect(refused.status).toBe(400)
  expect(await refused.json()).toMatchObject({ errors: { email: [EMAIL_CANNOT_BE_CHANGED] } })
  // The same e-mail sent back is refused too: the field is not part of the call (001 §7: firstName, lastName, userType).
  expect((await patch({ email: target.email, userType: 'public' })).status).toBe(400)
  expect((await getUserForAdmin(admin, target.id)).user).toMatchObject({ email: target.email, firstName: 'Mail' })

  const page = answered(
    await usersAction(
      routeArgs(
        formRequest(`/admin/users?dialog=edit-user&user=${target.id}`, {
          intent: 'update',
          email: 'forged@example.com',
          firstName: 'Forged',
          userType: 'public',
        }),
        { user: admin },
      ),
    ),
  )
  expect(page.init.status).toBe(400)
  expect(page.data.result.error?.email).toEqual([EMAIL_CANNOT_BE_CHANGED])
  expect((await getUserForAdmin(admin, target.id)).user).toMatchObject({ email: target.email, firstName: 'Mail' })

  // Without an e-mail (the form's read-only field has no name) the edit goes through.
  const edited = await patch({ firstName: 'Edited', userType: 'public' })
  expect(edited.status).toBe(200)
  expect(await edited.json()).toMatchObject({ email: target.email, firstName: 'Edited' })
}

/**
 * The admin edit's stages (001 §3) are stored as the platform's (decision 0085): the page form and PATCH
 * /api/startups/{id} take the spec's words, and the startup is then found by every filter under the stored stage.
 */
export async function adminStagesAreThePlatformsStages(): Promise<void> {
  for (const choice of ADMIN_STAGE_CHOICES) {
    expect(STARTUP_STAGES).toContain(choice.value)
  }
  expect(Object.keys(STAGES)).not.toContain('startup')
  expect(Object.keys(STAGES)).not.toContain('scale')

  const admin = await createAdmin()
  const founder = await createUser({ userType: 'startup' })
  const sector = 'agritech'
  const stored: Record<string, string> = {}
  for (const [word, expected] of [
    ['startup', 'mvp'],
    ['scale', 'mature'],
    ['Series A', 'series-a'],
  ] as const) {
    const { id } = await createStartup(founder, { stage: 'seed' })
    const response = await settle(() =>
      startupsAction(
        routeArgs(formRequest(`/admin/startups?dialog=edit-startup&startup=${id}`, { name: `Staged ${word}`, industry: sector, stage: word }), {
          user: admin,
        }),
      ),
    )
    expect(response.status, word).toBe(302)
    expect((await getStartupForAdmin(admin, id)).stage, word).toBe(expected)
    stored[word] = expected
  }

  const { id } = await createStartup(founder, { stage: 'idea' })
  const patched = await startupApi(
    routeArgs(jsonRequest(`/api/startups/${id}`, 'PATCH', { stage: 'scale', industry: sector }, { Cookie: await signedInCookie(admin) }), {
      params: { id: String(id) },
    }),
  )
  expect(patched.status).toBe(200)
  expect(await patched.json()).toMatchObject({ stage: 'mature' })

  // Every filter knows the stored stage, and the admin's word finds the same startups.
  const list = async (query: string) =>
    ((await (await startupsApi(routeArgs(getRequest(`/api/startups?sector=${sector}&${query}`)))).json()) as { stage: string }[]).map(
      (startup) => startup.stage,
    )
  expect(await list('stage=mature')).toEqual(['mature', 'mature'])
  expect(await list('stage=scale')).toEqual(['mature', 'mature'])
  expect(await list('stage=mvp')).toEqual(['mvp'])
  expect(await list('stage=startup')).toEqual(['mvp'])
}

/** The data migration (0020) maps rows the admin edit wrote before it onto the platform's stages. */
export async function stageMigrationMapsOldRows(): Promise<void> {
  const db = await getDb()
  const written = ['startup', 'scale', 'Series A', 'PRE_SEED', 'growth', 'unicorn', '  ']
  const rows = await db
    .insert(startups)
    .values(written.map((stage, index) => ({ name: `Legacy stage ${index}`, sector: 'fintech', stage })))
    .returning({ id: startups.id })
  const migration = readFileSync(path.resolve('db/migrations/0020_map-stages-to-platform-vocabulary.sql'), 'utf8')
  for (const statement of migration.split('--> statement-breakpoint')) await db.run(sql.raw(statement))
  const after = await db
    .select({ id: startups.id, stage: startups.stage })
    .from(startups)
    .where(
      inArray(
        startups.id,
        rows.map((row) => row.id),
      ),
    )
  const byId = new Map(after.map((row) => [row.id, row.stage]))
  expect(rows.map((row) => byId.get(row.id))).toEqual(['mvp', 'mature', 'series-a', 'pre-seed', 'growth', null, null])
  // Every stage left in the table is one the platform knows.
  const unknown = await db.all<{ stage: string }>(
    sql`select distinct stage from startups where stage is not null and stage not in (${sql.join(
      Object.keys(STAGES).map((stage) => sql`${stage}`),
      sql`, `,
    )})`,
  )
  expect(unknown).toEqual([])
}

/**
 * 000 §5 / 001 §8: a visitor sent from a signed-in page hears 'You are logged out…'; a member whose session has ended
 * hears 'Your session has expired. Please log in again.' once (the dead cookie is expired with the answer).
 */
export async function expiredSessionIsToldOnce(): Promise<void> {
  const visitor = await settle(() => throughGuards(signedInGuards, routeArgs(getRequest('/dashboard')), dashboardLoader))
  expect(visitor.status).toBe(302)
  expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fdashboard')
  expect(await toastOf(visitor)).toMatchObject({ title: 'Unauthorized', description: LOGGED_OUT, type: 'error' })
  expect(visitor.headers.getSetCookie().some((cookie) => cookie.startsWith('__session='))).toBe(false)

  const member = await createUser()
  const cookie = await signedInCookie(member)
  const db = await getDb()
  await db.delete(sessions).where(eq(sessions.userId, member.id))
  const expired = await settle(() =>
    throughGuards(signedInGuards, routeArgs(getRequest('/dashboard', { Cookie: cookie })), dashboardLoader),
  )
  expect(expired.status).toBe(302)
  expect(expired.headers.get('Location')).toBe('/auth?redirectTo=%2Fdashboard')
  expect(await toastOf(expired)).toMatchObject({ title: 'Unauthorized', description: SESSION_EXPIRED, type: 'error' })
  expect(expired.headers.getSetCookie().find((value) => value.startsWith('__session='))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)

  // The user row is untouched; only the session was gone.
  expect(await db.select({ id: users.id }).from(users).where(eq(users.id, member.id))).toHaveLength(1)
}

/** 001 §8: applying twice is refused with the 'Application Failed' toast (a redirect, so it shows with or without JS). */
export async function alreadyAppliedIsApplicationFailed(): Promise<void> {
  const member = await createUser()
  const cookie = await signedInCookie(member)
  const cohort = await createCohort()
  const apply = () =>
    programAction(
      routeArgs(formRequest(`/programs/${cohort.id}?dialog=apply`, { motivationLetter: 'I would like to join.', intent: 'apply' }, { Cookie: cookie }), {
        params: { id: String(cohort.id) },
      }),
    )
  const first = (await apply()) as Response
  expect(first.status).toBe(302)
  expect(await toastOf(first)).toMatchObject({ title: 'Application Submitted' })
  const again = (await apply()) as Response
  expect(again.status).toBe(302)
  expect(again.headers.get('Location')).toBe(`/programs/${cohort.id}`)
  expect(await toastOf(again)).toMatchObject({ title: 'Application Failed', description: ALREADY_APPLIED, type: 'error' })
}
