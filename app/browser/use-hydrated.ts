import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False in the server's HTML and during hydration, true once JavaScript runs the page. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
