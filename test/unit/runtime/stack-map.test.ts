// mapStack: a bundled function's logged stacks point at the TypeScript sources, read from the bundle's map only
// when a stack is logged (the functions run without --enable-source-maps).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "@jest/globals";
import { build } from "esbuild";
import { BUNDLE_OPTIONS } from "../../../lib/functions/bundling.js";
import { REPO_ROOT } from "../../../lib/functions/logdx-function.js";
import { mapStack } from "../../../shared/runtime/stack-map.js";

const dir = join(REPO_ROOT, ".cache", `stack-map-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a minified bundle's frames map to the source file, line and column", async () => {
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, "index.mjs");
  await build({
    entryPoints: [join(REPO_ROOT, "test/unit/runtime/fixtures/throws.ts")],
    bundle: true,
    outfile,
    format: "esm",
    platform: "node",
    target: BUNDLE_OPTIONS.target,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: "silent",
  });
  // A plain node, as Lambda runs it: jest would map the stack itself.
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); process.stdout.write(JSON.stringify(m.fail()));`,
    ],
    { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } },
  );
  expect(run.stderr).toBe("");
  const { raw, mapped } = JSON.parse(run.stdout) as { raw: string; mapped: string };
  expect(raw).toMatch(/index\.mjs:1:\d+/); // minified: everything on line 1
  expect(mapped).not.toContain("index.mjs");
  expect(mapped).toMatch(/test\/unit\/runtime\/fixtures\/throws\.ts:4:\d+/);
  expect(mapped.split("\n")[0]).toBe("Error: boom");
});

test("outside a bundle (no map beside the module) a stack is left as it is", () => {
  const stack = "Error: x\n    at f (file:///somewhere/else.mjs:1:10)";
  expect(mapStack(stack)).toBe(stack);
  expect(mapStack(stack, join(dir, "missing.mjs"))).toBe(stack);
});
