import { defineConfig } from "vite";

// The client lives in client/; the server serves the built files from dist/client.
export default defineConfig({
  root: "client",
  build: { outDir: "../dist/client", emptyOutDir: true },
  server: { port: 5173 },
});
