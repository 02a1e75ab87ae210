// Background that is not customer requests: kubelet probes, GC, pool stats, scheduled jobs, checkpoints,
// game lifecycles in the rooms and arenas, prop and vest heartbeats, webhooks, notification tasks.
import type { Ctx } from "./ctx.js";
import { gcLine, jlog, logger, probeLine } from "./runtime.js";
import type { Level, Service } from "./types.js";
import { CALLSIGNS, hhmm, podIp, TEAMS } from "./vocab.js";

type Emit = (t: number, level: Level, msg: string, lg?: string) => void;

function emitter(c: Ctx, s: Service): Emit {
  return (t, level, msg, lg) => {
    if (c.isDown(s.name, t)) return;
    c.bg(t, s.name, level, msg, { logger: lg, rid: c.est.idStyle === "reqid" ? c.rid() : undefined });
  };
}

const celeryId = (c: Ctx) => c.r.uuid();

function gameLoop(c: Ctx, E: Emit, laser: boolean): void {
  const rooms = laser
    ? c.est.rooms.filter((r) => r.includes("arena") || r.includes("maze") || r.includes("zone"))
    : c.est.rooms.filter((r) => !r.startsWith("arena"));
  for (const room of rooms.length ? rooms : c.est.rooms) {
    const venue = c.r.pick(c.est.venues);
    const cycle = laser ? c.r.int(16, 22) * 60000 : c.r.int(70, 80) * 60000;
    let t = c.t0 - c.r.float(0, cycle);
    while (t < c.t1) {
      const team = c.r.pick(TEAMS);
      const game = c.r.int(8100, 8999);
      if (laser) {
        E(
          t,
          "info",
          `game ${game} started arena=${venue}/${room} mode=${c.r.pick(["team-deathmatch", "capture-the-core", "zombie-survival"])} players=${c.r.int(8, 24)}`,
        );
        const len = c.r.int(12, 15) * 60000;
        E(
          t + len,
          "info",
          `game ${game} ended arena=${venue}/${room} red=${c.r.int(8000, 16000)} blue=${c.r.int(8000, 16000)} mvp=${c.r.pick(CALLSIGNS)}`,
        );
      } else {
        E(
          t,
          "info",
          `game started room=${room} venue=${venue} team="${team}" players=${c.r.int(2, 8)} gm=${c.r.pick(["amir", "bea", "carys", "dom", "ellie", "femi"])}`,
        );
        const len = c.r.int(42, 60) * 60000;
        const hints = c.r.int(0, 4);
        for (let h = 1; h <= hints; h++)
          E(
            t + (len * h) / (hints + 1),
            "info",
            `hint delivered room=${room} hint_no=${h} channel=${c.r.pick(["screen", "walkie", "screen"])}`,
          );
        const escaped = c.r.chance(0.55);
        E(
          t + len,
          "info",
          `game ended room=${room} team="${team}" escaped=${escaped} ${escaped ? `time=${Math.round(len / 60000)}:${String(c.r.int(0, 59)).padStart(2, "0")}` : "time=60:00"} hints=${hints}`,
        );
        E(t + len + 4000, "info", `room reset requested room=${room} by=gm`);
      }
      t += cycle + c.r.float(-60000, 60000);
    }
  }
}

const ROLE: Partial<Record<Service["role"], (c: Ctx, s: Service, E: Emit) => void>> = {
  edge(c, s, E) {
    if (s.rt === "envoy")
      c.every(c.t0, c.t1, 300000, 20000, (t) =>
        E(t, "info", "[source/common/upstream/cluster_manager_impl.cc:1190] cm init: all clusters initialized"),
      );
  },
  book(c, s, E) {
    c.every(c.t0, c.t1, 60000, 3000, (t) => {
      const n = c.r.int(0, 5);
      E(
        t,
        n > 0 ? "info" : "debug",
        s.rt === "ruby"
          ? `[ActiveJob] [ExpireHoldsJob] Performed ExpireHoldsJob from Sidekiq(default) in ${c.r.int(8, 60)}.${c.r.int(0, 9)}ms (released ${n})`
          : `Released ${n} expired slot hold(s)`,
        logger(s, "holds.HoldReaper"),
      );
    });
    c.every(c.t0, c.t1, 300000, 10000, (t) =>
      E(
        t,
        "info",
        `Queued ${c.r.int(3, 22)} reminder(s) for games starting ${hhmm(t + 86400000)}-${hhmm(t + 86400000 + 1800000)} tomorrow`,
        logger(s, "reminders.ReminderScheduler"),
      ),
    );
    if (s.rt === "java" || s.rt === "kotlin")
      c.every(c.t0, c.t1, 30000, 500, (t) =>
        E(
          t,
          "debug",
          `HikariPool-1 - Pool stats (total=20, active=${c.r.int(0, 4)}, idle=${c.r.int(16, 20)}, waiting=0)`,
          "com.zaxxer.hikari.pool.HikariPool",
        ),
      );
    if (s.rt === "dotnet")
      c.poisson(c.t0, c.t1, 7000 / c.scale, (t) => {
        if (c.knob(`idle:${s.name}`, t) > 0 && c.r.chance(0.9)) return;
        E(
          t,
          "info",
          `Executed DbCommand (${c.r.int(1, 24)}ms) [Parameters=[@__date_0='?' (DbType = Date), @__roomId_1='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']`,
          "Microsoft.EntityFrameworkCore.Database.Command",
        );
      });
    if (s.rt === "ruby")
      c.poisson(c.t0, c.t1, 20000, (t) =>
        E(
          t,
          "info",
          `[ActiveJob] Enqueued BookingConfirmationJob (Job ID: ${c.r.uuid()}) to Sidekiq(default) with arguments: ${c.r.int(90000, 99999)}`,
        ),
      );
  },
  slots(c, s, E) {
    c.every(c.t0, c.t1, 30000, 1000, (t) =>
      E(
        t,
        "info",
        s.rt === "go"
          ? `availability cache stats hits=${c.r.int(300, 1400)} misses=${c.r.int(5, 60)} evictions=0 keys=${c.r.int(2000, 4000)}`
          : `Availability cache: ${c.r.int(300, 1400)} hits, ${c.r.int(5, 60)} misses in last 30s`,
        logger(s, "Caching.AvailabilityCache"),
      ),
    );
    c.every(c.t0, c.t1, 300000, 15000, (t) =>
      E(
        t,
        "info",
        s.rt === "go"
          ? `calendar rebuilt venues=${c.est.venues.length} days=60 slots=${c.knob(`empty:${s.name}`, t) > 0 ? 0 : c.r.int(3000, 6000)} took=${c.r.int(180, 700)}ms`
          : `Rebuilt availability calendar for ${c.est.venues.length} venue(s), 60 days in ${c.r.int(180, 700)} ms`,
        logger(s, "Jobs.CalendarRebuild"),
      ),
    );
    if (s.rt === "dotnet")
      c.poisson(c.t0, c.t1, 9000 / c.scale, (t) =>
        E(
          t,
          "info",
          `Executed DbCommand (${c.r.int(1, 30)}ms) [Parameters=[@__from_0='?' (DbType = DateTime2), @__to_1='?' (DbType = DateTime2)], CommandType='Text', CommandTimeout='30']`,
          "Microsoft.EntityFrameworkCore.Database.Command",
        ),
      );
  },
  gm(c, _s, E) {
    gameLoop(c, E, c.est.key === "B");
    c.poisson(c.t0, c.t1, 45000, (t) => {
      const con = `console-${c.r.pick(c.est.venues)}-${c.r.int(1, 9)}`;
      if (c.r.chance(0.5)) E(t, "info", `ws connected client=${con} ip=${podIp(c.r)} rooms=${c.r.int(1, 4)}`);
      else
        E(
          t,
          "info",
          `ws disconnected client=${con} code=${c.r.pick([1000, 1001, 1001, 1006])} reason=${c.r.pick(["going away", "normal", "tab hidden"])}`,
        );
    });
    c.every(c.t0, c.t1, 10000, 300, (t) =>
      E(
        t,
        "debug",
        `broadcast room_state consoles=${c.r.int(6, 18)} rooms=${c.est.rooms.length} bytes=${c.r.int(2000, 9000)}`,
      ),
    );
  },
  props(c, s, E) {
    for (const v of c.est.venues)
      c.every(c.t0, c.t1, 15000 / Math.min(2, c.scale), 400, (t) => {
        const tot = c.r.int(34, 46);
        if (c.knob(`venue-down:${v}`, t) > 0) {
          E(
            t,
            "warn",
            s.rt === "go"
              ? `heartbeat sweep venue=${v} online=0/${tot} rtt_p95=0ms mqtt_inflight=0 broker=disconnected`
              : `heartbeat sweep venue=${v}: 0/${tot} props online (broker disconnected)`,
            logger(s, "heartbeat"),
          );
          return;
        }
        E(
          t,
          "info",
          s.rt === "go"
            ? `heartbeat sweep venue=${v} online=${tot}/${tot} rtt_p95=${c.r.int(18, 70)}ms mqtt_inflight=${c.r.int(0, 3)}`
            : `heartbeat sweep venue=${v}: ${tot}/${tot} props online, p95 rtt ${c.r.int(18, 70)}ms`,
          logger(s, "heartbeat"),
        );
      });
    c.poisson(c.t0, c.t1, 9000 / c.scale, (t) => {
      const room = c.r.pick(c.est.rooms.filter((r) => !r.startsWith("arena")));
      const prop = c.r.pick(c.est.props);
      const ev = c.r.pick(["solved", "solved", "input", "input", "input", "opened", "closed", "reset"]);
      E(
        t,
        ev === "input" ? "debug" : "info",
        s.rt === "go"
          ? `prop event room=${room} prop=${prop} event=${ev} seq=${c.r.int(1000, 99999)}`
          : `prop ${room}/${prop} -> ${ev}`,
        logger(s, "events"),
      );
    });
    c.poisson(c.t0, c.t1, 240000, (t) =>
      E(
        t,
        "warn",
        `prop ${c.r.pick(c.est.rooms)}/${c.r.pick(c.est.props)} rssi low (${c.r.int(-86, -79)} dBm), keeping connection`,
        logger(s, "radio"),
      ),
    );
    if (s.rt === "go")
      c.every(c.t0, c.t1, 120000, 5000, (t, i) => gcLine(c, s, t, i, 512, c.knob(`heap:${s.name}`, t)));
  },
  vests(c, s, E) {
    for (const v of c.est.venues.slice(0, 3))
      c.every(c.t0, c.t1, 20000 / Math.min(2, c.scale), 600, (t) =>
        c.knob(`arena-down:${v}`, t) > 0
          ? E(t, "warn", `base stations arena=${v} online=0/8 vests_connected=0 battery_avg=n/a packet_loss=100.00%`)
          : E(
              t,
              "info",
              `base stations arena=${v} online=${c.r.int(6, 8)}/8 vests_connected=${c.r.int(12, 40)} battery_avg=${c.r.int(55, 88)}% packet_loss=${c.r.float(0, 0.8).toFixed(2)}%`,
            ),
      );
    c.poisson(c.t0, c.t1, 60000, (t) =>
      E(t, "warn", `vest V-${String(c.r.int(1, 160)).padStart(4, "0")} battery ${c.r.int(8, 15)}% - flagged for swap`),
    );
    c.every(c.t0, c.t1, 90000, 5000, (t, i) => gcLine(c, s, t, i, 768, c.knob(`heap:${s.name}`, t)));
    if (!c.has(c.est.services.find((x) => x.role === "gm")?.name ?? "") || c.est.key === "D") gameLoop(c, E, true);
  },
  score(c, _s, E) {
    c.every(c.t0, c.t1, 60000, 3000, (t) =>
      E(t, "info", `leaderboard snapshot written arenas=${c.est.venues.length} rows=${c.r.int(80, 300)}`),
    );
    c.poisson(c.t0, c.t1, 120000, (t) =>
      E(
        t,
        "info",
        `Game ${c.r.int(8100, 8999)} closed: ${c.r.int(8, 24)} players, top=${c.r.pick(CALLSIGNS)} ${c.r.int(1800, 4200)}`,
      ),
    );
  },
  waiver(c, s, E) {
    c.every(c.t0, c.t1, 600000, 30000, (t) =>
      E(t, "info", `purged ${c.r.int(0, 12)} incomplete waiver draft(s) older than 24h`, logger(s, "jobs")),
    );
    if (s.rt === "ruby")
      c.poisson(
        c.t0,
        c.t1,
        40000,
        (t) =>
          c.knob(`broken:${s.name}`, t) <= 0 &&
          E(
            t,
            "info",
            `Indexed waiver ${c.r.int(40000, 99999)} into waivers-${new Date(t).toISOString().slice(0, 7).replace("-", ".")} (${c.r.int(3, 40)}ms)`,
          ),
      );
  },
  party(c, s, E) {
    c.every(c.t0, c.t1, 300000, 10000, (t) =>
      E(
        t,
        "info",
        `price table refreshed packages=${c.r.int(12, 44)} add_ons=${c.r.int(20, 60)}`,
        logger(s, "Pricing.PriceTable"),
      ),
    );
  },
  pay(c, s, E) {
    c.poisson(c.t0, c.t1, 30000 / c.scale, (t) => {
      const type = c.r.pick([
        "charge.succeeded",
        "payment_intent.succeeded",
        "charge.refunded",
        "payout.paid",
        "charge.dispute.closed",
      ]);
      if (c.knob("webhooks-off", t) > 0) return;
      E(
        t,
        "info",
        `webhook received type=${type} id=evt_${c.r.alnum(16, "abcdefghijklmnopqrstuvwxyz0123456789")} livemode=true`,
        logger(s, "webhooks.WebhookController"),
      );
    });
    if (s.rt === "kotlin" || s.rt === "java")
      c.every(c.t0, c.t1, 30000, 1500, (t, i) => gcLine(c, s, t, i, 1024, c.knob(`heap:${s.name}`, t)));
  },
  notify(c, s, E) {
    c.poisson(c.t0, c.t1, 9000 / c.scale, (t) => {
      if (c.knob(`notify-broken:${s.name}`, t) > 0) return;
      const task = c.r.pick(["send_sms", "send_email", "send_email", "send_push"]);
      const id = celeryId(c);
      if (s.rt === "python") {
        E(t, "info", `Task ${s.pkg}.tasks.${task}[${id}] received`, "celery.worker.strategy");
        E(
          t + c.r.int(80, 900),
          "info",
          `Task ${s.pkg}.tasks.${task}[${id}] succeeded in ${c.r.float(0.08, 1.2).toFixed(3)}s: None`,
          "celery.app.trace",
        );
      } else {
        E(
          t,
          "info",
          `${task === "send_sms" ? "sms" : "email"} delivered template=${c.r.pick(["booking_confirmation", "reminder_24h", "waiver_request"])} provider_id=${c.r.hex(12)} took=${c.r.int(90, 800)}ms`,
        );
      }
    });
  },
  auth(c, s, E) {
    if (s.rt === "keycloak") {
      c.poisson(c.t0, c.t1, 8000 / c.scale, (t) => {
        const type = c.r.weighted([
          ["CODE_TO_TOKEN", 3],
          ["REFRESH_TOKEN", 5],
          ["LOGIN", 2],
          ["LOGOUT", 0.5],
          ["LOGIN_ERROR", 0.3],
        ] as const);
        const client = c.r.pick(["gm-desk", "booking-web", "reporting"]);
        const err =
          type === "LOGIN_ERROR"
            ? `, error="invalid_user_credentials", auth_method="openid-connect", username="${c.r.pick(["anna.k", "front.desk2", "lukas"])}"`
            : "";
        E(
          t,
          type === "LOGIN_ERROR" ? "warn" : "debug",
          `type="${type}", realmId="${c.r.hex(8)}-${c.r.hex(4)}", realmName="blacklight", clientId="${client}", userId="${type === "LOGIN_ERROR" ? "null" : c.r.uuid()}", ipAddress="${podIp(c.r)}"${err}`,
          "org.keycloak.events",
        );
      });
      c.every(c.t0, c.t1, 35000, 3000, (t, i) => gcLine(c, s, t, i, 2048));
    } else if (s.rt === "java") {
      c.poisson(c.t0, c.t1, 20000, (t) =>
        E(
          t,
          "info",
          `Issued access token client=${c.r.pick(["gm-console", "booking-web", "kiosk"])} scope="${c.r.pick(["bookings", "console", "console props"])}" ttl=900s`,
          jlog(s, "oauth.TokenService"),
        ),
      );
      c.every(c.t0, c.t1, 40000, 3000, (t, i) => gcLine(c, s, t, i, 768));
    } else {
      c.poisson(c.t0, c.t1, 15000, (t) =>
        E(
          t,
          "info",
          `token issued client_id=${c.r.pick(["vault-web", "overseer", "kiosk"])} grant=${c.r.pick(["authorization_code", "refresh_token", "client_credentials"])} kid=${c.knob("kid-rotated", t) > 0 ? "ck-2026-05-b" : "ck-2026-04-a"} exp=900s`,
        ),
      );
    }
  },
  board(c, s, E) {
    c.every(
      c.t0,
      c.t1,
      30000,
      1000,
      (t) =>
        c.knob(`broken:${s.name}`, t) <= 0 &&
        E(t, "info", `leaderboard refreshed venue=${c.r.pick(c.est.venues)} entries=50 screens=${c.r.int(2, 4)}`),
    );
  },
  jobs(c, _s, E) {
    c.poisson(c.t0, c.t1, 6000 / c.scale, (t) => {
      const cls = c.r.pick([
        "BookingConfirmationJob",
        "WaiverReminderJob",
        "PartyDetailsMailerJob",
        "ScoreSyncJob",
        "ExpireHoldsJob",
        "LoyaltyAccrualJob",
      ]);
      const jid = c.r.hex(24);
      const dur = c.r.float(0.02, 1.4);
      E(t, "info", `class=${cls} jid=${jid} INFO: start`);
      E(t + dur * 1000, "info", `class=${cls} jid=${jid} elapsed=${dur.toFixed(3)} INFO: done`);
    });
  },
  report(c, _s, E) {
    c.every(c.t0, c.t1, 30000, 2000, (t) =>
      E(
        t,
        "info",
        `consumed ${c.r.int(0, 30)} events topic=reservation-events partition=${c.r.int(0, 5)} offset=${c.r.int(880000, 990000)} lag=${c.r.int(0, 4)}`,
        "reporting.consumer",
      ),
    );
    c.every(c.t0, c.t1, 600000, 30000, (t) =>
      E(
        t,
        "info",
        `report ${c.r.pick(["occupancy_by_room", "revenue_by_site", "gm_hints_per_game", "no_show_rate"])} finished rows=${c.r.int(40, 900)} in ${c.r.float(0.8, 9).toFixed(1)}s`,
        "reporting.jobs",
      ),
    );
  },
  media(c, s, E) {
    c.every(c.t0, c.t1, 60000, 4000, (t) =>
      E(
        t,
        "info",
        `transcode queue depth=${c.r.int(0, 3) + Math.round(c.knob(`queue:${s.name}`, t))} workers=2 disk_free=${c.r.int(38, 61)}%`,
        logger(s, "transcode"),
      ),
    );
  },
  dbproxy(c, _s, E) {
    c.every(c.t0, c.t1, 60000, 10, (t) =>
      E(
        t,
        "info",
        `stats: ${c.r.int(12, 60)} xacts/s, ${c.r.int(40, 180)} queries/s, ${c.r.int(0, 2)} client parses/s, 0 server parses/s, 0 binds/s, in ${c.r.int(8000, 40000)} B/s, out ${c.r.int(20000, 120000)} B/s, xact ${c.r.int(600, 4000)} us, query ${c.r.int(200, 1500)} us, wait ${c.r.int(0, 40)} us`,
      ),
    );
    c.poisson(c.t0, c.t1, 12000 / c.scale, (t) => {
      const cid = `C-0x${c.r.hex(12)}`;
      const who = c.r.pick(["arena_web", "sidekiq_jobs", "score_engine", "party_planner"]);
      E(
        t,
        "info",
        `${cid}: arena/${who}@${podIp(c.r)}:${c.r.int(30000, 60000)} login attempt: db=arena user=${who} tls=no replication=no`,
      );
      E(
        t + c.r.int(2000, 60000),
        "info",
        `${cid}: arena/${who}@${podIp(c.r)}:${c.r.int(30000, 60000)} closing because: client close request (age=${c.r.int(2, 60)}s)`,
      );
    });
  },
};

/** Writes all ambient lines for every service in the scenario. */
export function ambient(c: Ctx): void {
  for (const s of c.svcs) {
    const E = emitter(c, s);
    ROLE[s.role]?.(c, s, E);
    if (s.probeMs > 0) c.every(c.t0, c.t1, s.probeMs, 30, (t) => !c.isDown(s.name, t) && probeLine(c, s, t));
    if ((s.rt === "java" || s.rt === "kotlin") && s.role !== "pay" && s.role !== "auth")
      c.every(
        c.t0,
        c.t1,
        c.r.int(18000, 40000),
        2000,
        (t, i) => !c.isDown(s.name, t) && gcLine(c, s, t, i, 1024, c.knob(`heap:${s.name}`, t)),
      );
    if (s.rt === "node" && s.role === "gm")
      c.every(
        c.t0,
        c.t1,
        25000,
        4000,
        (t, i) => !c.isDown(s.name, t) && gcLine(c, s, t, i, 1536, c.knob(`heap:${s.name}`, t)),
      );
  }
}
