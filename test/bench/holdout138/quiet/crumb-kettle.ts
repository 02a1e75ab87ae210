// Crumb & Kettle quiet windows: healthy trading with lines that look alarming out of context.
import {
  API,
  access,
  CARD,
  cardTail,
  DB,
  GIFT,
  LOYAL,
  MENU,
  orderNo,
  PAY,
  PUSH,
  pi,
  store,
  TILL,
  terminal,
} from "../estates/crumb-kettle.js";
import { ev, every, MIN, poisson, SEC } from "../kit.js";
import { rollout } from "../lifecycle.js";
import type { Ev, Quiet } from "../types.js";

const rush: Quiet = {
  key: "ck-quiet-rush",
  hours: [[6, 8]],
  estate: "crumb-kettle",
  note: "Breakfast rush: idempotent order replays trip orders-db's unique constraint, a menu-catalog rolling restart causes a few retried connection refusals, and stale push tokens are pruned; every order completes.",
  events: (c) => {
    const r = c.r;
    const at = c.t0 - r.int(30, 90) * SEC;
    return [
      ...poisson(c, c.start, c.end, 35, (t) => {
        const key = `ik_${r.mixed(18)}`;
        return [
          ev(
            t,
            DB,
            "ERROR",
            `[${r.int(3000, 9999)}] ERROR:  duplicate key value violates unique constraint "orders_idempotency_key_key"\n[${r.int(3000, 9999)}] DETAIL:  Key (idempotency_key)=(${key}) already exists.\n[${r.int(3000, 9999)}] STATEMENT:  INSERT INTO orders (id, store_id, member_id, status, total_pence, idempotency_key, created_at) VALUES ($1, $2, $3, 'pending', $4, $5, now())`,
          ),
          ev(t + r.int(2, 8), API, "INFO", `idempotent replay for key ${key}, returning existing order ${orderNo(c)}`),
        ];
      }),
      ...rollout(c, MENU, "go", at, "1.43.0"),
      ...[0, 1, 2].flatMap((k): Ev[] => {
        const t = at + 1500 + k * r.int(300, 900);
        return [
          ev(
            t,
            API,
            "WARN",
            `POST http://menu-catalog:8080/v1/price failed: connect ECONNREFUSED 10.42.3.${r.int(2, 250)}:8080, retrying (attempt 2/3)`,
          ),
          ev(t + r.int(150, 400), API, "INFO", "price basket ok after 1 retry"),
        ];
      }),
      ...poisson(c, c.start, c.end, 45, (t) => [
        access(c, t, "GET", `/v2/orders/${orderNo(c)}`, 0, {
          flags: "DC",
          details: "downstream_remote_disconnect",
          dur: r.int(200, 3000),
        }),
      ]),
      ...poisson(c, c.start, c.end, 30, (t) => [
        ev(t, PUSH, "WARN", `fcm: messaging/registration-token-not-registered for device ${r.hex(10)}…; token pruned`),
      ]),
    ];
  },
};

const lunch: Quiet = {
  key: "ck-quiet-lunch",
  hours: [[11, 13]],
  estate: "crumb-kettle",
  note: "Lunch: a few PSP 500s succeed on retry with the same idempotency key, a Celery task retries after a dropped DB connection, an analyst's long report query is cancelled, and gift card fraud rules block a card-testing attempt.",
  events: (c) => {
    const r = c.r;
    const rep = c.t0 - r.int(60, 200) * SEC;
    return [
      ...poisson(c, c.start, c.end, 80, (t) => {
        const p = pi(c);
        return [
          ev(t, PAY, "WARN", `PSP returned 500 api_error for ${p} (attempt 1/3), retrying with same idempotency key`),
          ev(
            t + r.int(400, 1200),
            PAY,
            "INFO",
            `authorised ${p} amount=${r.int(260, 1900)} gbp method=card psp_ms=${r.int(300, 900)} (attempt 2)`,
          ),
        ];
      }),
      ...poisson(c, c.start, c.end, 150, (t) => {
        const u = r.uuid();
        return [
          ev(
            t,
            LOYAL,
            "WARN",
            `Task loyalty.tasks.award_beans[${u}] retry: Retry in 10s: OperationalError('server closed the connection unexpectedly\\n\\tThis probably means the server terminated abnormally\\n\\tbefore or while processing the request.\\n')`,
          ),
          ev(t + 10_400, LOYAL, "INFO", `Task loyalty.tasks.award_beans[${u}] succeeded in 0.0${r.int(10, 99)}s: None`),
        ];
      }),
      ev(
        rep,
        DB,
        "INFO",
        `[${r.int(3000, 9999)}] LOG:  duration: ${r.int(30000, 60000)}.${r.int(100, 999)} ms  statement: SELECT store_id, date_trunc('hour', created_at) AS h, count(*), sum(total_pence) FROM orders WHERE created_at > now() - interval '90 days' GROUP BY 1, 2`,
      ),
      ev(
        rep + r.int(20, 60) * SEC,
        DB,
        "ERROR",
        `[${r.int(3000, 9999)}] ERROR:  canceling statement due to user request\n[${r.int(3000, 9999)}] STATEMENT:  SELECT store_id, date_trunc('hour', created_at) AS h, count(*), sum(total_pence) FROM orders WHERE created_at > now() - interval '365 days' GROUP BY 1, 2`,
      ),
      ...poisson(c, c.start, c.end, 50, (t) => [
        ev(
          t,
          CARD,
          "WARN",
          `[gc] GC(${r.int(4000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(900, 1300)}M->${r.int(300, 600)}M(2048M) ${r.float(180, 260).toFixed(3)}ms`,
        ),
      ]),
      ...[0, 1, 2, 3, 4, 5, 6].map((k) =>
        ev(
          c.t0 + k * r.int(8, 20) * SEC,
          GIFT,
          "WARN",
          `redeem rejected for card ****9911: fraud rule GC-VELOCITY (${k + 1} attempts in 2m), card locked for 24h`,
        ),
      ),
      ev(
        c.t0 + 140 * SEC,
        GIFT,
        "ERROR",
        "fraud rule GC-VELOCITY: card ****9911 locked after 7 attempts from 3 devices; case FR-2291 opened",
      ),
    ];
  },
};

const close: Quiet = {
  key: "ck-quiet-close",
  hours: [[17, 19]],
  estate: "crumb-kettle",
  note: "Evening close: stores going offline make tills and terminals miss heartbeats, one till upload is retried successfully, a menu scraper is rate limited with 429s, and autovacuum is cancelled by a lock; no customer impact.",
  events: (c) => {
    const r = c.r;
    const scrapeFrom = c.t0 - r.int(30, 120) * SEC;
    const ip = `185.220.${r.int(100, 103)}.${r.int(2, 250)}`;
    const out: Ev[] = [
      ...poisson(c, c.start, c.end, 20, (t) => {
        const s = store(c);
        return r.chance(0.5)
          ? [ev(t, TILL, "WARN", `store ${s} closing: ${r.int(1, 4)} tills offline (end of day)`)]
          : [ev(t, CARD, "WARN", `terminal ${terminal(c, s)} heartbeat missed x3 (store ${s} closed)`)];
      }),
      ev(
        c.t0 - 5 * SEC,
        TILL,
        "ERROR",
        "till 0441-2 upload failed: connection closed by remote (store network), will retry in 60s",
      ),
      ev(
        c.t0 + 56 * SEC,
        TILL,
        "INFO",
        `store 0441 till 2: batch ${r.int(10000, 99999)} accepted (${r.int(20, 90)} txns, 1 refunds) in ${r.int(200, 800)} ms`,
      ),
      ...poisson(c, scrapeFrom, Math.min(c.end, scrapeFrom + 2 * MIN), 0.8, (t) => [
        ev(t, API, "WARN", `429 rate limit exceeded for ${ip} (60 req/min, key menu-read)`),
        access(c, t + 1, "GET", `/v2/stores/${store(c)}/menu`, 429, { dur: 1 }),
      ]),
      ev(
        c.t0 + r.int(30, 120) * SEC,
        DB,
        "ERROR",
        `[${r.int(3000, 9999)}] ERROR:  canceling autovacuum task\n[${r.int(3000, 9999)}] CONTEXT:  while scanning block ${r.int(10000, 90000)} of relation "public.order_events"\n\tautomatic vacuum of table "orders.public.order_events"`,
      ),
      ev(
        c.start + r.int(20, 200) * SEC,
        API,
        "WARN",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
      ...every(c, c.start, c.end, 240, 0.1, (t) => [
        ev(t, GIFT, "WARN", `balance lookup: card ${cardTail(c)} not found (check digit mismatch)`),
      ]),
    ];
    return out;
  },
};

export const crumbKettleQuiet: Quiet[] = [rush, lunch, close];
