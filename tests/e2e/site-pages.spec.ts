import { readFile } from 'node:fs/promises'
import { expect, MEMBER, test } from './fixtures'
import { waitForMail } from './support/mail'

// Issue 46 item 8 (docs/decisions/0124-legal-pages-contact-and-data-export.md), JavaScript on and off: the contact
// form reaches the team as an e-mail (the journeys' SMTP server), and a member downloads their data from /profile.

const MESSAGE = 'We run a coworking space in Penang and would like to list it on Startup Asia.'

test('the footer’s Contact link, a mistyped address kept with its reason, then the message reaches the team', async ({ page, javaScriptEnabled }) => {
  const name = `Visitor ${javaScriptEnabled ? 'js' : 'no-js'} ${Date.now()}`
  await page.goto('/')
  await page.locator('footer').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  const operator = /write to (\S+@\S+?)\.$/.exec((await page.getByText('You can also write to').textContent()) ?? '')?.[1]
  expect(operator).toBeTruthy()

  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Your e-mail address').fill('mei.tan-at-example.com')
  await page.getByLabel('Topic').selectOption('partnership')
  await page.getByLabel('Message').fill(MESSAGE)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue(MESSAGE)
  await expect(page.getByLabel('Your name')).toHaveValue(name)

  await page.getByLabel('Your e-mail address').fill(`mei.tan+${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your message has reached the Startup Asia team' })).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('')

  const mail = await waitForMail(operator!, new RegExp(name))
  expect(mail.subject).toBe(`[Contact · Partnerships] ${name}`)
  expect(mail.text).toContain(MESSAGE)
})

test('a member downloads their own data from /profile as a JSON file', async ({ page, signIn }) => {
  await signIn(MEMBER)
  await page.goto('/profile')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^startup-asia-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string }; format: string }
  expect(data.format).toBe('startup-asia-member-export/1')
  expect(data.account.email).toBe(MEMBER.email)
  await expect(page).toHaveURL(/\/profile$/)
})
