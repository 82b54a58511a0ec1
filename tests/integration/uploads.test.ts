import { describe, expect, it } from 'vitest'
import { LOGO_MAX_BYTES } from '~/domain/uploads'
import { DomainError } from '~/shared/errors'
import { detectKind, readUploadForm } from '~/server/uploads.server'
import { sanitizeSvg } from '~/server/svg.server'
import { getStartupForAdmin } from '~/models/admin.server'
import { action as editAction } from '~/routes/startup-edit'
import { createAdmin, createStartup, createUser, routeArgs } from '../support/factories'
import { ORIGIN, settle } from '../support/http'

// Uploads (docs/decisions/0046-uploads.md): the form reader stops at the limit, files are typed by their bytes, SVG is
// cleaned; the founder's logo form on /startup/{id}/edit.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])

describe('reading a multipart form', () => {
  it('stops reading at the file limit: a 6 MB file is refused 413 after at most the limit plus a chunk', async () => {
    const boundary = 'b'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const chunk = new Uint8Array(64 * 1024).fill(1)
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head)
      },
      pull(controller) {
        if (pulled >= 6 * 1024 * 1024) return controller.close()
        pulled += chunk.length
        controller.enqueue(chunk)
      },
    })
    const request = new Request(`${ORIGIN}/api/upload/startup-logo/1`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
    const error = await readUploadForm(request, { maxFileSize: LOGO_MAX_BYTES, fileFields: ['logo'] }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ status: 413 })
    expect(pulled).toBeLessThanOrEqual(LOGO_MAX_BYTES + 3 * chunk.length)
  })

  it('a malformed body is 400, never a 500', async () => {
    const request = new Request(`${ORIGIN}/x`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nnonsense',
    })
    expect(await readUploadForm(request, { maxFileSize: 10, fileFields: ['logo'] }).catch((caught: unknown) => caught)).toMatchObject({
      status: 400,
    })
  })
})

describe('the kind of a file', () => {
  it('comes from its bytes', async () => {
    expect(await detectKind(PNG)).toBe('png')
    expect(await detectKind(JPEG)).toBe('jpeg')
    expect(await detectKind(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg')
    expect(await detectKind(new TextEncoder().encode('<html><svg></svg></html>'))).toBeNull()
    expect(await detectKind(new TextEncoder().encode('%PDF-1.4\n'))).toBe('pdf')
    expect(await detectKind(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull()
  })

  it('an SVG keeps its drawing and loses script, handlers and javascript: links', async () => {
    const clean = await sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script><foreignObject><div>hi</div></foreignObject><a href="javascript:x()"><circle r="4"/></a></svg>',
    )
    expect(clean).toContain('<circle')
    expect(clean).not.toMatch(/script|onload|foreignObject|javascript:/i)
  })
})

describe("the founder's logo form", () => {
  const post = (id: number, file: Blob, name: string) => {
    const form = new FormData()
    form.append('intent', 'logo')
    form.append('logo', file, name)
    return new Request(`${ORIGIN}/startup/${id}/edit`, { method: 'POST', body: form })
  }

  it('uploads a PNG and the profile shows it; an HTML file named .png is refused with the spec message', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder)
    const response = await settle(() =>
      editAction(routeArgs(post(id, new Blob([PNG], { type: 'image/png' }), 'logo.png'), { params: { id: String(id) }, user: founder })),
    )
    expect(response.status).toBe(302)
    expect((await getStartupForAdmin(await createAdmin(), id)).logo).toMatch(/^\/uploads\/logo-[0-9a-f]{32}\.png$/)

    const refused = (await editAction(
      routeArgs(post(id, new Blob(['<html></html>'], { type: 'image/png' }), 'logo.png'), { params: { id: String(id) }, user: founder }),
    )) as unknown as { init: { status: number }; data: { form: string; result: { error: Record<string, string[]> } } }
    expect(refused.init.status).toBe(415)
    expect(refused.data).toMatchObject({ form: 'logo', result: { error: { logo: ['Please upload an image file'] } } })
  })

  it('someone who does not run the startup gets 403', async () => {
    const founder = await createUser({ userType: 'startup' })
    const stranger = await createUser()
    const { id } = await createStartup(founder)
    const error = await Promise.resolve(
      editAction(routeArgs(post(id, new Blob([PNG]), 'logo.png'), { params: { id: String(id) }, user: stranger })),
    ).catch((caught: unknown) => caught)
    expect((error as { init: { status: number } }).init.status).toBe(403)
  })
})
