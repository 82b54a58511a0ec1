import { randomUUID } from 'node:crypto'
import { formatLocalDate, instantToLocal } from '../../app/shared/time-zones'
import { expect, test, type APIRequestContext } from './fixtures'

// Issue 46 items 6–7 (docs/decisions/0126), in both projects (JavaScript on and off): the sign-in error by its field,
// the claim form keeping its answers and proof after a declined payment, and the cancel confirmation.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
const PASSWORD = 'password-123'

async function signUp(request: APIRequestContext, tag: string, userType: 'public' | 'startup' = 'public') {
  const email = `keep-${tag}-${randomUUID().slice(0, 12)}@example.com`
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Kay', lastName: 'Keeper', userType },
  })
  expect(response.status()).toBe(201)
  return email
}

test('a wrong password is said under the password; the e-mail stays', async ({ page }) => {
  const email = `nobody-${randomUUID().slice(0, 12)}@example.com`
  await page.goto('/auth')
  const form = page.locator('form#sign-in')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill('wrong-password')
  await form.getByRole('button', { name: 'Sign In' }).click()
  const password = form.getByLabel('Password')
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator(`#${await password.getAttribute('aria-describedby')}`)).toHaveText('Invalid email or password')
  await expect(form.getByText('Password is required')).toHaveCount(0)
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await expect(password).toHaveValue('')
})

test('the claim form keeps its answers and the proof after a declined payment', async ({ page, playwright, baseURL }) => {
  const founder = await playwright.request.newContext({ baseURL })
  await signUp(founder, 'founder', 'startup')
  const name = `Keepsake ${randomUUID().slice(0, 8)}`
  const created = await founder.post('/api/startups', {
    data: { name, description: 'Waiting for its owner.', sector: 'fintech', location: 'Singapore', stage: 'seed' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await founder.dispose()
  await signUp(page.request, 'claimer')

  await page.goto(`/claim-profile/${id}`)
  await page.getByLabel('Your Title').fill('Managing Director')
  await page.getByLabel('Business Registration Number').fill('201912345K')
  await page.getByLabel('Proof of Authority').setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByLabel('Why should you manage this profile?').fill('I founded it and run it today.')
  await page.getByRole('button', { name: 'Submit Claim & Pay $15/month' }).click()
  await page.getByRole('button', { name: 'Decline payment' }).click()

  await expect(page).toHaveURL(new RegExp(`/claim-profile/${id}\\?retry=`))
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Failed: the payment did not go through.' })).toBeVisible()
  await expect(page.getByLabel('Your Title')).toHaveValue('Managing Director')
  await expect(page.getByLabel('Business Registration Number')).toHaveValue('201912345K')
  await expect(page.getByLabel('Why should you manage this profile?')).toHaveValue('I founded it and run it today.')
  await expect(page.getByText('Your proof is kept: proof.pdf.')).toBeVisible()
  // Submitted again without choosing the file: the kept proof is enough to reach the payment.
  await page.getByRole('button', { name: 'Submit Claim & Pay $15/month' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
})

test('cancelling a booking asks first; a cancelled booking offers no payment state or calendar file', async ({ page }) => {
  await signUp(page.request, 'booker')
  const [desk] = (await (await page.request.get('/api/workspaces?type=hot-desk&limit=1')).json()) as Array<{ id: number; timeZone: string }>
  const date = formatLocalDate(instantToLocal(new Date(Date.now() + (20 + Math.floor(Math.random() * 60)) * 86_400_000), desk!.timeZone))
  const hour = String(8 + Math.floor(Math.random() * 9)).padStart(2, '0')
  const booked = await page.request.post('/api/workspace-bookings', {
    data: { workspaceId: desk!.id, startTime: `${date}T${hour}:00`, endTime: `${date}T${hour}:30` },
  })
  expect(booked.status()).toBe(201)

  await page.goto('/workspace')
  const item = page.getByRole('region', { name: 'My Bookings' }).getByRole('listitem').first()
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await item.getByRole('link', { name: /^Cancel booking/ }).click()
  await expect(page).toHaveURL(/[?&]dialog=cancel-booking&booking=\d+/)
  await expect(confirm).toContainText('this cannot be undone')
  await confirm.getByRole('link', { name: 'Keep booking' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(item).toContainText('Confirmed')

  await item.getByRole('link', { name: /^Cancel booking/ }).click()
  await confirm.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page.getByText('Booking cancelled').first()).toBeVisible()
  await expect(page).not.toHaveURL(/dialog=/)
  await expect(item).toContainText('Cancelled')
  await expect(item).not.toContainText('Payment pending')
  await expect(item.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(0)
  await expect(item.getByRole('link', { name: /^Cancel booking/ })).toHaveCount(0)
})
