import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link } from 'react-router'
import { formatErrorsWith, useTranslatedResult } from '~/browser/form-messages'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { manageCard, StartupManageErrorBoundary, StartupManagePage } from '~/components/startup-manage-page'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, TextField } from '~/components/ui/field'
import { CHOOSE_AN_IMAGE, GALLERY_IMAGE_HINT, GALLERY_IMAGE_MAX_BYTES } from '~/domain/startup-showcase'
import {
  addGalleryImage,
  addPressLink,
  mediaForManage,
  removeMediaItem,
  updateMediaItem,
} from '~/models/startup-showcase.server'
import { galleryImageSchema, pressLinkSchema } from '~/schemas/showcase'
import { signedInUser } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { formItemId, manageFormError, manageStartupId } from '~/server/manage-forms.server'
import { redirectWithToast } from '~/server/toast.server'
import { readPageForm } from '~/server/uploads.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/media'

/**
 * /startup/{id}/manage/media (issue 41 item 3, decision 0109): gallery images uploaded through the logo's streamed,
 * byte-typed path (PNG, JPG or SVG up to 5 MB, SVG sanitised) with a caption and an order, and press links (title,
 * web address, outlet, date); each editable through `?edit=<itemId>` and removable. The same model as
 * /api/startups/{id}/media.
 */
export const handle = { i18n: ['startups'] } satisfies I18nHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const id = manageStartupId(params.id)
  try {
    const page = await mediaForManage(user, id)
    const editId = Number(new URL(request.url).searchParams.get('edit'))
    return { ...page, editing: page.media.find((item) => item.id === editId) ?? null }
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

type FormName = 'image' | 'edit-image' | 'press' | 'edit-press' | 'list'

const FORM_OF_INTENT: Record<string, FormName> = {
  'add-image': 'image',
  'update-image': 'edit-image',
  'add-press': 'press',
  'update-press': 'edit-press',
  remove: 'list',
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const id = manageStartupId(params.id)
  let formData: FormData
  try {
    // The image form is multipart, streamed and held to 5 MB; the other forms here are ordinary posts.
    formData = await readPageForm(request, { maxFileSize: GALLERY_IMAGE_MAX_BYTES, fileFields: ['image'] })
  } catch (error) {
    return manageFormError(error, 'image' as FormName, 'image')
  }
  const intent = String(formData.get('intent') ?? '')
  const form = FORM_OF_INTENT[intent]
  if (!form) throw data({ message: 'Unknown intent' }, { status: 400 })
  const t = getT(context, 'startups')
  const page = href('/startup/:id/manage/media', { id: String(id) })
  try {
    switch (intent) {
      case 'remove':
        await removeMediaItem(user, id, formItemId(formData))
        return redirectWithToast(request, page, { title: t('gallery.removed') })
      case 'add-image':
      case 'update-image': {
        const submission = parseSubmission(formData, galleryImageSchema)
        if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
        if (intent === 'update-image') {
          await updateMediaItem(user, id, formItemId(formData), { caption: submission.value.caption ?? null, order: submission.value.order })
          return redirectWithToast(request, page, { title: t('gallery.updated') })
        }
        const file = formData.get('image')
        if (!(file instanceof File) || file.size === 0) {
          return data({ form, result: submission.reply({ fieldErrors: { image: [CHOOSE_AN_IMAGE] } }) }, { status: 400 })
        }
        await addGalleryImage(user, id, file, submission.value)
        return redirectWithToast(request, page, { title: t('gallery.added') })
      }
      default: {
        const submission = parseSubmission(formData, pressLinkSchema)
        if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
        if (intent === 'update-press') {
          const { title, url, outlet, date } = submission.value
          await updateMediaItem(user, id, formItemId(formData), { title, url, outlet: outlet ?? null, date: date ?? null })
          return redirectWithToast(request, page, { title: t('press.updated') })
        }
        await addPressLink(user, id, submission.value)
        return redirectWithToast(request, page, { title: t('press.added') })
      }
    }
  } catch (error) {
    return manageFormError(error, form, form === 'image' ? 'image' : '')
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'startups')
  return [{ title: loaderData ? t('gallery.metaTitle', { name: loaderData.startup.name }) : t('meta.editStartup') }]
}

type MediaItem = Route.ComponentProps['loaderData']['media'][number]
type ActionData = Route.ComponentProps['actionData']

function resultFor(actionData: ActionData, form: FormName): SubmissionResult<string[]> | undefined {
  return actionData && actionData.form === form ? (actionData.result as SubmissionResult<string[]>) : undefined
}

export default function ManageMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { startup, media, editing } = loaderData
  const { t } = useTranslation('startups')
  const message = useMessage()
  const locale = useIntlLocale()
  const page = href('/startup/:id/manage/media', { id: String(startup.id) })
  const images = media.filter((item) => item.type !== 'press')
  const press = media.filter((item) => item.type === 'press')
  const listError = resultFor(actionData, 'list')?.error?.['']?.[0]
  return (
    <StartupManagePage startup={startup} title={t('gallery.manageTitle', { name: startup.name })} intro={t('gallery.manageIntro')}>
      {listError ? <FormErrors errors={[message(listError)]} /> : null}
      <section aria-labelledby="gallery-heading" className={manageCard}>
        <h2 id="gallery-heading" className="text-lg font-semibold">
          {t('gallery.images')}
        </h2>
        {images.length === 0 ? (
          <p className="text-sm text-gray-600">{t('empty.gallery')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {images.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-wrap items-center gap-3 py-3">
                {item.type === 'image' ? (
                  <img src={item.url} alt="" className="h-14 w-20 shrink-0 rounded object-cover" />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-gray-900">{item.caption || t('gallery.noCaption')}</p>
                  <p className="text-sm text-gray-600">{t('gallery.order', { order: item.order })}</p>
                </div>
                <ItemButtons page={page} item={item} label={item.caption || t('gallery.noCaption')} anchor="image-form" />
              </li>
            ))}
          </ul>
        )}
        {/* New keys after each saved change: with JavaScript the page is not reloaded, and the next entry starts empty. */}
        <div id="image-form">
          {editing && editing.type !== 'press' ? (
            <ImageEditForm key={editing.id} page={page} editing={editing} lastResult={resultFor(actionData, 'edit-image')} />
          ) : (
            <ImageUploadForm key={`add-${images.length}`} page={page} lastResult={resultFor(actionData, 'image')} />
          )}
        </div>
      </section>
      <section aria-labelledby="press-manage-heading" className={manageCard}>
        <h2 id="press-manage-heading" className="text-lg font-semibold">
          {t('press.heading')}
        </h2>
        {press.length === 0 ? (
          <p className="text-sm text-gray-600">{t('press.none')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {press.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">{item.title}</p>
                  <p className="text-sm break-words text-gray-600">
                    {[item.outlet ?? '', item.date ? formatDate(item.date, locale) : ''].filter(Boolean).join(SEPARATOR)}
                  </p>
                </div>
                <ItemButtons page={page} item={item} label={item.title ?? ''} anchor="press-form" />
              </li>
            ))}
          </ul>
        )}
        <div id="press-form">
          <PressForm
            key={editing?.type === 'press' ? editing.id : `add-${press.length}`}
            page={page}
            editing={editing?.type === 'press' ? editing : null}
            lastResult={resultFor(actionData, editing?.type === 'press' ? 'edit-press' : 'press')}
          />
        </div>
      </section>
    </StartupManagePage>
  )
}

function ItemButtons({ page, item, label, anchor }: { page: string; item: MediaItem; label: string; anchor: string }) {
  const { t } = useTranslation('startups')
  return (
    <div className="flex shrink-0 gap-2">
      <Link
        to={`${page}?edit=${item.id}#${anchor}`}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        aria-label={t('gallery.editLabel', { item: label })}
      >
        {t('manage.edit')}
      </Link>
      <Form method="post" action={page}>
        <input type="hidden" name="itemId" value={item.id} />
        <button
          type="submit"
          name="intent"
          value="remove"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={t('gallery.removeLabel', { item: label })}
        >
          {t('manage.remove')}
        </button>
      </Form>
    </div>
  )
}

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg'

function ImageUploadForm({ page, lastResult }: { page: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const pending = useIsPending({ intent: 'add-image' })
  const [form, fields] = useForm<{ caption: string; order: string }, unknown>({
    id: 'add-image',
    lastResult: useTranslatedResult(lastResult),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryImageSchema, formatError: formatErrorsWith(message) }),
  })
  const imageErrors = lastResult?.error?.image
  return (
    <Form method="post" action={page} encType="multipart/form-data" {...getFormProps(form)} className="space-y-4 border-t border-gray-100 pt-4">
      <h3 className="font-semibold text-gray-900">{t('gallery.addTitle')}</h3>
      <FormErrors errors={form.errors} id={form.errorId} />
      <div>
        <label htmlFor="gallery-image" className="block text-sm font-medium text-gray-700">
          {t('gallery.image')}
        </label>
        <input
          id="gallery-image"
          name="image"
          type="file"
          accept={ACCEPT}
          aria-describedby="gallery-image-hint"
          aria-invalid={imageErrors?.length ? true : undefined}
          className="mt-1 block w-full min-w-0 text-sm"
        />
        <p id="gallery-image-hint" className={`mt-1 text-xs ${imageErrors?.length ? 'text-red-600' : 'text-gray-500'}`}>
          {imageErrors?.length ? imageErrors.map(message).join(' ') : message(GALLERY_IMAGE_HINT)}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('gallery.caption')} meta={fields.caption} />
        <TextField label={t('gallery.orderLabel')} meta={fields.order} type="number" inputMode="numeric" />
      </div>
      <div className="flex justify-end">
        <button type="submit" name="intent" value="add-image" disabled={pending} className={buttonClasses()}>
          {pending ? t('gallery.uploading') : t('gallery.addButton')}
        </button>
      </div>
    </Form>
  )
}

function ImageEditForm({ page, editing, lastResult }: { page: string; editing: MediaItem; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const pending = useIsPending({ intent: 'update-image' })
  const [form, fields] = useForm<{ caption: string; order: string }, unknown>({
    id: `edit-image-${editing.id}`,
    lastResult: useTranslatedResult(lastResult),
    shouldValidate: 'onSubmit',
    defaultValue: { caption: editing.caption ?? '', order: String(editing.order) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryImageSchema, formatError: formatErrorsWith(message) }),
  })
  return (
    <Form method="post" action={`${page}?edit=${editing.id}`} {...getFormProps(form)} className="space-y-4 border-t border-gray-100 pt-4">
      <h3 className="font-semibold text-gray-900">{t('gallery.editTitle')}</h3>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="itemId" value={editing.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('gallery.caption')} meta={fields.caption} />
        <TextField label={t('gallery.orderLabel')} meta={fields.order} type="number" inputMode="numeric" />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={page} className={buttonClasses({ variant: 'ghost' })}>
          {t('form.cancel')}
        </Link>
        <button type="submit" name="intent" value="update-image" disabled={pending} className={buttonClasses()}>
          {pending ? t('manage.saving') : t('manage.saveChanges')}
        </button>
      </div>
    </Form>
  )
}

function PressForm({
  page,
  editing,
  lastResult,
}: {
  page: string
  editing: MediaItem | null
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const intent = editing ? 'update-press' : 'add-press'
  const pending = useIsPending({ intent })
  const [form, fields] = useForm<{ title: string; url: string; outlet: string; date: string }, unknown>({
    id: editing ? `edit-press-${editing.id}` : 'add-press',
    lastResult: useTranslatedResult(lastResult),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: editing ? { title: editing.title ?? '', url: editing.url, outlet: editing.outlet ?? '', date: editing.date ?? '' } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pressLinkSchema, formatError: formatErrorsWith(message) }),
  })
  return (
    <Form
      method="post"
      action={editing ? `${page}?edit=${editing.id}` : page}
      {...getFormProps(form)}
      className="space-y-4 border-t border-gray-100 pt-4"
    >
      <h3 className="font-semibold text-gray-900">{editing ? t('press.editTitle') : t('press.addTitle')}</h3>
      <FormErrors errors={form.errors} id={form.errorId} />
      {editing ? <input type="hidden" name="itemId" value={editing.id} /> : null}
      <TextField label={t('press.title')} meta={fields.title} required />
      <TextField label={t('press.url')} meta={fields.url} type="url" required placeholder={URL_PLACEHOLDER} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('press.outlet')} meta={fields.outlet} />
        <TextField label={t('press.date')} meta={fields.date} type="date" />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {editing ? (
          <Link to={page} className={buttonClasses({ variant: 'ghost' })}>
            {t('form.cancel')}
          </Link>
        ) : null}
        <button type="submit" name="intent" value={intent} disabled={pending} className={buttonClasses()}>
          {pending ? t('manage.saving') : editing ? t('manage.saveChanges') : t('press.addButton')}
        </button>
      </div>
    </Form>
  )
}

// Web addresses read the same in every language.
const URL_PLACEHOLDER = 'https://'

// Between facts on one line, in every language.
const SEPARATOR = ' · '

export const ErrorBoundary = StartupManageErrorBoundary
