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

/** An owner and their startup, made through the API in a cookie jar of their own. */
async function ownerWithStartup(playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string | undefined, project: string) {
  const request = await playwright.request.newContext({ baseURL })
  const owner = unique('owner')
  await signUp(request, owner, 'Owen')
  const name = `Team Works ${project} ${Date.now()}`
  const created = await request.post('/api/startups', {
    data: { name, description: 'Several people keep it current.', sector: 'fintech', location: 'Singapore', stage: 'seed' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await request.dispose()
  return { owner, name, id }
}

test('add an advisor with links, move them up, and see them under Advisors on the profile', async ({ page, signIn, playwright }, testInfo) => {
  const { owner, id } = await ownerWithStartup(playwright, testInfo.project.use.baseURL, testInfo.project.name)
  await signIn({ email: owner, password: PASSWORD })
  await page.goto(`/startup/${id}/manage/team`)
  const add = page.locator('form#add-person')
  // A bad link is refused with the values kept.
  await add.getByLabel('Name').fill('Grace Ho')
  await add.getByLabel('Role (job title)').fill('Board advisor')
  await add.getByLabel('Shown as').selectOption('advisor')
  await add.getByLabel('Links (one per line, up to 5)').fill('not a link')
  await page.getByRole('button', { name: 'Add to the profile' }).click()
  await expect(page.getByText('Each link must be a web address (https://…)').first()).toBeVisible()
  await expect(add.getByLabel('Name')).toHaveValue('Grace Ho')
  await add.getByLabel('Links (one per line, up to 5)').fill('https://grace.example.com')
  await page.getByRole('button', { name: 'Add to the profile' }).click()
  await expect(page.getByText('Added to the profile').first()).toBeVisible()
  const people = page.getByTestId('team-person')
  await expect(people).toHaveCount(2)
  await expect(people.nth(1)).toContainText('Grace Ho')
  await page.getByRole('button', { name: 'Move up: Grace Ho' }).click()
  await expect(people.nth(0)).toContainText('Grace Ho')

  await page.goto(`/startup/${id}?tab=team`)
  const advisors = page.getByRole('region', { name: 'Advisors' })
  await expect(advisors.getByRole('heading', { name: 'Grace Ho' })).toBeVisible()
  await expect(advisors.getByRole('link', { name: 'grace.example.com' })).toHaveAttribute('href', 'https://grace.example.com/')
  await expect(page.getByRole('region', { name: 'Team', exact: true }).getByText('Owen Tan')).toBeVisible()
})

test('invite a teammate by e-mail; they accept and join as an editor', async ({ page, signIn, playwright }, testInfo) => {
  const { owner, name, id } = await ownerWithStartup(playwright, testInfo.project.use.baseURL, testInfo.project.name)

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
