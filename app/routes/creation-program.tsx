import type { ReactNode } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { data, Form, Link } from 'react-router'
import {
  MODULE_COUNT,
  modulesFor,
  PROGRAM_FIGURES,
  PROGRAM_TIME_ZONE,
  programProgress,
  programSchedule,
  type ProgramDay,
  type CreationKey,
  type ModuleStatus,
  type ProgramModule,
  visibleTopics,
} from '~/components/landing/creation-program-data'
import { initials } from '~/components/landing/landing-data'
import { buttonClasses } from '~/components/ui/button'
import { eventDayInZone, wallTimeToInstant } from '~/shared/event-time'
import { formatDate, formatMonth } from '~/shared/format'
import { completeModule, completedModules } from '~/models/creation-program.server'
import { completeModuleSchema } from '~/schemas/creation-program'
import { signedInUser } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { useIsPending } from '~/browser/use-is-pending'
import { DomainError } from '~/shared/errors'
import { intlLocale, type I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { languageOf } from '~/server/i18n.server'
import type { Route } from './+types/creation-program'

// 000 §2: a page for signed-in members. The modules' states are the member's own progress (issue 46 item 2,
// docs/decisions/0128): they mark their current module complete with a plain form post (the same model and schema as
// POST /api/creation-program). `?module=N` opens a completed or current module's full topic list, so Review and
// Continue are links that work without JavaScript. The calendar's dates are the spec's, moved to the next month they
// are all ahead in (programSchedule), and written here in the reader's language.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const completed = (await completedModules(user.id)).length
  const requested = Number(new URL(request.url).searchParams.get('module'))
  const open = modulesFor(completed).find((module) => module.number === requested && module.status !== 'locked')
  const [year, month, day] = eventDayInZone(new Date(), PROGRAM_TIME_ZONE).split('-').map(Number) as [number, number, number]
  const schedule = programSchedule({ year, month, day })
  const locale = intlLocale(languageOf(context))
  const iso = (date: ProgramDay) => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
  const written = (date: ProgramDay) => formatDate(`${iso(date)}T00:00:00Z`, locale)
  return {
    completed,
    openModule: open?.number ?? null,
    calendar: {
      applicationsClose: written(schedule.applicationsClose),
      nextCohort: formatMonth(schedule.nextCohort.year, schedule.nextCohort.month, locale),
      sessions: schedule.sessions.map((session) => ({
        key: session.key,
        date: written(session.day),
        startsAt: wallTimeToInstant(`${iso(session.day)}T${session.time}`, PROGRAM_TIME_ZONE)!.toISOString(),
      })),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const formData = await request.formData()
  const submission = parseSubmission(formData, completeModuleSchema)
  if (submission.status !== 'success') return data({ error: submission.reply().error?.module?.[0] ?? '' }, { status: 400 })
  try {
    await completeModule(user.id, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ error: error.message }, { status: error.status })
  }
  const t = getT(context, 'profile')
  const next = submission.value.module + 1
  return redirectWithToast(request, next <= MODULE_COUNT ? `/creation-program?module=${next}#module-${next}` : '/creation-program', {
    title: t('creation.completedToast', { number: submission.value.module }),
  })
}

export const handle = { i18n: ['profile'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, 'profile')
  return [{ title: t('creation.metaTitle') }]
}

const BENEFITS = [
  { title: 'creation.benefit.credits.title', description: 'creation.benefit.credits.description' },
  { title: 'creation.benefit.workshops.title', description: 'creation.benefit.workshops.description' },
  { title: 'creation.benefit.mentorship.title', description: 'creation.benefit.mentorship.description' },
  { title: 'creation.benefit.officeHours.title', description: 'creation.benefit.officeHours.description' },
] as const

const PROGRAM_EVENTS = {
  pitchPractice: {
    title: 'creation.event.pitchPractice.title',
    date: 'creation.event.pitchPractice.date',
    location: 'creation.event.pitchPractice.location',
  },
  officeHours: {
    title: 'creation.event.officeHours.title',
    date: 'creation.event.officeHours.date',
    location: 'creation.event.officeHours.location',
  },
} as const

// The mentor's name is a name; the rest is copy.
const MENTOR = {
  name: 'Sarah Chen',
  role: 'creation.mentor.role',
  bio: 'creation.mentor.bio',
  expertise: [
    'creation.mentor.expertise.fundraising',
    'creation.mentor.expertise.gtm',
    'creation.mentor.expertise.fintech',
  ],
} as const

const QUICK_ACTIONS = [
  { label: 'creation.quick.mentor', href: '/resources', description: 'creation.quick.mentor.description' },
  { label: 'creation.quick.workspace', href: '/workspace', description: 'creation.quick.workspace.description' },
  { label: 'creation.quick.events', href: '/events', description: 'creation.quick.events.description' },
  { label: 'creation.quick.programs', href: '/programs', description: 'creation.quick.programs.description' },
] as const

const STATUS_LABEL = {
  completed: 'creation.status.completed',
  current: 'creation.status.current',
  locked: 'creation.status.locked',
} as const satisfies Record<ModuleStatus, CreationKey>

const STATUS_CLASSES: Record<ModuleStatus, string> = {
  completed: 'bg-green-100 text-green-800',
  current: 'bg-brand-100 text-brand-700',
  locked: 'bg-gray-200 text-gray-700',
}

function Card({
  id: name,
  title,
  children,
  className = '',
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
}) {
  const id = `card-${name}`
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
  const { t } = useTranslation('profile')
  const completing = useIsPending({ intent: `complete-${module.number}`, state: 'submitting' })
  const { shown, more } = open ? { shown: module.topics, more: 0 } : visibleTopics(module.topics)
  const locked = module.status === 'locked'
  return (
    <li
      id={`module-${module.number}`}
      className={`scroll-mt-20 rounded-lg border p-4 ${
        module.status === 'current' ? 'border-brand-500 bg-brand-50/40' : 'border-gray-200'
      } ${locked ? 'border-dashed bg-gray-50' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium text-gray-600">
            {t('creation.moduleLine', { number: module.number, count: module.weeks })}
          </p>
          <h3 id={`module-${module.number}-title`} className="mt-1 font-semibold text-gray-900">
            {t(module.title)}
          </h3>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[module.status]}`}>
          {t(STATUS_LABEL[module.status])}
        </span>
      </div>
      <p className="mt-2 text-sm text-gray-600">{t(module.description)}</p>
      <ul aria-label={t('creation.topics')} className="mt-3 flex flex-wrap gap-2">
        {shown.map((topic) => (
          <li key={topic} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {t(topic)}
          </li>
        ))}
        {more > 0 ? (
          <li className="px-1 py-0.5 text-xs text-gray-600">{t('creation.moreTopics', { count: more })}</li>
        ) : null}
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
            {t('creation.status.locked')}
          </button>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`?module=${module.number}#module-${module.number}`}
              preventScrollReset
              aria-describedby={`module-${module.number}-title`}
              className={buttonClasses({ variant: module.status === 'current' ? 'primary' : 'outline', size: 'sm' })}
            >
              {module.status === 'current' ? t('creation.continue') : t('creation.review')}
            </Link>
            {module.status === 'current' ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="module" value={module.number} />
                <button
                  type="submit"
                  name="intent"
                  value={`complete-${module.number}`}
                  disabled={completing}
                  aria-describedby={`module-${module.number}-title`}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  {completing ? t('creation.completing') : t('creation.markComplete')}
                </button>
              </Form>
            ) : null}
          </div>
        )}
      </div>
    </li>
  )
}

export default function CreationProgram({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('profile')
  const message = useMessage()
  const modules = modulesFor(loaderData.completed)
  const progress = programProgress(modules)
  const cohortSize = t('creation.cohortSize', { count: PROGRAM_FIGURES.cohortSize })
  const stats = [
    { label: t('creation.stat.completed'), value: `${progress.completed}/${progress.total}` },
    {
      label: t('creation.stat.current'),
      value: progress.current ? t('creation.moduleNumber', { number: progress.current.number }) : '—',
    },
    { label: t('creation.stat.length'), value: t('creation.weeks', { count: progress.totalWeeks }) },
    { label: t('creation.stat.cohortSize'), value: cohortSize },
  ]
  const impact = [
    { label: t('creation.stat.cohortSize'), value: cohortSize },
    { label: t('creation.impact.completionRate'), value: PROGRAM_FIGURES.completionRate },
    { label: t('creation.impact.successRate'), value: PROGRAM_FIGURES.successRate },
    { label: t('creation.impact.fundingRaised'), value: PROGRAM_FIGURES.fundingRaised },
    { label: t('creation.impact.alumni'), value: PROGRAM_FIGURES.alumni },
  ]

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold text-brand-600">{t('creation.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold text-gray-900">{t('creation.title')}</h1>
        <p className="mt-2 max-w-2xl text-gray-600">{t('creation.intro')}</p>
      </header>

      <section aria-labelledby="progress-heading" className="mt-8 rounded-xl border border-gray-200 bg-white p-6">
        <div className="flex items-baseline justify-between">
          <h2 id="progress-heading" className="text-lg font-semibold text-gray-900">
            {t('creation.overallProgress')}
          </h2>
          <p className="text-2xl font-bold text-brand-700">{t('creation.percent', { percent: progress.percent })}</p>
        </div>
        <progress
          aria-labelledby="progress-heading"
          max={100}
          value={progress.percent}
          aria-valuetext={t('creation.progressValue', {
            percent: progress.percent,
            completed: progress.completed,
            count: progress.total,
          })}
          className="progress-bar mt-3 h-3 bg-gray-200"
        />
        <p className="mt-2 text-sm text-gray-600">
          {t('creation.progressText', { completed: progress.completed, count: progress.total })}
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
          <Card id="program-benefits" title={t('creation.card.benefits')}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <li key={benefit.title} className="rounded-lg bg-gray-50 p-4">
                  <p className="font-medium text-gray-900">
                    {t(benefit.title, { credits: PROGRAM_FIGURES.cloudCredits })}
                  </p>
                  <p className="mt-1 text-sm text-gray-600">{t(benefit.description)}</p>
                </li>
              ))}
            </ul>
          </Card>

          <Card id="program-modules" title={t('creation.card.modules')}>
            <p className="-mt-2 mb-4 text-sm text-gray-500">
              {t('creation.modulesTotal', { modules: progress.total, count: progress.totalWeeks })}
            </p>
            {actionData?.error ? (
              <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
                {message(actionData.error)}
              </p>
            ) : null}
            <ol className="space-y-4">
              {modules.map((module) => (
                <ModuleCard key={module.number} module={module} open={loaderData.openModule === module.number} />
              ))}
            </ol>
          </Card>
        </div>

        <div className="space-y-8">
          <Card id="upcoming-events" title={t('creation.card.events')}>
            <ul className="space-y-3">
              {loaderData.calendar.sessions.map((session) => {
                const event = PROGRAM_EVENTS[session.key]
                return (
                  <li key={session.key} className="rounded-lg border border-gray-100 p-3">
                    <p className="font-medium text-gray-900">{t(event.title)}</p>
                    <p className="text-sm text-gray-600">
                      <time dateTime={session.startsAt}>{t(event.date, { date: session.date })}</time>
                    </p>
                    <p className="text-sm text-gray-500">{t(event.location)}</p>
                  </li>
                )
              })}
            </ul>
          </Card>

          <Card id="your-mentor" title={t('creation.card.mentor')}>
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              >
                {initials(MENTOR.name)}
              </span>
              <div>
                <p className="font-medium text-gray-900">{MENTOR.name}</p>
                <p className="text-sm text-gray-500">{t(MENTOR.role)}</p>
              </div>
            </div>
            <p className="mt-3 text-sm text-gray-600">{t(MENTOR.bio)}</p>
            <ul aria-label={t('creation.mentor.expertise')} className="mt-3 flex flex-wrap gap-2">
              {MENTOR.expertise.map((area) => (
                <li key={area} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                  {t(area)}
                </li>
              ))}
            </ul>
          </Card>

          <Card id="program-impact" title={t('creation.card.impact')}>
            <dl className="grid grid-cols-2 gap-4">
              {impact.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-gray-500">{stat.label}</dt>
                  <dd className="text-xl font-semibold text-gray-900">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card id="quick-actions" title={t('creation.card.quickActions')}>
            <ul className="space-y-2">
              {QUICK_ACTIONS.map((quickAction) => (
                <li key={quickAction.label}>
                  <Link
                    to={quickAction.href}
                    className="block rounded-lg border border-gray-100 p-3 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <span className="block font-medium text-gray-900">{t(quickAction.label)}</span>
                    <span className="text-sm text-gray-500">{t(quickAction.description)}</span>
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
          {t('creation.nextCohort', { month: loaderData.calendar.nextCohort })}
        </h2>
        <p className="mt-2 text-brand-100">{t('creation.applicationsClose', { date: loaderData.calendar.applicationsClose })}</p>
        <Link to="/programs" className={buttonClasses({ variant: 'inverse', className: 'mt-6' })}>
          {t('creation.viewPrograms')}
        </Link>
      </section>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
