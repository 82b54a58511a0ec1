import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageCookie } from '~/server/i18n.server'
import { removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// The startups area in Chinese, Japanese and Korean over HTTP against the production server (issue 17): the words
// come from the chosen language's catalogues, the member's own content (a startup's name, what they typed) is shown
// as written, and a refused form comes back in the reader's language with their values.

let server: RunningServer
let founder: { cookie: string }
let startupId = 0
const NAME = 'Kopi Cloud Labs 42'

beforeAll(async () => {
  server = await startServer()
  founder = await signUpMember(server)
  const response = await fetch(`${server.url}/api/startups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: founder.cookie },
    body: JSON.stringify({
      name: NAME,
      description: 'Serverless coffee ordering for offices.',
      sector: 'fintech',
      location: 'Singapore',
      stage: 'series-a',
      teamSize: 12,
    }),
  })
  expect(response.status).toBe(201)
  startupId = ((await response.json()) as { id: number }).id
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

async function page(path: string, headers: Record<string, string>): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`, { headers })
  return { status: response.status, html: await response.text() }
}

const cookiePair = async (language: string) => (await languageCookie.serialize(language)).split(';')[0]!

describe('the startups area in other languages', () => {
  it('/discover in Japanese (Accept-Language): heading, filters and industries translated, names as written', async () => {
    const { status, html } = await page('/discover', { 'Accept-Language': 'ja,en;q=0.5' })
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ja"')
    expect(html).toContain('スタートアップを探す</h1>')
    expect(html).not.toContain('Discover Startups</h1>')
    for (const label of ['業種', 'ステージ', '所在地', 'すべての業種', '並び替え']) expect(html).toContain(label)
    // An industry, a stage and a city of the filter lists, and the card's stage chip.
    expect(html).toContain('>フィンテック</option>')
    expect(html).toContain('>シリーズA<')
    expect(html).toContain('>シンガポール</option>')
    expect(html).not.toContain('>Fintech</option>')
    // Member-written content is unchanged.
    expect(html).toContain(NAME)
    expect(html).toContain('Serverless coffee ordering for offices.')
  })

  it('/startup/{id} in Korean (the lng cookie): the tabs and facts translated, the name as written', async () => {
    const { status, html } = await page(`/startup/${startupId}`, {
      Cookie: await cookiePair('ko'),
      'Accept-Language': 'ja',
    })
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ko"')
    for (const tab of ['개요', '팀', '채용', '투자 유치', '마일스톤', '뉴스', '리뷰', '갤러리']) {
      expect(html).toContain(`>${tab}</a>`)
    }
    expect(html).toContain('주요 지표')
    expect(html).toContain('핀테크')
    expect(html).not.toContain('>Overview</a>')
    expect(html).toContain(`${NAME}</h1>`)
  })

  it('a refused /create-startup comes back in Japanese with what the member typed', async () => {
    const body = new URLSearchParams({
      intent: 'create',
      name: '',
      description: 'Ein Beschreibungstext, der bleibt',
      sector: 'fintech',
      location: 'Osaka',
      stage: 'seed',
      teamSize: '0',
    })
    const response = await fetch(`${server.url}/create-startup`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': 'ja',
        Cookie: founder.cookie,
      },
      body,
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="ja"')
    expect(html).toContain('スタートアップ名を入力してください')
    expect(html).toContain('チーム規模は 1 以上にしてください')
    // (The hydration data keeps the server's English answer; what is shown is the translation.)
    expect(html).not.toContain('>Startup name is required<')
    expect(html).toContain('Ein Beschreibungstext, der bleibt')
    expect(html).toContain('value="Osaka"')
  })

  it('/claim-profile/{id} in Chinese (?lng=zh): the form and its benefits translated, the name as written', async () => {
    const claimer = await signUpMember(server)
    const { status, html } = await page(`/claim-profile/${startupId}?lng=zh`, { Cookie: claimer.cookie })
    expect(status).toBe(200)
    expect(html).toContain('<html lang="zh"')
    expect(html).toContain(`认领主页：${NAME}`)
    for (const text of ['公司名称', '授权证明', '每月 US$15 可获得的权益', '金融科技', '新加坡']) expect(html).toContain(text)
    expect(html).not.toContain('Company Name')
  })
})
