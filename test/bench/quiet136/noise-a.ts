// Harmless noise, part one: customers and the outside world (declines, logins, scanners, scrapers, bad input).
import type { Ctx, Req } from "./context.js";
import { ids } from "./estates.js";
import { phpLine, requestLine } from "./runtimes.js";
import { edgeLog, newReq, nginxErrTime } from "./traffic.js";
import type { Route } from "./types.js";

export type Span = { from: number; to: number; weight: number };

/** A one-off route for requests the estate's table does not hold. */
export function adhoc(method: string, path: string, to: string, ok = 200): Route {
  return { method, path: () => path, to, calls: [], weight: 0, ok, done: () => "" };
}

/** A request the noise answers itself: the backend line (optional) and the edge line. */
export function direct(
  ctx: Ctx,
  t: number,
  route: Route,
  status: number,
  o: { ua?: string; client?: string; backendLine?: boolean; dur?: number; flags?: string } = {},
): Req {
  const r = ctx.r;
  const req = newReq(ctx, route, t, o.ua, o.client);
  const dur = o.dur ?? r.latency(20);
  if (o.backendLine !== false) {
    const s = ctx.svc(route.to);
    ctx.emit(
      s.name,
      t + dur - 1,
      status >= 500 ? "ERROR" : "INFO",
      requestLine(r, s, req.method, req.path, status, dur, req.ids.request_id),
      {
        ids: req.ids,
      },
    );
  }
  edgeLog(ctx, req, { status, dur, flags: o.flags });
  return req;
}

const mask = (r: Ctx["r"]) =>
  `${r.pick(["j", "s", "m", "a", "k", "p"])}***@${r.pick(["gmail.com", "outlook.com", "icloud.com", "yahoo.co.uk"])}`;

// ---------------------------------------------------------------- declined cards
export function declinedCards(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const pay = e.roles.pay;
  const web = e.roles.web;
  const codes = [
    "insufficient_funds",
    "do_not_honor",
    "expired_card",
    "incorrect_cvc",
    "card_velocity_exceeded",
    "generic_decline",
  ];
  ctx.hooks.push((req) => {
    const touchesPay = req.route.calls.includes(pay) || req.route.to === pay;
    if (!touchesPay || req.method !== "POST" || req.t < s.from || req.t > s.to || !r.chance(0.3 * s.weight))
      return undefined;
    const code = r.pick(codes);
    const t = req.t + r.latency(240);
    const ps = ctx.svc(pay);
    const order = ids.order(r);
    const payText =
      ps.rt === "java"
        ? `[http-nio-8080-exec-${r.int(1, 30)}] i.f.pay.ledger.AcquirerClient : authorisation refused by acquirer order=${order} response=05 (${code})`
        : ps.rt === "dotnet"
          ? `Sudsy.Ledger.Payments[0] Authorisation declined for ${order}: ${code}`
          : ps.rt === "python"
            ? `payments.gateway: charge declined order=${order} decline_code=${code} last4=${r.digits(4)}`
            : `payment declined id=pi_${r.alnum(14)} decline_code=${code} order=${order}`;
    ctx.emit(pay, t, r.chance(0.6) ? "WARN" : "ERROR", payText, { ids: req.ids });
    const ws = ctx.svc(web);
    const status = ws.rt === "rails" ? 422 : 402;
    if (web !== pay) {
      const webText =
        ws.rt === "rails"
          ? `[${req.ids.request_id ?? r.uuid()}] Payments::CardDeclined: Your card was declined. (${code})`
          : ws.rt === "dotnet"
            ? `Sudsy.Portal.Checkout.CheckoutEndpoint[0] Checkout refused for ${order}: payment declined (${code})`
            : ws.rt === "php"
              ? phpLine("WARN", "checkout.payment_declined", JSON.stringify({ order, code }))
              : `checkout failed: card_declined (${code}) order=${order}`;
      ctx.emit(web, t + r.int(2, 20), "WARN", webText, { ids: req.ids });
    }
    const dur = t - req.t + r.int(5, 30);
    ctx.emit(web, req.t + dur, "INFO", requestLine(r, ws, req.method, req.path, status, dur, req.ids.request_id), {
      ids: req.ids,
    });
    return { status, dur };
  });
  // a card-testing burst from one address, refused quickly
  const burst = r.float(s.from, s.to - 60000);
  const client = r.publicIp();
  const n = Math.round(r.int(15, 40) * s.weight);
  const route = adhoc(
    "POST",
    e.key === "B" ? "/checkout" : e.key === "C" ? "/api/checkout" : e.key === "D" ? "/pay/charges" : "/api/orders",
    e.key === "D" ? pay : web,
  );
  for (let i = 0; i < n; i++) {
    const t = burst + i * r.int(800, 3000);
    const code = r.pick(["incorrect_number", "card_velocity_exceeded", "stolen_card", "do_not_honor"]);
    const req = direct(ctx, t, route, e.key === "B" ? 422 : 402, {
      client,
      ua: "python-requests/2.32.3",
      backendLine: false,
    });
    ctx.emit(
      pay,
      t,
      "ERROR",
      `${ctx.svc(pay).rt === "java" ? "[http-nio-8080-exec-3] i.f.pay.ledger.AcquirerClient : " : ""}card declined code=${code} client_ip=${client} risk_score=${r.int(70, 99)}`,
      {
        ids: req.ids,
      },
    );
  }
}

// ---------------------------------------------------------------- failed logins
export function failedLogins(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const svc = e.roles.login;
  const st = ctx.svc(svc);
  const path =
    st.rt === "dotnet"
      ? "/connect/token"
      : st.rt === "rails"
        ? "/users/sign_in"
        : st.rt === "php"
          ? "/login"
          : "/api/session";
  const route = adhoc("POST", path, svc);
  const one = (t: number, client?: string, ua?: string) => {
    const who = mask(r);
    const req = direct(ctx, t, route, st.rt === "dotnet" ? 400 : 401, { client, ua });
    const text =
      st.rt === "dotnet"
        ? `Sudsy.Identity.SignIn[0] Token request rejected: invalid_grant (invalid username or password) user=${who}`
        : st.rt === "rails"
          ? `[${req.ids.request_id ?? r.uuid()}] Devise: authentication failed for ${who} (invalid password)`
          : st.rt === "php"
            ? phpLine("WARN", "auth.failed", JSON.stringify({ email: who, reason: "invalid_credentials" }))
            : `login failed email=${who} reason=invalid_password`;
    ctx.emit(svc, t + 5, "WARN", text, { ids: req.ids });
  };
  ctx.every(s.from, s.to, 9000 / s.weight, (t) => one(t));
  // credential stuffing from a handful of addresses, then the lockout
  const at = r.float(s.from, Math.max(s.from + 1, s.to - 120000));
  const clients = [r.publicIp(), r.publicIp(), r.publicIp()];
  const n = Math.round(r.int(40, 110) * s.weight);
  for (let i = 0; i < n; i++)
    one(at + i * r.int(250, 1400), r.pick(clients), "Mozilla/5.0 (Windows NT 10.0; Win64; x64)");
  const lock =
    st.rt === "dotnet"
      ? `Sudsy.Identity.Lockout[0] User locked out for 15 minutes after 5 failed attempts`
      : st.rt === "php"
        ? phpLine("WARN", "auth.lockout", `{"ip":"${clients[0]}","minutes":15}`)
        : `account locked after 5 failed attempts ip=${clients[0]} for=15m`;
  for (let k = 0; k < r.int(2, 5); k++) ctx.emit(svc, at + r.int(5000, 90000), "ERROR", lock);
}

// ---------------------------------------------------------------- vulnerability scanners
const SCAN = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/actuator/env",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/cgi-bin/luci/;stok=/locale",
  "/server-status",
  "/phpmyadmin/index.php",
  "/api/.aws/credentials",
  "/wp-content/plugins/wp-file-manager/readme.txt",
  "/boaform/admin/formLogin",
  "/owa/auth/logon.aspx",
  "/config.json",
  "/_profiler/phpinfo",
];
export function scanners(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const web = ctx.svc(e.roles.web);
  const bursts = Math.max(1, Math.round(r.int(2, 4) * s.weight));
  for (let b = 0; b < bursts; b++) {
    const client = r.publicIp();
    const ua = r.pick([
      "Mozilla/5.0 zgrab/0.x",
      "Nuclei - Open-source project (github.com/projectdiscovery/nuclei)",
      "Mozilla/5.0 (compatible; CensysInspect/1.1)",
      "curl/8.5.0",
      "Go-http-client/1.1",
    ]);
    let t = r.float(s.from, s.to);
    const n = r.int(30, 120);
    for (let i = 0; i < n; i++) {
      t += r.int(60, 900);
      const path = r.pick(SCAN) + (r.chance(0.3) ? `?${r.alnum(4)}=${r.alnum(6)}` : "");
      const status = r.pick([404, 404, 404, 403, 400]);
      const req = direct(ctx, t, adhoc(r.pick(["GET", "GET", "POST"]), path, web.name), status, {
        client,
        ua,
        backendLine: web.rt !== "rails" && web.rt !== "php",
      });
      if (web.rt === "rails" && status === 404)
        ctx.emit(
          web.name,
          t + 3,
          "FATAL",
          `[${req.ids.request_id ?? r.uuid()}] ActionController::RoutingError (No route matches [${req.method}] "${path.split("?")[0]}"):`,
          {
            ids: req.ids,
          },
        );
      if (ctx.svc(e.proxy).rt === "nginx" && r.chance(0.3))
        ctx.emit(
          e.proxy,
          t + 1,
          "ERROR",
          `${nginxErrTime(t)} [error] 29#29: *${r.int(100000, 999999)} open() "/usr/share/nginx/html${path.split("?")[0]}" failed (2: No such file or directory), client: ${client}, server: ${e.domain}, request: "GET ${path} HTTP/1.1", host: "${e.domain}"`,
        );
      if (web.rt === "php" && r.chance(0.4))
        ctx.emit(
          web.name,
          t + 2,
          "ERROR",
          phpLine(
            "ERROR",
            `Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException: The route ${path.split("?")[0].slice(1)} could not be found.`,
            '{"exception":"[object] (Symfony\\\\Component\\\\HttpKernel\\\\Exception\\\\NotFoundHttpException(code: 0))"}',
          ),
        );
    }
  }
}

// ---------------------------------------------------------------- throttled scrapers
export function scraper429(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const prt = ctx.svc(e.proxy).rt;
  const client = r.publicIp();
  const ua = r.pick([
    "PriceRunnerBot/2.1 (+https://example.org/bot)",
    "Mozilla/5.0 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)",
    "Scrapy/2.11.2 (+https://scrapy.org)",
  ]);
  const web = e.roles.web;
  const path = () =>
    e.key === "B"
      ? `/prices/${r.pick(["shirts", "suits", "duvets", "curtains"])}`
      : e.key === "C"
        ? `/api/prices?store=${r.int(1, 40)}`
        : e.key === "D"
          ? `/intake/prices/${r.int(1, 300)}`
          : `/api/prices/${r.pick(["islington", "clapham", "leith", "didsbury"])}`;
  let t = r.float(s.from, s.from + (s.to - s.from) * 0.3);
  const stop = Math.min(s.to, t + r.int(240000, 600000));
  while (t < stop) {
    const throttled = r.chance(0.75);
    const route = adhoc("GET", path(), web);
    if (!throttled) {
      direct(ctx, t, route, 200, { client, ua });
    } else {
      const req = direct(ctx, t, route, 429, {
        client,
        ua,
        backendLine: false,
        dur: r.int(0, 2),
        flags: prt === "envoy" ? "RL" : prt === "haproxy" ? "PR--" : undefined,
      });
      if (prt === "nginx" && r.chance(0.7))
        ctx.emit(
          e.proxy,
          t,
          "ERROR",
          `${nginxErrTime(t)} [error] 29#29: *${r.int(100000, 999999)} limiting requests, excess: ${r.float(10, 30).toFixed(3)} by zone "per_ip", client: ${client}, server: ${e.domain}, request: "GET ${req.path} HTTP/1.1", host: "${e.domain}"`,
        );
    }
    t += r.exp(350 / s.weight);
  }
  if (prt === "envoy" || prt === "traefik" || prt === "haproxy")
    ctx.emit(
      web,
      r.float(s.from, s.to),
      "WARN",
      `${ctx.svc(web).rt === "java" ? "[task-2] c.c.orders.web.RateLimitReporter : " : ""}client ${client} throttled at the edge (${ua.split(" ")[0]}), ${r.int(2000, 9000)} requests rejected in the last 10m`,
    );
}

// ---------------------------------------------------------------- validation refusals of bad user input
export function validationRefusals(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const web = ctx.svc(e.roles.web);
  const reasons = [
    ["postcode", "is not a valid UK postcode"],
    ["pickup_slot", "must be in the future"],
    ["garments", "must contain between 1 and 40 items"],
    ["locker_code", "must be 6 digits"],
    ["phone", "is not a valid mobile number"],
    ["care_label", "unknown care symbol 'W~'"],
  ];
  const path =
    e.key === "B" ? "/orders" : e.key === "C" ? "/api/checkout" : e.key === "D" ? "/intake/orders" : "/api/orders";
  ctx.every(s.from, s.to, 4000 / s.weight, (t) => {
    const [field, why] = r.pick(reasons);
    const status = web.rt === "php" || web.rt === "rails" ? 422 : 400;
    const req = direct(ctx, t, adhoc("POST", path, web.name), status);
    const text =
      web.rt === "dotnet"
        ? `Sudsy.Portal.Validation[0] Request validation failed: ${field} ${why}`
        : web.rt === "rails"
          ? `[${req.ids.request_id ?? r.uuid()}] Validation failed: ${field.replace("_", " ")} ${why}`
          : web.rt === "php"
            ? phpLine("WARN", "intake.validation_failed", JSON.stringify({ field, message: `The ${field} ${why}.` }))
            : `rejected order payload: ${field} ${why}`;
    ctx.emit(web.name, t + 3, r.chance(0.8) ? "WARN" : "ERROR", text, { ids: req.ids });
    if (web.rt === "java")
      ctx.emit(
        web.name,
        t + 4,
        "WARN",
        `[http-nio-8080-exec-${r.int(1, 30)}] .w.s.m.s.DefaultHandlerExceptionResolver : Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity<OrderView> createOrder(OrderRequest): [Field error in object 'orderRequest' on field '${field}': rejected value [${r.alnum(5)}]]]`,
      );
  });
}
