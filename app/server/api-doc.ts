import type { z } from 'zod'

/**
 * What an /api route says about itself, attached by `apiRoute()` (and `documented()` for hand-written routes) to the
 * handler the route module exports; /api/openapi.json is generated from it (docs/decisions/0053-openapi.md).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Who may call: anyone (the default), anyone with the user looked up, signed-in members, or admins. */
export type Access = 'optional' | true | 'admin' | undefined

/** Every error status the /api contract uses (`{ message, errors? }`). */
export type DocumentedStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 502 | 503

export interface ApiMethodDoc {
  access: Access
  summary?: string
  query?: z.ZodType
  body?: z.ZodType
  multipart?: { schema: z.ZodType; files: readonly string[] }
  /** Status of a successful answer. */
  status: number
  /** The successful answer's JSON; absent: any JSON. */
  response?: z.ZodType
  /** A route that answers with a web page rather than JSON. */
  responseType?: 'text/html'
  errors: readonly DocumentedStatus[]
}

export type ApiRouteDoc = Partial<Record<Method, ApiMethodDoc>>
