import { describe, expect, it } from 'vitest'
import { action as pageAction, loader as pageLoader } from '~/routes/resource'
import { action as apiModerate } from '~/routes/api/admin/resource-review-moderation'
import { action as adminAction, loader as adminLoader } from '~/routes/admin/reviews'
import { createAdmin, createResource, createUser, routeArgs } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { cookieOf, figuresOf, getResourceReviews, postResourceReview, runResourceReviewRace, TEXT } from '../support/resource-reviews'

// Issue 46 item 2: ratings people can read (docs/decisions/0127-resource-reviews.md). One set of rows for the file.

type Page = { rating: string | null; reviewCount: number; reviews: { authorName: string; rating: number; text: string }[]; page: number; pageSize: number }
type Loaded = Awaited<ReturnType<typeof pageLoader>>
type ActionReply = { data: { result: { status: string; error: Record<string, string[]>; initialValue: Record<string, string> } }; init: { status: number } }

const moderate = async (id: number, body: unknown, user?: Parameters<typeof cookieOf>[0]) =>
  apiModerate(routeArgs(jsonRequest(`/api/admin/resource-reviews/${id}/moderation`, 'POST', body, await cookieOf(user)), { params: { id: String(id) } }))

describe('resource reviews', () => {
  it('GET and POST /api/resources/{id}/reviews: who may write, one per member (a second edits), figures from the rows, hidden ones left out', async () => {
    const submitter = await createUser({ firstName: 'Sam' })
    const ada = await createUser({ firstName: 'Ada', lastName: 'lovelace' })
    const bo = await createUser({ firstName: 'Bo', lastName: '' })
    const resource = await createResource({ submittedById: submitter.id, submittedAt: new Date(), reviewedAt: new Date() })
    const pending = await createResource({ isActive: false, submittedById: submitter.id, submittedAt: new Date() })

    expect((await postResourceReview(resource.id, { rating: 4, text: TEXT })).status).toBe(401)
    const invalid = await postResourceReview(resource.id, { rating: 6, text: 'Too short' }, ada)
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ errors: { rating: ['Please rate it from 1 to 5 stars'], text: ['Please write at least 20 characters'] } })
    expect((await postResourceReview(resource.id, { rating: 3, text: 'x'.repeat(2001) }, ada)).status).toBe(400)
    const own = await postResourceReview(resource.id, { rating: 5, text: TEXT }, submitter)
    expect(own.status).toBe(403)
    expect(await own.json()).toMatchObject({ message: 'You cannot review a listing you submitted' })
    expect((await postResourceReview(999_999_999, { rating: 4, text: TEXT }, ada)).status).toBe(404)
    expect((await postResourceReview(pending.id, { rating: 4, text: TEXT }, ada)).status).toBe(404)
    expect((await postResourceReview('abc', { rating: 4, text: TEXT }, ada)).status).toBe(404)

    const first = await postResourceReview(resource.id, { rating: '4', text: `  ${TEXT}  ` }, ada)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ created: true })
    expect(await figuresOf(resource.id)).toEqual({ rating: '4.00', reviewCount: 1 })
    const edit = await postResourceReview(resource.id, { rating: 2, text: `${TEXT} Edited.` }, ada)
    expect(await edit.json()).toMatchObject({ created: false })
    expect(await figuresOf(resource.id)).toEqual({ rating: '2.00', reviewCount: 1 })
    expect((await postResourceReview(resource.id, { rating: 5, text: TEXT }, bo)).status).toBe(200)
    expect(await figuresOf(resource.id)).toEqual({ rating: '3.50', reviewCount: 2 })

    const answer = await getResourceReviews(resource.id)
    expect(answer.status).toBe(200)
    const page = (await answer.json()) as Page
    expect(page).toMatchObject({ rating: '3.50', reviewCount: 2, page: 1, pageSize: 10 })
    expect(page.reviews.map((review) => [review.authorName, review.rating])).toEqual([
      ['Bo', 5],
      ['Ada L.', 2],
    ])
    expect(page.reviews[1]!.text).toBe(`${TEXT} Edited.`)
    expect(JSON.stringify(page)).not.toMatch(/authorId|lovelace|@/)
    expect(((await (await getResourceReviews(resource.id, '?page=2')).json()) as Page).reviews).toEqual([])
    expect((await getResourceReviews(resource.id, '?page=0')).status).toBe(400)
    expect((await getResourceReviews(pending.id)).status).toBe(404)

    // An admin hides Bo's review: it stops showing and counting; restoring brings both back. Members may not.
    const [boReview] = await (await import('~/models/resource-reviews.server')).listResourceReviewsForAdmin(await createAdmin()).then((list) => list.reviews.filter((review) => review.resourceId === resource.id))
    expect((await moderate(boReview!.id, { action: 'hide' }, ada)).status).toBe(403)
    const admin = await createAdmin()
    expect((await moderate(boReview!.id, { action: 'dismiss' }, admin)).status).toBe(400)
    expect((await moderate(999_999_999, { action: 'hide' }, admin)).status).toBe(404)
    expect(await (await moderate(boReview!.id, { action: 'hide' }, admin)).json()).toEqual({ reviewId: boReview!.id, hidden: true })
    expect(await figuresOf(resource.id)).toEqual({ rating: '2.00', reviewCount: 1 })
    expect(((await (await getResourceReviews(resource.id)).json()) as Page).reviews.map((review) => review.authorName)).toEqual(['Ada L.'])
    // Bo edits the hidden review: it stays hidden and out of the figures.
    expect((await postResourceReview(resource.id, { rating: 1, text: TEXT }, bo)).status).toBe(200)
    expect(await figuresOf(resource.id)).toEqual({ rating: '2.00', reviewCount: 1 })
    await moderate(boReview!.id, { action: 'restore' }, admin)
    expect(await figuresOf(resource.id)).toEqual({ rating: '1.50', reviewCount: 2 })

    // The same from /admin/reviews: the newest resource reviews, each with Hide (a form with kind=resource).
    const listed = (await adminLoader(routeArgs(getRequest('/admin/reviews'), { user: admin }))) as { resourceReviews: { id: number; hidden: boolean }[] }
    expect(listed.resourceReviews.find((review) => review.id === boReview!.id)).toMatchObject({ hidden: false })
    const hid = await settle(() => adminAction(routeArgs(formRequest('/admin/reviews', { kind: 'resource', intent: 'hide', id: String(boReview!.id) }), { user: admin })))
    expect(hid.status).toBe(302)
    expect(await figuresOf(resource.id)).toEqual({ rating: '2.00', reviewCount: 1 })
    const wrong = (await adminAction(routeArgs(formRequest('/admin/reviews', { kind: 'resource', intent: 'dismiss', id: String(boReview!.id) }), { user: admin }))) as unknown as { data: { kind: string; message: string }; init: { status: number } }
    expect([wrong.init.status, wrong.data]).toEqual([400, { id: boReview!.id, kind: 'resource', message: 'Choose hide or restore' }])
  })

  it('the page: reviews for everyone, a form for members (values kept on errors), a sign-in link for visitors, none for the submitter; as a document and .data', async () => {
    const submitter = await createUser()
    const member = await createUser({ firstName: 'Mia', lastName: 'Tan' })
    const resource = await createResource({ submittedById: submitter.id, submittedAt: new Date(), reviewedAt: new Date(), rating: '4.99', reviewCount: 132 })
    const path = `/resources/${resource.id}`
    const load = async (suffix: string, user?: typeof member) =>
      (await pageLoader(routeArgs(getRequest(`${path}${suffix}`, await cookieOf(user)), { params: { id: String(resource.id) } }))) as Loaded
    const post = async (fields: Record<string, string>, user?: typeof member, suffix = '') =>
      settle(async () => {
        const result = await pageAction(routeArgs(formRequest(`${path}${suffix}`, fields, await cookieOf(user)), { params: { id: String(resource.id) } }))
        return result instanceof Response ? result : Response.json((result as unknown as ActionReply).data, { status: (result as unknown as ActionReply).init.status })
      })

    const visitor = await load('')
    expect(visitor).toMatchObject({ viewer: 'visitor', mine: null, reviews: { reviews: [] } })
    expect((await load('.data', submitter)).viewer).toBe('owner')
    expect((await load('', member)).viewer).toBe('member')

    const signedOut = await post({ intent: 'review', rating: '4', text: TEXT })
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)

    const invalid = await post({ intent: 'review', rating: '', text: 'Short but kept' }, member)
    expect(invalid.status).toBe(400)
    const invalidBody = (await invalid.json()) as ActionReply['data']
    expect(invalidBody.result.error).toMatchObject({ rating: ['Please rate it from 1 to 5 stars'], text: ['Please write at least 20 characters'] })
    expect(invalidBody.result.initialValue).toMatchObject({ text: 'Short but kept' })

    const own = await post({ intent: 'review', rating: '5', text: TEXT }, submitter, '.data')
    expect(own.status).toBe(403)
    const ownBody = (await own.json()) as ActionReply['data']
    expect(ownBody.result.error['']).toEqual(['You cannot review a listing you submitted'])
    expect(ownBody.result.initialValue).toMatchObject({ rating: '5', text: TEXT })

    const saved = await post({ intent: 'review', rating: '5', text: TEXT }, member)
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe(`${path}#reviews`)
    expect((await post({ intent: 'review', rating: '3', text: TEXT }, member, '.data')).status).toBe(302)

    const after = await load('.data', member)
    expect(after.mine).toMatchObject({ rating: 3, text: TEXT, hidden: false })
    expect(after.reviews).toMatchObject({ rating: '3.00', reviewCount: 1, reviews: [{ authorName: 'Mia T.', rating: 3 }] })
    expect(after.resource).toMatchObject({ rating: '3.00', reviewCount: 1 })
    expect((await load('?reviews=zz')).reviews.page).toBe(1)
  })

  it('members reviewing at once: the count is theirs and the average right (better-sqlite3)', async () => {
    console.info('resource-review race', await runResourceReviewRace())
  })
})
