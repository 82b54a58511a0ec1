import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { RunningServer } from '../../tooling/server'

// The production server for HTTP tests is started by tooling/server.ts (shared with `npm run cluster`); these are the
// tests' own helpers around it.
export { removeDatabase, startServer, temporaryDatabaseUrl, type RunningServer } from '../../tooling/server'

/** Whether the process is still running (a test that tries to kill the server checks it survived). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Resident memory of a process in MiB (Linux /proc). */
export function residentMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /VmRSS:\s+(\d+) kB/.exec(status)
  if (!match) throw new Error(`no VmRSS for ${pid}`)
  return Number(match[1]) / 1024
}

/** The `name=value` pairs of every Set-Cookie, joined for a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** Signs a new member up through the API and answers their cookies and e-mail. */
export async function signUpMember(
  server: Pick<RunningServer, 'url'>,
  { email = `member-${randomUUID()}@example.com`, password = 'password-123', headers = {} as Record<string, string> } = {},
): Promise<{ email: string; password: string; cookie: string; id: number }> {
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password, firstName: 'Test', lastName: 'Member', userType: 'startup' }),
  })
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const { user } = (await response.json()) as { user: { id: number } }
  return { email, password, cookie: cookiesFrom(response), id: user.id }
}
