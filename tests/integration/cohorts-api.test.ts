import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cohortApplications } from '../../db/schema'
import { ALREADY_APPLIED, APPLICATIONS_CLOSED, MOTIVATION_LETTER_REQUIRED, NOT_YOUR_STARTUP, PROGRAM_NOT_FOUND } from '~/domain/cohorts'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { applyToCohort } from '~/models/cohorts.server'
import { action as applyAction } from '~/routes/api/cohort-apply'
import { loader as cohortLoader } from '~/routes/api/cohort'
import { loader as participantsLoader } from '~/routes/api/cohort-participants'
import { loader as sessionsLoader } from '~/routes/api/cohort-sessions'
import { loader as cohortsLoader } from '~/routes/api/cohorts'
import { loader as myApplicationsLoader } from '~/routes/api/my-cohort-applications'
import {
  addCohortParticipant,
  createCohort,
  createCohortSession,
  createStartup,
  createUser,
  routeArgs,
  signedInCookie,
} from '../support/factories'
import { getRequest, jsonRequest } from '../support/http'

const args = (request: Request, id?: string) => routeArgs(request, { params: id ? { id } : {} })
const letter = { motivationLetter: 'We build cold-chain logistics for Jakarta and want to grow across ASEAN.' }

let member: PublicUser
let memberCookie = ''
let open: { id: number; name: string }

beforeAll(async () => {
  member = await createUser({ firstName: 'Ayu' })
  memberCookie = await signedInCookie(member)
  open = await createCohort({ program: 'incubator' })
})

function apply(cohortId: number | string, body: unknown, cookie?: string) {
  return applyAction(
    args(jsonRequest(`/api/cohorts/${cohortId}/apply`, 'POST', body, cookie ? { Cookie: cookie } : {}), String(cohortId)),
  )
}

describe('GET /api/cohorts', () => {
  it('lists every program, and only one kind with ?program=', async () => {
    const bootcamp = await createCohort({ program: 'bootcamp' })
    await createCohort({ program: 'accelerator' })
    const all = (await (await cohortsLoader(args(getRequest('/api/cohorts')))).json()) as { id: number; program: string }[]
    expect(all.map((cohort) => cohort.id)).toEqual(expect.arrayContaining([open.id, bootcamp.id]))
    for (const program of ['accelerator', 'incubator', 'bootcamp']) {
      const response = await cohortsLoader(args(getRequest(`/api/cohorts?program=${program}`)))
      expect(response.status).toBe(200)
      const list = (await response.json()) as { program: string }[]
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((cohort) => cohort.program === program)).toBe(true)
    }
    const bootcamps = (await (await cohortsLoader(args(getRequest('/api/cohorts?program=Bootcamp')))).json()) as { id: number }[]
    expect(bootcamps.map((cohort) => cohort.id)).toContain(bootcamp.id)
    expect(bootcamps.map((cohort) => cohort.id)).not.toContain(open.id)
  })

  it('answers 400 for a program type that does not exist', async () => {
    const response = await cohortsLoader(args(getRequest('/api/cohorts?program=hackathon')))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: { program: [expect.stringContaining('accelerator')] } })
  })

  it('lists programs taking applications before running and finished ones', async () => {
    const done = await createCohort({ status: 'completed', startDate: '2020-01-01' })
    const list = (await (await cohortsLoader(args(getRequest('/api/cohorts')))).json()) as { id: number; status: string }[]
    const rank = (status: string) => ['upcoming', 'active', 'completed'].indexOf(status)
    expect(list.map((cohort) => rank(cohort.status))).toEqual([...list.map((cohort) => rank(cohort.status))].sort())
    expect(list.findIndex((cohort) => cohort.id === open.id)).toBeLessThan(list.findIndex((cohort) => cohort.id === done.id))
  })
})

describe('GET /api/cohorts/{id}', () => {
  it('answers the program with its curriculum, benefits and fee as a decimal string', async () => {
    const response = await cohortLoader(args(getRequest(`/api/cohorts/${open.id}`), String(open.id)))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: open.id,
      name: open.name,
      program: 'incubator',
      status: 'upcoming',
      fee: '1500.00',
      curriculum: ['Customer discovery', 'Product-market fit', 'Unit economics', 'Fundraising'],
      benefits: ['Mentorship', 'Cloud credits', 'Demo day'],
      maxParticipants: 20,
      currentParticipants: 0,
    })
  })

  it.each(['99999999', '0', 'abc', '1.5'])('answers 404 JSON "Program Not Found" for %s', async (id) => {
    const response = await cohortLoader(args(getRequest(`/api/cohorts/${id}`), id))
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/json/)
    expect(await response.json()).toEqual({ message: PROGRAM_NOT_FOUND })
  })
})

describe('GET /api/cohorts/{id}/sessions', () => {
  it('orders sessions by date and then time, and hides meeting links from non-participants', async () => {
    const cohort = await createCohort()
    const late = await createCohortSession(cohort.id, { date: '2099-03-09', startTime: '09:00' })
    const afternoon = await createCohortSession(cohort.id, { date: '2099-03-02', startTime: '14:00' })
    const morning = await createCohortSession(cohort.id, {
      date: '2099-03-02',
      startTime: '09:30',
      isOnline: true,
      location: 'Online',
      meetingLink: 'https://meet.example.com/x',
    })
    const read = async (cookie?: string) => {
      const response = await sessionsLoader(
        args(getRequest(`/api/cohorts/${cohort.id}/sessions`, cookie ? { Cookie: cookie } : {}), String(cohort.id)),
      )
      expect(response.status).toBe(200)
      return (await response.json()) as { id: number; meetingLink: string | null; timeZone: string }[]
    }
    const visitor = await read()
    expect(visitor.map((session) => session.id)).toEqual([morning.id, afternoon.id, late.id])
    expect(visitor.every((session) => session.meetingLink === null)).toBe(true)
    expect(visitor[1]!.timeZone).toBe('Asia/Singapore')

    const participant = await createUser()
    await addCohortParticipant(cohort.id, participant.id)
    const inside = await read(await signedInCookie(participant))
    expect(inside[0]!.meetingLink).toBe('https://meet.example.com/x')
  })

  it('answers 404 for an unknown program', async () => {
    const response = await sessionsLoader(args(getRequest('/api/cohorts/99999999/sessions'), '99999999'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: PROGRAM_NOT_FOUND })
  })
})

describe('GET /api/cohorts/{id}/participants', () => {
  it('gives names and progress, never an e-mail', async () => {
    const cohort = await createCohort({ status: 'active' })
    const ana = await createUser({ firstName: 'Ana', lastName: 'Reyes' })
    await addCohortParticipant(cohort.id, ana.id, 65)
    const response = await participantsLoader(args(getRequest(`/api/cohorts/${cohort.id}/participants`), String(cohort.id)))
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual([expect.objectContaining({ name: 'Ana Reyes', progressPercentage: 65 })])
    expect(text).not.toContain(ana.email)
    expect(text).not.toMatch(/email/i)
  })

  it('answers 404 for an unknown program', async () => {
    const response = await participantsLoader(args(getRequest('/api/cohorts/99999999/participants'), '99999999'))
    expect(response.status).toBe(404)
  })
})

describe('POST /api/cohorts/{id}/apply', () => {
  it('answers 401 signed out', async () => {
    const response = await apply(open.id, letter)
    expect(response.status).toBe(401)
  })

  it.each([{}, { motivationLetter: '' }, { motivationLetter: '   \n ' }, { motivationLetter: 42 }])(
    'answers 400 "Motivation Letter Required" for %j',
    async (body) => {
      const response = await apply(open.id, body, memberCookie)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        message: MOTIVATION_LETTER_REQUIRED,
        errors: { motivationLetter: [MOTIVATION_LETTER_REQUIRED] },
      })
    },
  )

  it('answers 404 for an unknown program', async () => {
    const response = await apply(99999999, letter, memberCookie)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: PROGRAM_NOT_FOUND })
  })

  it('answers 201 pending; the server records the program applied to, whatever the client says; twice is 409', async () => {
    const cohort = await createCohort({ program: 'bootcamp' })
    const response = await apply(
      cohort.id,
      { ...letter, applicationData: { program: 'accelerator', cohortName: 'Something else' } },
      memberCookie,
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      cohortId: cohort.id,
      status: 'pending',
      motivationLetter: letter.motivationLetter,
      applicationData: { program: 'bootcamp', cohortName: cohort.name },
    })
    const again = await apply(cohort.id, letter, memberCookie)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: ALREADY_APPLIED })
  })

  it.each([
    ['active', { status: 'active' as const }],
    ['completed', { status: 'completed' as const }],
    ['past its deadline', { applicationDeadline: '2020-01-01' }],
  ])('answers 409 closed when the program is %s', async (_, overrides) => {
    const cohort = await createCohort(overrides)
    const response = await apply(cohort.id, letter, memberCookie)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: APPLICATIONS_CLOSED })
  })

  it('takes applications on the deadline day itself (inclusive, UTC)', async () => {
    const cohort = await createCohort({ applicationDeadline: '2030-05-10' })
    const applicant = await createUser()
    await expect(applyToCohort(applicant, cohort.id, letter, new Date('2030-05-10T23:59:00Z'))).resolves.toMatchObject({
      status: 'pending',
    })
    const late = await createUser()
    await expect(applyToCohort(late, cohort.id, letter, new Date('2030-05-11T00:00:01Z'))).rejects.toMatchObject({
      status: 409,
      message: APPLICATIONS_CLOSED,
    })
  })

  it('attaches one of the member’s own startups; someone else’s is 403', async () => {
    const founder = await createUser({ userType: 'startup' })
    const mine = await createStartup(founder)
    const other = await createStartup(await createUser({ userType: 'startup' }))
    const cohort = await createCohort()
    const cookie = await signedInCookie(founder)
    const refused = await apply(cohort.id, { ...letter, startupId: other.id }, cookie)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: NOT_YOUR_STARTUP })
    const accepted = await apply(cohort.id, { ...letter, startupId: mine.id }, cookie)
    expect(accepted.status).toBe(201)
    expect(await accepted.json()).toMatchObject({ startupId: mine.id })
  })

  it('leaves exactly one application when the same member applies 20 times at once', async () => {
    const cohort = await createCohort()
    const racer = await createUser()
    const cookie = await signedInCookie(racer)
    const responses = await Promise.all(Array.from({ length: 20 }, () => apply(cohort.id, letter, cookie)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const db = await getDb()
    const rows = await db
      .select()
      .from(cohortApplications)
      .where(and(eq(cohortApplications.cohortId, cohort.id), eq(cohortApplications.userId, racer.id)))
    expect(rows).toHaveLength(1)
  })
})

describe('GET /api/my-cohort-applications', () => {
  it('answers 401 signed out', async () => {
    const response = await myApplicationsLoader(args(getRequest('/api/my-cohort-applications')))
    expect(response.status).toBe(401)
  })

  it('lists only the member’s own applications, each with cohortId and status', async () => {
    const applicant = await createUser()
    const cookie = await signedInCookie(applicant)
    const first = await createCohort()
    const second = await createCohort({ program: 'bootcamp' })
    expect((await apply(first.id, letter, cookie)).status).toBe(201)
    expect((await apply(second.id, letter, cookie)).status).toBe(201)
    expect((await apply(first.id, letter, memberCookie)).status).toBe(201)
    const response = await myApplicationsLoader(args(getRequest('/api/my-cohort-applications', { Cookie: cookie })))
    expect(response.status).toBe(200)
    const list = (await response.json()) as { cohortId: number; status: string }[]
    expect(list.map(({ cohortId, status }) => ({ cohortId, status })).sort((a, b) => a.cohortId - b.cohortId)).toEqual([
      { cohortId: first.id, status: 'pending' },
      { cohortId: second.id, status: 'pending' },
    ])
  })
})
