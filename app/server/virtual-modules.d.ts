declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

declare module "virtual:catalogue-chunks" {
  /** Per interface language, the URLs of its catalogue's chunks in the client build. */
  const chunks: Partial<Record<string, string[]>>;
  export default chunks;
}
