import { useTranslation } from '~/browser/i18n-react'
import type { TFunction } from 'i18next'
import type { SubmissionResult } from '@conform-to/react'
import { data, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { CONTACT_PARAM, contactHref } from '~/components/resources/resource-card'
import { ResourceReviews } from '~/components/resources/resource-reviews'
import { Rating, ResourceTypeIcon, VerifiedMark } from '~/components/resources/type-icon'
import { buttonClasses } from '~/components/ui/button'
import { APPLICATION_STATE_LABELS, RESOURCE_NOT_FOUND, RESOURCE_TYPE_LABELS } from '~/domain/resources'
import { sectorLabel } from '~/domain/startups'
import { labelFor } from '~/domain/vocabulary'
import { getUser } from '~/services/auth.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import { parseId } from '~/server/http.server'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { listResourceReviews, reviewStanding, saveResourceReview } from '~/models/resource-reviews.server'
import { resourceReviewSchema, resourceReviewsQuerySchema } from '~/schemas/resource-reviews'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, translateMessage, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { requireUser } from '~/services/permissions.server'
import { getResource, revealResourceContact, type ResourceContact, type ResourceDetail } from '~/models/resources.server'
import type { Route } from './+types/resource'

/**
 * /resources/{id} ('View Profile'; docs/decisions/0038-resource-hub.md): everything about a resource, its sectors and
 * the contact details anyone may see. Contact is a signed-in action: `?contact=reveal` asks for the e-mail and phone,
 * so a visitor is sent to sign in and comes back to this same URL with them revealed. The e-mail is in no answer to a
 * visitor. A listing waiting for review is shown only to the member who submitted it and to admins.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id)
  if (id === null) throw data({ message: RESOURCE_NOT_FOUND }, { status: 404 })
  const wantsContact = new URL(request.url).searchParams.get(CONTACT_PARAM) === 'reveal'
  const user = wantsContact ? await requireUser(request) : await getUser(request)
  let resource: ResourceDetail
  try {
    resource = await getResource(id, user)
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
  let contact: ResourceContact | null = null
  let contactError: string | null = null
  if (wantsContact && user && resource.hasContact) {
    try {
      contact = await revealResourceContact(user, id)
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      contactError = error.message
    }
  }
  // The reviews (docs/decisions/0127-resource-reviews.md): a page of them (?reviews=N; a bad number reads page 1).
  const query = resourceReviewsQuerySchema.safeParse({ page: new URL(request.url).searchParams.get('reviews') ?? undefined })
  const reviews = await listResourceReviews(id, user, query.success ? query.data.page : 1)
  const { viewer, mine } = await reviewStanding(user, id)
  return { resource, contact, contactError, signedIn: user !== null, reviews, mine, viewer }
}

/**
 * Write or edit one's review (the form below the reviews; POST /api/resources/{id}/reviews is its twin): a visitor
 * is sent to sign in; invalid input and a refusal (own listing) come back with the values kept.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseId(params.id)
  if (id === null) throw data({ message: RESOURCE_NOT_FOUND }, { status: 404 })
  const user = await requireUser(request, context)
  const formData = await request.formData()
  if (formData.get('intent') !== 'review') throw data({ message: 'Unknown intent' }, { status: 400 })
  const submission = parseSubmission(formData, resourceReviewSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const saved = await saveResourceReview(user, id, submission.value)
    const t = getT(context, 'resources')
    return redirectWithToast(request, `${href('/resources/:id', { id: String(id) })}#reviews`, {
      title: saved.created ? t('review.posted') : t('Your review is saved'),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    if (error.status === 404) throw data({ message: error.message }, { status: 404 })
    const result = {
      status: 'error',
      error: { '': [error.message] },
      initialValue: Object.fromEntries([...formData].map(([key, value]) => [key, String(value)])),
    } as SubmissionResult<string[]>
    return data({ result }, { status: error.status })
  }
}

export const handle = { i18n: ['resources'] } satisfies I18nHandle

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'resources')
  if (!loaderData) return [{ title: t('meta.notFoundTitle') }]
  const { resource } = loaderData
  const type = translateMessage(t as unknown as TFunction, labelFor(RESOURCE_TYPE_LABELS, resource.type), ['resources'])
  return [
    { title: t('meta.resourceTitle', { name: resource.name, type }) },
    ...(resource.description ? [{ name: 'description', content: resource.description.slice(0, 160) }] : []),
    // A listing nobody has reviewed yet is not for search engines.
    ...(resource.isActive ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

export default function ResourcePage({ loaderData, actionData }: Route.ComponentProps) {
  const { resource, contact, contactError, signedIn, reviews, mine, viewer } = loaderData
  const { t } = useTranslation('resources')
  const message = useMessage()
  const locale = useIntlLocale()
  const type = message(labelFor(RESOURCE_TYPE_LABELS, resource.type))
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <Link to={href('/resources')} className="text-sm font-medium text-brand-700 hover:underline">
        {t('detail.back')}
      </Link>
      {resource.application && resource.application.state !== 'listed' ? (
        <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{message(APPLICATION_STATE_LABELS[resource.application.state])}</p>
          <p className="mt-1 text-sm">
            {resource.application.state === 'pending'
              ? t('detail.pendingNote')
              : t('detail.declinedNote')}
          </p>
        </div>
      ) : null}

      <header className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ResourceTypeIcon type={resource.type} className="size-8" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="flex min-w-0 flex-wrap items-center gap-2 text-2xl font-bold text-gray-900 sm:text-3xl">
            <span className="min-w-0 break-words">{resource.name}</span>
            {resource.isVerified ? <VerifiedMark className="size-6" /> : null}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700">{type}</span>
            <Rating rating={resource.rating} reviewCount={resource.reviewCount} />
            {resource.location ? <span className="text-sm text-gray-600">{resource.location}</span> : null}
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="about" className="rounded-2xl border border-gray-200 bg-white p-6">
            <h2 id="about" className="text-lg font-semibold text-gray-900">
              {t('detail.about')}
            </h2>
            <p className="mt-2 whitespace-pre-line break-words text-gray-700">
              {resource.description || t('detail.noDescription')}
            </p>
          </section>
          <TagSection id="specialties" title={t('detail.specialties')} items={resource.specialties} empty={t('detail.noSpecialties')} />
          <TagSection
            id="sectors"
            title={t('detail.sectors')}
            items={resource.sectors.map((sector) => message(sectorLabel(sector)))}
            empty={t('detail.noSectors')}
          />
          <ResourceReviews
            resourceId={resource.id}
            reviews={reviews.reviews}
            page={reviews.page}
            hasMore={reviews.page * reviews.pageSize < reviews.reviewCount}
            viewer={viewer}
            mine={mine}
            lastResult={actionData?.result}
          />
        </div>
        <ContactCard resource={resource} contact={contact} contactError={contactError} signedIn={signedIn} />
      </div>
      {resource.application?.submittedAt ? (
        <p className="text-sm text-gray-500">{t('detail.submitted', { date: formatDate(resource.application.submittedAt, locale) })}</p>
      ) : null}
    </main>
  )
}

function TagSection({ id, title, items, empty }: { id: string; title: string; items: readonly string[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {items.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="max-w-full break-words rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-500">{empty}</p>
      )}
    </section>
  )
}

/**
 * Contact info (000 §3): the website, the address and a professional profile for everyone; the e-mail (a mailto:
 * link) and phone only once a member has asked for them.
 */
function ContactCard({
  resource,
  contact,
  contactError,
  signedIn,
}: {
  resource: ResourceDetail
  contact: ResourceContact | null
  contactError: string | null
  signedIn: boolean
}) {
  const { t } = useTranslation('resources')
  const message = useMessage()
  return (
    <aside aria-labelledby="contact-heading" id="contact" className="min-w-0 space-y-4 self-start rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="contact-heading" className="text-lg font-semibold text-gray-900">
        {t('card.contact')}
      </h2>
      {contact ? (
        <dl className="space-y-3 text-sm">
          {contact.email ? (
            <div>
              <dt className="font-medium text-gray-700">{t('detail.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline">
                  {contact.email}
                </a>
              </dd>
            </div>
          ) : null}
          {contact.phone ? (
            <div>
              <dt className="font-medium text-gray-700">{t('detail.phone')}</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
                  {contact.phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : contactError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {message(contactError)}
        </p>
      ) : resource.hasContact ? (
        <div className="space-y-2">
          <Link
            to={contactHref(resource.id, signedIn)}
            preventScrollReset
            className={buttonClasses({ className: 'w-full' })}
            aria-label={t('card.contactName', { name: resource.name })}
          >
            {t('card.contact')}
          </Link>
          <p className="text-xs text-gray-500">
            {signedIn
              ? t('detail.contactMember')
              : t('detail.contactVisitor')}
          </p>
        </div>
      ) : (
        <p className="text-sm text-gray-500">{t('detail.noContact')}</p>
      )}
      <dl className="space-y-3 border-t border-gray-100 pt-4 text-sm">
        {resource.website ? (
          <div>
            <dt className="font-medium text-gray-700">{t('card.website')}</dt>
            <dd>
              <a
                href={resource.website}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-700 underline"
              >
                {resource.website}
                <span className="sr-only">{t('detail.newTab')}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {resource.contactInfo.linkedin ? (
          <div>
            <dt className="font-medium text-gray-700">{LINKEDIN}</dt>
            <dd>
              <a
                href={resource.contactInfo.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-700 underline"
              >
                {resource.contactInfo.linkedin}
                <span className="sr-only">{t('detail.newTab')}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {resource.contactInfo.address ? (
          <div>
            <dt className="font-medium text-gray-700">{t('detail.address')}</dt>
            <dd className="break-words text-gray-700">{resource.contactInfo.address}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  )
}

/** A brand name, the same in every language. */
const LINKEDIN = 'LinkedIn'

/** An unknown id (or a listing the visitor may not see) reads 'Resource not found' with a way back to the hub. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('resources')
  const message = useMessage()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{message(RESOURCE_NOT_FOUND)}</h1>
      <p className="mt-4 text-gray-600">{t('detail.notFoundHint')}</p>
      <Link to={href('/resources')} className={buttonClasses({ className: 'mt-8' })}>
        {t('detail.backToHub')}
      </Link>
    </main>
  )
}
