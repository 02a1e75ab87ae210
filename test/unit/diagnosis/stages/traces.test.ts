// Following requests across services: the deepest service that fails first on a request is its origin,
// a failing line that quotes another request's id names that request's service as its callee.
import { describe, expect, test } from "@jest/globals";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { canonicalTraceId, traceFromText } from "../../../../shared/diagnosis/trace-id.js";
import { referencedIds, TraceIndex } from "../../../../shared/diagnosis/traces.js";
import { aggregatesOf, healthy, type Row, T0 } from "./fixture.js";

const rec = (dt: number, service: string, level: string, message: string, traceId?: string) => ({
  timestamp: T0 + dt,
  service,
  level,
  message,
  attributes: {},
  ...(traceId ? { traceId } : {}),
});
/** A record with the request id the reader finds in its text (trace-id.ts), as the session would pass it on. */
const read = (dt: number, service: string, level: string, message: string) =>
  rec(dt, service, level, message, traceFromText(message).traceId);
const REQ_A = "req-0d34f24d-f7e0-466d-ae04-25aebe0658c5";
const REQ_B = "req-3024950a-b5b3-47d0-83ab-a7d9d927cb74";

describe("trace index", () => {
  test("the deepest service that fails first on a request gets the origin vote, the others caller votes", () => {
    const ix = new TraceIndex();
    ix.add(rec(0, "gateway", "info", "POST /orders received", "t1"), false);
    ix.add(rec(5, "orders", "info", "creating order", "t1"), false);
    ix.add(rec(9, "stock", "info", "reserving", "t1"), false);
    ix.add(rec(12, "stock", "error", "reservation failed: deadlock detected", "t1"), true);
    ix.add(rec(14, "orders", "error", "stock call failed", "t1"), true);
    ix.add(rec(15, "gateway", "error", "POST /orders -> 500", "t1"), true);
    const v = ix.votes(() => true);
    expect(v.get("stock")).toMatchObject({ origin: 1, caller: 0 });
    expect(v.get("orders")).toMatchObject({ origin: 0, caller: 1 });
    expect(v.get("gateway")).toMatchObject({ origin: 0, caller: 1 });
  });

  test("a failing request only one service logged counts as its own, but says nothing of how deep it went", () => {
    const ix = new TraceIndex();
    ix.add(rec(0, "portal", "info", "GET /gradebook 200", "t1"), false);
    ix.add(rec(15, "portal", "error", "GET /gradebook/sections/7 403", "t1"), true);
    expect(ix.votes(() => true).get("portal")).toMatchObject({ origin: 1, alone: 1, caller: 0 });
    ix.add(rec(20, "gradebook", "info", "GET /sections 200", "t2"), false);
    ix.add(rec(25, "portal", "error", "GET /gradebook/sections 500", "t2"), true);
    expect(ix.votes(() => true).get("portal")).toMatchObject({ origin: 2, alone: 1 });
  });

  test("a request every service logged only on failing is ordered by who failed first, when clearly first", () => {
    const ix = new TraceIndex();
    ix.add(rec(0, "quiz-engine", "error", "MongoServerError: not primary saving attempt QA-1", "t1"), true);
    ix.add(rec(260, "portal", "error", "PUT /quizzes/Q1/attempts/current 500 5ms", "t1"), true);
    // closer than two clocks' skew: either may be first, no vote
    expect(ix.votes(() => true).get("portal")?.origin ?? 0).toBe(0);
    ix.add(rec(5000, "quiz-engine", "error", "MongoServerError: not primary saving attempt QA-2", "t2"), true);
    ix.add(rec(5900, "portal", "error", "PUT /quizzes/Q2/attempts/current 500 5ms", "t2"), true);
    const v = ix.votes(() => true);
    expect(v.get("quiz-engine")).toMatchObject({ origin: 1, caller: 0 });
    expect(v.get("portal")).toMatchObject({ origin: 0, caller: 1 });
  });

  test("a caller passing on a failure (a 502) beside its callee failing in its own words votes caller, whoever logged first", () => {
    const ix = new TraceIndex();
    // the caller's clock runs 150 ms ahead: its report prints before the callee's own failure
    ix.add(rec(0, "checkout", "error", "HttpServerErrorException$BadGateway: 502 Bad Gateway: [no body]", "t1"), true);
    ix.add(rec(140, "promo-engine", "error", "x509: certificate has expired or is not yet valid", "t1"), true);
    ix.add(rec(300, "payments", "info", "POST /charges 200", "t1"), false);
    // and where every service logged only on failing
    ix.add(rec(5000, "checkout", "error", "Completed 502 BAD_GATEWAY", "t2"), true);
    ix.add(rec(5600, "promo-engine", "error", "x509: certificate has expired or is not yet valid", "t2"), true);
    const v = ix.votes(() => true);
    expect(v.get("promo-engine")).toMatchObject({ origin: 2, caller: 0 });
    expect(v.get("checkout")).toMatchObject({ origin: 0, caller: 2 });
  });

  test("one trace printed as W3C hex, X-Ray's split form or Datadog's decimal is one request", () => {
    const w3c = traceFromText("tls failed traceparent=00-70d74040adc1a64ed179a5d7863e44a6-69e9aa292506dcc6-01").traceId;
    const xray = traceFromText(
      "POST /charges 200 X-Amzn-Trace-Id: Root=1-70d74040-adc1a64ed179a5d7863e44a6;Sampled=1",
    ).traceId;
    expect(xray).toBe("1-70d74040-adc1a64ed179a5d7863e44a6");
    const keys = [w3c ?? "", xray ?? "", "15094277971197707430"].map(canonicalTraceId);
    expect(new Set(keys).size).toBe(1);
    expect(canonicalTraceId("req-0d34f24d-f7e0-466d-ae04-25aebe0658c5")).toBe(
      "req-0d34f24d-f7e0-466d-ae04-25aebe0658c5",
    );
  });

  test("failures of services that are not abnormal do not vote", () => {
    const ix = new TraceIndex();
    ix.add(rec(0, "keystone", "warn", "Could not find domain: x", "t1"), true);
    expect(ix.votes((s) => s !== "keystone").size).toBe(0);
  });

  test("OpenStack's [req-…] context, as the reader reads it, links a quoted request to its service", () => {
    const ix = new TraceIndex();
    ix.add(
      read(0, "cinder-api", "error", `cinder.api.openstack.wsgi [${REQ_B} u p - d d] Exception handling resource`),
      true,
    );
    ix.add(
      read(
        500,
        "nova-compute",
        "error",
        `nova.compute.manager [${REQ_A} u p - d d] InvalidInput (HTTP 400) (Request-ID: ${REQ_B})`,
      ),
      true,
    );
    expect(ix.quoteEdges(() => true)).toEqual([["nova-compute", "cinder-api"]]);
    const v = ix.votes(() => true);
    expect(v.get("cinder-api")?.origin).toBe(1);
    // nova-compute's own request failed because of the one it quotes: it is a caller there too
    expect(v.get("nova-compute")?.origin ?? 0).toBe(0);
    expect(v.get("nova-compute")?.caller).toBeGreaterThan(0);
  });

  test("a caller's report of a failed call points at the service that owns the quoted request", () => {
    const ix = new TraceIndex();
    ix.add(
      read(0, "nova-api", "info", `nova.osapi_compute.wsgi.server [${REQ_A} u p] "POST /v2.1/servers" status: 403`),
      false,
    );
    ix.add(
      read(40, "workload-client", "info", `Maximum number of ports exceeded (HTTP 403) (Request-ID: ${REQ_A})`),
      true,
    );
    expect(ix.votes(() => true).get("nova-api")?.origin).toBe(1);
    expect(
      ix.quotesOther(`Maximum number of ports exceeded (HTTP 403) (Request-ID: ${REQ_A})`, "workload-client"),
    ).toBe(true);
  });

  test("a quoted hex id finds the request its owner logged under it, however either printed it", () => {
    const ix = new TraceIndex();
    const hex = "4bf92f3577b34da6a3ce929d0e0e4736";
    ix.add(rec(0, "ledger", "info", "POST /entries", hex), false);
    ix.add(rec(10, "ledger", "error", "insert failed: deadlock detected", hex), true);
    ix.add(rec(50, "billing", "error", `ledger call failed: 500 x-request-id=${hex}`, "billing-own-1"), true);
    expect(ix.quoteEdges(() => true)).toEqual([["billing", "ledger"]]);
  });

  test("quoted ids are read from the usual spellings, not from the line's own context", () => {
    // (keyed as the index keys requests: the W3C id as its low 64 bits' decimal, like Datadog prints it)
    expect(referencedIds("upstream failed x-request-id=4bf92f3577b34da6a3ce929d0e0e4736", undefined)).toEqual([
      canonicalTraceId("4bf92f3577b34da6a3ce929d0e0e4736"),
    ]);
    expect(referencedIds(`[${REQ_A} u p] fine`, REQ_A)).toEqual([]);
    expect(referencedIds("no ids in here", undefined)).toEqual([]);
    // a trace id a line prints is its own request's, across every service: no quote of another
    expect(referencedIds("NPE in RateService traceId=bc3cae65a62a458ede41d0ef86b183a3", "local-7")).toEqual([]);
  });

  test("memory stays bounded: old requests are evicted, failing ones kept for the verdict", () => {
    const ix = new TraceIndex();
    ix.add(rec(0, "db", "error", "boom", "first"), true);
    for (let i = 0; i < 30000; i++) ix.add(rec(i, "web", "info", "ok", `t${i}`), false);
    expect(ix.votes(() => true).get("db")?.origin).toBe(1);
  });
});

describe("localize with requests", () => {
  test("the callee a failing request leads to beats an earlier, louder caller", () => {
    const rows: Array<Row & { traceId?: string }> = healthy();
    const agg = aggregatesOf(rows);
    // the caller's clock runs 400 ms ahead, so its (louder) errors come first by the timestamps; every request
    // still shows it joining before the callee
    for (let i = 0; i < 60; i++) {
      const t = 720000 + i * 5000;
      const id = `trace-${i}`;
      agg.add(rec(t - 1000, "checkout-gw", "info", "POST /v2/checkout received", id));
      agg.add(rec(t - 900, "checkout-gw", "error", `POST /v2/checkout -> 502 after ${i}ms`, id));
      agg.add(rec(t - 899, "checkout-gw", "error", `POST /v2/checkout -> 502 after ${i}ms`, id));
      agg.add(rec(t - 600, "tax-calc", "info", "computing tax", id));
      agg.add(rec(t - 550, "tax-calc", "error", "tax rule lookup failed: KeyError 'region'", id));
    }
    agg.mergeClusters();
    const loc = localize(agg, detectAnomalies(agg));
    expect(loc?.origin.service).toBe("tax-calc");
    expect(loc?.findings.find((f) => f.service === "checkout-gw")?.tracedCaller).toBeGreaterThan(0);
  });

  test("requests only the failing service logged give it no caller votes, though it names whom it called", () => {
    const agg = aggregatesOf(healthy());
    for (let i = 0; i < 60; i++) {
      const t = 720000 + i * 5000;
      agg.add(rec(t, "editor-api", "info", `GET /api/documents/${i}`, `req-${i}`));
      agg.add(
        rec(
          t + 40,
          "editor-api",
          "error",
          'OperationalError: connection to server at "pg-bouncer" (10.4.0.18), port 6432 failed: FATAL:  remaining connection slots are reserved',
          `req-${i}`,
        ),
      );
    }
    for (let t = 0; t < 1200000; t += 60000) agg.add(rec(t, "pg-bouncer", "info", "stats: 44 xacts/s, 280 queries/s"));
    agg.mergeClusters();
    const loc = localize(agg, detectAnomalies(agg));
    const api = loc?.findings.find((f) => f.service === "editor-api");
    expect(api?.tracedCaller).toBe(0);
  });
});
