import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  FormDataParseError,
  MaxFilesExceededError,
  parseFormData,
  type FileUpload,
} from '@remix-run/form-data-parser'
import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
} from '@remix-run/multipart-parser'
import { eq } from 'drizzle-orm'
import { mediaLibrary } from '../../db/schema'
import { MALFORMED_FORM, MALFORMED_FORM_NO_BOUNDARY, MALFORMED_FORM_PART_HEADER } from '~/domain/uploads'
import { checkFieldNames } from '~/server/form-fields'
import { PayloadTooLargeError } from '~/server/request-body'
import { getDb } from './db.server'
import { badRequest, DomainError } from '~/shared/errors'
import { sanitizeSvg } from './svg.server'
import { getStorage } from './storage.server'
import { getSessionSecret } from './session-secret.server'

/** What a stored upload is; the bytes are behind the storage interface. docs/decisions/0046-uploads.md */
export type UploadKind = 'logo' | 'claim-proof' | 'gallery'
export type FileKind = 'png' | 'jpeg' | 'svg' | 'pdf'

const MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}
const EXTENSION: Record<FileKind, string> = { png: 'png', jpeg: 'jpg', svg: 'svg', pdf: 'pdf' }
const KIND_BY_EXTENSION: Record<string, FileKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', svg: 'svg', pdf: 'pdf' }

const MIB = 1024 * 1024
const formatMegabytes = (bytes: number) => `${Math.round((bytes / MIB) * 10) / 10} MB`

/**
 * A multipart form with files, read as it streams: each file is held to `maxFileSize` and the whole body to what the
 * route allows (the HTTP edge cuts the stream off at UPLOAD_ROUTES' limit). Every route that takes files reads them
 * here, so what a broken body answers is decided once, in `refusalFor`. Files in other fields than `fileFields` are
 * dropped.
 */
export async function readUploadForm(
  request: Request,
  { maxFileSize, fileFields }: { maxFileSize: number; fileFields: readonly string[] },
): Promise<FormData> {
  if (!getMultipartBoundary(request.headers.get('Content-Type') ?? '')) throw badRequest(MALFORMED_FORM_NO_BOUNDARY)
  let formData: FormData
  try {
    formData = await parseFormData(
      request,
      { maxFileSize, maxFiles: fileFields.length, maxParts: 200, maxTotalSize: maxFileSize * fileFields.length + MIB },
      (upload: FileUpload) => (fileFields.includes(upload.fieldName) ? upload : null),
    )
  } catch (error) {
    throw refusalFor(error, maxFileSize)
  }
  const problem = checkFieldNames(formData.keys())
  if (problem) throw badRequest(problem)
  return formData
}

/**
 * What the client is told when its multipart body could not be read (docs/decisions/0081-malformed-bodies.md): too
 * large → 413; too many files or parts → 400; anything else the parsers refuse (a part header over 8 KB, lines
 * ended by LF alone, a body cut short) → 400 "Malformed form data". Any other error is not the body's fault and is
 * thrown as it is.
 */
function refusalFor(error: unknown, maxFileSize: number): unknown {
  if (
    error instanceof MaxFileSizeExceededError ||
    error instanceof MaxTotalSizeExceededError ||
    error instanceof PayloadTooLargeError ||
    (error instanceof Error && error.cause instanceof PayloadTooLargeError)
  ) {
    return new DomainError(413, `The file is too large: the limit is ${formatMegabytes(maxFileSize)}`)
  }
  if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) {
    return badRequest('Too many files or fields in this form')
  }
  // Both parsers' errors derive from these two classes (@remix-run/form-data-parser wraps the multipart parser's
  // errors in FormDataParseError, except its limit errors, which it throws as they are).
  if (error instanceof MaxHeaderSizeExceededError) return badRequest(MALFORMED_FORM_PART_HEADER)
  if (error instanceof MultipartParseError || error instanceof FormDataParseError || error instanceof TypeError) {
    return badRequest(MALFORMED_FORM)
  }
  return error
}

/** A page form that may carry files: streamed through `readUploadForm` when multipart, an ordinary form otherwise. */
export async function readPageForm(
  request: Request,
  options: { maxFileSize: number; fileFields: readonly string[] },
): Promise<FormData> {
  const type = request.headers.get('Content-Type') ?? ''
  return type.toLowerCase().startsWith('multipart/form-data') ? readUploadForm(request, options) : request.formData()
}

/** The kind of file by its bytes (never its name or the type the browser claims); SVG is recognised as XML text. */
export async function detectKind(bytes: Uint8Array): Promise<FileKind | null> {
  // Imported with the first upload, not at boot: file-type and its tokenizers are ~33 modules (decision 0100).
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes)
  if (detected?.ext === 'png') return 'png'
  if (detected?.ext === 'jpg') return 'jpeg'
  if (detected?.ext === 'pdf') return 'pdf'
  // An SVG with an XML declaration is found as 'xml': whether its root is <svg> is decided below.
  if (detected && detected.ext !== 'xml') return null
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).trimStart()
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head) ? 'svg' : null
}

export interface StoredUpload {
  key: string
  url: string
  mimeType: string
  size: number
}

/**
 * Checks a file by its bytes against the kinds allowed, sanitises an SVG (no script, handlers or external links),
 * keeps the bytes in storage and what they are in media_library. `refusal` is the message for a file of another
 * kind (415).
 */
export async function storeUpload(
  file: File,
  {
    kind,
    allowed,
    uploadedBy,
    isPublic,
    refusal,
  }: { kind: UploadKind; allowed: readonly FileKind[]; uploadedBy: number; isPublic: boolean; refusal: string },
): Promise<StoredUpload> {
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer())
  if (bytes.length === 0) throw badRequest(refusal)
  const fileKind = await detectKind(bytes)
  if (!fileKind || !allowed.includes(fileKind)) throw new DomainError(415, refusal)
  // A name that promises another kind than the bytes hold (a PNG called logo.svg) is refused as well: whatever
  // renamed it, the member would not get what they think they uploaded.
  const named = KIND_BY_EXTENSION[file.name.toLowerCase().split('.').pop() ?? '']
  if (named && named !== fileKind) throw new DomainError(415, refusal)
  if (fileKind === 'svg') {
    const clean = await sanitizeSvg(new TextDecoder().decode(bytes))
    if (!clean) throw new DomainError(415, refusal)
    bytes = new TextEncoder().encode(clean)
  }
  const key = `${kind}-${randomBytes(16).toString('hex')}.${EXTENSION[fileKind]}`
  await getStorage().put(key, bytes)
  const db = await getDb()
  await db.insert(mediaLibrary).values({
    fileName: key,
    originalName: file.name.slice(0, 255) || null,
    filePath: key,
    fileSize: bytes.length,
    mimeType: MIME[fileKind],
    fileType: kind,
    uploadedBy,
    isPublic,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  })
  return { key, url: `/uploads/${key}`, mimeType: MIME[fileKind], size: bytes.length }
}

/** A stored upload with its bytes, or null. Whether the asker may see it is the caller's question (`isPublic`). */
export async function readUpload(key: string) {
  const db = await getDb()
  const [row] = await db.select().from(mediaLibrary).where(eq(mediaLibrary.fileName, key))
  if (!row) return null
  const bytes = await getStorage().get(row.filePath)
  if (!bytes) return null
  return { ...row, bytes }
}

// ── Pending uploads (docs/decisions/0126-forms-keep-values-and-bookings.md) ──
// A form refused after its file was stored (a declined payment, a field to correct) keeps the file: the page carries
// an opaque token of the stored upload instead of asking for the bytes again. The token names the storage key, the
// member it belongs to and when it stops working, under an HMAC with the session secret; the upload's row must still
// say the same member uploaded it, as the same kind.

/** How long a kept upload can be reused by its token: a Checkout session's own lifetime. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000

function pendingMac(key: string, userId: number, expires: number): string {
  return createHmac('sha256', getSessionSecret()).update(`pending-upload:${key}:${userId}:${expires}`).digest('base64url')
}

export function pendingUploadToken(key: string, userId: number, now = Date.now()): string {
  const expires = Math.floor((now + PENDING_UPLOAD_TTL_MS) / 1000)
  return `${key}.${expires}.${pendingMac(key, userId, expires)}`
}

/** The member's stored upload a token names (of that kind, not expired), or null for anything else. */
export async function readPendingUpload(
  token: string | null | undefined,
  userId: number,
  kind: UploadKind,
  now = Date.now(),
): Promise<{ key: string; url: string; originalName: string | null } | null> {
  if (!token || token.length > 300) return null
  // `<kind>-<32 hex>.<ext>.<expires, epoch seconds>.<mac>`, as storeUpload names keys and pendingUploadToken signs them.
  const match = /^([a-z-]{1,40}-[0-9a-f]{32}\.[a-z]{3,4})\.(\d{1,12})\.([\w-]{1,100})$/.exec(token)
  if (!match) return null
  const [, key = '', expiresText, given = ''] = match
  const expires = Number(expiresText)
  if (expires * 1000 < now) return null
  const expected = Buffer.from(pendingMac(key, userId, expires))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  const db = await getDb()
  const [row] = await db
    .select({ originalName: mediaLibrary.originalName, uploadedBy: mediaLibrary.uploadedBy, fileType: mediaLibrary.fileType })
    .from(mediaLibrary)
    .where(eq(mediaLibrary.fileName, key))
  if (!row || row.uploadedBy !== userId || row.fileType !== kind) return null
  return { key, url: `/uploads/${key}`, originalName: row.originalName }
}
