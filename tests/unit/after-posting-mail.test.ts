import { describe, expect, it } from 'vitest'
import { ACCOUNT_LANGUAGES } from '~/domain/users'
import { renderMail } from '~/server/mail/render.server'
import type { MailMessage, QueuedEvent } from '~/server/mail/templates.server'

// The e-mails of issue 41 items 4–5 (docs/decisions/0110-after-posting.md) render in every language, with their
// calendar files: a changed event's with a higher SEQUENCE, a cancelled one's STATUS:CANCELLED.
const event: QueuedEvent = {
  id: 7,
  title: 'Founders breakfast',
  description: null,
  startDate: '2030-05-01T01:00:00.000Z',
  endDate: '2030-05-01T03:00:00.000Z',
  createdAt: '2030-04-01T00:00:00.000Z',
  isOnline: false,
  venue: 'Hall B',
  location: 'Singapore',
  meetingLink: null,
  timeZone: 'Asia/Singapore',
}

const messages: MailMessage[] = [
  { kind: 'event-changed', data: { name: 'Aiko', event, changes: ['time', 'place'], attending: true, sequence: 42 } },
  { kind: 'event-cancelled', data: { name: 'Aiko', event, sequence: 43 } },
  { kind: 'review-reply', data: { name: 'Rui', startupId: 3, startup: 'Acme', reviewId: 9, reply: 'Thank you.' } },
]

describe('after-posting e-mails', () => {
  for (const language of ACCOUNT_LANGUAGES) {
    it(`render in ${language}`, async () => {
      for (const message of messages) {
        const mail = await renderMail(message, language, { origin: 'https://startup.test' })
        expect(mail.subject).not.toMatch(/\{\{|event-changed\.|review-reply\./)
        expect(mail.text).not.toMatch(/\{\{|event-changed\.|event-cancelled\.|review-reply\./)
        expect(mail.html).toContain('https://startup.test/')
      }
    })
  }

  it('attach the calendar file a calendar replaces the old copy with', async () => {
    const [changed, cancelled] = await Promise.all(messages.slice(0, 2).map((message) => renderMail(message, 'en', { origin: 'https://startup.test' })))
    expect(changed!.attachments[0]?.content).toContain('SEQUENCE:42')
    expect(cancelled!.attachments[0]?.content).toContain('STATUS:CANCELLED')
    expect(cancelled!.attachments[0]?.content).toContain('SEQUENCE:43')
    expect(changed!.text).toContain('Hall B')
  })
})
