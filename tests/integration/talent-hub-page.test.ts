import { beforeAll, describe, expect, it } from 'vitest'
import { putOnPlan } from '../support/plan-rows'
import type { PublicUser } from '~/shared/user'
import { listJobs } from '~/models/jobs.server'
import { action, loader } from '~/routes/talent-hub/route'
import { createJob, createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, settle } from '../support/http'
import type { JobCardView } from '~/components/job-card'
import { type Cards, cardRows } from '~/shared/columns'

// /talent-hub: the list (server-side filters, n over every match, paging) and the Post Job dialog's form posts
// without JavaScript (the same schema and model as POST /api/jobs).

let founder: PublicUser
let cookie = ''
let lonelyCookie = ''
let strangerStartup = 0
let startupId = 0

beforeAll(async () => {
  founder = await createUser({ firstName: 'Mei' })
  // On Professional: the page posts more than Starter's 2 jobs a month for one startup (job-credits.test.ts).
  await putOnPlan(founder, 'professional')
  cookie = await signedInCookie(founder)
  lonelyCookie = await signedInCookie(await createUser())
  startupId = (await createStartup(founder, { name: 'Lantern Labs' })).id
  strangerStartup = (await createStartup(await createUser(), { name: 'Not Yours' })).id
  for (let i = 0; i < 120; i++) {
    await createJob(startupId, { title: `${i % 2 ? 'Backend' : 'Design'} role ${i}`, type: i % 4 === 0 ? 'contract' : 'full-time' })
  }
})

type Reply = { result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

async function post(path: string, fields: Record<string, string>, withCookie = cookie) {
  return settle(async () => {
    const result = await action(routeArgs(formRequest(path, fields, withCookie ? { Cookie: withCookie } : {})))
    return result instanceof Response ? result : Response.json(result.data, { status: result.init?.status ?? 200 })
  })
}

const validForm = () => ({
  intent: 'post-job',
  startupId: String(startupId),
  title: 'Lantern Rust Engineer',
  description: 'Write the firmware of our smart lanterns.',
  requirements: '',
  location: 'Seoul',
  type: 'contract',
  experienceLevel: 'senior',
  'techStack[0]': 'Rust',
  techStack__new: 'Embedded C',
  isRemote: 'on',
  'salary.min': '90000',
  'salary.max': '',
  'salary.currency': 'USD',
})

/** The page sends its cards one array per field (docs/decisions/0059); the rows back. */
const withRows = <D extends { jobs: Cards<JobCardView> }>(data: D) => ({ ...data, jobs: cardRows(data.jobs)! })

describe('/talent-hub loader', () => {
  it('shows the first 50, counts every match, and keeps earlier rows when paging without JavaScript', async () => {
    const first = await loader(routeArgs(getRequest('/talent-hub'))).then(withRows)
    expect(first.jobs).toHaveLength(50)
    expect(first.total).toEqual({ count: 120, more: false })
    const more = await loader(routeArgs(getRequest('/talent-hub?offset=50'))).then(withRows)
    expect(more.jobs).toHaveLength(100)
    expect(more.jobs.slice(0, 50).map((job) => job.id)).toEqual(first.jobs.map((job) => job.id))
    const filtered = await loader(routeArgs(getRequest('/talent-hub?type=contract&searchQuery=design'))).then(withRows)
    expect(filtered.total).toEqual({ count: 30, more: false })
    expect(filtered.jobs.every((job) => job.type === 'contract' && job.title.startsWith('Design'))).toBe(true)
  })

  it('sends a visitor who opens Post Job to sign in, and back to the open dialog afterwards', async () => {
    const response = await settle(() => loader(routeArgs(getRequest('/talent-hub?type=contract&dialog=post-job'))))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/talent-hub?type=contract&dialog=post-job')}`)
  })

  it('offers a member the startups they may post for', async () => {
    const page = await loader(routeArgs(getRequest('/talent-hub?dialog=post-job', { Cookie: cookie })))
    expect(page.postable).toEqual([{ id: startupId, name: 'Lantern Labs' }])
  })
})

describe('Post Job without JavaScript', () => {
  it('posts with the tech entry still in its box, closes the dialog with the success toast, keeps the filters', async () => {
    const response = await post('/talent-hub?type=contract&dialog=post-job', validForm())
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/talent-hub?type=contract')
    expect(response.headers.getSetCookie().some((header) => header.startsWith('sa_toast='))).toBe(true)
    const [newest] = await listJobs({ limit: 1 })
    expect(newest).toMatchObject({
      title: 'Lantern Rust Engineer',
      type: 'contract',
      experienceLevel: 'senior',
      location: 'Seoul',
      techStack: ['Rust', 'Embedded C'],
      isRemote: true,
      requirements: null,
      salary: { min: 90000, currency: 'USD' },
    })
  })

  it('adds a tech entry with a round trip (Add or Enter in the box) that keeps every value and posts nothing', async () => {
    const before = (await listJobs({ limit: 1 }))[0]!.id
    for (const intent of ['add:techStack', 'enter']) {
      const response = await post('/talent-hub?dialog=post-job', { ...validForm(), title: '', intent })
      expect(response.status, intent).toBe(200)
      const reply = (await response.json()) as Reply
      expect(reply.result.initialValue).toMatchObject({ techStack: ['Rust', 'Embedded C'], location: 'Seoul' })
      expect(reply.result.error?.title, intent).toBeUndefined()
    }
    expect((await listJobs({ limit: 1 }))[0]!.id).toBe(before)
  })

  it('answers 400 with the field errors and the values kept (the dialog stays open)', async () => {
    const response = await post('/talent-hub?dialog=post-job', {
      ...validForm(),
      title: '',
      location: 'Atlantis',
      'salary.min': '500',
      'salary.max': '100',
      techStack__new: '',
    })
    expect(response.status).toBe(400)
    const reply = (await response.json()) as Reply
    expect(reply.result.error).toMatchObject({
      title: ['Job title is required'],
      location: ['Please select a location'],
      'salary.max': ['Maximum salary must not be below the minimum'],
    })
    expect(reply.result.initialValue).toMatchObject({ description: 'Write the firmware of our smart lanterns.', type: 'contract' })
  })

  it('puts a missing startup under its field, and another member’s startup or none at all in the dialog’s error', async () => {
    const missing = await post('/talent-hub?dialog=post-job', { ...validForm(), startupId: '' })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as Reply).result.error).toMatchObject({ startupId: ['Please choose one of your startups'] })

    const theirs = await post('/talent-hub?dialog=post-job', { ...validForm(), startupId: String(strangerStartup) })
    expect(theirs.status).toBe(403)
    expect(((await theirs.json()) as Reply).result.error?.['']).toEqual(['You can only post jobs for your own startups'])

    const none = await post('/talent-hub?dialog=post-job', { ...validForm(), startupId: '' }, lonelyCookie)
    expect(none.status).toBe(409)
    expect(((await none.json()) as Reply).result.error?.['']?.[0]).toMatch(/\/create-startup/)
  })

  it('sends a visitor to sign in', async () => {
    const response = await post('/talent-hub?dialog=post-job', validForm(), '')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })
})
