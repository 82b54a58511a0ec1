import { fixedT } from '~/shared/translator'
import '~/server/i18n.server'
import { describe, expect, test } from 'vitest'
import { accountMenuItems, isActivePath, MAIN_LINKS, mobileMenuItems, moreMenuItems } from '~/shared/nav'

describe('isActivePath', () => {
  test('home is current only on exactly /', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/events', '/')).toBe(false)
    expect(isActivePath('/discover/123', '/')).toBe(false)
  })

  test('other links are current on their path and below it', () => {
    expect(isActivePath('/events', '/events')).toBe(true)
    expect(isActivePath('/events/', '/events')).toBe(true)
    expect(isActivePath('/events/42', '/events')).toBe(true)
    expect(isActivePath('/programs/7/apply', '/programs')).toBe(true)
  })

  test('a shared prefix that is not a path segment does not count', () => {
    expect(isActivePath('/eventsx', '/events')).toBe(false)
    expect(isActivePath('/media-kit', '/media')).toBe(false)
    expect(isActivePath('/', '/events')).toBe(false)
    expect(isActivePath('/talent-hub', '/discover')).toBe(false)
  })
})

// Labels are keys of the common catalogue; the menus show them in the page's language (here English).
const english = (key: string) => fixedT('en', 'common')(key as 'nav.home')
const labels = (items: { label: string }[]) => items.map((item) => english(item.label))

describe('navigation items (000 §2)', () => {
  test('five desktop links', () => {
    expect(MAIN_LINKS.map((link) => [english(link.label), link.href])).toEqual([
      ['Startups', '/discover'],
      ['Talent', '/talent-hub'],
      ['Events', '/events'],
      ['Media & PR', '/media'],
      ['Programs', '/programs'],
    ])
  })

  test('signed-out More menu', () => {
    expect(moreMenuItems().map((item) => [english(item.label), item.href])).toEqual([
      ['Resources', '/resources'],
      ['Workspace', '/workspace'],
      ['Sign In', '/auth'],
      ['Join Platform', '/auth'],
    ])
  })

  test('account menu offers Admin Panel to admins only', () => {
    expect(labels(accountMenuItems({ userType: 'startup' }))).toEqual([
      'Dashboard',
      'Create Startup',
      'Resources',
      'Workspace',
      'Profile',
    ])
    expect(labels(accountMenuItems({ userType: 'admin' }))).toEqual([
      'Dashboard',
      'Create Startup',
      'Admin Panel',
      'Resources',
      'Workspace',
      'Profile',
    ])
  })

  test('phone menu, signed out and signed in', () => {
    expect(labels(mobileMenuItems(null))).toEqual([
      'Home',
      'Programs',
      'Discover Startups',
      'Talent Hub',
      'Events',
      'Workspace',
      'Media & PR',
      'Sign In',
      'Join Platform',
    ])
    expect(labels(mobileMenuItems({ userType: 'public' }))).toEqual([
      'Dashboard',
      'Notifications',
      'Discover',
      'Talent Hub',
      'Resources',
      'Events',
      'Workspace',
      'Programs',
      'Media & PR',
      'Create Startup',
    ])
    expect(labels(mobileMenuItems({ userType: 'admin' })).at(-1)).toBe('Admin Panel')
  })
})
