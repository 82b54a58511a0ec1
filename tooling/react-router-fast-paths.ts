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
 * looked at again rather than silently left unpatched. The server's production build only: the dev server and Vitest
 * run React Router's development build, and the browser's bundle is left as it is.
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

const REACT_ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

/** Applies each patch to the text that contains it; returns the text and the names of the patches applied. */
export function patchReactRouter(code: string): { code: string; applied: string[] } {
  const applied: string[] = []
  for (const patch of PATCHES) {
    const at = code.indexOf(patch.find)
    if (at === -1) continue
    if (code.indexOf(patch.find, at + 1) !== -1) throw new Error(`react-router-fast-paths: "${patch.name}" matches twice`)
    code = code.slice(0, at) + patch.replace + code.slice(at + patch.find.length)
    applied.push(patch.name)
  }
  return { code, applied }
}

export const PATCH_NAMES = PATCHES.map((patch) => patch.name)

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
      // The server's copy only: the browser matches against the few routes it has discovered, and its bundle stays as is.
      if (!active || this.environment.name !== 'ssr' || !REACT_ROUTER_PRODUCTION.test(id)) return null
      const result = patchReactRouter(code)
      if (result.applied.length === 0) return null
      for (const name of result.applied) applied.add(name)
      return { code: result.code, map: null }
    },
    buildEnd(error) {
      if (!active || error || this.environment.name !== 'ssr') return
      const missing = PATCH_NAMES.filter((name) => !applied.has(name))
      if (missing.length) {
        throw new Error(
          `react-router-fast-paths: React Router's code changed, not applied: ${missing.join('; ')} ` +
            '(docs/decisions/0067-server-render-cost.md)',
        )
      }
    },
  }
}
