import { href, Link } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { CONTACT_MESSAGE_MAX, CONTACT_TRAP_FIELD } from '~/domain/contact'

/**
 * What the two forms that write to the team share (/contact, docs/decisions/0124; /contact-sales, 0142): the message's
 * bounds, the trap field (off-screen and out of the tab order, so only a bot fills it in) and the privacy note.
 */
export function ContactFormParts({ trapId }: { trapId: string }) {
  const { t } = useTranslation('site')
  return (
    <>
      <p className="text-xs text-gray-500">{t('contact.field.messageHint', { max: CONTACT_MESSAGE_MAX.toLocaleString('en-US') })}</p>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={trapId}>{t('contact.trap')}</label>
        <input id={trapId} name={CONTACT_TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="text-sm text-gray-600">
        {t('contact.privacyNote')}{' '}
        <Link to={href('/privacy')} className="font-medium text-brand-700 hover:underline">
          {t('contact.privacyLink')}
        </Link>
      </p>
    </>
  )
}
