import { useId, type FormEvent } from 'react'
import { Form, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose } from '~/components/ui/dialog'
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM } from '~/domain/geo'
import { NEAR_DIALOG, type CityChoice } from '~/domain/near'

/** What the chooser sets, and what starts the list again from its first page: left out of the fields it carries. */
const OWN = new Set(['near', 'km', 'dialog', 'page', 'offset'])

/**
 * The near chooser (docs/decisions/0144-near-city-chooser.md): a city and a radius, sent with the page's other filters
 * as a GET to the list. Without JavaScript it is the page's form; with it the same form, whose query leaves out empty
 * values as the filter bar's does, replacing the dialog's history entry.
 */
export function NearDialog({ path, cities, near, km }: { path: string; cities: readonly CityChoice[]; near?: string; km?: number }) {
  const { t } = useTranslation('common')
  const location = useLocation()
  const navigate = useNavigate()
  const id = useId()
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => !OWN.has(name))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '') params.set(name, value)
    }
    if (!params.get('near')) params.delete('km')
    const search = params.toString()
    void navigate(search ? `${path}?${search}` : path, { replace: true, preventScrollReset: true })
  }

  return (
    <Dialog name={NEAR_DIALOG} title={t('near.title')} description={t('near.description')}>
      <Form method="get" action={path} onSubmit={onSubmit} className="grid gap-4">
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor={`${id}-near`} className="filter-label">
            {t('near.label')}
          </label>
          <select id={`${id}-near`} name="near" defaultValue={near ?? ''} className="filter-input">
            <option value="">{t('near.anywhere')}</option>
            {cities.map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-km`} className="filter-label">
            {t('near.within')}
          </label>
          <select
            id={`${id}-km`}
            name="km"
            defaultValue={km === undefined || km === DEFAULT_RADIUS_KM ? '' : String(km)}
            className="filter-input"
          >
            {RADIUS_CHOICES_KM.map((choice) => (
              <option key={choice} value={choice === DEFAULT_RADIUS_KM ? '' : choice}>
                {t('near.km', { km: choice })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('actions.cancel')}</DialogClose>
          <button type="submit" className={buttonClasses()}>
            {t('near.apply')}
          </button>
        </div>
      </Form>
    </Dialog>
  )
}
