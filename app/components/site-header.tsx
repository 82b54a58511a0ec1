import { useTranslation } from '~/browser/i18n-react'
import { Form, Link, useLocation } from 'react-router'
import { Chevron, DetailsMenu } from '~/components/ui/details-menu'
import { Icon } from '~/components/ui/icon'
import { useLanguage, useMessage } from '~/browser/i18n-react'
import { LANGUAGES } from '~/shared/languages'
import {
  accountMenuItems,
  isActivePath,
  JOIN_HREF,
  MAIN_LINKS,
  mobileMenuItems,
  moreMenuItems,
  signInHref,
  type NavItem,
} from '~/shared/nav'
import { type PublicUser, userDisplayName, userInitial, userTypeLabel } from '~/shared/user'


const MENU_GROUP = 'site-header-menu'
// Component classes in app/app.css: the header is on every page, so its class lists are named once there.
const panelClasses = 'menu-panel'
const itemClasses = 'menu-item'

export function SiteHeader({ user, unread }: { user: PublicUser | null; unread: number }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const currentUrl = pathname + search

  return (
    // Styled from `.site-header` (app/app.css): the header is on every page, so its class lists are named once there.
    <header className="site-header">
      <div>
        <Link to="/" aria-current={pathname === '/' ? 'page' : undefined} className="brand-link">
          <Logo />
          <span>{t('site.name')}</span>
        </Link>

        <nav aria-label={t('header.mainNav')} className="main-nav">
          <MainLinks pathname={pathname} />
        </nav>

        <div className="header-menus">
          <LanguageMenu redirectTo={currentUrl} />
          {user ? <NotificationsLink unread={unread} pathname={pathname} /> : null}
          <div className="hidden md:block">
            {user ? <AccountMenu user={user} pathname={pathname} /> : <MoreMenu pathname={pathname} />}
          </div>
          {user ? null : <SignInButtons currentUrl={currentUrl} />}
          <MobileMenu user={user} pathname={pathname} />
        </div>
      </div>
    </header>
  )
}

function MainLinks({ pathname }: { pathname: string }) {
  const { t } = useTranslation()
  return (
    <ul>
      {MAIN_LINKS.map((link) => (
        <li key={link.href}>
          <Link to={link.href} aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The bell: a link to /notifications whose name says how many are unread; the badge shows the same number. On a phone
 * the header has no room for it: the phone menu links to Notifications instead.
 */
function NotificationsLink({ unread, pathname }: { unread: number; pathname: string }) {
  const { t } = useTranslation()
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      aria-current={pathname === '/notifications' ? 'page' : undefined}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 max-sm:hidden"
    >
      <Icon name="bell" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
        >
          {Math.min(unread, 99)}
        </span>
      ) : null}
    </Link>
  )
}

function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M9 21l5-10 4 7 2-3 3 6z" fill="white" />
    </svg>
  )
}

function LanguageMenu({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const current = LANGUAGES.find((candidate) => candidate.code === language) ?? LANGUAGES[0]

  // A form post that sets the language cookie and comes back to this page (303): without JavaScript the browser
  // follows it; with it React Router does, reloading the page's data in the new language without a page load.
  return (
    <DetailsMenu
      label={t('header.language')}
      group={MENU_GROUP}
      summaryClassName="menu-text"
      panelClassName={panelClasses}
      summary={
        <>
          <Icon name="globe" className="size-4" />
          <span lang={current.code}>{current.label}</span>
          <Chevron />
        </>
      }
    >
      <Form method="post" action="/language" preventScrollReset>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ul>
          {LANGUAGES.map((language) => (
            <li key={language.code}>
              <button
                type="submit"
                name="lang"
                value={language.code}
                lang={language.code}
                aria-current={language.code === current.code ? 'true' : undefined}
                className={itemClasses}
              >
                {language.label}
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </DetailsMenu>
  )
}

function MenuLinks({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useTranslation()
  return items.map((item) => (
    <li key={item.label}>
      {/* Styled from the panel's class (`.menu-panel li > a`, app/app.css): the header is on every page. */}
      <Link to={item.href} aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}>
        {t(item.label)}
      </Link>
    </li>
  ))
}

/** Sign Out is always a real form post, so it works without JavaScript and clears every client cache. */
function SignOutForm() {
  const { t } = useTranslation()
  return (
    <form method="post" action="/logout">
      <button type="submit" className={`${itemClasses} text-red-700`}>
        {t('header.signOut')}
      </button>
    </form>
  )
}

/**
 * Sign In and Join in plain sight on a desktop-wide header (1280 px and wider) (docs/decisions/0121-first-impressions.md): the More menu
 * keeps its spec entries (000 §2), and these two stand beside it. On narrower screens the menus hold them. Signing in
 * from a page comes back to it.
 */
function SignInButtons({ currentUrl }: { currentUrl: string }) {
  const { t } = useTranslation()
  return (
    <div className="hidden items-center gap-2 whitespace-nowrap xl:flex">
      <Link to={signInHref(currentUrl)} className="menu-text rounded-md">
        {t('nav.signIn')}
      </Link>
      <Link to={JOIN_HREF} className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {t('nav.joinPlatform')}
      </Link>
    </div>
  )
}

function MoreMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation()
  return (
    <DetailsMenu
      label={t('header.more')}
      labelShown
      group={MENU_GROUP}
      summaryClassName="menu-text px-3"
      panelClassName={panelClasses}
      summary={
        <>
          <span>{t('header.more')}</span>
          <Chevron />
        </>
      }
    >
      <ul>
        <MenuLinks items={moreMenuItems()} pathname={pathname} />
      </ul>
    </DetailsMenu>
  )
}

function Avatar({ user }: { user: PublicUser }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
    >
      {userInitial(user)}
    </span>
  )
}

function AccountMenu({ user, pathname }: { user: PublicUser; pathname: string }) {
  const { t } = useTranslation()
  const message = useMessage()
  return (
    <DetailsMenu
      label={t('header.accountMenu')}
      group={MENU_GROUP}
      summaryClassName="py-1 pr-2 pl-1 hover:bg-gray-100"
      panelClassName={panelClasses}
      summary={
        <>
          <Avatar user={user} />
          <span className="hidden flex-col text-left leading-tight lg:flex">
            <span className="max-w-40 truncate text-sm font-medium text-gray-900">{userDisplayName(user)}</span>
            <span className="text-xs text-gray-500">{message(userTypeLabel(user.userType))}</span>
          </span>
          <Chevron />
        </>
      }
    >
      <p className="border-b border-gray-100 px-3 py-2 text-xs text-gray-500 lg:hidden">
        <span className="block truncate text-sm font-medium text-gray-900">{userDisplayName(user)}</span>
        {message(userTypeLabel(user.userType))}
      </p>
      <ul>
        <MenuLinks items={accountMenuItems(user)} pathname={pathname} />
        <li className="mt-1 border-t border-gray-100 pt-1">
          <SignOutForm />
        </li>
      </ul>
    </DetailsMenu>
  )
}

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
}

function MobileMenu({ user, pathname }: { user: PublicUser | null; pathname: string }) {
  const { t } = useTranslation()
  const message = useMessage()
  return (
    <DetailsMenu
      label={t('header.openMenu')}
      group={MENU_GROUP}
      className="md:hidden"
      summaryClassName="menu-text"
      panelClassName={`${panelClasses} w-72 max-w-[calc(100vw-2rem)]`}
      onItemChosen={scrollToTop}
      summary={
        <>
          <Icon name="menu" className="size-5" />
          {/* The icon alone on a narrow phone: with the labels on one line (docs/decisions/0132), 'メニュー' beside
              '日本語' pushed the header past 390 px. The summary's name is 'Open menu' either way. */}
          <span className="max-[420px]:sr-only">{t('header.menu')}</span>
        </>
      }
    >
      {user ? (
        <div className="flex items-center gap-3 border-b border-gray-100 px-3 py-2">
          <Avatar user={user} />
          <span className="min-w-0 text-xs text-gray-500">
            <span className="block truncate text-sm font-medium text-gray-900">{userDisplayName(user)}</span>
            {message(userTypeLabel(user.userType))}
          </span>
        </div>
      ) : null}
      <nav aria-label={t('header.mobileNav')}>
        <ul>
          <MenuLinks items={mobileMenuItems(user)} pathname={pathname} />
          {user ? (
            <li className="mt-1 border-t border-gray-100 pt-1">
              <SignOutForm />
            </li>
          ) : null}
        </ul>
      </nav>
    </DetailsMenu>
  )
}
