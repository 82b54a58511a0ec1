import { href } from 'react-router'
import { canSeeAdminPanel } from './permissions'
import type { PublicUser } from './user'
import type common from '~/locales/en/common'

/**
 * One registry for every place the product links its areas from (docs/decisions/0022-permissions-and-routes.md):
 * the desktop bar, the More and account menus, the phone menu, the footer, the quick actions and the titles of pages
 * still to be built. Labels are keys of the common catalogue; components translate them. Adding an area means adding it to PAGES and to the menus that list it, here and nowhere else.
 * `href()` checks every path against the route table at type-check time.
 */
const PAGES = {
  home: { href: href('/'), title: 'nav.home' },
  signIn: { href: href('/auth'), title: 'nav.signIn' },
  discover: { href: href('/discover'), title: 'nav.discover' },
  talentHub: { href: href('/talent-hub'), title: 'nav.talentHub' },
  resources: { href: href('/resources'), title: 'nav.resourceHub' },
  events: { href: href('/events'), title: 'nav.events' },
  workspace: { href: href('/workspace'), title: 'nav.workspace' },
  programs: { href: href('/programs'), title: 'nav.programs' },
  media: { href: href('/media'), title: 'nav.media' },
  creationProgram: { href: href('/creation-program'), title: 'nav.creationProgram' },
  createStartup: { href: href('/create-startup'), title: 'nav.createStartup' },
  dashboard: { href: href('/dashboard'), title: 'nav.dashboard' },
  profile: { href: href('/profile'), title: 'nav.myProfile' },
  notifications: { href: href('/notifications'), title: 'nav.notifications' },
  admin: { href: href('/admin'), title: 'nav.admin' },
  // The site's own pages (issue 46 item 8, docs/decisions/0124-legal-pages-contact-and-data-export.md).
  about: { href: href('/about'), title: 'footer.aboutUs' },
  contact: { href: href('/contact'), title: 'footer.contact' },
  privacy: { href: href('/privacy'), title: 'footer.privacy' },
  terms: { href: href('/terms'), title: 'footer.terms' },
} as const
type PageKey = keyof typeof PAGES

/** A label's key in the common catalogue (app/locales/<language>/common.ts). */
export type NavLabel = Extract<keyof typeof common, `nav.${string}` | `footer.${string}`>

export interface NavItem {
  label: NavLabel
  href: string
}

type Viewer = Pick<PublicUser, 'userType'>

/** A link to one of PAGES, under its title or the label this menu gives it. */
const link = (page: PageKey, label: NavLabel = PAGES[page].title): NavItem => ({ label, href: PAGES[page].href })

/** 000 §2 "Top navigation": the five desktop links. */
export const MAIN_LINKS: readonly NavItem[] = [
  link('discover', 'nav.startups'),
  link('talentHub', 'nav.talent'),
  link('events'),
  link('media'),
  link('programs'),
]

/** The header's visible Sign In and Join buttons (docs/decisions/0121-first-impressions.md): the sign-in page, and its join choices. */
export function signInHref(currentUrl: string): string {
  const comesBack = currentUrl !== '/' && !currentUrl.startsWith(PAGES.signIn.href)
  return comesBack ? `${PAGES.signIn.href}?redirectTo=${encodeURIComponent(currentUrl)}` : PAGES.signIn.href
}
export const JOIN_HREF = `${PAGES.signIn.href}#join`

/** The signed-out "More" menu (000 §2). */
export function moreMenuItems(): NavItem[] {
  return [link('resources', 'nav.resources'), link('workspace'), link('signIn'), link('signIn', 'nav.joinPlatform')]
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
    link('resources', 'nav.resources'),
    link('workspace'),
    link('profile', 'nav.profile'),
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
      link('signIn', 'nav.joinPlatform'),
    ]
  }
  return [
    link('dashboard'),
    link('notifications'),
    link('discover', 'nav.discoverShort'),
    link('talentHub'),
    link('resources', 'nav.resources'),
    link('events'),
    link('workspace'),
    link('programs'),
    link('media'),
    link('createStartup'),
    ...(canSeeAdminPanel(user) ? [link('admin')] : []),
  ]
}

/**
 * 000 §2's footer columns. The spec's placeholders are either pages now (About, Contact, Privacy, Terms) or gone
 * (Blog, Help Center, Careers: the platform has none; docs/decisions/0124): no footer link leads nowhere.
 */
export const FOOTER_COLUMNS: readonly { title: NavLabel; links: readonly NavItem[] }[] = [
  {
    title: 'footer.platform',
    links: [link('discover'), link('talentHub'), link('events'), link('workspace'), link('programs')],
  },
  {
    title: 'footer.resources',
    links: [link('resources'), link('media')],
  },
  {
    title: 'footer.company',
    links: [link('about'), link('contact'), link('privacy'), link('terms')],
  },
]

/**
 * The dashboard's quick actions (000 §2: Create Event to /events, Post Job to /talent-hub, Book Workspace to
 * /workspace), plus Create Startup, and the Creation Program, which 001 §2's signed-in bar links and the dashboard is
 * where members look for it.
 */
export const DASHBOARD_QUICK_ACTIONS: readonly NavItem[] = [
  link('createStartup'),
  link('events', 'nav.createEvent'),
  link('talentHub', 'nav.postJob'),
  link('workspace', 'nav.bookWorkspace'),
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
