import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * Workspace, Resource Hub, Programs and Media & PR in another language, through the production server
 * (docs/decisions/0056-languages.md): Accept-Language chooses Japanese, the `lng` cookie Korean; the interface's words
 * are the catalogue's, vocabulary labels are translated, what members and admins wrote (names, titles) is shown as
 * written, and a refused booking comes back with the message in Japanese and the member's values.
 */
const SESSION_SECRET = 'http-test-session-secret-that-is-long-enough-0123456789'
let server: RunningServer
let cookie = ''
let koCookie = ''
const names = { workspace: '', resource: '', cohort: '', media: '' }
let workspaceId = 0
let cohortId = 0

beforeAll(async () => {
  server = await startServer({ env: { SESSION_SECRET, MUTATION_RATE_LIMIT: '100000' } })
  process.env.DATABASE_URL = server.databaseUrl
  process.env.SESSION_SECRET = SESSION_SECRET
  vi.resetModules()
  const factories = await import('../support/factories')
  const member = await factories.createUser({ firstName: 'Aiko' })
  cookie = await factories.signedInCookie(member)
  const { languageCookie } = await import('~/server/i18n.server')
  koCookie = (await languageCookie.serialize('ko')).split(';')[0]!
  const workspace = await factories.createWorkspace({ name: 'Marina Bay Loft 7', type: 'hot-desk', capacity: 6 })
  workspaceId = workspace.id
  names.workspace = 'Marina Bay Loft 7'
  names.resource = (await factories.createResource({ name: 'Kenji Growth Advisory', type: 'mentor', isVerified: true })).name
  const cohort = await factories.createCohort({ name: 'Seoul Launchpad Spring', program: 'accelerator' })
  cohortId = cohort.id
  names.cohort = cohort.name
  names.media = (await factories.createMediaItem({ title: 'How Tanuki Pay raised its seed round', category: 'press_release' })).title
}, 120_000)

afterAll(async () => {
  const { getDatabase } = await import('~/server/db.server')
  await (await getDatabase()).close()
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

async function page(path: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, { headers })
  return { status: response.status, html: await response.text() }
}

const ja = { 'Accept-Language': 'ja,en;q=0.5' }

/** The page as it reads, without its scripts (the hydration data carries the server's English messages). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

describe('the area pages in Japanese (Accept-Language)', () => {
  it('/workspace: heading, filters, type and amenity labels in Japanese; the workspace name as written', async () => {
    const { status, html } = await page('/workspace', ja)
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ja"')
    expect(html).toContain('>ワークスペース</h1>')
    expect(html).toContain('ワークスペースを検索・絞り込み')
    expect(html).toContain('すべての種類')
    expect(html).toContain('ホットデスク')
    expect(html).toContain('コーヒー')
    expect(html).toContain('今すぐ予約')
    expect(html).toContain(names.workspace)
    expect(html).not.toContain('>Book Now<')
    expect(html).not.toContain('All Locations')
  })

  it('/resources: heading, filters and type labels in Japanese; the resource name as written', async () => {
    const { status, html } = await page('/resources', ja)
    expect(status).toBe(200)
    expect(html).toContain('>リソースハブ</h1>')
    expect(html).toContain('認証済みのみ')
    expect(html).toContain('すべての場所')
    expect(html).toContain('メンター')
    expect(html).toContain(names.resource)
    expect(html).not.toContain('Verified Only')
  })

  it('/programs: heading, filter links and the program type in Japanese; the cohort name as written', async () => {
    const { status, html } = await page('/programs', ja)
    expect(status).toBe(200)
    expect(html).toContain('>プログラム</h1>')
    expect(html).toContain('すべてのプログラム')
    expect(html).toContain('アクセラレーター')
    expect(html).toContain('クイック応募')
    expect(html).toContain('開催予定')
    expect(html).toContain(names.cohort)
    expect(html).not.toContain('All Programs')
  })

  it('/media: heading, filters and the content type in Japanese; the article title as written', async () => {
    const { status, html } = await page('/media', ja)
    expect(status).toBe(200)
    expect(html).toContain('>メディア＆PR</h1>')
    expect(html).toContain('すべてのトピック')
    expect(html).toContain('プレスリリース')
    expect(html).toContain(names.media)
    expect(html).not.toContain('All Topics')
  })
})

describe('a refused booking in Japanese', () => {
  it('a start in the past: 400, the message in Japanese next to the field, the times the member chose kept', async () => {
    const response = await fetch(`${server.url}/workspace?dialog=book-workspace&workspaceId=${workspaceId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...ja, Cookie: cookie, Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'book',
        workspaceId: String(workspaceId),
        startTime: '2020-01-06T10:00',
        endTime: '2020-01-06T11:30',
      }),
    })
    const html = await response.text()
    expect(response.status).toBe(400)
    expect(html).toContain('<html lang="ja"')
    expect(html).toContain('開始時刻は未来の日時にしてください')
    expect(visible(html)).not.toContain('Start time must be in the future')
    expect(html).toContain('value="2020-01-06T10:00"')
    expect(html).toContain('value="2020-01-06T11:30"')
    expect(html).toContain('ワークスペースを予約')
  })
})

describe('a program page in Korean (the lng cookie)', () => {
  it('details, sections and the apply control in Korean; the cohort and its curriculum as written', async () => {
    const { status, html } = await page(`/programs/${cohortId}`, { Cookie: koCookie, 'Accept-Language': 'ja' })
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ko"')
    expect(html).toContain('프로그램 상세')
    expect(html).toContain('커리큘럼')
    expect(html).toContain('지금 지원하기')
    expect(html).toContain('액셀러레이터')
    expect(html).toContain(names.cohort)
    expect(html).toContain('Customer discovery')
    expect(html).not.toContain('Program Details')
  })
})
