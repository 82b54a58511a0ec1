import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { data, Form, href, Link } from 'react-router'
import { useTranslatedResult } from '~/browser/form-messages'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { EMPLOYMENT_STATUSES, REVIEW_CATEGORIES, REVIEW_MESSAGES } from '~/domain/reviews'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { startReviewVerification, websiteDomain } from '~/models/review-verifications.server'
import { createReview, deleteReview, eligibilityFor, myReview, updateReview } from '~/models/reviews.server'
import { getStartupName } from '~/models/reviews-pages.server'
import { reviewEmailSchema, reviewSchema } from '~/schemas/reviews'
import { signedInUser } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { parseId } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/write'

/**
 * /startup/{id}/review (issue 42 item 5, docs/decisions/0119-anonymous-reviews.md): a verified team member writes,
 * edits or deletes their anonymous review; anyone else sees why not, and may prove a work address on the startup's
 * domain. Plain form posts to the same schema and models as POST/PATCH/DELETE /api/startups/{id}/reviews….
 */
export const handle = { i18n: ['reviews'] } satisfies I18nHandle

/** An id from the URL; anything else is the page's 404 (never a server error). */
function pageId(value: string | undefined, message: string): number {
  const id = parseId(value)
  if (id === null) throw data({ message }, { status: 404 })
  return id
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const id = pageId(params.id, STARTUP_NOT_FOUND)
  const startup = await getStartupName(id)
  if (!startup) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  const eligibility = await eligibilityFor(user.id, id)
  return {
    startup: { id, name: startup.name },
    allowed: eligibility?.allowed === true,
    refusal: eligibility && !eligibility.allowed ? eligibility.message : null,
    domain: websiteDomain(startup.website),
    // Only a stranger can become a reviewer by proving an address; the people who run the startup cannot.
    canVerify: eligibility !== null && !eligibility.allowed && eligibility.message === REVIEW_MESSAGES.notTeamMember,
    review: await myReview(user.id, id),
  }
}

type FormName = 'review' | 'verify'

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const id = pageId(params.id, STARTUP_NOT_FOUND)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const t = getT(context, 'reviews')
  const form: FormName = intent === 'verify' ? 'verify' : 'review'
  const reviewsTab = `${href('/startup/:id', { id: String(id) })}?tab=reviews`
  try {
    switch (intent) {
      case 'post':
      case 'save': {
        const submission = parseSubmission(formData, reviewSchema)
        if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
        const mine = await myReview(user.id, id)
        if (intent === 'save' && mine) await updateReview(user, id, mine.id, submission.value)
        else await createReview(user, id, submission.value)
        return redirectWithToast(request, reviewsTab, {
          title: intent === 'save' && mine ? t('saved') : t('posted'),
        })
      }
      case 'delete': {
        const mine = await myReview(user.id, id)
        if (mine) await deleteReview(user, id, mine.id)
        return redirectWithToast(request, reviewsTab, { title: t('deleted') })
      }
      case 'verify': {
        const submission = parseSubmission(formData, reviewEmailSchema)
        if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
        const sent = await startReviewVerification(user, id, submission.value.email)
        return redirectWithToast(request, href('/startup/:id/review', { id: String(id) }), {
          title: t('verify.sent', { email: sent.email }),
        })
      }
      default:
        throw data({ message: 'Unknown intent' }, { status: 400 })
    }
  } catch (error) {
    if (error instanceof DomainError && error.status !== 404) {
      const reply = {
        status: 'error' as const,
        error: { '': [error.message], ...error.fieldErrors },
      } as SubmissionResult<string[]>
      return data(
        {
          form,
          result: {
            ...reply,
            initialValue: Object.fromEntries([...formData].map(([key, value]) => [key, String(value)])),
          },
        },
        { status: error.status },
      )
    }
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    {
      title: `${metaT(matches, 'reviews')('meta.write')} | ${metaT(matches, 'common')('site.name')}`,
    },
  ]
}

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const { startup, allowed, refusal, domain, canVerify, review } = loaderData
  const { t } = useTranslation('reviews')
  const message = useMessage()
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-10">
      <Link
        to={`${href('/startup/:id', { id: String(startup.id) })}?tab=reviews`}
        className="text-sm text-brand-700 hover:underline"
      >
        {t('back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">
        {review ? t('write.editTitle', { startup: startup.name }) : t('write.title', { startup: startup.name })}
      </h1>
      <p className="mt-2 text-gray-600">{t('write.intro')}</p>
      {review?.hidden ? (
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800">{t('write.hidden')}</p>
      ) : null}
      {allowed || review ? (
        <ReviewForm review={review} lastResult={actionData?.form === 'review' ? actionData.result : undefined} />
      ) : (
        <>
          {refusal ? (
            <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {message(refusal)}
            </p>
          ) : null}
          {domain && canVerify ? (
            <VerifyForm domain={domain} lastResult={actionData?.form === 'verify' ? actionData.result : undefined} />
          ) : null}
        </>
      )}
    </main>
  )
}

type ReviewDefaults = NonNullable<Route.ComponentProps['loaderData']['review']>

function ReviewForm({
  review,
  lastResult,
}: {
  review: ReviewDefaults | null
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('reviews')
  const posting = useIsPending({
    intent: review ? 'save' : 'post',
    state: 'submitting',
  })
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value))
  const [form, fields] = useForm<Record<string, string>, unknown>({
    id: 'review',
    lastResult: useTranslatedResult(lastResult),
    defaultValue: review
      ? {
          employmentStatus: review.employmentStatus,
          rating: text(review.rating),
          title: review.title,
          position: text(review.position),
          pros: text(review.pros),
          cons: text(review.cons),
          advice: text(review.advice),
          ...Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, text(review[category])])),
          wouldRecommend: review.wouldRecommend === undefined ? '' : review.wouldRecommend ? 'yes' : 'no',
        }
      : {},
    shouldValidate: 'onSubmit',
  })
  const scores = [1, 2, 3, 4, 5].map((score) => ({
    value: String(score),
    label: '★'.repeat(score),
  }))
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <FormErrors errors={form.errors} id={form.errorId} />
      <SelectField
        label={t('field.employmentStatus')}
        meta={fields.employmentStatus!}
        placeholder={t('field.employmentStatus')}
        options={EMPLOYMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
        required
      />
      <SelectField label={t('field.rating')} meta={fields.rating!} placeholder={t('answer.none')} options={scores} required />
      <TextField label={t('field.title')} meta={fields.title!} required />
      <TextField label={t('field.position')} meta={fields.position!} />
      <TextareaField label={t('field.pros')} meta={fields.pros!} />
      <TextareaField label={t('field.cons')} meta={fields.cons!} />
      <TextareaField label={t('field.advice')} meta={fields.advice!} rows={3} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-700">{t('categories')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {REVIEW_CATEGORIES.map((category) => (
            <SelectField
              key={category}
              label={t(`field.${category}`)}
              meta={fields[category]!}
              placeholder={t('answer.none')}
              options={scores}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        label={t('field.wouldRecommend')}
        meta={fields.wouldRecommend!}
        placeholder={t('answer.none')}
        options={[
          { value: 'yes', label: t('answer.yes') },
          { value: 'no', label: t('answer.no') },
        ]}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {review ? (
          <button type="submit" name="intent" value="delete" formNoValidate className={buttonClasses({ variant: 'outline' })}>
            {t('action.delete')}
          </button>
        ) : null}
        <button type="submit" name="intent" value={review ? 'save' : 'post'} disabled={posting} className={buttonClasses()}>
          {review ? (posting ? t('action.saving') : t('action.save')) : posting ? t('action.posting') : t('action.post')}
        </button>
      </div>
    </Form>
  )
}

function VerifyForm({ domain, lastResult }: { domain: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('reviews')
  const sending = useIsPending({ intent: 'verify', state: 'submitting' })
  const [form, fields] = useForm<{ email: string }, unknown>({
    id: 'verify',
    lastResult: useTranslatedResult(lastResult),
    shouldValidate: 'onSubmit',
  })
  return (
    <section aria-labelledby="verify-heading" className="mt-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="verify-heading" className="text-lg font-semibold">
        {t('verify.heading')}
      </h2>
      <p className="mt-1 text-sm break-words text-gray-600">{t('verify.intro', { domain })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField label={t('verify.email')} meta={fields.email} type="email" autoComplete="email" required />
        <div className="flex justify-end">
          <button type="submit" name="intent" value="verify" disabled={sending} className={buttonClasses()}>
            {sending ? t('verify.sending') : t('verify.send')}
          </button>
        </div>
      </Form>
    </section>
  )
}
