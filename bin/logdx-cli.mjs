#!/usr/bin/env node
// The `logdx` bin: runs the CLI that `npm install` compiled (scripts/build.mjs), so no TypeScript loader starts.
try {
  await import("../dist/cli/logdx.mjs");
} catch (err) {
  if (err?.code !== "ERR_MODULE_NOT_FOUND" || !String(err.message).includes("dist/cli/logdx.mjs")) throw err;
  process.stderr.write("logdx: the compiled CLI is missing (dist/cli/logdx.mjs): run `npm run build`\n");
  process.exitCode = 2;
}
