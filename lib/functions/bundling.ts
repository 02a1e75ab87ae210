// One set of esbuild options for every function: CDK's NodejsFunction and the bundle benchmark both use it,
// so the measured bundles are the deployed ones.

/** Node 22 runs ESM; the banner gives bundled CommonJS dependencies a working `require`. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __logdxCreateRequire } from 'node:module'; const require = __logdxCreateRequire(import.meta.url);";

/** The AWS SDK v3 ships in the nodejs22.x runtime; bundling it would triple every bundle. */
export const EXTERNAL_MODULES = ["@aws-sdk/*"];

export const BUNDLE_TARGET = "node22";

export const BUNDLE_OPTIONS = {
  format: "esm",
  platform: "node",
  target: BUNDLE_TARGET,
  minify: true,
  sourcemap: true,
  mainFields: ["module", "main"],
  banner: ESM_REQUIRE_BANNER,
  external: EXTERNAL_MODULES,
} as const;
