// One set of esbuild options for every function: CDK's NodejsFunction and the bundle benchmark both use it,
// so the measured bundles are the deployed ones.
import { fileURLToPath } from "node:url";

/** Node 22 runs ESM; the banner gives bundled CommonJS dependencies a working `require`. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __logdxCreateRequire } from 'node:module'; const require = __logdxCreateRequire(import.meta.url);";

export const BUNDLE_TARGET = "node22";

/**
 * Nothing is external, the AWS SDK included: every function carries the SDK versions package.json pins and the tests
 * ran, not whichever the nodejs22.x runtime ships. (NodejsFunction leaves `@aws-sdk/*` out unless told otherwise.)
 */
export const EXTERNAL_MODULES: readonly string[] = [];

/** Packages replaced in the bundles, each with the reason in its file. */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  "@aws-sdk/credential-provider-node": fileURLToPath(new URL("./env-credential-chain.ts", import.meta.url)),
};

/** The aliases as NodejsFunction `esbuildArgs` (CDK renders each item as `--alias:<pkg>=<file>`). */
export function aliasEsbuildArgs(): Record<string, string[]> {
  return { "--alias": Object.entries(BUNDLE_ALIASES).map(([pkg, file]) => `${pkg}=${file}`) };
}

export const BUNDLE_OPTIONS = {
  format: "esm",
  platform: "node",
  target: BUNDLE_TARGET,
  minify: true,
  sourcemap: true,
  // The SDK's ES modules (dist-es) rather than its CommonJS build: esbuild can then drop what a function never
  // imports (other commands, their schemas) and no CommonJS wrapper runs at start.
  mainFields: ["module", "main"],
  banner: ESM_REQUIRE_BANNER,
  external: EXTERNAL_MODULES,
  alias: BUNDLE_ALIASES,
  // shared/http/create-handler.ts: the route comes from the generated entry (lib/functions/route-entry.ts), so the
  // branch that would import the whole route table is dead and left out of the bundle.
  define: { LOGDX_ROUTE_ENTRY: "true" },
} as const;
