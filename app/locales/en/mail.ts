// What the platform writes to members: e-mails (app/server/mail/templates.server.tsx) and in-app notifications
// (docs/decisions/0102-mail-outbox.md). {{placeholders}} are filled when the message is rendered.
export default {
  'layout.greeting': 'Hi {{name}},',
  'layout.signature': '— The Startup Asia team',
  'layout.why': 'You receive this e-mail because you have an account on Startup Asia.',
  'layout.unsubscribe': 'Unsubscribe from these e-mails',
  'layout.preferences': 'E-mail preferences',
  'layout.linkFallback': 'If the button does not work, copy this link into your browser:',

  'welcome.subject': 'Welcome to Startup Asia, {{name}}',
  'welcome.preview': 'Confirm your e-mail address to finish setting up your account.',
  'welcome.heading': 'Welcome to Startup Asia',
  'welcome.body': 'Your account is ready to use. Confirm that this address is yours, so that we can reach you about your events, bookings and applications.',
  'welcome.verify': 'Confirm my e-mail address',
  'welcome.explore': 'Start by discovering the startups on the platform:',
  'welcome.discover': 'Discover startups',

  'rsvp-confirmed.subject': 'You are going to {{event}}',
  'rsvp-confirmed.preview': 'Your place at {{event}} is confirmed.',
  'rsvp-confirmed.heading': 'Your place is confirmed',
  'rsvp-confirmed.body': 'You are on the list for {{event}}.',
  'rsvp-confirmed.when': 'When: {{when}}',
  'rsvp-confirmed.where': 'Where: {{where}}',
  'rsvp-confirmed.online': 'Online',
  'rsvp-confirmed.calendar': 'The calendar file for the event is attached to this e-mail.',
  'rsvp-confirmed.view': 'View the event',

  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.confirm': 'Stop e-mails about {{category}}? You will still see them as notifications on the site.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.pending': 'Unsubscribing...',
  'unsubscribe.done': 'You will no longer receive e-mails about {{category}}.',
  'unsubscribe.invalid': 'This unsubscribe link is not valid. You can change which e-mails you receive on your profile.',
  'unsubscribe.preferences': 'Manage e-mail preferences',
  'category.activity': 'activity on your startups, listings and posts',
  'category.bookings': 'waitlists and bookings',
  'category.applications': 'applications',
  'category.news': 'product news',

  'notification.welcome': 'Welcome to Startup Asia',
  'notification.rsvp-confirmed': 'You are going to {{event}}',
}
