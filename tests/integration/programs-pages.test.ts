import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cohortApplications } from '../../db/schema'
import { ALREADY_APPLIED, APPLICATIONS_CLOSED, LOGIN_REQUIRED, LOGIN_TO_APPLY, MOTIVATION_LETTER_REQUIRED } from '~/domain/cohorts'
import { getDb } from '~/server/db.server'
import { getToast } from '~/server/toast.server'
import type { PublicUser } from '~/shared/user'
import { action as programAction, loader as programLoader } from '~/routes/program/route'
import { loader as calendarLoader } from '~/routes/program/session-calendar'
import { action as programsAction, loader as programsLoader } from '~/routes/programs/route'
import {
  addCohortParticipant,
  createCohort,
  createCohortSession,
  createStartup,
  createUser,
  routeArgs,
  signedInCookie,
} from '../support/factories'
import { cookiePair, formRequest, getRequest } from '../support/http'

// /programs and /programs/{id} without JavaScript: the loaders' states and the form posts' answers.

let member: PublicUser
let cookie = ''

beforeAll(async () => {
  member = await createUser({ firstName: 'Budi' })
  cookie = await signedInCookie(member)
})

const params = (id: number) => ({ params: { id: String(id) } })

async function toastOf(response: Response) {
  return (await getToast(getRequest('/', { Cookie: cookiePair(response, 'sa_toast') }))).toast
}

/** What an action's `data(…, { status })` carries. */
function refusal(result: unknown) {
  const { data, init } = result as { data: { cohortId: number; result: { error?: Record<string, string[] | null> } }; init: { status: number } }
  return { status: init.status, errors: data.result.error ?? {}, cohortId: data.cohortId }
}

async function thrownStatus(run: () => unknown): Promise<number> {
  try {
    await run()
  } catch (error) {
    return (error as { init?: { status: number } }).init?.status ?? (error as Response).status
  }
  throw new Error('expected a refusal')
}

async function applicationCount(cohortId: number, userId: number) {
  const db = await getDb()
  const rows = await db
    .select()
    .from(cohortApplications)
    .where(and(eq(cohortApplications.cohortId, cohortId), eq(cohortApplications.userId, userId)))
  return rows.length
}

describe('/programs', () => {
  it('filters by program type, drops an unknown type with a note, and shows each card’s apply state', async () => {
    const open = await createCohort({ program: 'bootcamp' })
    const closed = await createCohort({ program: 'bootcamp', status: 'active' })
    const applied = await createCohort({ program: 'bootcamp' })
    const accelerator = await createCohort({ program: 'accelerator' })
    await programAction(
      routeArgs(formRequest(`/programs/${applied.id}`, { motivationLetter: 'Hello', intent: 'apply' }, { Cookie: cookie }), params(applied.id)),
    )
    const page = await programsLoader(routeArgs(getRequest('/programs?program=bootcamp', { Cookie: cookie })))
    expect(page.program).toBe('bootcamp')
    expect(page.cohorts.every((cohort) => cohort.program === 'bootcamp')).toBe(true)
    const state = (id: number) => page.cohorts.find((cohort) => cohort.id === id)?.applyState
    expect([state(open.id), state(closed.id), state(applied.id)]).toEqual(['open', 'closed', 'applied'])
    expect(page.cohorts.find((cohort) => cohort.id === accelerator.id)).toBeUndefined()
    expect(page.cohorts.find((cohort) => cohort.id === open.id)?.quickLetter).toContain(open.name)

    const lenient = await programsLoader(routeArgs(getRequest('/programs?program=hackathon')))
    expect(lenient.filterDropped).toBe(true)
    expect(lenient.program).toBeNull()
    expect(lenient.cohorts.map((cohort) => cohort.id)).toEqual(expect.arrayContaining([open.id, accelerator.id]))
    expect(lenient.cohorts.every((cohort) => cohort.quickLetter === '')).toBe(true)
  })

  it('quick apply: a visitor goes to /auth with the login toast and comes back to the filtered list', async () => {
    const open = await createCohort()
    const response = (await programsAction(
      routeArgs(formRequest('/programs?program=accelerator', { cohortId: String(open.id), intent: 'quick-apply' })),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/programs?program=accelerator')}`)
    expect(await toastOf(response)).toMatchObject({ title: LOGIN_REQUIRED, description: LOGIN_TO_APPLY })
  })

  it("quick apply: a member applies with the generated letter; a second post is refused with 001 §8's 'Application Failed' toast", async () => {
    const open = await createCohort()
    const page = await programsLoader(routeArgs(getRequest('/programs', { Cookie: cookie })))
    const quickLetter = page.cohorts.find((cohort) => cohort.id === open.id)!.quickLetter
    const post = () =>
      programsAction(
        routeArgs(
          formRequest('/programs', { cohortId: String(open.id), motivationLetter: quickLetter, intent: 'quick-apply' }, { Cookie: cookie }),
        ),
      )
    const response = (await post()) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/programs')
    expect(await toastOf(response)).toMatchObject({ title: 'Application Submitted' })
    expect(await applicationCount(open.id, member.id)).toBe(1)
    // Nothing to correct in a form that is no longer offered: back to the list (now 'Applied'), with and without JS.
    const again = (await post()) as Response
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe('/programs')
    expect(await toastOf(again)).toMatchObject({ title: 'Application Failed', description: ALREADY_APPLIED, type: 'error' })
    expect(await applicationCount(open.id, member.id)).toBe(1)
  })

  it('quick apply without a program id is a 400, not a 500', async () => {
    expect(await thrownStatus(() => programsAction(routeArgs(formRequest('/programs', { cohortId: 'x' }, { Cookie: cookie }))))).toBe(400)
  })
})

describe('/programs/{id}', () => {
  it('shows the program, sessions in order, the first five participants and how many more', async () => {
    const cohort = await createCohort({ status: 'active' })
    const second = await createCohortSession(cohort.id, { date: '2099-03-09' })
    const first = await createCohortSession(cohort.id, { date: '2099-03-02' })
    for (let i = 0; i < 7; i++) await addCohortParticipant(cohort.id, (await createUser({ firstName: `P${i}` })).id)
    const page = await programLoader(routeArgs(getRequest(`/programs/${cohort.id}`), params(cohort.id)))
    expect(page.cohort.name).toBe(cohort.name)
    expect(page.sessions.map((session) => session.id)).toEqual([first.id, second.id])
    expect(page.participants).toHaveLength(5)
    expect(page.moreParticipants).toBe(2)
    expect(page.applyState).toBe('closed')
    expect(JSON.stringify(page.participants)).not.toMatch(/@example\.com/)
  })

  it('shows meeting links to participants only, and the member their own startups', async () => {
    const cohort = await createCohort({ status: 'active' })
    await createCohortSession(cohort.id, { date: '2099-03-02', isOnline: true, meetingLink: 'https://meet.example.com/p' })
    const participant = await createUser({ userType: 'startup' })
    await addCohortParticipant(cohort.id, participant.id)
    const own = await createStartup(participant, { name: 'Participant Co' })
    const read = async (cookie?: string) =>
      programLoader(routeArgs(getRequest(`/programs/${cohort.id}`, cookie ? { Cookie: cookie } : {}), params(cohort.id)))
    expect((await read()).sessions[0]!.meetingLink).toBeNull()
    expect((await read(cookie)).sessions[0]!.meetingLink).toBeNull()
    const inside = await read(await signedInCookie(participant))
    expect(inside.sessions[0]!.meetingLink).toBe('https://meet.example.com/p')
    expect(inside.myStartups).toEqual([{ id: own.id, name: 'Participant Co' }])
    expect(inside.myStatus).toBeNull()
  })

  it.each(['99999999', 'abc', '0'])('answers 404 "Program Not Found" for %s', async (id) => {
    expect(await thrownStatus(() => programLoader(routeArgs(getRequest(`/programs/${id}`), { params: { id } })))).toBe(404)
  })

  it('a visitor pressing apply goes to /auth with the toast and back to the program', async () => {
    const cohort = await createCohort()
    const response = (await programAction(
      routeArgs(formRequest(`/programs/${cohort.id}`, { intent: 'login-to-apply' }), params(cohort.id)),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/programs/${cohort.id}`)}`)
    expect(await toastOf(response)).toMatchObject({ title: LOGIN_REQUIRED, description: LOGIN_TO_APPLY })
  })

  it('a blank letter comes back 400 "Motivation Letter Required"; a letter applies; the page then says Applied, pending', async () => {
    const cohort = await createCohort()
    const post = (motivationLetter: string) =>
      programAction(
        routeArgs(
          formRequest(`/programs/${cohort.id}?dialog=apply`, { motivationLetter, intent: 'apply' }, { Cookie: cookie }),
          params(cohort.id),
        ),
      )
    expect(refusal(await post('   '))).toMatchObject({ status: 400, errors: { motivationLetter: [MOTIVATION_LETTER_REQUIRED] } })
    expect(await applicationCount(cohort.id, member.id)).toBe(0)

    const response = (await post('We are ready for this program.')) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/programs/${cohort.id}`)
    expect(await toastOf(response)).toMatchObject({ title: 'Application Submitted' })

    const page = await programLoader(routeArgs(getRequest(`/programs/${cohort.id}`, { Cookie: cookie }), params(cohort.id)))
    expect(page).toMatchObject({ applyState: 'applied', myStatus: 'pending' })
  })

  it("a closed program: back to the page with the 'Application Failed' toast and the closed message, no application", async () => {
    const cohort = await createCohort({ applicationDeadline: '2020-01-01' })
    const response = (await programAction(
      routeArgs(formRequest(`/programs/${cohort.id}`, { motivationLetter: 'Hi', intent: 'apply' }, { Cookie: cookie }), params(cohort.id)),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/programs/${cohort.id}`)
    expect(await toastOf(response)).toMatchObject({ title: 'Application Failed', description: APPLICATIONS_CLOSED, type: 'error' })
    expect(await applicationCount(cohort.id, member.id)).toBe(0)
  })

  it('each session offers an .ics file; an unknown session is 404', async () => {
    const cohort = await createCohort()
    const session = await createCohortSession(cohort.id, { title: 'Pitch practice', date: '2099-03-02', startTime: '10:00', endTime: '12:00' })
    const response = await calendarLoader(
      routeArgs(getRequest(`/programs/${cohort.id}/sessions/${session.id}/calendar.ics`), {
        params: { id: String(cohort.id), sessionId: String(session.id) },
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/text\/calendar/)
    const text = await response.text()
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toContain('Pitch practice')
    expect(text).toMatch(/DTSTART[^\n]*20990302T/)
    expect(
      await thrownStatus(() =>
        calendarLoader(
          routeArgs(getRequest(`/programs/${cohort.id}/sessions/99999999/calendar.ics`), {
            params: { id: String(cohort.id), sessionId: '99999999' },
          }),
        ),
      ),
    ).toBe(404)
  })
})
