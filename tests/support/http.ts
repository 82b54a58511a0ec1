/** Builds real Requests for calling route loaders/actions directly, and reads cookies back out of Responses. */
export const ORIGIN = 'http://localhost'

export function jsonRequest(path: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Request(ORIGIN + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function formRequest(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(ORIGIN + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(ORIGIN + path, { headers })
}

/** The `name=value` pair of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(response: Response, name = '__session'): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
  if (!header) throw new Error(`no ${name} cookie set`)
  return header.split(';')[0]!
}

/** Runs a loader/action that may throw a Response (redirects) and returns the Response either way. */
export async function settle(run: () => unknown): Promise<Response> {
  try {
    const result = await run()
    if (result instanceof Response) return result
    throw new Error(`expected a Response, got ${JSON.stringify(result)}`)
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** The status a guard (or a loader) refused with: what it threw, a Response or React Router's `data()`. */
export async function refusal(run: () => unknown): Promise<number> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error.status
    return (error as { init: { status: number } }).init.status
  }
  throw new Error('expected the guard to refuse')
}
