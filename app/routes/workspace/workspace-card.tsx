import { useTranslation } from '~/browser/i18n-react'
import { href, Link, useLocation } from 'react-router'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { labelFor } from '~/domain/vocabulary'
import { WORKSPACE_TYPE_LABELS } from '~/domain/workspaces'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { openDialogHref } from '~/shared/dialog-url'
import { formatMoney } from '~/shared/money'
import type { Workspace } from '~/models/workspaces.server'
import { BOOK_DIALOG } from './messages'
import { WorkspaceTypeIcon } from './type-icon'
import { Distance } from '~/components/near-filter'
import { composeName, SharedPhrases, slot } from '~/components/ui/shared-phrases'

/** 000 §9: a card shows up to 4 amenities, then '+N more'. */
const AMENITIES_SHOWN = 4

function useCapacityText(): (workspace: Pick<Workspace, 'capacity' | 'type'>) => string | null {
  const { t } = useTranslation('workspace')
  return (workspace) => {
    if (workspace.capacity === null) return null
    const count = workspace.capacity
    return workspace.type === 'hot-desk' ? t('card.desks', { count }) : t('card.people', { count })
  }
}

/**
 * What a workspace card shows, and all /workspace sends per workspace (docs/decisions/0050-what-list-pages-send.md):
 * the first photo, the first AMENITIES_SHOWN amenities and how many more; not the zone (the booking dialog reads its
 * workspace on its own).
 */
export type WorkspaceCardView = Omit<Workspace, 'images' | 'amenities' | 'timeZone' | 'cityId'> & {
  image: string | null
  amenities: string[]
  moreAmenities: number
}

export function workspaceCardView(workspace: Workspace): WorkspaceCardView {
  // Named field by field: a rest-and-spread copy of 50 rows was 4 % of the page's server time
  // (docs/decisions/0068-page-response-path.md).
  const { amenities } = workspace
  return {
    id: workspace.id,
    name: workspace.name,
    type: workspace.type,
    description: workspace.description,
    location: workspace.location,
    capacity: workspace.capacity,
    hourlyRate: workspace.hourlyRate,
    dailyRate: workspace.dailyRate,
    image: workspace.images[0] ?? null,
    amenities: amenities.length > AMENITIES_SHOWN ? amenities.slice(0, AMENITIES_SHOWN) : amenities,
    moreAmenities: Math.max(0, amenities.length - AMENITIES_SHOWN),
    // Only when the list is filtered by distance (docs/decisions/0115-near-filters.md).
    ...(workspace.distanceKm === undefined ? {} : { distanceKm: workspace.distanceKm }),
  }
}

function useBookNowName() {
  const { t } = useTranslation('workspace')
  return composeName('wb', `${t('card.bookNow')}: ${slot(0)}`)
}

/** The phrase the cards' Book Now names refer to, once per list page (hidden). */
export function WorkspaceCardPhrases() {
  return <SharedPhrases names={[useBookNowName()]} />
}

/**
 * A workspace card (000 §2): image, name, type, location, capacity, hourly and daily rate, amenities and 'Book Now'.
 * Members open the Book Workspace dialog; visitors go to sign in and come back with it open.
 */
export function WorkspaceCard({ workspace, signedIn }: { workspace: WorkspaceCardView; signedIn: boolean }) {
  const location = useLocation()
  const { t } = useTranslation('workspace')
  const message = useMessage()
  const capacityText = useCapacityText()
  const locale = useIntlLocale()
  // Short: Book Now refers to it.
  const titleId = `w${workspace.id}`
  const { image, amenities, moreAmenities: more } = workspace
  const capacity = capacityText(workspace)
  // 'Book Now: {name}', from the page's one hidden 'Book Now:' and the card's name (`WorkspaceCardPhrases`).
  const bookNowName = useBookNowName().labelledBy(titleId)
  const bookNow = t('card.bookNow')
  const params = { workspaceId: String(workspace.id) }
  // Styled from `.ws-card` and `.ws-body` (app/app.css): the body's head, description, facts, amenities and Book Now
  // by position, since a list page repeats the card 50 times.
  return (
    // Named by its heading, the first text in it; Book Now refers to the heading's id.
    <article className="ws-card">
      {image ? (
        <img src={image} alt="" loading="lazy" />
      ) : (
        <div aria-hidden="true" className="ws-placeholder">
          <WorkspaceTypeIcon type={workspace.type} className="size-10" />
        </div>
      )}
      <div className="ws-body">
        <div>
          <h3 id={titleId}>{workspace.name}</h3>
          <span>{message(labelFor(WORKSPACE_TYPE_LABELS, workspace.type))}</span>
        </div>
        {workspace.description ? <p>{workspace.description}</p> : null}
        <dl>
          {workspace.location ? (
            <>
              <dt>{t('card.location')}</dt>
              <dd>
                {workspace.location}
                {workspace.distanceKm === undefined ? null : <> <Distance km={workspace.distanceKm} /></>}
              </dd>
            </>
          ) : null}
          {capacity ? (
            <>
              <dt>{t('card.capacity')}</dt>
              <dd>{capacity}</dd>
            </>
          ) : null}
          {workspace.hourlyRate !== null ? (
            <>
              <dt>{t('card.hourly')}</dt>
              {/* The hourly rate stands out (`.ws-body dd > b`, app/app.css): a <b> instead of a class on 50 cards. */}
              <dd>
                <b>{t('card.perHour', { price: formatMoney(workspace.hourlyRate, 'USD', locale) })}</b>
              </dd>
            </>
          ) : null}
          {workspace.dailyRate !== null ? (
            <>
              <dt>{t('card.daily')}</dt>
              <dd>{t('card.perDay', { price: formatMoney(workspace.dailyRate, 'USD', locale) })}</dd>
            </>
          ) : null}
        </dl>
        {amenities.length > 0 ? (
          <ul aria-label={t('card.amenities')}>
            {amenities.map((amenity) => (
              <li key={amenity}>{message(amenity)}</li>
            ))}
            {more > 0 ? <li className="ws-more">{t('card.more', { count: more })}</li> : null}
          </ul>
        ) : null}
        <div>
          {workspace.hourlyRate === null ? (
            <p className="text-sm text-gray-600">{t('card.contactToBook')}</p>
          ) : signedIn ? (
            <DialogTrigger name={BOOK_DIALOG} params={params} aria-labelledby={bookNowName}>
              {bookNow}
            </DialogTrigger>
          ) : (
            // Visitors sign in first and come back to this page with the dialog open (the loader also guards it).
            <Link
              discover="none"
              to={`${href('/auth')}?redirectTo=${encodeURIComponent(openDialogHref(location, BOOK_DIALOG, params))}`}
              aria-labelledby={bookNowName}
            >
              {bookNow}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}

/** One of the 6 placeholders shown while the list loads (000 §9). */
export function WorkspaceCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <div className="h-40 animate-pulse bg-gray-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-2/3 animate-pulse rounded bg-gray-200" />
        <div className="h-3 w-full animate-pulse rounded bg-gray-100" />
        <div className="h-3 w-5/6 animate-pulse rounded bg-gray-100" />
        <div className="h-9 w-full animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  )
}
