import { getUser } from '~/services/auth.server'
import { isAdmin } from '~/shared/permissions'
import { readUpload } from '~/server/uploads.server'
import type { Route } from './+types/uploads'

/**
 * GET /uploads/{key}: a stored upload (docs/decisions/0046-uploads.md). Public files (logos) to anyone, private ones
 * (claim proofs) to admins and their uploader only: a visitor gets 401, another member 403 (keys are random, so
 * saying the file exists reveals nothing; issue 16 asks for 403). Served so that nothing in them can run: the type is
 * the one found in the bytes, nosniff, and a sandboxing CSP (an SVG opened directly cannot script this origin);
 * private files are attachments under `sandbox; default-src 'none'` (decision 0084).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const key = params.key ?? ''
  const upload = /^[A-Za-z0-9._-]{1,100}$/.test(key) ? await readUpload(key) : null
  if (upload && !upload.isPublic) {
    const user = await getUser(request)
    if (!user) return refuse(401, 'Please log in to view this file.')
    if (!(isAdmin(user) || user.id === upload.uploadedBy)) return refuse(403, 'You do not have access to this file.')
  }
  if (!upload) return notFound()
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.mimeType ?? 'application/octet-stream',
      'Content-Length': String(upload.bytes.length),
      ...(upload.isPublic
        ? {
            'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
            'Cache-Control': 'public, max-age=31536000, immutable',
          }
        : {
            // A claim proof (a PDF may carry JavaScript) is never shown inside the site: it is downloaded, and if a
            // browser renders it anyway, nothing in it may run or load (decision 0084).
            'Content-Security-Policy': "sandbox; default-src 'none'",
            'Content-Disposition': `attachment; filename="${key}"`,
            'Cache-Control': 'private, no-store',
          }),
      'X-Content-Type-Options': 'nosniff',
      ...(upload.sha256 ? { ETag: `"${upload.sha256}"` } : {}),
    },
  })
}

function refuse(status: number, message: string) {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })
}

function notFound() {
  return refuse(404, 'Not found')
}
