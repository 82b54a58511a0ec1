import type { FormEvent } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { Chevron, DetailsMenu } from '~/components/ui/details-menu'
import { LANGUAGES } from '~/lib/languages'
import { accountMenuItems, isActivePath, MAIN_LINKS, mobileMenuItems, moreMenuItems, type NavItem } from '~/lib/nav'
import { type PublicUser, userDisplayName, userInitial, userTypeLabel } from '~/lib/user'


const MENU_GROUP = 'site-header-menu'
// Component classes in app/app.css: the header is on every page, so its class lists are named once there.
const panelClasses = 'menu-panel'
const itemClasses = 'menu-item'

export function SiteHeader({ user }: { user: PublicUser | null }) {
  const { pathname, search } = useLocation()
  const currentUrl = pathname + search

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-current={pathname === '/' ? 'page' : undefined}
          className="flex shrink-0 items-center gap-2 rounded-md font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Logo />
          <span>Startup Asia</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
                  className="nav-link"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageMenu redirectTo={currentUrl} />
          <div className="hidden md:block">
            {user ? <AccountMenu user={user} pathname={pathname} /> : <MoreMenu pathname={pathname} />}
          </div>
          <MobileMenu user={user} pathname={pathname} />
        </div>
      </div>
    </header>
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
  const fetcher = useFetcher()

  // With JavaScript the choice is posted in the background (no redirect, no page load); without it, the form posts
  // and the action sends the browser back to redirectTo.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    formData.delete('redirectTo')
    void fetcher.submit(formData, { method: 'post', action: '/language' })
  }

  return (
    <DetailsMenu
      label="Language"
      group={MENU_GROUP}
      summaryClassName="px-2 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
      panelClassName={panelClasses}
      summary={
        <>
          <GlobeIcon />
          <span>EN</span>
          <Chevron />
        </>
      }
    >
      <form method="post" action="/language" onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ul>
          {LANGUAGES.map((language) => (
            <li key={language.code}>
              <button
                type="submit"
                name="lang"
                value={language.code}
                lang={language.code}
                aria-current={language.code === 'en' ? 'true' : undefined}
                className={`${itemClasses} aria-[current=true]:font-semibold`}
              >
                {language.label}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </DetailsMenu>
  )
}

function MenuLinks({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return items.map((item) => (
    <li key={item.label}>
      <Link
        to={item.href}
        aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
        className={itemClasses}
      >
        {item.label}
      </Link>
    </li>
  ))
}

/** Sign Out is always a real form post, so it works without JavaScript and clears every client cache. */
function SignOutForm() {
  return (
    <form method="post" action="/logout">
      <button type="submit" className={`${itemClasses} text-red-700`}>
        Sign Out
      </button>
    </form>
  )
}

function MoreMenu({ pathname }: { pathname: string }) {
  return (
    <DetailsMenu
      label="More"
      labelShown
      group={MENU_GROUP}
      summaryClassName="px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
      panelClassName={panelClasses}
      summary={
        <>
          <span>More</span>
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
  return (
    <DetailsMenu
      label="Account menu"
      group={MENU_GROUP}
      summaryClassName="py-1 pr-2 pl-1 hover:bg-gray-100"
      panelClassName={panelClasses}
      summary={
        <>
          <Avatar user={user} />
          <span className="hidden flex-col text-left leading-tight lg:flex">
            <span className="max-w-40 truncate text-sm font-medium text-gray-900">{userDisplayName(user)}</span>
            <span className="text-xs text-gray-500">{userTypeLabel(user.userType)}</span>
          </span>
          <Chevron />
        </>
      }
    >
      <p className="border-b border-gray-100 px-3 py-2 text-xs text-gray-500 lg:hidden">
        <span className="block truncate text-sm font-medium text-gray-900">{userDisplayName(user)}</span>
        {userTypeLabel(user.userType)}
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
  return (
    <DetailsMenu
      label="Open menu"
      group={MENU_GROUP}
      className="md:hidden"
      summaryClassName="px-2 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
      panelClassName={`${panelClasses} w-72 max-w-[calc(100vw-2rem)]`}
      onItemChosen={scrollToTop}
      summary={
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5"
          >
            <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          <span>Menu</span>
        </>
      }
    >
      {user ? (
        <div className="flex items-center gap-3 border-b border-gray-100 px-3 py-2">
          <Avatar user={user} />
          <span className="min-w-0 text-xs text-gray-500">
            <span className="block truncate text-sm font-medium text-gray-900">{userDisplayName(user)}</span>
            {userTypeLabel(user.userType)}
          </span>
        </div>
      ) : null}
      <nav aria-label="Mobile">
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

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z" />
    </svg>
  )
}
