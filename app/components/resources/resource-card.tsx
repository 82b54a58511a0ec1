import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { RESOURCE_TYPE_LABELS, SPECIALTIES_SHOWN } from '~/domain/resources'
import { labelFor } from '~/domain/vocabulary'
import { useMessage } from '~/browser/i18n-react'
import type { ResourceCard as ResourceCardData } from '~/models/resources.server'
import { Rating, resourceTypeIconClass, VerifiedMark } from './type-icon'
import { composeName, SharedPhrases, slot } from '~/components/ui/shared-phrases'

/** The query that asks the resource page to reveal the contact (a member-only GET, so signing in comes back to it). */
export const CONTACT_PARAM = 'contact'

/**
 * Where Contact leads: for a member, the resource page with its contact revealed; for a visitor, sign-in first and
 * then that same page (000 §2: Contact is a signed-in action).
 */
export function contactHref(id: number, signedIn: boolean): string {
  const reveal = `${href('/resources/:id', { id: String(id) })}?${CONTACT_PARAM}=reveal`
  return signedIn ? `${reveal}#contact` : `/auth?redirectTo=${encodeURIComponent(reveal)}`
}

/** 000 §2/§9: up to 3 specialties, then '+N more'. Named by `label`, or on a list by `labelledBy`. */
export function Specialties({ specialties, label, labelledBy }: { specialties: readonly string[]; label?: string; labelledBy?: string }) {
  const { t } = useTranslation('resources')
  if (specialties.length === 0) return null
  const shown = specialties.slice(0, SPECIALTIES_SHOWN)
  const more = specialties.length - shown.length
  return (
    <ul aria-label={label} aria-labelledby={labelledBy}>
      {shown.map((specialty) => (
        <li key={specialty}>{specialty}</li>
      ))}
      {more > 0 ? (
        <li className="more">{t('card.more', { count: more })}</li>
      ) : null}
    </ul>
  )
}

/**
 * The names a resource card composes from its list page's shared phrases and the card's name
 * (app/components/ui/shared-phrases.tsx): 'Contact {name}', 'Website of {name} (opens in a new tab)',
 * 'View Profile of {name}', '{name}: specialties' — in the page's language.
 */
export function useResourceCardNames() {
  const { t } = useTranslation('resources')
  const name = slot(0)
  return {
    contact: composeName('rc', t('card.contactName', { name })),
    website: composeName('rw', t('card.websiteOf', { name })),
    profile: composeName('rp', t('card.viewProfileOf', { name })),
    specialties: composeName('rs', t('card.specialtiesOf', { name })),
  }
}

/** The phrases the cards' names refer to, once per list page (hidden). */
export function ResourceCardPhrases() {
  return <SharedPhrases names={Object.values(useResourceCardNames())} />
}

/**
 * A resource card (000 §2): name, verified mark, type badge, rating with review count, description, location, up to
 * 3 specialties, and Contact (when there is an e-mail), Website (when there is one; http(s) only, opened without
 * handing this page to it) and View Profile. The e-mail itself is never on the card. Its links and list are named
 * from the page's shared phrases and the card's name (`ResourceCardPhrases` on the page).
 */
export function ResourceCard({ resource, signedIn }: { resource: ResourceCardData; signedIn: boolean }) {
  const profile = href('/resources/:id', { id: String(resource.id) })
  const { t } = useTranslation('resources')
  const message = useMessage()
  const names = useResourceCardNames()
  // The name's id is short: the card's links and list refer to it. With the verified mark the name is its own element,
  // so that 'Verified' is not read as part of every name composed from it. The article carries no name of its own:
  // its heading, the first thing in it, names it.
  const nameId = `r${resource.id}`
  // Styled from `.res-card` (app/app.css): its head, icon tile, name, type chip, description, specialties and actions
  // by position, the icons drawn by CSS (the type's from the tile's `rt-*` class, the pin from its place paragraph): a list
  // page repeats this 50 times.
  return (
    <article className="res-card">
      <div>
        <span className={resourceTypeIconClass(resource.type)} />
        <div>
          {resource.isVerified ? (
            <h3>
              <span id={nameId}>{resource.name}</span>
              <VerifiedMark />
            </h3>
          ) : (
            <h3 id={nameId}>{resource.name}</h3>
          )}
          <p>
            <span>{message(labelFor(RESOURCE_TYPE_LABELS, resource.type))}</span>
            <Rating rating={resource.rating} reviewCount={resource.reviewCount} />
          </p>
        </div>
      </div>
      {resource.description ? <p>{resource.description}</p> : null}
      {resource.location ? (
        // Its pin drawn by CSS, 'Location: ' visually hidden (`.res-card > p:has(> span)`, app/app.css).
        <p>
          <span>{t('card.locationPrefix')}</span>
          {resource.location}
        </p>
      ) : null}
      <Specialties specialties={resource.specialties} labelledBy={names.specialties.labelledBy(nameId)} />
      {/* Small buttons from `.res-card > div:last-child > a`, their look by position: Contact, Website (the one that
          opens a new tab), View Profile (always last). `noreferrer` implies `noopener`. */}
      <div>
        {resource.hasEmail ? (
          <Link discover="none" to={contactHref(resource.id, signedIn)} aria-labelledby={names.contact.labelledBy(nameId)}>
            {t('card.contact')}
          </Link>
        ) : null}
        {resource.website ? (
          <a href={resource.website} target="_blank" rel="noreferrer" aria-labelledby={names.website.labelledBy(nameId)}>
            {t('card.website')}
          </a>
        ) : null}
        <Link to={profile} discover="none" aria-labelledby={names.profile.labelledBy(nameId)}>
          {t('card.viewProfile')}
        </Link>
      </div>
    </article>
  )
}

/** A grey card of the same shape, while the list loads. */
export function ResourceCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-start gap-3">
        <div className="size-11 rounded-lg bg-gray-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-gray-200" />
          <div className="h-3 w-1/3 rounded bg-gray-200" />
        </div>
      </div>
      <div className="h-3 w-full rounded bg-gray-200" />
      <div className="h-3 w-5/6 rounded bg-gray-200" />
      <div className="flex gap-2">
        <div className="h-5 w-16 rounded-full bg-gray-200" />
        <div className="h-5 w-20 rounded-full bg-gray-200" />
      </div>
      <div className="mt-auto flex gap-2 pt-2">
        <div className="h-8 w-20 rounded-md bg-gray-200" />
        <div className="h-8 w-24 rounded-md bg-gray-200" />
      </div>
    </div>
  )
}
