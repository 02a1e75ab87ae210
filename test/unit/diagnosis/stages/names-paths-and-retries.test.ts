// Stages on what a failure names: a service spelt one slip off (a misspelt setting), a path its settings just gave
// that answers 404, a host outside the estate (the service that went quiet beside it only lost its work); and the
// words for a call sent on to the next endpoint (a client backing off is no retry yet), a Postgres connection cut and
// an event refused.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { isRetryInProgress } from "../../../../shared/diagnosis/line-verdict.js";
import { misspeltServiceIn } from "../../../../shared/diagnosis/misspelt.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const SERVICES = ["edge-gateway", "escrow-ledger", "bq-loader", "payments-v2", "orders"];

test.each([
  ['no healthy upstream for POST /v1/orders/9/pay: cluster "escrow-ledgr" not found in registry', "escrow-ledger"],
  ["lookup escrow-legder.prod.svc: no such host", "escrow-ledger"],
  ["upstream edge-gatewayy not found", "edge-gateway"],
  // a module's name with underscores is the service's own name; a version is another service; a plain word is English
  ['File "/app/bq_loader/loader.py", line 219: No such field: client_ts', undefined],
  ["cluster payments-v3 not found", undefined],
  ["order not found", undefined],
  ['cluster "escrow-ledger" not found in registry', undefined],
])("%s names a service misspelt: %s", (failure, meant) => {
  expect(misspeltServiceIn([failure], SERVICES)).toBe(meant);
});

/** From minute 10 edge-gateway cannot find the cluster its routes name; `cluster` is the name they give. */
function routedTo(cluster: string): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2) rows.push([i * 1000 + 5, "escrow-ledger", "info", `entry e-${i} posted`]);
  for (let i = 600; i < 1200; i += 3)
    rows.push([
      i * 1000 + 3,
      "edge-gateway",
      "error",
      `no healthy upstream for POST /v1/orders/ORD-${i}/pay: cluster "${cluster}" not found in registry`,
    ]);
  return rows;
}

test("a gateway routing to a cluster one letter off a service that logs on is a misspelt setting", () => {
  const misspelt = analyze(aggregatesOf(routedTo("escrow-ledgr")), 1).result.rootCause;
  expect(misspelt.service).toBe("edge-gateway");
  expect(misspelt.category).toBe("configuration");
  expect(analyze(aggregatesOf(routedTo("settlement-bus")), 1).result.rootCause.category).not.toBe("configuration");
});

/** From minute 10 every rule evaluation gets 404 from the query path; `reload` is logged 30 s before. */
function evaluations(reload?: string): Row[] {
  const rows = healthy();
  if (reload) rows.push([570_000, "alert-evaluator", "info", reload]);
  for (let i = 0; i < 600; i += 2)
    rows.push([i * 1000 + 4, "alert-evaluator", "info", `evaluated rule group payments rules=${i % 30} firing=0`]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 4,
      "alert-evaluator",
      "error",
      `rule evaluation failed tenant=t-${i} err="query: server returned HTTP status 404 Not Found (POST http://query-proxy:8080/api/prom/api/v1/query)"`,
    ]);
  return rows;
}

test("a path its settings just gave, answered 404, is the setting's fault; the base URL alone is not", () => {
  const category = (reload?: string) => analyze(aggregatesOf(evaluations(reload)), 1).result.rootCause.category;
  expect(category('config reloaded file=/etc/evaluator/config.yaml query_url="http://query-proxy:8080/api/prom"')).toBe(
    "configuration",
  );
  expect(category('config reloaded file=/etc/evaluator/config.yaml tenants_url="http://tenants:8080/api/v1"')).not.toBe(
    "configuration",
  );
});

/** From minute 10 the mail gateway's calls to an outside reputation vendor fail; virus-scan loses its work. */
function starved(vendorUrl: string): Row[] {
  const rows = healthy();
  for (let i = 0; i < 600; i++) rows.push([i * 1000 + 2, "virus-scan", "info", `scan ok bytes=${4000 + i}`]);
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 1, "smtp-gateway", "info", `accepted envelope size=${3000 + (i % 97)}`]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 3,
      "smtp-gateway",
      "error",
      `reputation lookup ip=10.1.${i % 250}.9 failed: ${vendorUrl}: 503 Service Unavailable (upstream connect error or disconnect/reset before headers)`,
    ]);
  return rows;
}

test("a service that went quiet while its caller's calls to an outside host failed lost its work; it is no origin", () => {
  expect(analyze(aggregatesOf(starved("GET https://api.reputon.io/v2/ip")), 1).result.rootCause.service).toBe(
    "smtp-gateway",
  );
  // a failed call naming nobody: the one service that went quiet is whom it called
  expect(analyze(aggregatesOf(starved("POST /v2/ip returned")), 1).result.rootCause.service).toBe("virus-scan");
});

test.each([
  ["upstream envelope-svc: connection reset by peer (pod terminating), retried on next endpoint", true],
  // (a client backing off from a limit has not got through: a limit it hits to the end is the failure)
  ["object store PUT masters/f6/a27c0a8a0f0f.jpg: SlowDown, backing off 200ms", false],
  ["upstream envelope-svc: connection reset by peer (pod terminating)", false],
])("%s is a call being retried: %s", (message, retrying) => {
  expect(isRetryInProgress(message)).toBe(retrying);
});

test.each([
  ["database", "GET /api/search 500 20ms - Error: Connection terminated unexpectedly"],
  ["validation", 'POST /v1/events tenant=t-1012 -> 400 in 5ms: invalid event[308]: field "event.created"'],
])("%s is what %s says", (category, message) => {
  // (a line seen many times: the weight classify gives it)
  expect(categoryOfText(message, message)).toBe(category);
});
