import type { z } from 'zod'
import { badRequest, DomainError } from './errors'
import { jsonError } from './http.server'

/** Field errors keyed by field path, every message per field (the shape Conform and the /api contract share). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** Validates an /api payload with the same schema the page uses; invalid → DomainError 400 with field errors. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const errors = fieldErrorsOf(result.error)
  const first = result.error.issues[0]?.message ?? 'Invalid request'
  throw badRequest(first, errors)
}

/** The JSON body of an /api request (a form-encoded body is accepted too); malformed JSON is a 400, not a 500. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return Object.fromEntries(await request.formData())
  }
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('Request body must be a JSON object')
}

/** Runs an /api handler: domain errors become `{ message, errors? }` with their status; anything else is a real 500. */
export async function api(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    if (error instanceof Response) return error
    if (error instanceof DomainError) {
      const response = jsonError(error.status, error.message, error.fieldErrors)
      if (error.retryAfter) response.headers.set('Retry-After', String(error.retryAfter))
      return response
    }
    console.error(error)
    return jsonError(500, 'Internal server error')
  }
}

export function methodNotAllowed(allowed: string[]): Response {
  return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: allowed.join(', ') } })
}

/** The client's address for rate limits: from server.js's load context (Express req.ip). */
export function clientIp(context: { clientIp?: string } | undefined): string {
  return context?.clientIp ?? 'unknown'
}
