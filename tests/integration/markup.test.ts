import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PAGES, FOUNDER_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from '../e2e/pages'
import { cookiesFrom, removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * Issue 46 item 9 (docs/decisions/0125-valid-markup.md): the HTML the production server sends for every page of
 * tests/e2e/pages.ts — as a visitor, the demo member, the demo founder and an admin, dialogs open included — and for
 * forms sent back with their errors, validated by html-validate with the repository's .htmlvalidate.mjs: no error.
 * One server on one database seeded with the demo data (so lists have their cards); each page is fetched and validated
 * once.
 */
const ADMIN = { email: 'markup-admin@example.com', password: 'markup-admin-password' }
const DEMO_PASSWORD = 'demo-password-123'
const MEMBER = { email: 'member@demo.startup.asia', password: DEMO_PASSWORD }
const FOUNDER = { email: 'founder@demo.startup.asia', password: DEMO_PASSWORD }
/** Pages fetched and validated at a time: the server renders one while the test validates another. */
const AT_A_TIME = 3

// The configuration is found as the html-validate CLI finds it: .htmlvalidate.mjs at the repository's root.
const validator = new HtmlValidate(new FileSystemConfigLoader())
const documentPath = path.resolve('page.html')

let server: RunningServer
const cookies: Record<'member' | 'founder' | 'admin', string> = { member: '', founder: '', admin: '' }

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (response.status !== 200) throw new Error(`signing in ${account.email} failed: ${response.status}`)
  return cookiesFrom(response)
}

beforeAll(async () => {
  server = await startServer({
    env: {
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      MUTATION_RATE_LIMIT: '100000',
    },
    timeoutMs: 120_000,
  })
  ;[cookies.member, cookies.founder, cookies.admin] = await Promise.all([signIn(MEMBER), signIn(FOUNDER), signIn(ADMIN)])
}, 150_000)

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

interface PageRequest {
  path: string
  cookie?: string
  /** A form post (url-encoded): the page as it answers with the form's errors. */
  form?: Record<string, string>
}

/** What html-validate finds in one page, one line per error: 'path rule message @ selector'. */
async function errorsOf({ path: url, cookie, form }: PageRequest): Promise<string[]> {
  const response = await fetch(`${server.url}${url}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  })
  const html = await response.text()
  const label = `${form ? 'POST ' : ''}${url}`
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    return [`${label}: ${response.status} ${response.headers.get('content-type')}, not a page`]
  }
  // A form post is refused with its errors on the page (4xx), not taken.
  if (form && (response.status < 400 || response.status >= 500)) return [`${label}: ${response.status}, not the form's errors`]
  const report = await validator.validateString(html, documentPath)
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => !isCheckboxWithDefault(html, message))
      .map((message) => `${label} [${response.status}] ${message.ruleId}: ${message.message} @ ${message.selector}`),
  )
}

/**
 * A checkbox right after a hidden input of its name, which says what an unticked box means (FilterToggle's `offValue`:
 * /events' "Upcoming Only" is on by default). html-validate allows exactly this (form-dup-name's allowCheckboxDefault)
 * but not once checkbox groups share a name (`shared: ['checkbox']`, .htmlvalidate.mjs): it then reports the pair,
 * which is no error of ours (docs/decisions/0125-valid-markup.md). Only that pair is let through.
 */
function isCheckboxWithDefault(html: string, message: Message): boolean {
  if (message.ruleId !== 'form-dup-name') return false
  const tag = html.lastIndexOf('<input ', message.offset)
  const checkbox = html.slice(tag, html.indexOf('>', tag) + 1)
  const before = html.slice(html.lastIndexOf('<input ', tag - 1), tag)
  const defaultName = /^<input type="hidden" name="([^"]+)" value="[^"]*"\/>$/.exec(before)?.[1]
  return /\btype="checkbox"/.test(checkbox) && defaultName !== undefined && checkbox.includes(` name="${defaultName}"`)
}

/** Every error of these pages, validated `AT_A_TIME` at once, in the pages' order. */
async function errorsOfAll(pages: readonly PageRequest[]): Promise<string[]> {
  const found: string[][] = []
  let next = 0
  const worker = async () => {
    while (next < pages.length) {
      const at = next++
      found[at] = await errorsOf(pages[at]!)
    }
  }
  await Promise.all(Array.from({ length: AT_A_TIME }, worker))
  return found.flat()
}

describe('valid HTML on every page (html-validate, .htmlvalidate.mjs)', () => {
  it('as a visitor', async () => {
    expect(await errorsOfAll(PUBLIC_PAGES.map((page) => ({ path: page })))).toEqual([])
  })

  it('as the demo member', async () => {
    expect(await errorsOfAll(MEMBER_PAGES.map((page) => ({ path: page, cookie: cookies.member })))).toEqual([])
  })

  it('as the demo founder', async () => {
    expect(await errorsOfAll(FOUNDER_PAGES.map((page) => ({ path: page, cookie: cookies.founder })))).toEqual([])
  })

  it('as an admin', async () => {
    expect(await errorsOfAll(ADMIN_PAGES.map((page) => ({ path: page, cookie: cookies.admin })))).toEqual([])
  })

  it("with a form's errors shown (sign-in refused, a startup and an event without their fields)", async () => {
    const pages: PageRequest[] = [
      { path: '/auth', form: { email: 'nobody@example.com', password: 'not-the-password' } },
      { path: '/create-startup', cookie: cookies.member, form: { name: '', description: 'x' } },
      { path: '/events?dialog=create-event', cookie: cookies.member, form: { intent: 'create-event', title: '' } },
    ]
    expect(await errorsOfAll(pages)).toEqual([])
  })
})
