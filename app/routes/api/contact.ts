import { guardContactRate, sendContactMessage } from '~/models/contact.server'
import { CONTACT_SENT } from '~/domain/contact'
import { contactSchema } from '~/schemas/contact'
import { messageResponse } from '~/schemas/responses'
import { clientIp } from '~/server/context'
import { languageOf } from '~/server/i18n.server'
import { apiRoute, endpoint } from '~/services/api.server'

/** POST /api/contact { name, email, topic, message } → 200: the /contact form's twin (docs/decisions/0124). */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Send a message to the Startup Asia team (the contact form); it reaches them by e-mail',
    response: messageResponse,
    errors: [429],
    before: ({ context }) => guardContactRate(clientIp(context)),
    body: contactSchema,
    handler: async ({ body, context }) => {
      await sendContactMessage(body, languageOf(context))
      return { message: CONTACT_SENT }
    },
  }),
})

export { handle as loader, handle as action }
