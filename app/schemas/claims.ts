import { z } from 'zod'
import { CLAIM_MONTHLY_FEE_CENTS, AMOUNT_MISMATCH } from '~/domain/claims'
import { optionalText, requiredText } from './fields'

/**
 * The paid claim's inputs (001 §3 "Claim submission form", §5, §7). The page form, POST /api/profile-claims and
 * POST /api/create-profile-subscription parse with these; the proof file is checked by its bytes in the model.
 */

const positiveId = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message)

const startupIdField = positiveId('Please choose a startup to claim')

/** POST /api/create-profile-subscription: the price is the server's; `amount` is checked, never trusted. */
export const createSubscriptionSchema = z.object({
  startupId: startupIdField,
  amount: z.literal(CLAIM_MONTHLY_FEE_CENTS, { message: AMOUNT_MISMATCH }),
})
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>

/** 001 §5: every field but taxId required; claimerEmail an e-mail. */
export const claimFormSchema = z.object({
  startupId: startupIdField,
  companyName: requiredText('Company name is required'),
  claimerName: requiredText('Your name is required'),
  claimerEmail: z
    .string({ message: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
  claimerTitle: requiredText('Your title is required'),
  businessRegistration: requiredText('Business registration number is required'),
  taxId: optionalText(255, 'Must be at most 255 characters'),
  justification: requiredText('Please explain why you should manage this profile', {
    max: 5000,
    tooLong: 'Must be at most 5000 characters',
  }),
  /** The subscription paid in the browser (Payment Element); absent without JavaScript (then Checkout). */
  subscriptionId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().regex(/^sub_\w{1,200}$/, 'Unknown payment').optional(),
  ),
  /**
   * The proof this member already uploaded, kept after a declined payment or a refused form (docs/decisions/0126):
   * an opaque token the server gave; a new file replaces it.
   */
  proofToken: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().regex(/^[\w.-]{1,300}$/, 'Please upload a proof of authority').optional(),
  ),
})
export type ClaimFormInput = z.infer<typeof claimFormSchema>

/** PUT /api/admin/profile-claims/{id} and the admin's Approve/Reject (001 §7). */
export const reviewClaimSchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'Status must be approved or rejected' }),
  adminComments: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string().max(1000, 'Must be at most 1000 characters').optional(),
  ),
})
export type ReviewClaimInput = z.infer<typeof reviewClaimSchema>

