// One set of esbuild options for every function: CDK's NodejsFunction and the bundle benchmark both use it,
// so the measured bundles are the deployed ones.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Node 22 runs ESM; the banner gives bundled CommonJS dependencies (and the SDK shims below) a working `require`. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __logdxCreateRequire } from 'node:module'; const require = __logdxCreateRequire(import.meta.url);";

export const BUNDLE_TARGET = "node22";

const SDK_SHIMS = fileURLToPath(new URL("./sdk-require/", import.meta.url));

/**
 * `@aws-sdk/<name>` → `sdk-require/<name>.cjs`, one entry per shim file. An `import` of the external SDK from an ESM
 * bundle goes through Node's CommonJS interop, which costs ~50 ms of cold start for DynamoDB alone (measured with
 * test/bench/bundles.ts); the shims `require` it instead. A package without a shim still works, through `import`.
 */
export const SDK_REQUIRE_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  readdirSync(SDK_SHIMS)
    .filter((f) => f.endsWith(".cjs"))
    .sort()
    .map((f) => [`@aws-sdk/${f.slice(0, -".cjs".length)}`, join(SDK_SHIMS, f)]),
);

/**
 * Small SDK utilities the functions use from start-up, bundled rather than resolved from the runtime: the store's
 * marshaller (shared/store/dynamodb/marshalling.ts) is a few kB and needs no client.
 */
export const BUNDLED_SDK_PACKAGES: readonly string[] = ["@aws-sdk/util-dynamodb"];

/**
 * The AWS SDK v3 clients ship in the nodejs22.x runtime; bundling them would triple every bundle. Each one with a
 * shim is external (the shim requires it); any other `@aws-sdk/*` import is bundled.
 */
export const EXTERNAL_MODULES: readonly string[] = Object.keys(SDK_REQUIRE_ALIASES);

/** The aliases as NodejsFunction `esbuildArgs` (CDK renders each item as `--alias:<pkg>=<file>`). */
export function sdkAliasEsbuildArgs(): Record<string, string[]> {
  return { "--alias": Object.entries(SDK_REQUIRE_ALIASES).map(([pkg, file]) => `${pkg}=${file}`) };
}

export const BUNDLE_OPTIONS = {
  format: "esm",
  platform: "node",
  target: BUNDLE_TARGET,
  minify: true,
  sourcemap: true,
  mainFields: ["module", "main"],
  banner: ESM_REQUIRE_BANNER,
  external: EXTERNAL_MODULES,
  alias: SDK_REQUIRE_ALIASES,
  // shared/http/create-handler.ts: the route comes from the generated entry (lib/functions/route-entry.ts), so the
  // branch that would import the whole route table is dead and left out of the bundle.
  define: { LOGDX_ROUTE_ENTRY: "true" },
} as const;
