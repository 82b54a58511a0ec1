import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * A component the browser fetches only when it is needed or the browser is idle, not with the page's scripts
 * (docs/decisions/0057-javascript-per-route.md): dialogs and their forms, which most visits never open. The server
 * loads it when it starts, so it renders synchronously there (a `?dialog=` page works without JavaScript); once the
 * module is in, the browser renders it synchronously too.
 */
export interface LazyComponent<P> {
  (props: P): ReactNode
  /** Fetches the module (once). */
  preload: () => Promise<void>
  /** Whether the module is in, so rendering it will not suspend. */
  loaded: () => boolean
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let module: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const fetchModule = () =>
    (loading ??= load().then((component) => {
      module = component
      return component
    }))
  const preload = async () => {
    await fetchModule()
  }
  const Lazy = lazy(() => fetchModule().then((component) => ({ default: component })))
  if (import.meta.env.SSR) void preload()
  function Component(props: P) {
    const Loaded = module
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Component, { preload, loaded: () => module !== null })
}

/** Fetches a lazy component's module once the browser is idle after the page has loaded. */
export function usePreloadWhenIdle(preload: () => Promise<void>) {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => void preload(), { timeout: 3000 })
    return () => cancel(handle)
  }, [preload])
}

/**
 * Renders a lazy component while `when` holds (a dialog is open), and keeps it mounted once its module is in, so a
 * closing dialog can hand focus back. The server's HTML and the hydrating render agree: both leave it out while
 * `when` is false.
 */
export function LazyWhen<P extends object>({ when, component: Component, props }: { when: boolean; component: LazyComponent<P>; props: P }) {
  const hydrated = useHydrated()
  usePreloadWhenIdle(Component.preload)
  return <Suspense fallback={null}>{when || (hydrated && Component.loaded()) ? <Component {...props} /> : null}</Suspense>
}
