import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
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
    // Fewer, larger files for a first visit (docs/decisions/0013-…): a page loads ≈8 scripts
    // instead of ≈25, each request costing a round trip on a slow link. The framework every page
    // needs is one file; the app's shared components and helpers another (a few kB that some
    // pages do not use). Catalogues and the Tools dropdown stay chunks of their own.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
                  priority: 2,
                },
                {
                  name: "shell",
                  test: (id) =>
                    /app[\\/](components|lib)[\\/]|vite[\\/]preload-helper/.test(id) &&
                    !/i18n[\\/]messages[\\/]|tools-dropdown/.test(id),
                  minShareCount: 2,
                  priority: 1,
                },
                {
                  // A feature's code shared by its routes (the three study lists) in one file.
                  debugName: "features",
                  name: (id) => /app[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ?? null,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), catalogueChunks(), brotliAssets()],
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

const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a brotli copy (highest quality, too slow to do per request) beside every script and
 * stylesheet of the client build; the server sends it to browsers that accept br
 * (app/server/precompressed-assets.ts). About a sixth smaller than gzip on the wire.
 */
function brotliAssets(): Plugin {
  return {
    name: "jouzu:brotli-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css)$/.test(file))
          .map(async (file) => {
            const source = await fs.promises.readFile(path.join(dir, file));
            const compressed = await brotli(source, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            await fs.promises.writeFile(path.join(dir, `${file}.br`), compressed);
          }),
      );
    },
  };
}
