// Harmless things that look alarming in a self-storage estate. Each kind lays its lines around a focal time;
// nothing here is broken and every request that matters still succeeds.
import { type Ctx, type Ev, ev } from "./stream.js";

export interface Noise {
  kind: string;
  /** Day of month the noise belongs to (autopay on the 1st, overlocks on the 6th), if any. */
  day?: number;
  /** Hour of day it belongs to, if any. */
  hour?: number;
  note: string;
  make: (c: Ctx, at: number) => Ev[];
}

/** n events spread over `spread` ms from `from`. */
function burst(c: Ctx, from: number, n: number, spread: number, fn: (t: number, k: number) => Ev | Ev[]): Ev[] {
  const out: Ev[] = [];
  for (let k = 0; k < n; k++) {
    const t = from + c.r.f(0, spread);
    const x = fn(t, k);
    if (Array.isArray(x)) out.push(...x);
    else out.push(x);
  }
  return out;
}

const MIN = 60000;
const sid = (c: Ctx) => c.site().split(" ")[0];

export const NOISES: readonly Noise[] = [
  {
    kind: "gate-denied-arrears",
    note: "gate keypads refuse codes of tenants in arrears all window long, exactly as the lockout policy says",
    make: (c, at) =>
      burst(c, at - 4 * MIN, c.r.i(40, 90), 12 * MIN, (t) =>
        ev(
          t,
          c.S("gate"),
          "warn",
          `keypad ${sid(c)}/K${c.r.i(1, 3)} ACCESS DENIED code=****${c.r.i(10, 99)} tenant=${c.tenant()} reason=DELINQUENT_LOCKOUT balance_due=${c.r.i(60, 900)}.00`,
        ),
      ),
  },
  {
    kind: "overlock-batch",
    day: 6,
    hour: 6,
    note: "the 6th-of-month overlock run marks hundreds of delinquent units overlocked and suspends their access",
    make: (c, at) => {
      const n = c.r.i(180, 420);
      const out = burst(c, at, n, 5 * MIN, (t) =>
        ev(
          t,
          c.S("delinquency"),
          "warn",
          `unit ${sid(c)}/${c.unit()} OVERLOCKED: tenant ${c.tenant()} ${c.r.i(6, 40)} days past due; gate access suspended, overlock tag ${c.r.i(10000, 99999)}`,
        ),
      );
      out.push(
        ev(
          at - 500,
          c.S("delinquency"),
          "info",
          `overlock run started for cycle ${c.r.i(1, 12)}: ${n} units eligible (grace ended)`,
        ),
      );
      out.push(
        ev(
          at + 5 * MIN + 2000,
          c.S("delinquency"),
          "info",
          `overlock run finished: ${n} overlocked, 0 failed; work orders sent to site managers`,
        ),
      );
      out.push(
        ...burst(c, at + 10000, Math.round(n / 3), 5 * MIN, (t) =>
          ev(
            t,
            c.S("gate"),
            "info",
            `access profile suspended for ${c.tenant()} (overlock) - removed from ${c.r.i(1, 3)} controllers`,
          ),
        ),
      );
      return out;
    },
  },
  {
    kind: "autopay-declines-first",
    day: 1,
    hour: 4,
    note: "monthly autopay on the 1st declines a few hundred cards and ACH debits for ordinary reasons",
    make: (c, at) =>
      burst(c, at - 2 * MIN, c.r.i(150, 320), 10 * MIN, (t) =>
        ev(
          t,
          c.S("billing"),
          "error",
          `autopay charge declined tenant=${c.tenant()} amount=${c.r.i(49, 389)}.00 code=${c.r.p(["card_declined/insufficient_funds", "card_declined/do_not_honor", "expired_card", "card_declined/lost_card", "incorrect_cvc"])}; dunning step 1 scheduled`,
        ),
      ),
  },
  {
    kind: "door-sensor-open",
    note: "unit door sensors report doors left open by tenants who are still loading",
    make: (c, at) =>
      burst(c, at - 5 * MIN, c.r.i(25, 60), 12 * MIN, (t) =>
        ev(
          t,
          c.S("cameras"),
          "warn",
          `door sensor ${sid(c)}/${c.unit()} OPEN for ${c.r.i(15, 95)} min (threshold 15) - tenant on site, no alarm escalation`,
        ),
      ),
  },
  {
    kind: "auction-withdrawn",
    note: "lien auction listings are withdrawn at the last minute because the tenants paid in full",
    make: (c, at) =>
      burst(c, at - 3 * MIN, c.r.i(12, 30), 9 * MIN, (t) => {
        const lot = `AUC-${c.r.i(40000, 49999)}`;
        return [
          ev(
            t,
            c.S("auction"),
            "error",
            `listing ${lot} CANCELLED on storagetreasures: tenant ${c.tenant()} paid balance in full; bids voided (${c.r.i(0, 14)} bidders notified)`,
          ),
          ev(
            t + c.r.i(200, 900),
            c.S("delinquency"),
            "info",
            `lien cleared for ${lot}, overlock removal work order created`,
          ),
        ];
      }),
  },
  {
    kind: "smartlock-battery",
    note: "smart locks across sites report low batteries ahead of the quarterly battery round",
    make: (c, at) =>
      burst(c, at - 6 * MIN, c.r.i(30, 70), 14 * MIN, (t) =>
        ev(
          t,
          c.S("locks"),
          "warn",
          `lock ${sid(c)}/${c.unit()} battery ${c.r.i(4, 14)}% (< 15%) - replacement ticket ${c.r.p(["opened", "already open"])}`,
        ),
      ),
  },
  {
    kind: "lock-hub-offline-retry",
    note: "a Bluetooth hub at one site drops offline and unlock commands retry until they go through",
    make: (c, at) => {
      const s = sid(c);
      return burst(c, at, c.r.i(20, 45), 6 * MIN, (t) => {
        const u = c.unit();
        return [
          ev(
            t,
            c.S("locks"),
            "warn",
            `unlock ${s}/${u} attempt 1 failed: hub ${s}-H2 unreachable (last seen ${c.r.i(20, 90)}s ago), retrying via tenant phone BLE`,
          ),
          ev(t + c.r.i(1500, 5000), c.S("locks"), "info", `unlock ${s}/${u} ok on attempt 2 via app-ble`),
        ];
      });
    },
  },
  {
    kind: "camera-rtsp-reconnect",
    note: "camera streams at one site time out and reconnect after an ISP blip at the facility, recordings resume",
    make: (c, at) => {
      const s = sid(c);
      return burst(c, at, c.r.i(20, 40), 3 * MIN, (t) => {
        const cam = `cam-${c.r.i(1, 30)}`;
        return [
          ev(
            t,
            c.S("cameras"),
            "error",
            `rtsp://${s.toLowerCase()}-nvr.local/${cam}: read timeout after 10s, reconnecting`,
          ),
          ev(
            t + c.r.i(4000, 20000),
            c.S("cameras"),
            "info",
            `rtsp://${s.toLowerCase()}-nvr.local/${cam}: stream resumed (gap ${c.r.i(5, 40)}s)`,
          ),
        ];
      });
    },
  },
  {
    kind: "gc-pauses",
    note: "long but harmless GC pauses during a nightly rent-roll report",
    make: (c, at) =>
      burst(c, at - 2 * MIN, c.r.i(10, 25), 8 * MIN, (t) =>
        ev(
          t,
          c.S("rentals"),
          "warn",
          `[gc] GC(${c.r.i(200, 900)}) Pause Young (G1 Evacuation Pause) ${c.r.i(900, 2400)}M->${c.r.i(300, 800)}M(4096M) ${c.r.f(180, 620).toFixed(3)}ms`,
        ),
      ),
  },
  {
    kind: "insurance-cert-expiry",
    note: "the insurance carrier's sandbox certificate warns about expiry on every quote, production calls are fine",
    make: (c, at) =>
      burst(c, at - 6 * MIN, c.r.i(30, 60), 14 * MIN, (t) =>
        ev(
          t,
          c.S("insurance"),
          "warn",
          `carrier sandbox client certificate CN=sandbox.carrier-api expires in ${c.r.i(3, 9)} days (not used in production route)`,
        ),
      ),
  },
  {
    kind: "lead-duplicates",
    note: "call-centre and aggregator leads arrive twice and the duplicates are rejected by a unique index",
    make: (c, at) =>
      burst(c, at - 5 * MIN, c.r.i(25, 60), 12 * MIN, (t) =>
        ev(
          t,
          c.S("leads"),
          "error",
          `duplicate key value violates unique constraint "leads_phone_site_day_key" (lead from ${c.r.p(["sparefoot", "phone", "web-form"])} merged into LD-${c.r.i(100000, 999999)})`,
        ),
      ),
  },
  {
    kind: "scanner-bots",
    note: "a vulnerability scanner hammers the storefront with 404s and gets rate limited",
    make: (c, at) =>
      burst(c, at - 2 * MIN, c.r.i(120, 260), 6 * MIN, (t) =>
        ev(
          t,
          c.S("edge"),
          "warn",
          `${c.r.p(["GET /wp-login.php", "GET /.env", "POST /xmlrpc.php", "GET /phpmyadmin/", "GET /.git/config", "GET /admin/config.php"])} ${c.r.p(["404", "404", "429"])} from 185.${c.r.i(100, 250)}.${c.r.i(0, 255)}.${c.r.i(1, 254)} ua="${c.r.p(["Mozilla/5.0 zgrab/0.x", "python-requests/2.31", "Nuclei"])}"`,
        ),
      ),
  },
  {
    kind: "sms-rate-limited",
    note: "the gate-code SMS provider answers 429 during a notice blast and every message goes out after backoff",
    make: (c, at) =>
      burst(c, at, c.r.i(30, 70), 5 * MIN, (t) => {
        const tn = c.tenant();
        return [
          ev(
            t,
            c.S("delinquency"),
            "warn",
            `twilio 429 Too Many Requests (code 20429) sending late notice to ${tn}; backing off ${c.r.p([1, 2, 4])}s`,
          ),
          ev(
            t + c.r.i(1500, 6000),
            c.S("delinquency"),
            "info",
            `late notice SMS queued for ${tn} sid=SM${c.r.hex(32)}`,
          ),
        ];
      }),
  },
  {
    kind: "feature-flag-reload",
    note: "a feature-flag refresh reloads configuration on several services and logs every changed key",
    make: (c, at) =>
      burst(c, at, c.r.i(20, 40), 40000, (t) =>
        ev(
          t,
          c.r.p([c.S("edge"), c.S("rentals"), c.S("billing"), c.S("gate")]),
          "warn",
          `flag changed ${c.r.p(["move_in_v2", "autopay_retry_policy", "gate_hours_override", "promo_firstmonth", "lock_fw_rollout", "new_lease_pdf"])}: ${c.r.p(["true->false", "false->true", "10%->25%", "variant A->B"])} (config reload, no restart)`,
        ),
      ),
  },
  {
    kind: "rolling-restart",
    note: "a rolling deploy of the rentals service makes callers see refused connections that their retries absorb",
    make: (c, at) => {
      const out: Ev[] = [];
      for (let k = 0; k < 3; k++) {
        const t = at + k * 50000;
        out.push(
          ev(
            t,
            c.S("rentals"),
            "info",
            `Received SIGTERM, pod ${c.S("rentals")}-${c.r.hex(5)} shutting down gracefully`,
          ),
        );
        out.push(
          ...burst(c, t + 500, c.r.i(6, 14), 8000, (tt) => [
            ev(
              tt,
              c.S("edge"),
              "warn",
              `upstream ${c.S("rentals")}: connect ECONNREFUSED 10.42.${c.r.i(1, 9)}.${c.r.i(2, 250)}:8080, retrying on next endpoint`,
            ),
            ev(tt + c.r.i(50, 300), c.S("edge"), "info", `retry ok on ${c.S("rentals")} (attempt 2)`),
          ]),
        );
        out.push(ev(t + 12000, c.S("rentals"), "info", "Started application in 9.84 seconds, readiness probe passing"));
      }
      return out;
    },
  },
  {
    kind: "late-fee-run",
    hour: 1,
    note: "the nightly late-fee assessment logs every skipped tenant as an error line",
    make: (c, at) =>
      burst(c, at, c.r.i(80, 160), 6 * MIN, (t) =>
        ev(
          t,
          c.S("billing"),
          "error",
          `late fee not assessed tenant=${c.tenant()}: ${c.r.p(["promise-to-pay on file", "military deferment (SCRA)", "fee cap reached for state " + c.r.p(["TX", "FL", "CA", "OH"]), "account in bankruptcy hold"])}`,
        ),
      ),
  },
  {
    kind: "insurance-lapsed",
    note: "protection plans of delinquent tenants lapse and the plan service logs each lapse as an error",
    make: (c, at) =>
      burst(c, at - 3 * MIN, c.r.i(30, 80), 10 * MIN, (t) =>
        ev(
          t,
          c.S("insurance"),
          "error",
          `policy POL-${c.r.i(100000, 999999)} LAPSED: premium unpaid ${c.r.i(31, 60)} days (tenant ${c.tenant()}), carrier notified`,
        ),
      ),
  },
  {
    kind: "keypad-heartbeat",
    note: "one site's keypad controller misses heartbeats over a flaky cellular link and catches up by itself",
    make: (c, at) => {
      const s = sid(c);
      const out = burst(c, at, c.r.i(10, 20), 4 * MIN, (t) =>
        ev(
          t,
          c.S("gate"),
          "error",
          `controller ${s}-CTRL1 heartbeat missed (${c.r.i(2, 6)} in a row), link=LTE rssi=-${c.r.i(95, 112)}dBm`,
        ),
      );
      out.push(
        ev(
          at + 4 * MIN + 5000,
          c.S("gate"),
          "info",
          `controller ${s}-CTRL1 back online, replayed ${c.r.i(20, 80)} buffered access events`,
        ),
      );
      return out;
    },
  },
  {
    kind: "anti-passback",
    note: "tenants tailgate through the gate and trip anti-passback warnings on the exit keypad",
    make: (c, at) =>
      burst(c, at - 5 * MIN, c.r.i(25, 55), 12 * MIN, (t) =>
        ev(
          t,
          c.S("gate"),
          "warn",
          `anti-passback violation ${sid(c)}/K2 tenant=${c.tenant()} (exit without entry record) - soft mode, exit allowed`,
        ),
      ),
  },
  {
    kind: "after-hours",
    hour: 2,
    note: "tenants try their codes outside access hours at night and are refused",
    make: (c, at) =>
      burst(c, at - 6 * MIN, c.r.i(20, 45), 14 * MIN, (t) =>
        ev(
          t,
          c.S("gate"),
          "warn",
          `keypad ${sid(c)}/K1 denied code=****${c.r.i(10, 99)}: OUTSIDE_ACCESS_HOURS (06:00-22:00)`,
        ),
      ),
  },
  {
    kind: "slow-report-queries",
    note: "the month-end occupancy report runs slow queries that the database logs as warnings",
    make: (c, at) =>
      burst(c, at, c.r.i(12, 30), 8 * MIN, (t) =>
        ev(
          t,
          c.S("inventory"),
          "warn",
          `slow query ${c.r.i(1200, 8800)}ms: SELECT site_id, size, count(*) FILTER (WHERE status='occupied') FROM units GROUP BY 1,2 (occupancy report, replica)`,
        ),
      ),
  },
  {
    kind: "cache-warmup",
    note: "a cache flush after a rate update makes availability lookups miss and warm up for a few minutes",
    make: (c, at) =>
      burst(c, at, c.r.i(60, 120), 4 * MIN, (t) =>
        ev(
          t,
          c.S("inventory"),
          "warn",
          `cache miss availability:${sid(c)}:${c.r.p(["5x5", "10x10", "10x20"])} (cold after FLUSH), loaded from db in ${c.r.i(80, 700)}ms`,
        ),
      ),
  },
  {
    kind: "cert-renewal",
    note: "certificate renewal for the tenant portal runs and warns about the old certificate until it swaps",
    make: (c, at) => {
      const out = burst(c, at - 4 * MIN, c.r.i(10, 20), 4 * MIN, (t) =>
        ev(
          t,
          c.S("edge"),
          "warn",
          `TLS certificate for portal.${c.e.key}.example expires in 6 days; renewal order pending (acme http-01)`,
        ),
      );
      out.push(
        ev(
          at,
          c.S("edge"),
          "info",
          "certificate renewed, new notAfter in 90 days; reloading TLS listeners without restart",
        ),
      );
      return out;
    },
  },
  {
    kind: "consumer-rebalance",
    note: "the access-event queue consumers rebalance twice and lag catches up",
    make: (c, at) => {
      const out: Ev[] = [];
      for (const t of [at, at + c.r.i(60000, 180000)]) {
        out.push(
          ev(
            t,
            c.S("cameras"),
            "warn",
            `consumer group access-events rebalancing: member left (session timeout 45000ms), revoking partitions [0,1,2,3]`,
          ),
        );
        out.push(
          ev(
            t + c.r.i(3000, 9000),
            c.S("cameras"),
            "info",
            `partitions assigned [0,1,2,3], lag=${c.r.i(400, 4000)}, catching up`,
          ),
        );
        out.push(
          ...burst(c, t + 1000, 8, 8000, (tt) =>
            ev(
              tt,
              c.S("gate"),
              "warn",
              `access event publish slow: ${c.r.i(800, 3000)}ms (broker rebalancing), will retry`,
            ),
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "hold-conflicts",
    note: "two customers race for the last 10x10 at a promo site and the losing holds get 409s",
    make: (c, at) =>
      burst(c, at - 4 * MIN, c.r.i(30, 60), 10 * MIN, (t) =>
        ev(
          t,
          c.S("inventory"),
          "error",
          `hold conflict unit ${sid(c)}/${c.unit()}: already reserved by another session (409), offered alternative ${c.unit()}`,
        ),
      ),
  },
  {
    kind: "id-verification-failed",
    note: "online move-ins fail identity checks for blurry licence photos and customers retry",
    make: (c, at) =>
      burst(c, at - 5 * MIN, c.r.i(20, 50), 12 * MIN, (t) =>
        ev(
          t,
          c.S("rentals"),
          "error",
          `ID verification failed for move-in session ${c.r.hex(8)}: ${c.r.p(["DOCUMENT_UNREADABLE", "FACE_MISMATCH", "EXPIRED_DOCUMENT", "GLARE_DETECTED"])} (user may retry)`,
        ),
      ),
  },
  {
    kind: "call-abandoned",
    note: "the call centre queue overflows at opening time and abandoned calls are logged as errors",
    make: (c, at) =>
      burst(c, at - 3 * MIN, c.r.i(40, 90), 10 * MIN, (t) =>
        ev(
          t,
          c.S("leads"),
          "error",
          `call abandoned in queue "Rentals-EN" after ${c.r.i(40, 400)}s (position ${c.r.i(1, 14)}); callback lead LD-${c.r.i(100000, 999999)} created`,
        ),
      ),
  },
  {
    kind: "pricing-guardrail",
    note: "the revenue-management push proposes street-rate changes that guardrails reject",
    make: (c, at) =>
      burst(c, at, c.r.i(30, 70), 6 * MIN, (t) =>
        ev(
          t,
          c.S("inventory"),
          "warn",
          `rate change REJECTED ${sid(c)} ${c.r.p(["10x10", "5x10", "10x20"])}: +${c.r.i(16, 45)}% exceeds guardrail 15%, kept ${c.r.i(60, 220)}.00`,
        ),
      ),
  },
  {
    kind: "motion-after-hours",
    hour: 3,
    note: "cameras flag after-hours motion at a site where the night cleaning crew works",
    make: (c, at) =>
      burst(c, at - 6 * MIN, c.r.i(40, 80), 14 * MIN, (t) =>
        ev(
          t,
          c.S("cameras"),
          "warn",
          `AFTER-HOURS MOTION ${sid(c)} cam-${c.r.i(1, 30)} zone=${c.r.p(["Building C hallway", "loading bay", "elevator lobby"])} score=0.${c.r.i(70, 99)} (schedule: cleaning crew 01:00-04:00)`,
        ),
      ),
  },
  {
    kind: "email-bounces",
    note: "rent reminders bounce for stale tenant addresses",
    make: (c, at) =>
      burst(c, at - 4 * MIN, c.r.i(40, 90), 10 * MIN, (t) =>
        ev(
          t,
          c.S("delinquency"),
          "error",
          `mail delivery failed to ${c.r.p(["gmail.com", "yahoo.com", "hotmail.com", "aol.com"])} recipient of ${c.tenant()}: 550 5.1.1 user unknown (hard bounce, address suppressed)`,
        ),
      ),
  },
  {
    kind: "ach-returns",
    day: 4,
    note: "ACH returns from the bank file come back as R01/R02 and are reversed on tenant ledgers",
    make: (c, at) =>
      burst(c, at, c.r.i(60, 140), 4 * MIN, (t) =>
        ev(
          t,
          c.S("billing"),
          "error",
          `ACH return ${c.r.p(["R01 Insufficient Funds", "R02 Account Closed", "R03 No Account", "R29 Corporate Not Authorized"])} trace=0${c.r.i(10000000, 99999999)} tenant=${c.tenant()}: payment reversed, NSF fee 25.00 posted`,
        ),
      ),
  },
  {
    kind: "dead-health-endpoint",
    note: "an old uptime check still polls a removed v1 endpoint and gets 404 every few seconds",
    make: (c, at) => {
      const out: Ev[] = [];
      for (let t = at - 15 * MIN; t < at + 15 * MIN; t += c.r.i(4000, 6000)) {
        out.push(
          ev(
            t,
            c.S("edge"),
            "error",
            `GET /v1/status 404 - route removed in storefront v3 (client: uptime-robot legacy monitor)`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "client-aborts",
    note: "mobile clients on poor signal at the gate abort requests, logged as 499s",
    make: (c, at) =>
      burst(c, at - 4 * MIN, c.r.i(40, 90), 12 * MIN, (t) =>
        ev(
          t,
          c.S("edge"),
          "warn",
          `client closed request (499) GET /api/tenant/gate-code after ${c.r.i(2000, 15000)}ms ua=${c.r.p(["StorApp/5.2 iOS", "StorApp/5.1 Android"])}`,
        ),
      ),
  },
  {
    kind: "certified-mail-undeliverable",
    note: "lien notices by certified mail come back undeliverable and are logged for the lien file",
    make: (c, at) =>
      burst(c, at - 2 * MIN, c.r.i(20, 45), 8 * MIN, (t) =>
        ev(
          t,
          c.S("auction"),
          "error",
          `certified mail ${c.r.i(9400, 9499)}${c.r.i(100000000, 999999999)} RETURNED: ${c.r.p(["ATTEMPTED - NOT KNOWN", "VACANT", "INSUFFICIENT ADDRESS", "UNCLAIMED"])} tenant=${c.tenant()}; lien timeline continues per statute`,
        ),
      ),
  },
  {
    kind: "firmware-rollout",
    note: "a staged smart-lock firmware rollout reboots locks, which briefly drop offline and rejoin",
    make: (c, at) =>
      burst(c, at, c.r.i(40, 90), 8 * MIN, (t) => {
        const u = `${sid(c)}/${c.unit()}`;
        return [
          ev(t, c.S("locks"), "warn", `lock ${u} OFFLINE (firmware update 2.14.3 -> 2.15.0 in progress)`),
          ev(t + c.r.i(30000, 90000), c.S("locks"), "info", `lock ${u} online fw=2.15.0`),
        ];
      }),
  },
  {
    kind: "promo-validation",
    note: "customers type expired promo codes at checkout and get 422s",
    make: (c, at) =>
      burst(c, at - 5 * MIN, c.r.i(30, 70), 12 * MIN, (t) =>
        ev(
          t,
          c.S("rentals"),
          "warn",
          `promo code rejected: ${c.r.p(["SUMMER25", "FIRSTFREE", "MOVE50", "STUDENT10"])} expired or not valid at ${sid(c)} (422 returned to client)`,
        ),
      ),
  },
  {
    kind: "vacate-audit",
    hour: 5,
    note: "the morning lock-check audit lists units whose overlock was removed but door left unlocked",
    make: (c, at) =>
      burst(c, at, c.r.i(30, 60), 6 * MIN, (t) =>
        ev(
          t,
          c.S("cameras"),
          "error",
          `walk-through audit ${sid(c)}/${c.unit()}: UNLOCKED vacant unit, status=${c.r.p(["vacant-clean", "vacant-dirty"])} - task assigned to site manager`,
        ),
      ),
  },
];
