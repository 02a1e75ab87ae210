// `npm run build` (run by `npm install` through `prepare`; the test run's global setup runs it without
// declarations): the SDK's generated sources and bundles, and the `logdx` CLI compiled to one JavaScript file so the
// bin starts without a TypeScript loader.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { writeSdkSources } from "../sdk/scripts/generate.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const cliBundle = join(root, "dist", "cli", "logdx.mjs");
export const sdkBrowserBundle = join(root, "sdk", "dist", "logdx-sdk.min.js");
const sdkEntry = join(root, "sdk", "src", "index.ts");

/** The CLI: every dependency inlined (one file to read at start), CommonJS ones given a real `require`. */
export async function buildCli() {
  await build({
    entryPoints: [join(root, "bin", "logdx.ts")],
    outfile: cliBundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  });
}

/** The SDK: generated sources from docs/openapi.json, then an ES module for Node/bundlers and a minified one for pages. */
export async function buildSdk() {
  await writeSdkSources(JSON.parse(readFileSync(join(root, "docs", "openapi.json"), "utf8")));
  const common = { entryPoints: [sdkEntry], bundle: true, format: "esm", target: "es2020", logLevel: "warning" };
  await build({ ...common, outfile: join(root, "sdk", "dist", "index.js"), platform: "neutral" });
  await build({ ...common, outfile: sdkBrowserBundle, platform: "browser", minify: true, legalComments: "none" });
}

/** Minified and gzipped size of the browser bundle, in bytes. */
export function sdkBundleSize() {
  const min = readFileSync(sdkBrowserBundle);
  return { minified: min.length, gzip: gzipSync(min, { level: 9 }).length };
}

export async function buildAll({ declarations = true } = {}) {
  await buildSdk();
  if (declarations)
    execFileSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", join(root, "sdk")]);
  await buildCli();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildAll();
  const size = sdkBundleSize();
  console.log(`@logdx/sdk browser bundle: ${size.minified} bytes minified, ${size.gzip} bytes gzip`);
}
