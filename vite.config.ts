import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import reactRouterConfig from "./react-router.config.ts";

export default defineConfig({
  // Vite's manifest stays in build/client/.vite/ (never served: the static handler skips dot
  // folders) for the catalogue chunks below and for `npm run bench:bundle`.
  build: { manifest: true },
  // The server bundle's entry is our Express app, which embeds the React Router build,
  // so the database, env and routes share one module graph.
  environments: {
    ssr: { build: { rollupOptions: { input: "./app/server/http-app.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), catalogueChunks()],
});

/**
 * `virtual:catalogue-chunks` gives the server each interface language's chunk URLs from the
 * client build, so a page can ask the browser to preload its language's catalogue alongside the
 * other scripts (docs/decisions/0013-…). Empty in development, where Vite serves the sources.
 */
function catalogueChunks(): Plugin {
  const id = "virtual:catalogue-chunks";
  return {
    name: "jouzu:catalogue-chunks",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const chunks: Record<string, string[]> = {};
      if (this.environment.mode === "build" && this.environment.name === "ssr") {
        // The client is built first; its manifest is on disk while the server is built.
        const buildDirectory = reactRouterConfig.buildDirectory ?? "build";
        const file = path.resolve(buildDirectory, "client", ".vite", "manifest.json");
        const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        const withImports = (key: string): string[] => {
          const chunk = manifest[key];
          return chunk ? [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap(withImports)] : [];
        };
        for (const key of Object.keys(manifest)) {
          const locale = /^app\/lib\/i18n\/messages\/([a-z]+)\.ts$/.exec(key)?.[1];
          if (locale) chunks[locale] = withImports(key);
        }
        if (Object.keys(chunks).length === 0) {
          throw new Error(`No interface catalogue chunks in ${file}.`);
        }
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}
