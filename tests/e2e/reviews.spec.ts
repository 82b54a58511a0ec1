import { expect, test, type APIRequestContext } from './fixtures'
import { linkIn, waitForMail } from './support/mail'

// Issue 42 item 5 (docs/decisions/0119-anonymous-reviews.md): a stranger is refused; proving a work address on the
// startup's domain makes them a verified teammate, who writes an anonymous review — JavaScript on and off (the js and
// no-js projects run it each).

const PASSWORD = 'password-123'
const tag = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

async function signUp(request: APIRequestContext, email: string, firstName: string, userType = 'public') {
  const response = await request.post('/api/auth/signup', { data: { email, password: PASSWORD, firstName, lastName: 'Tan', userType } })
  expect(response.status()).toBe(201)
}

test('a stranger is refused; with a confirmed work address they write an anonymous review', async ({ page, signIn, playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL
  const id = tag()
  const domain = `rv${id.replace(/[^a-z0-9]/g, '')}.example.com`
  // The startup, made by its founder through the API.
  const founderJar = await playwright.request.newContext({ baseURL })
  await signUp(founderJar, `founder-${id}@example.com`, 'Fern', 'startup')
  const created = await founderJar.post('/api/startups', {
    data: { name: `Review Works ${id}`, description: 'A team people review.', sector: 'fintech', location: 'Singapore', stage: 'seed', website: `https://www.${domain}` },
  })
  expect(created.status()).toBe(201)
  const { id: startupId } = (await created.json()) as { id: number }
  await founderJar.dispose()

  const email = `member-${id}@example.com`
  const memberJar = await playwright.request.newContext({ baseURL })
  await signUp(memberJar, email, 'Rae')
  await memberJar.dispose()
  await signIn({ email, password: PASSWORD })

  // A stranger: refused, with the reason, and offered the work-address check.
  await page.goto(`/startup/${startupId}?tab=reviews`)
  await expect(page.getByText('Rating shown after 3 reviews')).toBeVisible()
  await page.getByRole('link', { name: 'Write a review' }).click()
  await expect(page.getByRole('alert')).toContainText('Only verified current or former team members of this startup can review it')
  await expect(page.getByRole('button', { name: 'Post review' })).toHaveCount(0)

  const work = `rae@${domain}`
  await page.getByRole('textbox', { name: /^Work e-mail/ }).fill('rae@gmail.com')
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText("The address must be on the startup's website domain").first()).toBeVisible()
  await page.getByRole('textbox', { name: /^Work e-mail/ }).fill(work)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText(`We sent a link to ${work}`).first()).toBeVisible()

  const mail = await waitForMail(work, /Confirm your work address/)
  await page.goto(linkIn(mail, '/review-verification'))
  await page.getByRole('button', { name: 'Confirm my address' }).click()
  await expect(page.getByText('Your work address is confirmed').first()).toBeVisible()

  // A verified teammate now: the form, errors keep the values, then the review.
  await page.getByRole('textbox', { name: /^Title/ }).fill('Fast-moving and kind')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Please rate the startup from 1 to 5').first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Fast-moving and kind')
  await page.getByRole('combobox', { name: /^Do you work there\?/ }).selectOption('former')
  await page.getByRole('combobox', { name: /^Overall rating/ }).selectOption('4')
  await page.getByRole('textbox', { name: /^Pros/ }).fill('Everyone teaches')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Your review is posted, anonymously').first()).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/startup/${startupId}\\?tab=reviews`))
  const review = page.locator('article').filter({ hasText: 'Fast-moving and kind' })
  await expect(review).toContainText('Anonymous')
  await expect(review).not.toContainText('Rae')
  await expect(page.getByText('Rating shown after 3 reviews')).toBeVisible()
})
