import { useSyncExternalStore } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { FilterSelect } from '~/components/ui/filter-bar'
import { DEFAULT_RADIUS_KM, haversineKm, RADIUS_CHOICES_KM } from '~/domain/geo'
import type { CityPoint } from '~/domain/near'

/**
 * "Near a city, within N km" in a list's filter bar (docs/decisions/0115-near-filters.md): a select of cities and one
 * of radii, which work as any filter does without JavaScript. With it, "Use my location" asks the browser where it is,
 * picks the nearest city from the list the loader sent, and applies the filter.
 */
export function NearFilter({ cities }: { cities: readonly CityPoint[] }) {
  const { t } = useTranslation('common')
  // Only in a browser that can say where it is; the server (and a page before hydration) renders no button.
  const locate = useSyncExternalStore(noChange, () => 'geolocation' in navigator, () => false)
  return (
    <>
      <FilterSelect
        name="near"
        label={t('near.label')}
        options={[{ value: '', label: t('near.anywhere') }, ...cities.map(([slug, name]) => ({ value: slug, label: name }))]}
      />
      <FilterSelect
        name="km"
        label={t('near.within')}
        options={RADIUS_CHOICES_KM.map((km) => ({
          value: km === DEFAULT_RADIUS_KM ? '' : km,
          label: t('near.km', { km }),
        }))}
      />
      {locate ? (
        <button
          type="button"
          className="self-end text-sm text-blue-700 underline"
          onClick={(event) => {
            const form = event.currentTarget.form
            navigator.geolocation.getCurrentPosition((position) => {
              const here = { latitude: position.coords.latitude, longitude: position.coords.longitude }
              const nearest = [...cities].sort(
                (a, b) =>
                  haversineKm(here, { latitude: a[2], longitude: a[3] }) - haversineKm(here, { latitude: b[2], longitude: b[3] }),
              )[0]
              const select = form?.elements.namedItem('near')
              if (!nearest || !(select instanceof HTMLSelectElement)) return
              select.value = nearest[0]
              form?.requestSubmit()
            })
          }}
        >
          {t('near.useLocation')}
        </button>
      ) : null}
    </>
  )
}

const noChange = () => () => undefined

/** The distance a card shows when its list is filtered by distance ("42 km"). */
export function Distance({ km }: { km: number | undefined }) {
  const { t } = useTranslation('common')
  return km === undefined ? null : <span className="text-sm text-gray-600">{t('near.km', { km })}</span>
}
