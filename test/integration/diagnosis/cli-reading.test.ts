// `logdx parse`, and how every command takes its input: gzip read as it is, binary data refused with a
// reason, a missing file named; `templates` summarised without --json. The real bin as a child process.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, expect, test } from "@jest/globals";
import { analysisResultSchema } from "../../../shared/domain/analysis-result.schema.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const cli = join(root, "bin", "logdx-cli.mjs");
const work = mkdtempSync(join(tmpdir(), "logdx-cli-reading-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function logdx(args: string[], input?: string | Buffer, env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", input, cwd: root, timeout: 60000, env });
}

const javaInJson = [
  '{"timestamp":"2026-06-01T12:00:00.000Z","service":"ts-order-service","message":"12:00:00.250 ERROR c.e.OrderServiceImpl#302 - order lookup failed traceId=4bf92f3577b34da6"}',
  "java.lang.NullPointerException: order",
  "\tat c.e.OrderServiceImpl.find(OrderServiceImpl.java:302)",
  '{"timestamp":"2026-06-01T12:00:01.000Z","service":"ts-order-service","message":"just text"}',
];

test("parse --json: one record per logical record, named by its first input line", () => {
  const file = join(work, "java.jsonl");
  writeFileSync(file, `${javaInJson.join("\n")}\n`);
  const r = logdx(["parse", file, "--json"]);
  expect(r.status).toBe(0);
  const rows = r.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(rows).toEqual([
    {
      line: 1,
      timestamp: "2026-06-01T12:00:00.250Z",
      level: "error",
      service: "ts-order-service",
      message: expect.stringContaining("OrderServiceImpl.java:302"),
      traceId: "4bf92f3577b34da6",
    },
    { line: 4, timestamp: "2026-06-01T12:00:01.000Z", level: null, service: "ts-order-service", message: "just text" },
  ]);
});

test("parse without --json prints a readable table", () => {
  const r = logdx(["parse", "-"], `${javaInJson.join("\n")}\n`);
  expect(r.status).toBe(0);
  const rows = r.stdout.trim().split("\n");
  expect(rows).toHaveLength(3); // header + 2 records
  expect(rows[1]).toMatch(/ERROR\s+ts-order-service\s+order lookup failed/);
});

test("piped output carries no colour codes, even where a CI variable is set; FORCE_COLOR still colours", () => {
  const { NO_COLOR: _n, FORCE_COLOR: _f, ...env } = process.env;
  const piped = logdx(["parse", "-"], `${javaInJson.join("\n")}\n`, { ...env, CI: "true" });
  expect(piped.status).toBe(0);
  expect(piped.stdout).not.toContain("\u001b[");
  const forced = logdx(["parse", "-"], `${javaInJson.join("\n")}\n`, { ...env, FORCE_COLOR: "1" });
  expect(forced.stdout).toContain("\u001b[");
});

const t0 = Date.parse("2026-06-01T12:00:00Z");
const logfmt: string[] = [];
for (let i = 0; i < 300; i++) {
  const ts = new Date(t0 + i * 1000).toISOString();
  logfmt.push(`ts=${ts} level=info svc=checkout msg="order ${i} placed"`);
  if (i >= 200) logfmt.push(`ts=${ts} level=error svc=tax-calc msg="rate lookup failed: ETIMEDOUT after 3000 ms"`);
}

test("a gzipped log is read as it is, from a file and from stdin", () => {
  const file = join(work, "app.log.gz");
  writeFileSync(file, gzipSync(`${logfmt.join("\n")}\n`));
  const fromFile = analysisResultSchema.parse(JSON.parse(logdx(["diagnose", file, "--json"]).stdout));
  expect(fromFile.rootCause.service).toBe("tax-calc");
  expect(fromFile.logsScanned).toBe(logfmt.length);
  const fromStdin = logdx(["parse", "-", "--json"], gzipSync(`${logfmt.slice(0, 3).join("\n")}\n`));
  expect(
    fromStdin.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).service),
  ).toEqual(["checkout", "checkout", "checkout"]);
});

test("random bytes are refused with a reason and a non-zero exit, never diagnosed as healthy", () => {
  const file = join(work, "noise.bin");
  writeFileSync(file, Buffer.concat([Buffer.from([0x00, 0xff, 0x13]), randomBytes(4096)]));
  const r = logdx(["diagnose", file, "--json"]);
  expect(r.status).not.toBe(0);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(/noise\.bin: the input is binary data/);
});

test("a missing file is named in the error", () => {
  const r = logdx(["parse", join(work, "nope.log")]);
  expect(r.status).not.toBe(0);
  expect(r.stderr).toMatch(/nope\.log: no such file/);
});

test("templates without --json lists the distinct templates with their counts", () => {
  const r = logdx(["templates", "-"], `${logfmt.join("\n")}\n`);
  expect(r.status).toBe(0);
  const rows = r.stdout.trim().split("\n");
  expect(rows[0]).toMatch(/^\d+ templates in 400 lines$/);
  const counts = rows.slice(1).map((l) => Number(l.trim().split(/\s+/)[0]));
  expect(counts.length).toBeLessThan(10);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(logfmt.length);
});
