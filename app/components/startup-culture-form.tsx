import { Form } from 'react-router'
import { useMessage, useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { useIsPending } from '~/browser/use-is-pending'
import { CULTURE_VALUE_LABELS, CULTURE_VALUES, MAX_STARTUP_CULTURE_VALUES } from '~/domain/culture'

/**
 * The edit page's Culture form (issue 42; docs/decisions/0118): a checkbox per value of the fixed vocabulary, at most
 * six, saved by one post (intent `culture`) through the same schema piece as PATCH /api/startups/{id}'s
 * `cultureValues`. A refused post comes back with the ticked boxes as sent.
 */
export function CultureSection({ values, error }: { values: readonly string[]; error: string | undefined }) {
  const { t } = useTranslation('talent')
  const message = useMessage()
  const saving = useIsPending({ intent: 'culture', state: 'submitting' })
  return (
    <section id="culture" aria-labelledby="culture-heading" className="mt-12 space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="culture-heading" className="text-lg font-semibold">
        {t('culture.heading')}
      </h2>
      <Form method="post" className="space-y-4">
        <fieldset aria-describedby={error ? 'culture-error' : 'culture-hint'}>
          <legend className="text-sm font-medium text-gray-900">{t('culture.legend', { max: MAX_STARTUP_CULTURE_VALUES })}</legend>
          <p id="culture-hint" className="mt-1 text-sm text-gray-600">
            {t('culture.hint')}
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {CULTURE_VALUES.map((value) => (
              <label key={value} className="flex min-w-0 items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  name="cultureValues"
                  value={value}
                  defaultChecked={values.includes(value)}
                  className="size-4 shrink-0 rounded border-gray-300"
                />
                <span className="break-words">{message(CULTURE_VALUE_LABELS[value])}</span>
              </label>
            ))}
          </div>
          {error ? (
            <p id="culture-error" role="alert" className="mt-2 text-sm text-red-700">
              {message(error)}
            </p>
          ) : null}
        </fieldset>
        <div className="flex justify-end">
          <button type="submit" name="intent" value="culture" disabled={saving} className={buttonClasses()}>
            {t('culture.save')}
          </button>
        </div>
      </Form>
    </section>
  )
}
