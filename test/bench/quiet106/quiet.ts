// Harmless noise that looks alarming in a coworking estate: 37 kinds. Each writes into the window and breaks
// nothing; traffic around it keeps succeeding.
import { badge, door, ip, mac, member, panelId, pubIp, type Role, startLines } from "./estates.js";
import { chance, hex, int, pick } from "./rng.js";
import type { Ctx } from "./scene.js";

export interface NoiseKind {
  key: string;
  /** what a reader sees, for the label note */
  what: string;
  roles: Role[];
  /** preferred local hour range for the window when this kind leads */
  hours: [number, number];
  /** loud = the kind leads the window */
  run: (c: Ctx, loud: boolean) => void;
}

const span = (c: Ctx) => {
  const a = c.t0 + int(c.r, 30000, Math.max(60000, (c.t1 - c.t0) / 3));
  return [a, Math.min(c.t1, a + int(c.r, 120000, 420000))] as const;
};
const mean = (loud: boolean, base: number) => (loud ? base : base * 4);
const pct = (c: Ctx) => int(c.r, 81, 93);

export const KINDS: readonly NoiseKind[] = [
  {
    key: "daypass-after-hours",
    what: "day-pass members badging in after their pass window are denied",
    roles: ["access", "bridge"],
    hours: [19, 23],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 5000), (t) => {
        const m = member(c.r);
        const d = door(c.r);
        c.s.emit(
          t,
          c.n("bridge"),
          "warn",
          `CTL-0${int(c.r, 1, 6)} reader ${d}: access denied event (code 0x${pick(c.r, ["21", "22"])})`,
        );
        c.s.emit(
          t + int(c.r, 20, 90),
          c.n("access"),
          "warn",
          `deny badge ${badge(c.r)} ${d}: plan 'Day Pass' outside schedule DAYPASS_0800_1900 (${m})`,
        );
      });
    },
  },
  {
    key: "panels-overnight-reboot",
    what: "room displays reboot for a scheduled firmware update overnight",
    roles: ["displays"],
    hours: [2, 4],
    run: (c, loud) => {
      const n = loud ? int(c.r, 20, 40) : int(c.r, 3, 8);
      const fw = `4.${int(c.r, 10, 19)}.${int(c.r, 0, 9)}`;
      for (let i = 0; i < n; i++) {
        const t = c.t0 + int(c.r, 60000, c.t1 - c.t0 - 200000);
        const p = panelId(c.r, c.e);
        c.s.emit(
          t,
          c.n("displays"),
          "info",
          `panel ${p} rebooting for scheduled firmware ${fw} (maintenance window 02:00-05:00)`,
        );
        c.s.emit(
          t + int(c.r, 500, 2000),
          c.n("displays"),
          "warn",
          `panel ${p} websocket closed (code 1006, reason: '')`,
        );
        c.s.emit(
          t + int(c.r, 5000, 15000),
          c.n("displays"),
          "error",
          `panel ${p} heartbeat missed 3 times, marking offline`,
        );
        c.s.emit(
          t + int(c.r, 70000, 150000),
          c.n("displays"),
          "info",
          `panel ${p} back online, firmware ${fw}, schedule resynced`,
        );
      }
    },
  },
  {
    key: "visitor-not-preregistered",
    what: "walk-in visitors without an invitation are turned away at the kiosk",
    roles: ["visitors", "gateway"],
    hours: [8, 11],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 9000), (t) => {
        c.s.emit(
          t,
          c.n("visitors"),
          "warn",
          `check-in refused at kiosk K${int(c.r, 1, 3)}: no invitation found for '${pick(c.r, ["J. Okafor", "M. Rossi", "A. Nguyen", "L. Meyer", "S. Patel", "K. Larsen"])}' (host ${member(c.r)})`,
        );
        c.s.emit(t + int(c.r, 5, 40), c.n("gateway"), "warn", `POST /api/visitors/checkin 403 (visitor_not_invited)`);
      });
    },
  },
  {
    key: "print-credits-exhausted",
    what: "print jobs held because members ran out of printing credits",
    roles: ["print"],
    hours: [9, 17],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 6000), (t) => {
        const need = int(c.r, 20, 300) / 100;
        c.s.emit(
          t,
          c.n("print"),
          pick(c.r, ["warn", "error"] as const),
          `job PJ-${int(c.r, 100000, 999999)} held: insufficient credits (balance ${(need / int(c.r, 2, 9)).toFixed(2)}, needed ${need.toFixed(2)}) for ${member(c.r)}`,
        );
      });
    },
  },
  {
    key: "parcels-hold-expired",
    what: "parcels unclaimed after the 14-day hold are flagged for return",
    roles: ["mail"],
    hours: [6, 8],
    run: (c, loud) => {
      const n = loud ? int(c.r, 25, 60) : int(c.r, 4, 9);
      const t = c.t0 + int(c.r, 60000, 180000);
      c.s.emit(t, c.n("mail"), "info", `hold sweep started: checking parcels older than 14 days`);
      for (let i = 0; i < n; i++)
        c.s.emit(
          t + 200 + i * int(c.r, 40, 400),
          c.n("mail"),
          "warn",
          `parcel PK-${int(c.r, 100000, 999999)} unclaimed after 14-day hold (${member(c.r)}), flagged return-to-sender`,
        );
      c.s.emit(t + 200 + n * 420, c.n("mail"), "info", `hold sweep finished: ${n} parcels flagged`);
    },
  },
  {
    key: "billing-card-declines",
    what: "the monthly billing run hits card declines and schedules dunning",
    roles: ["billing"],
    hours: [1, 3],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.s.emit(
        a - 1000,
        c.n("billing"),
        "info",
        `monthly run 2026-12 started: ${int(c.r, 1800, 4200)} subscriptions to charge`,
      );
      c.every(a, b, mean(loud, 4000), (t) => {
        const code = pick(c.r, [
          "card_declined (insufficient_funds)",
          "expired_card",
          "card_declined (do_not_honor)",
          "authentication_required",
        ]);
        c.s.emit(
          t,
          c.n("billing"),
          "error",
          `charge failed for INV-2026-12-${int(c.r, 1000, 9999)} (${member(c.r)}): ${code}; dunning step 1 scheduled for 2026-12-04`,
        );
      });
      c.every(a, b, 600, (t) => {
        if (chance(c.r, 0.4))
          c.s.emit(
            t,
            c.n("billing"),
            "info",
            `charged INV-2026-12-${int(c.r, 1000, 9999)} ${int(c.r, 29, 1900)}.00 (${int(c.r, 0, 3)} add-ons)`,
          );
      });
    },
  },
  {
    key: "wifi-expired-vouchers",
    what: "guest wifi rejects expired vouchers",
    roles: ["wifi"],
    hours: [9, 18],
    run: (c, loud) => {
      const [a, b] = span(c);
      const cpp = c.e.svc.wifi.rt === "cpp";
      c.every(a, b, mean(loud, 4000), (t) => {
        const v = `guest-${hex(c.r, 4)}`;
        c.s.emit(
          t,
          c.n("wifi"),
          cpp ? "info" : "warn",
          cpp
            ? `Auth: (${int(c.r, 1000, 99999)}) Login incorrect (Voucher expired): [${v}] (from client ap-${int(c.r, 1, 4)}f-2 port 0 cli ${mac(c.r).toUpperCase().replace(/:/g, "-")})`
            : `Access-Reject for voucher ${v.toUpperCase()}: voucher expired ${int(c.r, 1, 9)}d ago (mac ${mac(c.r)})`,
        );
      });
    },
  },
  {
    key: "booking-no-show",
    what: "bookings without a check-in are auto-released",
    roles: ["booking", "displays"],
    hours: [9, 16],
    run: (c, loud) => {
      const t = c.t0 + int(c.r, 60000, 240000);
      const n = loud ? int(c.r, 15, 35) : int(c.r, 3, 6);
      for (let i = 0; i < n; i++) {
        const bk = `BK-${int(c.r, 100000, 999999)}`;
        const room = pick(c.r, c.e.rooms);
        c.s.emit(
          t + i * int(c.r, 100, 900),
          c.n("booking"),
          "warn",
          `booking ${bk} room '${room}' auto-released: no check-in within 15 min of start`,
        );
        c.s.emit(
          t + i * int(c.r, 100, 900) + int(c.r, 200, 900),
          c.n("displays"),
          "info",
          `panel for '${room}' now shows available (released ${bk})`,
        );
      }
    },
  },
  {
    key: "booking-conflicts",
    what: "members race for the same room and lose with 409",
    roles: ["booking", "gateway"],
    hours: [8, 10],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 5000), (t) => {
        const room = pick(c.r, c.e.rooms);
        c.s.emit(
          t,
          c.n("booking"),
          "warn",
          `booking rejected: room '${room}' already booked ${int(c.r, 9, 16)}:00-${int(c.r, 10, 17)}:00 (conflict with BK-${int(c.r, 100000, 999999)})`,
        );
        c.s.emit(t + int(c.r, 3, 20), c.n("gateway"), "warn", `POST /api/bookings 409 Conflict`);
      });
    },
  },
  {
    key: "dock-door-held-open",
    what: "the loading dock door is propped open during a delivery",
    roles: ["bridge", "access"],
    hours: [6, 9],
    run: (c, loud) => {
      const n = loud ? int(c.r, 4, 8) : 1;
      for (let i = 0; i < n; i++) {
        const t = c.t0 + int(c.r, 60000, c.t1 - c.t0 - 200000);
        const ctl = `CTL-0${int(c.r, 1, 6)}`;
        c.s.emit(
          t,
          c.n("bridge"),
          "error",
          `ALARM DOOR_HELD_OPEN ${ctl} input 3 (Loading Dock) open ${int(c.r, 45, 60)}s`,
        );
        c.every(t, t + int(c.r, 60000, 180000), 15000, (u) =>
          c.s.emit(u, c.n("bridge"), "error", `ALARM DOOR_HELD_OPEN ${ctl} input 3 (Loading Dock) still open`),
        );
        c.s.emit(
          t + int(c.r, 190000, 200000),
          c.n("bridge"),
          "info",
          `alarm cleared ${ctl} input 3 (Loading Dock) closed`,
        );
        c.s.emit(
          t + 400,
          c.n("access"),
          "warn",
          `alarm event DOOR_HELD_OPEN from ${ctl} forwarded to front desk channel`,
        );
      }
    },
  },
  {
    key: "anti-passback",
    what: "anti-passback violations in soft mode at the garage",
    roles: ["access"],
    hours: [7, 9],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 5000), (t) =>
        c.s.emit(
          t,
          c.n("access"),
          "warn",
          `anti-passback violation badge ${badge(c.r)} at D-B1-GARAGE (no exit recorded since ${int(c.r, 1, 3)}d), entry allowed (soft mode)`,
        ),
      );
    },
  },
  {
    key: "lock-battery-low",
    what: "wireless locks report low batteries",
    roles: ["bridge"],
    hours: [0, 23],
    run: (c, loud) => {
      const locks = Array.from({ length: loud ? 9 : 2 }, () => `LK-${int(c.r, 1, 5)}F-0${int(c.r, 10, 60)}`);
      c.every(c.t0, c.t1, mean(loud, 9000), (t) =>
        c.s.emit(
          t,
          c.n("bridge"),
          "warn",
          `lock ${pick(c.r, locks)} battery ${int(c.r, 6, 14)}% below threshold 15%, replace soon`,
        ),
      );
    },
  },
  {
    key: "tls-scanners",
    what: "internet scanners fail TLS handshakes against the edge",
    roles: ["gateway"],
    hours: [0, 23],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 2500), (t) =>
        c.s.emit(
          t,
          c.n("gateway"),
          "warn",
          pick(c.r, [
            `TLS handshake error from ${pubIp(c.r)}:${int(c.r, 20000, 65000)}: tls: client offered only unsupported versions: [301]`,
            `TLS handshake error from ${pubIp(c.r)}:${int(c.r, 20000, 65000)}: EOF`,
            `TLS handshake error from ${pubIp(c.r)}:${int(c.r, 20000, 65000)}: tls: no cipher suite supported by both client and server`,
          ]),
        ),
      );
    },
  },
  {
    key: "cert-renewal",
    what: "certificate renewal for the member portal runs and succeeds",
    roles: ["gateway"],
    hours: [3, 5],
    run: (c) => {
      const t = c.t0 + int(c.r, 60000, 200000);
      const host = `members.${c.e.domain}`;
      c.s.emit(
        t,
        c.n("gateway"),
        "warn",
        `certificate for ${host} expires in 29 days (2026-12-29T10:12:00Z), renewing`,
      );
      c.s.emit(t + 4000, c.n("gateway"), "warn", `ACME order for ${host}: challenge pending, retrying in 5s`);
      c.s.emit(t + 9000, c.n("gateway"), "warn", `ACME order for ${host}: challenge pending, retrying in 10s`);
      c.s.emit(
        t + 21000,
        c.n("gateway"),
        "info",
        `certificate for ${host} renewed, valid until 2027-02-28, hot-swapped`,
      );
    },
  },
  {
    key: "slow-report-query",
    what: "the nightly usage report runs slow queries and finishes",
    roles: ["billing"],
    hours: [0, 2],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.s.emit(a - 500, c.n("billing"), "info", `usage report 2026-11 started`);
      c.every(a, b, mean(loud, 20000), (t) =>
        c.s.emit(
          t,
          c.n("billing"),
          "warn",
          `slow query (${int(c.r, 3, 14)}.${int(c.r, 0, 9)}s): SELECT member_id, sum(minutes) FROM room_usage WHERE month = $1 GROUP BY member_id`,
        ),
      );
      c.s.emit(b, c.n("billing"), "info", `usage report 2026-11 written (${int(c.r, 1800, 4200)} rows)`);
    },
  },
  {
    key: "db-idle-reconnect",
    what: "idle database connections are closed by the proxy and re-established",
    roles: ["members"],
    hours: [0, 6],
    run: (c, loud) => {
      const n = loud ? int(c.r, 4, 7) : 1;
      for (let i = 0; i < n; i++) {
        const t = c.t0 + int(c.r, 60000, c.t1 - c.t0 - 60000);
        c.s.emit(
          t,
          c.n("members"),
          "warn",
          `database connection lost: server closed the connection unexpectedly (idle ${int(c.r, 300, 900)}s, closed by pgbouncer), reconnecting`,
        );
        c.s.emit(
          t + int(c.r, 30, 300),
          c.n("members"),
          "info",
          `database connection re-established (pool ${int(c.r, 3, 9)}/20)`,
        );
      }
    },
  },
  {
    key: "gc-pressure",
    what: "the booking service logs heap and GC warnings that recover",
    roles: ["booking"],
    hours: [0, 23],
    run: (c, loud) => {
      const rt = c.e.svc.booking.rt;
      c.every(c.t0, c.t1, mean(loud, 25000), (t) => {
        const msg =
          rt === "java"
            ? `[gc] GC(${int(c.r, 1000, 9999)}) Pause Young (G1 Humongous Allocation) ${int(c.r, 700, 1400)}M->${int(c.r, 200, 500)}M(2048M) ${int(c.r, 120, 480)}.${int(c.r, 100, 999)}ms`
            : rt === "node"
              ? `event loop lag ${int(c.r, 210, 600)}ms during availability rebuild, heap used ${int(c.r, 70, 84)}%`
              : `memory usage ${int(c.r, 78, 86)}% of limit after availability rebuild, collected`;
        c.s.emit(t, c.n("booking"), "warn", msg);
      });
    },
  },
  {
    key: "rollout-probe-blips",
    what: "a rolling restart produces a few 503s and failed probes that recover",
    roles: ["gateway", "visitors"],
    hours: [10, 16],
    run: (c, loud) => {
      const v = c.e.svc.visitors;
      const reps = loud ? 3 : 1;
      for (let k = 0; k < reps; k++) {
        const t = c.t0 + int(c.r, 90000, c.t1 - c.t0 - 120000);
        c.s.emit(t, v.name, "info", "received SIGTERM, draining in-flight requests (grace 30s)");
        for (let i = 0; i < int(c.r, 2, 6); i++)
          c.s.emit(
            t + 900 + i * 700,
            c.n("gateway"),
            "error",
            `upstream ${v.name} 503 for POST /api/visitors/checkin: upstream connect error or disconnect/reset before headers. reset reason: connection failure`,
          );
        startLines(v.rt, v.name, c.r).forEach((l, i) => void c.s.emit(t + 6000 + i * 900, v.name, "info", l));
      }
    },
  },
  {
    key: "signup-bot-ratelimit",
    what: "a bot hammering the public sign-up form is rate limited",
    roles: ["gateway", "members"],
    hours: [0, 23],
    run: (c, loud) => {
      const bot = pubIp(c.r);
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 700), (t) =>
        c.s.emit(
          t,
          c.n("gateway"),
          "warn",
          `rate limit exceeded for ${bot} on POST /api/signup (60/min), responded 429`,
        ),
      );
      c.every(a, b, mean(loud, 6000), (t) =>
        c.s.emit(
          t,
          c.n("members"),
          "warn",
          `signup rejected: captcha verification failed (score 0.${int(c.r, 0, 2)}) from ${bot}`,
        ),
      );
    },
  },
  {
    key: "signup-validation",
    what: "sign-ups fail validation for duplicate emails and bad VAT ids",
    roles: ["members", "gateway"],
    hours: [9, 20],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 6000), (t) => {
        c.s.emit(
          t,
          c.n("members"),
          "warn",
          pick(c.r, [
            "signup rejected: email already registered",
            `signup rejected: VAT id '${pick(c.r, ["DE", "NL", "GB"])}${int(c.r, 1000000, 9999999)}' failed VIES check`,
            "signup rejected: postcode does not match country",
          ]),
        );
        c.s.emit(t + 8, c.n("gateway"), "warn", "POST /api/signup 422");
      });
    },
  },
  {
    key: "duplicate-webhooks",
    what: "the payment provider redelivers webhooks that were already processed",
    roles: ["billing"],
    hours: [0, 23],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 8000), (t) =>
        c.s.emit(
          t,
          c.n("billing"),
          "warn",
          `webhook evt_${hex(c.r, 24)} (invoice.payment_succeeded) already processed, ignoring duplicate delivery`,
        ),
      );
    },
  },
  {
    key: "smtp-greylisting",
    what: "visitor invitations are greylisted and delivered on retry",
    roles: ["visitors"],
    hours: [7, 10],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 7000), (t) => {
        const dom = pick(c.r, ["acme-legal.de", "northwind.co.uk", "brightline.nl", "contoso.com"]);
        c.s.emit(
          t,
          c.n("visitors"),
          "warn",
          `SMTP 451 4.7.1 Greylisted, please try again later (invite to guest@${dom}), requeued`,
        );
        c.s.emit(t + int(c.r, 60000, 300000), c.n("visitors"), "info", `invite to guest@${dom} delivered on retry`);
      });
    },
  },
  {
    key: "proration-rounding",
    what: "add-on proration leaves one-cent rounding differences that are corrected",
    roles: ["billing"],
    hours: [1, 3],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 5000), (t) =>
        c.s.emit(
          t,
          c.n("billing"),
          "warn",
          `proration rounding diff 0.0${int(c.r, 1, 2)} on INV-2026-12-${int(c.r, 1000, 9999)} add-on '${pick(c.r, ["locker", "parking", "mail-handling"])}', adjusted line total`,
        ),
      );
    },
  },
  {
    key: "job-overlap-skip",
    what: "a scheduled sweep skips runs while the previous one still holds its lock",
    roles: ["print"],
    hours: [0, 23],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 15000), (t) =>
        c.s.emit(
          t,
          c.n("print"),
          "warn",
          `skipping run of 'credit-reconcile': previous run still holding lock (${int(c.r, 40, 300)}s)`,
        ),
      );
    },
  },
  {
    key: "cache-cold",
    what: "the availability cache is cold after a flush and warms up",
    roles: ["booking"],
    hours: [6, 8],
    run: (c, loud) => {
      const t = c.t0 + int(c.r, 30000, 120000);
      c.s.emit(t, c.n("booking"), "info", "availability cache flushed (schema v14)");
      let ratio = 0.97;
      for (let u = t + 5000; u < t + (loud ? 400000 : 90000); u += 15000) {
        c.s.emit(
          u,
          c.n("booking"),
          "warn",
          `availability cache miss ratio ${ratio.toFixed(2)}, p99 ${int(c.r, 400, 1900)}ms while warming`,
        );
        ratio = Math.max(0.05, ratio - 0.07);
      }
    },
  },
  {
    key: "printers-asleep",
    what: "printers in sleep mode stop answering SNMP polls overnight",
    roles: ["print"],
    hours: [20, 23],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 4000), (t) =>
        c.s.emit(
          t,
          c.n("print"),
          "warn",
          `printer PRN-${int(c.r, 1, 4)}F-0${int(c.r, 1, 3)} unreachable (SNMP timeout after 3000ms), marked sleeping`,
        ),
      );
    },
  },
  {
    key: "dhcp-pool-utilisation",
    what: "the guest wifi address pool runs high during an event",
    roles: ["wifi"],
    hours: [17, 20],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 20000), (t) =>
        c.s.emit(
          t,
          c.n("wifi"),
          "warn",
          `guest pool 10.60.0.0/22 utilisation ${pct(c)}% (${int(c.r, 830, 950)}/1022 leases), event booking in Event Hall`,
        ),
      );
    },
  },
  {
    key: "member-lockout",
    what: "a member mistypes a password and gets locked out for 15 minutes",
    roles: ["members", "gateway"],
    hours: [8, 10],
    run: (c, loud) => {
      const reps = loud ? int(c.r, 3, 6) : 1;
      for (let k = 0; k < reps; k++) {
        const t = c.t0 + int(c.r, 60000, c.t1 - c.t0 - 90000);
        const who = `${pick(c.r, ["j.baker", "anna.k", "lucas", "s.weber", "emma.t"])}@${pick(c.r, ["gmail.com", "outlook.com", "studio-nine.io"])}`;
        for (let i = 1; i <= 5; i++) {
          c.s.emit(
            t + i * int(c.r, 3000, 9000),
            c.n("members"),
            "warn",
            `login failed for ${who}: invalid password (${i}/5)`,
          );
          c.s.emit(t + i * 9000 + 10, c.n("gateway"), "warn", "POST /api/session 401");
        }
        c.s.emit(t + 50000, c.n("members"), "warn", `account ${who} locked for 15 minutes after 5 failed logins`);
      }
    },
  },
  {
    key: "month-end-expired",
    what: "badges of memberships that ended at month end are denied",
    roles: ["access"],
    hours: [7, 9],
    run: (c, loud) => {
      const [a, b] = span(c);
      c.every(a, b, mean(loud, 4000), (t) =>
        c.s.emit(
          t,
          c.n("access"),
          "warn",
          `deny badge ${badge(c.r)} ${door(c.r)}: membership ${member(c.r)} ended 2026-11-30`,
        ),
      );
    },
  },
  {
    key: "fire-drill",
    what: "a scheduled fire drill releases all doors and re-secures them",
    roles: ["bridge", "access"],
    hours: [10, 11],
    run: (c) => {
      const t = c.t0 + int(c.r, 120000, 240000);
      for (let i = 1; i <= 6; i++)
        c.s.emit(
          t + i * 40,
          c.n("bridge"),
          "error",
          `FIRE_ALARM input active on CTL-0${i}: all doors released (fail-safe)`,
        );
      c.s.emit(
        t + 400,
        c.n("access"),
        "warn",
        `site ${c.e.sites[0]}: fire panel input active, access decisions suspended (drill registered 10:00-10:20)`,
      );
      for (let i = 1; i <= 6; i++)
        c.s.emit(t + 600000 + i * 50, c.n("bridge"), "info", `FIRE_ALARM input cleared on CTL-0${i}, doors re-secured`);
      c.s.emit(t + 601000, c.n("access"), "info", `site ${c.e.sites[0]}: fire panel normal, access decisions resumed`);
    },
  },
  {
    key: "flag-fallback",
    what: "a feature flag missing in this environment falls back to its built-in value",
    roles: ["members"],
    hours: [0, 23],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 3000), (t) =>
        c.s.emit(
          t,
          c.n("members"),
          "warn",
          `feature flag 'plan-picker-v2' not found in environment 'production', serving fallback value false`,
        ),
      );
    },
  },
  {
    key: "object-storage-slowdown",
    what: "parcel photo uploads get 503 SlowDown and succeed on retry",
    roles: ["mail"],
    hours: [8, 12],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 7000), (t) => {
        const k = `photos/2026/11/PK-${int(c.r, 100000, 999999)}.jpg`;
        c.s.emit(
          t,
          c.n("mail"),
          "warn",
          `S3 PutObject ${k}: 503 SlowDown (Please reduce your request rate.), retry 1 in ${int(c.r, 100, 400)}ms`,
        );
        c.s.emit(t + int(c.r, 300, 900), c.n("mail"), "info", `S3 PutObject ${k} ok on attempt 2`);
      });
    },
  },
  {
    key: "calendar-throttled",
    what: "room calendar sync is throttled by the mail provider and backs off",
    roles: ["displays"],
    hours: [7, 9],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 5000), (t) => {
        const room = pick(c.r, c.e.rooms).toLowerCase();
        c.s.emit(
          t,
          c.n("displays"),
          "warn",
          `calendar sync ${room}@rooms.${c.e.domain}: 429 TooManyRequests (ApplicationThrottled), Retry-After ${int(c.r, 2, 9)}s`,
        );
        c.s.emit(t + 10000, c.n("displays"), "info", `calendar sync ${room}@rooms.${c.e.domain} ok after backoff`);
      });
    },
  },
  {
    key: "consumer-rebalance",
    what: "the door-event consumer group rebalances during a scale-out",
    roles: ["access"],
    hours: [0, 23],
    run: (c, loud) => {
      const reps = loud ? 4 : 1;
      for (let k = 0; k < reps; k++) {
        const t = c.t0 + int(c.r, 60000, c.t1 - c.t0 - 60000);
        c.s.emit(
          t,
          c.n("access"),
          "warn",
          `[Consumer clientId=door-events-${int(c.r, 0, 3)}, groupId=door-events] Request joining group due to: group is already rebalancing`,
        );
        c.s.emit(
          t + 300,
          c.n("access"),
          "warn",
          `[Consumer groupId=door-events] Revoke previously assigned partitions door-events-0, door-events-1, door-events-2`,
        );
        c.s.emit(
          t + int(c.r, 2000, 6000),
          c.n("access"),
          "info",
          `[Consumer groupId=door-events] Successfully synced group in generation Generation{generationId=${int(c.r, 40, 400)}}`,
        );
      }
    },
  },
  {
    key: "photo-volume-prune",
    what: "the parcel photo volume crosses its warning threshold and is pruned",
    roles: ["mail"],
    hours: [3, 5],
    run: (c, loud) => {
      const t = c.t0 + int(c.r, 60000, 200000);
      const reps = loud ? 8 : 2;
      for (let i = 0; i < reps; i++)
        c.s.emit(t + i * 30000, c.n("mail"), "warn", `disk usage on /var/lib/parcel-photos ${pct(c)}% (threshold 80%)`);
      c.s.emit(
        t + reps * 30000 + 5000,
        c.n("mail"),
        "info",
        `pruned ${int(c.r, 900, 4000)} photos older than 90 days, /var/lib/parcel-photos now ${int(c.r, 55, 66)}%`,
      );
    },
  },
  {
    key: "kiosk-labels-out",
    what: "the lobby kiosk badge printer runs out of labels",
    roles: ["visitors"],
    hours: [8, 12],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 8000), (t) =>
        c.s.emit(
          t,
          c.n("visitors"),
          "error",
          `kiosk K2 badge printer error: out of labels (status 0x0004), visitor V-${int(c.r, 10000, 99999)} checked in without printed badge`,
        ),
      );
    },
  },
  {
    key: "invoice-pdf-retry",
    what: "invoice PDF rendering times out once and succeeds on retry",
    roles: ["billing"],
    hours: [1, 4],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 9000), (t) => {
        const inv = `INV-2026-12-${int(c.r, 1000, 9999)}`;
        c.s.emit(t, c.n("billing"), "warn", `PDF render for ${inv} timed out after 30s (headless chrome), retry 1/3`);
        c.s.emit(
          t + int(c.r, 2000, 5000),
          c.n("billing"),
          "info",
          `PDF render for ${inv} ok on retry (1.${int(c.r, 1, 9)}s)`,
        );
      });
    },
  },
  {
    key: "panel-ws-disconnects",
    what: "room panels drop and restore websocket connections when the access points roam",
    roles: ["displays"],
    hours: [12, 14],
    run: (c, loud) => {
      c.every(c.t0, c.t1, mean(loud, 3000), (t) => {
        const p = panelId(c.r, c.e);
        c.s.emit(t, c.n("displays"), "warn", `client ${p} disconnected: ping timeout (${ip(c.r)})`);
        c.s.emit(t + int(c.r, 2000, 9000), c.n("displays"), "info", `client ${p} reconnected, resumed session`);
      });
    },
  },
];
