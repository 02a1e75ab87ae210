// `logdx rules …` (the compiled bin as a child process) against the local server on a test clock, reading a Loki
// fake: create with flags (query included), list, get, update laid over the condition, disable/enable, dry-run of
// a saved rule and of flags (readable and --json), the activity of a check with its cursor, delete, and failures
// named with exit code 2.
import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { runCheck } from "../../shared/services/watchdog/check.js";
import { type FakeLine, type FakeLoki, startFakeLoki } from "../fakes/aggregators.js";
import { addLokiSource, LOKI_KEY } from "../integration/analyses/helpers.js";
import { startTestServer, type TestServer } from "../support/local-server.js";
import { createTestClock } from "../support/test-clock.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = join(root, "bin", "logdx-cli.mjs");
const T0 = Date.parse("2026-03-10T12:00:00.000Z");
const clock = createTestClock(new Date(T0));
let server: TestServer;
let loki: FakeLoki;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function logdx(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      {
        env: {
          PATH: process.env.PATH,
          NO_COLOR: "1",
          LOGDX_URL: server.baseUrl,
          LOGDX_KEY: server.bootstrap.keys.secret,
          LOGDX_CONFIG_DIR: join(root, "nonexistent-config"),
        },
        timeout: 60_000,
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const json = (r: Run) => JSON.parse(r.stdout);

const line = (t: number, level: FakeLine["level"], text: string): FakeLine => ({
  timestamp: t,
  source: "shop",
  service: "checkout",
  level,
  host: "h1",
  message: `${new Date(t).toISOString()} ${level.toUpperCase()} [checkout] ${text}`,
});

beforeAll(async () => {
  loki = await startFakeLoki({
    apiKey: LOKI_KEY,
    lines: [
      // two days ago: three payment errors in one hour (the dry-run's trips)
      ...[1, 2, 3].map((i) => line(T0 - 2 * 86_400_000 + i * 60_000, "error", `payment declined #${i}`)),
      // before the first check: three payment errors and many that the query leaves out
      ...[1, 2, 3].map((i) => line(T0 + 60_000 - i * 5_000, "error", `payment declined #${i}`)),
      ...[1, 2, 3, 4, 5].map((i) => line(T0 + 60_000 - i * 4_000, "error", `disk full #${i}`)),
    ],
  });
  server = await startTestServer({
    clock,
    config: { allowPrivateNetwork: true, rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 } },
  });
  await addLokiSource(
    (method, path, o = {}) => server.call(method, path, { ...o, key: server.bootstrap.keys.secret }),
    { name: "shop", host: loki.url, selector: '{app="shop"}' },
  );
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await loki?.close();
});

describe("logdx rules", () => {
  let id: string;

  it("create takes the rule's flags, list and get show it", async () => {
    const created = await logdx([
      "rules",
      "create",
      "--name",
      "payments",
      "--type",
      "error_count",
      "--threshold",
      "3",
      "--every",
      "1m",
      "--lookback",
      "1h",
      "--query",
      '|= "payment"',
      "--cooldown",
      "0",
    ]);
    expect([created.code, created.stderr]).toEqual([0, ""]);
    expect(created.stdout).toMatch(/^created rule payments \S+: ≥ 3 errors\n$/);
    const list = json(await logdx(["rules", "list", "--json"]));
    expect(list).toHaveLength(1);
    id = list[0].id;
    expect(list[0]).toMatchObject({
      name: "payments",
      query: '|= "payment"',
      schedule: { kind: "fixed", intervalSeconds: 60 },
      lookbackSeconds: 3600,
      cooldownSeconds: 0,
      nextCheckAt: new Date(T0 + 60_000).toISOString(),
    });
    const table = await logdx(["rules", "list"]);
    expect(table.stdout).toMatch(/ID\s+NAME\s+TYPE\s+CONDITION\s+SCHEDULE/);
    expect(table.stdout).toContain("every 1m over 1h");
    const got = await logdx(["rules", "get", id]);
    expect(got.stdout).toMatch(/query\s+\|= "payment"/);
    expect(got.stdout).toMatch(/sources\s+every active source/);
  });

  it("update lays condition flags over the rule's condition; disable and enable toggle it", async () => {
    const updated = await logdx(["rules", "update", id, "--threshold", "2", "--severity", "high", "--json"]);
    expect(json(updated)).toMatchObject({ condition: { threshold: 2 }, severity: "high", type: "error_count" });
    expect((await logdx(["rules", "disable", id])).stdout).toBe("disabled rule payments\n");
    expect(json(await logdx(["rules", "get", id, "--json"])).enabled).toBe(false);
    clock.set(new Date(T0));
    expect((await logdx(["rules", "enable", id])).stdout).toBe(
      `enabled rule payments: next check at ${new Date(T0 + 60_000).toISOString()}\n`,
    );
  });

  it("dry-run replays a saved rule or the flags, readable or as JSON", async () => {
    const readable = await logdx(["rules", "dry-run", id]);
    expect(readable.code).toBe(0);
    expect(readable.stdout).toMatch(/^over the last 7 days: 10080 checks, \d+ trips, \d+ alerts\n/);
    expect(readable.stdout).toMatch(/suppressed: cooldown 0 · daily cap \d+ · dedup \d+/);
    expect(readable.stdout).toMatch(/DATE\s+TRIPS\s+ALERTS\n2026-03-03/);
    const flags = await logdx([
      "rules",
      "dry-run",
      "--type",
      "error_count",
      "--threshold",
      "3",
      "--every",
      "1h",
      "--lookback",
      "1h",
      "--query",
      '|= "payment"',
      "--json",
    ]);
    const result = json(flags);
    expect(result).toMatchObject({ checks: 168, trips: 1, alerts: 1 });
    expect(result.firstTripAt).toBe(new Date(T0 - 2 * 86_400_000 + 3_600_000).toISOString());
  });

  it("activity shows what a check did, paged with --limit and --cursor", async () => {
    const ref = { tenantId: server.bootstrap.tenantId, projectId: server.bootstrap.projectId, ruleId: id };
    clock.set(new Date(T0 + 60_000));
    expect(await runCheck(server.ctx, { ...ref, dueAt: new Date(T0 + 60_000).toISOString() })).toMatchObject({
      outcome: "tripped",
      value: 3,
    });
    clock.set(new Date(T0 + 120_000));
    await runCheck(server.ctx, { ...ref, dueAt: new Date(T0 + 120_000).toISOString() });
    const table = await logdx(["rules", "activity", "--rule", id]);
    expect(table.stdout).toMatch(/AT\s+RULE\s+OUTCOME\s+VALUE\s+REASON/);
    expect(table.stdout).toMatch(/tripped\s+3 \/ 2/);
    const first = json(await logdx(["rules", "activity", "--limit", "1", "--json"]));
    expect(first.data).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = json(await logdx(["rules", "activity", "--limit", "1", "--cursor", first.nextCursor, "--json"]));
    expect(rest.data[0].outcome).toBe("tripped");
  });

  it("failures are named with exit code 2; delete, then the rule is gone", async () => {
    const noType = await logdx(["rules", "create", "--name", "x"]);
    expect([noType.code, noType.stderr]).toEqual([2, expect.stringContaining("rules create: --type is required")]);
    const bad = await logdx(["rules", "create", "--name", "x", "--type", "pattern_match", "--pattern", "(oops"]);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      expect.stringMatching(/rules create: VALIDATION_ERROR \(HTTP 400\): .*\(oops/s),
    ]);
    const duration = await logdx(["rules", "create", "--name", "x", "--type", "spike", "--every", "soon"]);
    expect([duration.code, duration.stderr]).toEqual([2, expect.stringContaining('--every: "soon" is not a duration')]);
    expect((await logdx(["rules", "delete", id])).stdout).toBe(`deleted rule ${id}\n`);
    const gone = await logdx(["rules", "get", id]);
    expect([gone.code, gone.stderr]).toEqual([2, expect.stringMatching(/rules get \S+: GONE \(HTTP 410\)/)]);
  });
});
