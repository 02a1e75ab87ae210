import { describe, expect, test } from "@jest/globals";
import type { LogRecord } from "../../../shared/diagnosis/log-record.js";
import { RecordAssembler } from "../../../shared/diagnosis/multiline.js";
import { parseLine } from "../../../shared/diagnosis/normalize.js";

const T = Date.parse("2026-05-14T07:41:02.123Z");

function records(lines: string[]): LogRecord[] {
  const out: LogRecord[] = [];
  const a = new RecordAssembler((r) => out.push(r));
  for (const l of lines) a.push(parseLine(l));
  a.flush();
  return out;
}

describe("normalise one line", () => {
  test("a line of transport header after transport header is read once, not once per header", () => {
    for (const header of ["2024-01-01T00:00:00Z host prog[1]: ", "2024-01-01T00:00:00Z web app[web.1]: "]) {
      const line = header.repeat(Math.floor(65536 / header.length));
      expect(() => parseLine(line)).not.toThrow();
      expect(parseLine(line).service).toBe(header.includes("app[") ? "web" : "prog");
    }
  });

  test("normalised JSON", () => {
    const p = parseLine(
      '{"timestamp":"2026-05-14T07:41:02.123Z","service":"room-inventory","level":"error","message":"hold failed"}',
    );
    expect(p).toMatchObject({
      timestamp: T,
      service: "room-inventory",
      level: "error",
      message: "hold failed",
      kind: "head",
    });
  });

  test("a JSON record's message that writes its request id as a key carries that id when no field does", () => {
    const p = parseLine(
      '{"timestamp":"2026-05-14T07:41:02.123Z","service":"quote-svc","level":"info","message":"PUT /api/quotes 200 47.7 ms trace_id=req-82c46c03-712e-4b4e-94cb-9302d27d4720"}',
    );
    expect(p.traceId).toBe("req-82c46c03-712e-4b4e-94cb-9302d27d4720");
    // a field's id wins; a quoted answer's "(Request-ID: req-…)" is no id of the record's
    const field = parseLine(
      '{"service":"a","level":"info","trace_id":"abc123","message":"done trace_id=req-82c46c03-712e-4b4e-94cb-9302d27d4720"}',
    );
    expect(field.traceId).toBe("abc123");
    const quoted = parseLine(
      '{"service":"a","level":"error","message":"Quota exceeded (HTTP 403) (Request-ID: req-75ee1a36-7efd-4c6e-804a-66e781e3ffa0)"}',
    );
    expect(quoted.traceId).toBeUndefined();
  });

  test("Datadog shape", () => {
    const p = parseLine(
      '{"@timestamp":"2026-05-14T07:41:02.123Z","status":"emergency","service":"guest-ledger","message":"boom","host":"n1","http":{"request_id":"abc"}}',
    );
    expect(p).toMatchObject({ timestamp: T, service: "guest-ledger", level: "fatal", message: "boom" });
    expect(p.attributes).toMatchObject({ host: "n1", "http.request_id": "abc" });
  });

  test("ECS shape, flat keys with stack trace and nested keys", () => {
    const flat = parseLine(
      '{"@timestamp":"2026-05-14T07:41:02.123Z","log.level":"ERROR","service.name":"catalog-es","message":"bulk failed","error.stack_trace":"java.io.IOException: x\\n\\tat a.b(C.java:1)"}',
    );
    expect(flat).toMatchObject({ service: "catalog-es", level: "error" });
    expect(flat.message).toBe("bulk failed\njava.io.IOException: x\n\tat a.b(C.java:1)");
    const nested = parseLine(
      '{"@timestamp":"2026-05-14T07:41:02.123Z","log":{"level":"warn"},"service":{"name":"api"},"message":"slow"}',
    );
    expect(nested).toMatchObject({ service: "api", level: "warn", message: "slow" });
  });

  test("GCP shape", () => {
    const p = parseLine(
      '{"timestamp":"2026-05-14T07:41:02.123Z","severity":"WARNING","resource":{"type":"k8s_container","labels":{"container_name":"opac-web"}},"jsonPayload":{"message":"slow query","trace":"e4"}}',
    );
    expect(p).toMatchObject({ timestamp: T, service: "opac-web", level: "warn", message: "slow query" });
  });

  test("pino numbers and docker json-file wrapper", () => {
    expect(parseLine('{"level":50,"time":1778744462123,"name":"billing","msg":"charge failed"}')).toMatchObject({
      timestamp: T,
      level: "error",
      service: "billing",
      message: "charge failed",
    });
    const docker = parseLine(
      '{"log":"2026-05-14T07:41:02.123Z ERROR cannot connect\\n","stream":"stderr","time":"2026-05-14T07:41:02.200Z"}',
    );
    expect(docker).toMatchObject({ level: "error", message: "cannot connect" });
  });

  test("logfmt with quoted message", () => {
    const p = parseLine(
      'ts=2026-05-14T07:41:02.123Z level=error svc=vehicle-positions msg="AVL uplink dropped: read \\"ECONNRESET\\"" trace=3bc0',
    );
    expect(p).toMatchObject({
      timestamp: T,
      level: "error",
      service: "vehicle-positions",
      message: 'AVL uplink dropped: read "ECONNRESET"',
    });
    expect(p.attributes.trace).toBe("3bc0");
  });

  test("docker compose prefix with a loguru body", () => {
    const p = parseLine("room-inventory-1   | 2026-05-14 07:41:02.123 | ERROR    | hold failed [52ec70a1e050]");
    expect(p).toMatchObject({
      timestamp: T,
      service: "room-inventory",
      level: "error",
      message: "hold failed [52ec70a1e050]",
    });
  });

  test("plain text prefixes: ISO with zone, log4j comma, bracketed, syslog, glog", () => {
    expect(parseLine("2026-05-14T09:41:02.123+02:00 WARN pool nearly full")).toMatchObject({
      timestamp: T,
      level: "warn",
      message: "pool nearly full",
    });
    expect(parseLine("2026-05-14 07:41:02,123 ERROR [main] o.a.Foo - failed")).toMatchObject({
      timestamp: T,
      level: "error",
    });
    expect(parseLine("[2026-05-14 07:41:02.123] [error] oops")).toMatchObject({
      timestamp: T,
      level: "error",
      message: "oops",
    });
    expect(parseLine("Jun 14 15:16:01 combo sshd[19939]: authentication failure")).toMatchObject({
      service: "sshd",
      message: "authentication failure",
    });
    expect(parseLine("E0514 07:41:02.123456 1 server.go:42] listen failed")).toMatchObject({
      level: "error",
      message: "listen failed",
    });
    // klog -add_dir_header, as client-go's reflector writes it, behind `kubectl logs --prefix`
    expect(
      parseLine('[pod/slot-7f9c/slotting] E0514 07:41:02.123456       1 cache/reflector.go:547] "Failed to watch"'),
    ).toMatchObject({ level: "error", service: "slotting", message: '"Failed to watch"', kind: "head" });
    expect(parseLine("W0514 07:41:02.123456 1 k8s.io/client-go/tools/cache/reflector.go:9] watch ended")).toMatchObject(
      { level: "warn", service: "reflector", message: "watch ended" },
    );
  });

  test("stack frames are continuations, prose is plain", () => {
    expect(parseLine("\tat com.x.Y.z(Y.java:1)").kind).toBe("continuation");
    expect(parseLine("Caused by: java.lang.IllegalStateException: x").kind).toBe("continuation");
    expect(parseLine("goroutine 1 [running]:").kind).toBe("continuation");
    expect(parseLine("just some words").kind).toBe("plain");
  });
});

describe("multi-line joining", () => {
  test("Java stack trace joins its head", () => {
    const r = records([
      "2026-05-14 07:41:02.123 ERROR fare quote crashed",
      "java.lang.NullPointerException: zoneId is null",
      "\tat com.citymove.fare.ZoneResolver.resolve(ZoneResolver.kt)",
      "\t... 12 more",
      "2026-05-14 07:41:03.000 INFO next",
    ]);
    expect(r).toHaveLength(2);
    expect(r[0].message.split("\n")).toHaveLength(4);
    expect(r[0].level).toBe("error");
  });

  test("Python traceback", () => {
    const r = records([
      "2026-05-14 07:41:02,123 ERROR worker failed",
      "Traceback (most recent call last):",
      '  File "/app/w.py", line 3, in <module>',
      "KeyError: 'SMTP_HOST'",
    ]);
    expect(r).toHaveLength(1);
    expect(r[0].message).toContain("KeyError: 'SMTP_HOST'");
  });

  test("Go panic", () => {
    const r = records([
      "2026-05-14T07:41:02.123Z ERROR handler crashed",
      "panic: runtime error: invalid memory address or nil pointer dereference",
      "[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a1]",
      "",
      "goroutine 1 [running]:",
      "main.handler(0x0)",
      "\t/app/main.go:12 +0x1d",
    ]);
    expect(r[0].message).toContain("goroutine 1 [running]:");
    expect(r[0].message).toContain("/app/main.go:12");
  });

  test("Node error stack", () => {
    const r = records([
      '{"timestamp":"2026-05-14T07:41:02.123Z","service":"web","level":"error","message":"request failed"}',
      "TypeError: Cannot read properties of undefined (reading 'id')",
      "    at handler (/app/index.js:10:5)",
    ]);
    expect(r).toHaveLength(1);
    expect(r[0].message).toContain("Cannot read properties of undefined");
  });

  test("logfmt continuation lines and interleaved compose streams", () => {
    const logfmt = records([
      'ts=2026-05-14T07:41:02.123Z level=error svc=a msg="failed"',
      "second line of the message",
    ]);
    expect(logfmt).toHaveLength(1);
    expect(logfmt[0].message).toBe("failed\nsecond line of the message");
    const compose = records([
      "fare-engine-1   | 2026-05-14 07:41:02.123 | ERROR    | fare quote crashed",
      "rider-app-gw-1  | 2026-05-14 07:41:02.130 | INFO     | served",
      "fare-engine-1   | java.lang.NullPointerException: x",
      "fare-engine-1   | \tat com.x.Y.z(Y.kt:1)",
    ]);
    const fare = compose.find((x) => x.service === "fare-engine");
    expect(compose).toHaveLength(2);
    expect(fare?.message).toContain("NullPointerException");
  });

  test("lines without time inherit the previous time", () => {
    const r = records(["2026-05-14T07:41:02.123Z INFO a", '{"service":"s","message":"b"}']);
    expect(r[1].timestamp).toBe(T);
    expect(r[1].level).toBe("unknown");
  });
});
