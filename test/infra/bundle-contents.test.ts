// What a real route bundle (built as the stack builds it: generated entry, deployed options) must not carry: the guards
// behind the bundle-size and cold-start work.
import { join } from "node:path";
import { build, type Metafile } from "esbuild";
import { BUNDLE_OPTIONS } from "../../lib/functions/bundling.js";
import { constructIdOf } from "../../lib/functions/ids.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";
import { routeDefines, writeRouteEntry } from "../../lib/functions/route-entry.js";
import { routes } from "../../shared/routes/table.js";

async function bundle(routeId: string): Promise<{ inputs: string[]; sdkImports: string[]; builtinImports: string[] }> {
  const route = routes.find((r) => r.id === routeId)!;
  const out = await build({
    entryPoints: [writeRouteEntry(route, routes, constructIdOf(route.id))],
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
    define: { ...BUNDLE_OPTIONS.define, ...routeDefines(route) },
    metafile: true,
    logLevel: "silent",
  });
  const meta: Metafile = out.metafile;
  const output = Object.values(meta.outputs)[0];
  const inputs = Object.entries(output.inputs)
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([p]) => p);
  return {
    inputs,
    sdkImports: output.imports.filter((i) => i.path.startsWith("@aws-sdk/")).map((i) => i.path),
    // Static imports only: a dynamic import() or a require() call of a built-in runs only when the code reaches it.
    builtinImports: output.imports
      .filter((i) => i.path.startsWith("node:") && i.kind === "import-statement")
      .map((i) => i.path),
  };
}

test.each(["health.get", "logSources.test"])(
  "%s: no HTTP client library, no zod locale but English, no import of the AWS SDK left, not the route table",
  async (id) => {
    const { inputs, sdkImports } = await bundle(id);
    expect(inputs.filter((p) => /node_modules\/(undici|axios|node-fetch|got)\//.test(p))).toEqual([]);
    // (locales/index.js may appear as a 17-byte namespace stub once a module is lazily initialised; no locale is in.)
    expect(inputs.filter((p) => p.includes("zod/v4/locales/") && !/\/(en|index)\.js$/.test(p))).toEqual([]);
    expect(sdkImports).toEqual([]); // the SDK is bundled: nothing is left to the runtime's copy
    // Its own route definition (the generated entry), never the whole table.
    expect(inputs.filter((p) => /shared\/routes(\.ts|\/)/.test(p))).toEqual([]);
    expect(inputs.some((p) => p.includes(".cache/route-entries/"))).toBe(true);
  },
);

test("a route with the table carries the SDK's DynamoDB document client and the environment credentials alone; health carries neither", async () => {
  const withPorts = await bundle("logSources.test");
  expect(withPorts.inputs.some((p) => p.includes("shared/net/outgoing-http.ts"))).toBe(true);
  for (const pkg of ["client-dynamodb", "lib-dynamodb", "credential-provider-env"]) {
    expect(withPorts.inputs.some((p) => p.includes(`node_modules/@aws-sdk/${pkg}/dist-es/`))).toBe(true);
  }
  // lib/functions/env-credential-chain.ts stands in for the default chain: none of its other links is bundled.
  expect(withPorts.inputs.some((p) => p.endsWith("lib/functions/env-credential-chain.ts"))).toBe(true);
  expect(
    withPorts.inputs.filter((p) =>
      /credential-provider-(node|sso|ini|process|web-identity|http|login)\/|credential-provider-imds|nested-clients|token-providers/.test(
        p,
      ),
    ),
  ).toEqual([]);
  // The SDK's ES modules, not its CommonJS build (mainFields).
  expect(withPorts.inputs.filter((p) => /@aws-sdk\/[^/]+\/dist-cjs\//.test(p))).toEqual([]);
  const health = await bundle("health.get");
  expect(
    health.inputs.filter((p) => /@aws-sdk\/|@smithy\/|shared\/store\/|port-middlewares|outgoing-http/.test(p)),
  ).toEqual([]);
});

// A function bundles the adapters of the ports its access grants (shared/runtime/lambda-context.ts), no others.
const ADAPTERS = {
  queue: "shared/queue/sqs.ts",
  kms: "shared/crypto/envelope.kms.ts",
  egress: "shared/net/outgoing-http.ts",
  llm: "shared/llm/create-llm-port.ts",
  mail: "shared/notify/mail.ses.ts",
};
test.each([
  ["projects.list", []],
  ["logSources.create", ["kms"]],
  ["logSources.test", ["kms", "egress"]],
  ["analyses.polish", ["egress", "llm"]],
  ["analyses.create", ["queue", "kms", "egress", "llm"]],
])("%s bundles the adapters of %j and no other", async (id, granted) => {
  const { inputs } = await bundle(id);
  const bundled = Object.entries(ADAPTERS)
    .filter(([, file]) => inputs.some((p) => p.includes(file)))
    .map(([port]) => port);
  expect(bundled).toEqual(granted);
});

// On Node 22 an ESM import of node:http loads undici and its dependencies (~25 ms of cold start): ours goes through
// require (shared/net/node-http.ts), the SDK's request handler imports it only for an http:// endpoint, and the
// default credential chain that imported it at start is not bundled. (node:https, which the SDK's handler imports
// statically, costs ~3 ms more through ESM than through require on Node 22.)
test.each(["projects.list", "logSources.test", "analyses.create"])(
  "%s imports node:http only through require or on demand",
  async (id) => {
    const { builtinImports } = await bundle(id);
    expect(builtinImports.filter((p) => p === "node:http")).toEqual([]);
    expect(builtinImports).toContain("node:module");
  },
);

// Building zod schemas is most of a function's own cold start: a function bundles the request schemas of its own
// route, not the response schemas (OpenAPI's) nor the request schemas of other routes of the same resource.
test.each([
  ["analyses.get", ["domain/analysis.schema.ts", "domain/analysis-result.schema.ts", "domain/log-source.schema.ts"]],
  ["analyses.list", ["domain/analysis.schema.ts", "domain/analysis-result.schema.ts"]],
  ["logSources.list", ["domain/log-source.schema.ts", "domain/log-source-record.schema.ts"]],
  ["logSources.test", ["domain/log-source.schema.ts", "domain/log-source-record.schema.ts"]],
  ["projects.list", ["domain/project.schema.ts", "domain/api-key.schema.ts", "domain/analysis-result.schema.ts"]],
])("%s carries none of %j", async (id, schemaModules) => {
  const { inputs } = await bundle(id);
  expect(inputs.filter((p) => schemaModules.some((m) => p.endsWith(`shared/${m}`)))).toEqual([]);
});
