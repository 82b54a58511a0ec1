import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { EDIT_LISTS, StartupForm, type StartupFormShape } from '~/components/startup-form'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, TextField } from '~/components/ui/field'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { LOGO_MAX_BYTES, NOT_AN_IMAGE } from '~/domain/uploads'
import { readPageForm } from '~/lib/uploads.server'
import { LogoPicker } from '~/components/ui/logo-picker'
import { logoSource } from '~/components/startup-logo'
import { signedInUser } from '~/lib/context'
import { DomainError } from '~/lib/errors'
import { parseSubmission } from '~/lib/forms.server'
import { requireId } from '~/lib/http.server'
import { foldPendingEntries, isListRoundTrip, listErrorsOnly } from '~/lib/list-field'
import { redirectWithToast } from '~/lib/toast.server'
import { useFormErrorToast } from '~/lib/use-form-error-toast'
import { useIsPending } from '~/lib/use-is-pending'
import { addHeroBanner, getStartupForEdit, removeHeroBanner, setStartupLogo, updateStartup } from '~/models/startups.server'
import { editStartupSchema, editToUpdate, heroBannerSchema } from '~/schemas/startup'
import type { Route } from './+types/startup-edit'

/**
 * /startup/{id}/edit: the founder's, team's, claimed owner's (and admins') edit page (docs/decisions/0024): the
 * profile's fields through the same model and PATCH schema as PATCH /api/startups/{id}, and its hero banners. Behind
 * the signed-in layout; anyone else gets 403, an unknown startup 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  try {
    return { startup: await getStartupForEdit(user, requireId(params.id, STARTUP_NOT_FOUND)) }
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

const UPDATE_FAILED = 'Failed to update startup'

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const id = requireId(params.id, STARTUP_NOT_FOUND)
  let formData: FormData
  try {
    // The logo form is multipart, streamed and held to 5 MB; every other form here is an ordinary post.
    formData = await readPageForm(request, { maxFileSize: LOGO_MAX_BYTES, fileFields: ['logo'] })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ form: 'logo' as const, result: { status: 'error' as const, error: { logo: [error.message] } } }, { status: error.status })
  }
  const intent = formData.get('intent')
  const profile = href('/startup/:id', { id: String(id) })
  const banners = `${href('/startup/:id/edit', { id: String(id) })}#banners`
  try {
    if (intent === 'add-banner') {
      const submission = parseSubmission(formData, heroBannerSchema)
      if (submission.status !== 'success') {
        return data({ form: 'banner' as const, result: submission.reply() }, { status: 400 })
      }
      await addHeroBanner(user, id, submission.value)
      return redirectWithToast(request, banners, { title: 'Banner added', description: 'It now shows on your profile.' })
    }
    if (intent === 'logo') {
      const logo = formData.get('logo')
      if (logo instanceof File && logo.size > 0) {
        await setStartupLogo(user, id, logo)
        return redirectWithToast(request, profile, { title: 'Success', description: 'Logo uploaded successfully' })
      }
      if (formData.get('removeLogo') === 'on') {
        await updateStartup(user, id, { logoUrl: null })
        return redirectWithToast(request, profile, { title: 'Success', description: 'Logo removed' })
      }
      return data({ form: 'logo' as const, result: { status: 'error' as const, error: { logo: [NOT_AN_IMAGE] } } }, { status: 400 })
    }
    if (intent === 'remove-banner') {
      const index = Number(formData.get('index'))
      const imageUrl = String(formData.get('imageUrl') ?? '')
      if (!Number.isInteger(index) || index < 0 || index > 99) throw data({ message: 'Unknown banner' }, { status: 400 })
      await removeHeroBanner(user, id, { index, imageUrl })
      return redirectWithToast(request, banners, { title: 'Banner removed' })
    }
    const roundTrip = isListRoundTrip(formData, EDIT_LISTS)
    const submission = parseSubmission(foldPendingEntries(formData, EDIT_LISTS, { validateOnly: roundTrip }), editStartupSchema)
    if (submission.status !== 'success') {
      const result = submission.reply()
      if (submission.status !== 'error') result.error = listErrorsOnly(result.error, EDIT_LISTS)
      return data({ form: 'details' as const, result }, { status: submission.status === 'error' ? 400 : 200 })
    }
    await updateStartup(user, id, editToUpdate(submission.value))
    return redirectWithToast(request, profile, { title: 'Success', description: 'Startup updated successfully' })
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

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Edit ${loaderData.startup.name} | Startup Asia` : 'Edit startup | Startup Asia' }]
}

export default function EditStartup({ loaderData, actionData }: Route.ComponentProps) {
  const { startup } = loaderData
  const profile = href('/startup/:id', { id: String(startup.id) })
  const detailsResult = actionData?.form === 'details' ? actionData.result : undefined
  useFormErrorToast(detailsResult, { title: 'Error', fallback: UPDATE_FAILED })
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
        ← Back to the profile
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">Edit {startup.name}</h1>
      <p className="mt-2 text-gray-600">What you change here shows on the public profile. Fields marked * are required.</p>
      <StartupForm
        id="edit-startup"
        schema={editStartupSchema}
        lists={EDIT_LISTS}
        lastResult={detailsResult}
        defaultValue={defaultValue}
        submitIntent="save"
        submitLabel="Save changes"
        pendingLabel="Saving..."
        cancel={
          <Link to={profile} className={buttonClasses({ variant: 'ghost' })}>
            Cancel
          </Link>
        }
      />
      <LogoSection startup={startup} error={actionData?.form === 'logo' ? actionData.result.error.logo?.[0] : undefined} />
      <BannerSection banners={startup.heroBanners} lastResult={actionData?.form === 'banner' ? actionData.result : undefined} />
    </main>
  )
}

function LogoSection({ startup, error }: { startup: Route.ComponentProps['loaderData']['startup']; error: string | undefined }) {
  const uploading = useIsPending({ intent: 'logo', state: 'submitting' })
  return (
    <section id="logo" aria-labelledby="logo-heading" className="mt-12 space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="logo-heading" className="text-lg font-semibold">
        Logo
      </h2>
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <LogoPicker id="startup-logo" currentLogo={logoSource(startup)} error={error} />
        <div className="flex justify-end">
          <button type="submit" name="intent" value="logo" disabled={uploading} className={buttonClasses()}>
            {uploading ? 'Uploading...' : 'Save logo'}
          </button>
        </div>
      </Form>
    </section>
  )
}

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
  const adding = useIsPending({ intent: 'add-banner', state: 'submitting' })
  const [form, fields] = useForm<BannerFormShape, unknown>({
    id: 'add-banner',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: heroBannerSchema }),
  })
  return (
    <section id="banners" aria-labelledby="banners-heading" className="mt-12 space-y-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id="banners-heading" className="text-lg font-semibold">
          Hero banners
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          The banners at the top of your profile, shown in ascending order (lowest first). Up to 10.
        </p>
      </div>
      {banners.length ? (
        <ul className="space-y-3" aria-label="Current banners">
          {banners.map((banner, index) => (
            <li key={`${index}-${banner.imageUrl}`} className="flex min-w-0 items-center gap-3 rounded-lg border border-gray-200 p-3">
              <img src={banner.imageUrl} alt="" className="h-12 w-20 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{banner.title || 'Untitled banner'}</p>
                <p className="truncate text-sm text-gray-600">
                  Order {banner.order ?? 0}
                  {banner.ctaText ? ` · Button: ${banner.ctaText}` : ''}
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
                  aria-label={`Remove banner ${banner.title || index + 1}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">No banners yet.</p>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-4 border-t border-gray-100 pt-6">
        <h3 className="font-semibold text-gray-900">Add a banner</h3>
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          label="Image URL"
          meta={fields.imageUrl}
          required
          placeholder="https://… or /images/banners/banner-1.svg"
          hint="A wide image, about 1600 × 400 pixels."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" meta={fields.title} />
          <TextField label="Subtitle" meta={fields.subtitle} />
          <TextField label="Button text" meta={fields.ctaText} placeholder="e.g. Visit website" />
          <TextField label="Button link" meta={fields.ctaUrl} type="url" placeholder="https://" />
          <TextField label="Order" meta={fields.order} type="number" placeholder="0" />
        </div>
        <div className="flex justify-end">
          <button type="submit" name="intent" value="add-banner" disabled={adding} className={buttonClasses()}>
            {adding ? 'Adding...' : 'Add banner'}
          </button>
        </div>
      </Form>
    </section>
  )
}

/** 404 'Startup Not Found' and 403 (not one of the people who run it) get their own page. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return <SharedErrorBoundary />
  const message = (error.data as { message?: string } | undefined)?.message
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{error.status === 404 ? STARTUP_NOT_FOUND : 'Not your startup'}</h1>
      <p className="mt-4 text-gray-600">{message}</p>
      <Link to="/discover" className={buttonClasses({ className: 'mt-8' })}>
        Back to Discover
      </Link>
    </main>
  )
}
