// Joining rules the layout fixtures do not show on their own: the prefixed-frame switch diagnosis uses,
// and what a record without a level is taken to be.
import { describe, expect, test } from "@jest/globals";
import type { LogRecord } from "../../../shared/diagnosis/log-record.js";
import { type AssemblerOptions, RecordAssembler } from "../../../shared/diagnosis/multiline.js";
import { parseLine } from "../../../shared/diagnosis/normalize.js";

function records(lines: string[], opts?: AssemblerOptions): LogRecord[] {
  const out: LogRecord[] = [];
  const a = new RecordAssembler((r) => out.push(r), opts);
  for (const l of lines) a.push(parseLine(l));
  a.flush();
  return out;
}

const oslo = [
  "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager [req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11 a a] Failed",
  "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager Traceback (most recent call last):",
  '2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager   File "/x.py", line 2, in f',
];

// Spring Boot's failure analysis as journald ships it: one line per record, each with the sender's header
const springReport = [
  "***************************",
  "APPLICATION FAILED TO START",
  "***************************",
  "",
  "Description:",
  "",
  "Failed to bind properties under 'ingest.frame.max-size' to org.springframework.util.unit.DataSize:",
  "",
  "    Property: ingest.frame.max-size",
  "    Reason: failed to convert java.lang.String to DataSize",
  "",
  "Action:",
  "",
  "Update your application's configuration",
  "Started HistorianApplication in 2.1 seconds",
].map((l) => `Nov 15 06:21:59.914147 app01 scada-historian[15455]: ${l}`);

describe("joining records", () => {
  test("a stack printed raw under a docker compose line continues that service's record, quoted level and all", () => {
    const out = records([
      "trip-ledger-1       | 2026-10-25 19:28:46.928 | ERROR    | c.r.ledger.TripService - trip TR-7 not persisted",
      "org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode",
      "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
      "rider-api-1         | 2026-10-25 19:28:46.937 | INFO     | GET /v2/rides 200 79ms",
      "trip-ledger-1       | 2026-10-25 19:28:47.906 | ERROR    | c.r.ledger.TripService - trip TR-8 not persisted",
      "org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode",
    ]);
    // (streams emit their records as each one's next head arrives: the order across streams is not the input's)
    const byTime = [...out].sort((a, b) => a.timestamp - b.timestamp);
    expect(byTime.map((r) => [r.service, r.level])).toEqual([
      ["trip-ledger", "error"],
      ["rider-api", "info"],
      ["trip-ledger", "error"],
    ]);
    expect(byTime[0].message).toContain("PSQLException: FATAL: the database system is in recovery mode");
    expect(byTime[0].message).toContain("doAuthentication");
    expect(byTime[2].message).toContain("PSQLException");
  });

  test("an unprefixed line after a prefixed one neither drops nor joins the unprefixed record before them", () => {
    const firsts: number[] = [];
    const a = new RecordAssembler((_, origin) => firsts.push(origin.line));
    for (const [i, l] of ["xx", "x |x", "xx"].entries()) a.push(parseLine(l), i + 1);
    a.flush();
    expect(firsts.sort()).toEqual([1, 2, 3]);
  });

  test("Spring Boot's failure-analysis report shipped a line per record is one error record, ending after its action", () => {
    const out = records(springReport).filter((r) => r.message.trim() !== "");
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ service: "scada-historian", level: "error" });
    expect(out[0].message).toContain("APPLICATION FAILED TO START");
    expect(out[0].message).toContain("Failed to bind properties");
    expect(out[0].message).toContain("Update your application's configuration");
    expect(out[1].message).toBe("Started HistorianApplication in 2.1 seconds");
  });

  test("a banner that never reaches its action stops taking lines after a screenful", () => {
    const banner = springReport.slice(0, 3);
    const rest = Array.from(
      { length: 200 },
      (_, i) => `Nov 15 06:21:59.914147 app01 scada-historian[15455]: line ${i}`,
    );
    expect(records([...banner, ...rest]).length).toBeGreaterThan(150);
  });

  test("a traceback logged one frame per record is one record, or one per line when prefixed frames stay apart", () => {
    expect(records(oslo)).toHaveLength(1);
    const apart = records(oslo, { joinPrefixedFrames: false });
    expect(apart.map((r) => r.level)).toEqual(["error", "error", "error"]);
  });

  test("oslo.log's instance prefix before every line of an instance's traceback does not split it", () => {
    const at = "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager";
    const inst = "[instance: 2775afe3-baa5-41f7-ade0-3bb3cba46c85]";
    const r = records([
      `${at} [req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11 a a] ${inst} Instance failed to spawn: libvirtError: boom`,
      `${at} ${inst} Traceback (most recent call last):`,
      `${at} ${inst}   File "/usr/lib/python2.7/site-packages/nova/compute/manager.py", line 2200, in _build_resources`,
      `${at} ${inst}     yield resources`,
      `${at} ${inst} libvirtError: boom`,
      `${at} [req-4d8b3b4f-0e1f-5e7c-9f6e-3a0d3c2b1d22 a a] ${inst} Terminating instance`,
    ]);
    expect(r).toHaveLength(2);
    expect(r[0].message).toContain("in _build_resources");
    expect(r[1].message).toContain("Terminating instance");
  });

  test("a Python traceback's last line joins it though its class does not end in Error", () => {
    const at = (m: string) =>
      JSON.stringify({ time: "2024-03-05T14:07:09.123Z", log: m, kubernetes: { container_name: "planner" } });
    const r = records([
      at("2024-03-05 14:07:09,123 ERROR [planner] plan persist failed"),
      at("Traceback (most recent call last):"),
      at('  File "/srv/planner/core.py", line 108, in save_plan'),
      at("    return self._save_plan(payload)"),
      at("psycopg2.errors.InsufficientPrivilege: permission denied for table wave_plans"),
      at("2024-03-05 14:07:10,000 INFO [planner] next wave"),
    ]);
    expect(r).toHaveLength(2);
    expect(r[0].message).toContain("InsufficientPrivilege: permission denied");
    // a record that takes no more lines takes no exception line either: those lines stay records of their own
    const frames = Array.from({ length: 80 }, (_, i) => at(`  File "/srv/planner/core.py", line ${i}, in f`));
    const capped = records([at("plan persist failed"), at("Traceback (most recent call last):"), ...frames]);
    const after = records([
      at("2024-03-05 14:07:09,123 ERROR [planner] plan persist failed"),
      at("Traceback (most recent call last):"),
      ...frames,
      at("pkg.ErrOne: boom"),
      at("pkg.ErrTwo: boom"),
    ]);
    expect(after).toHaveLength(capped.length + 2);
  });

  test("stack lines shipped as level-less records join their service's record even with prefixed frames apart", () => {
    const lines = [
      '{"timestamp":"2024-03-05T14:07:09.123Z","service":"api","level":"error","message":"lookup failed"}',
      '{"timestamp":"2024-03-05T14:07:09.123Z","service":"api","message":"java.lang.IllegalStateException: x"}',
      '{"timestamp":"2024-03-05T14:07:09.123Z","service":"api","message":"\\tat a.B.c(B.java:1)"}',
    ];
    const r = records(lines, { joinPrefixedFrames: false });
    expect(r).toHaveLength(1);
    expect(r[0].message).toContain("B.java:1");
  });

  test("without a level, an exception's first line makes an error; a lone frame or prose does not", () => {
    const r = records([
      '{"service":"a","message":"java.lang.OutOfMemoryError: Java heap space"}',
      '{"service":"b","message":"\\tat a.B.c(B.java:1)"}',
      '{"service":"c","message":"retrying after error, 0 errors so far"}',
    ]);
    expect(r.map((x) => [x.service, x.level])).toEqual([
      ["a", "error"],
      ["b", "unknown"],
      ["c", "unknown"],
    ]);
  });

  test("inside a logfmt record's crash dump, a bare line opening with a level word is more of the dump", () => {
    const got = records([
      'ts=2026-10-01T16:06:05.711Z level=fatal svc=fab-portal msg="FATAL ERROR: Reached heap limit"',
      "<--- Last few GCs --->",
      "[1:0x6b2c4e0]  8655012 ms: Mark-Compact 2030.4 (2083.1) -> 2026.9 (2084.6) MB, allocation failure",
      "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
      " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
      'ts=2026-10-01T16:06:06.379Z level=info svc=dispatcher msg="cycle 61137 done"',
    ]);
    expect(got.map((r) => [r.service, r.level])).toEqual([
      ["fab-portal", "fatal"],
      ["dispatcher", "info"],
    ]);
    expect(got[0].message).toContain("node::OOMErrorHandler");
  });
  test(".NET's console pair, each physical line stamped alike by a collector, is one record with the header's level", () => {
    const at = (level: string, m: string, ts = "2027-01-01T19:07:01.921Z") =>
      JSON.stringify({ timestamp: ts, service: "manuscript-api", level, message: m });
    const r = records([
      at("info", "fail: Microsoft.EntityFrameworkCore.Query[10100]"),
      at("info", "      An exception occurred while iterating over the results of a query."),
      at("info", "      Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted"),
      // Rails' indented SQL line, logged moments after its request: a record of its own
      at("info", "Started GET /api/manuscripts/7 for 10.0.0.1", "2027-01-01T19:07:02.000Z"),
      at("debug", "  Manuscript Load (2.8ms)  SELECT 1", "2027-01-01T19:07:02.300Z"),
    ]);
    expect(r.map((x) => x.level)).toEqual(["error", "info", "debug"]);
    expect(r[0].message.startsWith("An exception occurred")).toBe(true);
    expect(r[0].message).toContain("The connection pool has been exhausted");
  });

  test("a native line shipped in a JSON record takes the header-less lines stamped with its very time", () => {
    const at = (level: string, m: string, ts = "2026-12-02T12:40:28.172Z") =>
      JSON.stringify({ timestamp: ts, service: "gate-access", level, message: m });
    const r = records([
      at("error", "2026-12-02 12:40:28,160 ERROR [gate.ingest] rejected reading batch 15234"),
      at("info", "pydantic_core._pydantic_core.ValidationError: 1 validation error for SensorReading"),
      at("info", "humidity"),
      at("info", "  Input should be less than or equal to 100 [type=less_than_equal, input_value=412.0]"),
      // a record of the same moment with no native header after a plain one stays apart
      at("info", "reading batch 15235 accepted", "2026-12-02T12:40:29.000Z"),
      at("info", "humidity ok", "2026-12-02T12:40:29.000Z"),
    ]);
    expect(r).toHaveLength(3);
    expect(r[0]).toMatchObject({ level: "error" });
    expect(r[0].message).toContain("Input should be less than or equal to 100");
  });

  test("a collector's text line wrapping a native line with its own time and level takes the traceback stamped alike", () => {
    const at = (level: string, m: string, ts = "2026-11-19 05:07:32.940") =>
      `blade-inspect-1       | ${ts} | ${level.padEnd(8)} | ${m}`;
    const r = records([
      at("ERROR", "2026-11-19 05:07:32,936 ERROR [uvicorn.error] Exception in ASGI application"),
      at("INFO", "Traceback (most recent call last):"),
      at("INFO", '  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/impl.py", line 157, in _do_get'),
      at("INFO", "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached"),
      // the program's own level wins over the collector's stderr ERROR
      at("ERROR", 'INFO:uvicorn.access:10.42.0.1:40755 - "GET /healthz HTTP/1.1" 200', "2026-11-19 05:07:33.100"),
    ]);
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({ level: "error", message: expect.stringContaining("QueuePool limit") });
    expect(r[1]).toMatchObject({ level: "info" });
  });

  test("a JSON record inside a logfmt one keeps all its fields: its reason is more than its msg", () => {
    const line = parseLine(
      `ts=2026-11-24T19:38:44.286Z level=warn svc=events-mongo msg="{\\"s\\":\\"W\\",\\"c\\":\\"REPL\\",\\"msg\\":\\"Could not find member to sync from\\",\\"attr\\":{\\"reason\\":\\"no primary available\\"}}"`,
    );
    expect(line.message).toContain("no primary available");
    // an access line in a logfmt record keeps the record's level: its status is no header of the program's
    const access = parseLine(
      `ts=2026-10-21T09:16:55Z level=info svc=edge msg="10.0.0.7 - - [21/Oct/2026:09:16:55 +0000] \\"GET /x HTTP/1.1\\" 502 225 \\"-\\" \\"curl/8\\""`,
    );
    expect(access.level).toBe("info");
  });

  test("a text line whose message only opens with a level word is the record itself, not a wrapped native line", () => {
    const r = records([
      "1:M 05 Mar 2024 14:07:09.123 # WARNING overcommit_memory is set to 0!",
      "1:M 05 Mar 2024 14:07:09.123 * Ready to accept connections tcp",
      "03-05 14:07:09.123  1702  2395 E AndroidRuntime: FATAL EXCEPTION: main",
    ]);
    expect(r.map((x) => x.level)).toEqual(["warn", "info", "error"]);
  });
});
