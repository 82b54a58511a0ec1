/**
 * The contact form (issue 46 item 8, docs/decisions/0124-legal-pages-contact-and-data-export.md): what a message may
 * be about, and its bounds. Shared by the schema, the page, the e-mail and the tests.
 */
export const CONTACT_TOPICS = ['general', 'support', 'privacy', 'partnership', 'press'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const CONTACT_NAME_MAX = 100
export const CONTACT_MESSAGE_MIN = 20
export const CONTACT_MESSAGE_MAX = 5000

/** Messages one address may send an hour (counted before the form is read), and to one sender's e-mail a day. */
export const CONTACT_MESSAGES_PER_HOUR = 5
export const CONTACT_MESSAGES_PER_SENDER_PER_DAY = 5

/**
 * The hidden field people never see or fill (it is off-screen, out of the tab order, named like a field bots fill):
 * a message that fills it is answered as sent and is not sent.
 */
export const CONTACT_TRAP_FIELD = 'website'

/** What both doors answer once a message is taken (and what a trapped one is answered too); the page shows it. */
export const CONTACT_SENT = 'Thank you. Your message has reached the Startup Asia team; we answer by e-mail within two working days.'
export const TOO_MANY_CONTACT_MESSAGES = 'Too many messages from here. Please wait an hour and try again, or write to us by e-mail.'
