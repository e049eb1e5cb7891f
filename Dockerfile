# syntax=docker/dockerfile:1
# The production image (docs/deploy.md, decision 053): built once, started with `node dist/server/main.js`.
# The one Node line the image runs on: the LTS line CI tests beside the development one (docs/testing.md).
ARG NODE_VERSION=24

# Build: every dependency, then `npm run build` writes dist/ (both SPAs and the server as plain JavaScript).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Dependencies in their own layer, so a source change does not reinstall them. Install scripts are not
# needed: the root's postinstall compiles the messages (below, once the sources are here) and every
# dependency with an install script ships prebuilt binaries (tests/unit/deploy-files.test.ts keeps the list).
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run i18n:compile && npm run build

# Runtime: production dependencies and dist/ only, owned by root and run as the unprivileged `node` user.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 ADMIN_PORT=3001
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund
COPY --from=build /app/dist ./dist
USER node
# 3000: the public site, 3001: the admin site (with /metrics). Put a TLS proxy in front of both.
EXPOSE 3000 3001
# Ready: PostgreSQL answers, every migration is applied, the job queue is installed (server/http/readiness.ts).
# The slim image has no curl; Node's fetch asks instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A stop is SIGTERM: in-flight requests finish, then the process exits 0 (docs/operations.md, Stopping).
CMD ["node", "dist/server/main.js"]
