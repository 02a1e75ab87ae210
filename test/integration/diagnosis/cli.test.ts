// The real `logdx` entry (bin/logdx-cli.mjs) as a child process; few runs, start-up is costly.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "@jest/globals";
import { analysisResultSchema } from "../../../shared/domain/analysis-result.schema.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const cli = join(root, "bin", "logdx-cli.mjs");
const work = mkdtempSync(join(tmpdir(), "logdx-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function logdx(args: string[], input?: string) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", input, cwd: root, timeout: 60000 });
}

const t0 = Date.parse("2026-06-01T12:00:00Z");
const lines: string[] = [];
for (let i = 0; i < 400; i++) {
  const ts = new Date(t0 + i * 1000).toISOString();
  lines.push(`ts=${ts} level=info svc=checkout msg="order ${i} placed in ${i % 90}ms"`);
  if (i >= 250 && i % 2 === 0)
    lines.push(`ts=${ts} level=error svc=tax-calc msg="rate lookup failed: ETIMEDOUT after 3000 ms (region ${i % 5})"`);
  if (i >= 250 && i % 2 === 0)
    lines.push(`ts=${ts} level=error svc=checkout msg="quote failed: tax-calc did not answer (504)"`);
}

test("diagnose --json prints exactly one schema-valid result (stdin via -)", () => {
  const r = logdx(["diagnose", "-", "--json"], `${lines.join("\n")}\n`);
  expect(r.status).toBe(0);
  const out = r.stdout.trim().split("\n");
  expect(out).toHaveLength(1);
  const result = analysisResultSchema.parse(JSON.parse(out[0]));
  expect(result.rootCause.service).toBe("tax-calc");
  expect(result.rootCause.category).toBe("timeout");
  expect(result.logsScanned).toBe(lines.length);
});

test("templates --json: one object per input line, in order, with the cluster's final template", () => {
  const file = join(work, "t.log");
  const input = [
    "user 17 logged in from web",
    "disk /dev/sda1 is 91% full",
    "user 42 logged in from web",
    "user 7 logged in from web",
  ];
  writeFileSync(file, `${input.join("\n")}\n`);
  const r = logdx(["templates", file, "--json"]);
  expect(r.status).toBe(0);
  const out = r.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { templateId: string; template: string });
  expect(out).toHaveLength(input.length);
  expect(out[0].templateId).toBe(out[2].templateId);
  expect(out[0].template).toBe(out[3].template);
  expect(out[0].template).toContain("<*>");
  expect(out[1].templateId).not.toBe(out[0].templateId);
});

test("an unreadable file gives a clear message and a non-zero exit", () => {
  const r = logdx(["diagnose", join(work, "missing.log"), "--json"]);
  expect(r.status).not.toBe(0);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(/missing\.log: no such file/);
});
