import { PROOF_MAX_BYTES } from '~/domain/claims'
import { apiRoute, endpoint, parseWith } from '~/services/api.server'
import { siteOrigin } from '~/server/site-origin.server'
import { readUploadForm } from '~/server/uploads.server'
import { submitProfileClaim } from '~/models/claims.server'
import { claimFormSchema } from '~/schemas/claims'

/**
 * POST /api/profile-claims (001 §7): multipart of the claim fields, the proof file and startupId, sent after the
 * payment is confirmed (with `subscriptionId`) → 201 { claimId, status: 'pending' }; without a subscription the claim
 * awaits payment and the answer names the Checkout URL. The page's form uses the same schema and model.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Submit a profile claim with its proof of authority (multipart)',
    errors: [404, 409, 502],
    multipart: { schema: claimFormSchema, files: ['proofOfAuthority'] },
    user: true,
    status: 201,
    handler: async ({ request, user }) => {
      const form = await readUploadForm(request, { maxFileSize: PROOF_MAX_BYTES, fileFields: ['proofOfAuthority'] })
      const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
      const input = parseWith(claimFormSchema, fields)
      const proof = form.get('proofOfAuthority')
      return submitProfileClaim(user, input, proof instanceof File ? proof : null, siteOrigin(request))
    },
  }),
})

export { handle as loader, handle as action }
