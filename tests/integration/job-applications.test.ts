import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { jobApplications, startupTeam } from '../../db/schema'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { getDashboard } from '~/models/dashboard.server'
import type { Applicant, MyApplication } from '~/models/job-applications.server'
import { loader as applicantsLoader } from '~/routes/api/job-applicants'
import { action as applyAction } from '~/routes/api/job-apply'
import { action as moveAction, loader as applicationLoader } from '~/routes/api/job-application'
import { loader as myApplicationsLoader } from '~/routes/api/my-job-applications'
import { action as pageAction, loader as pageLoader } from '~/routes/job/route'
import { createJob, createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'

// Applying to a job and tracking the application (docs/decisions/0028-job-applications.md): POST /api/jobs/{id}/apply
// and the job page's form, the team's view of the applicants and the moves they may make, and who may read what.

type Role = 'founder' | 'teammate' | 'owner' | 'applicant' | 'other' | 'stranger' | 'admin'
const users = {} as Record<Role, PublicUser>
const cookies = {} as Record<Role, string>
let startupId = 0
let jobId = 0
let closedJobId = 0

beforeAll(async () => {
  for (const role of ['founder', 'teammate', 'owner', 'applicant', 'other', 'stranger', 'admin'] as const) {
    users[role] = await createUser({ firstName: role[0]!.toUpperCase() + role.slice(1), userType: role === 'admin' ? 'admin' : 'public' })
    cookies[role] = await signedInCookie(users[role])
  }
  startupId = (
    await createStartup(users.founder, { name: 'Hawker Tech', claimedByUserId: users.owner.id, subscriptionActive: true })
  ).id
  const db = await getDb()
  await db.insert(startupTeam).values({ startupId, userId: users.teammate.id, role: 'Engineer' })
  jobId = (await createJob(startupId, { title: 'Kitchen Systems Engineer' })).id
  closedJobId = (await createJob(startupId, { title: 'Filled Role', isActive: false })).id
})

const headers = (role?: Role): Record<string, string> => (role ? { Cookie: cookies[role] } : {})

function apply(id: number | string, body: unknown, role?: Role) {
  return applyAction(routeArgs(jsonRequest(`/api/jobs/${id}/apply`, 'POST', body, headers(role)), { params: { id: String(id) } }))
}
function applicants(id: number, role?: Role) {
  return settle(() =>
    applicantsLoader(routeArgs(getRequest(`/api/jobs/${id}/applications`, headers(role)), { params: { id: String(id) } })),
  )
}
function readApplication(id: number, role?: Role) {
  return settle(() =>
    applicationLoader(routeArgs(getRequest(`/api/job-applications/${id}`, headers(role)), { params: { id: String(id) } })),
  )
}
function move(id: number, status: unknown, role?: Role) {
  return moveAction(
    routeArgs(jsonRequest(`/api/job-applications/${id}`, 'PATCH', { status }, headers(role)), { params: { id: String(id) } }),
  )
}

const note = { note: 'I ran the kitchen display system at a hawker centre chain.', link: 'https://cv.example.com/me' }

describe('POST /api/jobs/{id}/apply', () => {
  let applicationId = 0

  it('answers 401 when signed out', async () => {
    expect((await apply(jobId, note)).status).toBe(401)
  })

  it('answers 404 Job Not Found for unknown and closed jobs', async () => {
    for (const id of [987_654, closedJobId]) {
      const response = await apply(id, note, 'applicant')
      expect(response.status, String(id)).toBe(404)
      expect(await response.json()).toEqual({ message: 'Job Not Found' })
    }
    expect((await apply('abc', note, 'applicant')).status).toBe(404)
  })

  it('answers 400 naming the field for a missing note or a bad link', async () => {
    for (const [body, field] of [
      [{ note: '  ' }, 'note'],
      [{ note: 'x'.repeat(2001) }, 'note'],
      [{ note: 'Hi', link: 'javascript:alert(1)' }, 'link'],
      [{ note: 'Hi', link: `https://example.com/${'x'.repeat(500)}` }, 'link'],
    ] as const) {
      const response = await apply(jobId, body, 'applicant')
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field])
    }
  })

  it('answers 201 with the application, new, and a second application is 409', async () => {
    const response = await apply(jobId, note, 'applicant')
    expect(response.status).toBe(201)
    const application = (await response.json()) as MyApplication
    expect(application).toMatchObject({
      status: 'new',
      note: note.note,
      link: note.link,
      job: { id: jobId, title: 'Kitchen Systems Engineer', isOpen: true },
      startup: { id: startupId, name: 'Hawker Tech' },
    })
    applicationId = application.id
    const again = await apply(jobId, { note: 'Me again' }, 'applicant')
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'You have already applied to this job' })
  })

  it('refuses the startup’s own team and claimed owner (403)', async () => {
    for (const role of ['founder', 'teammate', 'owner'] as const) expect((await apply(jobId, note, role)).status, role).toBe(403)
  })

  it('keeps one application per member when twenty arrive at once', async () => {
    const { id } = await createJob(startupId, { title: 'Rush Role' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(id, note, 'other')))
    const statuses = answers.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const db = await getDb()
    expect(await db.select().from(jobApplications).where(eq(jobApplications.jobId, id))).toHaveLength(1)
  })

  it('shows the applicant their applications with each status', async () => {
    const response = await settle(() => myApplicationsLoader(routeArgs(getRequest('/api/my-job-applications', headers('applicant')))))
    const mine = (await response.json()) as MyApplication[]
    expect(mine.map((application) => [application.id, application.status])).toEqual([[applicationId, 'new']])
    expect((await settle(() => myApplicationsLoader(routeArgs(getRequest('/api/my-job-applications'))))).status).toBe(401)
  })

  describe('who may read applications', () => {
    it('the job’s team and claimed owner list the applicants; anyone else 403, visitors 401', async () => {
      for (const role of ['founder', 'teammate', 'owner'] as const) {
        const response = await applicants(jobId, role)
        expect(response.status, role).toBe(200)
        const list = (await response.json()) as Applicant[]
        expect(list.map((application) => application.applicant.id)).toEqual([users.applicant.id])
        expect(list[0]).toMatchObject({ note: note.note, link: note.link, status: 'new' })
      }
      for (const role of ['applicant', 'stranger', 'admin'] as const) {
        expect((await applicants(jobId, role)).status, role).toBe(403)
      }
      expect((await applicants(jobId)).status).toBe(401)
      expect((await applicants(987_654, 'founder')).status).toBe(404)
    })

    it('one application: its applicant and the team; anyone else 403; unknown 404', async () => {
      for (const role of ['applicant', 'founder', 'teammate', 'owner'] as const) {
        expect((await readApplication(applicationId, role)).status, role).toBe(200)
      }
      for (const role of ['stranger', 'admin', 'other'] as const) {
        const response = await readApplication(applicationId, role)
        expect(response.status, role).toBe(403)
      }
      expect((await readApplication(987_654, 'founder')).status).toBe(404)
    })
  })

  describe('moving an application: new → reviewing → rejected / hired', () => {
    it('only the team moves it: applicant, stranger and admin get 403; a visitor 401', async () => {
      for (const role of ['applicant', 'stranger', 'admin', 'other'] as const) {
        expect((await move(applicationId, 'reviewing', role)).status, role).toBe(403)
      }
      expect((await move(applicationId, 'reviewing')).status).toBe(401)
      expect((await move(987_654, 'reviewing', 'founder')).status).toBe(404)
    })

    it('refuses unknown statuses (400) and moves its status does not allow (409)', async () => {
      expect((await move(applicationId, 'shortlisted', 'founder')).status).toBe(400)
      const skip = await move(applicationId, 'hired', 'founder')
      expect(skip.status).toBe(409)
      expect(await skip.json()).toEqual({ message: 'An application marked new cannot be marked hired' })
      expect((await move(applicationId, 'new', 'founder')).status).toBe(409)
    })

    it('new → reviewing (a teammate) → hired (the claimed owner); hired is final', async () => {
      const reviewing = await move(applicationId, 'reviewing', 'teammate')
      expect(reviewing.status).toBe(200)
      expect(await reviewing.json()).toMatchObject({ id: applicationId, status: 'reviewing' })
      expect((await move(applicationId, 'reviewing', 'founder')).status).toBe(409)
      const hired = await move(applicationId, 'hired', 'owner')
      expect(await hired.json()).toMatchObject({ status: 'hired' })
      for (const status of ['new', 'reviewing', 'rejected']) expect((await move(applicationId, status, 'founder')).status).toBe(409)
      const response = await settle(() => myApplicationsLoader(routeArgs(getRequest('/api/my-job-applications', headers('applicant')))))
      expect(((await response.json()) as MyApplication[])[0]!.status).toBe('hired')
    })

    it('new → rejected directly; rejected is final', async () => {
      const { id } = await createJob(startupId)
      const application = (await (await apply(id, note, 'stranger')).json()) as MyApplication
      expect((await move(application.id, 'rejected', 'founder')).status).toBe(200)
      expect((await move(application.id, 'reviewing', 'founder')).status).toBe(409)
    })

    it('two team members deciding one application at once: exactly one decision stands', async () => {
      const { id } = await createJob(startupId)
      const application = (await (await apply(id, note, 'stranger')).json()) as MyApplication
      const both = await Promise.all([move(application.id, 'reviewing', 'founder'), move(application.id, 'reviewing', 'teammate')])
      expect(both.map((response) => response.status).sort()).toEqual([200, 409])
      const [hired, rejected] = await Promise.all([
        move(application.id, 'hired', 'founder'),
        move(application.id, 'rejected', 'teammate'),
      ])
      expect([hired.status, rejected.status].sort()).toEqual([200, 409])
      const final = (await (await readApplication(application.id, 'founder')).json()) as Applicant
      expect(final.status).toBe(hired.status === 200 ? 'hired' : 'rejected')
    })
  })
})

describe('the job page /jobs/{id}', () => {
  const load = (id: number | string, role?: Role) =>
    pageLoader(routeArgs(getRequest(`/jobs/${id}`, headers(role)), { params: { id: String(id) } }))
  const post = (id: number | string, fields: Record<string, string>, role?: Role) =>
    settle(async () => {
      const result = await pageAction(routeArgs(formRequest(`/jobs/${id}`, fields, headers(role)), { params: { id: String(id) } }))
      return result instanceof Response ? result : Response.json(result.data, { status: result.init?.status ?? 200 })
    })

  it('is 404 Job Not Found for unknown ids and for closed jobs, except to the startup’s team', async () => {
    for (const id of ['987654', 'abc', String(closedJobId)]) {
      const thrown = await load(id, 'stranger').catch((error: unknown) => error)
      expect(thrown, id).toMatchObject({ init: { status: 404 }, data: { message: 'Job Not Found' } })
    }
    const mine = await load(closedJobId, 'founder')
    expect(mine.job.isActive).toBe(false)
    expect(mine.manages).toBe(true)
  })

  it('gives visitors the job, members the apply form, applicants their status, the team the applicants', async () => {
    const visitor = await load(jobId)
    expect(visitor).toMatchObject({ signedIn: false, manages: false, application: null, applicants: null })
    expect(visitor.job.startup.name).toBe('Hawker Tech')
    const applicant = await load(jobId, 'applicant')
    expect(applicant.application).toMatchObject({ status: 'hired' })
    const team = await load(jobId, 'teammate')
    expect(team.manages).toBe(true)
    expect(team.applicants?.map((application) => application.applicant.id)).toEqual([users.applicant.id])
  })

  it('applies without JavaScript: visitors sign in first, then 302 with a toast, then 409 and Applied', async () => {
    const { id } = await createJob(startupId, { title: 'Form Role' })
    const visitor = await post(id, { intent: 'apply', note: 'Hello' })
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/jobs/${id}`)}`)

    const invalid = await post(id, { intent: 'apply', note: '', link: 'not a link' }, 'other')
    expect(invalid.status).toBe(400)
    const reply = (await invalid.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    expect(reply.result.error).toMatchObject({ note: ['Please add a short note'], link: ['Link must be a web address (https://…)'] })
    expect(reply.result.initialValue).toMatchObject({ link: 'not a link' })

    const sent = await post(id, { intent: 'apply', note: 'Hello', link: '' }, 'other')
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe(`/jobs/${id}`)
    expect(sent.headers.getSetCookie().some((cookie) => cookie.startsWith('sa_toast='))).toBe(true)
    expect((await load(id, 'other')).application).toMatchObject({ status: 'new' })

    const again = await post(id, { intent: 'apply', note: 'Hello again' }, 'other')
    expect(again.status).toBe(409)
    expect(((await again.json()) as { result: { error: Record<string, string[]> } }).result.error['']).toEqual([
      'You have already applied to this job',
    ])
  })

  it('lets the team move an applicant and close the job with plain form posts; others get 403', async () => {
    const { id } = await createJob(startupId, { title: 'Board Role' })
    const application = (await (await apply(id, note, 'other')).json()) as MyApplication
    const fields = { intent: 'move', applicationId: String(application.id), status: 'reviewing' }
    expect((await post(id, fields, 'stranger')).status).toBe(403)
    const moved = await post(id, fields, 'founder')
    expect(moved.status).toBe(302)
    expect(moved.headers.get('Location')).toBe(`/jobs/${id}#applicants`)
    expect((await post(id, fields, 'founder')).status).toBe(409)
    expect((await post(id, { intent: 'move', applicationId: 'x', status: 'reviewing' }, 'founder')).status).toBe(400)
    expect((await post(id, { intent: 'close' }, 'stranger')).status).toBe(403)
    expect((await post(id, { intent: 'close' }, 'founder')).status).toBe(302)
    expect((await post(id, { intent: 'dance' }, 'founder')).status).toBe(400)
  })

  it('carries JobPosting structured data for open jobs only', async () => {
    const { meta } = await import('~/routes/job/route')
    const open = await load(jobId)
    const tags = meta({ loaderData: open } as never) as Array<Record<string, unknown>>
    const ld = tags.find((tag) => 'script:ld+json' in tag)?.['script:ld+json'] as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'JobPosting', title: 'Kitchen Systems Engineer', hiringOrganization: { name: 'Hawker Tech' } })
    const closed = await load(closedJobId, 'founder')
    expect((meta({ loaderData: closed } as never) as object[]).some((tag) => 'script:ld+json' in tag)).toBe(false)
  })
})

describe('the dashboard', () => {
  it('shows the applicant their applications with status, and the team its jobs with applicant counts', async () => {
    const applicant = await getDashboard(users.applicant.id)
    expect(applicant.myApplications.map((application) => [application.job.title, application.status])).toEqual([
      ['Kitchen Systems Engineer', 'hired'],
    ])
    const founder = await getDashboard(users.founder.id)
    const kitchen = founder.hiringJobs.find((job) => job.id === jobId)
    expect(kitchen).toMatchObject({ applicants: 1, newApplicants: 0, isActive: true })
    expect(founder.hiringJobs.find((job) => job.id === closedJobId)).toMatchObject({ isActive: false })
    expect((await getDashboard(users.owner.id)).hiringJobs.length).toBe(founder.hiringJobs.length)
    expect((await getDashboard(users.stranger.id)).hiringJobs).toEqual([])
  })
})
