import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * The Talent Hub and the events pages in another language (issue 17), through the production server: the interface
 * text comes from the jobs and events catalogues in the reader's language (Accept-Language, or the `lng` cookie the
 * language selector sets), dates are written the language's way, the server's English validation and model messages
 * are shown translated, and what members wrote (job titles, event names, company names) is shown as written.
 */
const SESSION_SECRET = 'i18n-jobs-events-session-secret-that-is-long-enough-0123'
let server: RunningServer
let founderCookie = ''
let memberCookie = ''
let lateCookie = ''
let jobTitle = ''
let startupName = ''
let eventId = 0
let eventTitle = ''
let fullEventId = 0

beforeAll(async () => {
  server = await startServer({ env: { MUTATION_RATE_LIMIT: '100000', SESSION_SECRET } })
  process.env.DATABASE_URL = server.databaseUrl
  process.env.SESSION_SECRET = SESSION_SECRET
  vi.resetModules()
  const { createEvent, createJob, createStartup, createUser, signedInCookie } = await import('../support/factories')
  const founder = await createUser({ firstName: 'Fumi', lastName: 'Founder' })
  const member = await createUser({ firstName: 'Mina', lastName: 'Member' })
  const late = await createUser({ firstName: 'Lee', lastName: 'Late' })
  founderCookie = await signedInCookie(founder)
  memberCookie = await signedInCookie(member)
  lateCookie = await signedInCookie(late)
  startupName = 'Sakura Payments Lab'
  const startup = await createStartup(founder, { name: startupName })
  jobTitle = 'Staff Payments Engineer (Tokyo)'
  await createJob(startup.id, { title: jobTitle, type: 'part-time', experienceLevel: 'senior', location: 'Tokyo' })
  eventTitle = 'Founders Night Tokyo Edition'
  eventId = (await createEvent(founder, { title: eventTitle, category: 'workshop', currentAttendees: 42, maxAttendees: 100 })).id
  fullEventId = (await createEvent(founder, { title: 'Tiny Room Breakfast', maxAttendees: 1 })).id
}, 120_000)

afterAll(async () => {
  const { getDatabase } = await import('~/server/db.server')
  await (await getDatabase()).close()
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

function get(path: string, headers: Record<string, string>) {
  return fetch(`${server.url}${path}`, { headers, redirect: 'manual' })
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

/** The visible text of a page: tags removed, entities of the characters the tests look for decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** The `name=value` pairs a response sets, to send back. */
function setCookies(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
}

const JA = { 'Accept-Language': 'ja' }

describe('/talent-hub in Japanese', () => {
  it('headings, filters, job types and dates are Japanese; the job title and company are as written', async () => {
    const response = await get('/talent-hub', JA)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html[^>]*lang="ja"/)
    const text = textOf(html)
    expect(text).toContain('タレントハブ')
    expect(text).toContain('アジアの未来をつくるスタートアップに参加しよう。')
    expect(text).toContain('件の求人が見つかりました')
    expect(html).toContain('aria-label="求人の検索と絞り込み"')
    expect(text).toContain('すべての雇用形態')
    expect(text).toContain('経験レベル')
    expect(text).toContain('パートタイム')
    expect(text).toContain('シニアレベル')
    expect(text).toContain('詳細を見て応募')
    expect(text).toContain('応相談')
    expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 ?に掲載/)
    expect(text).toContain(jobTitle)
    expect(text).toContain(startupName)
    expect(text).not.toContain('Talent Hub ')
    expect(text).not.toContain('View Details & Apply')
  })

  it('a Post Job form with no title comes back in Japanese with the values kept', async () => {
    const response = await postForm(
      '/talent-hub?dialog=post-job',
      {
        intent: 'post-job',
        title: '',
        description: 'Build our payments API from scratch.',
        location: 'Tokyo',
        type: 'contract',
        experienceLevel: 'senior',
      },
      { ...JA, Cookie: founderCookie },
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('職種名は必須です')
    expect(text).not.toContain('Job title is required')
    expect(text).toContain('Build our payments API from scratch.')
    expect(text).toContain('求人を掲載')
  })
})

describe('/events in Japanese', () => {
  it('headings, filters, categories, attending and dates are Japanese; the event name is as written', async () => {
    const response = await get('/events', JA)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html[^>]*lang="ja"/)
    const text = textOf(html)
    expect(text).toContain('イベント')
    expect(text).toContain('アジア各地やオンラインで、創業者・投資家・メンターと出会おう。')
    expect(text).toContain('すべてのカテゴリ')
    expect(text).toContain('今後のイベントのみ')
    expect(text).toContain('ワークショップ')
    expect(text).toContain('42人以上が参加予定')
    expect(text).toContain('定員100人・残り58席')
    expect(text).toContain('カレンダーに追加')
    expect(text).toMatch(/\d{1,2}月\d{1,2}日/)
    expect(text).toContain(eventTitle)
    expect(text).not.toContain('attending')
  })

  it('a Create Event form with no location comes back in Japanese with the values kept', async () => {
    const response = await postForm(
      '/events?dialog=create-event',
      {
        intent: 'create-event',
        title: 'Osaka Robotics Meetup',
        category: 'meetup',
        location: '',
        startDate: '2099-06-01T10:00',
        endDate: '2099-06-01T12:00',
        price: '0',
        currency: 'USD',
      },
      { ...JA, Cookie: memberCookie },
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('開催地を選択してください')
    expect(text).not.toContain('Please select a location')
    expect(html).toContain('value="Osaka Robotics Meetup"')
  })

  it('an RSVP to a full event says, in Japanese, that it is full and where the member waits', async () => {
    const first = await postForm(`/events/${fullEventId}`, { intent: 'rsvp', status: 'attending' }, { ...JA, Cookie: memberCookie })
    expect(first.status).toBe(302)
    const rsvp = await postForm(`/events/${fullEventId}`, { intent: 'rsvp', status: 'attending' }, { ...JA, Cookie: lateCookie })
    expect(rsvp.status).toBe(302)
    const page = await get(rsvp.headers.get('location')!, { ...JA, Cookie: [lateCookie, ...setCookies(rsvp)].join('; ') })
    const text = textOf(await page.text())
    expect(text).toContain('参加登録を更新しました！このイベントは満席のため、キャンセル待ち1番目です。')
    expect(text).toContain('満席')
    expect(text).toContain('キャンセル待ち中です。')
    expect(text).toContain('キャンセル待ち1番目です。')
  })
})

describe('/events/{id} in Korean (the lng cookie)', () => {
  it('is Korean, with Korean dates, whatever the browser asks for; the event name is as written', async () => {
    const { languageCookie } = await import('~/server/i18n.server')
    const lng = (await languageCookie.serialize('ko')).split(';')[0]!
    const response = await get(`/events/${eventId}`, { 'Accept-Language': 'ja', Cookie: lng })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html[^>]*lang="ko"/)
    const text = textOf(html)
    expect(text).toContain('← 전체 이벤트')
    expect(text).toContain('워크숍')
    expect(text).toContain('42명 이상 참석')
    expect(text).toContain('58자리 남음')
    expect(text).toContain('캘린더에 추가')
    expect(text).toMatch(/\d{1,2}월 \d{1,2}일/)
    expect(text).toContain(eventTitle)
    expect(html).toContain('<title>Founders Night Tokyo Edition | 이벤트 | Startup Asia</title>')
  })
})
