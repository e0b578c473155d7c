import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

// The client lives in client/; the server serves the built files from dist/client.
// One page (index.html) routes itself: the lobby on "/", a table on "/t/CODE"; Phaser is a
// lazy chunk loaded only by the table page.
const server = `http://localhost:${process.env.PORT ?? 2567}`;

export default defineConfig({
  root: "client",
  // Every text file also as .br and .gz beside it: the server sends those as they are
  // (server/http/client-pages.ts), never compressing per request.
  plugins: [compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|mjs|css|html|svg|json|txt)$/, threshold: 512 })],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // Phaser alone is ~1.4 MB minified; it is lazy-loaded, so the warning is noise.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    // `vite` in dev talks to a running game server (npm run dev) for the API and the rooms.
    proxy: {
      "/api": server,
      "/matchmake": server,
      // Colyseus room sockets: /<processId>/<roomId>; "/t/CODE" is the page itself (index.html).
      "^/(?!t/)[A-Za-z0-9_-]+/[A-Za-z0-9]{4,}(\\?.*)?$": { target: server, ws: true },
    },
  },
});
