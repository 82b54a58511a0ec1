import { listSalesInquiries } from '~/models/sales-inquiries.server'
import { salesInquiryQuerySchema } from '~/schemas/sales-inquiries'
import { apiRoute, endpoint } from '~/services/api.server'

/** GET /api/admin/sales-inquiries?status= (docs/decisions/0142): Enterprise requests, newest first. */
const handle = apiRoute({
  GET: endpoint({
    summary: "Enterprise contact-sales requests, newest first (of one status with ?status=)",
    user: 'admin',
    query: salesInquiryQuerySchema,
    handler: async ({ user, query }) =>
      (await listSalesInquiries(user, query.status)).map((inquiry) => ({ ...inquiry, createdAt: inquiry.createdAt.toISOString() })),
  }),
})

export { handle as loader, handle as action }
