import { useTranslation } from '~/browser/i18n-react'
import type { InboxItem } from '~/models/notification-inbox.server'

/** The values a notification's sentence names (the in-app data of app/server/mail/templates.server.ts). */
function inAppValues(data: Record<string, unknown>): Record<string, string> {
  return { name: String(data.name ?? ''), event: String(data.event ?? ''), email: String(data.email ?? ''), ...textValues(data) }
}

/** Every text and number the notification keeps, for its placeholders (job, startup, applicant, … — docs/decisions/0105). */
function textValues(data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(data)) if (typeof value === 'string' || typeof value === 'number') values[key] = String(value)
  return values
}

/**
 * A notification as one sentence in the page's language (the 'mail' catalogue's `notification.<kind>`): the
 * notifications page and the dashboard's Recent Activity say the same thing. The page's handle loads 'mail'.
 */
export function useNotificationSentence(): (item: Pick<InboxItem, 'kind' | 'data'>) => string {
  const { t } = useTranslation('mail')
  return (item) =>
    t(`notification.${item.kind}`, {
      ...inAppValues(item.data),
      requester: String(item.data.requester || '') || t('resource-contact.someone'),
      // A digest's sentence is plural by how many things it carries (docs/decisions/0129).
      ...(typeof item.data.total === 'number' ? { count: item.data.total } : {}),
    })
}
