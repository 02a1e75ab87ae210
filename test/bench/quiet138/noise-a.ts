// Harmless noise, part one: customers and the internet (declined cards, failed logins, scanners, scrapers, bad input).
import type { Ctx } from "./ctx.js";
import { edgeAccess } from "./edge.js";
import { clientIp } from "./rng.js";
import { nodeTrace } from "./runtimes.js";
import { serve } from "./traffic.js";

/** A burst window inside the scenario: [from, to]. */
export function burst(c: Ctx, scale: number): [number, number] {
  const len = (c.end - c.start) * c.rng.float(0.15, 0.5) * Math.max(0.4, scale);
  const from = c.rng.float(c.start, c.end - len);
  return [from, from + len];
}

export function declinedCards(c: Ctx, scale: number): void {
  const r = c.rng;
  const [a, b] = burst(c, scale);
  const k = c.estate.key;
  const reasons = [
    ["insufficient_funds", "51"],
    ["do_not_honor", "05"],
    ["expired_card", "54"],
    ["incorrect_cvc", "N7"],
    ["authentication_required", "1A"],
  ];
  c.poisson(a, b, 5000 / scale, (t) => {
    const [why, code] = r.pick(reasons);
    const f = c.flow();
    const ord = `${r.int(100, 999)}-${r.int(10000, 99999)}`;
    if (k === "bramblecomb") {
      c.emit(
        "pay-bridge",
        t,
        "warn",
        `authorization declined order=${ord} decline_code=${code} reason=${why} psp=hexpay`,
        { fields: c.ids("pay-bridge", f) },
      );
      c.emit(
        "checkout-api",
        t + 20,
        "info",
        `Payment declined for order ${ord} (${why}); customer returned to payment step`,
        {
          logger: "c.b.checkout.service.OrderService",
          fields: c.ids("checkout-api", f),
        },
      );
      edgeAccess(c, t + 30, "POST", "/api/checkout", 402, r.int(300, 900), "checkout-api", f);
    } else if (k === "goldenfurrow") {
      serve(c, "shop_web", t - 400, "POST", "/orders", 402, r.int(300, 900), f, false);
      c.emit(
        "shop_web",
        t - 100,
        "warn",
        `[${f.req}] PaymentGateway::CardDeclined: Your card was declined. (decline_code=${why}, order=${ord})`,
      );
      edgeAccess(c, t, "POST", "/orders", 402, r.int(300, 900), "shop_web", f);
    } else if (k === "waxwing") {
      c.emit(
        "storefront",
        t,
        "warn",
        `Payment declined {"order":"${ord}","reason":"${why}","code":"${code}","retryable":${why === "authentication_required"}}`,
      );
      c.emit("orders", t + 15, "info", `Order ${ord} moved to PaymentFailed (${why})`, {
        logger: "Orders.Api.OrdersController",
        fields: c.ids("orders", f),
      });
      edgeAccess(c, t + 20, "POST", "/checkout", 402, r.int(300, 900), "storefront", f);
    } else {
      c.emit("shop-cart-svc", t, "warn", `checkout payment declined cart=${r.alnum(12)} reason=${why} psp_status=402`);
      edgeAccess(c, t + 10, "POST", "/cart/checkout", 402, r.int(300, 900), "shop-cart-svc", f);
    }
  });
}

export function failedLogins(c: Ctx, scale: number): void {
  const r = c.rng;
  const [a, b] = burst(c, scale);
  const k = c.estate.key;
  const stuffing = r.chance(0.5);
  const ip = clientIp(r);
  c.poisson(a, b, (stuffing ? 2500 : 7000) / scale, (t, i) => {
    const f = c.flow();
    const user = `${r.pick(["a", "j", "m", "s", "k", "b"])}***@${r.pick(["gmail.com", "outlook.com", "yahoo.co.uk", "gmx.de"])}`;
    const from = stuffing ? ip : f.ip;
    if (k === "bramblecomb") {
      c.emit("storefront-web", t, "warn", `login failed email=${user} reason=invalid_password ip=${from}`, {
        fields: c.ids("storefront-web", f),
      });
      edgeAccess(c, t + 5, "POST", "/account/login", 401, r.int(80, 300), "storefront-web", f, { ip: from });
    } else if (k === "goldenfurrow") {
      serve(c, "shop_web", t, "POST", "/users/sign_in", 401, r.int(80, 300), f, false);
      if (stuffing && i % 3 === 0)
        c.emit(
          "shop_web",
          t + 1,
          "warn",
          `[${f.req}] [Rack::Attack] throttle logins/ip matched for ${from}, responding 429`,
        );
      edgeAccess(c, t + 300, "POST", "/users/sign_in", 401, r.int(80, 300), "shop_web", f, { ip: from });
    } else if (k === "waxwing") {
      c.emit(
        "storefront",
        t,
        "info",
        `Failed login attempt {"email":"${user}","ip":"${from}","attempts":${(i % 5) + 1}}`,
      );
      if (i % 5 === 4)
        c.emit("storefront", t + 2, "warn", `Account temporarily locked after 5 failed attempts {"email":"${user}"}`);
      edgeAccess(c, t + 5, "POST", "/login", 302, r.int(80, 300), "storefront", f, { ip: from });
    } else {
      c.emit("shop-account-svc", t, "warn", `login failed user=${user} reason=invalid_credentials ip=${from}`);
      if (r.chance(0.3))
        c.emit(
          "shop-account-svc",
          t + 40,
          "info",
          `refresh rejected: TokenExpiredError: jwt expired (expiredAt ${new Date(t - r.int(3600, 90000) * 1000).toISOString()})`,
        );
      edgeAccess(c, t + 5, "POST", "/v1/session", 401, r.int(80, 300), "shop-account-svc", f, { ip: from });
    }
  });
  if (stuffing && k !== "goldenfurrow")
    c.emit(
      k === "queencup" ? "shop-account-svc" : k === "waxwing" ? "storefront" : "storefront-web",
      b,
      "warn",
      `login throttle engaged for ${ip}: too many failures in 10m`,
    );
}

const SCAN = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/phpmyadmin/index.php",
  "/actuator/env",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/server-status",
  "/admin/config.php",
  "/.aws/credentials",
  "/boaform/admin/formLogin",
  "/HNAP1/",
];

export function scanners(c: Ctx, scale: number): void {
  const r = c.rng;
  const [a, b] = burst(c, scale);
  const ip = clientIp(r);
  const ua = r.pick([
    "Mozilla/5.0 zgrab/0.x",
    "python-requests/2.28.1",
    "Mozilla/5.0 (compatible; Nmap Scripting Engine)",
    "Go-http-client/1.1",
  ]);
  const k = c.estate.key;
  const web = c.estate.routes[0][3];
  c.poisson(a, b, 1400 / scale, (t) => {
    const path = r.pick(SCAN);
    const f = c.flow();
    const st = path.includes("phpunit") || path.includes(".env") ? r.pick([404, 403]) : 404;
    if (k === "goldenfurrow") {
      c.emit(
        "shop_web",
        t,
        "info",
        `[${f.req}] Started GET "${path}" for ${ip} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
      );
      c.emit(
        "shop_web",
        t + 3,
        "fatal",
        `[${f.req}] ActionController::RoutingError (No route matches [GET] "${path}"):`,
      );
    } else if (k === "waxwing") {
      c.emit(
        "storefront",
        t,
        "error",
        `NotFoundHttpException: The route ${path.slice(1)} could not be found. {"url":"https://waxwing.example${path}","ip":"${ip}"}`,
      );
    } else if (k === "bramblecomb" && path.startsWith("/actuator")) {
      c.emit("cart-api", t, "warn", `No mapping for GET ${path}`, {
        logger: "o.s.web.servlet.PageNotFound",
        fields: c.ids("cart-api", f),
      });
    } else if (k === "queencup") {
      c.emit("shop-web-svc", t, "info", `request completed GET ${path} ${st} 1ms`);
    }
    edgeAccess(c, t + 4, "GET", path, st, r.int(1, 8), web, f, { ip, ua });
  });
}

export function scraper429(c: Ctx, scale: number): void {
  const r = c.rng;
  const [a, b] = burst(c, scale);
  const ip = clientIp(r);
  const ua = r.pick([
    "Mozilla/5.0 (compatible; PriceSpyBot/2.1; +http://pricespy.example/bot)",
    "HoneyPriceWatch/0.9 (+mailto:ops@hpw.example)",
    "Scrapy/2.11.1 (+https://scrapy.org)",
  ]);
  const k = c.estate.key;
  const route = c.estate.routes.find((x) => x[2].includes("*")) ?? c.estate.routes[0];
  let n = 0;
  c.poisson(a, b, 450 / scale, (t) => {
    const f = c.flow();
    const path = route[2].replace("*", r.alnum(7));
    const limited = r.chance(0.8);
    n++;
    if (!limited) {
      serve(c, route[3], t, "GET", path, 200, r.int(10, 60), f, false);
      edgeAccess(c, t + 20, "GET", path, 200, 22, route[3], f, { ip, ua });
      return;
    }
    if (k === "bramblecomb") {
      edgeAccess(c, t, "GET", path, 429, 0, route[3], f, { ip, ua, flags: "RL" });
      if (n % 3 === 0)
        c.emit(
          "envoy-edge",
          t,
          "debug",
          `local_rate_limit: rate limited request from ${ip} (descriptor remote_address)`,
          { fields: c.ids("envoy-edge", f) },
        );
    } else if (k === "goldenfurrow") {
      c.emit(
        "nginx_edge",
        t,
        "error",
        `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} limiting requests, excess: ${r.float(10, 30).toFixed(3)} by zone "per_ip", client: ${ip}, server: www.goldenfurrow.example, request: "GET ${path} HTTP/1.1", host: "www.goldenfurrow.example"`,
      );
      edgeAccess(c, t, "GET", path, 429, 0, route[3], f, { ip, ua });
    } else if (k === "waxwing") {
      edgeAccess(c, t, "GET", path, 429, 0, route[3], f, { ip, ua });
      if (n % 2 === 0)
        c.emit(
          "storefront",
          t - 2,
          "warn",
          `Too Many Attempts. {"ip":"${ip}","route":"catalog","limit":"60/min","userAgent":"${ua.slice(0, 30)}"}`,
        );
    } else {
      edgeAccess(c, t, "GET", path, 429, 0, route[3], f, { ip, ua, flags: "PR--", level: "info" });
    }
  });
  const app =
    k === "bramblecomb"
      ? "catalog-search"
      : k === "goldenfurrow"
        ? "shop_web"
        : k === "waxwing"
          ? "storefront"
          : "shop-web-svc";
  c.emit(
    app,
    a + 2000,
    "warn",
    `rate limit exceeded client=${ip} bucket=catalog limit=${r.pick([10, 20, 30])}/s ua="${ua.slice(0, 40)}"`,
  );
  c.emit(app, (a + b) / 2, "warn", `rate limit still exceeded client=${ip}; ${n} requests rejected so far`);
}

export function validationRefusals(c: Ctx, scale: number): void {
  const r = c.rng;
  const [a, b] = burst(c, scale);
  const k = c.estate.key;
  const reasons = [
    () => `lot number '${r.pick(["L26-3O1-A", "26-114", "L26-114-Z", ""])}' does not match L<yy>-<ddd>-<A-D>`,
    () => `moisture ${r.float(18.7, 21).toFixed(1)}% exceeds grade A limit 18.6%`,
    () => `drum weight ${r.int(301, 340)}kg above 300kg pallet slot limit`,
    () => `quantity ${r.int(1, 11)} below trade minimum 12`,
    () => `postcode '${r.pick(["SW1A1AA", "12345", "EH1"])}' invalid for country GB`,
  ];
  c.poisson(a, b, 6000 / scale, (t, i) => {
    const why = r.pick(reasons)();
    const f = c.flow();
    if (k === "bramblecomb") {
      c.emit(
        "cart-api",
        t,
        "warn",
        `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<CartDto> c.b.cart.web.CartController.addItem(AddItemRequest): [Field error in object 'addItemRequest' on field 'quantity': rejected value [${r.int(-2, 0)}]; default message [must be greater than or equal to 1]] ]`,
        {
          logger: "o.s.w.s.m.support.DefaultHandlerExceptionResolver",
          fields: c.ids("cart-api", f),
        },
      );
      edgeAccess(c, t + 4, "POST", "/api/cart/items", 400, r.int(3, 12), "cart-api", f);
    } else if (k === "goldenfurrow") {
      c.emit("wholesale_portal", t, "warn", `Bad Request: /trade/orders/upload/ row ${r.int(2, 60)}: ${why}`, {
        logger: "django.request",
      });
      if (i % 4 === 0)
        c.emit(
          "wholesale_portal",
          t + 1,
          "info",
          `upload TR-${r.int(1000, 1999)} rejected: ${r.int(1, 9)} rows invalid, nothing imported`,
          { logger: "trade.views" },
        );
      edgeAccess(c, t + 8, "POST", "/trade/orders/upload/", 400, r.int(40, 200), "wholesale_portal", f);
    } else if (k === "waxwing") {
      c.emit("wholesale", t, "warn", `Validation failed for CreateQuoteCommand: ${why}`, {
        logger: "Wholesale.Quotes.QuoteService",
        fields: c.ids("wholesale", f),
      });
      serve(c, "wholesale", t, "POST", "/api/trade/quotes", 422, r.int(5, 30), f, false);
    } else {
      c.emit("trade-wholesale-svc", t, "warn", `Rejected pallet request: ${why}`, {
        logger: "c.q.trade.web.PalletController",
      });
      edgeAccess(c, t + 4, "POST", "/trade/pallets", 422, r.int(5, 30), "trade-wholesale-svc", f);
    }
  });
}

export function stockConflicts(c: Ctx, scale: number): void {
  const r = c.rng;
  const [a, b] = burst(c, scale * 0.6);
  const k = c.estate.key;
  const item = r.pick(["Cut comb 227g (June)", "Heather honey 454g", "Nuc colony (5 frame)", "Ling heather comb"]);
  c.poisson(a, b, 3000 / scale, (t) => {
    const f = c.flow();
    if (k === "bramblecomb") {
      c.emit("cart-api", t, "warn", `Optimistic lock failed on stock row for '${item}', retry 1/3`, {
        logger: "c.b.cart.repo.CartRepository",
        fields: c.ids("cart-api", f),
      });
      if (r.chance(0.4)) {
        c.emit("cart-api", t + 30, "info", `Insufficient stock for '${item}' (requested ${r.int(1, 3)}, available 0)`, {
          logger: "c.b.cart.service.PricingService",
          fields: c.ids("cart-api", f),
        });
        edgeAccess(c, t + 35, "POST", "/api/cart/items", 409, 40, "cart-api", f);
      }
    } else if (k === "goldenfurrow") {
      c.emit(
        "sidekiq_jobs",
        t,
        "warn",
        `pid=7 tid=${r.alnum(4)} class=StockReservationJob jid=${r.hex(24)} ActiveRecord::StaleObjectError: Attempted to update a stale object: StockItem. retry 1`,
      );
    } else if (k === "waxwing") {
      c.emit("basket", t, "warn", `stock reservation conflict for "${item}", retrying (attempt 1)`, {
        logger: "Basket.Stock",
        fields: c.ids("basket", f),
      });
    } else {
      c.emit(
        "shop-cart-svc",
        t,
        "warn",
        `stock conflict sku=NUC-5F cart=${r.alnum(12)} available=0 requested=${r.int(1, 2)} -> 409`,
      );
      edgeAccess(c, t + 5, "POST", "/cart/lines", 409, 12, "shop-cart-svc", f);
    }
  });
  // a node runtime prints the full error for one of them
  if (k === "queencup")
    c.emit("shop-web-svc", (a + b) / 2, "warn", "cart add failed (409), showing sold-out banner", {
      stack: nodeTrace("HTTPError", "Response code 409 (Conflict)", [
        "Request.<anonymous> (/app/node_modules/got/dist/source/as-promise/index.js:118:42)",
        "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ]),
    });
  if (k === "bramblecomb" && r.chance(0.5))
    c.emit("cart-api", b, "info", "Stock cache refreshed after sell-out", {
      logger: "c.b.cart.service.PricingService",
    });
}
