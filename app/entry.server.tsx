import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { preloadModule } from 'react-dom'
import catalogueChunks from 'virtual:catalogue-chunks'
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  type ServerInstrumentation,
} from 'react-router'
import { createApp } from './edge/app.server'
import { createHttpServer } from './edge/http-server.server'
import { boot, startBackgroundWork } from './services/boot.server'
import { requestInfo } from './server/context'
import { getEnv } from './server/env.server'
import { reportError, flushErrorReports } from './server/error-report.server'
import { log } from './server/logger.server'
import { isReady, setDraining } from './server/readiness.server'
import { namespacesOf } from './shared/i18n'
import { languageOf } from './server/i18n.server'
import { I18nProvider } from './browser/i18n-react'

/**
 * What server.js needs from the build: validate the environment, boot the database (migrations, first-start demo
 * data, the admin account), the app that runs every request through the edge's checks (app/edge/app.server.ts)
 * before React Router, the Node HTTP server around it with its timeouts (app/edge/http-server.server.ts), and the
 * background work started once booted (the outbox worker, docs/decisions/0102-mail-outbox.md).
 */
export const runtime = { getEnv, boot, startBackgroundWork, createApp, createHttpServer, log, setDraining, isReady, flushErrorReports }

/**
 * React Router's request instrumentation (its supported observability API): after each request it reports the route
 * pattern it matched, which the edge turns into the route id of the request's log line and metrics
 * (app/edge/observe.ts, docs/decisions/0133-operations.md).
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(handleRequest, { context }) {
          const result = await handleRequest()
          const observed = context?.get(requestInfo).observed
          if (observed) observed.pattern = result.meta?.pattern
        },
      })
    },
  },
]

/** An error a loader or action threw (not a Response): logged with the request's id and reported (SENTRY_DSN). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  log('http').error({ err: error }, 'a loader or action failed')
  reportError(error, { route: new URL(request.url).pathname.split('/')[1] || 'home' })
}

// The dev server (`npm run dev`) has no server.js: boot before the first request is served, as server.js does
// before it listens. Production builds drop this branch.
if (import.meta.env.DEV) startBackgroundWork(await boot())

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The edge puts the security headers on every response; the nonce it chose reaches React Router's inline scripts.
  const nonce = loadContext.get(requestInfo).cspNonce
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA mode wait for all content; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const language = languageOf(loadContext)
    const { pipe, abort } = renderToPipeableStream(
      // The request's language (the root middleware chose it): every component translates in it.
      <I18nProvider language={language}>
        <CataloguePreloads language={language} routerContext={routerContext} />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nProvider>,
      {
      nonce,
      [readyOption]() {
        shellRendered = true
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        // The page's language comes from the lng cookie or, on a first visit, Accept-Language: a shared cache must
        // not give one visitor's language to another.
        responseHeaders.append('Vary', 'Accept-Language, Cookie')
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout so the closure is not retained.
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) {
          log('http').error({ err: error }, 'rendering failed')
          reportError(error)
        }
      },
    })
  })
}

/**
 * `<link rel="modulepreload">` for the catalogues the browser needs to hydrate this page (its language, the
 * namespaces of the routes on screen), so they load beside the entry script instead of after it.
 */
function CataloguePreloads({ language, routerContext }: { language: string; routerContext: EntryContext }) {
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle)
  for (const namespace of namespacesOf(handles)) {
    const href = catalogueChunks[`${language}/${namespace}`]
    if (href) preloadModule(href, { as: 'script' })
  }
  return null
}
