import fs from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature never imports another feature: shared code moves to components/ or lib/.
const featureBoundaries = features.map((feature) => ({
  files: [`app/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["~/features/*", `!~/features/${feature}`],
            message:
              "A feature must not import another feature; move shared code to app/lib or app/components.",
          },
          {
            group: features.filter((other) => other !== feature).map((other) => `../${other}/*`),
            message:
              "A feature must not import another feature; move shared code to app/lib or app/components.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["build/", "data/", "test-results/", ".react-router/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/server/env.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through app/server/env.server.ts, the one validated place.",
        },
      ],
    },
  },
  ...featureBoundaries,
);
