import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fundingRounds, startupGallery } from '../../db/schema'
import { MAX_FUNDING_ROUNDS } from '~/domain/startup-showcase'
import { getDb } from '~/server/db.server'
import { readUpload } from '~/server/uploads.server'
import type { PublicUser } from '~/shared/user'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { action as fundingApi } from '~/routes/api/startup-funding'
import { action as fundingItemApi } from '~/routes/api/startup-funding-item'
import { action as milestonesApi, loader as milestonesApiGet } from '~/routes/api/startup-milestones'
import { action as milestoneItemApi } from '~/routes/api/startup-milestones-item'
import { action as mediaApi, loader as mediaApiGet } from '~/routes/api/startup-media'
import { action as mediaItemApi } from '~/routes/api/startup-media-item'
import { loader as tabApi } from '~/routes/api/startup-tab'
import { loader as profileLoader } from '~/routes/startup'
import { action as fundingPageAction, loader as fundingPageLoader } from '~/routes/startup-manage/funding'
import { action as milestonesPageAction, loader as milestonesPageLoader } from '~/routes/startup-manage/milestones'
import { action as mediaPageAction, loader as mediaPageLoader } from '~/routes/startup-manage/media'
import { routeArgs, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, ORIGIN, settle } from '../support/http'
import { runFundingPermissions, runFundingTotals, runMilestoneLimitUnderConcurrency, showcaseCast, type Who } from '../support/showcase'

// Issue 41 items 2–3 (decision 0109) on the embedded file: funding rounds, milestones, gallery images and press links,
// through the /api twins and the manage pages, each 2xx and 4xx and every permission branch.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The status a loader, action or API handler answered with: a returned or thrown Response, or `data()`. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run()
    if (result instanceof Response) return result.status
    return (result as { init?: { status?: number } } | null)?.init?.status ?? 200
  } catch (error) {
    if (error instanceof Response) return error.status
    const status = (error as { init?: { status?: number } }).init?.status
    if (status) return status
    throw error
  }
}

const api = (path: string, method: string, body: unknown, who?: Who, params: Record<string, string> = {}) =>
  routeArgs(jsonRequest(path, method, body, who ? { Cookie: who.cookie } : {}), { params })

function multipart(path: string, form: FormData, who?: Who) {
  return new Request(ORIGIN + path, { method: 'POST', body: form, headers: who ? { Cookie: who.cookie } : {} })
}

function imageForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  form.set('image', file)
  return form
}

const page = (request: Request, user: PublicUser, id: number) => routeArgs(request, { params: { id: String(id) }, user })

describe('funding (both drivers: startup-showcase-on-libsql.test.ts)', () => {
  it('totals per currency: two currencies, a correction, a removal; the profile shows them', async () => {
    await runFundingTotals()
  })

  it('founder, team, claimed owner and admin add rounds; a lapsed claimer and a stranger 403; a visitor 401', async () => {
    await runFundingPermissions()
  })

  it('refuses bad input with 400 and names the field', async () => {
    const cast = await showcaseCast()
    const id = String(cast.startupId)
    const post = async (body: Record<string, unknown>) => {
      const response = await fundingApi(api(`/api/startups/${id}/funding`, 'POST', body, cast.founder, { id }))
      return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string[]> } }
    }
    const valid = { roundType: 'seed', amount: '1000', currency: 'USD', date: '2024-01-01' }
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, amount: 1.5 }, 'amount', 'Amount must be a number such as 1500000 or 1500000.50'],
      [{ ...valid, amount: '10.999' }, 'amount', 'Amount must be a number such as 1500000 or 1500000.50'],
      [{ ...valid, amount: '0' }, 'amount', 'Amount must be more than 0'],
      [{ ...valid, amount: '100.50', currency: 'JPY' }, 'amount', 'Yen amounts are whole numbers'],
      [{ ...valid, currency: 'EUR' }, 'currency', 'Please choose a currency'],
      [{ ...valid, roundType: 'series-z' }, 'roundType', 'Please choose a round type'],
      [{ ...valid, date: '2999-01-01' }, 'date', 'The date cannot be in the future'],
      [{ ...valid, date: '2024-02-30' }, 'date', 'Please enter a date (YYYY-MM-DD)'],
    ]
    for (const [body, field, message] of cases) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors?.[field]).toContain(message)
    }
    const malformed = await fundingApi(api(`/api/startups/${id}/funding`, 'POST', '{"amount":', cast.founder, { id }))
    expect(malformed.status).toBe(400)
  })

  it('404 for an unknown startup or a round of another startup; PATCH/DELETE refused to a lapsed claimer and a stranger', async () => {
    const cast = await showcaseCast()
    const other = await showcaseCast()
    const id = String(cast.startupId)
    const created = await fundingApi(
      api(`/api/startups/${id}/funding`, 'POST', { roundType: 'seed', amount: '5000', currency: 'USD', date: '2024-01-01' }, cast.founder, { id }),
    )
    const roundId = String(((await created.json()) as { round: { id: number } }).round.id)
    const patch = (who: Who | undefined, startupId: string, body: unknown = { amount: '6000' }) =>
      fundingItemApi(api(`/api/startups/${startupId}/funding/${roundId}`, 'PATCH', body, who, { id: startupId, itemId: roundId }))
    const valid = { roundType: 'seed', currency: 'USD', date: '2024-01-01' }
    expect((await fundingApi(api('/api/startups/999999/funding', 'POST', valid, cast.founder, { id: '999999' }))).status).toBe(404)
    expect((await patch(other.founder, String(other.startupId))).status).toBe(404)
    expect((await patch(cast.lapsed, id)).status).toBe(403)
    expect((await patch(cast.stranger, id)).status).toBe(403)
    expect((await patch(undefined, id)).status).toBe(401)
    expect((await patch(cast.founder, id, { amount: 'lots' })).status).toBe(400)
    // A currency changed to yen keeps the amount's cents refused.
    expect((await patch(cast.founder, id, { amount: '10.50' })).status).toBe(200)
    expect((await patch(cast.founder, id, { currency: 'JPY' })).status).toBe(400)
    const del = (who: Who | undefined) =>
      fundingItemApi(api(`/api/startups/${id}/funding/${roundId}`, 'DELETE', undefined, who, { id, itemId: roundId }))
    expect((await del(cast.lapsed)).status).toBe(403)
    expect((await del(cast.stranger)).status).toBe(403)
    expect((await del(undefined)).status).toBe(401)
    expect((await del(cast.teammate)).status).toBe(200)
    expect((await del(cast.teammate)).status).toBe(404)
  })

  it(`a profile lists at most ${MAX_FUNDING_ROUNDS} rounds (409)`, async () => {
    const cast = await showcaseCast()
    const db = await getDb()
    await db.insert(fundingRounds).values(
      Array.from({ length: MAX_FUNDING_ROUNDS }, () => ({ startupId: cast.startupId, roundType: 'seed', amount: '1.00', announcedDate: '2020-01-01' })),
    )
    const id = String(cast.startupId)
    const response = await fundingApi(
      api(`/api/startups/${id}/funding`, 'POST', { roundType: 'seed', date: '2024-01-01' }, cast.founder, { id }),
    )
    expect(response.status).toBe(409)
  })

  it('the page: add without JavaScript, errors keep the values, ?edit corrects, remove; strangers and lapsed claimers 403', async () => {
    const cast = await showcaseCast()
    const { startupId } = cast
    const path = `/startup/${startupId}/manage/funding`
    const added = await settle(() =>
      fundingPageAction(
        page(
          formRequest(path, {
            intent: 'add',
            roundType: 'series-a',
            amount: '3,000,000',
            currency: 'USD',
            date: '2024-05-01',
            leadInvestor: 'Vertex',
            investors: 'Monk’s Hill\nGolden Gate',
          }),
          cast.founder.user,
          startupId,
        ),
      ),
    )
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toBe(path)
    const view = await fundingPageLoader(page(getRequest(path), cast.founder.user, startupId))
    expect(view.totalFunding).toEqual([{ currency: 'USD', amount: '3000000.00' }])
    const round = view.rounds[0]!
    expect(round.investors).toEqual(['Vertex', 'Monk’s Hill', 'Golden Gate'])

    const invalid = (await fundingPageAction(
      page(formRequest(path, { intent: 'add', roundType: 'seed', amount: 'a lot', currency: 'USD', date: '2024-01-01' }), cast.founder.user, startupId),
    )) as { init: { status: number }; data: { result: { initialValue: Record<string, unknown>; error: Record<string, string[]> } } }
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.result.initialValue).toMatchObject({ amount: 'a lot', roundType: 'seed' })
    expect(invalid.data.result.error.amount).toContain('Amount must be a number such as 1500000 or 1500000.50')

    const editing = await fundingPageLoader(page(getRequest(`${path}?edit=${round.id}`), cast.teammate.user, startupId))
    expect(editing.editing?.id).toBe(round.id)
    const updated = await settle(() =>
      fundingPageAction(
        page(
          formRequest(`${path}?edit=${round.id}`, {
            intent: 'update',
            itemId: String(round.id),
            roundType: 'series-a',
            amount: '3500000',
            currency: 'USD',
            date: '2024-05-01',
            leadInvestor: 'Vertex',
            investors: '',
          }),
          cast.teammate.user,
          startupId,
        ),
      ),
    )
    expect(updated.status).toBe(302)
    const after = await fundingPageLoader(page(getRequest(path), cast.owner.user, startupId))
    expect(after.totalFunding).toEqual([{ currency: 'USD', amount: '3500000.00' }])
    expect(after.rounds[0]!.investors).toEqual(['Vertex'])

    for (const user of [cast.stranger.user, cast.lapsed.user]) {
      expect(await statusOf(() => fundingPageLoader(page(getRequest(path), user, startupId)))).toBe(403)
      expect(
        await statusOf(() => fundingPageAction(page(formRequest(path, { intent: 'remove', itemId: String(round.id) }), user, startupId))),
      ).toBe(403)
    }
    const removed = await settle(() =>
      fundingPageAction(page(formRequest(path, { intent: 'remove', itemId: String(round.id) }), cast.admin.user, startupId)),
    )
    expect(removed.status).toBe(302)
    expect((await fundingPageLoader(page(getRequest(path), cast.founder.user, startupId))).rounds).toEqual([])
  })
})

describe('the manage pages behind the signed-in guard', () => {
  it("a visitor is sent to sign in; a stranger's .data request gets 403 and no data", async () => {
    const cast = await showcaseCast()
    const id = String(cast.startupId)
    for (const [section, loader] of [
      ['funding', fundingPageLoader],
      ['milestones', milestonesPageLoader],
      ['media', mediaPageLoader],
    ] as const) {
      const visitor = await settle(() =>
        throughGuards(signedInGuards, routeArgs(getRequest(`/startup/${id}/manage/${section}`), { params: { id } }), loader as never),
      )
      expect(visitor.status).toBe(302)
      expect(visitor.headers.get('Location')).toContain('/auth?redirectTo=')
      const stranger = await statusOf(() =>
        throughGuards(
          signedInGuards,
          routeArgs(getRequest(`/startup/${id}/manage/${section}.data`, { Cookie: cast.stranger.cookie }), { params: { id } }),
          loader as never,
        ),
      )
      expect(stranger, section).toBe(403)
      // Not an id at all: the page's 404, never a server error (found by the fuzz run).
      const notAnId = await statusOf(() =>
        throughGuards(
          signedInGuards,
          routeArgs(getRequest(`/startup/abc/manage/${section}`, { Cookie: cast.founder.cookie }), { params: { id: 'abc' } }),
          loader as never,
        ),
      )
      expect(notAnId, section).toBe(404)
      const unknown = await statusOf(() =>
        throughGuards(
          signedInGuards,
          routeArgs(getRequest(`/startup/999999/manage/${section}`, { Cookie: cast.founder.cookie }), { params: { id: '999999' } }),
          loader as never,
        ),
      )
      expect(unknown, section).toBe(404)
    }
  })
})

describe('milestones', () => {
  it('API: add, change, clear, remove; 400, 403 (lapsed claimer, stranger), 401, 404; GET keeps the tab answer', async () => {
    const cast = await showcaseCast()
    const id = String(cast.startupId)
    const post = (who: Who | undefined, body: unknown) => milestonesApi(api(`/api/startups/${id}/milestones`, 'POST', body, who, { id }))
    const added = await post(cast.owner, { title: 'Launched in Jakarta', date: '2024-03-01', category: 'product', description: 'First city.' })
    expect(added.status).toBe(201)
    const milestone = (await added.json()) as { id: number }
    expect(milestone).toMatchObject({ title: 'Launched in Jakarta', date: '2024-03-01', category: 'product' })
    expect((await post(cast.founder, { date: '2024-03-01' })).status).toBe(400)
    expect((await post(cast.founder, { title: 'x', date: '2024-03-01', category: 'party' })).status).toBe(400)
    expect((await post(cast.lapsed, { title: 'x', date: '2024-03-01' })).status).toBe(403)
    expect((await post(cast.stranger, { title: 'x', date: '2024-03-01' })).status).toBe(403)
    expect((await post(undefined, { title: 'x', date: '2024-03-01' })).status).toBe(401)

    const itemId = String(milestone.id)
    const patch = (who: Who | undefined, body: unknown, startupId = id) =>
      milestoneItemApi(api(`/api/startups/${startupId}/milestones/${itemId}`, 'PATCH', body, who, { id: startupId, itemId }))
    const changed = await patch(cast.teammate, { title: 'Launched in Jakarta and Bandung', category: null })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ title: 'Launched in Jakarta and Bandung', category: null, description: 'First city.' })
    expect((await patch(cast.teammate, { date: 'yesterday' })).status).toBe(400)
    // An empty change changes nothing (it was a server error before the fuzz run found it).
    expect((await patch(cast.teammate, {})).status).toBe(200)
    expect((await patch(cast.stranger, { title: 'x' })).status).toBe(403)
    expect((await patch(cast.lapsed, { title: 'x' })).status).toBe(403)
    expect((await patch(undefined, { title: 'x' })).status).toBe(401)

    const fromTab = await (await tabApi(routeArgs(getRequest(`/api/startups/${id}/milestones`), { params: { id, tab: 'milestones' } }))).json()
    const fromGet = await (await milestonesApiGet(routeArgs(getRequest(`/api/startups/${id}/milestones`), { params: { id } }))).json()
    expect(fromGet).toEqual(fromTab)

    const del = (who: Who | undefined) =>
      milestoneItemApi(api(`/api/startups/${id}/milestones/${itemId}`, 'DELETE', undefined, who, { id, itemId }))
    expect((await del(cast.stranger)).status).toBe(403)
    expect((await del(cast.lapsed)).status).toBe(403)
    expect((await del(undefined)).status).toBe(401)
    expect((await del(cast.admin)).status).toBe(204)
    expect((await del(cast.admin)).status).toBe(404)
  })

  it('the milestone limit holds under concurrent adds (both drivers)', async () => {
    await runMilestoneLimitUnderConcurrency()
  })

  it('the page: add, 400 with values, edit, remove; 403 for a stranger', async () => {
    const cast = await showcaseCast()
    const { startupId } = cast
    const path = `/startup/${startupId}/manage/milestones`
    const added = await settle(() =>
      milestonesPageAction(
        page(formRequest(path, { intent: 'add', title: 'Series A closed', date: '2024-06-01', category: 'financial', description: '' }), cast.founder.user, startupId),
      ),
    )
    expect(added.status).toBe(302)
    const view = await milestonesPageLoader(page(getRequest(path), cast.founder.user, startupId))
    expect(view.milestones.map((row) => row.title)).toEqual(['Series A closed'])
    const invalid = (await milestonesPageAction(
      page(formRequest(path, { intent: 'add', title: '', date: '2024-06-01' }), cast.founder.user, startupId),
    )) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.result.error.title).toContain('Please enter a title')
    const itemId = String(view.milestones[0]!.id)
    const updated = await settle(() =>
      milestonesPageAction(
        page(formRequest(`${path}?edit=${itemId}`, { intent: 'update', itemId, title: 'Series A', date: '2024-06-02', category: '', description: 'Led by Vertex.' }), cast.teammate.user, startupId),
      ),
    )
    expect(updated.status).toBe(302)
    const after = await milestonesPageLoader(page(getRequest(path), cast.founder.user, startupId))
    expect(after.milestones[0]).toMatchObject({ title: 'Series A', date: '2024-06-02', category: null, description: 'Led by Vertex.' })
    expect(
      await statusOf(() => milestonesPageAction(page(formRequest(path, { intent: 'remove', itemId }), cast.stranger.user, startupId))),
    ).toBe(403)
    const removed = await settle(() => milestonesPageAction(page(formRequest(path, { intent: 'remove', itemId }), cast.founder.user, startupId)))
    expect(removed.status).toBe(302)
    // Removed twice: the page says so above the list (404), it is not an error page.
    const again = (await milestonesPageAction(page(formRequest(path, { intent: 'remove', itemId }), cast.founder.user, startupId))) as {
      init: { status: number }
    }
    expect(again.init.status).toBe(404)
  })
})

describe('media: gallery images and press links', () => {
  it('API: a PNG through the upload path, a press link as JSON; GET lists both; the gallery tab keeps images only', async () => {
    const cast = await showcaseCast()
    const id = String(cast.startupId)
    const uploaded = await mediaApi(
      routeArgs(multipart(`/api/startups/${id}/media`, imageForm(new File([PNG], 'team.png', { type: 'image/png' }), { caption: 'The team', order: '2' }), cast.founder), {
        params: { id },
      }),
    )
    expect(uploaded.status).toBe(201)
    const image = (await uploaded.json()) as { id: number; url: string; type: string; caption: string; order: number }
    expect(image).toMatchObject({ type: 'image', caption: 'The team', order: 2 })
    expect(image.url).toMatch(/^\/uploads\/gallery-[0-9a-f]{32}\.png$/)

    const press = await mediaApi(
      api(`/api/startups/${id}/media`, 'POST', { type: 'press', title: 'Kopi raises seed', url: 'https://news.example.com/kopi', outlet: 'Tech in Asia', date: '2024-05-02' }, cast.teammate, { id }),
    )
    expect(press.status).toBe(201)
    const link = (await press.json()) as { id: number }
    expect((await mediaApi(api(`/api/startups/${id}/media`, 'POST', { title: 'No type', url: 'https://x.example' }, cast.founder, { id }))).status).toBe(400)
    expect(
      (await mediaApi(api(`/api/startups/${id}/media`, 'POST', { type: 'press', title: 'Bad', url: 'javascript:alert(1)' }, cast.founder, { id }))).status,
    ).toBe(400)

    const list = (await (await mediaApiGet(routeArgs(getRequest(`/api/startups/${id}/media`), { params: { id } }))).json()) as Array<{ id: number; type: string }>
    expect(list.map((item) => [item.id, item.type])).toEqual([
      [image.id, 'image'],
      [link.id, 'press'],
    ])
    const gallery = (await (await tabApi(routeArgs(getRequest(`/api/startups/${id}/gallery`), { params: { id, tab: 'gallery' } }))).json()) as Array<{ id: number }>
    expect(gallery.map((item) => item.id)).toEqual([image.id])
    const profile = (await profileLoader(routeArgs(getRequest(`/startup/${id}?tab=gallery`), { params: { id } }))) as {
      panel: { pressLinks: Array<{ title: string; outlet: string }> }
    }
    expect(profile.panel.pressLinks).toEqual([expect.objectContaining({ title: 'Kopi raises seed', outlet: 'Tech in Asia' })])

    const patch = (who: Who | undefined, itemId: number, body: unknown) =>
      mediaItemApi(api(`/api/startups/${id}/media/${itemId}`, 'PATCH', body, who, { id, itemId: String(itemId) }))
    expect((await (await patch(cast.owner, image.id, { caption: 'Our team', order: 0 })).json())).toMatchObject({ caption: 'Our team', order: 0 })
    expect((await patch(cast.owner, image.id, { url: 'https://elsewhere.example' })).status).toBe(400)
    expect((await patch(cast.owner, link.id, { caption: 'x' })).status).toBe(400)
    expect((await (await patch(cast.owner, link.id, { outlet: null, title: 'Kopi raises a seed round' })).json())).toMatchObject({
      outlet: null,
      title: 'Kopi raises a seed round',
    })
    expect((await patch(cast.stranger, link.id, { title: 'x' })).status).toBe(403)
    expect((await patch(cast.lapsed, link.id, { title: 'x' })).status).toBe(403)
    expect((await patch(undefined, link.id, { title: 'x' })).status).toBe(401)
    const del = (who: Who | undefined, itemId: number) =>
      mediaItemApi(api(`/api/startups/${id}/media/${itemId}`, 'DELETE', undefined, who, { id, itemId: String(itemId) }))
    expect((await del(cast.stranger, image.id)).status).toBe(403)
    expect((await del(cast.lapsed, image.id)).status).toBe(403)
    expect((await del(undefined, image.id)).status).toBe(401)
    expect((await del(cast.founder, image.id)).status).toBe(204)
    expect((await del(cast.founder, link.id)).status).toBe(204)
    expect((await del(cast.founder, link.id)).status).toBe(404)
  })

  it('upload limits: over 5 MB → 413, not an image → 415, no file → 400, a stranger 403; an SVG is sanitised', async () => {
    const cast = await showcaseCast()
    const id = String(cast.startupId)
    const upload = (file: File | null, who: Who | null = cast.founder) => {
      const form = new FormData()
      form.set('caption', 'x')
      if (file) form.set('image', file)
      return mediaApi(routeArgs(multipart(`/api/startups/${id}/media`, form, who ?? undefined), { params: { id } }))
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const tooLarge = await upload(new File([big], 'big.png', { type: 'image/png' }))
    expect(tooLarge.status).toBe(413)
    expect(((await tooLarge.json()) as { message: string }).message).toBe('The file is too large: the limit is 5 MB')
    const pdf = await upload(new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'], 'fake.png', { type: 'image/png' }))
    expect(pdf.status).toBe(415)
    expect(((await pdf.json()) as { message: string }).message).toBe('Please upload an image file')
    expect((await upload(null)).status).toBe(400)
    expect((await upload(new File([PNG], 'a.png', { type: 'image/png' }), cast.stranger)).status).toBe(403)
    expect((await upload(new File([PNG], 'a.png', { type: 'image/png' }), cast.lapsed)).status).toBe(403)
    expect((await upload(new File([PNG], 'a.png', { type: 'image/png' }), null)).status).toBe(401)

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10"/></a></svg>'
    const stored = await upload(new File([svg], 'art.svg', { type: 'image/svg+xml' }))
    expect(stored.status).toBe(201)
    const { url } = (await stored.json()) as { url: string }
    const bytes = await readUpload(url.replace('/uploads/', ''))
    const text = new TextDecoder().decode(bytes!.bytes)
    expect(text).toContain('<rect')
    expect(text).not.toMatch(/script|onload|javascript:/i)
  })

  it('the page: an image uploaded without JavaScript (multipart), a press link, an edit, a removal; 413 shown on the form', async () => {
    const cast = await showcaseCast()
    const { startupId } = cast
    const path = `/startup/${startupId}/manage/media`
    const uploaded = await settle(() =>
      mediaPageAction(
        page(multipart(path, imageForm(new File([PNG], 'office.png', { type: 'image/png' }), { intent: 'add-image', caption: 'Office', order: '1' })), cast.founder.user, startupId),
      ),
    )
    expect(uploaded.status).toBe(302)
    const press = await settle(() =>
      mediaPageAction(
        page(formRequest(path, { intent: 'add-press', title: 'Profile in the Straits Times', url: 'https://st.example.com/a', outlet: 'The Straits Times', date: '2024-07-07' }), cast.teammate.user, startupId),
      ),
    )
    expect(press.status).toBe(302)
    const view = await mediaPageLoader(page(getRequest(path), cast.owner.user, startupId))
    expect(view.media.map((item) => item.type)).toEqual(['image', 'press'])
    const image = view.media[0]!

    const noFile = (await mediaPageAction(
      page(multipart(path, (() => { const f = new FormData(); f.set('intent', 'add-image'); f.set('caption', 'Kept'); return f })()), cast.founder.user, startupId),
    )) as { init: { status: number }; data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } } }
    expect(noFile.init.status).toBe(400)
    expect(noFile.data.result.error.image).toContain('Please choose an image to upload')
    expect(noFile.data.result.initialValue.caption).toBe('Kept')

    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const tooLarge = (await mediaPageAction(
      page(multipart(path, imageForm(new File([big], 'big.png', { type: 'image/png' }), { intent: 'add-image' })), cast.founder.user, startupId),
    )) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
    expect(tooLarge.init.status).toBe(413)
    expect(tooLarge.data.result.error.image).toContain('The file is too large: the limit is 5 MB')

    const edited = await settle(() =>
      mediaPageAction(
        page(formRequest(`${path}?edit=${image.id}`, { intent: 'update-image', itemId: String(image.id), caption: 'Our office', order: '3' }), cast.founder.user, startupId),
      ),
    )
    expect(edited.status).toBe(302)
    expect((await mediaPageLoader(page(getRequest(path), cast.founder.user, startupId))).media[0]).toMatchObject({ caption: 'Our office', order: 3 })
    expect(
      await statusOf(() => mediaPageAction(page(formRequest(path, { intent: 'remove', itemId: String(image.id) }), cast.lapsed.user, startupId))),
    ).toBe(403)
    const removed = await settle(() => mediaPageAction(page(formRequest(path, { intent: 'remove', itemId: String(image.id) }), cast.founder.user, startupId)))
    expect(removed.status).toBe(302)
    const db = await getDb()
    expect(await db.select({ id: startupGallery.id }).from(startupGallery).where(eq(startupGallery.id, image.id))).toEqual([])
  })
})
