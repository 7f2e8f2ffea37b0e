import type { Config } from "@react-router/dev/config";

export default {
  // Server-side rendering with hydration: pages arrive complete and work before JavaScript loads.
  ssr: true,
  // Overridable so a test can build into a scratch directory without touching build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
