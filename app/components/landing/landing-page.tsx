import type { ReactNode } from 'react'
import { Trans, useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { StartupLogo } from '~/components/startup-logo'
import { buttonClasses } from '~/components/ui/button'
import { CardList } from '~/components/ui/card-list'
import { sectorLabel, stageLabel } from '~/domain/startups'
import { formatEventDay } from '~/shared/event-time'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatSlug } from '~/domain/vocabulary'
import { formatMoney, formatTotals } from '~/shared/money'
import type { Cards } from '~/shared/columns'
import type { FeaturedStartup } from '~/models/landing.server'
import type { EventCard } from '~/models/events.server'
import { initials, teamAvatars } from './landing-data'
import { planPrice } from '~/components/plans/plan-price'
import type { PlanKey } from '~/domain/plans'

/** The server's login-start path (000 §2): a full-page navigation, so a plain link rather than <Link>. */
const LOGIN_PATH = '/api/login'

const HERO_STATS = [
  { value: '5,000+', label: 'landing.stat.startups' },
  { value: '15', label: 'landing.stat.countries' },
  { value: '$2B+', label: 'landing.stat.funded' },
] as const

// 000 §1: the six advertised features, with their descriptions (keys 'landing.feature.<id>.title' / '.description').
const FEATURES = [
  {
    id: 'profiles',
    icon: <path d="M4 20h16M6 20V8l6-4 6 4v12M10 20v-5h4v5" />,
  },
  {
    id: 'resources',
    icon: <path d="M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6" />,
  },
  {
    id: 'talent',
    icon: <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M21 20a6 6 0 0 0-4-5.6" />,
  },
  {
    id: 'creation',
    icon: <path d="M12 3l9 5-9 5-9-5zM7 10.5V16c3 2 7 2 10 0v-5.5" />,
  },
  {
    id: 'matching',
    icon: <path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" />,
  },
  { id: 'workspace', icon: <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" /> },
] as const

// Keys 'landing.workspace.<id>.type' / '.description'; the price line is 'landing.workspaces.from.<unit>'.
const WORKSPACE_PRICES = [
  { id: 'hotDesks', price: '25', unit: 'day' },
  { id: 'meetingRooms', price: '50', unit: 'hour' },
  { id: 'podcastBooths', price: '35', unit: 'hour' },
  { id: 'eventSpaces', price: '200', unit: 'day' },
] as const

// The quote and role are keys ('landing.testimonial.<id>.quote' / '.role'); the name is the person's.
const TESTIMONIALS = [
  { id: 'weiLin', name: 'Wei Lin' },
  { id: 'priyaNair', name: 'Priya Nair' },
  { id: 'budiSantoso', name: 'Budi Santoso' },
] as const

// 000 §9: the three plans' items (keys 'landing.plan.<key>.name' / '.cta' / '.itemN'); their prices come from the
// plans table (docs/decisions/0135-plans-and-subscriptions.md).
const PLAN_ITEMS = {
  starter: [
    'landing.plan.starter.item1',
    'landing.plan.starter.item2',
    'landing.plan.starter.item3',
    'landing.plan.starter.item4',
    'landing.plan.starter.item5',
  ],
  professional: [
    'landing.plan.professional.item1',
    'landing.plan.professional.item2',
    'landing.plan.professional.item3',
    'landing.plan.professional.item4',
    'landing.plan.professional.item5',
    'landing.plan.professional.item6',
    'landing.plan.professional.item7',
  ],
  enterprise: [
    'landing.plan.enterprise.item1',
    'landing.plan.enterprise.item2',
    'landing.plan.enterprise.item3',
    'landing.plan.enterprise.item4',
    'landing.plan.enterprise.item5',
    'landing.plan.enterprise.item6',
    'landing.plan.enterprise.item7',
  ],
} as const satisfies Record<PlanKey, readonly string[]>
const POPULAR_PLAN: PlanKey = 'professional'
/** Where each plan's button leads: Starter signs up, Professional subscribes (with its trial), Enterprise talks to us. */
const PLAN_HREFS: Record<PlanKey, string> = {
  starter: LOGIN_PATH,
  professional: '/subscribe?plan=professional',
  enterprise: '/contact-sales',
}

/** A plan as the landing page shows it (from the plans table). */
export interface LandingPlan {
  key: PlanKey
  priceMinor: number
  currency: string
  interval: 'month' | 'year'
}

/**
 * A section below the hero: laid out only as it nears the viewport (`.below-fold`, app/app.css), standing in at its
 * height measured at 390, 768 and 1280 px (`FOLD_HEIGHTS`) until then.
 */
function Section({
  id,
  title,
  intro,
  className = '',
  children,
}: {
  id: keyof typeof FOLD_HEIGHTS
  title: string
  intro?: string
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`below-fold px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${FOLD_HEIGHTS[id]} ${className}`}
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-gray-600">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  )
}

/** Each section's height on a 390 px phone, a 768 px tablet and a 1280 px desktop (written out for Tailwind to find). */
const FOLD_HEIGHTS = {
  features: '[--fold-height:1644px] md:[--fold-height:966px] lg:[--fold-height:736px]',
  startups: '[--fold-height:1028px] md:[--fold-height:712px] lg:[--fold-height:584px]',
  events: '[--fold-height:790px] md:[--fold-height:578px] lg:[--fold-height:578px]',
  workspaces: '[--fold-height:1236px] md:[--fold-height:864px] lg:[--fold-height:540px]',
  testimonials: '[--fold-height:902px] md:[--fold-height:534px] lg:[--fold-height:462px]',
  pricing: '[--fold-height:1644px] md:[--fold-height:1644px] lg:[--fold-height:748px]',
  cta: '[--fold-height:458px] md:[--fold-height:370px] lg:[--fold-height:370px]',
} as const

function Icon({ children, className = 'size-6' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  )
}

function CheckIcon() {
  return (
    <Icon className="mt-0.5 size-4 shrink-0 text-brand-600">
      <path d="M5 12l5 5 9-10" />
    </Icon>
  )
}

function FiveStars() {
  const { t } = useTranslation('home')
  return (
    <div role="img" aria-label={t('landing.fiveStars')} className="flex gap-0.5 text-amber-400">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  )
}

function Hero() {
  const { t } = useTranslation('home')
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-brand-700 via-brand-600 to-indigo-600 px-4 py-20 text-white sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-medium">
          {t('landing.hero.eyebrow')}
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t('landing.hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{t('landing.hero.subtitle')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/auth" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            {t('landing.hero.start')}
          </Link>
          <Link
            to="/programs"
            className={buttonClasses({
              variant: 'ghost',
              size: 'lg',
              className: 'border border-white/60 text-white hover:bg-white/10 hover:text-white',
            })}
          >
            {t('landing.hero.viewPrograms')}
          </Link>
        </div>
        <dl className="mx-auto mt-14 grid max-w-lg grid-cols-3 gap-4">
          {HERO_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-100">{t(stat.label)}</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

function Features() {
  const { t } = useTranslation('home')
  return (
    <Section id="features" title={t('landing.features.title')} intro={t('landing.features.intro')} className="bg-white">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.id} className="rounded-xl border border-gray-200 p-6">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon>{feature.icon}</Icon>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{t(`landing.feature.${feature.id}.title`)}</h3>
            <p className="mt-2 text-sm text-gray-600">{t(`landing.feature.${feature.id}.description`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function FeaturedStartups({ startups }: { startups: Cards<FeaturedStartup> }) {
  const { t } = useTranslation('home')
  return (
    <Section id="startups" title={t('landing.startups.title')} intro={t('landing.startups.intro')}>
      {startups.count > 0 ? (
        <CardList
          cards={startups}
          className="grid gap-6 [--card-height:12.625rem] md:grid-cols-3 [&>li]:min-w-0"
          itemKey={(startup) => startup.id}
          renderItem={(startup) => <FeaturedStartupCard startup={startup} />}
        />
      ) : (
        <p className="text-center text-gray-600">{t('dashboard.noStartupsToDisplay')}</p>
      )}
      <div className="mt-10 text-center">
        {/* The list is public: the button goes there, not to sign-in (docs/decisions/0121-first-impressions.md). */}
        <Link to="/discover" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('landing.startups.exploreAll')}
        </Link>
      </div>
    </Section>
  )
}

function FeaturedStartupCard({ startup }: { startup: FeaturedStartup }) {
  const { t } = useTranslation('home')
  const message = useMessage()
  const locale = useIntlLocale()
  const avatars = teamAvatars(startup.team)
  const sector = sectorLabel(startup.sector)
  const place = [sector ? message(sector) : null, startup.location].filter(Boolean).join(' · ')
  return (
    <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <StartupLogo startup={startup} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold break-words text-gray-900">
            <Link
              to={href('/startup/:id', { id: String(startup.id) })}
              className="hover:text-brand-700 hover:underline"
            >
              {startup.name}
            </Link>
          </h3>
          {place ? <p className="text-sm text-gray-500">{place}</p> : null}
        </div>
        {startup.stage ? (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {message(stageLabel(startup.stage))}
          </span>
        ) : null}
      </div>
      {startup.description ? (
        <p className="mt-3 line-clamp-2 flex-1 text-sm text-gray-600">{startup.description}</p>
      ) : null}
      {/* The avatars sit side by side (never stacked over each other, which hid wide initials such as 'WM') and
          the row wraps before the funding figure would run into them on a narrow phone. */}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {startup.team.length > 0 ? (
          <ul
            aria-label={t('landing.startups.team', {
              count: startup.team.length,
            })}
            className="flex flex-wrap gap-1"
          >
            {avatars.shown.map((member, index) => (
              <li
                key={`${member}-${index}`}
                title={member}
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-200 text-xs font-semibold text-gray-700"
              >
                <span aria-hidden="true">{initials(member)}</span>
                <span className="sr-only">{member}</span>
              </li>
            ))}
            {avatars.more > 0 ? (
              <li className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-xs font-medium text-gray-600">
                <span aria-hidden="true">{t('landing.startups.plusMore', { count: avatars.more })}</span>
                <span className="sr-only">{t('landing.startups.andMore', { count: avatars.more })}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {startup.totalFunding.length > 0 ? (
          <p className="text-sm text-gray-600">
            <Trans
              t={t}
              i18nKey="landing.startups.raised"
              values={{ amount: formatTotals(startup.totalFunding, locale) }}
              components={{
                amount: <span className="font-semibold text-gray-900" />,
              }}
            />
          </p>
        ) : null}
      </div>
    </article>
  )
}

/** A venue and its city, as the organiser wrote them. */
const eventPlace = (event: EventCard) => [event.venue, event.location].filter(Boolean).join(', ')

function UpcomingEvents({ events }: { events: Cards<EventCard> }) {
  const { t } = useTranslation('home')
  const message = useMessage()
  const locale = useIntlLocale()
  return (
    <Section id="events" title={t('section.upcomingEvents')} intro={t('landing.events.intro')} className="bg-white">
      {events.count > 0 ? (
        <CardList
          cards={events}
          className="mx-auto grid max-w-4xl gap-6 [--card-height:12.25rem] md:grid-cols-2 [&>li]:min-w-0"
          itemKey={(event) => event.id}
          renderItem={(event) => (
            <article className="h-full rounded-xl border border-gray-200 p-6">
              {event.category ? (
                <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                  {message(formatSlug(event.category))}
                </p>
              ) : null}
              <h3 className="mt-2 text-lg font-semibold break-words text-gray-900">
                <Link
                  to={href('/events/:id', { id: String(event.id) })}
                  className="hover:text-brand-700 hover:underline"
                >
                  {event.title}
                </Link>
              </h3>
              <dl className="mt-4 space-y-1 text-sm text-gray-600">
                <div className="flex gap-2">
                  <dt className="sr-only">{t('landing.events.date')}</dt>
                  <dd>
                    <time dateTime={event.startDate.toISOString()}>
                      {formatEventDay(event.startDate, event.timeZone, locale)}
                    </time>
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="sr-only">{t('landing.events.location')}</dt>
                  <dd className="break-words">{event.isOnline ? t('landing.events.online') : eventPlace(event)}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="sr-only">{t('landing.events.attendance')}</dt>
                  <dd>
                    {t('landing.events.attending', {
                      count: event.currentAttendees,
                    })}
                  </dd>
                </div>
              </dl>
            </article>
          )}
        />
      ) : (
        <p className="text-center text-gray-600">{t('empty.noUpcomingEvents')}</p>
      )}
      <div className="mt-10 text-center">
        <Link to="/events" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('landing.events.viewAll')}
        </Link>
      </div>
    </Section>
  )
}

function Workspaces() {
  const { t } = useTranslation('home')
  const locale = useIntlLocale()
  return (
    <Section id="workspaces" title={t('landing.workspaces.title')} intro={t('landing.workspaces.intro')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {WORKSPACE_PRICES.map((workspace) => (
          <li key={workspace.id} className="rounded-xl border border-gray-200 bg-white p-6">
            <h3 className="font-semibold text-gray-900">{t(`landing.workspace.${workspace.id}.type`)}</h3>
            <p className="mt-3 text-sm text-gray-500">
              <Trans
                t={t}
                i18nKey={`landing.workspaces.from.${workspace.unit}`}
                values={{ price: formatMoney(workspace.price, 'USD', locale) }}
                components={{
                  price: <span className="text-2xl font-bold text-gray-900" />,
                }}
              />
            </p>
            <p className="mt-3 text-sm text-gray-600">{t(`landing.workspace.${workspace.id}.description`)}</p>
          </li>
        ))}
        <li className="flex flex-col rounded-xl bg-brand-600 p-6 text-white sm:col-span-2 lg:col-span-1">
          <h3 className="font-semibold">{t('landing.workspaces.acrossAsia')}</h3>
          <p className="mt-3 flex-1 text-sm text-brand-100">{t('landing.workspaces.cities')}</p>
          <Link to="/workspace" className={buttonClasses({ variant: 'inverse', className: 'mt-4' })}>
            {t('landing.workspaces.bookNow')}
          </Link>
        </li>
      </ul>
    </Section>
  )
}

function Testimonials() {
  const { t } = useTranslation('home')
  return (
    <Section id="testimonials" title={t('landing.testimonials.title')} className="bg-white">
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id} className="rounded-xl border border-gray-200 bg-gray-50 p-6">
            <figure>
              <FiveStars />
              <blockquote className="mt-4 text-gray-700">
                <p>
                  {t('landing.testimonials.quoted', {
                    quote: t(`landing.testimonial.${testimonial.id}.quote`),
                  })}
                </p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold text-gray-900">{testimonial.name}</span>
                <span className="text-gray-500">{t(`landing.testimonial.${testimonial.id}.role`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Pricing({ plans }: { plans: readonly LandingPlan[] }) {
  const { t } = useTranslation('home')
  const locale = useIntlLocale()
  return (
    <Section id="pricing" title={t('landing.pricing.title')} intro={t('landing.pricing.intro')}>
      <ul className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.key}
            className={`relative flex flex-col rounded-2xl bg-white p-8 ${
              plan.key === POPULAR_PLAN ? 'border-2 border-brand-600 shadow-lg' : 'border border-gray-200'
            }`}
          >
            {plan.key === POPULAR_PLAN ? (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
                {t('landing.pricing.popular')}
              </p>
            ) : null}
            <h3 id={`plan-${plan.key}`} className="text-lg font-semibold text-gray-900">
              {t(`landing.plan.${plan.key}.name`)}
            </h3>
            <p className="mt-4">
              <span className="text-4xl font-bold text-gray-900">
                {plan.priceMinor > 0 ? planPrice(plan.priceMinor, plan.currency, locale) : t('landing.pricing.free')}
              </span>
              {plan.priceMinor > 0 ? <span className="text-gray-500">{t('landing.pricing.perMonth')}</span> : null}
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm text-gray-700">
              {PLAN_ITEMS[plan.key].map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckIcon />
                  {t(item)}
                </li>
              ))}
            </ul>
            <a
              href={PLAN_HREFS[plan.key]}
              className={buttonClasses({
                variant: plan.key === POPULAR_PLAN ? 'primary' : 'outline',
                className: 'mt-8 w-full',
              })}
            >
              {t(`landing.plan.${plan.key}.cta`)}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ClosingCallToAction() {
  const { t } = useTranslation('home')
  return (
    <section
      aria-labelledby="cta-heading"
      className={`below-fold bg-gray-900 px-4 py-16 text-white sm:px-6 sm:py-20 lg:px-8 ${FOLD_HEIGHTS.cta}`}
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mt-4 text-lg text-gray-300">{t('landing.cta.intro')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={LOGIN_PATH} className={buttonClasses({ size: 'lg' })}>
            {t('landing.cta.createProfile')}
          </a>
          <a
            href={LOGIN_PATH}
            className={buttonClasses({
              variant: 'ghost',
              size: 'lg',
              className: 'border border-gray-600 text-white hover:bg-white/10 hover:text-white',
            })}
          >
            {t('landing.cta.demo')}
          </a>
        </div>
        <p className="mt-6 text-sm text-gray-400">{t('landing.cta.note')}</p>
      </div>
    </section>
  )
}

/**
 * The landing's lists as the page's loader sends them: one array per field (docs/decisions/0059).
 */
export interface LandingCards {
  featuredStartups: Cards<FeaturedStartup>
  upcomingEvents: Cards<EventCard>
  plans: LandingPlan[]
}

/**
 * The visitors' landing page (000 §2), sections in the spec's order; the footer is the site footer. Featured
 * startups and upcoming events come from the database (docs/decisions/0023-demo-data.md); the rest is fixed copy.
 */
export function LandingPage({ landing }: { landing: LandingCards }) {
  return (
    <main>
      <Hero />
      <Features />
      <FeaturedStartups startups={landing.featuredStartups} />
      <UpcomingEvents events={landing.upcomingEvents} />
      <Workspaces />
      <Testimonials />
      <Pricing plans={landing.plans} />
      <ClosingCallToAction />
    </main>
  )
}
