import type { Plugin } from 'vite'

/**
 * Changes to React Router 7.18.4's production build, made while the app is built
 * (docs/decisions/0067-server-render-cost.md). A profile of a server-rendered page under load shows React
 * Router doing the same work on every request from inputs that never change while the server runs:
 *
 * 1. **Route matching tries every route.** `matchRoutesImpl` walks all ~105 ranked branches in order and runs each
 *    branch's patterns until one matches; a page is matched three or four times per request (the request handler,
 *    the static handler, the partial manifest's parent paths). Here it walks only the branches that can match the
 *    pathname's first segment: the branches whose first segment is that literal word, and the branches whose first
 *    segment is not a literal (a parameter, an optional or splat segment, the index); both in their ranked order, so
 *    the first match is the one the full walk would find.
 * 2. **`ServerRouter` rebuilds the route tree on every render** (`createServerRoutes` from the build's manifest,
 *    which is the same object for the server's life): built once per manifest.
 * 3. **`createStaticRouter` converts those routes to data routes on every render**: converted once per routes array.
 * 4. **Every `<Link>` runs the hooks of a link the browser can click** (the route matches' pathnames serialized to
 *    JSON twice, a navigate function, prefetch state): ≈ 13 µs a link, 50 links on a profile page. On the server a
 *    link whose `to` is a path of this site (no basename, no relative resolution, no prefetch, no mask) is written
 *    directly: the same `href` (React Router's own `resolveTo` and `createPath`), the same attributes in the same
 *    order. The browser's `<Link>` is untouched and hydrates it as before.
 * 5. **The document request lists the route modules by id on every request** (`createEntryRouteModules`, a reduce
 *    over the build's ~105 routes, whose modules never change): listed once per build (docs/decisions/0068).
 *
 * Each patch names the exact text it replaces; a React Router whose code differs fails the build, so an upgrade is
 * looked at again rather than silently left unpatched. The production builds only: the dev server and Vitest run React
 * Router's development build. The browser's bundle gets patches of its own, for its sessionStorage calls while a page
 * loads ({@link CLIENT_PATCHES}).
 */

/**
 * The branches to try for a pathname: those whose first segment is that literal word (compared as a case-insensitive
 * route pattern compares it) and those whose first segment is not a literal, in their ranked order; built once per
 * branches array.
 */
export const CANDIDATES_SOURCE = `var __rrfp_branchIndexes = /* @__PURE__ */ new WeakMap();
function __rrfp_literalOf(path) {
  let segment = path.replace(/^\\/+/, "").split("/")[0];
  return /^[A-Za-z0-9._~-]+$/.test(segment) ? segment.toUpperCase() : null;
}
function __rrfp_candidateBranches(branches, pathname) {
  let index = __rrfp_branchIndexes.get(branches);
  if (!index) {
    let literals = branches.map((branch) => __rrfp_literalOf(branch.path));
    let byLiteral = /* @__PURE__ */ new Map();
    for (let literal of literals) {
      if (literal !== null && !byLiteral.has(literal)) {
        byLiteral.set(literal, branches.filter((_, i) => literals[i] === null || literals[i] === literal));
      }
    }
    index = { byLiteral, rest: branches.filter((_, i) => literals[i] === null) };
    __rrfp_branchIndexes.set(branches, index);
  }
  let end = pathname.indexOf("/", 1);
  let first = (end === -1 ? pathname.slice(1) : pathname.slice(1, end)).toUpperCase();
  return index.byLiteral.get(first) ?? index.rest;
}`

interface Patch {
  name: string
  find: string
  replace: string
}

/**
 * The reload marker of lazy route discovery: React Router sets it just before it reloads the page for a new deploy (so
 * that a second mismatch for the same version stops instead of reloading in a loop), and removes it after every
 * successful discovery — on every page with links, a storage access in the task that handles the manifest's response.
 * Here a success only notes that the marker is stale: a mismatch later in this document ignores it (as if removed),
 * and it is removed when the page is left; setting it again (before a reload) keeps it.
 */
export const MANIFEST_MARKER_SOURCE = `var __rrfp_manifestMarker = { stale: false, listening: false };
function __rrfp_manifestMarkerStale() {
  __rrfp_manifestMarker.stale = true;
  if (__rrfp_manifestMarker.listening) return;
  __rrfp_manifestMarker.listening = true;
  window.addEventListener("pagehide", () => {
    if (!__rrfp_manifestMarker.stale) return;
    try {
      sessionStorage.removeItem(MANIFEST_VERSION_STORAGE_KEY);
    } catch {
    }
  });
}`

/** Makes a Map read what `restoreAppliedTransitions` stored the first time it is used (its methods or its size). */
export const RESTORE_WHEN_USED_SOURCE = `function __rrfp_restoreWhenUsed(_window, transitions) {
  let methods = ["get", "has", "set", "delete", "clear", "forEach", "entries", "keys", "values", Symbol.iterator];
  let restore = () => {
    for (let name of methods) delete transitions[name];
    delete transitions.size;
    restoreAppliedTransitions(_window, transitions);
  };
  for (let name of methods) {
    transitions[name] = function(...args) {
      restore();
      return transitions[name](...args);
    };
  }
  Object.defineProperty(transitions, "size", {
    configurable: true,
    get() {
      restore();
      return transitions.size;
    }
  });
}`

const PATCHES: Patch[] = [
  {
    name: 'match only the branches that can match the first segment',
    find: `  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],`,
    replace: `  let decoded = decodePath(pathname);
  branches = __rrfp_candidateBranches(branches, decoded);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],`,
  },
  {
    name: 'candidate branches by first segment',
    find: `function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {`,
    replace: `${CANDIDATES_SOURCE}
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {`,
  },
  {
    name: 'server routes once per manifest',
    find: `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
    replace: `  let routes = __rrfp_serverRoutes.get(manifest.routes);
  if (!routes) {
    routes = createServerRoutes(
      manifest.routes,
      routeModules,
      context.future,
      context.isSpaMode
    );
    __rrfp_serverRoutes.set(manifest.routes, routes);
  }`,
  },
  {
    name: 'server routes cache',
    find: `function ServerRouter({`,
    replace: `var __rrfp_serverRoutes = /* @__PURE__ */ new WeakMap();
function ServerRouter({`,
  },
  {
    name: 'a plain link to a path of this site is written without the hooks only a browser needs',
    find: `  }, forwardedRef) {
    let { basename, navigator, useTransitions } = React10.useContext(NavigationContext);
    let isAbsolute = typeof to === "string" && ABSOLUTE_URL_REGEX.test(to);`,
    replace: `  }, forwardedRef) {
    let { basename, navigator, useTransitions } = React10.useContext(NavigationContext);
    if (basename === "/" && typeof to === "string" && to.charCodeAt(0) === 47 && !ABSOLUTE_URL_REGEX.test(to) && prefetch === "none" && relative == null && mask == null) {
      return /* @__PURE__ */ React10.createElement("a", {
        ...rest,
        href: createPath(resolveTo(to, [], "/")),
        onClick,
        ref: forwardedRef,
        target,
        "data-discover": discover === "render" ? "true" : void 0
      });
    }
    let isAbsolute = typeof to === "string" && ABSOLUTE_URL_REGEX.test(to);`,
  },
  {
    name: 'entry route modules once per build',
    find: `function createEntryRouteModules(manifest) {
  return Object.keys(manifest).reduce((memo, routeId) => {`,
    replace: `var __rrfp_entryRouteModules = /* @__PURE__ */ new WeakMap();
function createEntryRouteModules(manifest) {
  let modules = __rrfp_entryRouteModules.get(manifest);
  if (!modules) {
    modules = __rrfp_createEntryRouteModules(manifest);
    __rrfp_entryRouteModules.set(manifest, modules);
  }
  return modules;
}
function __rrfp_createEntryRouteModules(manifest) {
  return Object.keys(manifest).reduce((memo, routeId) => {`,
  },
  {
    name: 'data routes once per routes array',
    find: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    replace: `var __rrfp_dataRoutes = /* @__PURE__ */ new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let converted = __rrfp_dataRoutes.get(routes);
  if (!converted) {
    let manifest2 = {};
    converted = { manifest: manifest2, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest2) };
    __rrfp_dataRoutes.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;`,
  },
]

/**
 * The browser's copy (docs/decisions/0076-scroll-positions-read-when-needed.md): a page's first access to
 * sessionStorage is a synchronous round trip to the browser process, and without React Router's inline scroll script
 * two accesses remain while a page loads:
 *
 * - the router reads its applied view transitions when it is created, in the hydration's task. They are used only
 *   when a navigation ends (to pick a view transition on back and forward, or to record one) and when the page is left
 *   (to save them). Here the map reads the stored transitions the first time any of its methods or its size is used,
 *   before that use, so what a navigation records is added to what was stored, as before;
 * - lazy route discovery removes its reload marker after each manifest it fetches ({@link MANIFEST_MARKER_SOURCE}):
 *   removed when the page is left instead.
 */
export const CLIENT_PATCHES: Patch[] = [
  {
    name: 'the reload marker is cleared when the page is left',
    find: `    try {
      sessionStorage.removeItem(MANIFEST_VERSION_STORAGE_KEY);
    } catch {
    }
    serverPatches = await res.json();`,
    replace: `    __rrfp_manifestMarkerStale();
    serverPatches = await res.json();`,
  },
  {
    name: 'a marker cleared in this document is not checked',
    find: `        if (sessionStorage.getItem(MANIFEST_VERSION_STORAGE_KEY) === manifest.version) {`,
    replace: `        if (!__rrfp_manifestMarker.stale && sessionStorage.getItem(MANIFEST_VERSION_STORAGE_KEY) === manifest.version) {`,
  },
  {
    name: 'a marker set again is kept',
    find: `        sessionStorage.setItem(MANIFEST_VERSION_STORAGE_KEY, manifest.version);`,
    replace: `        sessionStorage.setItem(MANIFEST_VERSION_STORAGE_KEY, manifest.version);
        __rrfp_manifestMarker.stale = false;`,
  },
  {
    name: 'the reload marker helper',
    find: `var MANIFEST_VERSION_STORAGE_KEY = "react-router-manifest-version";`,
    replace: `var MANIFEST_VERSION_STORAGE_KEY = "react-router-manifest-version";
${MANIFEST_MARKER_SOURCE}`,
  },
  {
    name: 'applied view transitions read when first used',
    find: `      restoreAppliedTransitions(routerWindow, appliedViewTransitions);`,
    replace: `      __rrfp_restoreWhenUsed(routerWindow, appliedViewTransitions);`,
  },
  {
    name: 'restore on first use',
    find: `function restoreAppliedTransitions(_window, transitions) {`,
    replace: `${RESTORE_WHEN_USED_SOURCE}
function restoreAppliedTransitions(_window, transitions) {`,
  },
]

const REACT_ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

/** Applies each patch to the text that contains it; returns the text and the names of the patches applied. */
export function patchReactRouter(code: string, patches: Patch[] = PATCHES): { code: string; applied: string[] } {
  const applied: string[] = []
  for (const patch of patches) {
    const at = code.indexOf(patch.find)
    if (at === -1) continue
    if (code.indexOf(patch.find, at + 1) !== -1) throw new Error(`react-router-fast-paths: "${patch.name}" matches twice`)
    code = code.slice(0, at) + patch.replace + code.slice(at + patch.find.length)
    applied.push(patch.name)
  }
  return { code, applied }
}

export const PATCH_NAMES = PATCHES.map((patch) => patch.name)
export const CLIENT_PATCH_NAMES = CLIENT_PATCHES.map((patch) => patch.name)

/** The patches for a build environment: the server's (`ssr`) or the browser's (`client`). */
function patchesFor(environment: string): Patch[] | null {
  if (environment === 'ssr') return PATCHES
  if (environment === 'client') return CLIENT_PATCHES
  return null
}

export function reactRouterFastPaths(): Plugin {
  let applied = new Set<string>()
  let active = false
  return {
    name: 'startup-asia:react-router-fast-paths',
    enforce: 'pre',
    configResolved(config) {
      active = config.command === 'build' && config.mode === 'production'
    },
    buildStart() {
      applied = new Set()
    },
    transform(code, id) {
      // Each environment its own patches: the server's fast paths (the browser matches against the few routes it has
      // discovered), the browser's sessionStorage calls moved out of the page's load.
      const patches = patchesFor(this.environment.name)
      if (!active || !patches || !REACT_ROUTER_PRODUCTION.test(id)) return null
      const result = patchReactRouter(code, patches)
      if (result.applied.length === 0) return null
      for (const name of result.applied) applied.add(`${this.environment.name}: ${name}`)
      return { code: result.code, map: null }
    },
    buildEnd(error) {
      const patches = patchesFor(this.environment.name)
      if (!active || error || !patches) return
      const missing = patches.map((patch) => patch.name).filter((name) => !applied.has(`${this.environment.name}: ${name}`))
      if (missing.length) {
        throw new Error(
          `react-router-fast-paths: React Router's code changed, not applied: ${missing.join('; ')} ` +
            '(docs/decisions/0067-server-render-cost.md)',
        )
      }
    },
  }
}
