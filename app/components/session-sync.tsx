import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { clearStoredUser, fetchCurrentUser, storeUser } from '~/browser/api-client'
import { whenIdle } from '~/browser/idle'
import type { PublicUser } from '~/shared/user'

const REFRESH_MS = 30_000

/**
 * With JavaScript: keeps user_id/user_data in localStorage in step with the server session (000 §4), and refetches
 * the current user on window focus and every 30 s; when the server's answer differs from the page's (signed out
 * elsewhere, password changed), the page's data is revalidated. Renders nothing.
 */
export function SessionSync({ user }: { user: PublicUser | null }) {
  const { revalidate } = useRevalidator()

  // localStorage is read from disk at its first use in a page (≈ 10 ms): done when the browser is idle (0069).
  useEffect(() => whenIdle(() => (user ? storeUser(user) : clearStoredUser())), [user])

  useEffect(() => {
    let cancelled = false
    async function refresh() {
      try {
        const current = await fetchCurrentUser<PublicUser>()
        if (!cancelled && (current?.id ?? null) !== (user?.id ?? null)) void revalidate()
      } catch {
        // offline or server hiccup: try again at the next tick
      }
    }
    const onFocus = () => void refresh()
    window.addEventListener('focus', onFocus)
    const timer = window.setInterval(refresh, REFRESH_MS)
    return () => {
      cancelled = true
      window.removeEventListener('focus', onFocus)
      window.clearInterval(timer)
    }
  }, [user, revalidate])

  return null
}
