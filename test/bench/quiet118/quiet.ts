// Harmless noise that looks alarming (the quiet windows' main events, and background for every file), plus the
// unrelated deploys, config reloads and retries-that-succeed every file carries.
import {
  BREEDS,
  type Ctx,
  GROOMERS,
  has,
  PETS,
  petId,
  phone,
  plusDays,
  ROOMS,
  type Role,
  rsv,
  svcOf,
} from "./estates.js";
import { every, type Level } from "./stream.js";
import { access, callErr, type Msg, shutdown, stack, startup } from "./styles.js";

export interface Noise {
  id: string;
  need: Role[];
  note: string;
  run: (c: Ctx, from: number, to: number) => void;
}

const say = (c: Ctx, role: Role, t: number, level: Level, msg: string | Msg, trace?: string) => {
  if (!has(c, role)) return;
  const m = typeof msg === "string" ? { msg } : msg;
  c.s.add(t, svcOf(c, role).name, level, m.msg, { stack: m.stack, errType: m.errType, trace });
};
const tr = (c: Ctx) => (c.e.traced ? c.r.hex(16) : undefined);
const burst = (c: Ctx, from: number, to: number, ms: number, f: (t: number) => void) =>
  every(from, to, ms, 0.8, () => c.r.next(), f);
const acc = (c: Ctx, role: Role, m: string, p: string, st: number, ms: number) =>
  access(svcOf(c, role), c.r, m, p, st, ms);

export const NOISE: Noise[] = [
  {
    id: "vax-expired-rush",
    need: ["vax", "booking"],
    note: "morning drop-off rush where many check-ins are refused for expired rabies or bordetella records",
    run: (c, a, b) =>
      burst(c, a, b, 4000, (t) => {
        const pid = petId(c);
        const x = tr(c);
        const shot = c.r.pick(["rabies", "bordetella", "DHPP", "canine influenza"]);
        say(c, "edge", t, "warn", acc(c, "edge", "POST", "/v1/checkins", 422, c.r.int(80, 300)), x);
        say(
          c,
          "booking",
          t - 30,
          "warn",
          `check-in refused for ${rsv(c)} pet=${pid}: vaccination requirements not met (${shot})`,
          x,
        );
        say(
          c,
          "vax",
          t - 60,
          "warn",
          `${pid}: ${shot} expired ${plusDays(c.day, -c.r.int(1, 200))}; policy=${shot === "bordetella" ? "6mo" : "12mo"} -> REJECT`,
          x,
        );
        if (c.r.chance(0.25))
          say(
            c,
            "vax",
            t + c.r.int(30000, 90000),
            "info",
            `${pid}: new certificate uploaded by front desk (clinic fax), ${shot} valid until ${plusDays(c.day, 365)} -> OK`,
          );
      }),
  },
  {
    id: "holiday-sold-out",
    need: ["inventory", "booking"],
    note: "holiday weekend fully booked, so reservation attempts fail with no availability and go to the waitlist",
    run: (c, a, b) =>
      burst(c, a, b, 3000, (t) => {
        const x = tr(c);
        const d = plusDays(c.day, c.r.int(20, 30));
        say(c, "edge", t, "warn", acc(c, "edge", "POST", "/v1/reservations", 409, c.r.int(60, 200)), x);
        say(
          c,
          "booking",
          t - 40,
          "warn",
          `no availability for ${c.r.pick(["S", "M", "L", "XL"])} run ${d}..${plusDays(d, c.r.int(2, 5))}; owner offered waitlist`,
          x,
        );
        say(c, "inventory", t - 70, "info", `hold rejected: 0 units free (sold out) from=${d}`, x);
        if (c.r.chance(0.4))
          say(c, "booking", t + 900, "info", `waitlist WL-${c.r.digits(5)} added position ${c.r.int(3, 60)}`, x);
      }),
  },
  {
    id: "webcam-drops",
    need: ["webcam"],
    note: "owner webcam viewers drop with abnormal websocket closures and one camera ingest reconnects",
    run: (c, a, b) => {
      burst(c, a, b, 1500, (t) =>
        say(
          c,
          "webcam",
          t,
          c.r.chance(0.7) ? "warn" : "error",
          `viewer ${c.r.hex(8)} disconnected room=${c.r.pick(ROOMS)}: websocket: close 1006 (abnormal closure): unexpected EOF`,
        ),
      );
      const room = c.r.pick(ROOMS);
      for (let i = 1; i <= 3; i++)
        say(
          c,
          "webcam",
          a + i * 7000,
          "error",
          `ingest ${room}: RTMP read failed (i/o timeout), reconnecting attempt ${i}/10`,
        );
      say(
        c,
        "webcam",
        a + 25000,
        "info",
        `ingest ${room}: stream resumed after ${c.r.float(18, 24).toFixed(1)}s, keyframe received`,
      );
    },
  },
  {
    id: "noshow-fee-run",
    need: ["payments"],
    note: "nightly no-show fee job charges cards and a good share of them are declined",
    run: (c, a, b) => {
      const n = c.r.int(25, 50);
      let dec = 0;
      say(c, "payments", a, "info", `no-show fee run started: ${n} missed appointments from ${plusDays(c.day, -1)}`);
      for (let i = 0; i < n; i++) {
        const t = a + 800 + i * ((b - a - 5000) / n);
        if (c.r.chance(0.22)) {
          dec++;
          say(
            c,
            "payments",
            t,
            "error",
            `no-show fee ${c.r.pick(["25.00", "35.00", "40.00"])} USD for APT-${c.r.digits(6)} failed: card_declined (${c.r.pick(["insufficient_funds", "expired_card", "do_not_honor", "lost_card"])})`,
          );
        } else say(c, "payments", t, "info", `no-show fee charged ch_${c.r.hex(24)} APT-${c.r.digits(6)}`);
      }
      say(
        c,
        "payments",
        b - 2000,
        "info",
        `no-show fee run finished: ${n - dec} charged, ${dec} declined (owners emailed)`,
      );
    },
  },
  {
    id: "fee-disputes",
    need: ["payments"],
    note: "owners dispute no-show fees, and chargeback webhooks arrive as warnings",
    run: (c, a, b) =>
      burst(c, a, b, 20000, (t) =>
        say(
          c,
          "payments",
          t,
          "warn",
          `webhook charge.dispute.created dp_${c.r.hex(24)} on no-show fee ch_${c.r.hex(24)}: reason=${c.r.pick(["product_not_received", "duplicate", "fraudulent", "subscription_canceled"])} amount=${c.r.pick(["25.00", "35.00"])} USD; evidence due ${plusDays(c.day, 7)}`,
        ),
      ),
  },
  {
    id: "sms-optout",
    need: ["notify"],
    note: "reminder texts go to numbers that replied STOP, and the SMS provider rejects each one",
    run: (c, a, b) =>
      burst(c, a, b, 2500, (t) =>
        say(
          c,
          "notify",
          t,
          "error",
          `twilio send failed to ${phone(c)}: HTTP 400 error 21610 Attempt to send to unsubscribed recipient (template=${c.r.pick(["checkin_tomorrow", "vaccine_due"])})`,
        ),
      ),
  },
  {
    id: "sms-bad-numbers",
    need: ["notify"],
    note: "reminders to invalid or landline numbers are rejected by the SMS provider",
    run: (c, a, b) =>
      burst(c, a, b, 4000, (t) =>
        say(
          c,
          "notify",
          t,
          "error",
          c.r.chance(0.5)
            ? `twilio send failed to +1***${c.r.digits(3)}: HTTP 400 error 21211 Invalid 'To' Phone Number`
            : `twilio send failed to ${phone(c)}: HTTP 400 error 21614 'To' number is not a valid mobile number`,
        ),
      ),
  },
  {
    id: "sms-throttle",
    need: ["notify"],
    note: "a big reminder blast hits the SMS provider's rate limit and is sent after back-off",
    run: (c, a, b) =>
      burst(c, a, b, 900, (t) => {
        say(
          c,
          "notify",
          t,
          "warn",
          `twilio 429 Too Many Requests (error 20429) for ${phone(c)}; backing off ${c.r.pick([1, 2, 4])}s`,
        );
        say(
          c,
          "notify",
          t + c.r.int(1500, 5000),
          "info",
          `sent SM${c.r.hex(32)} to ${phone(c)} after ${c.r.int(2, 3)} attempts`,
        );
      }),
  },
  {
    id: "groom-conflicts",
    need: ["groom"],
    note: "owners race for the same grooming slots and get conflict responses",
    run: (c, a, b) =>
      burst(c, a, b, 3500, (t) => {
        const x = tr(c);
        say(c, "edge", t, "warn", acc(c, "edge", "POST", "/v1/grooming/appointments", 409, c.r.int(40, 140)), x);
        say(
          c,
          "groom",
          t - 30,
          "warn",
          `slot conflict: ${c.r.pick(GROOMERS)} ${c.r.pick(["09:00", "10:30", "13:00"])} on ${plusDays(c.day, c.r.int(1, 5))} already taken by APT-${c.r.digits(6)}`,
          x,
        );
      }),
  },
  {
    id: "groomer-out-sick",
    need: ["groom", "notify"],
    note: "a groomer calls in sick and all of her appointments are cancelled and texted",
    run: (c, a) => {
      const g = c.r.pick(GROOMERS);
      const n = c.r.int(6, 12);
      say(
        c,
        "groom",
        a,
        "warn",
        `${g} marked unavailable for ${plusDays(c.day, 1)} by manager; ${n} appointments need rebooking`,
      );
      for (let i = 0; i < n; i++) {
        say(
          c,
          "groom",
          a + 1000 + i * 900,
          "warn",
          `appointment APT-${c.r.digits(6)} cancelled (stylist unavailable), owner notified`,
        );
        say(c, "notify", a + 1300 + i * 900, "info", `queued SMS to ${phone(c)} template=grooming_rebook`);
      }
    },
  },
  {
    id: "meds-overdue",
    need: ["care"],
    note: "evening medication rounds run late and overdue dose alerts pile up until staff record them",
    run: (c, a, b) => {
      const pets = Array.from({ length: c.r.int(5, 10) }, () => petId(c));
      burst(c, a, b, 6000, (t) =>
        say(
          c,
          "care",
          t,
          "warn",
          `dose overdue: ${c.r.pick(pets)} ${c.r.pick(["Apoquel 16mg", "insulin 4U", "phenobarbital 30mg", "Rimadyl 75mg"])} due 18:00 not recorded (+${c.r.int(20, 70)}m), paging kennel lead`,
        ),
      );
      for (const p of pets)
        say(c, "care", b + c.r.int(5000, 60000), "info", `dose recorded late ${p} by staff #${c.r.int(10, 99)}`);
    },
  },
  {
    id: "deposit-reauth",
    need: ["payments"],
    note: "deposit authorisations expire before capture and are re-authorised",
    run: (c, a, b) =>
      burst(c, a, b, 7000, (t) => {
        const pi = `pi_${c.r.hex(24)}`;
        say(
          c,
          "payments",
          t,
          "warn",
          `capture failed for ${pi}: charge_expired_for_capture (authorization older than 7 days); re-authorizing`,
        );
        say(c, "payments", t + c.r.int(500, 1500), "info", `re-authorized deposit ${pi} -> pi_${c.r.hex(24)}`);
      }),
  },
  {
    id: "webhook-redelivery",
    need: ["payments"],
    note: "the payment processor redelivers webhooks that were already processed",
    run: (c, a, b) =>
      burst(c, a, b, 2000, (t) =>
        say(
          c,
          "payments",
          t,
          "warn",
          `duplicate webhook evt_${c.r.hex(24)} (payment_intent.succeeded) already processed; acknowledging 200`,
        ),
      ),
  },
  {
    id: "scanner-404",
    need: ["edge"],
    note: "a vulnerability scanner walks the public API producing 404s and WAF blocks",
    run: (c, a, b) => {
      const ip = `${c.r.int(45, 212)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`;
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/phpmyadmin/",
        "/actuator/env",
        "/cgi-bin/luci",
        "/server-status",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/boaform/admin/formLogin",
        "/.aws/credentials",
      ];
      burst(c, a, b, 400, (t) =>
        say(
          c,
          "edge",
          t,
          "warn",
          `${acc(c, "edge", "GET", c.r.pick(paths), 404, c.r.int(1, 5))} client=${ip} ua="Mozilla/5.0 zgrab/0.x"`,
        ),
      );
      say(c, "edge", a + 20000, "warn", `rate limiter: client ${ip} blocked for 600s (rule=scanner_paths)`);
    },
  },
  {
    id: "credential-stuffing",
    need: ["edge"],
    note: "a credential-stuffing wave against owner logins is answered with 401s and 429s",
    run: (c, a, b) =>
      burst(c, a, b, 350, (t) => {
        const ip = `${c.r.int(80, 200)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`;
        say(
          c,
          "edge",
          t,
          "warn",
          c.r.chance(0.7)
            ? `login failed for ${c.r.hex(5)}***@${c.r.pick(["gmail.com", "yahoo.com", "outlook.com"])} from ${ip}: invalid credentials`
            : `429 Too Many Requests POST /v1/auth/login client=${ip} (limit 10/min)`,
        );
      }),
  },
  {
    id: "upload-aborts",
    need: ["profiles"],
    note: "pet photo uploads from phones are aborted mid-way by clients",
    run: (c, a, b) =>
      burst(c, a, b, 6000, (t) => {
        const p = svcOf(c, "profiles");
        say(c, "profiles", t, "error", {
          msg: `photo upload for ${petId(c)} aborted by client after ${c.r.float(0.4, 6).toFixed(1)}MB`,
          errType: p.rt === "node" ? "Error" : "ClientAbortException",
          stack: stack(
            p,
            c.r,
            p.rt === "node"
              ? "Error"
              : p.rt === "java"
                ? "org.apache.catalina.connector.ClientAbortException"
                : p.rt === "python"
                  ? "ClientDisconnect"
                  : "System.IO.IOException",
            "request aborted",
            [
              ["uploads.PhotoHandler", "receive"],
              ["uploads.Multipart", "pipe"],
            ],
          ),
        });
      }),
  },
  {
    id: "heic-unsupported",
    need: ["profiles"],
    note: "iPhone HEIC photos cannot be thumbnailed and are stored without previews",
    run: (c, a, b) =>
      burst(c, a, b, 5000, (t) =>
        say(
          c,
          "profiles",
          t,
          "error",
          `thumbnail failed for IMG_${c.r.digits(4)}.HEIC (${petId(c)}): unsupported image format 'heif'; stored without preview`,
        ),
      ),
  },
  {
    id: "gc-pauses",
    need: ["booking"],
    note: "long garbage-collection pauses during the occupancy report make latencies jump briefly",
    run: (c, a, b) =>
      burst(c, a, b, 25000, (t) => {
        const s = svcOf(c, "booking");
        say(
          c,
          "booking",
          t,
          "warn",
          s.rt === "java"
            ? `[gc] GC(${c.r.int(200, 900)}) Pause Young (Normal) (G1 Evacuation Pause) ${c.r.int(1500, 2900)}M->${c.r.int(300, 700)}M(4096M) ${c.r.float(600, 1400).toFixed(3)}ms`
            : `slow request: GET /reports/occupancy took ${c.r.float(2.1, 6).toFixed(2)}s (threshold 2s)`,
        );
      }),
  },
  {
    id: "consumer-rebalance",
    need: ["notify"],
    note: "the reminders consumer group rebalances while pods roll and rejoins",
    run: (c, a) => {
      const g = "reminders";
      const java = svcOf(c, "notify").rt === "java";
      const lines = !java
        ? [
            `consumer group '${g}': rebalance in progress (REBALANCE_IN_PROGRESS), pausing fetch`,
            `consumer group '${g}': revoked partitions [${g}.due-0, ${g}.due-1, ${g}.due-2]`,
            `consumer group '${g}': heartbeat failed: Broker: Group rebalance in progress`,
            `consumer group '${g}': joined generation ${c.r.int(40, 400)} as ${g}-${c.r.hex(8)}`,
            `consumer group '${g}': assigned partitions [${g}.due-0, ${g}.due-1]`,
          ]
        : [
            `[Consumer clientId=${g}-0, groupId=${g}] Request joining group due to: group is already rebalancing`,
            `[Consumer clientId=${g}-0, groupId=${g}] Revoke previously assigned partitions ${g}.due-0, ${g}.due-1, ${g}.due-2`,
            `[Consumer clientId=${g}-0, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
            `[Consumer clientId=${g}-0, groupId=${g}] Successfully joined group with generation Generation{generationId=${c.r.int(40, 400)}, memberId='${g}-0-${c.r.hex(8)}', protocol='range'}`,
            `[Consumer clientId=${g}-0, groupId=${g}] Adding newly assigned partitions: ${g}.due-0, ${g}.due-1`,
          ];
      lines.forEach((m, i) => {
        say(c, "notify", a + i * 2500, i === 2 ? "warn" : "info", m);
      });
    },
  },
  {
    id: "vet-import-rejects",
    need: ["vax"],
    note: "a clinic records import rejects many malformed rows",
    run: (c, a, b) => {
      let n = 0;
      burst(c, a, b, 1800, (t) => {
        n++;
        say(
          c,
          "vax",
          t,
          "error",
          `import clinic-batch ${c.day.replace(/-/g, "")}-0${c.r.int(1, 4)}: row ${c.r.int(2, 900)} rejected: ${c.r.pick(["microchip '98514100' must be 15 digits", "administered_on '31/11/2026' is not a valid date", "unknown vaccine code 'LEPTO4X'", "pet not found for owner email"])}`,
        );
      });
      say(
        c,
        "vax",
        b + 500,
        "info",
        `import finished: ${c.r.int(300, 900)} records imported, ${n} rejected (report mailed to clinic)`,
      );
    },
  },
  {
    id: "idempotent-replays",
    need: ["booking"],
    note: "mobile clients replay reservation requests and are answered from the idempotency store",
    run: (c, a, b) =>
      burst(c, a, b, 3000, (t) =>
        say(
          c,
          "booking",
          t,
          "warn",
          `Idempotency-Key ${c.r.hex(8)}-${c.r.hex(4)} replayed for POST /reservations; returning stored 201`,
        ),
      ),
  },
  {
    id: "scale-in-drain",
    need: ["edge", "inventory"],
    note: "autoscaler removes pods and in-flight requests are cancelled during the drain",
    run: (c, a) => {
      const s = svcOf(c, "inventory");
      shutdown(s).forEach((m, i) => {
        say(c, "inventory", a + i * 1200, "info", m);
      });
      for (let i = 0; i < c.r.int(3, 7); i++)
        say(
          c,
          "inventory",
          a + 300 + i * 150,
          "error",
          s.rt === "go"
            ? `http: GET /v1/availability: context canceled`
            : `request aborted during shutdown: GET /v1/availability`,
        );
      for (let i = 0; i < 3; i++) {
        const m = callErr(svcOf(c, "edge"), s, c.r, "GET", "/v1/availability", "refused");
        say(c, "edge", a + 1500 + i * 400, "warn", { msg: `${m.msg}; retrying on another endpoint` });
        say(
          c,
          "edge",
          a + 1700 + i * 400,
          "info",
          acc(c, "edge", "GET", "/v1/grooming/availability", 200, c.r.int(300, 900)),
        );
      }
    },
  },
  {
    id: "flag-stream-reconnect",
    need: ["edge"],
    note: "the feature-flag SDK stream drops and reconnects a few times",
    run: (c, a, b) =>
      burst(c, a, b, 40000, (t) => {
        say(
          c,
          "edge",
          t,
          "warn",
          `[LaunchDarkly] Received I/O error (read ECONNRESET) for streaming request - will retry`,
        );
        say(c, "edge", t + c.r.int(1000, 4000), "info", `[LaunchDarkly] Opened LaunchDarkly stream connection`);
      }),
  },
  {
    id: "email-bounces",
    need: ["notify"],
    note: "email reminders bounce for dead mailboxes",
    run: (c, a, b) =>
      burst(c, a, b, 5000, (t) =>
        say(
          c,
          "notify",
          t,
          "error",
          `sendgrid event bounce for ${c.r.hex(6)}@${c.r.pick(["yahoo.com", "aol.com", "hotmail.com"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
        ),
      ),
  },
  {
    id: "slow-report",
    need: ["booking"],
    note: "the holiday occupancy report runs slow queries",
    run: (c, a, b) =>
      burst(c, a, b, 30000, (t) =>
        say(
          c,
          "booking",
          t,
          "warn",
          `slow query (${c.r.float(4, 19).toFixed(1)}s): SELECT unit_id, date, count(*) FROM stays JOIN stay_nights USING (stay_id) WHERE date BETWEEN $1 AND $2 GROUP BY 1,2 [report=holiday_occupancy]`,
        ),
      ),
  },
  {
    id: "backup-lock-waits",
    need: ["inventory"],
    note: "a nightly database backup makes some statements wait on locks briefly",
    run: (c, a, b) =>
      burst(c, a, b, 12000, (t) =>
        say(
          c,
          "inventory",
          t,
          "warn",
          `statement waited ${c.r.float(1.2, 4.8).toFixed(1)}s for lock on relation "unit_holds" (backup in progress), completed`,
        ),
      ),
  },
  {
    id: "cert-expiry-warnings",
    need: ["edge"],
    note: "certificate expiry warnings repeat until the scheduled renewal happens",
    run: (c, a, b) => {
      burst(c, a, b, 30000, (t) =>
        say(
          c,
          "edge",
          t,
          "warn",
          `TLS certificate for api.${c.e.key}.pet expires in ${c.r.pick([14, 13])} days (renewal scheduled)`,
        ),
      );
      say(c, "edge", b, "info", `certificate for api.${c.e.key}.pet renewed, valid until ${plusDays(c.day, 90)}`);
    },
  },
  {
    id: "old-app-410",
    need: ["edge"],
    note: "old mobile app versions hit a removed endpoint and get 410 Gone",
    run: (c, a, b) =>
      burst(c, a, b, 1500, (t) =>
        say(
          c,
          "edge",
          t,
          "warn",
          `${acc(c, "edge", "GET", "/v0/kennels/availability", 410, 2)} app=${c.r.pick(["3.9.2", "3.8.0", "3.9.1"])} (min supported 4.2)`,
        ),
      ),
  },
  {
    id: "jwt-key-rotation",
    need: ["edge"],
    note: "signing-key rotation makes old access tokens fail once before clients refresh",
    run: (c, a, b) =>
      burst(c, a, b, 700, (t) => {
        say(
          c,
          "edge",
          t,
          "warn",
          `401 Unauthorized: JWT signature kid=${c.day.slice(0, 7)}-a not in JWKS (rotated); client must refresh`,
        );
        say(c, "edge", t + c.r.int(200, 900), "info", acc(c, "edge", "POST", "/v1/auth/refresh", 200, c.r.int(20, 80)));
      }),
  },
  {
    id: "synthetic-closed-location",
    need: ["booking"],
    note: "synthetic monitors book a test location that is deliberately closed and get errors",
    run: (c, a, b) =>
      burst(c, a, b, 15000, (t) => {
        say(
          c,
          "booking",
          t,
          "error",
          `reservation rejected for location LOC-TEST-99: location closed (ua=Datadog/Synthetics)`,
        );
        say(c, "edge", t + 20, "error", acc(c, "edge", "POST", "/v1/reservations", 500, c.r.int(20, 60)));
      }),
  },
  {
    id: "chip-not-registered",
    need: ["profiles"],
    note: "microchip registry lookups return not found for many pets",
    run: (c, a, b) =>
      burst(c, a, b, 5000, (t) =>
        say(
          c,
          "profiles",
          t,
          "warn",
          `microchip lookup 985${c.r.digits(12)}: not found in registry (AAHA universal lookup), owner asked to register`,
        ),
      ),
  },
  {
    id: "sca-required",
    need: ["payments"],
    note: "card deposits need 3-D Secure and stay pending until owners complete it",
    run: (c, a, b) =>
      burst(c, a, b, 4000, (t) =>
        say(
          c,
          "payments",
          t,
          "warn",
          `deposit pi_${c.r.hex(24)} status=requires_action (authentication_required, 3DS); payment link sent to owner`,
        ),
      ),
  },
  {
    id: "camera-offline",
    need: ["webcam"],
    note: "one kennel camera is unplugged and its missing heartbeat is logged again and again",
    run: (c, a, b) => {
      const cam = `cam-${c.r.pick(["suite-b-04", "cattery-2", "yard-east"])}`;
      burst(c, a, b, 15000, (t) =>
        say(
          c,
          "webcam",
          t,
          "error",
          `${cam}: no heartbeat for ${Math.round((t - a) / 1000) + 300}s, marking OFFLINE (viewers shown placeholder)`,
        ),
      );
    },
  },
  {
    id: "optimistic-lock-retries",
    need: ["booking"],
    note: "waitlist promotions collide and succeed after optimistic-lock retries",
    run: (c, a, b) =>
      burst(c, a, b, 5000, (t) => {
        const wl = `WL-${c.r.digits(5)}`;
        const s = svcOf(c, "booking");
        say(
          c,
          "booking",
          t,
          "warn",
          s.rt === "java"
            ? `ObjectOptimisticLockingFailureException promoting ${wl}: Row was updated or deleted by another transaction; retrying (attempt 2/5)`
            : `stale object promoting ${wl} (lock_version changed); retrying (attempt 2/5)`,
        );
        say(c, "booking", t + c.r.int(100, 400), "info", `waitlist ${wl} promoted to ${rsv(c)}`);
      }),
  },
  {
    id: "vet-api-slow-cache",
    need: ["vax"],
    note: "the clinic records API is slow and check-ins use cached vaccination records",
    run: (c, a, b) =>
      burst(c, a, b, 5000, (t) =>
        say(
          c,
          "vax",
          t,
          "warn",
          `clinic records API slow (${c.r.float(3, 8).toFixed(1)}s); using cached record for ${petId(c)} (age ${c.r.int(1, 5)}d)`,
        ),
      ),
  },
  {
    id: "late-pickup-fees",
    need: ["booking"],
    note: "holiday late pick-ups trigger late fees and manual overrides",
    run: (c, a, b) =>
      burst(c, a, b, 9000, (t) =>
        say(
          c,
          "booking",
          t,
          "warn",
          `late pickup for ${rsv(c)} (${c.r.pick(PETS)}, ${c.r.pick(BREEDS)}): checked out ${c.r.int(19, 20)}:${c.r.int(10, 59)} after close; fee applied, override requested by staff`,
        ),
      ),
  },
];

/** A routine deploy of `role`: shutdown, start-up, a few readiness failures while warming. */
export function deploy(c: Ctx, role: Role, t: number, version: string): void {
  if (!has(c, role)) return;
  const s = svcOf(c, role);
  shutdown(s).forEach((m, i) => {
    say(c, role, t + i * 600, "info", m);
  });
  startup(s, c.r, version).forEach((m, i) => {
    say(c, role, t + 4000 + i * 900, "info", m);
  });
  for (let i = 0; i < 2; i++)
    say(c, role, t + 4500 + i * 1000, "warn", `readiness check failed: cache warming (${30 + i * 35}%)`);
}

export function configReload(c: Ctx, role: Role, t: number): void {
  say(
    c,
    role,
    t,
    "info",
    `config reloaded from ${c.r.pick(["configmap", "consul", "appsettings.Production.json"])}: ${c.r.int(1, 4)} key(s) changed (${c.r.pick(["pricing.holiday_surcharge", "webcam.max_viewers", "reminders.quiet_hours", "grooming.buffer_minutes"])})`,
  );
}

/** Retries that succeed: a caller gets one failure from a callee and the second attempt works. */
export function retriesOk(c: Ctx, caller: Role, callee: Role, from: number, to: number): void {
  if (!has(c, caller) || !has(c, callee)) return;
  burst(c, from, to, 70000, (t) => {
    const m = callErr(
      svcOf(c, caller),
      svcOf(c, callee),
      c.r,
      "GET",
      "/v1/units",
      c.r.pick(["timeout", "status", "reset"]) as "timeout",
      503,
    );
    say(c, caller, t, "warn", `${m.msg} (attempt 1/3), retrying in ${c.r.pick([100, 200, 250])}ms`);
    say(
      c,
      caller,
      t + c.r.int(300, 900),
      "info",
      `retry succeeded for GET ${svcOf(c, callee).name}/v1/units on attempt 2`,
    );
  });
}
