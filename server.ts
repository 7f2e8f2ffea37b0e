// Entry point. In production it runs the server bundle from `npm run build`; with --dev it loads
// the same app through Vite for hot reloading. Everything else lives in app/server/http-app.ts.
type AppModule = { start: (options?: { vite?: unknown }) => Promise<void> };

const development = process.argv.includes("--dev");
// Relative paths (./data, ./content, drizzle/) mean the project folder, wherever we start from.
process.chdir(import.meta.dirname);

if (development) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const app = (await vite.ssrLoadModule("./app/server/http-app.ts")) as AppModule;
  await app.start({ vite });
} else {
  // BUILD_DIR matches react-router.config.ts, so a build made elsewhere can be served.
  const bundle = `./${process.env.BUILD_DIR ?? "build"}/server/index.js`;
  const app = (await import(bundle).catch((error: unknown) => {
    console.error("The server bundle is missing: run `npm run build` first.\n", error);
    process.exit(1);
  })) as AppModule;
  await app.start();
}

export {};
