// Real esbuild runs through NodejsFunction (tiny fixture handlers): the deployed bundle options reach esbuild.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CloudAssembly } from "aws-cdk-lib/cx-api";
import { buildApp } from "../../lib/app.js";
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

// Production runs the SDK versions the tests ran: each one pinned exactly, none left to the runtime's copy.
test("every @aws-sdk dependency is pinned to an exact version", () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const sdk = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([d]) =>
    d.startsWith("@aws-sdk/"),
  );
  expect(sdk.length).toBeGreaterThan(0);
  expect(sdk.filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version))).toEqual([]);
});

test("the AWS SDK is bundled, statically and lazily imported alike, and the bundle runs on its own", async () => {
  const code = readFileSync(join(bundleDir("sdk.get"), "index.mjs"), "utf8");
  // No import of the SDK is left for the runtime to resolve, static or dynamic, ESM or CommonJS.
  expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
  expect(code).not.toMatch(/import\(\s*["']@aws-sdk\//);
  expect(code).not.toMatch(/require\(\s*["']@aws-sdk\//);
  // Run it where no node_modules can be found, as nothing but the bundle is deployed.
  const runDir = mkdtempSync(join(tmpdir(), "logdx-infra-bundle-"));
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
