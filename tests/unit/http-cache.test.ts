import { describe, expect, it } from 'vitest'
import { CLOCK_STEP_MS, isAnonymous, isPublicRead, isVisitorRead, matchesIfNoneMatch, visitorEtag, visitorLanguage } from '~/edge/http-cache'
import { detectLanguage, languageCookie } from '~/server/i18n.server'

// The edge's rules for visitors' validators (docs/decisions/0091-http-validators-and-caching.md); over HTTP in
// tests/integration/http-caching.test.ts.

describe('public reads', () => {
  it.each([
    '/',
    '/_.data',
    '/discover',
    '/discover.data',
    '/startup/12',
    '/startup/12.data',
    '/talent-hub',
    '/jobs/3',
    '/resources',
    '/resources/4.data',
    '/events',
    '/events/9',
    '/workspace',
    '/programs/2',
    '/media',
    '/api/startups',
    '/api/startups/1',
    '/api/startups/1/team',
    '/api/events/2',
    '/api/workspaces/3/availability',
    '/api/jobs',
    '/api/resources/5',
    '/api/media',
    '/api/media/topics',
    '/api/media/some-slug',
    '/api/cohorts/1/sessions',
  ])('%s is one', (path) => expect(isPublicRead(path)).toBe(true))

  it.each([
    '/auth',
    '/dashboard',
    '/dashboard.data',
    '/profile',
    '/resources/apply',
    '/startup/1/edit',
    '/media/some-slug',
    '/media/feed.xml',
    '/admin',
    '/api/health',
    '/api/auth/user',
    '/api/my-startups',
    '/api/jobs/1/applications',
    '/api/admin/users',
    '/calendar/abc.ics',
    '/uploads/logo.png',
    '/discover/',
  ])('%s is not', (path) => expect(isPublicRead(path)).toBe(false))
})

describe('anonymous requests', () => {
  it('are those without cookies, or with only the language, known-device and media-visit cookies', () => {
    expect(isAnonymous({ cookie: undefined, authorization: undefined })).toBe(true)
    expect(isAnonymous({ cookie: '', authorization: undefined })).toBe(true)
    expect(isAnonymous({ cookie: 'lng=ImphIg%3D%3D; sa_device=x; sa_visit=y', authorization: undefined })).toBe(true)
    expect(isAnonymous({ cookie: 'lng=a; __session=s', authorization: undefined })).toBe(false)
    expect(isAnonymous({ cookie: 'sa_toast=t', authorization: undefined })).toBe(false)
    expect(isAnonymous({ cookie: 'user_id=1', authorization: undefined })).toBe(false)
    expect(isAnonymous({ cookie: 'flag', authorization: undefined })).toBe(false)
    expect(isAnonymous({ cookie: undefined, authorization: 'Bearer x' })).toBe(false)
  })

  it('and only GET and HEAD', () => {
    const url = new URL('http://localhost/discover')
    expect(isVisitorRead({ method: 'GET', url, cookie: undefined, authorization: undefined })).toBe(true)
    expect(isVisitorRead({ method: 'HEAD', url, cookie: undefined, authorization: undefined })).toBe(true)
    expect(isVisitorRead({ method: 'POST', url, cookie: undefined, authorization: undefined })).toBe(false)
    expect(isVisitorRead({ method: 'OPTIONS', url, cookie: undefined, authorization: undefined })).toBe(false)
  })
})

describe('the ETag', () => {
  const base = { dataVersion: '0123456789abcdef', buildVersion: 'b1', language: 'en', href: 'http://localhost/discover', now: 10 * CLOCK_STEP_MS }

  it('is weak and changes with each of its inputs, and with the minute', () => {
    const etag = visitorEtag(base)
    expect(etag).toMatch(/^W\/"0123456789abcdef-[0-9a-z]+-[\w-]{16}"$/)
    expect(visitorEtag({ ...base, now: base.now + CLOCK_STEP_MS - 1 })).toBe(etag)
    const others = [
      visitorEtag({ ...base, now: base.now + CLOCK_STEP_MS }),
      visitorEtag({ ...base, dataVersion: 'fedcba9876543210' }),
      visitorEtag({ ...base, buildVersion: 'b2' }),
      visitorEtag({ ...base, language: 'ja' }),
      visitorEtag({ ...base, href: 'http://localhost/discover.data' }),
      visitorEtag({ ...base, href: 'http://localhost/discover?sector=fintech' }),
    ]
    expect(new Set([etag, ...others]).size).toBe(others.length + 1)
  })

  it('matches If-None-Match weakly, in a list, but not *', () => {
    const etag = visitorEtag(base)
    expect(matchesIfNoneMatch(etag, etag)).toBe(true)
    expect(matchesIfNoneMatch(etag.slice(2), etag)).toBe(true)
    expect(matchesIfNoneMatch(`"a", ${etag}`, etag)).toBe(true)
    expect(matchesIfNoneMatch('*', etag)).toBe(false)
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false)
    expect(matchesIfNoneMatch('W/"other"', etag)).toBe(false)
  })
})

describe("the visitor's language", () => {
  it('is the one the root middleware picks, from ?lng, the lng cookie and Accept-Language, asked twice or once', async () => {
    const ja = (await languageCookie.serialize('ja')).split(';')[0]!
    const cases: [string, string | undefined, string | undefined][] = [
      ['http://localhost/discover', undefined, undefined],
      ['http://localhost/discover', undefined, 'ko-KR,ko;q=0.9,en;q=0.5'],
      ['http://localhost/discover', undefined, 'fr-FR'],
      ['http://localhost/discover?lng=zh&sector=fintech', undefined, 'ko'],
      ['http://localhost/discover?lng=xx', undefined, 'ko'],
      ['http://localhost/discover', `sa_device=1; ${ja}`, 'ko'],
      ['http://localhost/discover?lng=en', ja, 'ko'],
    ]
    for (const [href, cookie, acceptLanguage] of cases) {
      const expected = await detectLanguage(
        new Request(href, { headers: { cookie: cookie ?? '', 'accept-language': acceptLanguage ?? '' } }),
      )
      expect(await visitorLanguage(new URL(href), cookie, acceptLanguage), `${href} ${cookie} ${acceptLanguage}`).toBe(expected)
      expect(await visitorLanguage(new URL(href), cookie, acceptLanguage)).toBe(expected)
    }
  })
})
