import { describe, expect, it } from 'vitest'
import type { HeroBanner } from '../../db/schema'
import {
  bannerAnchor,
  DEFAULT_AUTOPLAY_MS,
  slideAt,
  sortBanners,
  wrapIndex,
} from '~/domain/hero-banners'
import { externalHref, isInternalHref, safeHref } from '~/components/startup-profile/links'

const banner = (title: string, order: number): HeroBanner => ({ imageUrl: `/${title}.svg`, title, order })

describe('hero carousel helpers', () => {
  it('sorts banners by ascending order, keeping stored order for ties', () => {
    const sorted = sortBanners([banner('c', 3), banner('a', 1), banner('b1', 2), banner('b2', 2)])
    expect(sorted.map((item) => item.title)).toEqual(['a', 'b1', 'b2', 'c'])
  })

  it('does not reorder the list it was given', () => {
    const banners = [banner('b', 2), banner('a', 1)]
    sortBanners(banners)
    expect(banners.map((item) => item.title)).toEqual(['b', 'a'])
  })

  it('wraps round in both directions', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(1, 3)).toBe(1)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(5, 0)).toBe(0)
  })

  it('names banners #banner-1… for the dots that work without JavaScript', () => {
    expect(bannerAnchor(0)).toBe('banner-1')
    expect(bannerAnchor(2)).toBe('banner-3')
  })

  it('finds the slide a scroll position shows', () => {
    expect(slideAt(0, 800, 3)).toBe(0)
    expect(slideAt(790, 800, 3)).toBe(1)
    expect(slideAt(5000, 800, 3)).toBe(2)
    expect(slideAt(100, 0, 3)).toBe(0)
  })

  it('autoplays every 5000 ms by default', () => {
    expect(DEFAULT_AUTOPLAY_MS).toBe(5000)
  })
})

describe('links from stored data', () => {
  it('keeps same-site and http(s) links, drops script URLs', () => {
    expect(safeHref('?tab=jobs')).toBe('?tab=jobs')
    expect(safeHref('/images/a.svg')).toBe('/images/a.svg')
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('//evil.example.com')).toBeNull()
    expect(safeHref('  ')).toBeNull()
    expect(isInternalHref('?tab=jobs')).toBe(true)
    expect(isInternalHref('https://example.com')).toBe(false)
  })

  it('turns websites into https links', () => {
    expect(externalHref('acme.example.com')).toBe('https://acme.example.com/')
    expect(externalHref('http://acme.example.com/about')).toBe('http://acme.example.com/about')
    expect(externalHref('javascript:alert(1)')).toBeNull()
    expect(externalHref(null)).toBeNull()
  })
})
