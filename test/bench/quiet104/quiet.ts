// Harmless golf-domain noise that looks alarming: each kind writes one episode of real-looking lines and breaks nothing.
import { access, type Ctx, ev, spread } from "./ctx.js";
import type { Role } from "./estates.js";
import type { Ev } from "./formats.js";

export interface NoiseKind {
  name: string;
  needs: Role[];
  gen(ctx: Ctx, t0: number, t1: number): Ev[];
}

const MIN = 60_000;
const ep = (ctx: Ctx, t0: number, t1: number, len: number) => t0 + ctx.rng.next() * Math.max(1, t1 - t0 - len);
const anyOf = (ctx: Ctx, rt: string): string | undefined =>
  Object.values(ctx.est.roles).find((s) => s !== undefined && ctx.rt(s) === rt);

export const KINDS: NoiseKind[] = [
  {
    name: "member-only morning refusals",
    needs: ["gw", "rules"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 8 * MIN);
      return spread(c, s, 8 * MIN, c.rng.int(50, 140), (t) => {
        const tr = c.trace();
        const course = c.course();
        return [
          ev(
            t,
            c.n("rules"),
            "WARN",
            `booking refused: ${course} ${c.teeTime(6, 10)} is reserved for members until 11:00 (guest ${c.member()})`,
            { trace: tr },
          ),
          ev(t + 9, c.n("gw"), "WARN", access(c, c.n("gw"), "POST", "/api/v2/bookings", 403, c.rng.int(20, 60)), {
            trace: tr,
          }),
        ];
      });
    },
  },
  {
    name: "frost delay shifting the morning",
    needs: ["cond", "sheet", "notify"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 6 * MIN);
      const course = c.course();
      const mins = c.rng.pick([60, 90, 120]);
      const out = [
        ev(
          s,
          c.n("cond"),
          "WARN",
          `frost delay declared for ${course}: greens 29F at 06:40, first tee moved by ${mins} min (superintendent override)`,
        ),
      ];
      out.push(
        ...spread(c, s + 4000, 5 * MIN, c.rng.int(70, 180), (t) => {
          const b = c.booking();
          const out2: Ev[] = [
            ev(
              t,
              c.n("sheet"),
              "WARN",
              `tee time ${c.teeTime(6, 9)} ${course} shifted +${mins}m for ${b} (frost delay)`,
            ),
          ];
          if (c.rng.chance(0.15))
            out2.push(
              ev(
                t + 300,
                c.n("notify"),
                "WARN",
                `frost notice for ${b}: sms undeliverable (landline number), falling back to email`,
              ),
            );
          else out2.push(ev(t + 300, c.n("notify"), "INFO", `frost notice queued for ${b} (sms+email)`));
          return out2;
        }),
      );
      return out;
    },
  },
  {
    name: "carts losing GPS under the trees",
    needs: ["carts"],
    gen(c, t0, t1) {
      return spread(c, t0 + MIN, t1 - t0 - 2 * MIN, c.rng.int(60, 160), (t) => {
        const cart = c.cart();
        const hole = c.rng.pick([4, 11, 12, 15]);
        return [
          ev(
            t,
            c.n("carts"),
            "WARN",
            `cart ${cart}: GPS fix lost (sats=${c.rng.int(0, 3)}, hole ${hole}), dead reckoning`,
          ),
          ev(
            t + c.rng.int(8000, 40000),
            c.n("carts"),
            "INFO",
            `cart ${cart}: fix reacquired (sats=${c.rng.int(7, 12)}, hdop ${c.rng.float(0.8, 1.9).toFixed(1)})`,
          ),
        ];
      });
    },
  },
  {
    name: "rain checks issued by the hundred",
    needs: ["cond", "pay", "sheet"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 7 * MIN);
      const course = c.course();
      const out = [
        ev(
          s,
          c.n("cond"),
          "WARN",
          `course ${course} closed: rainfall ${c.rng.int(9, 22)} mm/h, bunkers flooded (status OPEN -> CLOSED)`,
        ),
        ev(
          s + 2000,
          c.n("sheet"),
          "WARN",
          `closing ${course} for remainder of ${c.day}: ${c.rng.int(90, 260)} bookings affected`,
        ),
      ];
      out.push(
        ...spread(c, s + 5000, 6 * MIN, c.rng.int(100, 260), (t) => {
          const played = c.rng.int(0, 8);
          return [
            ev(
              t,
              c.n("pay"),
              "WARN",
              `rain check RC-${c.rng.hex(6).toUpperCase()} issued for ${c.booking()}: holes played ${played}, credit ${c.money(18, 95)} ${c.est.currency}`,
            ),
          ];
        }),
      );
      return out;
    },
  },
  {
    name: "dynamic price updates skipped for closed courses",
    needs: ["pricing"],
    gen(c, t0, t1) {
      const course = c.course();
      return spread(c, t0 + 20000, t1 - t0 - MIN, c.rng.int(40, 110), (t) => [
        c.rng.chance(0.5)
          ? ev(
              t,
              c.n("pricing"),
              "ERROR",
              `price push rejected for ${course} ${c.teeTime()}: 409 Conflict {"code":"course_closed"}`,
            )
          : ev(t, c.n("pricing"), "WARN", `skip dynamic price update for ${course}: course status CLOSED`),
      ]);
    },
  },
  {
    name: "card declines on prepayment",
    needs: ["pay", "gw"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(25, 70), (t) => {
        const tr = c.trace();
        const reason = c.rng.pick([
          "insufficient_funds",
          "do_not_honor",
          "expired_card",
          "incorrect_cvc",
          "card_velocity_exceeded",
        ]);
        return [
          ev(
            t,
            c.n("pay"),
            "ERROR",
            `payment declined: card_declined (${reason}) amount=${c.money(35, 240)} ${c.est.currency}`,
            { trace: tr },
          ),
          ev(t + 12, c.n("gw"), "WARN", access(c, c.n("gw"), "POST", "/api/v2/bookings", 402, c.rng.int(300, 900)), {
            trace: tr,
          }),
        ];
      });
    },
  },
  {
    name: "abandoned 3-D Secure challenges",
    needs: ["pay", "sheet"],
    gen(c, t0, t1) {
      return spread(c, t0 + MIN, t1 - t0 - MIN, c.rng.int(20, 60), (t) => {
        const b = c.booking();
        return [
          ev(t, c.n("pay"), "WARN", `3DS challenge not completed within 600s for ${b}; payment intent canceled`),
          ev(t + 40, c.n("sheet"), "WARN", `hold on ${b} expired unpaid, slot ${c.teeTime()} released`),
        ];
      });
    },
  },
  {
    name: "hold sweeper releasing expired holds",
    needs: ["sheet"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, Math.max(3, Math.floor((t1 - t0) / (2 * MIN))), (t) => [
        ev(
          t,
          c.n("sheet"),
          "WARN",
          `hold sweeper: released ${c.rng.int(120, 420)} expired holds (oldest ${c.rng.int(31, 95)}m) - above 100 threshold`,
        ),
      ]);
    },
  },
  {
    name: "seven-day booking window opening race",
    needs: ["gw", "sheet"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 3 * MIN);
      const course = c.course();
      const out: Ev[] = [
        ev(s - 500, c.n("sheet"), "INFO", `booking window opened: ${course} tee sheet for 7 days ahead now public`),
      ];
      out.push(
        ...spread(c, s, 2 * MIN, c.rng.int(80, 220), (t) => {
          const tr = c.trace();
          const rows: Ev[] = [
            ev(
              t,
              c.n("sheet"),
              "WARN",
              `slot ${course} ${c.teeTime(7, 9)} already taken: concurrent reservation lost (version ${c.rng.int(2, 5)} != ${c.rng.int(1, 2)})`,
              { trace: tr },
            ),
            ev(t + 8, c.n("gw"), "WARN", access(c, c.n("gw"), "POST", "/api/v2/bookings", 409, c.rng.int(40, 200)), {
              trace: tr,
            }),
          ];
          return rows;
        }),
      );
      return out;
    },
  },
  {
    name: "scraper throttled at the edge",
    needs: ["gw"],
    gen(c, t0, t1) {
      const ip = c.ip();
      const s = ep(c, t0, t1, 5 * MIN);
      return spread(c, s, 5 * MIN, c.rng.int(120, 380), (t) => [
        ev(
          t,
          c.n("gw"),
          "WARN",
          `rate limit exceeded for client ${ip} (ua="python-requests/2.31") on /api/v2/tee-times: 429, bucket 120/min`,
        ),
      ]);
    },
  },
  {
    name: "handicap lookups missing for guests",
    needs: ["rules"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(30, 90), (t) => [
        ev(
          t,
          c.n("rules"),
          "WARN",
          `handicap index lookup for guest ${c.member()}: GHIN 404 Not Found, defaulting to 36.0`,
        ),
      ]);
    },
  },
  {
    name: "scorecards rejected by stroke cap",
    needs: ["scoring", "gw"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(30, 80), (t) => {
        const tr = c.trace();
        const h = c.rng.int(1, 18);
        return [
          ev(
            t,
            c.n("scoring"),
            "WARN",
            `scorecard rejected: hole ${h} strokes ${c.rng.int(10, 14)} exceeds net double bogey cap ${c.rng.int(6, 8)} (player ${c.member()})`,
            { trace: tr },
          ),
          ev(
            t + 6,
            c.n("gw"),
            "WARN",
            access(c, c.n("gw"), "POST", `/api/v2/rounds/${c.rng.int(4000, 9000)}/scores`, 422, c.rng.int(10, 40)),
            { trace: tr },
          ),
        ];
      });
    },
  },
  {
    name: "leaderboard websockets closing at round end",
    needs: ["scoring"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 2 * MIN);
      const out = [
        ev(
          s - 1000,
          c.n("scoring"),
          "INFO",
          `round 2 final: leaderboard frozen, ${c.rng.int(300, 900)} spectators connected`,
        ),
      ];
      out.push(
        ...spread(c, s, 90_000, c.rng.int(150, 400), (t) => [
          ev(t, c.n("scoring"), "ERROR", `websocket client ${c.rng.hex(8)} closed abnormally (code=1006, reason="")`),
        ]),
      );
      return out;
    },
  },
  {
    name: "pro shop terminal uploading offline sales",
    needs: ["pos"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 3 * MIN);
      const term = `T${c.rng.int(1, 6)}`;
      const n = c.rng.int(40, 120);
      const out = [
        ev(
          s,
          c.n("pos"),
          "WARN",
          `terminal ${term} back online after 52m offline: uploading ${n} store-and-forward transactions`,
        ),
      ];
      out.push(
        ...spread(c, s + 2000, 2 * MIN, n, (t) => [
          c.rng.chance(0.1)
            ? ev(
                t,
                c.n("pos"),
                "WARN",
                `offline txn ${term}-${c.rng.int(1000, 9999)} duplicate of already captured sale, ignored`,
              )
            : ev(
                t,
                c.n("pos"),
                "WARN",
                `late transaction ${term}-${c.rng.int(1000, 9999)} captured offline at ${c.teeTime(6, 9)} accepted, total ${c.money(4, 180)}`,
              ),
        ]),
      );
      return out;
    },
  },
  {
    name: "receipt printer out of paper",
    needs: ["pos"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 6 * MIN);
      const term = `T${c.rng.int(1, 6)}`;
      const out = spread(c, s, 6 * MIN, c.rng.int(20, 50), (t) => [
        ev(t, c.n("pos"), "ERROR", `receipt printer ${term}: out of paper (status 0x0C), receipt queued`),
      ]);
      out.push(
        ev(
          s + 6 * MIN + 5000,
          c.n("pos"),
          "INFO",
          `receipt printer ${term}: ready, printed ${c.rng.int(5, 30)} queued receipts`,
        ),
      );
      return out;
    },
  },
  {
    name: "pro shop stock going negative",
    needs: ["pos"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(20, 60), (t) => [
        ev(
          t,
          c.n("pos"),
          "WARN",
          `stock for SKU ${c.rng.pick(["BALL-PV1-DZ", "GLV-ML-WHT", "TEE-BAMB-50", "HAT-LOGO-NVY", "WATER-500"])} went negative (${-c.rng.int(1, 9)}) after sale; flagged for cycle count`,
        ),
      ]);
    },
  },
  {
    name: "lightning suspension and all-clear",
    needs: ["cond", "carts", "sheet"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 8 * MIN);
      const course = c.course();
      const out = [
        ev(
          s,
          c.n("cond"),
          "ERROR",
          `lightning strike detected ${c.rng.float(3, 8).toFixed(1)} mi from ${course}: play SUSPENDED, horn sequence sent`,
        ),
        ev(s + 1500, c.n("carts"), "WARN", `recall broadcast to ${c.rng.int(40, 80)} carts on ${course}`),
        ev(s + 3000, c.n("sheet"), "WARN", `tee times on ${course} from ${c.teeTime(12, 14)} placed on weather hold`),
      ];
      out.push(
        ...spread(c, s + 5000, 5 * MIN, c.rng.int(30, 70), (t) => [
          ev(t, c.n("carts"), "WARN", `cart ${c.cart()}: geofence override - weather recall active, speed limited`),
        ]),
      );
      out.push(
        ev(
          s + 7.5 * MIN,
          c.n("cond"),
          "INFO",
          `all clear for ${course}: no strikes within 10 mi for 30 min, play resumed`,
        ),
      );
      return out;
    },
  },
  {
    name: "long JVM GC pauses",
    needs: [],
    gen(c, t0, t1) {
      const svc = anyOf(c, "java");
      if (!svc) return [];
      return spread(c, t0, t1 - t0, c.rng.int(8, 20), (t) => [
        ev(
          t,
          svc,
          "WARN",
          `[gc] GC(${c.rng.int(800, 4000)}) Pause Young (G1 Humongous Allocation) ${c.rng.int(800, 1400)}M->${c.rng.int(300, 700)}M(2048M) ${c.rng.float(420, 980).toFixed(3)}ms`,
        ),
      ]);
    },
  },
  {
    name: "cold pricing cache after nightly flush",
    needs: ["pricing"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 4 * MIN);
      const out = [
        ev(
          s,
          c.n("pricing"),
          "WARN",
          `price cache hit ratio 0.0${c.rng.int(2, 8)} after scheduled flush, computing from demand model`,
        ),
      ];
      out.push(
        ...spread(c, s, 4 * MIN, c.rng.int(30, 70), (t) => [
          ev(
            t,
            c.n("pricing"),
            "WARN",
            `slow request: quote ${c.course()} took ${c.rng.int(1200, 4200)}ms (threshold 1000ms)`,
          ),
        ]),
      );
      out.push(ev(s + 4 * MIN + 2000, c.n("pricing"), "INFO", "price cache warm: hit ratio 0.97"));
      return out;
    },
  },
  {
    name: "load balancer TLS probes",
    needs: ["gw"],
    gen(c, t0, t1) {
      const gw = c.n("gw");
      const msg = () =>
        c.rt(gw) === "go"
          ? `http: TLS handshake error from 10.${c.rng.int(0, 3)}.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:${c.rng.int(30000, 60000)}: EOF`
          : c.rt(gw) === "node"
            ? "Client network socket disconnected before secure TLS connection was established"
            : `TLS handshake failed from 10.${c.rng.int(0, 3)}.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}: connection closed by peer`;
      return spread(c, t0, t1 - t0, Math.floor((t1 - t0) / 10_000), (t) => [ev(t, gw, "ERROR", msg())]);
    },
  },
  {
    name: "rolling restart with retried upstream calls",
    needs: ["gw", "sheet"],
    gen(c, t0, t1) {
      return restart(c, c.n("sheet"), ep(c, t0, t1, 2 * MIN));
    },
  },
  {
    name: "read replica lag",
    needs: ["sheet"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 4 * MIN);
      const out = spread(c, s, 3 * MIN, c.rng.int(8, 20), (t) => [
        ev(
          t,
          c.n("sheet"),
          "WARN",
          `read replica lag ${c.rng.int(6, 31)}s exceeds 5s, routing tee sheet reads to primary`,
        ),
      ]);
      out.push(ev(s + 3.5 * MIN, c.n("sheet"), "INFO", "read replica lag 0.3s, reads back on replica"));
      return out;
    },
  },
  {
    name: "consumer group rebalance",
    needs: [],
    gen(c, t0, t1) {
      const svc = anyOf(c, "java");
      if (!svc) return [];
      const s = ep(c, t0, t1, MIN);
      const g = `${svc}-events`;
      const cid = `consumer-${g}-${c.rng.int(1, 4)}`;
      return [
        ev(
          s,
          svc,
          "INFO",
          `[Consumer clientId=${cid}, groupId=${g}] Request joining group due to: group is already rebalancing`,
        ),
        ev(
          s + 200,
          svc,
          "WARN",
          `[Consumer clientId=${cid}, groupId=${g}] Offset commit failed on partition booking-events-${c.rng.int(0, 11)} at offset ${c.rng.int(10000, 99999)}: The coordinator is not aware of this member.`,
        ),
        ev(
          s + 300,
          svc,
          "WARN",
          `[Consumer clientId=${cid}, groupId=${g}] Asynchronous auto-commit of offsets failed: Commit cannot be completed since the group has already rebalanced. Will continue to join group.`,
        ),
        ev(
          s + 3200,
          svc,
          "INFO",
          `[Consumer clientId=${cid}, groupId=${g}] Successfully joined group with generation Generation{generationId=${c.rng.int(40, 400)}}`,
        ),
        ev(
          s + 3300,
          svc,
          "INFO",
          `[Consumer clientId=${cid}, groupId=${g}] Adding newly assigned partitions: booking-events-0, booking-events-1, booking-events-2`,
        ),
      ];
    },
  },
  {
    name: "newsletter hard bounces",
    needs: ["notify"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 5 * MIN);
      return spread(c, s, 5 * MIN, c.rng.int(60, 200), (t) => [
        ev(
          t,
          c.n("notify"),
          "WARN",
          `hard bounce for ${c.rng.hex(6)}@${c.rng.pick(["gmail.com", "aol.com", "yahoo.com", "comcast.net"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
        ),
      ]);
    },
  },
  {
    name: "sms reminders to opted-out numbers",
    needs: ["notify"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 3 * MIN);
      return spread(c, s, 3 * MIN, c.rng.int(30, 90), (t) => [
        ev(
          t,
          c.n("notify"),
          "ERROR",
          `tee time reminder not sent to +1${c.rng.int(2000000000, 9899999999)}: Twilio 21610 Attempt to send to unsubscribed recipient`,
        ),
      ]);
    },
  },
  {
    name: "old app versions on a sunset API",
    needs: ["gw"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(40, 120), (t) => [
        c.rng.chance(0.6)
          ? ev(
              t,
              c.n("gw"),
              "WARN",
              `deprecated API /api/v1/teetimes called by app ${c.rng.pick(["3.2.1", "3.4.0", "3.4.2"])} (sunset 2026-09-30), Deprecation header sent`,
            )
          : ev(t, c.n("gw"), "WARN", access(c, c.n("gw"), "GET", "/api/v1/course-list", 410, c.rng.int(1, 5))),
      ]);
    },
  },
  {
    name: "no-show sweep charging fees",
    needs: ["sheet", "pay"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 3 * MIN);
      return spread(c, s, 3 * MIN, c.rng.int(20, 60), (t) => {
        const b = c.booking();
        const rows = [
          ev(
            t,
            c.n("sheet"),
            "WARN",
            `no-show: ${b} (${c.rng.int(1, 4)} players) not checked in 30m after ${c.teeTime(7, 10)}; no-show fee applied`,
          ),
        ];
        if (c.rng.chance(0.3))
          rows.push(
            ev(
              t + 500,
              c.n("pay"),
              "ERROR",
              `no-show fee for ${b} declined: card_declined (insufficient_funds), left on account`,
            ),
          );
        return rows;
      });
    },
  },
  {
    name: "dynamic price steps clamped",
    needs: ["pricing"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(40, 100), (t) => {
        const m = c.rng.float(90, 180);
        return [
          ev(
            t,
            c.n("pricing"),
            "WARN",
            `price change for ${c.course()} ${c.teeTime()} clamped: model ${m.toFixed(2)} -> ${(m * 0.7).toFixed(2)} (max step 20%)`,
          ),
        ];
      });
    },
  },
  {
    name: "slots before sunrise dropped by sheet generation",
    needs: ["sheet"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 2 * MIN);
      const course = c.course();
      const out = spread(c, s, 90_000, c.rng.int(30, 80), (t) => [
        ev(
          t,
          c.n("sheet"),
          "WARN",
          `generated slot 05:${c.rng.int(10, 59)} for ${course} falls before civil twilight (06:${c.rng.int(10, 30)}), dropped`,
        ),
      ]);
      out.push(
        ev(s + 95_000, c.n("sheet"), "INFO", `tee sheet generation for ${course} done: ${c.rng.int(60, 90)} slots`),
      );
      return out;
    },
  },
  {
    name: "aeration closure refusals",
    needs: ["gw", "sheet"],
    gen(c, t0, t1) {
      const course = c.course();
      return spread(c, t0, t1 - t0, c.rng.int(40, 100), (t) => {
        const tr = c.trace();
        return [
          ev(
            t,
            c.n("sheet"),
            "WARN",
            `booking refused: ${course} closed for aeration until ${c.day.slice(0, 8)}${String(c.rng.int(10, 28)).padStart(2, "0")}`,
            { trace: tr },
          ),
          ev(t + 5, c.n("gw"), "WARN", access(c, c.n("gw"), "POST", "/api/v2/bookings", 422, c.rng.int(15, 50)), {
            trace: tr,
          }),
        ];
      });
    },
  },
  {
    name: "guest limits reached",
    needs: ["rules"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(30, 80), (t) => [
        ev(
          t,
          c.n("rules"),
          "WARN",
          `guest rule violation: member ${c.member()} already hosted 4 guests this month (max 4), booking refused`,
        ),
      ]);
    },
  },
  {
    name: "settlement rounding mismatches",
    needs: ["pay"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 2 * MIN);
      const n = c.rng.int(25, 70);
      const out = spread(c, s, 90_000, n, (t) => [
        ev(
          t,
          c.n("pay"),
          "ERROR",
          `settlement reconciliation: txn ${c.rng.hex(10)} amount differs by 0.01 ${c.est.currency} (rounding), auto-adjusted`,
        ),
      ]);
      out.push(
        ev(
          s + 95_000,
          c.n("pay"),
          "INFO",
          `settlement reconciliation done: ${n} rounding differences adjusted, 0 open`,
        ),
      );
      return out;
    },
  },
  {
    name: "cart batteries low",
    needs: ["carts"],
    gen(c, t0, t1) {
      return spread(c, t0, t1 - t0, c.rng.int(30, 80), (t) => [
        ev(t, c.n("carts"), "WARN", `cart ${c.cart()} battery ${c.rng.int(9, 19)}% - return to barn advised`),
      ]);
    },
  },
  {
    name: "optimistic lock retries on the tee sheet",
    needs: ["sheet"],
    gen(c, t0, t1) {
      const svc = c.n("sheet");
      const rt = c.rt(svc);
      return spread(c, t0, t1 - t0, c.rng.int(10, 30), (t) => {
        const b = c.booking();
        const stack =
          rt === "java"
            ? [
                `org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [${c.est.pkg}.sheet.Slot#${c.rng.int(100000, 999999)}]`,
                "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:325)",
                `\tat ${c.est.pkg}.sheet.SlotService.reserve(SlotService.java:${c.rng.int(80, 140)})`,
                "\t... 42 common frames omitted",
              ]
            : undefined;
        return [
          ev(
            t,
            svc,
            "WARN",
            `concurrent update on slot for ${b}, retrying (attempt 2/3)`,
            stack ? { stack, errKind: "ObjectOptimisticLockingFailureException" } : {},
          ),
          ev(t + 60, svc, "INFO", `slot reserved for ${b} on retry`),
        ];
      });
    },
  },
  {
    name: "scale-in draining instances failing health checks",
    needs: ["gw"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 2 * MIN);
      const gw = c.n("gw");
      return spread(c, s, 2 * MIN, c.rng.int(10, 25), (t) => [
        ev(
          t,
          gw,
          "WARN",
          `health check failed for upstream 10.2.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:8080 (503 draining), removed from pool`,
        ),
      ]);
    },
  },
  {
    name: "shotgun start blocking the public sheet",
    needs: ["sheet", "notify"],
    gen(c, t0, t1) {
      const s = ep(c, t0, t1, 4 * MIN);
      const course = c.course();
      const out = [
        ev(
          s,
          c.n("sheet"),
          "WARN",
          `shotgun start 08:00 on ${course}: blocking ${c.rng.int(36, 72)} tee times, moving public bookings`,
        ),
      ];
      out.push(
        ...spread(c, s + 1000, 3 * MIN, c.rng.int(15, 40), (t) => {
          const b = c.booking();
          return [
            ev(
              t,
              c.n("sheet"),
              "WARN",
              `${b} moved off ${course} ${c.teeTime(7, 12)} (tournament block), offered ${c.teeTime(13, 16)}`,
            ),
            ev(t + 200, c.n("notify"), "INFO", `change notice queued for ${b}`),
          ];
        }),
      );
      return out;
    },
  },
];

/** A routine rolling restart: SIGTERM, drain, start, and callers retrying once on a refused connection. */
export function restart(c: Ctx, svc: string, s: number, version?: string): Ev[] {
  const rt = c.rt(svc);
  const v = version ?? `${c.rng.int(1, 4)}.${c.rng.int(0, 30)}.${c.rng.int(0, 9)}`;
  const started: Record<string, string> = {
    java: `Started Application in ${c.rng.float(9, 22).toFixed(3)} seconds (process running for ${c.rng.float(10, 24).toFixed(3)})`,
    dotnet: "Application started. Press Ctrl+C to shut down.",
    node: `server listening on :8080 (version ${v})`,
    python: `Booting worker with pid: ${c.rng.int(7, 90)}`,
    go: `starting ${svc} version=${v} addr=:8080`,
    ruby: `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango`,
    cpp: `${svc} ${v} up, listening on 0.0.0.0:7400`,
  };
  const out = [
    ev(s, svc, "INFO", `received SIGTERM, draining connections (rollout ${svc} ${v})`),
    ev(s + 3500, svc, "INFO", started[rt] ?? "started"),
  ];
  if (c.has("gw") && c.n("gw") !== svc)
    for (let i = 0; i < c.rng.int(2, 5); i++)
      out.push(
        ev(
          s + 800 + i * 500,
          c.n("gw"),
          "WARN",
          `upstream ${svc}: connect ECONNREFUSED 10.4.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:8080, retrying on another endpoint (attempt 1/3)`,
        ),
      );
  return out;
}
