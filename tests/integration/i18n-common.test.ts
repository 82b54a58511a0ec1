import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * The shared interface, sign-in/sign-up, the home page, the dashboard and /profile in the reader's language, through
 * the production server (docs/decisions/0056-languages.md): Accept-Language or the `lng` cookie chooses it, the
 * validation messages of a refused form come back translated, and what members wrote is shown as written. Also the
 * landing page, the Creation Program and /profile's calendar feed section: the fixed copy comes from the 'home' and
 * 'profile' catalogues, the calendar feed's refusals (the /api contract's English) are shown translated.
 */
const SESSION_SECRET = 'http-test-session-secret-that-is-long-enough-0123456789'
let server: RunningServer
let memberCookie = ''
const STARTUP_NAME = 'Kumo Robotics Pte'

beforeAll(async () => {
  server = await startServer({ env: { SESSION_SECRET, MUTATION_RATE_LIMIT: '100000' } })
  process.env.DATABASE_URL = server.databaseUrl
  process.env.SESSION_SECRET = SESSION_SECRET
  vi.resetModules()
  const { createStartup, createUser, signedInCookie } = await import('../support/factories')
  const member = await createUser({ firstName: 'Hana', userType: 'startup' })
  await createStartup(member, { name: STARTUP_NAME })
  memberCookie = await signedInCookie(member)
}, 120_000)

afterAll(async () => {
  const { getDatabase } = await import('~/server/db.server')
  await (await getDatabase()).close()
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

async function page(path: string, headers: Record<string, string>) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

function postForm(path: string, body: Record<string, string>, headers: Record<string, string>) {
  return fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, ...headers },
    body: new URLSearchParams(body).toString(),
  })
}

/** The selector's cookie as the server writes it (React Router's cookie encoding: base64 of the JSON value). */
const languageCookie = (language: string) => `lng=${encodeURIComponent(btoa(JSON.stringify(language)))}`

const lang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1]

describe('the shared interface in the chosen language', () => {
  it('serves the sign-in page in Japanese for Accept-Language: ja, with <html lang="ja">', async () => {
    const { status, html } = await page('/auth', { 'Accept-Language': 'ja,en;q=0.5' })
    expect(status).toBe(200)
    expect(lang(html)).toBe('ja')
    expect(html).toContain('おかえりなさい')
    expect(html).toContain('Startup Asia アカウントにログイン')
    expect(html).toContain('メールアドレス')
    expect(html).not.toContain('Welcome Back')
    // The header and footer (common) too.
    expect(html).toContain('スタートアップ')
  })

  it('answers a bad sign-in post with the validation messages in Japanese', async () => {
    const response = await postForm('/auth', { email: 'not-an-email', password: '' }, { 'Accept-Language': 'ja' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(lang(html)).toBe('ja')
    expect(html).toContain('有効なメールアドレスを入力してください')
    // Under the field, in Japanese (the page's data keeps the /api contract's English).
    expect(html).toMatch(/id="[^"]*-password-error"[^>]*>パスワードを入力してください</)
  })

  it('answers a wrong password with the refusal in Japanese (the /api keeps the English)', async () => {
    const form = await postForm('/auth', { email: 'nobody@example.com', password: 'wrong-password-1' }, { 'Accept-Language': 'ja' })
    expect(form.status).toBe(401)
    expect(await form.text()).toContain('メールアドレスまたはパスワードが正しくありません')
    const api = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ja', Origin: server.url },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    })
    expect(await api.json()).toMatchObject({ message: 'Invalid email or password' })
  })

  it('serves the landing page in Japanese', async () => {
    const { html } = await page('/', { 'Accept-Language': 'ja' })
    expect(lang(html)).toBe('ja')
    expect(html).toContain('ログイン')
    expect(html).toContain('スタートアップを探す')
  })

  it('serves the dashboard in Korean from the lng cookie, the member-written names as written', async () => {
    const { status, html } = await page('/dashboard', { Cookie: `${memberCookie}; ${languageCookie('ko')}`, 'Accept-Language': 'ja' })
    expect(status).toBe(200)
    expect(lang(html)).toBe('ko')
    expect(html).toContain('Startup Asia에 오신 것을 환영합니다, Hana님!')
    expect(html).toContain('내 스타트업')
    expect(html).toContain(STARTUP_NAME)
    expect(html).not.toContain('Welcome back')
  })

  it('serves the dashboard and /profile in Japanese, dates in Japanese', async () => {
    const dashboard = await page('/dashboard', { Cookie: memberCookie, 'Accept-Language': 'ja' })
    expect(dashboard.html).toContain('Startup Asia へようこそ、Hana さん！')
    expect(dashboard.html).toContain('注目のスタートアップ')
    const profile = await page('/profile', { Cookie: memberCookie, 'Accept-Language': 'ja' })
    expect(lang(profile.html)).toBe('ja')
    expect(profile.html).toContain('マイプロフィール')
    expect(profile.html).toContain('プロフィール情報')
    expect(profile.html).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/)
    expect(profile.html).toContain(STARTUP_NAME)
  })

  it('keeps English as the default, word for word', async () => {
    const { html } = await page('/auth', {})
    expect(lang(html)).toBe('en')
    expect(html).toContain('Welcome Back')
    expect(html).toContain('Sign in to your Startup Asia account')
  })

  it('shows the 404 page in Chinese', async () => {
    const { status, html } = await page('/no-such-page', { 'Accept-Language': 'zh-CN' })
    expect(status).toBe(404)
    expect(lang(html)).toBe('zh')
    expect(html).toContain('页面未找到')
    expect(html).toContain('返回首页')
  })
})

/** The text a reader sees: tags and React's comment markers out, entities as they read. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('the landing page in the chosen language', () => {
  it('serves / to a visitor in Japanese for Accept-Language: ja', async () => {
    const { status, html } = await page('/', { 'Accept-Language': 'ja,en;q=0.5' })
    expect(status).toBe(200)
    expect(lang(html)).toBe('ja')
    const shown = text(html)
    expect(shown).toContain('アジアでスタートアップを立ち上げ、資金を集め、成長させよう')
    expect(shown).toContain('成長に必要なすべてがここに')
    expect(shown).toContain('スマートマッチング')
    expect(shown).toContain('シンプルで明瞭な料金')
    expect(shown).toContain('無料トライアルを始める')
    expect(shown).toContain('$25 /日から')
    expect(shown).toContain('創業者に選ばれています')
    // The people's names are names.
    expect(shown).toContain('Priya Nair')
    for (const english of ['Build, Fund and Scale', 'Simple, Transparent Pricing', 'Loved by Founders', 'Get Started']) {
      expect(shown).not.toContain(english)
    }
  })

  it('keeps the English landing page word for word', async () => {
    const shown = text((await page('/', { 'Accept-Language': 'en' })).html)
    expect(shown).toContain('Build, Fund and Scale Your Startup Across Asia')
    expect(shown).toContain("Asia's startup ecosystem, in one place")
    expect(shown).toContain('From $25 /day')
    expect(shown).toContain('Singapore, Hong Kong, Tokyo, Mumbai and 12 more cities.')
    expect(shown).toContain('Free to start · No setup fees · Cancel anytime')
  })
})

describe('the Creation Program in the chosen language', () => {
  it('serves /creation-program in Japanese', async () => {
    const { status, html } = await page('/creation-program', { 'Accept-Language': 'ja', Cookie: memberCookie })
    expect(status).toBe(200)
    expect(lang(html)).toBe('ja')
    expect(html).toContain('<title>クリエーションプログラム | Startup Asia</title>')
    const shown = text(html)
    expect(shown).toContain('全体の進捗')
    // A member who has completed nothing yet (decision 0128): module 1 is current.
    expect(shown).toContain('6 モジュール中 0 モジュール完了')
    expect(shown).toContain('モジュール 1 · 2 週間')
    expect(shown).toContain('進行中')
    expect(shown).toContain('アイデア検証')
    expect(shown).toContain('プロダクト開発')
    expect(shown).toContain('ほか 1 件')
    expect(shown).toContain('完了にする')
    expect(shown).toMatch(/次のコホートは \d{4}年\d{1,2}月 開始/)
    expect(shown).toContain('Sarah Chen')
    for (const english of ['Overall Progress', 'In Progress', 'Product Development', 'Program Benefits']) {
      expect(shown).not.toContain(english)
    }
  })

  it('keeps the English Creation Program word for word', async () => {
    const shown = text((await page('/creation-program', { 'Accept-Language': 'en', Cookie: memberCookie })).html)
    expect(shown).toContain('6 modules · 17 weeks in total')
    expect(shown).toContain('Module 3 · 4 weeks')
    expect(shown).toContain('+2 more')
    expect(shown).toContain('$50K in cloud credits')
    expect(shown).toContain('25 startups')
    expect(shown).toMatch(/Applications close [A-Z][a-z]{2} 15, \d{4}\./)
  })
})

describe("/profile's calendar feed section in Korean (the lng cookie)", () => {
  const korean = () => ({ Cookie: `${memberCookie}; ${languageCookie('ko')}` })

  it('shows the section in Korean, the member’s startup as written', async () => {
    const { status, html } = await page('/profile', korean())
    expect(status).toBe(200)
    expect(lang(html)).toBe('ko')
    const shown = text(html)
    expect(shown).toContain('캘린더 피드')
    expect(shown).toContain('캘린더 피드 만들기')
    expect(shown).not.toContain('Create calendar feed')
    expect(shown).not.toContain('Subscribe to one private address')
    expect(shown).toContain(STARTUP_NAME)
  })

  it('refuses a bad mode and a second feed in Korean', async () => {
    const bad = await postForm('/profile', { intent: 'calendar-feed', mode: 'sideways' }, korean())
    expect(bad.status).toBe(400)
    expect(text(await bad.text())).toContain('만들기 또는 다시 생성을 선택하세요')

    const created = await postForm('/profile', { intent: 'calendar-feed', mode: 'create' }, korean())
    expect(created.status).toBe(302)
    const after = text((await page('/profile', korean())).html)
    expect(after).toContain('캘린더 피드가 활성화되어 있습니다')
    expect(after).toContain('다시 생성')
    expect(after).toContain('해지')

    const again = await postForm('/profile', { intent: 'calendar-feed', mode: 'create' }, korean())
    expect(again.status).toBe(409)
    const refused = text(await again.text())
    expect(refused).toContain('이미 캘린더 피드가 있습니다. 새 주소가 필요하면 다시 생성하세요.')
    expect(refused).not.toContain('You already have a calendar feed')
  })
})
