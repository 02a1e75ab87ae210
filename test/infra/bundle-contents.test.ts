// What a real route bundle (built with the deployed options) must not carry: the guards behind the bundle-size work.
import { join } from "node:path";
import { build, type Metafile } from "esbuild";
import { BUNDLE_OPTIONS } from "../../lib/functions/bundling.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";

async function bundle(entry: string): Promise<Metafile> {
  const out = await build({
    entryPoints: [join(REPO_ROOT, entry)],
    bundle: true,
    write: false,
    outfile: join(REPO_ROOT, ".cache", "bundle-contents", "index.mjs"),
    format: BUNDLE_OPTIONS.format,
    platform: BUNDLE_OPTIONS.platform,
    target: BUNDLE_OPTIONS.target,
    minify: BUNDLE_OPTIONS.minify,
    mainFields: [...BUNDLE_OPTIONS.mainFields],
    banner: { js: BUNDLE_OPTIONS.banner },
    external: [...BUNDLE_OPTIONS.external],
    alias: { ...BUNDLE_OPTIONS.alias },
    metafile: true,
    logLevel: "silent",
  });
  return out.metafile;
}

test.each(["functions/health/get.ts", "functions/log-sources/test.ts"])(
  "%s: no HTTP client library, no zod locale but English, no ESM import of the AWS SDK",
  async (entry) => {
    const meta = await bundle(entry);
    const inputs = Object.keys(Object.values(meta.outputs)[0].inputs);
    expect(inputs.some((p) => p.includes("shared/net/outgoing-http.ts"))).toBe(true); // the guarded port is in
    expect(inputs.filter((p) => /node_modules\/(undici|axios|node-fetch|got)\//.test(p))).toEqual([]);
    expect(inputs.filter((p) => p.includes("zod/v4/locales/") && !p.endsWith("/en.js"))).toEqual([]);
    const output = Object.values(meta.outputs)[0];
    const sdkImports = output.imports.filter((i) => i.path.startsWith("@aws-sdk/"));
    expect(sdkImports).toEqual([]); // every SDK package goes through a lib/functions/sdk-require shim
  },
);
