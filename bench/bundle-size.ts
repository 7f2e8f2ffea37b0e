// What a first visit to each route downloads, worked out from a production build: the files
// React Router preloads for the route (its manifest: the entry, then every route from the root to
// the page, each with its module, imports and CSS) plus the interface catalogue of the page's
// language (found in Vite's manifest; entry.client.tsx loads it before hydrating).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Sizes in bytes; `brotli` is the build's precompressed copy the server sends to browsers that take br. */
export type Asset = { file: string; raw: number; gzip: number; brotli: number | null };

export type FirstLoad = {
  routeId: string;
  /** The route's URL pattern, e.g. /resources/jlpt/:level/vocabulary */
  path: string;
  js: Asset[];
  css: Asset[];
  jsRaw: number;
  jsGzip: number;
  /** As sent to browsers that accept br (gzip size for a file without a brotli copy). */
  jsBrotli: number;
  cssRaw: number;
  cssGzip: number;
};

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};

export type RouterManifest = {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
};

export type ViteManifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; assets?: string[] }
>;

export type ClientBuild = {
  clientDir: string;
  manifest: RouterManifest;
  /** Per interface language, the chunk URLs of its catalogue (empty without Vite's manifest). */
  catalogues: Record<string, string[]>;
  /** Vite's manifest, keyed by source path (empty when the build did not keep it). */
  vite: ViteManifest;
};

const manifestPrefix = "window.__reactRouterManifest=";

/** Reads <buildDir>/client: React Router's manifest and, when kept, Vite's. */
export function readClientBuild(buildDir: string): ClientBuild {
  const clientDir = path.join(buildDir, "client");
  const assetsDir = path.join(clientDir, "assets");
  if (!fs.existsSync(assetsDir)) {
    throw new Error(`No client build in ${clientDir}: run \`npm run build\` first.`);
  }
  const manifestFile = fs.readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assetsDir}.`);
  const text = fs.readFileSync(path.join(assetsDir, manifestFile), "utf8").trim();
  if (!text.startsWith(manifestPrefix)) throw new Error(`Unexpected manifest in ${manifestFile}.`);
  const manifest = JSON.parse(
    text.slice(manifestPrefix.length).replace(/;$/, ""),
  ) as RouterManifest;

  const catalogues: Record<string, string[]> = {};
  const viteManifestFile = path.join(clientDir, ".vite", "manifest.json");
  let vite: ViteManifest = {};
  if (fs.existsSync(viteManifestFile)) {
    vite = JSON.parse(fs.readFileSync(viteManifestFile, "utf8")) as ViteManifest;
    const withImports = (key: string, seen = new Set<string>()): string[] => {
      const chunk = vite[key];
      if (!chunk || seen.has(key)) return [];
      seen.add(key);
      return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((i) => withImports(i, seen))];
    };
    for (const key of Object.keys(vite)) {
      const locale = /^app\/lib\/i18n\/messages\/([a-z]+)\.ts$/.exec(key)?.[1];
      if (locale) catalogues[locale] = withImports(key);
    }
  }
  return { clientDir, manifest, catalogues, vite };
}

/** The routes from the root down to `routeId`. */
export function routeChain(manifest: RouterManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route;) {
    chain.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  if (chain.length === 0) throw new Error(`No route ${routeId} in the manifest.`);
  return chain;
}

export function routePath(manifest: RouterManifest, routeId: string): string {
  const segments = routeChain(manifest, routeId)
    .map((route) => route.path ?? "")
    .filter((segment) => segment !== "");
  return `/${segments.join("/")}`;
}

const sizes = new Map<string, Asset>();

function measure(clientDir: string, url: string): Asset {
  const file = path.join(clientDir, url);
  let asset = sizes.get(file);
  if (!asset) {
    const bytes = fs.readFileSync(file);
    // Level 6, what the server's compression middleware sends.
    const brotli = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : null;
    asset = {
      file: url,
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 6 }).length,
      brotli,
    };
    sizes.set(file, asset);
  }
  return asset;
}

const sum = (assets: Asset[], key: "raw" | "gzip") => assets.reduce((t, a) => t + a[key], 0);

/** The JavaScript and CSS a first visit to the route loads, in the given interface language. */
export function firstLoad(build: ClientBuild, routeId: string, locale: string): FirstLoad {
  const { manifest } = build;
  const chain = routeChain(manifest, routeId);
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const styles = new Set(manifest.entry.css ?? []);
  for (const route of chain) {
    for (const file of [route.module, ...(route.imports ?? [])]) scripts.add(file);
    for (const file of route.css ?? []) styles.add(file);
  }
  // Stylesheets a route links itself (`import css from "./app.css?url"`), from Vite's manifest.
  for (const chunk of Object.values(build.vite)) {
    if (!scripts.has(`/${chunk.file}`)) continue;
    for (const asset of chunk.assets ?? []) if (asset.endsWith(".css")) styles.add(`/${asset}`);
  }
  for (const file of build.catalogues[locale] ?? []) scripts.add(file);
  const js = [...scripts].map((file) => measure(build.clientDir, file));
  const css = [...styles].map((file) => measure(build.clientDir, file));
  return {
    routeId,
    path: routePath(manifest, routeId),
    js,
    css,
    jsRaw: sum(js, "raw"),
    jsGzip: sum(js, "gzip"),
    jsBrotli: js.reduce((total, asset) => total + (asset.brotli ?? asset.gzip), 0),
    cssRaw: sum(css, "raw"),
    cssGzip: sum(css, "gzip"),
  };
}

/** Routes that render a page (resource routes such as sign-out have no component). */
export function pageRouteIds(manifest: RouterManifest): string[] {
  return Object.values(manifest.routes)
    .filter(
      (route) => route.id !== "root" && (route as { hasDefaultExport?: boolean }).hasDefaultExport,
    )
    .map((route) => route.id);
}

/** The catalogue that weighs most, so a budget holds in every interface language. */
export function heaviestLocale(build: ClientBuild, locales: readonly string[]): string {
  let heaviest = locales[0] ?? "en";
  let most = -1;
  for (const locale of locales) {
    const weight = sum(
      (build.catalogues[locale] ?? []).map((file) => measure(build.clientDir, file)),
      "gzip",
    );
    if (weight > most) [heaviest, most] = [locale, weight];
  }
  return heaviest;
}

export function catalogueSizes(
  build: ClientBuild,
): { locale: string; raw: number; gzip: number }[] {
  return Object.entries(build.catalogues).map(([locale, files]) => {
    const assets = files.map((file) => measure(build.clientDir, file));
    return { locale, raw: sum(assets, "raw"), gzip: sum(assets, "gzip") };
  });
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
