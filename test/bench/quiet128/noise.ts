// Harmless noise: ERROR/WARN bursts that are normal for a furniture retailer. Every kind leaves the estate healthy.
import { gen } from "./estates.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";
import { stack } from "./stacks.js";
import type { Ctx } from "./stream.js";

type Noise = (c: Ctx) => void;
const span = (c: Ctx, minS = 60, maxS = 240): [number, number] => {
  const len = int(c.r, minS, maxS) * 1000;
  const a = c.t0 + Math.round(c.r() * Math.max(1, c.t1 - c.t0 - len));
  return [a, a + len];
};
const ip = (r: Rng) => `${pick(r, [45, 91, 185, 193, 203])}.${int(r, 1, 254)}.${int(r, 1, 254)}.${int(r, 1, 254)}`;
const cust = (r: Rng) => `C${int(r, 1000000, 9999999)}`;

export const NOISE: Record<string, Noise> = {
  declinedCards(c) {
    const [a, b] = span(c);
    c.every(a, b, 6, (t) =>
      c.emit(
        t,
        "pay",
        "error",
        `payment declined for ${cust(c.r)}: card_declined (${pick(c.r, ["insufficient_funds", "do_not_honor", "expired_card", "incorrect_cvc"])})`,
      ),
    );
  },
  financeDeclines(c) {
    const [a, b] = span(c, 120, 300);
    c.every(a, b, 15, (t) =>
      c.emit(
        t,
        "finance",
        "warn",
        `lender decision DECLINED for application ${hex(c.r, 8)}: affordability check failed (reason code ${pick(c.r, ["A14", "C02", "R31"])})`,
      ),
    );
  },
  invalidConfiguration(c) {
    const [a, b] = span(c);
    c.every(a, b, 9, (t) =>
      c.emit(
        t,
        "config",
        "error",
        `rejected configuration: fabric ${gen.fabric(c.r)} not available for frame ${gen.sku(c.r)} in size ${pick(c.r, ["corner-left", "3-seater", "super-king"])} (422)`,
      ),
    );
  },
  failedLogins(c) {
    const [a, b] = span(c);
    c.every(a, b, 5, (t) =>
      c.emit(
        t,
        "auth",
        "warn",
        `login failed for user ${pick(c.r, ["anna", "j.smith", "m.kowalski", "bea", "tom.r"])}${int(c.r, 1, 99)}@example.com: invalid password (attempt ${int(c.r, 1, 4)}/5)`,
      ),
    );
    c.emit(b, "auth", "warn", `account ${cust(c.r)} locked for 15 minutes after 5 failed attempts`);
  },
  expiredSessions(c) {
    const [a, b] = span(c);
    c.every(a, b, 4, (t) =>
      c.emit(
        t,
        "edge",
        "warn",
        `401 Unauthorized: JWT expired at ${new Date(t - int(c.r, 60, 9000) * 1000).toISOString()} for ${pick(c.r, ["/account/orders", "/basket", "/wishlist"])}`,
      ),
    );
  },
  scraperRateLimited(c) {
    const [a, b] = span(c, 90, 300);
    const who = ip(c.r);
    c.every(a, b, 1.5, (t) =>
      c.emit(
        t,
        "edge",
        "warn",
        `rate limit exceeded: client ${who} (${pick(c.r, ["python-requests/2.31", "Go-http-client/1.1", "curl/8.4.0"])}) 429 on /api/products, limit 20 r/s`,
      ),
    );
  },
  vulnScanner(c) {
    const [a, b] = span(c, 40, 120);
    const who = ip(c.r);
    const paths = [
      "/.env",
      "/wp-login.php",
      "/.git/config",
      "/actuator/env",
      "/phpmyadmin/",
      "/cgi-bin/luci",
      "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      "/server-status",
    ];
    c.every(a, b, 0.8, (t) =>
      c.emit(
        t,
        "edge",
        pick(c.r, ["warn", "error"]),
        `blocked request from ${who}: GET ${pick(c.r, paths)} -> 404 (waf rule 9${int(c.r, 10, 99)})`,
      ),
    );
  },
  rollingRestart(c) {
    const svc = pick(
      c.r,
      Object.keys(c.e.services).filter((s) => s !== c.svc("edge")),
    );
    const [a] = span(c, 60, 90);
    for (let p = 0; p < 3; p++) {
      const t = a + p * 25000;
      const pod = `${svc}-${hex(c.r, 5)}`;
      c.emit(t, svc, "warn", `received SIGTERM, draining connections (pod ${pod})`);
      c.emit(t + 1200, svc, "info", `graceful shutdown complete in ${int(c.r, 400, 1900)}ms`);
      c.emit(
        t + 6000,
        svc,
        "warn",
        `readiness probe failed: HTTP probe failed with statuscode: 503 (pod ${svc}-${hex(c.r, 5)} starting)`,
      );
      c.emit(
        t + 9000,
        svc,
        "info",
        `started ${svc} v${int(c.r, 3, 9)}.${int(c.r, 0, 30)}.${int(c.r, 0, 9)} in ${int(c.r, 3, 14)}.${int(c.r, 0, 9)}s`,
      );
      c.emit(
        t + 2000,
        "edge",
        "warn",
        `upstream ${svc} connection refused, retrying on another endpoint (attempt 1) -> ok`,
      );
    }
  },
  certRotation(c) {
    const svc = pick(c.r, Object.keys(c.e.services));
    const t = span(c)[0];
    c.emit(
      t - 4000,
      svc,
      "warn",
      `TLS certificate for ${svc}.${c.e.ns}.svc expires in 6 days (not after ${new Date(t + 6 * 864e5).toUTCString()})`,
    );
    c.emit(t, svc, "info", "cert-manager: certificate renewed, secret updated; reloading listener");
    c.emit(
      t + 300,
      svc,
      "warn",
      "TLS handshake error from 10.42.3.17:51234: remote error: tls: bad certificate (client holds previous CA bundle)",
    );
    c.emit(t + 900, svc, "warn", "TLS handshake error from 10.42.3.17:51240: remote error: tls: bad certificate");
    c.emit(t + 4000, svc, "info", "TLS listener reloaded; new certificate serial 4f:1a:9c active");
  },
  backfill(c) {
    const [a, b] = span(c, 180, 400);
    c.emit(a, "batch", "info", `backfill fabric_care_codes started: ${int(c.r, 20000, 90000)} rows in batches of 500`);
    c.every(a, b, 8, (t) =>
      c.emit(
        t,
        "batch",
        "warn",
        `backfill: skipped ${int(c.r, 1, 40)} SKUs without swatch image (legacy range ${pick(c.r, ["2019-AW", "2020-SS", "outlet"])})`,
      ),
    );
    c.emit(b, "batch", "info", "backfill fabric_care_codes finished: 0 failed batches");
  },
  retriesSucceed(c) {
    const [a, b] = span(c);
    c.every(a, b, 12, (t) => {
      c.emit(
        t,
        "delivery",
        "warn",
        `carrier API returned 503 Service Unavailable for booking ${hex(c.r, 6)}, retry 1/3 in 400ms`,
      );
      c.emit(t + 450, "delivery", "info", "carrier booking confirmed on retry 1");
    });
  },
  staffPermission(c) {
    const [a, b] = span(c, 60, 150);
    c.every(a, b, 20, (t) =>
      c.emit(
        t,
        "auth",
        "warn",
        `403 Forbidden: staff user showroom-${pick(c.r, ["leeds", "kx", "bristol"])}-${int(c.r, 1, 9)} lacks permission price.override on order ${hex(c.r, 6)}`,
      ),
    );
  },
  showroomOutOfStock(c) {
    const [a, b] = span(c);
    c.every(a, b, 10, (t) =>
      c.emit(
        t,
        "stock",
        "warn",
        `reservation refused: floor model ${gen.sku(c.r)} has 0 units at showroom ${pick(c.r, ["MAN-01", "BRS-02", "LDN-KX"])}, offered made-to-order`,
      ),
    );
  },
  factorySlotsFull(c) {
    const [a, b] = span(c);
    c.every(a, b, 14, (t) =>
      c.emit(
        t,
        "factory",
        "warn",
        `no capacity on upholstery line week ${int(c.r, 24, 30)}: slot request moved to week ${int(c.r, 31, 36)}`,
      ),
    );
  },
  outsideDeliveryZone(c) {
    const [a, b] = span(c);
    c.every(a, b, 15, (t) =>
      c.emit(
        t,
        "delivery",
        "error",
        `no white-glove window for postcode ${pick(c.r, ["HS2 9", "ZE1 0", "KW17 2", "BT48 7"])}${pick(c.r, ["AB", "QT"])}: outside two-person delivery zone`,
      ),
    );
  },
  addressInvalid(c) {
    const [a, b] = span(c);
    c.every(a, b, 11, (t) =>
      c.emit(
        t,
        "delivery",
        "warn",
        `address validation failed: postcode '${pick(c.r, ["SW1A", "LS6 ", "123456", "EH"])}' not found, asked customer to correct`,
      ),
    );
  },
  smtpBounces(c) {
    const [a, b] = span(c);
    c.every(a, b, 9, (t) =>
      c.emit(
        t,
        "notify",
        "error",
        `SMTP 550 5.1.1 <${pick(c.r, ["jon", "ameliaa", "k.lee", "orders"])}${int(c.r, 1, 99)}@${pick(c.r, ["gmial.com", "hotmial.co.uk", "example.org"])}>: Recipient address rejected: User unknown in virtual mailbox table`,
      ),
    );
  },
  smsUndeliverable(c) {
    const [a, b] = span(c);
    c.every(a, b, 13, (t) =>
      c.emit(
        t,
        "notify",
        "warn",
        `SMS delivery failed to +44 7${int(c.r, 100, 999)} ***${int(c.r, 100, 999)}: error 30006 landline or unreachable carrier`,
      ),
    );
  },
  deprecations(c) {
    const svc = pick(c.r, Object.keys(c.e.services));
    const msg = {
      java: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
      python:
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
      go: "grpc: Dial is deprecated: use NewClient instead",
      dotnet:
        "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:80'.",
      ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2",
    }[c.rt(svc)];
    c.every(c.t0, c.t1, 120, (t) => c.emit(t, svc, "warn", msg, { trace: "" }));
  },
  slowReportQuery(c) {
    const t = span(c)[0];
    c.emit(
      t,
      "orders",
      "warn",
      `slow query (${int(c.r, 2100, 6800)} ms): SELECT date_trunc('day', created_at), sum(total) FROM orders WHERE created_at > now() - interval '90 days' GROUP BY 1 -- finance weekly report`,
    );
  },
  gcPauses(c) {
    const svc = Object.keys(c.e.services).find((s) => ["java", "dotnet"].includes(c.e.services[s])) ?? c.svc("edge");
    const [a, b] = span(c);
    c.every(a, b, 30, (t) =>
      c.emit(
        t,
        svc,
        "warn",
        c.rt(svc) === "java"
          ? `GC pause (G1 Evacuation Pause) young ${int(c.r, 180, 320)}ms, heap ${int(c.r, 900, 1300)}M->${int(c.r, 300, 500)}M(2048M)`
          : `GC gen2 collection took ${int(c.r, 150, 290)}ms (LOH compaction), heap after 612MB`,
        { trace: "" },
      ),
    );
  },
  consumerRebalance(c) {
    const t = span(c)[0];
    const g = `${c.svc("notify")}-events`;
    c.emit(
      t,
      "notify",
      "warn",
      `[Consumer clientId=${g}-0, groupId=${g}] Request joining group due to: group is already rebalancing`,
    );
    c.emit(
      t + 200,
      "notify",
      "warn",
      `[Consumer groupId=${g}] Revoke previously assigned partitions order-events-0, order-events-1`,
    );
    c.emit(
      t + 3100,
      "notify",
      "info",
      `[Consumer groupId=${g}] Successfully joined group with generation Generation{generationId=${int(c.r, 40, 400)}}`,
    );
    c.emit(
      t + 3200,
      "notify",
      "info",
      `[Consumer groupId=${g}] Adding newly assigned partitions: order-events-0, order-events-1, order-events-2`,
    );
  },
  clientAborts(c) {
    const svc = c.svc("edge");
    const [a, b] = span(c);
    c.every(a, b, 25, (t) => {
      const rt = c.rt(svc);
      const kind =
        rt === "java"
          ? "org.apache.catalina.connector.ClientAbortException"
          : rt === "dotnet"
            ? "System.OperationCanceledException"
            : rt === "go"
              ? "write tcp"
              : rt === "ruby"
                ? "Puma::ConnectionError"
                : rt === "python"
                  ? "BrokenPipeError"
                  : "Error [ERR_STREAM_PREMATURE_CLOSE]";
      c.emit(
        t,
        svc,
        "warn",
        `client closed connection before response was written (499) on GET /api/products/${gen.sku(c.r)}/gallery`,
        {
          kind,
          stack:
            rt === "go"
              ? undefined
              : stack(
                  rt,
                  kind,
                  rt === "python" ? "[Errno 32] Broken pipe" : "Premature close",
                  ["gallery.GalleryController.stream", "gallery.ImageWriter.write"],
                  int(c.r, 30, 90),
                ),
        },
      );
    });
  },
  trialExpired(c) {
    const [a, b] = span(c);
    c.every(a, b, 18, (t) =>
      c.emit(
        t,
        "returns",
        "warn",
        `return refused for order ${hex(c.r, 7).toUpperCase()}: trial ended (night ${int(c.r, 101, 160)} of 100), offered comfort exchange`,
      ),
    );
  },
  fraudReview(c) {
    const [a, b] = span(c);
    c.every(a, b, 40, (t) =>
      c.emit(
        t,
        "orders",
        "warn",
        `order ${hex(c.r, 8)} held for manual review: fraud score ${int(c.r, 71, 96)} (billing/shipping country mismatch)`,
      ),
    );
  },
  unsupportedUpload(c) {
    const [a, b] = span(c);
    c.every(a, b, 30, (t) =>
      c.emit(
        t,
        "media",
        "error",
        `customer room photo upload rejected: unsupported image format image/heic (${int(c.r, 2, 9)}.${int(c.r, 0, 9)}MB), asked to retry as JPEG`,
      ),
    );
  },
  badWebhookSig(c) {
    const [a, b] = span(c, 40, 100);
    c.every(a, b, 3, (t) =>
      c.emit(
        t,
        "pay",
        "error",
        `webhook rejected: signature verification failed (timestamp outside tolerance, sender ${ip(c.r)}) - 400`,
      ),
    );
  },
  doubleSubmit(c) {
    const [a, b] = span(c);
    c.every(a, b, 35, (t) =>
      c.emit(
        t,
        "orders",
        "warn",
        `409 Conflict: idempotency key ${hex(c.r, 12)} already used (duplicate checkout submit)`,
      ),
    );
  },
  coldCache(c) {
    const t = span(c)[0];
    c.emit(t, "config", "warn", "price cache cold after deploy: hit ratio 0.04, warming from catalog");
    c.emit(t + 40000, "config", "warn", `price cache warming: hit ratio 0.${int(c.r, 40, 70)}`);
    c.emit(t + 90000, "config", "info", "price cache warm: hit ratio 0.97");
  },
  partnerFeed(c) {
    const t = span(c)[0];
    c.emit(
      t,
      "batch",
      "error",
      `marketplace partner feed ${pick(c.r, ["homestyle-uk", "sofaspot", "roomly"])}: rejected ${int(c.r, 3, 60)} of ${int(c.r, 800, 4000)} rows (missing EAN / negative price), report mailed to partner`,
    );
  },
  priceChanged(c) {
    const [a, b] = span(c);
    c.every(a, b, 40, (t) =>
      c.emit(
        t,
        "pay",
        "warn",
        `price changed during checkout for ${gen.sku(c.r)} (sale ended at midnight): asked customer to reconfirm`,
      ),
    );
  },
  jobOverlap(c) {
    c.every(c.t0, c.t1, 60, (t) =>
      c.emit(t, "batch", "warn", "scheduled run skipped: previous run still holds lock feed-export (started 58s ago)"),
    );
  },
  poolMaxLifetime(c) {
    const svc = Object.keys(c.e.services).find((s) => c.e.services[s] === "java") ?? c.svc("orders");
    const [a, b] = span(c);
    c.every(a, b, 45, (t) =>
      c.emit(
        t,
        svc,
        "warn",
        `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${hex(c.r, 8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        { trace: "" },
      ),
    );
  },
  expiredPromo(c) {
    const [a, b] = span(c);
    c.every(a, b, 12, (t) =>
      c.emit(
        t,
        "pay",
        "warn",
        `promo code ${pick(c.r, ["SLEEP20", "SOFA150", "BFRIDAY", "WELCOME10"])} rejected: expired or not valid for basket`,
      ),
    );
  },
  driverDevices(c) {
    const [a, b] = span(c, 120, 300);
    c.every(a, b, 16, (t) =>
      c.emit(
        t,
        "delivery",
        "error",
        `driver device DT-${int(c.r, 100, 999)} sync conflict: uploaded stale route v${int(c.r, 2, 4)} (current v${int(c.r, 5, 7)}), forcing resync`,
      ),
    );
  },
  podPhotoRetry(c) {
    const [a, b] = span(c);
    c.every(a, b, 20, (t) => {
      c.emit(
        t,
        "delivery",
        "warn",
        `proof-of-delivery photo upload from crew van ${pick(c.r, ["V07", "V12", "V21", "V33"])} timed out on 3G, queued for retry`,
      );
      c.emit(t + int(c.r, 5000, 15000), "delivery", "info", "proof-of-delivery photo stored after retry");
    });
  },
  configReload(c) {
    const svc = pick(c.r, Object.keys(c.e.services));
    const t = span(c)[0];
    c.emit(
      t,
      svc,
      "info",
      `config reloaded from configmap ${svc}-config (2 keys changed: log.sampling, feature.new_swatch_picker)`,
    );
  },
  crawler404(c) {
    const [a, b] = span(c);
    c.every(a, b, 3, (t) =>
      c.emit(
        t,
        "edge",
        "warn",
        `404 Not Found GET /products/${pick(c.r, ["loxley", "harlow", "miro", "tate"])}-${pick(c.r, ["sofa", "bed", "chair"])}-discontinued (${pick(c.r, ["Googlebot/2.1", "bingbot/2.0", "AhrefsBot/7.0"])})`,
      ),
    );
  },
  invalidInputStack(c) {
    const svc = c.svc("finance");
    const rt = c.rt(svc);
    const [a, b] = span(c);
    const kind = {
      java: "jakarta.validation.ConstraintViolationException",
      python: "pydantic_core._pydantic_core.ValidationError",
      node: "ZodError",
      go: "validation error",
      dotnet: "FluentValidation.ValidationException",
      ruby: "ActiveRecord::RecordInvalid",
    }[rt];
    c.every(a, b, 30, (t) =>
      c.emit(
        t,
        svc,
        "error",
        `finance application rejected (400): income must be a positive number, got '${pick(c.r, ["", "-1", "abc", "30k"])}'`,
        rt === "go"
          ? {}
          : {
              kind,
              stack: stack(
                rt,
                kind,
                "annualIncome: must be greater than 0",
                ["finance.ApplicationController.submit", "finance.ApplicationValidator.validate"],
                int(c.r, 20, 80),
              ),
            },
      ),
    );
  },
};

export const NOISE_KINDS = Object.keys(NOISE);
export const maybe = (r: Rng, p: number) => chance(r, p);
