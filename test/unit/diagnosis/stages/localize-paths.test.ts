// Localise stage: who a failing call speaks of. The resolver of a failed lookup, a callee by its client's name for
// it, an admission webhook by its service; not a table named like a service, nor callees a caller cannot reach at all.
import { describe, expect, test } from "@jest/globals";
import { classify } from "../../../../shared/diagnosis/classify.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

function locate(rows: Row[]) {
  const agg = aggregatesOf(rows);
  return localize(agg, detectAnomalies(agg));
}

/** From minute 10 `caller` fails to reach `callee` with `said`, and `callee`'s traffic falls away (it gets no calls). */
function unreached(caller: string, callee: string, said: (i: number) => string): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2) {
    rows.push([i * 1000, caller, "info", `job ${i} done in 40ms`]);
    if (i < 600 || i % 8 === 0) rows.push([i * 1000 + 5, callee, "info", `GET /v1/lookup/${i} 200 ${i % 40}ms`]);
    if (i >= 600) rows.push([i * 1000 + 9, caller, "error", said(i)]);
  }
  return rows;
}

describe("mentions", () => {
  test("a failed lookup names the window's resolver even when the host it meant names a service", () => {
    const m = new ServiceMatcher(["consul", "appointments", "portal-web"]);
    const said =
      'TransportException: "Could not resolve host: appointments.service.consul for "http://appointments.service.consul:4000/x"';
    expect(m.find(said, "portal-web")).toEqual(["appointments"]);
    expect(m.findResolver(said, "portal-web")).toEqual(["consul"]);
    expect(m.findResolver("call to appointments failed: HTTP 503", "portal-web")).toEqual([]);
  });

  test("a callee is named by its whole name as a class of its caller's client code", () => {
    const m = new ServiceMatcher(["claims-adjudicator", "rx-api", "claims-archive"]);
    const said =
      "HttpClientErrorException$BadRequest: 400 Bad Request: [no body]\n\tat com.brightleaf.rxapi.client.ClaimsAdjudicatorClient.call(ClaimsAdjudicatorClient.java:91)";
    expect(m.find(said, "rx-api")).toEqual(["claims-adjudicator"]);
    expect(m.find("claims_adjudicator_client: call failed: 503", "rx-api")).toEqual(["claims-adjudicator"]);
    expect(m.find("ClaimsClient: call failed", "rx-api")).toEqual([]);
    // a client that could not even be built from its settings called nobody
    const m2 = new ServiceMatcher(["tax-tables", "payroll-calc"]);
    const unbuilt =
      "OptionsValidationException: 'The BaseUrl field is required.'\n   at Quill.Payroll.Tax.TaxTablesClient..ctor(HttpClient http)";
    expect(m2.find(unbuilt, "payroll-calc")).toEqual([]);
  });

  test("a callee is named by its last name part only as its callers' client code calls it, and only if no other has it", () => {
    const m = new ServiceMatcher(["route-optimizer", "dispatch-api", "edge-traefik"]);
    const said = 'dispatch_api::clients::optimizer: optimizer call failed error=status: Internal, message: ""';
    expect(m.find(said, "dispatch-api")).toEqual(["route-optimizer"]);
    expect(m.find("OptimizerClient: deadline exceeded", "dispatch-api")).toEqual(["route-optimizer"]);
    expect(m.find("the optimizer settings were reloaded", "dispatch-api")).toEqual([]);
    const two = new ServiceMatcher(["route-optimizer", "price-optimizer", "dispatch-api"]);
    expect(two.find(said, "dispatch-api")).toEqual([]);
  });

  test("a statement's table or keyspace named like a service is data, not a mention", () => {
    const m = new ServiceMatcher(["comments", "comments-cass", "orders"]);
    expect(
      m.find("Scanned over 100001 tombstones during query 'SELECT * FROM comments.by_article'", "comments-cass"),
    ).toEqual([]);
    expect(m.find("INSERT INTO orders failed: deadlock detected", "comments-cass")).toEqual([]);
    expect(m.find("call to comments failed: HTTP 500", "orders")).toEqual(["comments"]);
    expect(m.find("received an error from comments: HTTP 500", "orders")).toEqual(["comments"]);
  });

  test("an admission webhook that denied an object is named by its service's part of the webhook's name", () => {
    const m = new ServiceMatcher(["kyverno", "kube-controller-manager", "billing-engine"]);
    const said =
      'sync "bw-prod/billing-engine-7f9c" failed with admission webhook "validate.kyverno.svc-fail" denied the request';
    expect(m.find(said, "kube-controller-manager")).toContain("kyverno");
  });

  test("Cassandra drivers and a Postgres pooler's refusals name their servers by technology", () => {
    const m = new ServiceMatcher(["comments-cass", "comments", "pgbouncer", "clinic-pg", "appointment-svc"]);
    expect(m.findByTechnology("** (Xandra.Error) [read_failure] Operation failed", "comments")).toEqual([
      "comments-cass",
    ]);
    expect(
      m.findByTechnology(
        "org.postgresql.util.PSQLException: FATAL: no more connections allowed (max_client_conn)",
        "appointment-svc",
      ),
    ).toEqual(["pgbouncer"]);
  });
});

describe("callees a caller cannot reach", () => {
  test("a URL its caller cannot even use (no scheme) makes the caller the origin, not the callee", () => {
    const rows = unreached(
      "outage-map",
      "billing-run",
      () =>
        'calling billing-run: Get "billing-run.prod.svc:8080/v1/lookup": unsupported protocol scheme "billing-run.prod.svc"',
    );
    expect(locate(rows)?.origin.service).toBe("outage-map");
  });

  test("no route to a callee makes the caller the origin: the call never reached it", () => {
    const rows = unreached(
      "usage-insights",
      "outage-map",
      () => 'I/O error on GET request for "http://outage-map:8080/v1/lookup": No route to host',
    );
    expect(locate(rows)?.origin.service).toBe("usage-insights");
  });

  test("a caller timing out against two destinations is the origin, not the one callee it names", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 2) {
      rows.push([i * 1000, "appointment-svc", "info", `slot ${i} booked`]);
      if (i < 600 || i % 10 === 0) rows.push([i * 1000 + 5, "patient-records", "info", `GET /v1/records/${i} 200`]);
      if (i >= 600) {
        rows.push([i * 1000 + 7, "appointment-svc", "error", "connect ETIMEDOUT 10.4.0.9:6379"]);
        rows.push([
          i * 1000 + 9,
          "appointment-svc",
          "error",
          "dial tcp 10.4.1.7:8080: i/o timeout calling patient-records",
        ]);
      }
    }
    expect(locate(rows)?.origin.service).toBe("appointment-svc");
    // failing only against that callee, whose own traffic fell away, the callee is the candidate
    const one = rows.filter((r) => !r[3].startsWith("connect ETIMEDOUT"));
    expect(locate(one)?.origin.service).toBe("patient-records");
  });

  test("clients failing over a lookup name the resolver, whose own failures come first", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 2) {
      rows.push([i * 1000, "portal-web", "info", `GET /patient/${i} 200`]);
      rows.push([i * 1000 + 3, "appointments", "info", `GET /slots/${i} 200`]);
      if (i >= 600) {
        rows.push([
          i * 1000 + 1,
          "consul",
          "error",
          "memberlist: Push/Pull with consul-server-1 failed: dial tcp 10.1.0.5:8301: connect: no route to host",
        ]);
        rows.push([
          i * 1000 + 9,
          "portal-web",
          "error",
          'TransportException: "Could not resolve host: appointments.service.consul for "http://appointments.service.consul:4000/x"',
        ]);
        rows.push([
          i * 1000 + 11,
          "records-api",
          "error",
          "java.net.UnknownHostException: rx-engine.service.consul: Name or service not known",
        ]);
      }
    }
    expect(locate(rows)?.origin.service).toBe("consul");
  });
});

test("an origin's own access lines (503 Service Unavailable) do not outvote the cause it states", () => {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 20,
      "tax-calc",
      "error",
      "vendor call failed: RateLimitError: Error code: 429 - Rate limit reached for requests per min (RPM)",
    ]);
    for (const path of ["/api/lanes", "/api/bookings", "/api/shipments"])
      rows.push([
        i * 1000 + 21,
        "tax-calc",
        "error",
        `10.20.91.21:50041 - "GET ${path} HTTP/1.1" 503 Service Unavailable (42ms)`,
      ]);
  }
  const agg = aggregatesOf(rows);
  const loc = localize(agg, detectAnomalies(agg));
  expect(loc?.origin.service).toBe("tax-calc");
  expect(loc && classify(agg, loc).category).toBe("rate_limiting");
});

describe("a shared limit one service had been filling", () => {
  /** From minute 4 a batch job reports its connections to the database climbing; from minute 10 the API runs out. */
  function hogged(usage: (i: number) => number): Row[] {
    const rows = healthy();
    for (let i = 240; i < 1200; i += 20)
      rows.push([
        i * 1000,
        "manifest-batch",
        "warn",
        `parallel export: open connections to postgres-shipments=${usage(i)} (max_connections=100)`,
      ]);
    for (let i = 600; i < 1200; i += 2) {
      rows.push([
        i * 1000 + 9,
        "rate-quoter",
        "error",
        'psycopg2.OperationalError: connection to server at "postgres-shipments" failed: FATAL:  sorry, too many clients already',
      ]);
      rows.push([i * 1000 + 30, "shipper-gw", "error", "GET /api/quotes -> 500 in 327ms (rate-quoter returned 500)"]);
    }
    return rows;
  }

  test("is the origin of the others running out, not the first of them to say so", () => {
    expect(locate(hogged((i) => Math.min(95, 20 + Math.floor(i / 15))))?.origin.service).toBe("manifest-batch");
  });

  test("not when its usage stayed well under the limit", () => {
    expect(locate(hogged(() => 12))?.origin.service).toBe("rate-quoter");
  });
});

describe("a shared volume one service had been filling", () => {
  /** From minute 4 a batch job spools onto `spool`, saying how full the volume is; from minute 10 docs-api runs out. */
  function spooled(spool: string): Row[] {
    const rows = healthy();
    for (let i = 240; i < 1200; i += 20)
      rows.push([
        i * 1000,
        "settlement-batch",
        "warn",
        `spooled part ${i} to ${spool} (volume ${Math.min(99, 50 + Math.floor(i / 30))}% used)`,
      ]);
    for (let i = 600; i < 1200; i += 2) {
      rows.push([
        i * 1000 + 9,
        "docs-api",
        "error",
        `java.io.IOException: No space left on device at java.base/java.io.FileOutputStream.writeBytes(Native Method) writing /mnt/shared/docs/${i}.pdf`,
      ]);
      rows.push([i * 1000 + 30, "portal", "error", "GET /api/documents -> 500 in 27ms (docs-api returned 500)"]);
    }
    return rows;
  }

  test("is the origin of the others running out of space on it", () => {
    expect(locate(spooled("/mnt/shared/spool/settlement-batch"))?.origin.service).toBe("settlement-batch");
  });

  test("not when the volume it fills is another one", () => {
    expect(locate(spooled("/var/spool/settlement-batch"))?.origin.service).toBe("docs-api");
  });
});
