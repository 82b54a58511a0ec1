import { Form } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { DIGEST_FREQUENCIES } from '~/domain/alerts'
import { OPTIONAL_MAIL_CATEGORIES } from '~/domain/notifications'
import type { EmailChoices } from '~/models/notifications.server'

/**
 * E-mail choices per category (issue 40): one checkbox each, saved by one form post (intent `email-preferences`),
 * the same model and schema as PUT /api/notifications/preferences. Notifications on the site are kept either way, and
 * security e-mails are always sent.
 */
export function EmailPreferencesSection({
  preferences,
}: {
  preferences: EmailChoices
}) {
  const { t } = useTranslation('profile')
  return (
    <section aria-labelledby="email-prefs-heading" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="email-prefs-heading" className="text-lg font-semibold text-gray-900">
        {t('emailPrefs.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('emailPrefs.note')}</p>
      <Form method="post" preventScrollReset className="mt-4 space-y-3">
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('emailPrefs.legend')}</legend>
          {OPTIONAL_MAIL_CATEGORIES.map((category) => (
            <label key={category} className="flex items-start gap-3 text-sm text-gray-800">
              <input
                type="checkbox"
                name={category}
                defaultChecked={preferences[category]}
                className="mt-0.5 size-4 rounded border-gray-300"
              />
              <span>{t(`emailPrefs.category.${category}`)}</span>
            </label>
          ))}
        </fieldset>
        {/* How often alerts for saved searches and follows come, in-app and by e-mail (docs/decisions/0129). */}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-900">{t('emailPrefs.digestLegend')}</legend>
          <div className="flex flex-wrap gap-4">
            {DIGEST_FREQUENCIES.map((frequency) => (
              <label key={frequency} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name="digestFrequency"
                  value={frequency}
                  defaultChecked={preferences.digestFrequency === frequency}
                  className="size-4 border-gray-300"
                />
                <span>{t(`emailPrefs.digest.${frequency}`)}</span>
              </label>
            ))}
          </div>
          <p className="text-xs text-gray-600">
            {t('emailPrefs.digestNote')}{' '}
            <a href="/alerts" className="text-brand-700 underline">
              {t('emailPrefs.digestLink')}
            </a>
          </p>
        </fieldset>
        <button type="submit" name="intent" value="email-preferences" className={buttonClasses({ variant: 'outline' })}>
          {t('emailPrefs.save')}
        </button>
      </Form>
    </section>
  )
}
