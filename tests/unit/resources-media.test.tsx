import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ResourceCard, Specialties } from '~/components/resources/resource-card'
import { formatViews } from '~/domain/media'
import { articleJsonLd, schemaTypeOf } from '~/shared/article-meta'
import { atomFeed, xmlText } from '~/server/atom.server'
import { renderMarkdown } from '~/server/markdown.server'
import { canViewResource } from '~/shared/permissions'
import { safeImage } from '~/models/media.server'
import { safeWebsite, type ResourceCard as CardData } from '~/models/resources.server'
import { mediaQuerySchema } from '~/schemas/media'
import { resourceApplicationSchema, resourceFilterParams, resourceQuerySchema } from '~/schemas/resources'

describe('formatViews (001 §2: over 1000 as k)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [1001, '1k'],
    [1234, '1.2k'],
    [1299, '1.2k'],
    [15_000, '15k'],
    [999_999, '999.9k'],
    [2_500_000, '2.5M'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('%d → %s', (count, shown) => expect(formatViews(count)).toBe(shown))
})

describe('resourceQuerySchema', () => {
  it('defaults: limit 50, offset 0, everyone', () => {
    expect(resourceQuerySchema.parse({})).toEqual({ limit: 50, offset: 0, verifiedOnly: false })
  })
  it('reads type in any case, the city in any case, verified=true as verified only, and caps the limit at 100', () => {
    expect(resourceQuerySchema.parse({ type: 'MENTOR', location: 'hong kong', verified: 'TRUE', limit: '500' })).toMatchObject({
      type: 'mentor',
      location: 'Hong Kong',
      verifiedOnly: true,
      limit: 100,
    })
    expect(resourceQuerySchema.parse({ verified: 'false', type: '' }).verifiedOnly).toBe(false)
  })
  it('refuses what it cannot read', () => {
    for (const input of [{ type: 'wizard' }, { verified: 'yes' }, { limit: '0' }, { offset: '10001' }, { limit: '1.5' }]) {
      expect(resourceQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false)
    }
  })
  it('gives the page its filter parameters back without paging', () => {
    const query = resourceQuerySchema.parse({ type: 'hr', verified: 'true', offset: '50', searchQuery: ' tax ' })
    expect(resourceFilterParams(query).toString()).toBe('searchQuery=tax&type=hr&verified=true')
  })
})

describe('resourceApplicationSchema', () => {
  const valid = {
    name: 'Lim & Partners',
    type: 'Legal',
    location: 'singapore',
    description: 'Contracts.',
    email: ' Hello@Lim.Example ',
    website: '',
    specialties: ['ESOP', 'esop', ' Term sheets '],
  }
  it('normalises type, city, e-mail and specialties', () => {
    expect(resourceApplicationSchema.parse(valid)).toMatchObject({
      type: 'legal',
      location: 'Singapore',
      email: 'hello@lim.example',
      website: undefined,
      specialties: ['ESOP', 'Term sheets'],
    })
  })
  it('refuses non-http websites, unknown cities and an empty specialty list', () => {
    for (const patch of [{ website: 'javascript:alert(1)' }, { website: 'ftp://x.example' }, { location: 'Atlantis' }, { specialties: [] }, { type: 'wizard' }]) {
      expect(resourceApplicationSchema.safeParse({ ...valid, ...patch }).success, JSON.stringify(patch)).toBe(false)
    }
  })
})

describe('mediaQuerySchema', () => {
  it('reads "Press Release" as press_release and lower-cases topics', () => {
    expect(mediaQuerySchema.parse({ type: 'Press Release', topic: 'Funding' })).toMatchObject({ type: 'press_release', topic: 'funding', limit: 20 })
  })
  it('refuses other types and topics that are not slugs', () => {
    expect(mediaQuerySchema.safeParse({ type: 'video' }).success).toBe(false)
    expect(mediaQuerySchema.safeParse({ topic: '../etc' }).success).toBe(false)
  })
})

describe('safe links', () => {
  it('websites: only http and https', () => {
    expect(safeWebsite('https://a.example')).toBe('https://a.example/')
    expect(safeWebsite('http://a.example/x')).toBe('http://a.example/x')
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'JaVaScRiPt:alert(1)', 'not a url', '', null]) expect(safeWebsite(bad)).toBeNull()
  })
  it('images: this site or https only', () => {
    expect(safeImage('/images/a.svg')).toBe('/images/a.svg')
    expect(safeImage('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    for (const bad of ['//evil.example/a.png', '/\\evil.example', 'http://a.example/x.png', 'javascript:alert(1)', ' ']) expect(safeImage(bad)).toBeNull()
  })
})

describe('canViewResource', () => {
  const member = { id: 7, userType: 'public' as const }
  it('listed resources for everyone; pending ones for the submitter and admins only', () => {
    expect(canViewResource(null, { isActive: true, submittedById: null })).toBe(true)
    expect(canViewResource(null, { isActive: false, submittedById: 7 })).toBe(false)
    expect(canViewResource(member as never, { isActive: false, submittedById: 7 })).toBe(true)
    expect(canViewResource({ id: 8, userType: 'public' } as never, { isActive: false, submittedById: 7 })).toBe(false)
    expect(canViewResource({ id: 9, userType: 'admin' } as never, { isActive: false, submittedById: null })).toBe(true)
  })
})

describe('renderMarkdown', () => {
  it('drops raw HTML and unsafe links, keeps Markdown', async () => {
    const html = await renderMarkdown(
      '# T\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](https://ok.example)\n\n<iframe src="https://x"></iframe>\n\n*em* <b onclick="x()">b</b>',
    )
    expect(html).not.toMatch(/script|javascript|iframe|onclick|<b>/i)
    expect(html).toContain('<h2>T</h2>')
    expect(html).toContain('<em>em</em>')
    expect(html).toContain('<a href="https://ok.example" rel="nofollow noopener noreferrer">z</a>')
  })
})

describe('the Atom feed', () => {
  it('escapes XML specials and removes characters XML cannot carry', () => {
    expect(xmlText('a & <b> "c" \'d\'\u0000\u0008\uD800e')).toBe('a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;e')
  })
  it('is a feed with no entries when nothing is published', () => {
    const xml = atomFeed([], { origin: 'https://x.example', title: 'T', subtitle: 'S', now: new Date('2026-01-01T00:00:00Z') })
    expect(xml).toContain('<updated>2026-01-01T00:00:00.000Z</updated>')
    expect(xml).not.toContain('<entry>')
  })
})

describe('structured data', () => {
  it('press releases are NewsArticle; the site byline is the Organization', () => {
    expect(schemaTypeOf('press_release')).toBe('NewsArticle')
    expect(schemaTypeOf('story')).toBe('Article')
    const ld = articleJsonLd(
      {
        title: 'T',
        slug: 's',
        excerpt: null,
        contentType: 'article',
        author: { name: 'Startup Asia', avatar: null, title: null, company: null },
        authorType: 'main_admin',
        featuredImage: '/images/a.svg',
        publishedAt: new Date('2026-01-01'),
        updatedAt: new Date('2026-01-02'),
        tags: [],
        topic: null,
        metaTitle: null,
        metaDescription: null,
      },
      'https://x.example',
    )
    expect(ld).toMatchObject({ '@type': 'Article', author: { '@type': 'Organization' }, image: ['https://x.example/images/a.svg'] })
  })
})

describe('resource cards', () => {
  it('show 3 specialties then +N more', () => {
    const html = renderToString(<Specialties specialties={['a', 'b', 'c', 'd', 'e']} label="x" />)
    expect(html.replaceAll('<!-- -->', '')).toContain('+2 more')
    expect(html).not.toContain('>d<')
    expect(renderToString(<Specialties specialties={['a', 'b', 'c']} label="x" />)).not.toContain('more')
  })

  const card: CardData = {
    id: 3,
    name: 'Ada',
    description: 'Mentor',
    type: 'mentor',
    location: 'Tokyo',
    isVerified: true,
    rating: '4.50',
    reviewCount: 12,
    specialties: ['x'],
    website: 'https://ada.example/',
    hasEmail: true,
  }
  const render = (data: CardData, signedIn: boolean) => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <ResourceCard resource={data} signedIn={signedIn} /> }])
    return renderToString(<Stub initialEntries={['/']} />)
  }
  it('Contact sends visitors to sign in and back; members straight to the reveal; Website opens safely', () => {
    expect(render(card, false)).toContain(`href="/auth?redirectTo=${encodeURIComponent('/resources/3?contact=reveal')}"`)
    const member = render(card, true)
    expect(member).toContain('href="/resources/3?contact=reveal#contact"')
    // `noreferrer` implies `noopener` (HTML: a link with noreferrer opens with no opener).
    expect(member).toContain('rel="noreferrer"')
    expect(member).toContain('target="_blank"')
  })
  it('no Contact without an e-mail, no Website without one', () => {
    const html = render({ ...card, hasEmail: false, website: null }, true)
    expect(html).not.toContain('Contact')
    expect(html).not.toContain('Website')
    expect(html).toContain('View Profile')
  })
})
