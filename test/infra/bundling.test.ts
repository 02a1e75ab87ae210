// Real esbuild runs through NodejsFunction (tiny fixture handlers): the deployed bundle options reach esbuild.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CloudAssembly } from "aws-cdk-lib/cx-api";
import { buildApp } from "../../lib/app.js";
import { BUNDLED_SDK_PACKAGES, SDK_REQUIRE_ALIASES } from "../../lib/functions/bundling.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";
import { route } from "./support.js";

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

const sdkRoute = {
  ...route("sdk.get", "GET", "/sdk", { table: "read" }),
  handler: "test/infra/fixtures/sdk-handler.ts",
};
const { app, stateless } = buildApp({
  routes: [route("health.get", "GET", "/health", { table: "read" }), sdkRoute],
  workers: [],
  nag: false,
});
const assembly: CloudAssembly = app.synth();
const resources = assembly.getStackByName(stateless.stackName).template.Resources as Resources;

function bundleDir(description: string): string {
  const fn = Object.values(resources).find(
    (r) => r.Type === "AWS::Lambda::Function" && String(r.Properties.Description ?? "").includes(description),
  )!;
  expect(fn.Properties.Handler).toBe("index.handler");
  const s3Key = (fn.Properties.Code as { S3Key: string }).S3Key;
  expect(s3Key).toMatch(/^[0-9a-f]{64}\.zip$/);
  return join(assembly.directory, `asset.${s3Key.replace(/\.zip$/, "")}`);
}

test("functions are bundled as minified ESM with the createRequire banner and a source map", () => {
  const dir = bundleDir("health.get");
  const code = readFileSync(join(dir, "index.mjs"), "utf8");
  expect(code.startsWith("import { createRequire as __logdxCreateRequire } from 'node:module';")).toBe(true);
  expect(code).toMatch(/export\s*\{[^}]*\bhandler\b/); // ESM export, not module.exports
  expect(code).not.toMatch(/module\.exports/);
  expect(code.split("\n").length).toBeLessThan(6); // minified
  expect(code).toMatch(/sourceMappingURL=index\.mjs\.map/);
  expect(existsSync(join(dir, "index.mjs.map"))).toBe(true);
});

// A new SDK dependency without a shim would be bundled whole: add lib/functions/sdk-require/<name>.cjs (a copy of
// the others) when this names one, or list it in BUNDLED_SDK_PACKAGES if it is small enough to bundle.
test("every @aws-sdk dependency has a require shim or is bundled on purpose", () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const sdk = Object.keys(pkg.dependencies).filter((d) => d.startsWith("@aws-sdk/"));
  expect(sdk.length).toBeGreaterThan(0);
  expect(sdk.filter((d) => !(d in SDK_REQUIRE_ALIASES) && !BUNDLED_SDK_PACKAGES.includes(d))).toEqual([]);
});

test("the external AWS SDK is loaded with require, statically and lazily, and the bundle runs", async () => {
  const code = readFileSync(join(bundleDir("sdk.get"), "index.mjs"), "utf8");
  // No ESM import of the SDK (static or dynamic): both go through the shims' require.
  expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
  expect(code).not.toMatch(/import\(\s*["']@aws-sdk\//);
  expect(code).toContain('"@aws-sdk/client-kms"');
  expect(code).toContain('"@aws-sdk/client-sqs"');
  // Run it where node_modules resolves, as the runtime's SDK does on Lambda.
  const runDir = join(REPO_ROOT, ".cache", `infra-bundle-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  try {
    writeFileSync(join(runDir, "index.mjs"), code);
    const mod = (await import(pathToFileURL(join(runDir, "index.mjs")).href)) as {
      handler: () => Promise<{ body: string }>;
    };
    expect((await mod.handler()).body).toBe("function function");
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
});
