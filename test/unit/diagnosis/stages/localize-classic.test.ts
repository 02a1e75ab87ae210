// Localize stage on a small fleet: the kernel's kill of a process it names by command belongs to the unit systemd
// reports killed beside it, and nginx's FastCGI upstream names the PHP pool.
import { expect, test } from "@jest/globals";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const originOf = (rows: Row[]) => {
  const agg = aggregatesOf(rows);
  return localize(agg, detectAnomalies(agg))?.origin.service;
};

test("systemd's report of a unit killed a second before the kernel's kill of 'ruby' names that unit", () => {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 30) {
    rows.push([i * 1000, "systemd", "warn", "sidekiq.service: Main process exited, code=killed, status=9/KILL"]);
    rows.push([i * 1000 + 2, "systemd", "warn", "sidekiq.service: Failed with result 'signal'."]);
    // the kernel's clock, read from the time since boot, runs a second behind here
    rows.push([i * 1000 + 900, "kernel", "error", "Out of memory: Killed process 3540 (ruby) total-vm:5667282kB"]);
    rows.push([i * 1000 + 5000, "sidekiq", "info", "Booted Rails 7.1 application in production environment"]);
  }
  expect(originOf(rows)).toBe("sidekiq");
});

test("nginx timing out on its FastCGI socket names the PHP pool behind it", () => {
  const rows = healthy();
  rows.push([
    590_000,
    "php-fpm",
    "warn",
    "[pool www] server reached pm.max_children setting (24), consider raising it",
  ]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 3,
      "nginx",
      "error",
      `*${i} upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.0.${i % 9}, request: "GET /cart HTTP/1.1", upstream: "fastcgi://unix:/run/php/php8.2-fpm.sock:"`,
    ]);
  expect(originOf(rows)).toBe("php-fpm");
});

test("the edge's refusals of clients beside its own 502s, and a firewall's blocks, do not make it the origin", () => {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 2) {
    if (i % 20 === 0)
      rows.push([i * 1000 + 3, "tax-calc", "warn", `PSQLException: FATAL: sorry, too many clients already (${i})`]);
    rows.push([i * 1000 + 9, "checkout-gw", "error", `"POST /v2/checkout/${i} HTTP/1.1" 502 157 "10.42.3.61:8080"`]);
    rows.push([i * 1000 + 11, "checkout-gw", "warn", `"GET /wp-admin/setup-${i % 50}.php HTTP/1.1" 404 162`]);
    rows.push([i * 1000 + 13, "checkout-gw", "warn", `"POST /v2/account/${i} HTTP/1.1" 401 91`]);
    rows.push([
      i * 1000 + 15,
      "waf",
      "warn",
      `[client "203.0.113.${i % 9}"] ModSecurity: Access denied with code 403 (phase 2). SQL Injection Attack [id "942100"]`,
    ]);
  }
  const agg = aggregatesOf(rows);
  const loc = localize(agg, detectAnomalies(agg));
  expect(loc?.origin.service).toBe("tax-calc");
  // its refusals of clients are no finding beside its 502s; the firewall's blocks are none at all
  const edge = loc?.findings.find((f) => f.service === "checkout-gw");
  expect(edge?.anomalies.map((a) => a.stat.firstBad?.message ?? "").filter((m) => / 40[14] /.test(m))).toEqual([]);
  expect(loc?.findings.some((f) => f.service === "waf")).toBe(false);
});

test("a mesh sidecar that cannot fetch its certificate speaks of the mesh's CA, which failed first", () => {
  const rows = healthy();
  for (let i = 590; i < 1200; i += 10)
    rows.push([
      i * 1000,
      "istiod",
      "error",
      "ca\tfailed to sign CSR: dial tcp 10.96.0.1:443: connect: no route to host",
    ]);
  for (let i = 620; i < 1200; i += 2)
    rows.push([
      i * 1000 + 7,
      "cart-svc",
      "error",
      'sds\tfailed to fetch certificate: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.96.4.2:15012: i/o timeout"',
    ]);
  // (and the gateway, louder still, names only cart-svc)
  for (let i = 620; i < 1200; i++)
    rows.push([
      i * 1000 + 9,
      "checkout-gw",
      "error",
      `POST /v2/checkout/${i} answered 503 upstream=cart-svc (connection reset)`,
    ]);
  expect(originOf(rows)).toBe("istiod");
});

test("a proxy's own 404 for want of a route, and a service's 422s beside a slow request it warned of, stay findings", () => {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 3,
      "istio-proxy",
      "error",
      `"GET /internal/v1/lookup HTTP/1.1" 503 NC cluster_not_found - 40`,
    ]);
    rows.push([
      i * 1000 + 5,
      "istio-proxy",
      "warn",
      `"GET /internal/v1/rates/${i} HTTP/1.1" 404 NR route_not_found - 0`,
    ]);
  }
  for (let i = 600; i < 1200; i += 3) {
    rows.push([i * 1000 + 7, "cart-svc", "warn", `"POST /v2/carts/${i} HTTP/1.1" 422 91 "-" "okhttp/4.12.0"`]);
    if (i % 60 === 0) rows.push([i * 1000 + 9, "cart-svc", "warn", `slow request GET /v2/carts/${i} 4197ms`]);
  }
  const agg = aggregatesOf(rows);
  const loc = localize(agg, detectAnomalies(agg));
  const said = (service: string) =>
    loc?.findings.find((f) => f.service === service)?.anomalies.map((a) => a.stat.firstBad?.message ?? "") ?? [];
  expect(said("istio-proxy").some((m) => m.includes("404 NR"))).toBe(true);
  expect(said("cart-svc").some((m) => m.includes(" 422 "))).toBe(true);
});
