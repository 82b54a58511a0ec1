import { randomUUID } from 'node:crypto'
import { createCookieSessionStorage, redirect } from 'react-router'
import { getSessionSecret } from './session-secret.server'
import type { Toast } from '~/shared/toast'

const TOAST_KEY = 'toast'

type FlashData = { [TOAST_KEY]: Toast }
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | undefined
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: 'sa_toast',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secrets: [getSessionSecret()],
    },
  })
  return storage
}

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:'

/** A Set-Cookie header carrying a flash toast for the next page the browser loads. */
async function createToastHeaders(request: Request, toast: Omit<Toast, 'id' | 'type'> & { type?: Toast['type'] }) {
  const session = await toastStorage().getSession()
  session.flash(TOAST_KEY, { id: randomUUID(), type: 'success', ...toast } satisfies Toast)
  return new Headers({ 'Set-Cookie': await toastStorage().commitSession(session, { secure: isSecure(request) }) })
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Omit<Toast, 'id' | 'type'> & { type?: Toast['type'] },
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers)
  for (const cookie of (await createToastHeaders(request, toast)).getSetCookie()) headers.append('Set-Cookie', cookie)
  return redirect(url, { ...init, headers })
}

/** Reads and consumes the flash toast; the returned headers must go out with the response. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get('Cookie'))
  const toast = session.get(TOAST_KEY) ?? null
  if (!toast) return { toast: null, headers: null }
  return {
    toast,
    headers: new Headers({ 'Set-Cookie': await toastStorage().destroySession(session, { secure: isSecure(request) }) }),
  }
}
