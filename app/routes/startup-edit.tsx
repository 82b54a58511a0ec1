import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '~/browser/i18n-react'
import { data, Form, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { EDIT_LISTS, StartupForm, type StartupFormShape } from '~/components/startup-form'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, TextField } from '~/components/ui/field'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { LOGO_MAX_BYTES, NOT_AN_IMAGE } from '~/domain/uploads'
import { readPageForm } from '~/server/uploads.server'
import { LogoPicker } from '~/components/ui/logo-picker'
import { StartupManageNav } from '~/components/startup-manage-nav'
import { uploadedLogoSource } from '~/shared/startup-logo'
import { signedInUser } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { formatErrorsWith, useTranslatedResult } from '~/browser/form-messages'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { parseSubmission } from '~/server/forms.server'
import { requireId } from '~/server/http.server'
import { foldPendingEntries, isListRoundTrip, listErrorsOnly } from '~/shared/list-field'
import { redirectWithToast } from '~/server/toast.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useIsPending } from '~/browser/use-is-pending'
import { addHeroBanner, getStartupForEdit, removeHeroBanner, setStartupLogo, updateStartup } from '~/models/startups.server'
import { editStartupSchema, editToUpdate, heroBannerSchema, startupCultureSchema } from '~/schemas/startup'
import { CultureSection } from '~/components/startup-culture-form'
import type { Route } from './+types/startup-edit'

/**
 * /startup/{id}/edit: the founder's, team's, claimed owner's (and admins') edit page (docs/decisions/0024): the
 * profile's fields through the same model and PATCH schema as PATCH /api/startups/{id}, and its hero banners. Behind
 * the signed-in layout; anyone else gets 403, an unknown startup 404.
 */
export const handle = { i18n: ['startups', 'talent', 'manage'] } satisfies I18nHandle

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  try {
    return { startup: await getStartupForEdit(user, requireId(params.id, STARTUP_NOT_FOUND)) }
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  // A malformed id is the page's 404, as the loader answers it, never a server error (found by the fuzz run).
  let id: number
  try {
    id = requireId(params.id, STARTUP_NOT_FOUND)
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
  let formData: FormData
  try {
    // The logo form is multipart, streamed and held to 5 MB; every other form here is an ordinary post.
    formData = await readPageForm(request, { maxFileSize: LOGO_MAX_BYTES, fileFields: ['logo'] })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ form: 'logo' as const, result: { status: 'error' as const, error: { logo: [error.message] } } }, { status: error.status })
  }
  const intent = formData.get('intent')
  const t = getT(context, 'startups')
  const profile = href('/startup/:id', { id: String(id) })
  const banners = `${href('/startup/:id/edit', { id: String(id) })}#banners`
  try {
    if (intent === 'add-banner') {
      const submission = parseSubmission(formData, heroBannerSchema)
      if (submission.status !== 'success') {
        return data({ form: 'banner' as const, result: submission.reply() }, { status: 400 })
      }
      await addHeroBanner(user, id, submission.value)
      return redirectWithToast(request, banners, { title: t('edit.bannerAdded'), description: t('edit.bannerAddedText') })
    }
    if (intent === 'logo') {
      const logo = formData.get('logo')
      if (logo instanceof File && logo.size > 0) {
        await setStartupLogo(user, id, logo)
        return redirectWithToast(request, profile, { title: t('edit.successTitle'), description: t('edit.logoUploaded') })
      }
      if (formData.get('removeLogo') === 'on') {
        await updateStartup(user, id, { logoUrl: null })
        return redirectWithToast(request, profile, { title: t('edit.successTitle'), description: t('edit.logoRemoved') })
      }
      return data({ form: 'logo' as const, result: { status: 'error' as const, error: { logo: [NOT_AN_IMAGE] } } }, { status: 400 })
    }
    if (intent === 'culture') {
      // The startup's culture values (issue 42; docs/decisions/0118): the same schema piece as PATCH's cultureValues.
      const submission = parseSubmission(formData, startupCultureSchema)
      if (submission.status !== 'success') {
        const values = formData.getAll('cultureValues').map(String)
        const error = Object.values(submission.reply().error ?? {}).flat()[0] ?? ''
        return data({ form: 'culture' as const, values, error }, { status: 400 })
      }
      await updateStartup(user, id, { cultureValues: submission.value.cultureValues })
      return redirectWithToast(request, profile, { title: t('edit.successTitle'), description: t('edit.updated') })
    }
    if (intent === 'remove-banner') {
      const index = Number(formData.get('index'))
      const imageUrl = String(formData.get('imageUrl') ?? '')
      if (!Number.isInteger(index) || index < 0 || index > 99) throw data({ message: 'Unknown banner' }, { status: 400 })
      await removeHeroBanner(user, id, { index, imageUrl })
      return redirectWithToast(request, banners, { title: t('edit.bannerRemoved') })
    }
    const roundTrip = isListRoundTrip(formData, EDIT_LISTS)
    const submission = parseSubmission(foldPendingEntries(formData, EDIT_LISTS, { validateOnly: roundTrip }), editStartupSchema)
    if (submission.status !== 'success') {
      const result = submission.reply()
      if (submission.status !== 'error') result.error = listErrorsOnly(result.error, EDIT_LISTS)
      return data({ form: 'details' as const, result }, { status: submission.status === 'error' ? 400 : 200 })
    }
    await updateStartup(user, id, editToUpdate(submission.value))
    return redirectWithToast(request, profile, { title: t('edit.successTitle'), description: t('edit.updated') })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    if (error.status === 403 || error.status === 404) throw data({ message: error.message }, { status: error.status })
    if (intent === 'logo') {
      return data({ form: 'logo' as const, result: { status: 'error' as const, error: { logo: [error.message] } } }, { status: error.status })
    }
    // 409: the banner list changed under the member; say so above the banner form.
    return data({ form: 'banner' as const, result: { status: 'error' as const, error: { '': [error.message] } } }, { status: error.status })
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'startups')
  return [{ title: loaderData ? t('meta.edit', { name: loaderData.startup.name }) : t('meta.editStartup') }]
}

export default function EditStartup({ loaderData, actionData }: Route.ComponentProps) {
  const { startup } = loaderData
  const profile = href('/startup/:id', { id: String(startup.id) })
  const { t } = useTranslation('startups')
  const message = useMessage()
  const detailsResult = actionData?.form === 'details' ? actionData.result : undefined
  useFormErrorToast(useTranslatedResult(detailsResult), { title: t('form.errorTitle'), fallback: t('edit.failed') })
  const defaultValue: Partial<StartupFormShape> = {
    name: startup.name,
    description: startup.description ?? '',
    sector: startup.sector ?? '',
    location: startup.location ?? '',
    stage: startup.stage ?? '',
    teamSize: startup.teamSize ?? undefined,
    foundingDate: startup.foundingDate ?? '',
    website: startup.website ?? '',
    mission: startup.mission ?? '',
    vision: startup.vision ?? '',
    techStack: startup.techStack,
    operationAreas: startup.operationAreas,
    socialLinks: {
      linkedin: startup.socialLinks?.linkedin ?? '',
      github: startup.socialLinks?.github ?? '',
      twitter: startup.socialLinks?.twitter ?? '',
    },
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to={profile} className="text-sm text-brand-700 hover:underline">
        {t('edit.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">{t('edit.title', { name: startup.name })}</h1>
      <StartupManageNav startupId={startup.id} />
      <p className="mt-2 text-gray-600">{t('edit.intro')}</p>
      <StartupForm
        id="edit-startup"
        schema={editStartupSchema}
        lists={EDIT_LISTS}
        lastResult={detailsResult}
        defaultValue={defaultValue}
        submitIntent="save"
        submitLabel={t('edit.save')}
        pendingLabel={t('edit.saving')}
        cancel={
          <Link to={profile} className={buttonClasses({ variant: 'ghost' })}>
            {t('form.cancel')}
          </Link>
        }
      />
      <CultureSection
        values={actionData?.form === 'culture' ? actionData.values : startup.cultureValues}
        error={actionData?.form === 'culture' ? actionData.error : undefined}
      />
      <LogoSection
        startup={startup}
        error={actionData?.form === 'logo' ? message(actionData.result.error.logo?.[0] ?? '') || undefined : undefined}
      />
      <BannerSection banners={startup.heroBanners} lastResult={actionData?.form === 'banner' ? actionData.result : undefined} />
    </main>
  )
}

function LogoSection({ startup, error }: { startup: Route.ComponentProps['loaderData']['startup']; error: string | undefined }) {
  const { t } = useTranslation('startups')
  const uploading = useIsPending({ intent: 'logo', state: 'submitting' })
  return (
    <section id="logo" aria-labelledby="logo-heading" className="mt-12 space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="logo-heading" className="text-lg font-semibold">
        {t('edit.logo')}
      </h2>
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <LogoPicker id="startup-logo" currentLogo={uploadedLogoSource(startup)} error={error} />
        <div className="flex justify-end">
          <button type="submit" name="intent" value="logo" disabled={uploading} className={buttonClasses()}>
            {uploading ? t('edit.uploading') : t('edit.saveLogo')}
          </button>
        </div>
      </Form>
    </section>
  )
}

// Web addresses and numbers read the same in every language.
const URL_PLACEHOLDER = 'https://'
const ORDER_PLACEHOLDER = '0'

interface BannerFormShape {
  imageUrl: string
  title: string
  subtitle: string
  ctaText: string
  ctaUrl: string
  order: number
}

function BannerSection({
  banners,
  lastResult,
}: {
  banners: Route.ComponentProps['loaderData']['startup']['heroBanners']
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('manage')
  const message = useMessage()
  const adding = useIsPending({ intent: 'add-banner', state: 'submitting' })
  const [form, fields] = useForm<BannerFormShape, unknown>({
    id: 'add-banner',
    lastResult: useTranslatedResult(lastResult),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: heroBannerSchema, formatError: formatErrorsWith(message) }),
  })
  return (
    <section id="banners" aria-labelledby="banners-heading" className="mt-12 space-y-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id="banners-heading" className="text-lg font-semibold">
          {t('banners.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('banners.intro')}</p>
      </div>
      {banners.length ? (
        <ul className="space-y-3" aria-label={t('banners.current')}>
          {banners.map((banner, index) => (
            <li key={`${index}-${banner.imageUrl}`} className="flex min-w-0 items-center gap-3 rounded-lg border border-gray-200 p-3">
              <img src={banner.imageUrl} alt="" className="h-12 w-20 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{banner.title || t('banners.untitled')}</p>
                <p className="truncate text-sm text-gray-600">
                  {banner.ctaText
                    ? t('banners.orderAndButton', { order: banner.order ?? 0, button: banner.ctaText })
                    : t('banners.order', { order: banner.order ?? 0 })}
                </p>
              </div>
              <Form method="post" className="shrink-0">
                <input type="hidden" name="index" value={index} />
                <input type="hidden" name="imageUrl" value={banner.imageUrl} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-banner"
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  aria-label={t('banners.removeLabel', { banner: banner.title || index + 1 })}
                >
                  {t('banners.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{t('banners.none')}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-4 border-t border-gray-100 pt-6">
        <h3 className="font-semibold text-gray-900">{t('banners.add')}</h3>
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          label={t('banners.imageUrl')}
          meta={fields.imageUrl}
          required
          placeholder={t('banners.imageUrlPlaceholder')}
          hint={t('banners.imageUrlHint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('banners.bannerTitle')} meta={fields.title} />
          <TextField label={t('banners.subtitle')} meta={fields.subtitle} />
          <TextField label={t('banners.buttonText')} meta={fields.ctaText} placeholder={t('banners.buttonTextPlaceholder')} />
          <TextField label={t('banners.buttonLink')} meta={fields.ctaUrl} type="url" placeholder={URL_PLACEHOLDER} />
          <TextField label={t('banners.orderLabel')} meta={fields.order} type="number" placeholder={ORDER_PLACEHOLDER} />
        </div>
        <div className="flex justify-end">
          <button type="submit" name="intent" value="add-banner" disabled={adding} className={buttonClasses()}>
            {adding ? t('banners.adding') : t('banners.addButton')}
          </button>
        </div>
      </Form>
    </section>
  )
}

/** 404 'Startup Not Found' and 403 (not one of the people who run it) get their own page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('startups')
  const translate = useMessage()
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return <SharedErrorBoundary />
  const text = (error.data as { message?: string } | undefined)?.message
  const message = text ? translate(text) : undefined
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{error.status === 404 ? translate(STARTUP_NOT_FOUND) : t('edit.notYours')}</h1>
      <p className="mt-4 text-gray-600">{message}</p>
      <Link to="/discover" className={buttonClasses({ className: 'mt-8' })}>
        {t('edit.backToDiscover')}
      </Link>
    </main>
  )
}
