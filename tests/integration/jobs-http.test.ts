import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// The Talent Hub over HTTP against the production server: two processes on one embedded database take parallel
// applications from one member (the database keeps one), and the job page's structured data is a safe data block.

let first: RunningServer
let second: RunningServer

beforeAll(async () => {
  first = await startServer()
  // The second process opens the database the first has migrated.
  second = await startServer({ databaseUrl: first.databaseUrl })
}, 120_000)

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  if (first) removeDatabase(first.databaseUrl)
})

async function postJson(server: RunningServer, path: string, cookie: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  })
}

async function postJob(cookie: string, title: string): Promise<number> {
  const startup = await postJson(first, '/api/startups', cookie, {
    name: 'Twin Process Labs',
    description: 'Two servers, one database.',
    sector: 'saas',
    location: 'Tokyo',
    stage: 'seed',
  })
  expect(startup.status).toBe(201)
  const { id: startupId } = (await startup.json()) as { id: number }
  const job = await postJson(first, '/api/jobs', cookie, {
    startupId,
    title,
    description: 'Ship it.',
    location: 'Tokyo',
    salary: { min: 6_000_000, max: 9_000_000, currency: 'JPY' },
  })
  expect(job.status).toBe(201)
  return ((await job.json()) as { id: number }).id
}

describe('jobs over HTTP', () => {
  it('two server processes, twenty parallel applications from one member: exactly one is kept', async () => {
    const founder = await signUpMember(first)
    const applicant = await signUpMember(first)
    const jobId = await postJob(founder.cookie, 'Parallel Engineer')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postJson(index % 2 ? second : first, `/api/jobs/${jobId}/apply`, applicant.cookie, { note: `Try ${index}` }),
      ),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const mine = await fetch(`${second.url}/api/my-job-applications`, { headers: { Cookie: applicant.cookie } })
    expect(((await mine.json()) as unknown[]).length).toBe(1)
  })

  it('renders JobPosting structured data as an escaped data block, and 404 Job Not Found for unknown jobs', async () => {
    const founder = await signUpMember(first)
    const jobId = await postJob(founder.cookie, 'Engineer </script><script>alert(1)</script>')
    const page = await fetch(`${second.url}/jobs/${jobId}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
    expect(block).not.toBeNull()
    expect(html).not.toContain('<script>alert(1)</script>')
    const data = JSON.parse(block![1]!.replace(/\\u003c/g, '<').replace(/\\u003e/g, '>').replace(/\\u0026/g, '&')) as Record<string, unknown>
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Engineer </script><script>alert(1)</script>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Twin Process Labs' },
      jobLocation: { address: { addressLocality: 'Tokyo', addressCountry: 'JP' } },
      baseSalary: { currency: 'JPY', value: { minValue: 6_000_000, maxValue: 9_000_000, unitText: 'YEAR' } },
    })
    const missing = await fetch(`${second.url}/jobs/987654`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Job Not Found')
  })
})
