import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { ADMIN_PAGES, createLongNamedStartup, FOUNDER_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from './pages'
import { ADMIN, expect, FOUNDER, MEMBER, test, type Page } from './fixtures'

// axe-core on every page with JavaScript on: no serious or critical violation (WCAG 2.x A and AA rules).

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  nodes: { target: string[] }[]
}

/**
 * What Lighthouse's SEO and accessibility categories ask of a page's head (docs/decisions/0058-lighthouse.md): a
 * language, a title and, on every page that answers 200, a description of its own.
 */
async function headProblems(page: Page, path: string, status: number): Promise<string[]> {
  const head = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
  }))
  return [
    ...(head.lang ? [] : [`${path}: no lang on <html>`]),
    ...(head.title.trim() ? [] : [`${path}: no title`]),
    ...(head.viewport.includes('width=device-width') ? [] : [`${path}: no viewport`]),
    ...(status !== 200 || head.description.trim() ? [] : [`${path}: no meta description`]),
  ]
}

async function seriousViolations(page: Page, path: string, { head = false } = {}): Promise<string[]> {
  const response = await page.goto(path)
  const problems = head ? await headProblems(page, path, response?.status() ?? 0) : []
  // Evaluated through the browser's debugging channel, which the page's CSP does not govern.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    return result.violations
  })
  return [
    ...problems,
    ...violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${path}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join('; ')}`),
  ]
}

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe runs in the page')

// Each sweep visits every page of a list (about fifty): more than one journey's time on two busy cores.
test.describe.configure({ timeout: 180_000 })

test('no serious or critical accessibility violation on any page, signed out; every page has a lang, a title and a description', async ({
  page,
}) => {
  const found: string[] = []
  for (const path of PUBLIC_PAGES) found.push(...(await seriousViolations(page, path, { head: true })))
  expect(found).toEqual([])
})

test('robots.txt is valid and lets crawlers reach the public pages', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const lines = (await response.text()).split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean)
  expect(lines.filter((line) => !/^(user-agent|allow|disallow|sitemap):\s*\S*$/i.test(line))).toEqual([])
  expect(lines[0]).toMatch(/^user-agent:\s*\*$/i)
  // Longest match wins (RFC 9309); an Allow wins a tie.
  const rules = lines.filter((line) => /^(allow|disallow):/i.test(line)).map((line) => {
    const [directive, value] = line.split(/:\s*/)
    return { allow: directive!.toLowerCase() === 'allow', path: value ?? '' }
  })
  const blocked = (path: string) => {
    const matching = rules.filter((rule) => rule.path && path.startsWith(rule.path)).sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))
    return matching.length > 0 && !matching[0]!.allow
  }
  const crawlable = PUBLIC_PAGES.filter((path) => !path.startsWith('/admin'))
  expect(crawlable.filter(blocked)).toEqual([])
  expect(['/api/startups', '/admin'].filter(blocked)).toEqual(['/api/startups', '/admin'])
})

test('no serious or critical accessibility violation on any page, signed in', async ({ page, signIn }) => {
  await signIn(MEMBER)
  const found: string[] = []
  const id = await createLongNamedStartup(page)
  for (const path of [...MEMBER_PAGES, `/startup/${id}`, `/startup/${id}/edit`]) found.push(...(await seriousViolations(page, path)))
  expect(found).toEqual([])
})

test('no serious or critical accessibility violation on the founder’s pages (applicants, hiring)', async ({ page, signIn }) => {
  await signIn(FOUNDER)
  const found: string[] = []
  for (const path of FOUNDER_PAGES) found.push(...(await seriousViolations(page, path)))
  expect(found).toEqual([])
})

test('the admin panel has no serious or critical violations, dialogs open included', async ({ page, signIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe runs in the page')
  await signIn(ADMIN)
  const found: string[] = []
  for (const path of ADMIN_PAGES) found.push(...(await seriousViolations(page, path)))
  expect(found).toEqual([])
})

test('no serious or critical accessibility violation in the program apply dialog', async ({ page }) => {
  // The demo member has applied to every open program, so a member of this test's own opens the dialog.
  const email = `a11y-apply-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password: 'a11y-apply-pass-1', firstName: 'Axe', lastName: 'Tester', userType: 'public' },
  })
  // Signing up signs this browser in (the page's request context shares its cookies).
  expect(signup.status()).toBe(201)
  const cohorts = (await (await page.request.get('/api/cohorts')).json()) as { id: number; status: string; applicationDeadline: string }[]
  const open = cohorts.find((cohort) => cohort.status === 'upcoming' && cohort.applicationDeadline > new Date().toISOString())!
  const path = `/programs/${open.id}?dialog=apply`
  expect(await seriousViolations(page, path)).toEqual([])
  await expect(page.getByRole('dialog')).toBeVisible()
})
