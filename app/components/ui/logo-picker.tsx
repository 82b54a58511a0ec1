import { useEffect, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { useMessage } from '~/browser/i18n-react'
import { useHydrated } from '~/browser/use-hydrated'
import { LOGO_HINT, LOGO_MAX_BYTES, LOGO_TOO_LARGE, NOT_AN_IMAGE } from '~/domain/uploads'

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg'

/**
 * A logo file field (001 §2 Edit Startup): without JavaScript a plain file input (and a box to remove the current
 * logo); with it, the same input inside a drop zone — drag a file onto it or click to choose — with a preview of the
 * chosen file and a button to remove it again. The server checks the file by its bytes whatever the browser says;
 * the checks here only save a round trip.
 */
export function LogoPicker({
  name = 'logo',
  currentLogo,
  error,
  id = 'logo-picker',
}: {
  name?: string
  currentLogo: string | null
  error?: string
  id?: string
}) {
  const { t } = useTranslation()
  const translate = useMessage()
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const enhanced = useHydrated()
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  function choose(files: FileList | null) {
    const file = files?.[0]
    if (!file) return clear()
    if (!file.type.startsWith('image/')) return clear(NOT_AN_IMAGE)
    if (file.size > LOGO_MAX_BYTES) return clear(LOGO_TOO_LARGE)
    setProblem(null)
    setPreview(URL.createObjectURL(file))
  }

  function clear(message: string | null = null) {
    if (input.current) input.current.value = ''
    setPreview(null)
    setProblem(message)
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    const files = event.dataTransfer.files
    if (!input.current || !files.length) return
    input.current.files = files
    choose(files)
  }

  // The browser's own check says what is wrong with the chosen file; a refusal from the server says the upload failed.
  const message = problem ? translate(problem) : error ? t('logo.uploadFailed', { error: translate(error) }) : undefined
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {t('logo.label')}
      </label>
      <div
        data-dropzone
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-1 flex flex-wrap items-center gap-4 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-brand-500 bg-brand-50' : 'border-gray-300'}`}
      >
        {preview || currentLogo ? (
          <img src={preview ?? currentLogo ?? ''} alt={preview ? t('logo.previewAlt') : t('logo.currentAlt')} className="size-16 rounded-lg border border-gray-200 bg-white object-contain p-1" />
        ) : null}
        <div className="min-w-0 flex-1">
          {enhanced ? <p className="text-sm text-gray-700">{t('logo.drop')}</p> : null}
          <input
            ref={input}
            id={id}
            type="file"
            name={name}
            accept={ACCEPT}
            onChange={(event) => choose(event.currentTarget.files)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : `${id}-hint`}
            className="mt-1 block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
            {translate(LOGO_HINT)}
          </p>
        </div>
        {preview ? (
          <button type="button" onClick={() => clear()} className="rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50">
            {t('actions.remove')}
          </button>
        ) : null}
      </div>
      {currentLogo && !preview ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" name="removeLogo" value="on" /> {t('logo.removeCurrent')}
        </label>
      ) : null}
      {message ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {message}
        </p>
      ) : null}
    </div>
  )
}
