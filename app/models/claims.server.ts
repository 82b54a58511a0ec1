import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { AdminUser } from '~/server/context'
import { assertAdmin } from '~/server/context'
import type Stripe from 'stripe'
import { profileClaims, startups, startupTeam, stripeEvents, users } from '../../db/schema'
import type { Db } from '../../db/client'
import {
  ALREADY_CLAIMED,
  ALREADY_RUNS_STARTUP,
  CLAIM_ALREADY_PENDING,
  CLAIM_ALREADY_REVIEWED,
  CLAIM_APPROVED_COMMENT,
  CLAIM_NOT_FOUND,
  CLAIM_REJECTED_COMMENT,
  OWN_CLAIM_REVIEW,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_NOT_YOURS,
  PAYMENT_PROVIDER_FAILED,
  PROOF_REQUIRED,
  PROOF_WRONG_TYPE,
  type ClaimPaymentStatus,
  type ClaimStatus,
} from '~/domain/claims'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { DEFAULT_GRACE_DAYS, isRunning } from '~/domain/plans'
import { getDatabase, getDb } from '~/server/db.server'
import { badRequest, conflict, DomainError, forbidden, notFoundError } from '~/shared/errors'
import { getPaymentProvider } from '~/server/payments/configured.server'
import { PaymentProviderError } from '~/server/payments/provider.server'
import { checkoutFacts, idOf, periodEndOf, seconds } from '~/server/payments/stripe.server'
import type { StripeEvent } from '~/server/payments/webhook.server'
import { nextDisplayOrder } from './team-places.server'
import { canClaimStartup, isClaimedOwner, isFounder, isTeamMember } from '~/shared/permissions'
import { pendingUploadToken, readPendingUpload, storeUpload } from '~/server/uploads.server'
import type { PublicUser } from '~/shared/user'
import type { ClaimFormInput, CreateSubscriptionInput, ReviewClaimInput } from '~/schemas/claims'
import type { ClaimMail } from '~/server/mail/templates.server'
import { recordAdminChange } from './audit.server'
import { notify } from './notifications.server'
import { getStartupAccess } from './startups.server'
import { log } from '~/server/logger.server'
import { handlePlanEvent } from './plans.server'
import { recordLedgerEvent, recordProviderRefunds } from './billing.server'

/**
 * Paid profile claims (001 §2-§9, issue 16; docs/decisions/0048-paid-profile-claims.md): the member pays first
 * ($15/month through the payment provider), then submits the claim with a proof file; only a claim whose payment the
 * server has confirmed reaches the admin queue; approval hands the startup to the claimer, rejection refunds.
 */

const MONTH_MS = 30 * 24 * 60 * 60 * 1000

/** The provider failed: 502 with a message the member can act on, never a 500 (the cause is logged). */
async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      log('payments').error({ err: error.message }, 'payment provider failed')
      throw new DomainError(502, error.providerMessage ?? PAYMENT_PROVIDER_FAILED)
    }
    throw error
  }
}

// ── Who may claim ──

type ClaimState = 'open' | 'claimed' | 'pending' | 'runs-it'

export interface ClaimableStartup {
  id: number
  name: string
  sector: string | null
  location: string | null
  logo: string | null
  subscriptionActive: boolean
}

async function getClaimableStartup(startupId: number): Promise<ClaimableStartup | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      id: startups.id,
      name: startups.name,
      sector: startups.sector,
      location: startups.location,
      logo: startups.logo,
      subscriptionActive: startups.subscriptionActive,
    })
    .from(startups)
    .where(and(eq(startups.id, startupId), eq(startups.isActive, true)))
  return row ?? null
}

async function hasPendingClaim(userId: number, startupId: number): Promise<boolean> {
  const db = await getDb()
  const [row] = await db
    .select({ id: profileClaims.id })
    .from(profileClaims)
    .where(
      and(
        eq(profileClaims.startupId, startupId),
        eq(profileClaims.claimerId, userId),
        eq(profileClaims.status, 'pending'),
        eq(profileClaims.paymentStatus, 'paid'),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** What /claim-profile/{id} shows the member: the form, or why not. Unknown or inactive startup → 404. */
export async function getClaimPage(user: PublicUser, startupId: number) {
  const startup = await getClaimableStartup(startupId)
  const access = startup ? await getStartupAccess(startupId, user.id) : null
  if (!startup || !access) throw notFoundError(STARTUP_NOT_FOUND)
  let state: ClaimState = 'open'
  if (startup.subscriptionActive) state = isClaimedOwner(user, access) ? 'runs-it' : 'claimed'
  else if (!canClaimStartup(user, access)) state = 'runs-it'
  else if (await hasPendingClaim(user.id, startupId)) state = 'pending'
  const provider = getPaymentProvider()
  return { startup, state, payment: { mode: provider.mode, publishableKey: provider.publishableKey } }
}

/** The same checks both doors make before taking money: 404 unknown, 409 claimed, pending or already run. */
async function requireClaimable(user: PublicUser, startupId: number): Promise<ClaimableStartup> {
  const startup = await getClaimableStartup(startupId)
  const access = startup ? await getStartupAccess(startupId, user.id) : null
  if (!startup || !access) throw notFoundError(STARTUP_NOT_FOUND)
  if (startup.subscriptionActive) throw conflict(ALREADY_CLAIMED)
  if (isFounder(user, access) || isTeamMember(user, access)) throw conflict(ALREADY_RUNS_STARTUP)
  if (await hasPendingClaim(user.id, startupId)) throw conflict(CLAIM_ALREADY_PENDING)
  return startup
}

const payerName = (user: PublicUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email

// ── Paying ──

/**
 * POST /api/create-profile-subscription: a Stripe customer and a $15/month subscription (the server's Price; the
 * amount was checked by the schema) whose first invoice the Payment Element confirms.
 */
export async function createProfileSubscription(user: PublicUser, input: CreateSubscriptionInput) {
  await requireClaimable(user, input.startupId)
  const created = await viaProvider(() =>
    getPaymentProvider().createSubscription({
      userId: user.id,
      startupId: input.startupId,
      email: user.email,
      name: payerName(user),
    }),
  )
  log('payments').info({ userId: user.id, startupId: input.startupId, subscriptionId: created.subscriptionId }, 'claim subscription created')
  return { clientSecret: created.clientSecret, subscriptionId: created.subscriptionId }
}

// ── Submitting ──

export type SubmittedClaim = { claimId: number; status: 'pending' } | { claimId: number; checkoutUrl: string }

/**
 * POST /api/profile-claims and the claim form. With a subscription paid in the browser, the payment is checked with
 * the provider (it must be this member's, for this startup, and paid) and the claim enters review. Without one (no
 * JavaScript) the claim is kept awaiting payment and the member is sent to hosted Checkout; it enters review when the
 * server sees the session paid (the success page or the webhook).
 */
export async function submitProfileClaim(
  user: PublicUser,
  input: ClaimFormInput,
  proof: File | null,
  origin: string,
): Promise<SubmittedClaim> {
  // A new file, or the one this member uploaded before (a kept proof's token; someone else's or an expired one is no proof).
  const kept = proof && proof.size > 0 ? null : await readPendingUpload(input.proofToken, user.id, 'claim-proof')
  if ((!proof || proof.size === 0) && !kept) throw badRequest(PROOF_REQUIRED, { proofOfAuthority: [PROOF_REQUIRED] })
  await requireClaimable(user, input.startupId)
  const provider = getPaymentProvider()

  let payment: { subscriptionId: string; customerId: string; periodEnd: Date | null } | null = null
  if (input.subscriptionId) {
    const subscriptionId = input.subscriptionId
    const facts = await viaProvider(() => provider.retrieveSubscription(subscriptionId))
    if (!facts || facts.metadata.userId !== String(user.id) || facts.metadata.startupId !== String(input.startupId)) {
      throw forbidden(PAYMENT_NOT_YOURS)
    }
    if (!facts.paid) throw new DomainError(402, PAYMENT_NOT_CONFIRMED)
    payment = { subscriptionId: facts.id, customerId: facts.customerId, periodEnd: facts.periodEnd }
  }

  const stored = kept ?? (await storeClaimProof(user, proof as File))

  const db = await getDb()
  const database = await getDatabase()
  const now = new Date()
  // A claim paid in the browser enters review here: the claimer is told in the same transaction (docs/decisions/0105).
  const row = await database.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(profileClaims)
      .values({
        startupId: input.startupId,
        claimerId: user.id,
        companyName: input.companyName,
        claimerName: input.claimerName,
        claimerEmail: input.claimerEmail,
        claimerTitle: input.claimerTitle,
        businessRegistration: input.businessRegistration,
        taxId: input.taxId ?? null,
        justification: input.justification,
        proofOfAuthorityUrl: stored.url,
        ...(payment
          ? {
              paymentStatus: 'paid' as const,
              stripeSubscriptionId: payment.subscriptionId,
              stripeCustomerId: payment.customerId,
              paidAt: now,
              paidThrough: payment.periodEnd,
            }
          : { paymentStatus: 'awaiting_payment' as const }),
      })
      // A payment is spent once, and one paid claim per member and startup is under review: the unique indexes decide.
      .onConflictDoNothing()
      .returning({ id: profileClaims.id })
    if (inserted && payment)
      await notify(tx, {
        userId: user.id,
        kind: 'claim-received',
        data: await claimMail(tx, user.id, input.startupId),
      })
    return inserted
  })
  if (!row) {
    throw conflict(
      (await hasPendingClaim(user.id, input.startupId))
        ? CLAIM_ALREADY_PENDING
        : 'This payment has already been used for a claim',
    )
  }
  if (payment) return { claimId: row.id, status: 'pending' }

  const session = await viaProvider(() =>
    provider.createCheckoutSession({
      userId: user.id,
      startupId: input.startupId,
      email: user.email,
      name: payerName(user),
      claimId: row.id,
      successUrl: `${origin}/claim-success/${input.startupId}?session_id={CHECKOUT_SESSION_ID}`,
      // Back from a declined or abandoned payment, the form opens with this claim's answers and its proof (0126).
      cancelUrl: `${origin}/claim-profile/${input.startupId}?retry=${encodeURIComponent(pendingUploadToken(stored.key, user.id))}`,
    }),
  )
  await db.update(profileClaims).set({ stripeCheckoutSessionId: session.id }).where(eq(profileClaims.id, row.id))
  return { claimId: row.id, checkoutUrl: session.url }
}

async function storeClaimProof(user: PublicUser, proof: File) {
  try {
    return await storeUpload(proof, {
      kind: 'claim-proof',
      allowed: ['pdf', 'png', 'jpeg'],
      uploadedBy: user.id,
      isPublic: false,
      refusal: PROOF_WRONG_TYPE,
    })
  } catch (error) {
    if (error instanceof DomainError && (error.status === 415 || error.status === 400)) {
      throw new DomainError(error.status, error.message, { proofOfAuthority: [error.message] })
    }
    throw error
  }
}

/** A proof kept for the member's next try: its token and the name it was uploaded under. */
export interface KeptProof {
  token: string
  name: string | null
}

/**
 * The claim form refused for another field (no JavaScript): the proof the member chose is stored now and handed back
 * as a token, so the re-rendered form does not ask for it again. A file of the wrong kind is not kept (null).
 */
export async function keepClaimProof(user: PublicUser, proof: File | null): Promise<KeptProof | null> {
  if (!proof || proof.size === 0) return null
  try {
    const stored = await storeClaimProof(user, proof)
    return { token: pendingUploadToken(stored.key, user.id), name: proof.name || null }
  } catch (error) {
    if (error instanceof DomainError) return null
    throw error
  }
}

/** The token's proof, if it is still this member's to reuse. */
export async function readKeptProof(user: PublicUser, token: string | null | undefined): Promise<KeptProof | null> {
  const upload = await readPendingUpload(token, user.id, 'claim-proof')
  return upload && token ? { token, name: upload.originalName } : null
}

/**
 * Back from a declined or abandoned Checkout (`?retry=<token>`): the answers of the member's claim awaiting payment
 * that carries the kept proof, and the proof, to fill the form again. Anything else (another member's token, an
 * expired one, a claim already paid) is null: the form opens as new.
 */
export async function getClaimRetry(user: PublicUser, startupId: number, token: string | null) {
  const upload = await readPendingUpload(token, user.id, 'claim-proof')
  if (!upload || !token) return null
  const db = await getDb()
  const [claim] = await db
    .select({
      companyName: profileClaims.companyName,
      claimerName: profileClaims.claimerName,
      claimerEmail: profileClaims.claimerEmail,
      claimerTitle: profileClaims.claimerTitle,
      businessRegistration: profileClaims.businessRegistration,
      taxId: profileClaims.taxId,
      justification: profileClaims.justification,
    })
    .from(profileClaims)
    .where(
      and(
        eq(profileClaims.claimerId, user.id),
        eq(profileClaims.startupId, startupId),
        eq(profileClaims.paymentStatus, 'awaiting_payment'),
        eq(profileClaims.proofOfAuthorityUrl, upload.url),
      ),
    )
    .orderBy(desc(profileClaims.id))
    .limit(1)
  if (!claim) return null
  return { values: { ...claim, taxId: claim.taxId ?? '' }, proof: { token, name: upload.originalName } satisfies KeptProof }
}

interface PaidCheckout {
  sessionId: string
  claimId: number
  subscriptionId: string
  customerId: string | null
  periodEnd: Date | null
}

/**
 * Marks the session's claim paid, once (only while it awaits payment), and tells the claimer it is received. Database
 * work only; `db` is the caller's transaction.
 */
async function markCheckoutPaid(db: Db, paid: PaidCheckout): Promise<boolean> {
  const now = new Date()
  try {
    const rows = await db
      .update(profileClaims)
      .set({
        paymentStatus: 'paid',
        stripeSubscriptionId: paid.subscriptionId,
        stripeCustomerId: paid.customerId,
        paidAt: now,
        paidThrough: paid.periodEnd,
        updatedAt: now,
      })
      .where(
        and(
          eq(profileClaims.id, paid.claimId),
          eq(profileClaims.stripeCheckoutSessionId, paid.sessionId),
          eq(profileClaims.paymentStatus, 'awaiting_payment'),
        ),
      )
      .returning({
        id: profileClaims.id,
        claimerId: profileClaims.claimerId,
        startupId: profileClaims.startupId,
      })
    const [claim] = rows
    // The claim enters review now: its claimer is told, in the caller's transaction (docs/decisions/0105).
    if (claim?.claimerId)
      await notify(db, {
        userId: claim.claimerId,
        kind: 'claim-received',
        data: await claimMail(db, claim.claimerId, claim.startupId),
      })
    return rows.length > 0
  } catch (error) {
    // The member got a second claim paid while one is under review: the unique index refuses it.
    if (error instanceof Error && /UNIQUE/i.test(error.message)) throw conflict(CLAIM_ALREADY_PENDING)
    throw error
  }
}

/**
 * The Checkout success page: asks the provider whether the session is paid and, if so, lets the claim into review
 * (idempotent; the webhook does the same). Only the member who submitted the claim may fulfil it.
 */
export async function fulfilCheckoutSession(user: PublicUser, startupId: number, sessionId: string): Promise<void> {
  if (!/^cs_\w{1,200}$/.test(sessionId)) throw badRequest(PAYMENT_NOT_CONFIRMED)
  const facts = await viaProvider(() => getPaymentProvider().retrieveCheckoutSession(sessionId))
  if (!facts || !facts.claimId || !facts.subscriptionId) throw badRequest(PAYMENT_NOT_CONFIRMED)
  const db = await getDb()
  const [claim] = await db
    .select({
      claimerId: profileClaims.claimerId,
      startupId: profileClaims.startupId,
      paymentStatus: profileClaims.paymentStatus,
    })
    .from(profileClaims)
    .where(and(eq(profileClaims.id, facts.claimId), eq(profileClaims.stripeCheckoutSessionId, sessionId)))
  if (!claim || claim.claimerId !== user.id || claim.startupId !== startupId) throw forbidden(PAYMENT_NOT_YOURS)
  if (claim.paymentStatus !== 'awaiting_payment') return
  if (!facts.paid) throw new DomainError(402, PAYMENT_NOT_CONFIRMED)
  const paid = {
    sessionId,
    claimId: facts.claimId,
    subscriptionId: facts.subscriptionId,
    customerId: facts.customerId,
    periodEnd: facts.periodEnd,
  }
  const database = await getDatabase()
  await database.transaction((tx) => markCheckoutPaid(tx, paid))
  log('payments').info({ userId: user.id, startupId, claimId: facts.claimId }, 'claim checkout paid')
}

/** The success page: the member's latest claim on this startup (to say whether payment is still being confirmed). */
export async function getMyLatestClaim(userId: number, startupId: number) {
  const db = await getDb()
  const [row] = await db
    .select({
      id: profileClaims.id,
      status: profileClaims.status,
      paymentStatus: profileClaims.paymentStatus,
      subscriptionId: profileClaims.stripeSubscriptionId,
    })
    .from(profileClaims)
    .where(and(eq(profileClaims.claimerId, userId), eq(profileClaims.startupId, startupId)))
    .orderBy(desc(profileClaims.createdAt), desc(profileClaims.id))
    .limit(1)
  return row ?? null
}

// ── Admin review ──

export interface AdminClaim {
  id: number
  status: ClaimStatus
  paymentStatus: ClaimPaymentStatus
  startup: { id: number; name: string; logo: string | null; logoData: string | null; logoType: string | null }
  companyName: string
  claimerName: string
  claimerEmail: string
  claimerTitle: string
  businessRegistration: string
  taxId: string | null
  monthlyFee: string
  createdAt: Date
  justification: string
  proofOfAuthorityUrl: string | null
  adminComments: string | null
  reviewedAt: Date | null
  /** The reading admin's own claim: another admin reviews it (docs/decisions/0084). */
  ownClaim: boolean
}

/** GET /api/admin/profile-claims and the Profile Claims section: every claim whose payment is confirmed, newest first. */
export async function listProfileClaims(admin: AdminUser): Promise<AdminClaim[]> {
  assertAdmin(admin)
  const db = await getDb()
  const rows = await db
    .select({
      id: profileClaims.id,
      status: profileClaims.status,
      paymentStatus: profileClaims.paymentStatus,
      startupId: startups.id,
      startupName: startups.name,
      logo: startups.logo,
      logoData: startups.logoData,
      logoType: startups.logoType,
      companyName: profileClaims.companyName,
      claimerName: profileClaims.claimerName,
      claimerEmail: profileClaims.claimerEmail,
      claimerTitle: profileClaims.claimerTitle,
      businessRegistration: profileClaims.businessRegistration,
      taxId: profileClaims.taxId,
      monthlyFee: profileClaims.monthlyFee,
      createdAt: profileClaims.createdAt,
      justification: profileClaims.justification,
      proofOfAuthorityUrl: profileClaims.proofOfAuthorityUrl,
      adminComments: profileClaims.adminComments,
      reviewedAt: profileClaims.reviewedAt,
      claimerId: profileClaims.claimerId,
    })
    .from(profileClaims)
    .innerJoin(startups, eq(startups.id, profileClaims.startupId))
    .where(ne(profileClaims.paymentStatus, 'awaiting_payment'))
    .orderBy(desc(profileClaims.createdAt), desc(profileClaims.id))
    .limit(200)
  return rows.map(({ startupId, startupName, logo, logoData, logoType, claimerId, ...claim }) => ({
    ...claim,
    startup: { id: startupId, name: startupName, logo, logoData, logoType },
    ownClaim: claimerId === admin.id,
  }))
}

/**
 * PUT /api/admin/profile-claims/{id} and Approve/Reject. Only a paid, pending claim is reviewed (else 409), and never
 * by the admin who made it (403: another admin reviews it; decision 0084).
 * Approval, in one write transaction: the claim approved, the startup handed to the claimer (owner, subscription,
 * team row) only while nobody else holds it, the other pending claims on it rejected, all audited. Rejection refunds
 * and cancels the subscription after the decision is committed (a network call never sits inside a transaction).
 */
export async function reviewProfileClaim(admin: PublicUser, id: number, input: ReviewClaimInput) {
  const database = await getDatabase()
  const refundable: Array<{ id: number; subscriptionId: string }> = []
  const comment = input.adminComments ?? (input.status === 'approved' ? CLAIM_APPROVED_COMMENT : CLAIM_REJECTED_COMMENT)
  await database.transaction(async (tx) => {
    const now = new Date()
    // Decided in the UPDATE's own condition: an admin never reviews a claim they made (decision 0084).
    const [claim] = await tx
      .update(profileClaims)
      .set({ status: input.status, adminComments: comment, reviewedBy: admin.id, reviewedAt: now, updatedAt: now })
      .where(
        and(
          eq(profileClaims.id, id),
          eq(profileClaims.status, 'pending'),
          eq(profileClaims.paymentStatus, 'paid'),
          sql`coalesce(${profileClaims.claimerId}, 0) <> ${admin.id}`,
        ),
      )
      .returning()
    if (!claim) {
      const [exists] = await tx
        .select({
          id: profileClaims.id,
          paymentStatus: profileClaims.paymentStatus,
          claimerId: profileClaims.claimerId,
        })
        .from(profileClaims)
        .where(eq(profileClaims.id, id))
      if (!exists || exists.paymentStatus === 'awaiting_payment') throw notFoundError(CLAIM_NOT_FOUND)
      if (exists.claimerId === admin.id) throw forbidden(OWN_CLAIM_REVIEW)
      throw conflict(CLAIM_ALREADY_REVIEWED)
    }
    const audit = (claimId: number, action: string, status: ClaimStatus, text: string) =>
      recordAdminChange(
        admin,
        {
          entityType: 'profile_claim',
          entityId: claimId,
          action,
          changes: { status: { before: 'pending', after: status }, adminComments: { before: null, after: text } },
        },
        tx,
      )
    if (input.status === 'rejected') {
      if (claim.stripeSubscriptionId)
        refundable.push({
          id: claim.id,
          subscriptionId: claim.stripeSubscriptionId,
        })
      await audit(claim.id, 'reject', 'rejected', comment)
      if (claim.claimerId) {
        const mail = await claimMail(tx, claim.claimerId, claim.startupId)
        // Only what the admin wrote reaches the claimer; the stored default is English text for the panel.
        const note = input.adminComments?.trim()
        await notify(tx, {
          userId: claim.claimerId,
          kind: 'claim-rejected',
          data: note ? { ...mail, comment: note } : mail,
        })
      }
      return
    }
    if (!claim.claimerId) throw conflict('The claimer no longer has an account')
    const endsAt = claim.paidThrough ?? new Date((claim.paidAt ?? now).getTime() + MONTH_MS)
    const [handed] = await tx
      .update(startups)
      .set({
        isClaimedByOwner: true,
        claimedByUserId: claim.claimerId,
        subscriptionActive: true,
        subscriptionEndsAt: endsAt,
        stripeSubscriptionId: claim.stripeSubscriptionId,
        stripeCustomerId: claim.stripeCustomerId,
        lastUpdatedBy: admin.id,
        updatedAt: now,
      })
      .where(and(eq(startups.id, claim.startupId), eq(startups.subscriptionActive, false)))
      .returning({ id: startups.id })
    // Throwing rolls the approval back: someone else's claim holds the startup.
    if (!handed) throw conflict(ALREADY_CLAIMED)
    const [member] = await tx
      .select({ id: startupTeam.id })
      .from(startupTeam)
      .where(and(eq(startupTeam.startupId, claim.startupId), eq(startupTeam.userId, claim.claimerId)))
      .limit(1)
    // The claimer runs the startup: their place is an owner's (docs/decisions/0108), counted while the claim holds.
    if (!member) {
      await tx.insert(startupTeam).values({
        startupId: claim.startupId,
        userId: claim.claimerId,
        name: claim.claimerName,
        email: claim.claimerEmail,
        role: claim.claimerTitle,
        accessRole: 'owner',
        displayOrder: nextDisplayOrder(claim.startupId),
      })
    } else {
      await tx.update(startupTeam).set({ accessRole: 'owner' }).where(eq(startupTeam.id, member.id))
    }
    await audit(claim.id, 'approve', 'approved', comment)
    await notify(tx, {
      userId: claim.claimerId,
      kind: 'claim-approved',
      data: await claimMail(tx, claim.claimerId, claim.startupId),
    })
    await recordAdminChange(
      admin,
      {
        entityType: 'startup',
        entityId: claim.startupId,
        action: 'claim-approved',
        changes: {
          claimedByUserId: { before: null, after: claim.claimerId },
          subscriptionActive: { before: false, after: true },
        },
      },
      tx,
    )
    const others = await tx
      .update(profileClaims)
      .set({
        status: 'rejected',
        adminComments: CLAIM_REJECTED_COMMENT,
        reviewedBy: admin.id,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(profileClaims.startupId, claim.startupId),
          eq(profileClaims.status, 'pending'),
          ne(profileClaims.id, claim.id),
        ),
      )
      .returning({
        id: profileClaims.id,
        subscriptionId: profileClaims.stripeSubscriptionId,
        claimerId: profileClaims.claimerId,
      })
    for (const other of others) {
      if (other.subscriptionId) refundable.push({ id: other.id, subscriptionId: other.subscriptionId })
      await audit(other.id, 'reject', 'rejected', CLAIM_REJECTED_COMMENT)
      if (other.claimerId) {
        await notify(tx, {
          userId: other.claimerId,
          kind: 'claim-rejected',
          data: await claimMail(tx, other.claimerId, claim.startupId),
        })
      }
    }
  })
  await refundClaims(refundable)
  return { id, status: input.status }
}

/**
 * Refunds and cancels refused claims' subscriptions. A provider failure leaves the claim rejected but still marked
 * paid (the admin list shows it), and is logged to be retried; it never undoes the decision.
 */
async function refundClaims(claims: ReadonlyArray<{ id: number; subscriptionId: string }>) {
  for (const claim of claims) {
    try {
      const refunds = await getPaymentProvider().cancelAndRefund(claim.subscriptionId)
      const database = await getDatabase()
      await database.transaction(async (tx) => {
        await tx
          .update(profileClaims)
          .set({ paymentStatus: 'refunded', updatedAt: new Date() })
          .where(eq(profileClaims.id, claim.id))
        // The ledger has the refund now (test mode's only record of it; with keys refund.created is the same row).
        await recordProviderRefunds(tx, refunds, { subscriptionId: claim.subscriptionId, detail: 'claim_rejected' })
      })
    } catch (error) {
      log('payments').error({ claimId: claim.id, subscriptionId: claim.subscriptionId, err: (error as Error).message }, 'refund failed')
    }
  }
}

// ── Webhooks ──

/** Since API "basil" an invoice names its subscription under parent.subscription_details. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription)
}

function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  return seconds(invoice.lines?.data?.[0]?.period?.end) ?? seconds(invoice.period_end)
}

/**
 * Turns the owned startup's subscription on or off. When it stops running, the owner is told in the same transaction
 * (docs/decisions/0105) — once: only a startup whose subscription was running is told, so a repeat or a later event
 * with the same effect (past_due, then deleted) tells nobody again.
 */
async function setStartupSubscription(db: Db, subscriptionId: string, active: boolean, endsAt: Date | null) {
  const ended = active
    ? []
    : await db
        .select({ id: startups.id, ownerId: startups.claimedByUserId })
        .from(startups)
        .where(
          and(
            eq(startups.stripeSubscriptionId, subscriptionId),
            eq(startups.isClaimedByOwner, true),
            eq(startups.subscriptionActive, true),
          ),
        )
  await db
    .update(startups)
    .set({
      subscriptionActive: active,
      subscriptionPastDueSince: null,
      ...(endsAt ? { subscriptionEndsAt: endsAt } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(startups.stripeSubscriptionId, subscriptionId), eq(startups.isClaimedByOwner, true)))
  for (const startup of ended) {
    if (startup.ownerId)
      await notify(db, {
        userId: startup.ownerId,
        kind: 'subscription-ended',
        data: await claimMail(db, startup.ownerId, startup.id),
      })
  }
}

/**
 * A renewal failed (invoice.payment_failed, or the subscription turned past_due/unpaid): the owner keeps control for
 * the grace days from the first failure (docs/decisions/0135, the plans' rule), then lapseClaimsPastGrace turns the
 * subscription off. The first failure's time is kept.
 */
async function markStartupPastDue(db: Db, subscriptionId: string, at: Date) {
  await db
    .update(startups)
    .set({ subscriptionPastDueSince: sql`coalesce(${startups.subscriptionPastDueSince}, ${at.getTime()})`, updatedAt: new Date() })
    .where(
      and(
        eq(startups.stripeSubscriptionId, subscriptionId),
        eq(startups.isClaimedByOwner, true),
        eq(startups.subscriptionActive, true),
      ),
    )
}

/**
 * Turns off owned subscriptions whose renewal failed more than the grace days ago (the same `isRunning` rule as a
 * plan's), telling each owner once; run by the scheduler (app/services/boot.server.ts). Each startup is one
 * conditional UPDATE (still active, still past due since the same moment), so two runs never tell twice.
 */
export async function lapseClaimsPastGrace(now: Date = new Date()): Promise<number> {
  const db = await getDb()
  const due = await db
    .select({ subscriptionId: startups.stripeSubscriptionId, since: startups.subscriptionPastDueSince, periodEnd: startups.subscriptionEndsAt })
    .from(startups)
    .where(and(eq(startups.subscriptionActive, true), eq(startups.isClaimedByOwner, true), isNotNull(startups.subscriptionPastDueSince)))
  let lapsed = 0
  const database = await getDatabase()
  for (const row of due) {
    if (!row.subscriptionId || isRunning({ status: 'past_due', pastDueSince: row.since, periodEnd: row.periodEnd }, DEFAULT_GRACE_DAYS, now)) continue
    const subscriptionId = row.subscriptionId
    await database.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: startups.id })
        .from(startups)
        .where(and(eq(startups.stripeSubscriptionId, subscriptionId), eq(startups.subscriptionActive, true), isNotNull(startups.subscriptionPastDueSince)))
      if (!still) return
      await setStartupSubscription(tx, subscriptionId, false, null)
      lapsed++
    })
  }
  return lapsed
}

/** Stripe could not take a subscription's payment (it retries): the startup's owner is told (docs/decisions/0105). */
async function notifyPaymentFailed(db: Db, subscriptionId: string) {
  const owned = await db
    .select({ id: startups.id, ownerId: startups.claimedByUserId })
    .from(startups)
    .where(and(eq(startups.stripeSubscriptionId, subscriptionId), eq(startups.isClaimedByOwner, true)))
  for (const startup of owned) {
    if (startup.ownerId)
      await notify(db, {
        userId: startup.ownerId,
        kind: 'payment-failed',
        data: await claimMail(db, startup.ownerId, startup.id),
      })
  }
}

/** What a claim's or a subscription's e-mail says: the member's first name and the startup's. */
async function claimMail(db: Db, userId: number, startupId: number): Promise<ClaimMail> {
  const [member] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId))
  const [startup] = await db.select({ name: startups.name }).from(startups).where(eq(startups.id, startupId))
  return {
    name: member?.firstName ?? '',
    startupId,
    startup: startup?.name ?? '',
  }
}

const RUNNING = new Set(['active', 'trialing'])
const GRACE = new Set(['past_due', 'unpaid'])

/** Stripe's `created` as a Date; an event without one counts as sent now. */
function eventTime(event: StripeEvent): Date {
  const created: unknown = event.created
  return typeof created === 'number' && Number.isSafeInteger(created) ? new Date(created * 1000) : new Date()
}

/**
 * POST /api/webhooks/stripe, after the signature is verified: each event has one effect however often it arrives
 * (its id is recorded in the same write transaction as the effect). Returns false for a repeat.
 */
export async function handleStripeEvent(event: StripeEvent): Promise<boolean> {
  const database = await getDatabase()
  log('payments').info({ eventId: event.id, type: event.type }, 'stripe webhook event')
  return database.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (fresh.length === 0) return false
    // The money ledger (docs/decisions/0139): charges, failures, refunds, starts and ends, once per event.
    await recordLedgerEvent(tx, event)
    // A plan's subscription (docs/decisions/0135): its own handler, in this same de-duplicating transaction.
    if (await handlePlanEvent(tx, event)) return true
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const facts = checkoutFacts(event.data.object)
        if (facts.paid && facts.claimId && facts.subscriptionId) {
          await markCheckoutPaid(tx, {
            sessionId: facts.id,
            claimId: facts.claimId,
            subscriptionId: facts.subscriptionId,
            customerId: facts.customerId,
            periodEnd: facts.periodEnd,
          }).catch((error: unknown) => {
            // A second paid claim under review: recorded, left for an admin (the member is told on the success page).
            if (!(error instanceof DomainError)) throw error
          })
        }
        break
      }
      case 'invoice.paid': {
        const subscriptionId = invoiceSubscription(event.data.object)
        if (subscriptionId) await setStartupSubscription(tx, subscriptionId, true, invoicePeriodEnd(event.data.object))
        break
      }
      case 'invoice.payment_failed': {
        // Stripe retries; the lapse arrives as customer.subscription.updated (past_due/unpaid) or .deleted.
        const subscriptionId = invoiceSubscription(event.data.object)
        log('payments').warn({ subscriptionId: subscriptionId ?? null }, 'invoice payment failed')
        if (subscriptionId) {
          await markStartupPastDue(tx, subscriptionId, eventTime(event))
          await notifyPaymentFailed(tx, subscriptionId)
        }
        break
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object
        // A failed renewal keeps the owner's control for the grace days (decision 0135), then lapseClaimsPastGrace.
        if (GRACE.has(subscription.status)) {
          await markStartupPastDue(tx, subscription.id, eventTime(event))
          break
        }
        const running = RUNNING.has(subscription.status)
        const endsAt = running ? periodEndOf(subscription) : (seconds(subscription.ended_at) ?? new Date())
        await setStartupSubscription(tx, subscription.id, running, endsAt)
        break
      }
      case 'customer.subscription.deleted':
        await setStartupSubscription(tx, event.data.object.id, false, seconds(event.data.object.ended_at) ?? new Date())
        break
      default:
        break
    }
    return true
  })
}
