// Harmless noise at the edges of the estate: vendors that fail once and succeed on retry, a partner over its
// rate limit, internet scanners, duplicate webhooks, bounced e-mail, phones dropping requests, credential
// stuffing that the login throttle blocks.
import { spread } from "./context.js";
import type { NoiseKind } from "./noise-kind.js";
import { nodeTrace } from "./stacks.js";
import type { Ctx } from "./types.js";
import { masked, phone } from "./vocab.js";

const window = (ctx: Ctx, a: number, b: number): [number, number] => {
  const { t0, t1 } = ctx.w;
  const s = ctx.r.float(a, b);
  return [t0 + (t1 - t0) * s, t0 + (t1 - t0) * Math.min(1, s + ctx.r.float(0.2, 0.5))];
};

const vendorRetry: NoiseKind = {
  id: "vendor-retry-succeeds",
  what: "the SMS/voice vendor answering 503 to a few sends; every retry succeeds",
  run(ctx) {
    const { r } = ctx;
    for (const t of spread(r, r.int(8, 25), ctx.w.t0, ctx.w.t1)) {
      const id = ctx.newId();
      const code = r.pick([500, 502, 503, 503, 429]);
      ctx.log(
        t,
        "notify",
        "WARN",
        ctx.v([
          `provider callwave returned ${code} for message to ${masked(phone(r))}; retry 1/3 in 2s`,
          `sms send failed status=${code}, will retry (1/4)`,
          `Vendor send returned HTTP ${code}; retrying in 1500 ms (attempt 1 of 3)`,
          `voicely POST /Calls.json -> ${code}; retrying attempt=1 backoff=2s`,
        ]),
        { trace: id },
      );
      ctx.log(
        t + r.int(1500, 4000),
        "notify",
        "INFO",
        `retry succeeded for message to ${masked(phone(r))} (attempt 2)`,
        { trace: id },
      );
    }
  },
};

const partnerRateLimit: NoiseKind = {
  id: "partner-rate-limit",
  what: "an EHR partner's integration polling far above its quota and getting 429s",
  run(ctx) {
    const { r, e } = ctx;
    const partner = r.pick(["caretrack-ehr", "homebase-sync", "mco-portal-bot", "countyaging-etl"]);
    const key = `pk_live_${r.alnum(6)}…`;
    const [a, b] = window(ctx, 0, 0.6);
    for (const t of spread(r, r.int(60, 160), a, b)) {
      ctx.log(
        t,
        "edge",
        "INFO",
        e.edgeLine(
          r,
          t,
          "GET",
          `/partner/v1/visits?updated_since=${new Date(t - 60000).toISOString().slice(0, 19)}Z`,
          429,
          ctx.S("sched").name,
          r.int(1, 4),
        ),
      );
    }
    for (const t of spread(r, r.int(10, 25), a, b))
      ctx.log(
        t,
        "sched",
        "WARN",
        ctx.v([
          `rate limit exceeded for api key ${key} (partner=${partner}): ${r.int(610, 2400)} req/min > 600; responding 429 Retry-After: 60`,
          `throttled partner ${partner} key=${key} rpm=${r.int(610, 2400)} limit=600`,
          `Rate limiter rejected request from partner '${partner}' (policy partner-standard, ${r.int(610, 2400)}/600 per minute)`,
          `Rack::Attack throttled partner=${partner} discriminator=${key} count=${r.int(610, 2400)} limit=600 period=60`,
        ]),
      );
  },
};

const scanners: NoiseKind = {
  id: "internet-scanners",
  what: "internet scanners probing for WordPress, .env files and admin consoles (404/403)",
  run(ctx) {
    const { r, e } = ctx;
    const paths = [
      "/wp-login.php",
      "/.env",
      "/.git/config",
      "/actuator/env",
      "/phpmyadmin/index.php",
      "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      "/cgi-bin/luci/;stok=/locale",
      "/boaform/admin/formLogin",
      "/owa/auth/logon.aspx",
      "/api/v1/../../../../etc/passwd",
      "/solr/admin/info/system",
      "/.aws/credentials",
    ];
    const [a, b] = window(ctx, 0, 0.7);
    const src = `${r.int(45, 213)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
    for (const t of spread(r, r.int(60, 200), a, b)) {
      const p = r.pick(paths);
      const st = p.includes("..") ? 400 : p.includes("actuator") ? 403 : 404;
      ctx.log(
        t,
        "edge",
        "INFO",
        e.edgeLine(r, t, r.pick(["GET", "GET", "POST"]), p, st, ctx.S("portal").name, r.int(0, 3)),
      );
    }
    for (const t of spread(r, r.int(3, 8), a, b))
      ctx.log(t, "portal", "WARN", `blocked suspicious request from ${src}: path traversal pattern in URL`);
  },
};

const dupWebhooks: NoiseKind = {
  id: "duplicate-webhooks",
  what: "the payment processor redelivering webhooks; duplicates are ignored by idempotency keys",
  run(ctx) {
    const { r } = ctx;
    for (const t of spread(r, r.int(15, 40), ctx.w.t0, ctx.w.t1)) {
      const evt = `evt_${r.alnum(24)}`;
      const kind = r.pick([
        "invoice.payment_succeeded",
        "charge.refunded",
        "payment_intent.succeeded",
        "invoice.finalized",
      ]);
      ctx.log(
        t,
        "portal",
        "WARN",
        `webhook ${evt} (${kind}) already processed at ${new Date(t - r.int(20000, 900000)).toISOString()}; ignoring duplicate delivery`,
      );
    }
  },
};

const bounces: NoiseKind = {
  id: "email-bounces",
  what: "family notification e-mails bouncing for stale addresses and full mailboxes",
  run(ctx) {
    const { r } = ctx;
    const why = [
      "550 5.1.1 <{a}>: Recipient address rejected: User unknown in virtual mailbox table",
      "552 5.2.2 <{a}>: Mailbox full",
      "550 5.7.1 Service unavailable, Client host blocked using Spamhaus",
      "554 5.7.1 <{a}>: Relay access denied",
      "450 4.2.1 The user you are trying to contact is receiving mail too quickly",
    ];
    for (const t of spread(r, r.int(10, 30), ctx.w.t0, ctx.w.t1)) {
      const addr = `${r.pick(["mary", "jt", "deb", "rsmith", "kathy.l", "tom", "linda59"])}${r.int(1, 99)}@${r.pick(["aol.com", "yahoo.com", "comcast.net", "verizon.net", "gmail.com"])}`;
      ctx.log(
        t,
        "notify",
        "ERROR",
        `SMTP delivery failed for family_update: ${r.pick(why).replace("{a}", addr)}; address suppressed`,
      );
    }
  },
};

const clientAborts: NoiseKind = {
  id: "client-aborts",
  what: "caregiver phones on weak rural signal dropping requests mid-upload",
  run(ctx) {
    const { r, e } = ctx;
    const app = ctx.S("app");
    for (const t of spread(r, r.int(12, 35), ctx.w.t0, ctx.w.t1)) {
      const path = r.pick(["/v2/visits/photos", "/v2/visits/signature", "/v2/sync/batch", "/v2/visits/notes"]);
      if (app.rt === "node")
        ctx.log(
          t,
          "app",
          "ERROR",
          `request aborted by client: POST ${path} after ${r.int(2, 40)}s (received ${r.int(10, 900)}KB)`,
          {
            stack: nodeTrace("BadRequestError: request aborted", [
              "IncomingMessage.onAborted (/app/node_modules/raw-body/index.js:245:10)",
              "IncomingMessage.emit (node:events:519:28)",
              "IncomingMessage._destroy (node:_http_incoming:224:10)",
              "_destroy (node:internal/streams/destroy:121:10)",
              "IncomingMessage.destroy (node:internal/streams/destroy:83:5)",
              "abortIncoming (node:_http_server:797:9)",
              "socketOnClose (node:_http_server:791:3)",
              "Socket.emit (node:events:531:35)",
            ]),
            err: { kind: "BadRequestError", message: "request aborted" },
          },
        );
      else ctx.log(t, "app", "WARN", `client disconnected during POST ${path} (connection reset by peer)`);
      if (e.services.some((s) => s.rt === "nginx" || s.rt === "envoy"))
        ctx.log(
          t + r.int(1, 20),
          "edge",
          "INFO",
          e.edgeLine(
            r,
            t,
            "POST",
            path,
            e.services.some((s) => s.rt === "nginx") ? 499 : 0,
            app.name,
            r.int(2000, 40000),
          ),
        );
    }
  },
};

const credentialStuffing: NoiseKind = {
  id: "credential-stuffing-blocked",
  what: "a credential-stuffing run against the family login, throttled and blocked by IP reputation",
  run(ctx) {
    const { r, e } = ctx;
    const [a, b] = window(ctx, 0, 0.6);
    const ips = Array.from(
      { length: r.int(4, 12) },
      () => `${r.int(45, 213)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
    );
    for (const t of spread(r, r.int(50, 140), a, b)) {
      ctx.log(
        t,
        "edge",
        "INFO",
        e.edgeLine(
          r,
          t,
          "POST",
          r.pick(["/family/login", "/oauth2/token"]),
          r.pick([401, 401, 429]),
          ctx.S("auth").name,
          r.int(5, 40),
        ),
      );
    }
    for (const t of spread(r, r.int(8, 20), a, b))
      ctx.log(
        t,
        "auth",
        "WARN",
        `login throttle: ${r.int(40, 400)} failed attempts from ${r.pick(ips)} across ${r.int(30, 300)} accounts in 5m; ip blocked for 1h`,
      );
  },
};

export const EDGE_NOISE: NoiseKind[] = [
  vendorRetry,
  partnerRateLimit,
  scanners,
  dupWebhooks,
  bounces,
  clientAborts,
  credentialStuffing,
];
