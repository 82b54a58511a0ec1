import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, FOUNDER, test } from './fixtures'

// Smart matching (issue 42 item 3, docs/decisions/0116-matching.md), JavaScript on and off: a member who stated what
// they want opens "For you" from the dashboard and reads why each startup and job matched; a founder opens their
// startup's investors and mentors. The preferences page is another part of issue 42 (item 4), so this spec writes the
// member's preferences into the server's database directly.

const PASSWORD = 'matching-pass-123'

function statePreferences(userId: number) {
  const database = new Database(path.resolve('.cache/e2e', `app-${process.env.E2E_PORT}.db`))
  try {
    database.pragma('busy_timeout = 5000')
    const singapore = database.prepare("select id from cities where slug = 'singapore'").get() as { id: number }
    database
      .prepare(
        'insert into member_preferences (user_id, sectors, stages, skills, culture_values, city_id, remote_ok) values (?, ?, ?, ?, ?, ?, 1)',
      )
      .run(userId, '["fintech","saas"]', '["seed","series-a"]', '["react","typescript","python"]', '[]', singapore.id)
    // Every factor of a match is explained on the plans with "AI matching" (decision 0141): Professional, active a month.
    database
      .prepare("insert into plan_subscriptions (user_id, plan_key, stripe_subscription_id, status, current_period_end) values (?, 'professional', ?, 'active', ?)")
      .run(userId, `sub_e2e_matching_${userId}`, Date.now() + 30 * 86_400_000)
  } finally {
    database.close()
  }
}

test('open For you from the dashboard and read why each match fits', async ({ page, request, signIn }) => {
  const email = `matching-${randomUUID()}@example.com`
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Mina', lastName: 'Match', userType: 'public' },
  })
  expect(signup.status()).toBe(201)
  await signIn({ email, password: PASSWORD })

  // Before stating anything: the page asks for preferences.
  await page.goto('/for-you')
  await expect(page.getByRole('heading', { level: 1, name: 'For you' })).toBeVisible()
  await expect(page.getByText('Tell us the sectors, stages, skills, culture and city you care about')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Set your preferences' }).first()).toHaveAttribute('href', '/profile/preferences')

  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number }
  statePreferences(me.id)

  await page.goto('/dashboard')
  const section = page.getByRole('region', { name: 'For you' })
  await expect(section.getByRole('list', { name: 'Why this match' }).first()).toBeVisible()
  await section.getByRole('link', { name: 'See all your matches' }).click()
  await expect(page).toHaveURL(/\/for-you$/)

  const startups = page.getByRole('region', { name: 'Startups for you' })
  const firstStartup = startups.getByRole('article').first()
  await expect(firstStartup.getByText(/^\d+% match$/)).toBeVisible()
  const reasons = firstStartup.getByRole('list', { name: 'Why this match' })
  await expect(reasons.getByRole('listitem').filter({ hasText: /^Sector: (Fintech|SaaS) · 30 of 30 points$/ })).toBeVisible()
  await expect(reasons.getByRole('listitem').filter({ hasText: /^Stage: / })).toBeVisible()

  const jobs = page.getByRole('region', { name: 'Jobs for you' })
  await expect(jobs.getByRole('article').first().getByRole('list', { name: 'Why this match' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit your preferences' })).toBeVisible()
})

test("a founder reads their startup's investors and mentors", async ({ page, signIn }) => {
  await signIn(FOUNDER)
  await page.goto('/for-you')
  await page.getByRole('link', { name: /^Investors and mentors for / }).first().click()
  await expect(page).toHaveURL(/\/startup\/\d+\/manage\/matches$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Investors and mentors for / })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Investors' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Mentors' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Manage this startup' }).getByRole('link', { name: 'Investors and mentors' })).toHaveAttribute('aria-current', 'page')
})
