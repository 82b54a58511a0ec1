import { expect, test } from './fixtures'

// Issue 46 item 2 (docs/decisions/0127-resource-reviews.md): a member writes a review of a resource and sees its figure
// change, then edits it (the same review, a new figure) — JavaScript on and off (the js and no-js projects run it,
// each on a resource of its own type so the two never count each other's review).

const PASSWORD = 'password-123'
const TEXT = 'Patient, practical advice on our first employment contracts.'

test('a member reviews a resource, sees the figure change, and edits the review', async ({ page, signIn, playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL
  const api = await playwright.request.newContext({ baseURL })
  const type = testInfo.project.name === 'no-js' ? 'hr' : 'legal'
  const [resource] = (await (await api.get(`/api/resources?type=${type}&limit=1`)).json()) as { id: number; name: string; reviewCount: number }[]
  expect(resource).toBeDefined()
  const before = resource!.reviewCount

  const email = `rr-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const signedUp = await api.post('/api/auth/signup', { data: { email, password: PASSWORD, firstName: 'Rae', lastName: 'Tan', userType: 'public' } })
  expect(signedUp.status()).toBe(201)
  await api.dispose()

  // A visitor reads the reviews and is offered a sign-in link, not the form.
  await page.goto(`/resources/${resource!.id}`)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible()
  await expect(reviews.getByRole('button', { name: 'Post review' })).toHaveCount(0)

  await signIn({ email, password: PASSWORD })
  await page.goto(`/resources/${resource!.id}`)
  // Too short: the reason by the field, the text kept.
  await reviews.getByRole('textbox', { name: /^Your review/ }).fill('Too short')
  await reviews.getByRole('button', { name: 'Post review' }).click()
  await expect(reviews.getByText('Please write at least 20 characters')).toBeVisible()
  await expect(reviews.getByText('Please rate it from 1 to 5 stars')).toBeVisible()
  await expect(reviews.getByRole('textbox', { name: /^Your review/ })).toHaveValue('Too short')

  await reviews.getByRole('combobox', { name: /^Your rating/ }).selectOption('1')
  await reviews.getByRole('textbox', { name: /^Your review/ }).fill(TEXT)
  await reviews.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Your review is posted').first()).toBeVisible()
  const header = page.locator('header').filter({ hasText: resource!.name })
  await expect(header).toContainText(`(${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'})`)
  const mine = reviews.getByRole('listitem').filter({ hasText: TEXT })
  await expect(mine).toContainText('Rae T.')
  await expect(mine.getByRole('img', { name: '1 out of 5 stars' })).toBeVisible()
  const afterPost = await header.locator('.rating b').textContent()

  // Editing: the same review with five stars; the count stays, the figure moves up.
  await expect(reviews.getByRole('textbox', { name: /^Your review/ })).toHaveValue(TEXT)
  await reviews.getByRole('combobox', { name: /^Your rating/ }).selectOption('5')
  await reviews.getByRole('button', { name: 'Save review' }).click()
  await expect(page.getByText('Your review is saved').first()).toBeVisible()
  await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
  await expect(header).toContainText(`(${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'})`)
  await expect(header.locator('.rating b')).not.toHaveText(afterPost!)
})
