// Score and localize stages: the edge's and the identity provider's everyday refusals in the words real products use
// (nginx's limiter and allow-list, Keycloak's refused refresh tokens, a mistyped second factor) are no incident; a
// limit that refuses many clients is; and a Redis client's ReplyError speaks of the Redis server.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;

/** From minute 10, `perMinute` lines a minute of `say(i)` at `level` from `service`, on top of healthy traffic. */
function plus(service: string, perMinute: number, level: string, say: (i: number) => string, rows = healthy()): Row[] {
  const every = Math.round(60_000 / perMinute);
  for (let t = 600_000, i = 0; t < 1_200_000; t += every, i++) rows.push([t + 5, service, level, say(i)]);
  return rows;
}

/** nginx's limit_req refusing `client(i)`, at error level as nginx logs it, with the 429 it served. */
function limited(client: (i: number) => string): Row[] {
  let rows = plus(
    "checkout-gw",
    60,
    "error",
    (i) =>
      `limiting requests, excess: ${(10 + (i % 20)).toFixed(3)} by zone "api_per_ip", client: ${client(i)}, server: shop.example, request: "GET /api/items/${i} HTTP/1.1", host: "shop.example"`,
  );
  rows = plus(
    "checkout-gw",
    60,
    "warn",
    (i) => `${client(i)} - - "GET /api/items/${i} HTTP/1.1" 429 166 "-" "python-requests/2.32.3"`,
    rows,
  );
  return rows;
}

test("an edge's rate limiter answering one public client is low; the same limit refusing many clients is not", () => {
  expect(severity(limited(() => "45.137.218.90"))).toBe("low");
  expect(severity(limited((i) => `45.137.${i % 50}.${(i * 7) % 250}`))).not.toBe("low");
  // (one address inside the network stands for a caller of ours, or a proxy for many clients)
  expect(severity(limited(() => "10.42.8.20"))).not.toBe("low");
});

test("nginx's allow-list refusing internet clients is no incident", () => {
  const rows = plus(
    "checkout-gw",
    20,
    "error",
    (i) =>
      `access forbidden by rule, client: 185.220.${i % 90}.${i % 200}, server: shop.example, request: "GET /admin/ HTTP/1.1", host: "shop.example"`,
  );
  expect(severity(rows)).toBe("low");
});

test("sessions running out (refresh tokens refused, users sent back to log in) and mistyped second factors are no incident", () => {
  let rows = plus(
    "cart-svc",
    15,
    "warn",
    (i) =>
      `type=REFRESH_TOKEN_ERROR, realmId=shop, clientId=web, userId=null, ipAddress=81.2.69.${i % 200}, error=invalid_token, reason=Token is not active, username=user${i}`,
  );
  rows = plus(
    "tax-calc",
    12,
    "warn",
    (i) => `session expired for user${i} (refresh rejected: Token is not active), redirecting to /login`,
    rows,
  );
  rows = plus(
    "cart-svc",
    6,
    "warn",
    (i) => `MFA step failed for user${i}: ${i % 2 === 0 ? "OTP code invalid" : "push not answered within 60s"}`,
    rows,
  );
  expect(severity(rows)).toBe("low");
});

test("a refresh token refused for a client's wrong secret is not a session running out", () => {
  const rows = plus(
    "cart-svc",
    60,
    "error",
    (i) =>
      `type=REFRESH_TOKEN_ERROR, realmId=shop, clientId=web, userId=null, ipAddress=10.0.3.${i % 9}, error=invalid_client_credentials, username=user${i}`,
  );
  expect(severity(rows)).not.toBe("low");
});

test("a failure the line says it carries on past, keeping what it had, is coped with", () => {
  expect(
    saysHowItCopes(
      "ocsp: fetching staple for 'edge-tls' failed: upstream connect error or disconnect/reset before headers. reset reason: connection timeout; keeping previous response",
    ),
  ).toBe(true);
  expect(saysHowItCopes("config reload failed: invalid directive; keeping the current configuration")).toBe(true);
  expect(saysHowItCopes("ocsp: fetching staple for 'edge-tls' failed: connection timeout")).toBe(false);
});

test("a lock not acquired within its wait is a timeout", () => {
  expect(
    categoryOfText(
      "ISPN000299: Unable to acquire lock after 10 seconds for key d6c5097c-1805 and requestor GlobalTx:keycloak-0:20056. Lock is held by GlobalTx:keycloak-1:28706",
    ),
  ).toBe("timeout");
});

test("clients' ReplyErrors of a Redis out of client slots point at the Redis server, not at the loudest client", () => {
  const rows = healthy();
  for (let i = 0; i < 2400; i += 2) rows.push([i * 500, "session-redis", "info", `1:M * DB saved on disk (${i})`]);
  for (let i = 720; i < 1200; i++) {
    const t = i * 1000;
    rows.push([t + 20, "checkout-gw", "error", "session lookup failed: ReplyError: ERR max number of clients reached"]);
    rows.push([t + 30, "cart-svc", "error", "express-session: ReplyError: ERR max number of clients reached"]);
    if (i % 10 === 0)
      rows.push([
        t + 40,
        "session-redis",
        "warn",
        "1:M # Error accepting a client connection: max number of clients reached (maxclients=10000)",
      ]);
  }
  expect(analyze(aggregatesOf(rows), 1).result.rootCause.service).toBe("session-redis");
});
