import { SALES_INQUIRY_SENT } from '~/domain/sales-inquiries'
import { guardSalesRate, submitSalesInquiry } from '~/models/sales-inquiries.server'
import { messageResponse } from '~/schemas/responses'
import { salesInquirySchema } from '~/schemas/sales-inquiries'
import { clientIp } from '~/server/context'
import { apiRoute, endpoint } from '~/services/api.server'

/**
 * POST /api/sales-inquiries { name, email, company, phone?, teamSize, message } → 201: the /contact-sales form's twin
 * (issue 44 item 4, docs/decisions/0142). Stored, every admin told; open to visitors, a signed-in sender is linked.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Ask the Startup Asia team about the Enterprise plan (stored; the admins are told)',
    response: messageResponse,
    status: 201,
    errors: [429],
    user: 'optional',
    before: ({ context }) => guardSalesRate(clientIp(context)),
    body: salesInquirySchema,
    handler: async ({ body, user }) => {
      await submitSalesInquiry(body, user)
      return { message: SALES_INQUIRY_SENT }
    },
  }),
})

export { handle as loader, handle as action }
