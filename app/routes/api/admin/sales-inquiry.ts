import { SALES_INQUIRY_NOT_FOUND } from '~/domain/sales-inquiries'
import { setSalesInquiryStatus } from '~/models/sales-inquiries.server'
import { salesInquiryResponse, salesInquiryStatusSchema } from '~/schemas/sales-inquiries'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

/** PATCH /api/admin/sales-inquiries/{id} { status } (docs/decisions/0142): new → contacted → closed, audited; 404 unknown. */
const handle = apiRoute({
  PATCH: endpoint({
    summary: 'Move an Enterprise request to new, contacted or closed',
    user: 'admin',
    body: salesInquiryStatusSchema,
    response: salesInquiryResponse,
    errors: [404],
    handler: async ({ user, params, body }) => {
      const inquiry = await setSalesInquiryStatus(user, requireId(params.id, SALES_INQUIRY_NOT_FOUND), body.status)
      return { ...inquiry, createdAt: inquiry.createdAt.toISOString() }
    },
  }),
})

export { handle as loader, handle as action }
