/** 001 §4, in the order of the profile_claims_status_valid CHECK constraint. Only a pending claim is reviewed. */
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}
