import { ADMIN, expect, FOUNDER, MEMBER, type Page, PHONE, test } from './fixtures'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const summary = (page: Page, label: string) => page.locator(`header summary[data-menu="${label}"]`)
const menu = (page: Page, label: string) =>
  page.locator('header details').filter({ has: page.locator(`summary[data-menu="${label}"]`) })

const MAIN_LINKS = [
  ['Startups', '/discover'],
  ['Talent', '/talent-hub'],
  ['Events', '/events'],
  ['Media & PR', '/media'],
  ['Programs', '/programs'],
] as const

test('desktop: five main links; the current one is highlighted by path prefix', async ({ page }) => {
  await page.goto('/events')
  for (const [name, href] of MAIN_LINKS) {
    const link = mainNav(page).getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', href)
    if (name === 'Events') await expect(link).toHaveAttribute('aria-current', 'page')
    else await expect(link).not.toHaveAttribute('aria-current')
  }
  await expect(page.getByRole('link', { name: 'Startup Asia' }).first()).not.toHaveAttribute('aria-current')

  await page.goto('/')
  for (const [name] of MAIN_LINKS) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-current')
  }
  const logo = page.locator('header').getByRole('link', { name: 'Startup Asia' })
  await expect(logo).toHaveAttribute('href', '/')
  await expect(logo).toHaveAttribute('aria-current', 'page')
})

test('desktop: every navigation target answers instead of 404', async ({ page }) => {
  for (const [name, href] of MAIN_LINKS) {
    const response = await page.goto(href)
    expect(response?.status(), href).toBe(200)
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
  }
  for (const href of ['/resources', '/workspace', '/create-startup']) {
    expect((await page.goto(href))?.status(), href).toBe(200)
  }
  // The admin panel is behind its guard: a visitor is told to sign in (401), not shown a 404.
  expect((await page.goto('/admin'))?.status()).toBe(401)
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
})

test('desktop: Sign In and Join Platform in plain sight for visitors, coming back to the page; not for members', async ({ page, signIn }) => {
  // docs/decisions/0121-first-impressions.md; the More menu keeps its spec entries.
  await page.goto('/events?category=networking')
  const header = page.locator('header')
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/auth?redirectTo=%2Fevents%3Fcategory%3Dnetworking')
  await header.getByRole('link', { name: 'Join Platform', exact: true }).click()
  await expect(page).toHaveURL('/auth#join')
  await expect(page.locator('#join').getByRole('link', { name: 'For Startups' })).toBeVisible()
  await signIn(MEMBER)
  await page.goto('/events')
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0)
})

test('a 1280 px desktop header fits Sign In and Join on one line in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 768 })
  for (const lang of ['en', 'ja', 'ko', 'zh']) {
    // The language selector's own form post sets the choice (the browser context shares its cookie).
    await page.request.post('/language', { form: { lang, redirectTo: '/events' } })
    await page.goto('/events')
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    const row = page.locator('header > div')
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth), lang).toBe(true)
    // One line each: the join button is as tall as the sign-in link's single line plus its padding.
    const join = page.locator('header a[href="/auth#join"]').filter({ visible: true })
    await expect(join, lang).toHaveCount(1)
    expect((await join.boundingBox())!.height, lang).toBeLessThan(44)
  }
})

test('phone: the visible Sign In and Join buttons give way to the menu', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/events')
  await expect(page.locator('header').getByRole('link', { name: 'Join Platform', exact: true }).filter({ visible: true })).toHaveCount(0)
})

test('More menu opens and is operable by keyboard', async ({ page }) => {
  await page.goto('/')
  const more = menu(page, 'More')
  await expect(more.getByRole('link', { name: 'Resources' })).toBeHidden()

  await summary(page, 'More').focus()
  await page.keyboard.press('Enter')
  await expect(more).toHaveAttribute('open', '')
  const items = more.getByRole('link')
  await expect(items).toHaveText(['Resources', 'Workspace', 'Sign In', 'Join Platform'])
  for (const [index, href] of ['/resources', '/workspace', '/auth', '/auth'].entries()) {
    await expect(items.nth(index)).toHaveAttribute('href', href)
  }

  await page.keyboard.press('Tab')
  await expect(more.getByRole('link', { name: 'Resources' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(more.getByRole('link', { name: 'Workspace' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/workspace$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace' })).toBeVisible()
  await expect(menu(page, 'More')).not.toHaveAttribute('open')
})

test('with JavaScript, menus close on Escape and on a click outside', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'an enhancement')
  await page.goto('/')
  const more = menu(page, 'More')
  await expect(more).toHaveAttribute('data-enhanced', '')

  await summary(page, 'More').focus()
  await page.keyboard.press('Enter')
  await expect(more).toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(more).not.toHaveAttribute('open')
  await expect(summary(page, 'More')).toBeFocused()

  await summary(page, 'More').click()
  await expect(more).toHaveAttribute('open', '')
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await expect(more).not.toHaveAttribute('open')
})

test('language selector offers EN, 中文, 日本語, 한국어; the choice stays until changed', async ({ page }) => {
  await page.goto('/events')
  const language = menu(page, 'Language')
  await expect(summary(page, 'Language')).toContainText('EN')
  await summary(page, 'Language').click()
  await expect(language.getByRole('button')).toHaveText(['EN', '中文', '日本語', '한국어'])

  await language.getByRole('button', { name: '日本語' }).click()
  await expect(page).toHaveURL(/\/events$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  const japanese = menu(page, '言語')
  await expect(summary(page, '言語')).toContainText('日本語')
  await expect(japanese).not.toHaveAttribute('open')

  await summary(page, '言語').click()
  await japanese.getByRole('button', { name: 'EN' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(summary(page, 'Language')).toContainText('EN')
})

test('/language answers a form post by setting the cookie and sending the browser back to a same-origin page', async ({
  request,
}) => {
  const back = await request.post('/language', { form: { lang: 'ko', redirectTo: '/media' }, maxRedirects: 0 })
  expect(back.status()).toBe(303)
  expect(back.headers()['location']).toBe('/media')
  expect(back.headers()['set-cookie']).toMatch(/^lng=/)

  const offsite = await request.post('/language', {
    form: { lang: 'zh', redirectTo: 'https://evil.example/' },
    maxRedirects: 0,
  })
  expect(offsite.headers()['location']).toBe('/')

  expect((await request.post('/language', { form: { lang: 'xx' }, maxRedirects: 0 })).status()).toBe(400)
})

test.describe('phone', () => {
  test.use({ viewport: PHONE })

  test('signed out: the menu toggle lists the spec items; choosing one navigates and closes it', async ({ page }) => {
    await page.goto('/')
    await expect(mainNav(page)).toBeHidden()
    const toggle = summary(page, 'Open menu')
    await expect(toggle).toBeVisible()
    await toggle.click()

    const list = page.getByRole('navigation', { name: 'Mobile' })
    await expect(list.getByRole('link')).toHaveText([
      'Home',
      'Programs',
      'Discover Startups',
      'Talent Hub',
      'Events',
      'Workspace',
      'Media & PR',
      'Sign In',
      'Join Platform',
    ])
    await expect(list.getByRole('button', { name: 'Sign Out' })).toHaveCount(0)
    await expect(list.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    await list.getByRole('link', { name: 'Talent Hub' }).click()
    await expect(page).toHaveURL(/\/talent-hub$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Hub' })).toBeVisible()
    await expect(menu(page, 'Open menu')).not.toHaveAttribute('open')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })

  test('signed in: the member menu, with Sign Out and without Admin Panel', async ({ page, signIn }) => {
    await signIn(MEMBER)
    await summary(page, 'Open menu').click()
    const list = page.getByRole('navigation', { name: 'Mobile' })
    await expect(list.getByRole('link')).toHaveText([
      'Dashboard',
      'Notifications',
      'Discover',
      'Talent Hub',
      'Resources',
      'Events',
      'Workspace',
      'Programs',
      'Media & PR',
      'Create Startup',
    ])
    await expect(list.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  })

  test('signed in as an admin: Admin Panel is listed', async ({ page, signIn }) => {
    await signIn(ADMIN)
    await summary(page, 'Open menu').click()
    const list = page.getByRole('navigation', { name: 'Mobile' })
    await expect(list.getByRole('link')).toHaveText([
      'Dashboard',
      'Notifications',
      'Discover',
      'Talent Hub',
      'Resources',
      'Events',
      'Workspace',
      'Programs',
      'Media & PR',
      'Create Startup',
      'Admin Panel',
    ])
    await expect(list.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin')
    await expect(list.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  })
})

test('account menu: shows who is signed in, works by keyboard and signs out with a form', async ({ page, signIn }) => {
  await signIn(FOUNDER)
  await page.goto('/events')
  await expect(summary(page, 'More')).toHaveCount(0)
  const trigger = summary(page, 'Account menu')
  await expect(trigger).toContainText('M')
  await expect(trigger).toContainText('Mei Tan')
  await expect(trigger).toContainText('Startup Account')

  const account = menu(page, 'Account menu')
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(account).toHaveAttribute('open', '')
  await expect(account.getByRole('link')).toHaveText([
    'Dashboard',
    'Create Startup',
    'Resources',
    'Workspace',
    'Profile',
  ])
  const signOut = account.getByRole('button', { name: 'Sign Out' })
  await expect(signOut).toBeVisible()
  await expect(account.locator('form[method=post][action="/logout"]')).toHaveCount(1)

  await page.keyboard.press('Tab')
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(account.getByRole('link', { name: 'Profile' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()

  await summary(page, 'Account menu').click()
  await menu(page, 'Account menu').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(summary(page, 'More')).toBeVisible()
  await expect(summary(page, 'Account menu')).toHaveCount(0)
})

test('account menu offers Admin Panel to an admin', async ({ page, signIn }) => {
  await signIn(ADMIN)
  await summary(page, 'Account menu').click()
  const account = menu(page, 'Account menu')
  await expect(summary(page, 'Account menu')).toContainText('Admin')
  await expect(account.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin')
})

test('footer: link columns and languages, and no link to nothing (decision 0124)', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  for (const column of ['Platform', 'Resources', 'Company']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible()
  }
  await expect(footer.getByRole('link', { name: 'Discover Startups' })).toHaveAttribute('href', '/discover')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await expect(footer.locator('a[href="#"]')).toHaveCount(0)
  for (const language of ['English', 'Chinese', 'Japanese', 'Korean']) {
    await expect(footer.getByText(language, { exact: true })).toBeVisible()
  }
  await expect(footer).toContainText('©')
})

test('the sign-out toast: a status region without JavaScript, a toast that dismisses itself with it', async ({
  page,
  javaScriptEnabled,
  signIn,
}) => {
  await signIn(MEMBER)
  await summary(page, 'Account menu').click()
  await menu(page, 'Account menu').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)

  const toast = page.getByRole('status').filter({ hasText: 'Signed out successfully' })
  await expect(toast.first()).toBeVisible()
  await expect(toast.first()).toContainText('You have been logged out')

  if (javaScriptEnabled) {
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached()
    await expect(toast).toHaveCount(0, { timeout: 10_000 })
  } else {
    await expect(toast).toHaveCount(1)
    await page.reload()
    await expect(toast).toHaveCount(0)
  }
})
