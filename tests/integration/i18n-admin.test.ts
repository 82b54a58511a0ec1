import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageCookie } from '~/server/i18n.server'
import { cookiesFrom, removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// The admin panel in the reader's language (issue 17) through the production server: the sidebar, headings, labels
// and the server's messages in Japanese (Accept-Language) and Korean (the `lng` cookie); names and e-mails, which are
// data, as written.

const ADMIN = { email: 'i18n-admin@example.com', password: 'admin-password-123' }
const STARTUP_NAME = 'Sakura Robotics Labs'

let server: RunningServer
let adminCookie: string
let member: Awaited<ReturnType<typeof signUpMember>>

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT: '1000', MUTATION_RATE_LIMIT: '100000' },
  })
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(login.status).toBe(200)
  adminCookie = cookiesFrom(login)
  member = await signUpMember(server)
  const created = await fetch(`${server.url}/api/startups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie },
    body: JSON.stringify({ name: STARTUP_NAME, description: 'Robots.', sector: 'fintech', location: 'Singapore', stage: 'seed' }),
  })
  expect(created.status).toBe(201)
})

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const inJapanese = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  redirect: 'manual',
  headers: { Origin: server.url, Cookie: cookie, 'Accept-Language': 'ja', ...(init.headers as Record<string, string>) },
})

/** The page's markup without its scripts (the hydration data carries the action's English payload, as the API does). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

/** The `lng` cookie the language selector sets. */
const korean = async () => (await languageCookie.serialize('ko')).split(';')[0]!

async function page(path: string, init: RequestInit): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`, init)
  return { status: response.status, html: await response.text() }
}

describe('the admin panel in Japanese (Accept-Language: ja)', () => {
  it('/admin: the sidebar, the heading and the figures are in Japanese', async () => {
    const { status, html } = await page('/admin', inJapanese(adminCookie))
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ja"')
    // Sidebar: the dashboard link, group titles and section titles.
    expect(html).toContain('aria-label="管理セクション"')
    for (const text of ['ダッシュボード', 'ユーザー管理', '管理者管理', 'スタートアップ管理', 'プロフィール申請', 'イベント管理', '収益レポート']) {
      expect(html, text).toContain(text)
    }
    // Heading, subtitle and the figures' labels.
    expect(html).toContain('プラットフォームの統計とアクティビティの概要')
    for (const text of ['総ユーザー数', '審査待ちの申請', '審査待ちの応募', '審査待ち']) expect(html, text).toContain(text)
    expect(html).toContain('<title>管理ダッシュボード | Startup Asia</title>')
    for (const english of ['User Management', 'Total Users', 'Overview of platform statistics', 'Waiting for review']) {
      expect(html, english).not.toContain(english)
    }
  })

  it('/admin/users: headings and labels in Japanese; a member\'s e-mail and name as written', async () => {
    const { status, html } = await page('/admin/users', inJapanese(adminCookie))
    expect(status).toBe(200)
    expect(html).toContain('<h1 class="text-2xl font-bold break-words text-gray-900">ユーザー管理</h1>')
    expect(html).toContain('メンバーアカウントの閲覧・編集・削除')
    expect(html).toContain('ユーザーを検索')
    expect(html).toContain('placeholder="名前またはメールアドレス"')
    expect(html).toContain('から登録')
    expect(html).toContain(member.email)
    expect(html).toContain('Test Member')
    expect(html).toMatch(/人中 \d+–\d+人を表示/)
    for (const english of ['Search users', 'Member since', 'View, edit and remove']) expect(html, english).not.toContain(english)
  })

  it('the user detail dialog: labels and recent activity in Japanese, the startup name as written', async () => {
    const { status, html } = await page(`/admin/users?dialog=user&user=${member.id}`, inJapanese(adminCookie))
    expect(status).toBe(200)
    for (const text of ['ユーザー詳細', 'ユーザー種別', '最近のアクティビティ', 'ユーザーを編集']) expect(html, text).toContain(text)
    expect(html).toContain(`スタートアップのプロフィール「${STARTUP_NAME}」を作成`)
  })

  it('/admin/startups: headings and labels in Japanese; the startup name as written', async () => {
    const { status, html } = await page('/admin/startups', inJapanese(adminCookie))
    expect(status).toBe(200)
    expect(html).toContain('スタートアップ管理')
    expect(html).toContain('すべてのスタートアップのプロフィール、ロゴ、詳細')
    expect(html).toContain('スタートアップを検索')
    expect(html).toContain(STARTUP_NAME)
    expect(html).toContain(`aria-label="${STARTUP_NAME}を表示"`)
    expect(html).not.toContain('Search startups')
  })

  it('an Edit User post with a bad user type comes back (400) with the message in Japanese', async () => {
    const body = new URLSearchParams({ intent: 'update', firstName: 'Test', lastName: 'Member', userType: 'emperor' })
    const { status, html } = await page(
      `/admin/users?dialog=edit-user&user=${member.id}`,
      inJapanese(adminCookie, { method: 'POST', body: body.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    )
    expect(status).toBe(400)
    expect(html).toContain('有効なユーザー種別を選択してください')
    expect(visible(html)).not.toContain('Please select a valid user type')
    // The dialog's own labels are Japanese too; the e-mail is shown as written.
    expect(html).toContain('メールアドレスは変更できません')
    expect(html).toContain(member.email)
  })

  it('a moderation refusal (404) for a job that does not exist: the page stays Japanese', async () => {
    const body = new URLSearchParams({ intent: 'deactivate', id: '999999' })
    const { status, html } = await page(
      '/admin/jobs',
      inJapanese(adminCookie, { method: 'POST', body: body.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    )
    expect(status).toBe(404)
    expect(html).toContain('求人管理')
  })
})

describe('the access screens in Korean (the lng cookie)', () => {
  it("a member gets 'Admin Access Required' (403) in Korean", async () => {
    const { status, html } = await page('/admin/users', {
      redirect: 'manual',
      headers: { Origin: server.url, Cookie: `${member.cookie}; ${await korean()}` },
    })
    expect(status).toBe(403)
    expect(html).toContain('<html lang="ko"')
    expect(html).toContain('관리자 권한이 필요합니다')
    expect(html).toContain('관리자 패널을 열려면 관리자 권한이 필요합니다.')
    expect(html).toContain('홈으로 돌아가기')
    expect(visible(html)).not.toContain('Admin Access Required')
  })

  it('a visitor gets Access Denied (401) in Korean, with the sign-in link', async () => {
    const { status, html } = await page('/admin', { redirect: 'manual', headers: { Origin: server.url, Cookie: await korean() } })
    expect(status).toBe(401)
    expect(html).toContain('접근이 거부되었습니다')
    expect(html).toContain('/auth?redirectTo=%2Fadmin')
  })
})
