import { expect, PHONE, test } from './fixtures'

test('the API reference lists every route with its parameters, body, answers and who may call', async ({ page }) => {
  const response = await page.goto('/api/docs')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('public, max-age=300')
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Asia API' })).toBeVisible()
  await expect(page.getByRole('link', { name: '/api/openapi.json', exact: true })).toHaveAttribute('href', '/api/openapi.json')

  const events = page.getByRole('region', { name: 'POST /api/events', exact: true })
  await expect(events.getByText('Signed-in member')).toBeVisible()
  await expect(events.getByRole('heading', { name: /Request body/ })).toBeVisible()
  await expect(events.getByText('title', { exact: true })).toBeVisible()
  await expect(events.getByText('401', { exact: true })).toBeVisible()

  const list = page.getByRole('region', { name: 'GET /api/startups', exact: true })
  await expect(list.getByText('Public', { exact: true })).toBeVisible()
  await expect(list.getByText('searchQuery', { exact: true })).toBeVisible()
  // The answer's fields open from a disclosure, with JavaScript or without.
  await list.getByText(/application\/json: array of/).click()
  await expect(list.getByText('subscriptionActive', { exact: true })).toBeVisible()

  await expect(
    page.getByRole('region', { name: 'GET /api/admin/stats', exact: true }).getByText('Admin only'),
  ).toBeVisible()

  // The contents link to each route's section.
  await page
    .getByRole('navigation', { name: 'API sections' })
    .getByRole('link', { name: 'GET /api/cohorts/{id}', exact: true })
    .click()
  await expect(page).toHaveURL(/#getCohortsById$/)
})

test('the document itself is served as JSON from the same origin', async ({ page }) => {
  const response = await page.request.get('/api/openapi.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toContain('/api/docs')
})

test('the reference fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Asia API' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
