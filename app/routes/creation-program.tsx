import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  PROGRAM_FIGURES,
  PROGRAM_MODULES,
  programProgress,
  type ModuleStatus,
  type ProgramModule,
  visibleTopics,
} from '~/components/landing/creation-program-data'
import { buttonClasses } from '~/components/ui/button'
import { rejectPost } from '~/lib/http.server'
import type { Route } from './+types/creation-program'

// 000 §2: a static page for signed-in users. `?module=N` opens a completed or current module's full topic list, so
// Review and Continue are links that work without JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('module'))
  const open = PROGRAM_MODULES.find((module) => module.number === requested && module.status !== 'locked')
  return { openModule: open?.number ?? null }
}

export const action = rejectPost

export function meta() {
  return [{ title: 'Creation Program | Startup Asia' }]
}

const BENEFITS = [
  { title: `${PROGRAM_FIGURES.cloudCredits} in cloud credits`, description: 'Credits from leading cloud providers.' },
  { title: 'Workshops', description: 'Weekly hands-on sessions with operators and domain experts.' },
  { title: '1-on-1 mentorship', description: 'A dedicated mentor who has built and scaled in Asia.' },
  { title: 'Investor office hours', description: 'Regular sessions with partners from regional funds.' },
]

const PROGRAM_EVENTS = [
  { title: 'Pitch Practice Workshop', date: 'January 20, 2025 · 2:00 PM', location: 'Online' },
  { title: 'Investor Office Hours', date: 'January 25, 2025 · 10:00 AM', location: 'Singapore' },
]

const MENTOR = {
  name: 'Sarah Chen',
  role: 'Partner, Horizon Ventures Asia',
  bio: 'Fifteen years building and investing in fintech and SaaS companies across Southeast Asia.',
  expertise: ['Fundraising', 'Go-to-market', 'Fintech'],
}

const IMPACT = [
  { label: 'Cohort size', value: PROGRAM_FIGURES.cohortSize },
  { label: 'Completion rate', value: PROGRAM_FIGURES.completionRate },
  { label: 'Success rate', value: PROGRAM_FIGURES.successRate },
  { label: 'Funding raised', value: PROGRAM_FIGURES.fundingRaised },
  { label: 'Alumni', value: PROGRAM_FIGURES.alumni },
]

const QUICK_ACTIONS = [
  { label: 'Find a Mentor', href: '/resources', description: 'Browse verified mentors and investors.' },
  { label: 'Book a Workspace', href: '/workspace', description: 'Desks, meeting rooms and booths.' },
  { label: 'Browse Events', href: '/events', description: 'Workshops, meetups and pitch nights.' },
  { label: 'Cohort Programs', href: '/programs', description: 'See every program and cohort.' },
]

const STATUS_LABEL: Record<ModuleStatus, string> = {
  completed: 'Completed',
  current: 'In Progress',
  locked: 'Locked',
}

const STATUS_CLASSES: Record<ModuleStatus, string> = {
  completed: 'bg-green-100 text-green-800',
  current: 'bg-brand-100 text-brand-700',
  locked: 'bg-gray-200 text-gray-700',
}

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-gray-200 bg-white p-6 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function ModuleCard({ module, open }: { module: ProgramModule; open: boolean }) {
  const { shown, more } = open ? { shown: module.topics, more: 0 } : visibleTopics(module.topics)
  const locked = module.status === 'locked'
  return (
    <li
      id={`module-${module.number}`}
      aria-labelledby={`module-${module.number}-title`}
      className={`scroll-mt-20 rounded-lg border p-4 ${
        module.status === 'current' ? 'border-brand-500 bg-brand-50/40' : 'border-gray-200'
      } ${locked ? 'border-dashed bg-gray-50' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium text-gray-600">
            Module {module.number} · {module.weeks} weeks
          </p>
          <h3 id={`module-${module.number}-title`} className="mt-1 font-semibold text-gray-900">
            {module.title}
          </h3>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[module.status]}`}>
          {STATUS_LABEL[module.status]}
        </span>
      </div>
      <p className="mt-2 text-sm text-gray-600">{module.description}</p>
      <ul aria-label="Topics" className="mt-3 flex flex-wrap gap-2">
        {shown.map((topic) => (
          <li key={topic} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {topic}
          </li>
        ))}
        {more > 0 ? <li className="px-1 py-0.5 text-xs text-gray-600">+{more} more</li> : null}
      </ul>
      <div className="mt-4">
        {locked ? (
          <button type="button" disabled className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path
                fillRule="evenodd"
                d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
                clipRule="evenodd"
              />
            </svg>
            Locked
          </button>
        ) : (
          <Link
            to={`?module=${module.number}#module-${module.number}`}
            preventScrollReset
            aria-describedby={`module-${module.number}-title`}
            className={buttonClasses({ variant: module.status === 'current' ? 'primary' : 'outline', size: 'sm' })}
          >
            {module.status === 'current' ? 'Continue' : 'Review'}
          </Link>
        )}
      </div>
    </li>
  )
}

export default function CreationProgram({ loaderData }: Route.ComponentProps) {
  const progress = programProgress(PROGRAM_MODULES)
  const stats = [
    { label: 'Modules completed', value: `${progress.completed}/${progress.total}` },
    { label: 'Current module', value: progress.current ? `Module ${progress.current.number}` : '—' },
    { label: 'Program length', value: `${progress.totalWeeks} weeks` },
    { label: 'Cohort size', value: PROGRAM_FIGURES.cohortSize },
  ]

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold text-brand-600">Startup Creation Program</p>
        <h1 className="mt-1 text-3xl font-bold text-gray-900">Creation Program</h1>
        <p className="mt-2 max-w-2xl text-gray-600">
          Six modules from idea to investment, with workshops, 1-on-1 mentorship and investor office hours.
        </p>
      </header>

      <section aria-labelledby="progress-heading" className="mt-8 rounded-xl border border-gray-200 bg-white p-6">
        <div className="flex items-baseline justify-between">
          <h2 id="progress-heading" className="text-lg font-semibold text-gray-900">
            Overall Progress
          </h2>
          <p className="text-2xl font-bold text-brand-700">{progress.percent}%</p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="progress-heading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}% (${progress.completed} of ${progress.total} modules completed)`}
          className="mt-3 h-3 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress.percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-gray-600">
          {progress.completed} of {progress.total} modules completed
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-gray-50 p-4">
              <dt className="text-sm text-gray-500">{stat.label}</dt>
              <dd className="text-xl font-semibold text-gray-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <Card title="Program Benefits">
            <ul className="grid gap-4 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <li key={benefit.title} className="rounded-lg bg-gray-50 p-4">
                  <p className="font-medium text-gray-900">{benefit.title}</p>
                  <p className="mt-1 text-sm text-gray-600">{benefit.description}</p>
                </li>
              ))}
            </ul>
          </Card>

          <Card title="Program Modules">
            <p className="-mt-2 mb-4 text-sm text-gray-500">
              {progress.total} modules · {progress.totalWeeks} weeks in total
            </p>
            <ol className="space-y-4">
              {PROGRAM_MODULES.map((module) => (
                <ModuleCard key={module.number} module={module} open={loaderData.openModule === module.number} />
              ))}
            </ol>
          </Card>
        </div>

        <div className="space-y-8">
          <Card title="Upcoming Events">
            <ul className="space-y-3">
              {PROGRAM_EVENTS.map((event) => (
                <li key={event.title} className="rounded-lg border border-gray-100 p-3">
                  <p className="font-medium text-gray-900">{event.title}</p>
                  <p className="text-sm text-gray-600">{event.date}</p>
                  <p className="text-sm text-gray-500">{event.location}</p>
                </li>
              ))}
            </ul>
          </Card>

          <Card title="Your Mentor">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              >
                SC
              </span>
              <div>
                <p className="font-medium text-gray-900">{MENTOR.name}</p>
                <p className="text-sm text-gray-500">{MENTOR.role}</p>
              </div>
            </div>
            <p className="mt-3 text-sm text-gray-600">{MENTOR.bio}</p>
            <ul aria-label="Expertise" className="mt-3 flex flex-wrap gap-2">
              {MENTOR.expertise.map((area) => (
                <li key={area} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                  {area}
                </li>
              ))}
            </ul>
          </Card>

          <Card title="Program Impact">
            <dl className="grid grid-cols-2 gap-4">
              {IMPACT.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-gray-500">{stat.label}</dt>
                  <dd className="text-xl font-semibold text-gray-900">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card title="Quick Actions">
            <ul className="space-y-2">
              {QUICK_ACTIONS.map((quickAction) => (
                <li key={quickAction.label}>
                  <Link
                    to={quickAction.href}
                    className="block rounded-lg border border-gray-100 p-3 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <span className="block font-medium text-gray-900">{quickAction.label}</span>
                    <span className="text-sm text-gray-500">{quickAction.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>

      <section
        aria-labelledby="next-cohort-heading"
        className="mt-10 rounded-2xl bg-gradient-to-r from-brand-700 to-indigo-600 p-8 text-white"
      >
        <h2 id="next-cohort-heading" className="text-2xl font-bold">
          Next cohort starts {PROGRAM_FIGURES.nextCohort}
        </h2>
        <p className="mt-2 text-brand-100">
          Applications close {PROGRAM_FIGURES.applicationsClose}. Invite a fellow founder to join the next cohort.
        </p>
        <Link to="/programs" className={buttonClasses({ variant: 'inverse', className: 'mt-6' })}>
          View Programs
        </Link>
      </section>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
