import { useTranslation } from '~/browser/i18n-react'

export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?'

export function NotFoundMessage() {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-gray-600">{t(NOT_FOUND_TEXT)}</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
        {t('actions.backToHome')}
      </a>
    </main>
  )
}
