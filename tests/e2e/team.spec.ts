import { expect, test, type APIRequestContext } from './fixtures'
import { linkIn, waitForMail } from './support/mail'

// Issue 41 item 1 (docs/decisions/0108-team-roles-and-invitations.md): an owner invites a teammate by e-mail and the
// teammate accepts from the e-mail's link — JavaScript on and off (the js and no-js projects run it each).

const PASSWORD = 'password-123'
const unique = (tag: string) => `team-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

async function signUp(request: APIRequestContext, email: string, firstName: string) {
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName, lastName: 'Tan', userType: 'startup' },
  })
  expect(response.status()).toBe(201)
}

test('invite a teammate by e-mail; they accept and join as an editor', async ({ page, signIn, playwright }, testInfo) => {
  // The owner and their startup, made through the API in a cookie jar of their own.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const owner = unique('owner')
  await signUp(request, owner, 'Owen')
  const name = `Team Works ${testInfo.project.name} ${Date.now()}`
  const created = await request.post('/api/startups', {
    data: { name, description: 'Several people keep it current.', sector: 'fintech', location: 'Singapore', stage: 'seed' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await request.dispose()

  await signIn({ email: owner, password: PASSWORD })
  await page.goto(`/startup/${id}/manage/team`)
  await expect(page.getByRole('heading', { level: 1, name: `Team of ${name}` })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Manage this startup' }).getByRole('link', { name: 'Team' })).toBeVisible()

  const invitee = unique('invitee')
  const invite = page.locator('form#invite')
  await invite.getByLabel('E-mail address').fill(invitee)
  await invite.getByLabel('Role').selectOption('editor')
  await page.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText('Invitation sent').first()).toBeVisible()
  await expect(page.locator('#invitations').getByText(invitee)).toBeVisible()

  const mail = await waitForMail(invitee, /invited you to the team of/)
  const link = linkIn(mail, '/team-invitations/')

  // The teammate signs up with the invited address and opens the link.
  await page.context().clearCookies()
  const second = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await signUp(second, invitee, 'Ivy')
  await second.dispose()
  await signIn({ email: invitee, password: PASSWORD })
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: `Join the team of ${name}` })).toBeVisible()
  await page.getByRole('button', { name: 'Accept and join' }).click()
  await expect(page).toHaveURL(new RegExp(`/startup/${id}/manage/team$`))
  await expect(page.getByText('Welcome to the team').first()).toBeVisible()
  const me = page.getByTestId('team-person').filter({ hasText: 'You' })
  await expect(me).toContainText('Ivy Tan')
  await expect(me).toContainText('Editor')
  // Editors do not see the invitations.
  await expect(page.locator('#invitations')).toHaveCount(0)

  // The link worked once.
  const again = await page.goto(link)
  expect(again?.status()).toBe(409)
  await expect(page.getByRole('alert')).toContainText('This invitation has already been accepted')
})
