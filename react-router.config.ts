import type { Config } from "@react-router/dev/config";

export default {
  // Server-side rendering with hydration: pages arrive complete and work before JavaScript loads.
  ssr: true,
} satisfies Config;
