import type { ReactNode } from 'react'
import { href, Link } from 'react-router'
import { StartupLogo } from '~/components/startup-logo'
import { buttonClasses } from '~/components/ui/button'
import { sectorLabel, stageLabel } from '~/domain/startups'
import { formatEventDay } from '~/lib/event-time'
import { formatAttending, formatSlug } from '~/lib/format'
import { formatTotals } from '~/lib/money'
import type { FeaturedStartup, Landing } from '~/models/landing.server'
import type { EventCard } from '~/models/events.server'
import { initials, teamAvatars } from './landing-data'

/** The server's login-start path (000 §2): a full-page navigation, so a plain link rather than <Link>. */
const LOGIN_PATH = '/api/login'

const HERO_STATS = [
  { value: '5,000+', label: 'Startups' },
  { value: '15', label: 'Countries' },
  { value: '$2B+', label: 'Funded' },
]

// 000 §1: the six advertised features, with their descriptions.
const FEATURES: { title: string; description: string; icon: ReactNode }[] = [
  {
    title: 'Startup Profiles',
    description:
      'Showcase your team and advisors, your funding history, and your professional-network and code-hosting links.',
    icon: <path d="M4 20h16M6 20V8l6-4 6 4v12M10 20v-5h4v5" />,
  },
  {
    title: 'Resource Hub',
    description: 'Verified mentors, an investor database, and legal and financial tools in one place.',
    icon: <path d="M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6" />,
  },
  {
    title: 'Talent Hub',
    description: 'Culture-based matching, tech stack filtering and anonymous reviews to build the right team.',
    icon: <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M21 20a6 6 0 0 0-4-5.6" />,
  },
  {
    title: 'Creation Program',
    description: 'Workshops, 1-on-1 mentorship and investor office hours to take you from idea to launch.',
    icon: <path d="M12 3l9 5-9 5-9-5zM7 10.5V16c3 2 7 2 10 0v-5.5" />,
  },
  {
    title: 'Smart Matching',
    description: 'Connections matched by sector, location proximity and growth stage.',
    icon: <path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" />,
  },
  {
    title: 'Workspace & Events',
    description: 'Flexible workspace booking, event management and calendar integration.',
    icon: <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />,
  },
]

const WORKSPACE_PRICES = [
  {
    type: 'Hot Desks',
    price: '$25',
    unit: 'day',
    description: 'Drop in and work from a shared, fully equipped floor.',
  },
  {
    type: 'Meeting Rooms',
    price: '$50',
    unit: 'hour',
    description: 'Private rooms for team meetings and investor pitches.',
  },
  {
    type: 'Podcast Booths',
    price: '$35',
    unit: 'hour',
    description: 'Sound-proofed booths for recording and live calls.',
  },
  { type: 'Event Spaces', price: '$200', unit: 'day', description: 'Host launches, workshops and community meetups.' },
]

const CITIES = ['Singapore', 'Hong Kong', 'Tokyo', 'Mumbai']

const TESTIMONIALS = [
  {
    quote: 'We met our lead investor through the platform within three months of creating our profile.',
    name: 'Wei Lin',
    role: 'Co-founder, PayBridge',
  },
  {
    quote: 'The Creation Program gave us mentors who had already scaled in the markets we were entering.',
    name: 'Priya Nair',
    role: 'CEO, MediLink',
  },
  {
    quote: 'Hiring through the Talent Hub found engineers who shared our culture, not just our tech stack.',
    name: 'Budi Santoso',
    role: 'Founder, GreenGrid',
  },
]

// 000 §9: the three plans, exactly.
const PLANS = [
  {
    name: 'Starter',
    price: 'Free',
    period: null,
    popular: false,
    cta: 'Get Started',
    items: ['Basic profile', 'Resource hub', '2 job postings per month', 'Event discovery', 'Basic matching'],
  },
  {
    name: 'Professional',
    price: '$99',
    period: 'month',
    popular: true,
    cta: 'Start Free Trial',
    items: [
      'Enhanced profile',
      'Priority mentor access',
      'Unlimited job postings',
      'Premium event access',
      'AI matching',
      'Analytics dashboard',
      'Workspace discounts',
    ],
  },
  {
    name: 'Enterprise',
    price: '$299',
    period: 'month',
    popular: false,
    cta: 'Contact Sales',
    items: [
      'White-label profiles',
      'Dedicated account manager',
      'Custom integrations',
      'Private events hosting',
      'Advanced analytics',
      'API access',
      '24/7 priority support',
    ],
  },
]

function Section({
  id,
  title,
  intro,
  className = '',
  children,
}: {
  id: string
  title: string
  intro?: string
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${className}`}>
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
  return (
    <div role="img" aria-label="5 out of 5 stars" className="flex gap-0.5 text-amber-400">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  )
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-brand-700 via-brand-600 to-indigo-600 px-4 py-20 text-white sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-medium">
          Asia&apos;s startup ecosystem, in one place
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          Build, Fund and Scale Your Startup Across Asia
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">
          Connect with startups, talent, investors, mentors, events, workspaces and programs from Singapore to Tokyo.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/auth" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            Start Your Journey
          </Link>
          <Link
            to="/programs"
            className={buttonClasses({
              variant: 'ghost',
              size: 'lg',
              className: 'border border-white/60 text-white hover:bg-white/10 hover:text-white',
            })}
          >
            View Programs
          </Link>
        </div>
        <dl className="mx-auto mt-14 grid max-w-lg grid-cols-3 gap-4">
          {HERO_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

function Features() {
  return (
    <Section
      id="features"
      title="Everything You Need to Grow"
      intro="One platform for every stage of the startup journey, built for Asia's markets."
      className="bg-white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-gray-200 p-6">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon>{feature.icon}</Icon>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{feature.title}</h3>
            <p className="mt-2 text-sm text-gray-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function FeaturedStartups({ startups }: { startups: FeaturedStartup[] }) {
  return (
    <Section id="startups" title="Featured Startups" intro="A few of the companies building on Startup Asia.">
      {startups.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {startups.map((startup) => (
            <li key={startup.id} className="min-w-0">
              <FeaturedStartupCard startup={startup} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-center text-gray-600">No startups to display</p>
      )}
      <div className="mt-10 text-center">
        <a href={LOGIN_PATH} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Explore All Startups
        </a>
      </div>
    </Section>
  )
}

function FeaturedStartupCard({ startup }: { startup: FeaturedStartup }) {
  const avatars = teamAvatars(startup.team)
  const place = [sectorLabel(startup.sector), startup.location].filter(Boolean).join(' · ')
  return (
    <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <StartupLogo startup={startup} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold break-words text-gray-900">
            <Link to={href('/startup/:id', { id: String(startup.id) })} className="hover:text-brand-700 hover:underline">
              {startup.name}
            </Link>
          </h3>
          {place ? <p className="text-sm text-gray-500">{place}</p> : null}
        </div>
        {startup.stage ? (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {stageLabel(startup.stage)}
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
          <ul aria-label={`Team of ${startup.team.length}`} className="flex flex-wrap gap-1">
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
                <span aria-hidden="true">+{avatars.more}</span>
                <span className="sr-only">and {avatars.more} more</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {startup.totalFunding.length > 0 ? (
          <p className="text-sm text-gray-600">
            <span className="font-semibold text-gray-900">{formatTotals(startup.totalFunding)}</span> raised
          </p>
        ) : null}
      </div>
    </article>
  )
}

function UpcomingEvents({ events }: { events: EventCard[] }) {
  return (
    <Section
      id="events"
      title="Upcoming Events"
      intro="Meet founders, investors and mentors in person and online."
      className="bg-white"
    >
      {events.length > 0 ? (
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="min-w-0 rounded-xl border border-gray-200 p-6">
              {event.category ? (
                <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                  {formatSlug(event.category)}
                </p>
              ) : null}
              <h3 className="mt-2 text-lg font-semibold break-words text-gray-900">
                <Link to={href('/events/:id', { id: String(event.id) })} className="hover:text-brand-700 hover:underline">
                  {event.title}
                </Link>
              </h3>
              <dl className="mt-4 space-y-1 text-sm text-gray-600">
                <div className="flex gap-2">
                  <dt className="sr-only">Date</dt>
                  <dd>
                    <time dateTime={event.startDate.toISOString()}>{formatEventDay(event.startDate, event.timeZone)}</time>
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="sr-only">Location</dt>
                  <dd className="break-words">
                    {event.isOnline ? 'Online' : [event.venue, event.location].filter(Boolean).join(', ')}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="sr-only">Attendance</dt>
                  <dd>{formatAttending(event.currentAttendees)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-center text-gray-600">No upcoming events</p>
      )}
      <div className="mt-10 text-center">
        <Link to="/events" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          View All Events
        </Link>
      </div>
    </Section>
  )
}

function Workspaces() {
  return (
    <Section
      id="workspaces"
      title="Premium Workspaces"
      intro="Flexible space for every way your team works, bookable by the hour or the day."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {WORKSPACE_PRICES.map((workspace) => (
          <li key={workspace.type} className="rounded-xl border border-gray-200 bg-white p-6">
            <h3 className="font-semibold text-gray-900">{workspace.type}</h3>
            <p className="mt-3 text-sm text-gray-500">
              From <span className="text-2xl font-bold text-gray-900">{workspace.price}</span>/{workspace.unit}
            </p>
            <p className="mt-3 text-sm text-gray-600">{workspace.description}</p>
          </li>
        ))}
        <li className="flex flex-col rounded-xl bg-brand-600 p-6 text-white sm:col-span-2 lg:col-span-1">
          <h3 className="font-semibold">Available Across Asia</h3>
          <p className="mt-3 flex-1 text-sm text-brand-100">{CITIES.join(', ')} and 12 more cities.</p>
          <Link to="/workspace" className={buttonClasses({ variant: 'inverse', className: 'mt-4' })}>
            Book Now
          </Link>
        </li>
      </ul>
    </Section>
  )
}

function Testimonials() {
  return (
    <Section id="testimonials" title="Loved by Founders" className="bg-white">
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="rounded-xl border border-gray-200 bg-gray-50 p-6">
            <figure>
              <FiveStars />
              <blockquote className="mt-4 text-gray-700">
                <p>&ldquo;{testimonial.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold text-gray-900">{testimonial.name}</span>
                <span className="text-gray-500">{testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Pricing() {
  return (
    <Section id="pricing" title="Simple, Transparent Pricing" intro="Start free and upgrade as you grow.">
      <ul className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.name}
            className={`relative flex flex-col rounded-2xl bg-white p-8 ${
              plan.popular ? 'border-2 border-brand-600 shadow-lg' : 'border border-gray-200'
            }`}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
                Popular
              </p>
            ) : null}
            <h3 id={`plan-${plan.name}`} className="text-lg font-semibold text-gray-900">
              {plan.name}
            </h3>
            <p className="mt-4">
              <span className="text-4xl font-bold text-gray-900">{plan.price}</span>
              {plan.period ? <span className="text-gray-500">/{plan.period}</span> : null}
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm text-gray-700">
              {plan.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckIcon />
                  {item}
                </li>
              ))}
            </ul>
            <a
              href={LOGIN_PATH}
              className={buttonClasses({ variant: plan.popular ? 'primary' : 'outline', className: 'mt-8 w-full' })}
            >
              {plan.cta}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-gray-900 px-4 py-16 text-white sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Launch Your Startup?
        </h2>
        <p className="mt-4 text-lg text-gray-300">
          Join thousands of founders building the future of Asia&apos;s startup ecosystem.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={LOGIN_PATH} className={buttonClasses({ size: 'lg' })}>
            Create Startup Profile
          </a>
          <a
            href={LOGIN_PATH}
            className={buttonClasses({
              variant: 'ghost',
              size: 'lg',
              className: 'border border-gray-600 text-white hover:bg-white/10 hover:text-white',
            })}
          >
            Schedule Demo
          </a>
        </div>
        <p className="mt-6 text-sm text-gray-400">Free to start · No setup fees · Cancel anytime</p>
      </div>
    </section>
  )
}

/**
 * The visitors' landing page (000 §2), sections in the spec's order; the footer is the site footer. Featured
 * startups and upcoming events come from the database (docs/decisions/0023-demo-data.md); the rest is fixed copy.
 */
export function LandingPage({ landing }: { landing: Landing }) {
  return (
    <main>
      <Hero />
      <Features />
      <FeaturedStartups startups={landing.featuredStartups} />
      <UpcomingEvents events={landing.upcomingEvents} />
      <Workspaces />
      <Testimonials />
      <Pricing />
      <ClosingCallToAction />
    </main>
  )
}
