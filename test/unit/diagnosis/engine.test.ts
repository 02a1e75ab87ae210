// Detect, localise, score and narrate over small synthetic streams shaped like real incidents.
import { describe, expect, test } from "@jest/globals";
import { createDiagnosisSession } from "../../../shared/diagnosis/index.js";
import { analysisResultSchema } from "../../../shared/domain/analysis-result.schema.js";

const T0 = Date.parse("2026-06-01T12:00:00Z");
type Line = [offsetMs: number, service: string, level: string, message: string];

function diagnose(lines: Line[]) {
  const s = createDiagnosisSession();
  for (const [dt, service, level, message] of [...lines].sort((a, b) => a[0] - b[0]))
    s.pushLine(JSON.stringify({ timestamp: new Date(T0 + dt).toISOString(), service, level, message }));
  const r = s.finish();
  expect(analysisResultSchema.safeParse(r).success).toBe(true);
  return r;
}

/** 20 minutes of healthy traffic plus a noisy service erroring at a constant rate throughout. */
function background(): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < 1200; i++) {
    out.push([i * 1000, "web-gateway", "info", `GET /api/orders/${i} -> 200 in ${20 + (i % 50)}ms`]);
    if (i % 2 === 0) out.push([i * 1000 + 5, "orders", "info", `order ${1000 + i} loaded`]);
    if (i % 3 === 0) out.push([i * 1000 + 9, "stock-db-proxy", "info", `query ok rows=${i % 7}`]);
    if (i % 10 === 0) out.push([i * 1000 + 3, "mailer", "error", `bounce for user${i}@example.com: mailbox full`]);
  }
  return out;
}

describe("no incident", () => {
  test("steady pre-existing errors are background noise, not an incident", () => {
    const r = diagnose(background());
    expect(["info", "low"]).toContain(r.severity);
    expect(r.affectedServices).toEqual([]);
  });

  test("a few callers each told once or twice that an upstream answered 502, then nothing more, is a passing blip", () => {
    const lines = background();
    const upstreams = ["geo-svc", "ota-svc", "registry-svc"];
    for (const [k, svc] of ["web-gateway", "orders", "stock-db-proxy"].entries())
      for (const dt of [0, 900])
        lines.push([300_000 + k * 1500 + dt, svc, "error", `upstream ${upstreams[k]} returned 502 Bad Gateway`]);
    const r = diagnose(lines);
    expect(r.severity).toBe("low");
    const late = diagnose(
      lines.map((l): Line => (l[3].startsWith("upstream") ? [l[0] + 850_000, l[1], l[2], l[3]] : l)),
    );
    expect(late.severity).toBe("medium");
  });

  test("a gateway's few 502s naming a service that logs on as before are a passing blip", () => {
    const lines = background();
    for (let k = 0; k < 8; k++)
      lines.push([300_000 + k * 250, "web-gateway", "error", `GET /api/orders/${k} HTTP/1.1 502 upstream=orders`]);
    expect(diagnose(lines).severity).toBe("low");
    // the same 502s, but the service they name stops logging there: it went down
    const down = lines.filter((l) => !(l[1] === "orders" && l[0] > 300_000));
    expect(["medium", "high", "critical"]).toContain(diagnose(down).severity);
  });

  test("callers' retries that carry on (warnings, none given up, no error anywhere) are not an incident", () => {
    const retried = (message: (i: number) => string, level: string) => {
      const lines = background();
      for (let i = 400; i < 900; i += 7) lines.push([i * 1000 + 11, "orders", level, message(i)]);
      return diagnose(lines);
    };
    const carryOn = retried((i) => `call to stock-db-proxy failed with 503 on attempt 1/3, retrying in ${i}ms`, "warn");
    expect(carryOn.severity).toBe("low");
    const gaveUp = retried((i) => `call to stock-db-proxy failed with 503 after 3 attempts, giving up (${i})`, "error");
    expect(["medium", "high", "critical"]).toContain(gaveUp.severity);
  });

  test("no errors at all is info", () => {
    const r = diagnose(background().filter((l) => l[1] !== "mailer"));
    expect(r.severity).toBe("info");
  });
});

describe("an incident with red herrings", () => {
  function incident(opts: { callerEarlierBy?: number } = {}): Line[] {
    const lines = background();
    const skew = opts.callerEarlierBy ?? 0;
    for (let i = 700; i < 1200; i += 2) {
      const t = i * 1000;
      lines.push([
        t + 10,
        "stock-db-proxy",
        "error",
        `query failed: SQLSTATE 53300 sorry, too many clients already (pool ${i % 40}/40)`,
      ]);
      // a retry storm in the caller, louder than the origin, reported with the callee's name
      for (let k = 0; k < 3; k++)
        lines.push([t + 12 - skew + k, "orders", "error", `retry ${k + 1}/3: call to stock-db-proxy failed: 500`]);
      lines.push([t + 20 - skew, "web-gateway", "error", `POST /api/orders -> 502 in ${300 + (i % 90)}ms`]);
    }
    lines.push([650000, "web-gateway", "info", "web-gateway v2.3.1 deployed"]);
    return lines;
  }

  test("origin, category, roles, timeline and actions", () => {
    const r = diagnose(incident());
    expect(r.rootCause.service).toBe("stock-db-proxy");
    expect(r.rootCause.category).toBe("database");
    expect(r.rootCause.errorType).toMatch(/53300|connection/i);
    expect(["medium", "high", "critical"]).toContain(r.severity);
    const roles = Object.fromEntries(r.affectedServices.map((s) => [s.serviceName, s.role]));
    // the gateway names "orders" in its failing path, so it passes the failure on too
    expect(roles).toEqual({ "stock-db-proxy": "origin", orders: "propagator", "web-gateway": "propagator" });
    expect(r.affectedServices.find((s) => s.serviceName === "mailer")).toBeUndefined();
    const flagged = r.timeline.filter((e) => e.isRootCause);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((e) => e.service === "stock-db-proxy")).toBe(true);
    expect(r.suggestedActions.map((a) => a.priority)).toEqual(r.suggestedActions.map((_, i) => i + 1));
    expect(r.summary).toContain("stock-db-proxy");
    expect(r.logsScanned).toBeGreaterThan(3000);
  });

  test("callers appearing up to a second earlier (clock skew) do not become the origin", () => {
    const r = diagnose(incident({ callerEarlierBy: 900 }));
    expect(r.rootCause.service).toBe("stock-db-proxy");
  });

  test("confidence is lower when the evidence is thin", () => {
    const strong = diagnose(incident());
    const lines = background();
    for (let i = 900; i < 1200; i += 60)
      lines.push([i * 1000, "orders", "error", `worker ${i % 4} exited with status 1`]);
    const weak = diagnose(lines);
    expect(weak.rootCause.category).toBe("unknown");
    expect(weak.confidence).toBeLessThan(strong.confidence);
  });
});

describe("streaming", () => {
  test("pushRecord and pushLine feed the same engine; linesSeen counts both", () => {
    const s = createDiagnosisSession();
    s.pushLine("");
    s.pushRecord({ timestamp: T0, service: "a", level: "INFO", message: "hello", attributes: {} });
    expect(s.linesSeen).toBe(2);
    const r = s.finish();
    expect(r.logsScanned).toBe(2);
    expect(s.evidence().templates.length).toBe(1);
  });
});

describe("credentials in the logs", () => {
  test("never reach the result, though its error type and summary quote the failing line's own words", () => {
    const lines = background();
    for (let i = 600; i < 1200; i += 3)
      lines.push([
        i * 1000 + 7,
        "orders",
        "error",
        "consumer: Cannot connect to amqp://orders:Sup3rS3cret@rabbitmq:5672//: [Errno 111] Connection refused. password=hunter22",
      ]);
    const r = diagnose(lines);
    expect(r.rootCause.service).toBe("orders");
    expect(r.rootCause.errorType).toContain("amqp://[REDACTED]@rabbitmq");
    expect(JSON.stringify(r)).not.toMatch(/Sup3rS3cret|hunter22/);
  });
});
