// `npm run build` (run by `npm install` through `prepare`, and by the test run's global setup): compiles the
// `logdx` CLI to one JavaScript file so the bin starts without a TypeScript loader.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const cliBundle = join(root, "dist", "cli", "logdx.mjs");

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

export async function buildAll() {
  await buildCli();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildAll();
