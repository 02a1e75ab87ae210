// Classify stage: a host that does not resolve right after the origin changed its settings is a wrong setting.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** From minute 10 tax-calc cannot resolve the rates host; `before` is what it logged a minute earlier. */
function unresolved(before?: string): Row[] {
  const rows = healthy();
  if (before) rows.push([540_000, "tax-calc", "info", before]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 3,
      "tax-calc",
      "error",
      `rates lookup failed: java.net.UnknownHostException: rates.tax-authorty.internal (request ${i})`,
    ]);
  return rows;
}

const categoryAfter = (before?: string) => analyze(aggregatesOf(unresolved(before)), 1).result.rootCause.category;

test("after a configuration reload that changed the endpoint, an unresolvable host is configuration", () => {
  expect(categoryAfter("Reloading configuration from /etc/tax/app.conf (changed keys: rates.endpoint)")).toBe(
    "configuration",
  );
  // Spring Cloud's bus refresh
  expect(categoryAfter("o.s.c.e.event.RefreshEventListener : Refresh keys changed: [tax.rates.base-url]")).toBe(
    "configuration",
  );
});

test("a host it cannot resolve that its own settings name is a wrong endpoint setting, stated before or alongside", () => {
  // a config load naming the host in a key=value, not said to be a change
  expect(
    categoryAfter("config loaded from /etc/tax/production.json: rates.endpoint=https://rates.tax-authorty.internal/v2"),
  ).toBe("configuration");
  // Django's settings value and the environment variable it came from
  expect(
    categoryAfter("CACHES['default']['LOCATION'] = 'redis://rates.tax-authorty.internal:6379/1' (from env X)"),
  ).toBe("configuration");
  // another host in its settings, or the host in a line that states no setting, says nothing about this one
  expect(
    categoryAfter("config loaded from /etc/tax/production.json: rates.endpoint=https://rates.tax.internal/v2"),
  ).toBe("network");
  expect(categoryAfter("warming connections to rates.tax-authorty.internal")).toBe("network");
  // a link to the host lost, or being made again, told with its endpoint: the failure beginning, no setting stated
  expect(categoryAfter('mqtt connection lost broker=rates.tax-authorty.internal:8883 err="EOF"')).toBe("network");
  expect(categoryAfter("mqtt reconnecting broker=tcp://rates.tax-authorty.internal:1883")).toBe("network");
});

test("a Kafka client that cannot reach the bootstrap broker its consumer config names is a wrong setting", () => {
  const rows = healthy();
  rows.push([540_000, "tax-calc", "info", "ConsumerConfig values: bootstrap.servers = [rates-kafka-legacy:9092]"]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 3,
      "tax-calc",
      "warn",
      "[Consumer clientId=tax-0] Connection to node -1 (rates-kafka-legacy/10.8.9.4:9092) could not be established. Broker may not be available.",
    ]);
  expect(analyze(aggregatesOf(rows), 1).result.rootCause.category).toBe("configuration");
});

test("without a change of settings, or after a notice about one, it stays network", () => {
  expect(categoryAfter()).toBe("network");
  expect(categoryAfter("config key 'http.read_timeout_ms' is deprecated, use 'http.read_timeout'")).toBe("network");
});

test("a release that sets an endpoint, then every call to it answered 404, is a wrong endpoint setting", () => {
  const rows = healthy();
  rows.push([
    590_000,
    "tax-calc",
    "info",
    "deployed release 716: RATES_API_BASE=https://staging-api.internal (from settings)",
  ]);
  for (let i = 600; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 3,
      "tax-calc",
      "error",
      "rates lookup failed: 404 Not Found from https://staging-api.internal/v1/rates",
    ]);
    rows.push([i * 1000 + 4, "tax-calc", "error", "upstream returned unexpected html error page"]);
  }
  expect(analyze(aggregatesOf(rows), 1).result.rootCause.category).toBe("configuration");
  const unchanged = rows.filter((r) => !r[3].startsWith("deployed release"));
  expect(analyze(aggregatesOf(unchanged), 1).result.rootCause.category).not.toBe("configuration");
});

test("a refreshed key or a new config revision just before the failure is a change of settings", () => {
  expect(categoryAfter("Refreshed keys : [tax.rates.endpoint] (config revision 7f2a91c)")).toBe("configuration");
  expect(categoryAfter("tax-calc 3.4.0 starting, config revision r88")).toBe("configuration");
});

/** From minute 10 tax-calc no longer trusts the object store's certificate; `before` is what it logged earlier. */
function distrusted(before?: string): Row[] {
  const rows = healthy();
  if (before) rows.push([540_000, "tax-calc", "info", before]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 3,
      "tax-calc",
      "error",
      `put_object failed: error trying to connect: invalid peer certificate: UnknownIssuer (request ${i})`,
    ]);
  return rows;
}

test("a peer certificate it cannot chain to a trusted CA right after its settings changed is its trust store", () => {
  const category = (before?: string) => analyze(aggregatesOf(distrusted(before)), 1).result.rootCause.category;
  expect(category("tax-calc 3.4.0 starting, config revision r88 (storage.endpoint, tls.ca_file changed)")).toBe(
    "configuration",
  );
  expect(category()).not.toBe("configuration");
});

test("a refused port on the local host is a wrong endpoint setting when its settings give that host and port", () => {
  const refused = (setting: string) => {
    const rows = healthy();
    rows.push([540_000, "tax-calc", "info", setting]);
    for (let i = 600; i < 1200; i += 2)
      rows.push([i * 1000 + 3, "tax-calc", "error", `rates lookup failed: connect ECONNREFUSED 127.0.0.1:9999 (${i})`]);
    return analyze(aggregatesOf(rows), 1).result.rootCause.category;
  };
  expect(refused("rates client base url http://localhost:9999/v3")).toBe("configuration");
  // another port on the local host (its own metrics listener) says nothing about this one
  expect(refused("metrics endpoint: http://localhost:9090/metrics")).not.toBe("configuration");
});

test("failures that name the value its settings just changed to (a missing index alias) are that setting", () => {
  const missing = (change: string) => {
    const rows = healthy();
    rows.push([560_000, "tax-calc", "info", change]);
    for (let i = 600; i < 1200; i += 2)
      rows.push([
        i * 1000 + 3,
        "tax-calc",
        "error",
        `rates search failed: [index_not_found_exception] no such index [rates_v9], resource.id=rates_v9 (${i})`,
      ]);
    return analyze(aggregatesOf(rows), 1).result.rootCause.category;
  };
  expect(missing("config watcher: RATES_INDEX_ALIAS changed rates_v8 -> rates_v9")).toBe("configuration");
  // a change of another value does not explain it
  expect(missing("config watcher: RATES_CACHE_TTL changed 30s -> 45s")).not.toBe("configuration");
});

test("a timeout or a full pool at the very limit its settings just set is that setting", () => {
  const atLimit = (change: string, failure: string) => {
    const rows = healthy();
    rows.push([560_000, "tax-calc", "info", change]);
    for (let i = 600; i < 1200; i += 2) rows.push([i * 1000 + 3, "tax-calc", "warn", `${failure} (request ${i})`]);
    return analyze(aggregatesOf(rows), 1).result.rootCause.category;
  };
  // a timeout cut to 50 ms, then every call aborted after 50 ms
  expect(atLimit("loaded settings: rates.timeout=50ms rates.retries=0", "rates call aborted after 50ms")).toBe(
    "configuration",
  );
  expect(atLimit("loaded settings: rates.timeout=5000ms rates.retries=0", "rates call aborted after 50ms")).not.toBe(
    "configuration",
  );
  // a pool cut to 2, then "2/2 connections busy"
  expect(
    atLimit(
      "applied config: http.client.max_connections=2 (was 200)",
      "http client: 2/2 connections busy, 148 requests waiting for a connection",
    ),
  ).toBe("configuration");
  // a retry count's last attempt is no limit reached
  expect(
    atLimit("applied config: rates.retries=3", "rates call failed on attempt 3/3: context deadline exceeded"),
  ).not.toBe("configuration");
});

test("a proxy told to reconfigure just before its upstream has no route is its new configuration", () => {
  const noRoute = (before?: string) => {
    const rows = healthy();
    if (before) rows.push([596_000, "checkout-gw", "notice", before]);
    for (let i = 600; i < 1200; i += 2)
      rows.push([
        i * 1000 + 3,
        "checkout-gw",
        "error",
        `[error] 30#30: *${607_000 + i} connect() failed (113: No route to host) while connecting to upstream, client: 81.2.10.${i % 250}, request: "GET /v2/cart/${i} HTTP/1.1", upstream: "http://10.40.2.17:8080/v2/cart/${i}"`,
      ]);
    return analyze(aggregatesOf(rows), 1).result.rootCause.category;
  };
  expect(noRoute("[notice] 1#1: signal 1 (SIGHUP) received from 812, reconfiguring")).toBe("configuration");
  expect(noRoute()).toBe("network");
});
