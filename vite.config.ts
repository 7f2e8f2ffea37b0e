import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our Express app, which embeds the React Router build,
  // so the database, env and routes share one module graph.
  environments: {
    ssr: { build: { rollupOptions: { input: "./app/server/http-app.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
