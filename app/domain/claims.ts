/** 001 §4, in the order of the profile_claims_status_valid CHECK constraint. Only a pending claim is reviewed. */
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}

/**
 * Whether the claim's first payment has been confirmed by the server (docs/decisions/0048-paid-profile-claims.md).
 * Only paid claims reach the admin queue; a refused claim's payment is refunded.
 */
export const CLAIM_PAYMENT_STATUSES = ['awaiting_payment', 'paid', 'refunded'] as const
export type ClaimPaymentStatus = (typeof CLAIM_PAYMENT_STATUSES)[number]

/** 001 §9: $15 a month, 1500 cents, USD; charged immediately, access only after approval. */
export const CLAIM_MONTHLY_FEE_CENTS = 1500
export const CLAIM_MONTHLY_FEE = '15.00'
export const CLAIM_CURRENCY = 'usd'
export const CLAIM_PRODUCT_NAME = 'Startup Asia profile management'

/** 001 §5: proof of authority is a .pdf, .jpg, .jpeg or .png (checked by its bytes), up to 10 MB (0048). */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024
export const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png'

// 001 §8's messages, verbatim, and the ones this area adds.
export const CLAIM_SUBMISSION_FAILED = 'Failed to submit profile claim'
export const CLAIM_UPDATE_FAILED = 'Failed to update profile claim'
export const CLAIM_APPROVED_COMMENT = 'Profile claim approved by admin'
export const CLAIM_REJECTED_COMMENT = 'Profile claim rejected by admin'
export const NO_CLAIMS = 'No profile claims yet'
export const NO_CLAIMS_HINT = 'Profile claims will appear here when users request to claim startup profiles.'
export const NO_JUSTIFICATION = 'No justification provided'

export const AMOUNT_MISMATCH = 'The profile subscription costs 1500 cents (USD 15.00) a month'
export const PAYMENT_NOT_CONFIRMED = 'Your payment has not been confirmed yet'
export const PAYMENT_NOT_YOURS = 'This payment does not belong to this claim'
export const ALREADY_CLAIMED = 'This startup profile has already been claimed'
export const CLAIM_ALREADY_PENDING = 'You already have a claim under review for this startup'
export const ALREADY_RUNS_STARTUP = 'You already manage this startup profile'
export const CLAIM_NOT_FOUND = 'Profile claim not found'
export const CLAIM_ALREADY_REVIEWED = 'This profile claim has already been reviewed'
/** Decision 0084: an admin's own claim is reviewed by another admin. */
export const OWN_CLAIM_REVIEW = 'You cannot review your own profile claim: another admin must approve or reject it'
export const PROOF_REQUIRED = 'Please upload a proof of authority'
export const PROOF_WRONG_TYPE = 'Please upload a PDF, JPG or PNG file'
export const PAYMENT_PROVIDER_FAILED = 'The payment provider could not be reached. Please try again.'
export const CHECKOUT_NOT_FOUND = 'This checkout session was not found'
