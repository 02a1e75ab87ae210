// One real esbuild run through NodejsFunction (tiny fixture handler): the deployed bundle options reach esbuild.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "../../lib/app.js";
import { route } from "./support.js";

test("functions are bundled as minified ESM with the createRequire banner and a source map", () => {
  const { app, stateless } = buildApp({
    routes: [route("health.get", "GET", "/health", { table: "read" })],
    workers: [],
    nag: false,
  });
  const assembly = app.synth();
  const resources = assembly.getStackByName(stateless.stackName).template.Resources as Record<
    string,
    { Type: string; Properties: Record<string, unknown> }
  >;
  const fn = Object.values(resources).find((r) => r.Type === "AWS::Lambda::Function")!;
  expect(fn.Properties.Handler).toBe("index.handler");
  const s3Key = (fn.Properties.Code as { S3Key: string }).S3Key;
  expect(s3Key).toMatch(/^[0-9a-f]{64}\.zip$/);
  const dir = join(assembly.directory, `asset.${s3Key.replace(/\.zip$/, "")}`);
  const code = readFileSync(join(dir, "index.mjs"), "utf8");
  expect(code.startsWith("import { createRequire as __logdxCreateRequire } from 'node:module';")).toBe(true);
  expect(code).toMatch(/export\s*\{[^}]*\bhandler\b/); // ESM export, not module.exports
  expect(code).not.toMatch(/module\.exports/);
  expect(code.split("\n").length).toBeLessThan(6); // minified
  expect(code).toMatch(/sourceMappingURL=index\.mjs\.map/);
  expect(existsSync(join(dir, "index.mjs.map"))).toBe(true);
});
