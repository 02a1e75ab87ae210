// Score stage: one outside client sending bad requests is that client's problem, not an incident.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { impactOf } from "../../../../shared/diagnosis/score.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** From minute 8, requests refused as the client's fault at the edge and behind it, from `client(i)`. */
function rejected(client: (i: number) => string): Row[] {
  const rows = healthy(20);
  for (let i = 0; i < 240; i++) {
    const t = 480_000 + i * 3000;
    const ip = client(i);
    rows.push([t, "checkout-gw", "warn", `${ip} - - "POST /v2/checkout HTTP/1.1" 400 61 "-" "curl/8.4.0"`]);
    rows.push([t + 40, "cart-svc", "warn", `rejected request from ${ip}: invalid payload (422)`]);
    if (i % 4 === 0) rows.push([t + 60, "cart-svc", "warn", `rejected request from ${ip}: missing bearer token (401)`]);
  }
  return rows;
}

test("4xx answers to one outside address are low: the service works, that client does not", () => {
  const { result } = analyze(aggregatesOf(rejected(() => "203.0.113.167")), 1);
  expect(result.severity).toBe("low");
});

test("the same refusals from many addresses are an incident", () => {
  const { result } = analyze(aggregatesOf(rejected((i) => `198.51.100.${i % 200}`)), 1);
  expect(["medium", "high", "critical"]).toContain(result.severity);
});

test("one address inside the network is a proxy or a caller standing for many clients", () => {
  const { result } = analyze(aggregatesOf(rejected(() => "10.42.8.20")), 1);
  expect(["medium", "high", "critical"]).toContain(result.severity);
});

test("4xx answers to one user named in every line are low; to many users, an incident", () => {
  const refused = (user: (i: number) => string): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 200; i++)
      rows.push([
        480_000 + i * 3000,
        "cart-svc",
        "warn",
        `POST /api/submit 422 23ms user=${user(i)} validation failed`,
      ]);
    return rows;
  };
  expect(analyze(aggregatesOf(refused(() => "u_0f65bda284")), 1).result.severity).toBe("low");
  expect(impactOfRows(refused(() => "u_0f65bda284"))?.oneBadClient).toBe(true);
  expect(impactOfRows(refused((i) => `u_${1000 + i}`))?.oneBadClient).toBe(false);
});

test("many clients' malformed requests one service warns it refused, nobody else failing, are low; felt, not", () => {
  const refused = (gateway: boolean): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 200; i++) {
      const t = 480_000 + i * 3000;
      rows.push([t, "cart-svc", "warn", `POST /api/submit 422 23ms user=u_${1000 + i} validation failed`]);
      if (gateway)
        rows.push([t + 20, "checkout-gw", "error", "POST /v2/checkout answered 502: cart-svc refused the cart"]);
    }
    return rows;
  };
  expect(impactOfRows(refused(false))?.refusesMalformed).toBe(true);
  expect(analyze(aggregatesOf(refused(false)), 1).result.severity).toBe("low");
  expect(analyze(aggregatesOf(refused(true)), 1).result.severity).not.toBe("low");
});

test("customers' cards their banks declined, logged as errors, are low; the payment provider failing is not", () => {
  const charged = (said: (i: number) => string): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 60; i++) {
      const t = 480_000 + i * 5000;
      rows.push([t, "subscriptions", "info", `charge ch_${9000 + i} succeeded for cus_${4000 + i}`]);
      rows.push([t + 30, "subscriptions", "error", said(i)]);
    }
    return rows;
  };
  const declined = (i: number) =>
    `StripeCardError: Your card was declined. code=card_declined decline_code=${i % 2 ? "insufficient_funds" : "do_not_honor"} charge=ch_${i}`;
  // (a decline is the customer's bank answering as designed: no failure line at all)
  expect(impactOfRows(charged(declined))).toBeUndefined();
  expect(analyze(aggregatesOf(charged(declined)), 1).result.severity).toBe("low");
  const down = (i: number) => `StripeAPIError: request req_${i} to api.stripe.com failed: 503 Service Unavailable`;
  expect(analyze(aggregatesOf(charged(down)), 1).result.severity).not.toBe("low");
});

test("a limiter refusing one client it names ('for client loadtest-k6') is that client's doing; many clients, not", () => {
  const limited = (client: (i: number) => string): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 200; i++)
      rows.push([
        480_000 + i * 2000,
        "rx-web",
        "warn",
        `rate limit exceeded for client ${client(i)} (600 req/min), responding 429 Too Many Requests`,
      ]);
    return rows;
  };
  expect(impactOfRows(limited(() => "loadtest-k6"))?.oneBadClient).toBe(true);
  expect(analyze(aggregatesOf(limited(() => "loadtest-k6")), 1).result.severity).toBe("low");
  expect(impactOfRows(limited((i) => `tenant-${1000 + i}`))?.oneBadClient).toBe(false);
});

test("a database refusing rows already there, nobody else failing, is low; a client failing on it, not", () => {
  const backfill = (clientFails: boolean): Row[] => {
    const rows = healthy(20);
    // (from minute 8 to the window's end: a failure over long before it ends is another question)
    for (let i = 0; i < 120; i++) {
      const t = 480_000 + i * 6000;
      rows.push([t, "manifests-postgres", "error", 'duplicate key value violates unique constraint "shipments_pkey"']);
      rows.push([t + 1, "manifests-postgres", "error", `DETAIL:  Key (id)=(${614603 + i}) already exists.`]);
      rows.push([t + 40, "manifest-store", "info", `Backfill batch ${i}/40: 500 rows, 43 already present (skipped)`]);
      if (clientFails)
        rows.push([t + 50, "manifest-store", "error", `POST /manifests failed: 500 (could not save shipment ${i})`]);
    }
    return rows;
  };
  expect(analyze(aggregatesOf(backfill(false)), 1).result.severity).toBe("low");
  expect(analyze(aggregatesOf(backfill(true)), 1).result.severity).not.toBe("low");
});

function impactOfRows(rows: Row[]) {
  const agg = aggregatesOf(rows);
  const loc = localize(agg, detectAnomalies(agg));
  return loc && impactOf(agg, loc);
}

/** A proxy's 400s to one partner's agent, and the app's warnings rejecting that partner's bids. */
function partner(agent: (i: number) => string, caller = "legacy-ems-export"): Row[] {
  const rows = healthy(20);
  for (let i = 0; i < 200; i++) {
    const t = 480_000 + i * 3000;
    rows.push([t, "api-envoy", "info", `"POST /v2/bids/${i} HTTP/1.1" 200 - 88 "10.26.1.2" "Go-http-client/2.0"`]);
    rows.push([t + 5, "api-envoy", "warn", `"POST /v2/bids HTTP/1.1" 400 - 88 "198.51.100.22" "${agent(i)}/0.9"`]);
    rows.push([t + 9, "bid-gateway", "warn", `rejected bid from MP7001 (${caller}): field 'curve' must be an array`]);
  }
  return rows;
}

test("one partner's bad requests, named by the proxy's agent and in the app's warnings, are low", () => {
  expect(analyze(aggregatesOf(partner(() => "legacy-ems-export")), 1).result.severity).toBe("low");
});

test("the agent alone names no client; nor does one that is a service of the window", () => {
  const rows = partner(() => "legacy-ems-export", "MP7001");
  expect(impactOfRows(rows)?.oneBadClient).toBe(false);
  // a caller of ours refused for what it sent is a failure of ours
  const internal = partner(() => "cart-svc", "cart-svc");
  expect(impactOfRows(internal)?.oneBadClient).toBe(false);
  expect(impactOfRows(internal)?.refusesMalformed).toBe(false);
  expect(analyze(aggregatesOf(internal), 1).result.severity).not.toBe("low");
});

test("one address's refusals stay low beside another service's calls that were retried and got through", () => {
  const rows = rejected(() => "203.0.113.167");
  for (let i = 0; i < 12; i++)
    rows.push([
      700_000 + i * 1500,
      "tax-calc",
      "warn",
      `rates service answered 503 Service Unavailable, retrying in 1000ms (attempt ${1 + (i % 3)} of 4)`,
    ]);
  expect(analyze(aggregatesOf(rows), 1).result.severity).toBe("low");
});

test("one API key named in every refusal ('from API key pk_live_...7f2a') is one client: low", () => {
  const refused = (key: (i: number) => string): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 120; i++)
      rows.push([
        480_000 + i * 5000,
        "cart-svc",
        "warn",
        `Validation failed for enrolment from API key ${key(i)}: [postalCode: must match "^[0-9]{5}$"] -> 422`,
      ]);
    return rows;
  };
  expect(impactOfRows(refused(() => "pk_live_...7f2a"))?.oneBadClient).toBe(true);
  expect(impactOfRows(refused((i) => `pk_live_...${1000 + i}`))?.oneBadClient).toBe(false);
});
