import { expect, test, type APIRequestContext } from './fixtures'

// Issue 43 items 1 and 4 (docs/decisions/0130-follows-and-activity-feed.md): a visitor is offered to sign in; a member
// follows a startup from its page, sees it on /profile and the startup's new job in the dashboard's feed, then
// unfollows from /profile — JavaScript on and off (the js and no-js projects run it each).

const PASSWORD = 'password-123'

async function signUp(request: APIRequestContext, email: string, firstName: string, userType = 'public') {
  const response = await request.post('/api/auth/signup', { data: { email, password: PASSWORD, firstName, lastName: 'Lim', userType } })
  expect(response.status()).toBe(201)
}

test('follow a startup, see it on /profile and its new job on the dashboard, unfollow', async ({ page, signIn, playwright, javaScriptEnabled }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL
  const tag = `${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const name = `Followed Works ${tag}`
  const founder = await playwright.request.newContext({ baseURL })
  await signUp(founder, `founder-${tag}@example.com`, 'Fen', 'startup')
  const created = await founder.post('/api/startups', {
    data: { name, description: 'A startup people follow.', sector: 'saas', location: 'Singapore', stage: 'seed' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }

  // A visitor's Follow is a way to sign in and come back.
  await page.goto(`/startup/${id}`)
  await expect(page.getByRole('link', { name: 'Follow', exact: true })).toHaveAttribute('href', `/auth?redirectTo=${encodeURIComponent(`/startup/${id}`)}`)
  await expect(page.getByText('0 followers')).toBeVisible()

  const email = `member-${tag}@example.com`
  const member = await playwright.request.newContext({ baseURL })
  await signUp(member, email, 'Mei')
  await member.dispose()
  await signIn({ email, password: PASSWORD })

  await page.goto(`/startup/${id}`)
  // With JavaScript the post is a fetcher's: the page is not loaded again (this mark would be lost).
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { followMark: true }))
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Following' })).toBeVisible()
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible()
  if (javaScriptEnabled) expect(await page.evaluate(() => 'followMark' in window)).toBe(true)
  await expect(page).toHaveURL(new RegExp(`/startup/${id}$`))

  // On /profile, with its type and page.
  await page.goto('/profile')
  const following = page.getByRole('region', { name: 'Following' })
  await expect(following.getByRole('link', { name })).toHaveAttribute('href', `/startup/${id}`)

  // The startup posts a job: it shows in the member's feed.
  const title = `Follow feed engineer ${tag}`
  const job = await founder.post('/api/jobs', { data: { startupId: id, title, description: 'A job the follows journey posted.', location: 'Tokyo' } })
  expect(job.status()).toBe(201)
  const { id: jobId } = (await job.json()) as { id: number }
  await founder.dispose()
  await page.goto('/dashboard')
  const feed = page.getByRole('region', { name: 'From startups you follow' })
  await expect(feed.getByRole('link', { name: `New job: ${title}` })).toHaveAttribute('href', `/jobs/${jobId}`)

  // Unfollow from /profile: the list is empty again.
  await page.goto('/profile')
  await following.getByRole('button', { name: `Unfollow ${name}` }).click()
  await expect(following.getByText('You do not follow anyone yet.', { exact: false })).toBeVisible()
  await expect(following.getByRole('link', { name })).toHaveCount(0)
})
