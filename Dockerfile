# syntax=docker/dockerfile:1
# Patina: `docker build -t patina .` — or `docker compose up` with compose.yaml beside this file.
ARG NODE_VERSION=22

# 1. Build the web app and the server bundle (needs every dependency, dev ones too).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. What the server needs at run time, and nothing of the browser's code: the built web app is
#    in dist/client, so React, its UI libraries and icons are left out (about 60 MB).
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && cd node_modules \
 && rm -rf react react-dom react-router lucide-react radix-ui @radix-ui @floating-ui @tanstack sonner \
      react-hook-form @hookform class-variance-authority clsx tsx esbuild @esbuild \
 && npm cache clean --force

# 3. The image: Node, the bundle, the runtime dependencies (OCR languages eng and deu included,
#    from @tesseract.js-data: nothing is downloaded at run time), data in the /data volume.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches Node directly (no shell in between): it closes the database cleanly.
# The same Node flags as `npm start` (package.json): a young generation of 4 MB (decision 028).
CMD ["node", "--max-semi-space-size=4", "dist/server/main.mjs"]
