import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { useRef } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import type { z } from 'zod'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, TextareaField, TextField } from '~/components/ui/field'
import { CLAIM_CURRENCY, CLAIM_MONTHLY_FEE, CLAIM_SUBMISSION_FAILED, PROOF_ACCEPT, PROOF_MAX_BYTES } from '~/domain/claims'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { sectorLabel } from '~/domain/startups'
import { getUser } from '~/services/auth.server'
import { DomainError } from '~/shared/errors'
import { formatErrorsWith, useTranslatedResult } from '~/browser/form-messages'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatMoney } from '~/shared/money'
import { getT } from '~/server/i18n.server'
import { parseSubmission } from '~/server/forms.server'
import { parseId } from '~/server/http.server'
import { siteOrigin } from '~/server/site-origin.server'
import { redirectWithToast } from '~/server/toast.server'
import { readPageForm } from '~/server/uploads.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useHydrated } from '~/browser/use-hydrated'
import { useIsPending } from '~/browser/use-is-pending'
import { userDisplayName } from '~/shared/user'
import { claimBenefits } from '~/shared/claim-benefits'
import { getClaimPage, getClaimRetry, keepClaimProof, readKeptProof, submitProfileClaim, type KeptProof } from '~/models/claims.server'
import { claimFormSchema } from '~/schemas/claims'
import type { Route } from './+types/route'
import { StripeElements, useStripePayment, type StripePaymentState } from './stripe-payment'

/**
 * /claim-profile/{id} (001 §2 "Claim profile", issue 16; docs/decisions/0048-paid-profile-claims.md): the claim form
 * for a $15/month subscription. The form posts to this page (multipart, works without JavaScript): the claim is kept
 * awaiting payment and the member goes to the payment provider's hosted Checkout, whose success URL is
 * /claim-success/{id}; no claim reaches the admin queue before the server has seen the payment.
 */
export const handle = { i18n: ['claims', 'forms'] } satisfies I18nHandle

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getUser(request)
  if (!user) return { signedIn: false as const }
  const id = parseId(params.id)
  if (id === null) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  try {
    const page = await getClaimPage(user, id)
    // Back from a payment that needed a redirect (the success page links here): the server checks it on submit.
    const search = new URL(request.url).searchParams
    const returned = search.get('subscription')
    // Back from a declined or abandoned Checkout (docs/decisions/0126): the answers and the proof as they were.
    const retry = page.state === 'open' ? await getClaimRetry(user, id, search.get('retry')) : null
    return {
      signedIn: true as const,
      ...page,
      paidSubscriptionId: returned && /^sub_\w{1,200}$/.test(returned) ? returned : null,
      defaults: retry?.values ?? { companyName: page.startup.name, claimerName: userDisplayName(user), claimerEmail: user.email },
      retry: retry ? { proof: retry.proof } : null,
    }
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
    throw error
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) return data({ result: undefined, loginRequired: true, kept: null }, { status: 401 })
  const id = parseId(params.id)
  if (id === null) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  let form: FormData
  try {
    form = await readPageForm(request, { maxFileSize: PROOF_MAX_BYTES, fileFields: ['proofOfAuthority'] })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: { status: 'error' as const, error: { '': [error.message] } }, loginRequired: false, kept: null },
      { status: error.status },
    )
  }
  form.set('startupId', String(id))
  const proof = form.get('proofOfAuthority')
  form.delete('proofOfAuthority')
  const file = proof instanceof File && proof.size > 0 ? proof : null
  const submission = parseSubmission(form, claimFormSchema)
  // A refused form keeps the proof (docs/decisions/0126): the file just chosen is stored and handed back as a token,
  // or the token the form already carried stays.
  const keep = () => (file ? keepClaimProof(user, file) : readKeptProof(user, String(form.get('proofToken') ?? '')))
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), loginRequired: false, kept: await keep() }, { status: 400 })
  }
  try {
    const claim = await submitProfileClaim(user, submission.value, file, siteOrigin(request))
    if ('checkoutUrl' in claim) return redirect(claim.checkoutUrl, 303)
    const t = getT(context, 'claims')
    return redirectWithToast(request, href('/claim-success/:id', { id: String(id) }), {
      title: t('submitted.title'),
      description: t('submitted.text'),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      {
        result: submission.reply({
          formErrors: [error.message || CLAIM_SUBMISSION_FAILED],
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        }),
        loginRequired: false,
        kept: error.fieldErrors?.proofOfAuthority ? null : await keep(),
      },
      { status: error.status },
    )
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'claims')
  const name = loaderData?.signedIn ? loaderData.startup.name : null
  return [{ title: name ? t('meta.claimStartup', { name }) : t('meta.claim') }, { name: 'description', content: t('meta.description') }]
}

/** 001 §2: an unknown startup shows 'Startup Not Found' with 'Back to Discover'; other errors the shared page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('claims')
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-gray-600">{t('notFound.text')}</p>
      <Link to="/discover" className={buttonClasses({ className: 'mt-8' })}>
        {t('backToDiscover')}
      </Link>
    </main>
  )
}

const REQUIRED_MARK = '*'

export default function ClaimProfile({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('claims')
  const message = useMessage()
  const price = useClaimPrice()
  if (!loaderData.signedIn || actionData?.loginRequired) {
    const back = encodeURIComponent(`/claim-profile/${params.id}`)
    return (
      <main className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('auth.title')}</h1>
        <p className="mt-3 text-gray-600">{t('auth.text')}</p>
        <a href={`/api/login?redirectTo=${back}`} className={buttonClasses({ className: 'mt-6' })}>
          {t('auth.logIn')}
        </a>
      </main>
    )
  }
  const { startup, state, payment, defaults, paidSubscriptionId, retry } = loaderData
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold break-words text-gray-900">{t('title', { name: startup.name })}</h1>
      <div className="mt-3 flex flex-wrap gap-2">
        {startup.sector ? <span className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-800">{message(sectorLabel(startup.sector))}</span> : null}
        {startup.location ? <span className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">{message(startup.location)}</span> : null}
      </div>
      <section aria-labelledby="benefits" className="mt-6 rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="benefits" className="font-semibold text-gray-900">{t('benefits.title', { price })}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
          {claimBenefits(startup.id).map((benefit) => (
            <li key={benefit.key}>
              <Link to={benefit.href} className="text-brand-700 underline hover:text-brand-800">
                {t(benefit.key)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-gray-600">{t('benefits.terms')}</p>
      </section>
      {state === 'open' ? (
        <ClaimFormWithPayment
          startupId={startup.id}
          defaults={defaults}
          payment={payment}
          paidSubscriptionId={paidSubscriptionId}
          lastResult={actionData?.result}
          kept={actionData?.kept ?? retry?.proof ?? null}
          declined={Boolean(retry) && !actionData}
        />
      ) : (
        <ClaimClosed state={state} startupId={startup.id} />
      )}
    </main>
  )
}

function ClaimClosed({ state, startupId }: { state: 'claimed' | 'pending' | 'runs-it'; startupId: number }) {
  const { t } = useTranslation('claims')
  const text = t(`closed.${state}`)
  return (
    <section className="mt-6 rounded-xl border border-gray-200 bg-gray-50 p-5" aria-live="polite">
      <p className="text-gray-800">{text}</p>
      <Link to={href('/startup/:id', { id: String(startupId) })} className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
        {t('closed.viewProfile')}
      </Link>
    </section>
  )
}

/** 001 §9's monthly fee as the page's language writes it ('$15', 'US$15' in Korean and Chinese; decision 0123). */
function useClaimPrice(): string {
  return formatMoney(CLAIM_MONTHLY_FEE, CLAIM_CURRENCY, useIntlLocale())
}

interface ClaimFormProps {
  defaults: { companyName: string; claimerName: string; claimerEmail: string }
  paidSubscriptionId: string | null
  lastResult: SubmissionResult<string[]> | undefined
  /** The proof already uploaded (after a declined payment or a refused form): not asked for again. */
  kept: KeptProof | null
  /** Back from a payment that did not go through: said at the form's top. */
  declined: boolean
}

/**
 * With JavaScript and Stripe keys the card is taken on this page (Payment Element); otherwise the form posts and the
 * member pays on hosted Checkout (or test mode's checkout page).
 */
function ClaimFormWithPayment({
  startupId,
  payment,
  ...props
}: ClaimFormProps & { startupId: number; payment: { mode: 'stripe' | 'test'; publishableKey: string | null } }) {
  const hydrated = useHydrated()
  if (!hydrated || payment.mode !== 'stripe' || !payment.publishableKey) {
    return <ClaimForm {...props} testMode={payment.mode === 'test'} />
  }
  return (
    <StripeElements publishableKey={payment.publishableKey}>
      <StripeClaimForm startupId={startupId} {...props} />
    </StripeElements>
  )
}

function StripeClaimForm({ startupId, ...props }: ClaimFormProps & { startupId: number }) {
  const payment = useStripePayment({ startupId, paidSubscriptionId: props.paidSubscriptionId })
  return <ClaimForm {...props} testMode={false} payment={payment} />
}

/** The browser checks what it can; the proof file's bytes and the payment are the server's. */
const browserSchema = claimFormSchema.omit({ startupId: true })

function ClaimForm({
  defaults,
  testMode,
  paidSubscriptionId,
  lastResult,
  payment,
  kept,
  declined,
}: ClaimFormProps & { testMode: boolean; payment?: StripePaymentState }) {
  const { t } = useTranslation('claims')
  const message = useMessage()
  const price = useClaimPrice()
  const translated = useTranslatedResult(lastResult)
  useFormErrorToast(translated, { title: t('toast.submissionFailed'), fallback: message(CLAIM_SUBMISSION_FAILED) })
  // Set by 'Pay on the checkout page instead': the form then posts as it does without JavaScript.
  const viaCheckout = useRef(false)
  const [form, fields] = useForm<z.input<typeof browserSchema>>({
    id: 'claim-profile',
    lastResult: translated,
    defaultValue: defaults,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: browserSchema, formatError: formatErrorsWith(message) }),
    shouldRevalidate: 'onInput',
    onSubmit(event, { formData }) {
      if (!payment || viaCheckout.current) return
      event.preventDefault()
      void payment.pay(formData)
    },
  })
  const pending = useIsPending() || Boolean(payment?.processing)
  const disabled = pending || (payment ? !payment.ready : false)
  const proofError = translated?.error?.proofOfAuthority?.[0]
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      // The payment leaves this site (hosted Checkout), so the post is a plain document navigation.
      reloadDocument
      {...getFormProps(form)}
      className="mt-8 space-y-4"
    >
      <h2 className="text-xl font-semibold text-gray-900">{t('form.title')}</h2>
      {testMode ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t('testMode')}
        </p>
      ) : null}
      <FormErrors errors={declined ? [t('claim.declined', { ns: 'forms' })] : form.errors} id={form.errorId} />
      <TextField label={t('form.companyName')} meta={fields.companyName} required />
      <TextField label={t('form.yourName')} meta={fields.claimerName} required autoComplete="name" />
      <TextField label={t('form.yourEmail')} meta={fields.claimerEmail} type="email" required autoComplete="email" />
      <TextField label={t('form.yourTitle')} meta={fields.claimerTitle} required placeholder={t('form.titlePlaceholder')} />
      <TextField label={t('form.businessRegistration')} meta={fields.businessRegistration} required />
      {/* taxId is read through a preprocess (blank → absent), so its input type is unknown; it is text. */}
      <TextField label={t('form.taxId')} meta={fields.taxId as FieldMetadata<string>} />
      <div>
        <label htmlFor="proofOfAuthority" className="block text-sm font-medium text-gray-800">
          {t('form.proof')} <span aria-hidden="true">{REQUIRED_MARK}</span>
        </label>
        <input
          id="proofOfAuthority"
          name="proofOfAuthority"
          type="file"
          accept={PROOF_ACCEPT}
          required={!kept}
          aria-describedby={kept ? 'proof-kept proof-hint' : 'proof-hint'}
          aria-invalid={proofError ? true : undefined}
          className="mt-1 block w-full text-sm text-gray-700"
        />
        {kept ? (
          <>
            <input type="hidden" name="proofToken" value={kept.token} />
            <p id="proof-kept" className="mt-1 text-sm font-medium break-words text-green-800">
              {t('claim.proofKept', { ns: 'forms', name: kept.name ?? '' })}
            </p>
          </>
        ) : null}
        <p id="proof-hint" className="mt-1 text-sm text-gray-600">
          {t('form.proofHint')}
        </p>
        {proofError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {proofError}
          </p>
        ) : null}
      </div>
      <TextareaField label={t('form.justification')} meta={fields.justification} rows={4} required />
      {paidSubscriptionId ? <input type="hidden" name="subscriptionId" value={paidSubscriptionId} /> : null}
      {payment ? (
        payment.element
      ) : (
        <p className="text-sm text-gray-600">
          {paidSubscriptionId ? t('payment.confirmed') : testMode ? t('payment.nextTest') : t('payment.nextStripe', { price })}
        </p>
      )}
      {payment?.offerCheckout ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('payment.slow')}</p>
          <button
            type="submit"
            name="checkout"
            value="1"
            onClick={() => (viaCheckout.current = true)}
            className={buttonClasses({ variant: 'outline', className: 'mt-2' })}
          >
            {t('payment.useCheckout')}
          </button>
        </div>
      ) : null}
      <button type="submit" disabled={disabled} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
        {pending ? t('form.processing') : t('form.submit', { price })}
      </button>
    </Form>
  )
}
