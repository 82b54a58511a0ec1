import { href } from 'react-router'
import { canSeeAdminPanel } from './permissions'
import type { PublicUser } from './user'

/**
 * One registry for every place the product links its areas from (docs/decisions/0022-permissions-and-routes.md):
 * the desktop bar, the More and account menus, the phone menu, the footer, the quick actions and the titles of pages
 * still to be built. Adding an area means adding it to PAGES and to the menus that list it, here and nowhere else.
 * `href()` checks every path against the route table at type-check time.
 */
export const PAGES = {
  home: { href: href('/'), title: 'Home' },
  signIn: { href: href('/auth'), title: 'Sign In' },
  discover: { href: href('/discover'), title: 'Discover Startups' },
  talentHub: { href: href('/talent-hub'), title: 'Talent Hub' },
  resources: { href: href('/resources'), title: 'Resource Hub' },
  events: { href: href('/events'), title: 'Events' },
  workspace: { href: href('/workspace'), title: 'Workspace' },
  programs: { href: href('/programs'), title: 'Programs' },
  media: { href: href('/media'), title: 'Media & PR' },
  creationProgram: { href: href('/creation-program'), title: 'Creation Program' },
  createStartup: { href: href('/create-startup'), title: 'Create Startup' },
  dashboard: { href: href('/dashboard'), title: 'Dashboard' },
  profile: { href: href('/profile'), title: 'My Profile' },
  admin: { href: href('/admin'), title: 'Admin Panel' },
} as const
export type PageKey = keyof typeof PAGES

export interface NavItem {
  label: string
  href: string
}

type Viewer = Pick<PublicUser, 'userType'>

/** A link to one of PAGES, under its title or the label this menu gives it. */
const link = (page: PageKey, label: string = PAGES[page].title): NavItem => ({ label, href: PAGES[page].href })

/** 000 §2 "Top navigation": the five desktop links. */
export const MAIN_LINKS: readonly NavItem[] = [
  link('discover', 'Startups'),
  link('talentHub', 'Talent'),
  link('events'),
  link('media'),
  link('programs'),
]

/** The signed-out "More" menu (000 §2). */
export function moreMenuItems(): NavItem[] {
  return [link('resources', 'Resources'), link('workspace'), link('signIn'), link('signIn', 'Join Platform')]
}

/**
 * The signed-in account menu's links (Sign Out, a form, follows them): 000 §2's Dashboard, Create Startup, Admin
 * Panel, Resources, Workspace merged with 001 §2's Profile (docs/decisions/0010-navigation-without-js.md).
 */
export function accountMenuItems(user: Viewer): NavItem[] {
  return [
    link('dashboard'),
    link('createStartup'),
    ...(canSeeAdminPanel(user) ? [link('admin')] : []),
    link('resources', 'Resources'),
    link('workspace'),
    link('profile', 'Profile'),
  ]
}

/** The phone menu's links (000 §2; signed in, Sign Out, a form, follows them). */
export function mobileMenuItems(user: Viewer | null): NavItem[] {
  if (!user) {
    return [
      link('home'),
      link('programs'),
      link('discover'),
      link('talentHub'),
      link('events'),
      link('workspace'),
      link('media'),
      link('signIn'),
      link('signIn', 'Join Platform'),
    ]
  }
  return [
    link('dashboard'),
    link('discover', 'Discover'),
    link('talentHub'),
    link('resources', 'Resources'),
    link('events'),
    link('workspace'),
    link('programs'),
    link('media'),
    link('createStartup'),
    ...(canSeeAdminPanel(user) ? [link('admin')] : []),
  ]
}

/** 000 §2's footer columns: links to pages this app has, placeholders ('#') for the rest. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavItem[] }[] = [
  {
    title: 'Platform',
    links: [link('discover'), link('talentHub'), link('events'), link('workspace'), link('programs')],
  },
  {
    title: 'Resources',
    links: [
      link('resources'),
      link('media'),
      { label: 'Blog', href: '#' },
      { label: 'Help Center', href: '#' },
    ],
  },
  {
    title: 'Company',
    links: ['About Us', 'Careers', 'Contact', 'Privacy Policy', 'Terms of Service'].map((label) => ({ label, href: '#' })),
  },
]

/**
 * The dashboard's quick actions (000 §2: Create Event to /events, Post Job to /talent-hub, Book Workspace to
 * /workspace), plus Create Startup, and the Creation Program, which 001 §2's signed-in bar links and the dashboard is
 * where members look for it.
 */
export const DASHBOARD_QUICK_ACTIONS: readonly NavItem[] = [
  link('createStartup'),
  link('events', 'Create Event'),
  link('talentHub', 'Post Job'),
  link('workspace', 'Book Workspace'),
  link('creationProgram'),
]

/** The signed-in home page's shortcuts. */
export const HOME_QUICK_ACTIONS: readonly NavItem[] = [
  link('createStartup'),
  link('discover'),
  link('talentHub'),
  link('events'),
  link('workspace'),
]

/** Home is current only on exactly "/"; any other link is current on its path and everything below it. */
export function isActivePath(current: string, target: string): boolean {
  if (target === '/') return current === '/'
  const base = target.replace(/\/+$/, '')
  return current === base || current.startsWith(`${base}/`)
}
