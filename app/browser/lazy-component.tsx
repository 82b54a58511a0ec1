import { lazy, useCallback, type ComponentType, type LazyExoticComponent } from 'react'
import { useOnFirstInteraction } from '~/browser/idle'
import { useHydrated } from '~/browser/use-hydrated'

/**
 * A component the browser fetches only when it is needed or the visitor starts to interact, not with the page's scripts
 * (docs/decisions/0057-javascript-per-route.md): dialogs and their forms, which most visits never open. The server
 * loads it when it starts, so it renders synchronously there (a `?dialog=` page works without JavaScript); once the
 * module is in, the browser renders it synchronously too.
 *
 * No Suspense boundary goes around it: React's server renderer sends a large boundary's content after the page and
 * moves it in place with an inline script (progressive chunking), which a browser without JavaScript never runs.
 * Instead the lazy component never suspends once its module is in (React.lazy is given an already-settled thenable),
 * and where it does (opened before the module arrived, or a page hydrating an open dialog) the navigation or the
 * hydration waits for the module: React Router navigates in a transition, which keeps the page as it is meanwhile.
 */
export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>> & {
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
  const Lazy = lazy(() => {
    const loaded = module
    if (!loaded) return fetchModule().then((component) => ({ default: component }))
    // Settled at once, so React renders it in this pass instead of suspending for a microtask.
    const settled = { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: loaded }) }
    return settled as unknown as Promise<{ default: ComponentType<P> }>
  })
  if (import.meta.env.SSR) void preload()
  return Object.assign(Lazy, { preload, loaded: () => module !== null })
}

/**
 * Fetches a lazy component's module at the visitor's first interaction with the page (docs/decisions/0069): a
 * visitor who only reads the page never fetches it, one who taps or types has it by the time a dialog opens.
 */
export function usePreloadOnInteraction(preload: () => Promise<void>) {
  useOnFirstInteraction(useCallback(() => void preload().catch(() => undefined), [preload]))
}

/**
 * Renders a lazy component while `when` holds (a dialog is open), and keeps it mounted once its module is in, so a
 * closing dialog can hand focus back. The server's HTML and the hydrating render agree: both leave it out while
 * `when` is false.
 */
export function LazyWhen<P extends object>({ when, component: Component, props }: { when: boolean; component: LazyComponent<P>; props: P }) {
  const hydrated = useHydrated()
  usePreloadOnInteraction(Component.preload)
  return when || (hydrated && Component.loaded()) ? <Component {...props} /> : null
}
