/**
 * Browser-side /api calls (000 §7-§8): cookies included, the stored user id sent as X-User-ID (the server ignores it
 * for identity), JSON in and out. A 401 clears the stored user; any other non-OK status throws
 * "status: body".
 */
const USER_ID_KEY = 'user_id'
const USER_DATA_KEY = 'user_data'

export function clearStoredUser() {
  try {
    localStorage.removeItem(USER_ID_KEY)
    localStorage.removeItem(USER_DATA_KEY)
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

export function storeUser(user: { id: number }) {
  try {
    localStorage.setItem(USER_ID_KEY, String(user.id))
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
  } catch {
    // storage unavailable: the session cookie still works
  }
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const headers: Record<string, string> = {}
  const storedId = typeof localStorage === 'undefined' ? null : localStorage.getItem(USER_ID_KEY)
  if (storedId) headers['X-User-ID'] = storedId
  if (payload !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  })
  if (response.status === 401) clearStoredUser()
  if (!response.ok) {
    const text = await response.text()
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`)
  }
  return (await response.json()) as T
}

/** GET /api/auth/user, treating 401 as "no user" rather than an error. */
export async function fetchCurrentUser<T>(): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', '/api/auth/user')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}
