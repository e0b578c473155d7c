# Broadside game server: serves the built client and the game endpoint on $PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds a native addon when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./
VOLUME /data
EXPOSE 2567
# SIGTERM lets the server flush its match log and tell clients to reconnect.
STOPSIGNAL SIGTERM
# The V8 settings of server/node-flags.ts (a young generation sized for a busy table server).
CMD ["node", "--max-semi-space-size=64", "--min-semi-space-size=16", "dist/server/server/main.js"]
