// Score stage: requests refused for what outsiders did (a scanner's probes blocked, users' wrong passwords, a role a
// user lacks) are no incident while the refusing service's traffic goes on; an attack on logins, or refusals that
// replace its traffic, are.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;

/** From minute 10, `perMinute` lines a minute of `say(i)` from `service`, on top of healthy traffic. */
function plus(service: string, perMinute: number, say: (i: number) => string, rows = healthy()): Row[] {
  const every = Math.round(60_000 / perMinute);
  for (let t = 600_000, i = 0; t < 1_200_000; t += every, i++) rows.push([t + 5, service, "warn", say(i)]);
  return rows;
}

test("a scanner blocked by the firewall and walking 404s at the edge is no incident", () => {
  let rows = plus(
    "waf",
    40,
    (i) =>
      `[client "203.0.113.${i % 7}"] ModSecurity: Access denied with code 403 (phase 1). Restricted File Access Attempt [id "930130"] [uri "/.env.${i}"]`,
  );
  rows = plus(
    "checkout-gw",
    40,
    (i) => `203.0.113.${i % 7} - - "GET /wp-admin/setup-${i}.php HTTP/1.1" 404 162 "-" "zgrab/0.x"`,
    rows,
  );
  expect(severity(rows)).toBe("low");
});

test("users mistyping their passwords and an audit log denying a role are no incident", () => {
  let rows = plus(
    "cart-svc",
    3,
    (i) =>
      `type=LOGIN_ERROR, realmId=shop, clientId=web, userId=null, error=invalid_user_credentials, username=user${i}`,
  );
  rows = plus(
    "tax-calc",
    2,
    (i) => `audit: DENY actor=support.${i} action=export.all reason="missing role admin"`,
    rows,
  );
  expect(severity(rows)).toBe("low");
});

test("refused logins at the rate of an attack on them (ten a second) are an incident", () => {
  const rows = plus(
    "cart-svc",
    600,
    (i) =>
      `type=LOGIN_ERROR, realmId=shop, clientId=web, userId=null, error=invalid_user_credentials, username=user${i}`,
  );
  expect(severity(rows)).not.toBe("low");
});

test("refusals that replace the service's traffic (every request forbidden after a change) are an incident", () => {
  const rows = healthy().filter(([t, svc]) => !(svc === "checkout-gw" && t >= 600_000));
  for (let i = 600; i < 1200; i++)
    rows.push([i * 1000, "checkout-gw", "warn", `POST /v2/checkout/${7000 + i} rejected with 403: missing role buyer`]);
  expect(severity(rows)).not.toBe("low");
});
