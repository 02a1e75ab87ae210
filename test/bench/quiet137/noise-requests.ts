// Harmless noise made of customer requests that are refused for good reasons: declined cards, failed logins,
// vulnerability scanners, throttled scrapers and validation refusals of bad input.
import type { EstateDef } from "./estates.js";
import { ip } from "./rng.js";
import { emitEdge, lineEv, newPlan, type ReqHook } from "./traffic.js";
import type { Ctx, Level, Route } from "./types.js";

const only = (svc: string, method: string, path: string): Route => ({
  method,
  path,
  chain: [svc],
  weight: 0,
  what: "",
});

/** Times of a burst: `n` events spread over `spread` ms from a random start (or `at`). */
export function burst(ctx: Ctx, n: number, spread: number, at?: number): number[] {
  const r = ctx.r;
  const s = at ?? r.int(ctx.start + 30000, Math.max(ctx.start + 30001, ctx.end - spread - 10000));
  return Array.from({ length: n }, () => s + r.int(0, spread)).sort((a, b) => a - b);
}

export function declinedCards(ctx: Ctx, def: EstateDef, k: number): ReqHook {
  const pay = def.roles.payments;
  const rt = ctx.svc(pay).runtime;
  const reasons: Array<[string, string]> = [
    ["card_declined", "generic_decline"],
    ["card_declined", "insufficient_funds"],
    ["expired_card", "expired_card"],
    ["incorrect_cvc", "incorrect_cvc"],
    ["card_declined", "do_not_honor"],
    ["authentication_required", "authentication_required"],
  ];
  return (c, p) => {
    if (!/book|checkout|payment|confirm/.test(p.path) || p.method !== "POST" || !c.r.chance(0.18 * k + 0.04))
      return false;
    const r = c.r;
    const [code, decline] = r.pick(reasons);
    const pi = `pi_3Q${r.alnum(22)}`;
    const lvl: Level = r.chance(0.35) ? "ERROR" : "WARN";
    const msg =
      rt === "spring"
        ? `Payment declined for booking ${r.int(104000, 189999)}: StripeException code=${code} decline_code=${decline} payment_intent=${pi}`
        : rt === "dotnet"
          ? `Payment failed for invoice {InvoiceId}: Stripe.StripeException: Your card was declined. (code=${code}, decline_code=${decline})`.replace(
              "{InvoiceId}",
              `INV-${r.int(30000, 39999)}`,
            )
          : rt === "php"
            ? `production.${lvl === "ERROR" ? "ERROR" : "WARNING"}: Card declined {"code":"${code}","decline_code":"${decline}","payment_intent":"${pi}"}`
            : `card declined code=${code} decline_code=${decline} payment_intent=${pi}`;
    lineEv(
      c,
      p.t + r.int(300, 1400),
      pay,
      { level: lvl, msg, logger: rt === "spring" ? "c.s.payments.StripeGateway" : undefined },
      p,
    );
    const web = p.route.chain[0];
    lineEv(
      c,
      p.t + r.int(1500, 1700),
      web,
      { level: "INFO", msg: `${p.method} ${p.path} 402 ${r.int(900, 1700)}ms` },
      p,
    );
    emitEdge(c, p, 402, r.int(1500, 1800));
    return true;
  };
}

export function failedLogins(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const web = def.roles.auth;
  const rt = ctx.svc(web).runtime;
  const route = only(web, "POST", rt === "rails" ? "/users/sign_in" : rt === "php" ? "/login" : "/api/auth/login");
  const n = Math.round(r.int(40, 120) * k) + 6;
  const stuffer = ip(r);
  const times = [
    ...burst(ctx, Math.round(n * 0.6), r.int(60000, 180000)),
    ...burst(ctx, Math.round(n * 0.4), ctx.end - ctx.start - 60000, ctx.start + 20000),
  ];
  let i = 0;
  for (const t of times) {
    const p = newPlan(ctx, t, route, i++ % 3 ? { ip: stuffer, ua: "python-requests/2.31.0" } : {});
    const user = `${r.pick(["j.smith", "sarah", "admin", "info", "d.evans", "m.patel", "accounts", "test"])}${r.int(1, 99)}@${r.pick(["gmail.com", "outlook.com", "btinternet.com", "yahoo.co.uk"])}`;
    const msg =
      rt === "rails"
        ? `Failed login for ${user} from ${p.ip}: Invalid Email or password.`
        : rt === "php"
          ? `production.WARNING: Failed login attempt {"email":"${user}","ip":"${p.ip}"}`
          : `login failed user=${user} reason=${r.pick(["invalid_password", "unknown_user", "invalid_password"])} ip=${p.ip}`;
    lineEv(ctx, t + r.int(40, 200), web, { level: "WARN", msg }, p);
    if (r.chance(0.06))
      lineEv(ctx, t + 210, web, { level: "WARN", msg: `account locked after 5 failed attempts user=${user}` }, p);
    emitEdge(ctx, p, 401, r.int(60, 260));
  }
}

const SCAN_PATHS = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/phpmyadmin/index.php",
  "/actuator/env",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/admin/config.php",
  "/.aws/credentials",
  "/server-status",
  "/xmlrpc.php",
  "/api/v1/..%2f..%2fetc/passwd",
  "/boaform/admin/formLogin",
  "/owa/auth/logon.aspx",
];

export function scanners(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const web = def.roles.web;
  const rt = ctx.svc(web).runtime;
  const scanIp = ip(r);
  const ua = r.pick([
    "Mozilla/5.0 zgrab/0.x",
    "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
    "curl/7.88.1",
    "Go-http-client/1.1",
  ]);
  for (const t of burst(ctx, Math.round(r.int(80, 260) * k) + 10, r.int(20000, 90000))) {
    const path = r.pick(SCAN_PATHS) + (r.chance(0.3) ? `?${r.alnum(6)}=${r.alnum(4)}` : "");
    const p = newPlan(ctx, t, only(web, r.chance(0.8) ? "GET" : "POST", path), { ip: scanIp, ua });
    if (r.chance(0.7)) {
      const level: Level = rt === "rails" ? "FATAL" : rt === "spring" ? "WARN" : rt === "dotnet" ? "INFO" : "WARN";
      const msg =
        rt === "rails"
          ? `ActionController::RoutingError (No route matches [${p.method}] "${path.split("?")[0]}"):`
          : rt === "php"
            ? `production.ERROR: The route ${path.split("?")[0].slice(1)} could not be found. {"exception":"[object] (Symfony\\\\Component\\\\HttpKernel\\\\Exception\\\\NotFoundHttpException(code: 0): The route ${path.split("?")[0].slice(1)} could not be found."}`
            : rt === "python"
              ? `Not Found: ${path.split("?")[0]}`
              : `${p.method} ${path} 404 ${r.int(1, 4)}ms`;
      lineEv(ctx, t + 2, web, { level: rt === "php" ? "ERROR" : level, msg }, p);
    }
    emitEdge(ctx, p, r.chance(0.9) ? 404 : 403, r.int(1, 9));
  }
}

export function scrapers(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const web = def.roles.web;
  const route = def.routes.find((x) => /slot|availability|book\?/.test(x.path)) ?? def.routes[0];
  const bot = ip(r);
  const ua = r.pick([
    "Mozilla/5.0 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)",
    "python-httpx/0.27.0",
    "Scrapy/2.11.2 (+https://scrapy.org)",
    "Mozilla/5.0 (compatible; DataForSeoBot/1.0)",
  ]);
  const times = burst(ctx, Math.round(r.int(150, 500) * k) + 20, r.int(120000, 360000));
  let n = 0;
  for (const t of times) {
    const p = newPlan(ctx, t, route, { ip: bot, ua });
    n++;
    if (n < 30) {
      lineEv(ctx, t + 20, web, { level: "INFO", msg: `${p.method} ${p.path} 200 ${r.int(20, 80)}ms` }, p);
      emitEdge(ctx, p, 200, r.int(20, 90));
      continue;
    }
    if (r.chance(0.25))
      lineEv(
        ctx,
        t + 1,
        web,
        {
          level: "WARN",
          msg: `rate limit exceeded key=ip:${bot} limit=60/min path=${p.path.split("?")[0]} retry_after=${r.int(5, 60)}s`,
        },
        p,
      );
    emitEdge(ctx, p, 429, r.int(0, 3));
  }
}

export function validationRefusals(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const svc = def.roles.validation;
  const rt = ctx.svc(svc).runtime;
  const route = def.routes.find((x) => x.method === "POST" && x.chain.includes(svc)) ?? def.routes[0];
  const why = [
    ["postcode", "must be a valid UK postcode", `'${r.pick(["OX4", "SW1A1AAA", "12345", "BT", "n/a"])}'`],
    ["chimneyHeightM", "must be less than or equal to 30", String(r.int(31, 400))],
    ["preferredDate", "must be a date in the present or in the future", "'2024-02-30'"],
    ["applianceSerial", "failed checksum", `'${r.alnum(9).toUpperCase()}'`],
    ["phone", 'must match "^(\\+44|0)7\\d{9}$"', "'07700 90'"],
    ["flueDiameterMm", "must be one of [125, 150, 175, 200]", String(r.pick([100, 130, 160]))],
  ];
  for (const t of burst(ctx, Math.round(r.int(25, 90) * k) + 5, ctx.end - ctx.start - 60000, ctx.start + 15000)) {
    const p = newPlan(ctx, t, route);
    const [field, text, val] = r.pick(why);
    const msg =
      rt === "spring"
        ? `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<BookingView> BookingController.create(BookingRequest): [Field error in object 'bookingRequest' on field '${field}': rejected value [${val}]; default message [${text}]] ]`
        : rt === "python"
          ? `Bad Request: /api/bookings/ {'${field}': [ErrorDetail(string='${text}', code='invalid')]}`
          : rt === "rails"
            ? `Booking rejected: Validation failed: ${field} ${text} (${val})`
            : rt === "php"
              ? `production.INFO: Validation failed {"${field}":["The ${field} ${text}."]}`
              : `validation failed field=${field} value=${val} reason="${text}"`;
    lineEv(
      ctx,
      t + r.int(5, 40),
      svc,
      {
        level: rt === "php" ? "INFO" : "WARN",
        msg,
        logger: rt === "spring" ? "o.s.w.s.m.s.DefaultHandlerExceptionResolver" : undefined,
      },
      p,
    );
    emitEdge(ctx, p, r.chance(0.7) ? 422 : 400, r.int(8, 60));
  }
}
