// Everyday traffic of a casino estate: card-ins, meters, tickets, kiosks, the app, health checks, periodic jobs,
// the constant harmless complaint of one noisy service, deprecation warnings, retries that succeed, one deploy.
import { type Estate, runtimeOf } from "./estates.js";
import { egmLine } from "./floor.js";
import type { Stream } from "./stream.js";
import { access, bank, egm, HEALTH_PATH, kiosk, money, player, validation } from "./values.js";

export type FlowName =
  | "cardin"
  | "cardout"
  | "meters"
  | "ticketout"
  | "redeem"
  | "appbalance"
  | "dining"
  | "cage"
  | "handpay"
  | "table"
  | "bonus";

export interface FlowVars {
  egm: string;
  player: string;
  amount: string;
  ticket: string;
  kiosk: string;
}

/** an incident takes over a flow instance when it returns true */
export type Hook = (flow: FlowName, t: number, id: string | undefined, v: FlowVars) => boolean;

export interface Background {
  perSec: number;
  noisy: string;
  deploy: { svc: string; at: number; kind: "deploy" | "reload" };
  hook?: Hook;
}

const WEIGHTS: Array<[FlowName, number]> = [
  ["meters", 22],
  ["cardin", 12],
  ["cardout", 8],
  ["ticketout", 12],
  ["redeem", 10],
  ["appbalance", 12],
  ["dining", 5],
  ["cage", 4],
  ["handpay", 2],
  ["table", 8],
  ["bonus", 5],
];

export function background(s: Stream, e: Estate, b: Background): void {
  const r = s.rng;
  const R = e.roles;
  const rt = (svc: string) => runtimeOf(e, svc);
  const acc = (t: number, svc: string, m: string, p: string, st: number, took: number, id?: string) =>
    s.emit(t, svc, st >= 500 ? "error" : st >= 400 ? "warn" : "info", access(rt(svc), r, svc, m, p, st, took), {
      trace: id,
    });
  const total = WEIGHTS.reduce((a, [, w]) => a + w, 0);
  const pickFlow = (): FlowName => {
    let x = r.next() * total;
    for (const [f, w] of WEIGHTS) {
      x -= w;
      if (x < 0) return f;
    }
    return "meters";
  };

  s.arrivals(b.perSec, (t) => {
    const f = pickFlow();
    const id = s.id();
    const v: FlowVars = {
      egm: egm(r),
      player: player(r),
      amount: money(r, 1, 380),
      ticket: validation(r),
      kiosk: kiosk(r),
    };
    if (b.hook?.(f, t, id, v)) return;
    flow(f, t, id, v);
  });

  function flow(f: FlowName, t: number, id: string | undefined, v: FlowVars): void {
    switch (f) {
      case "meters": {
        const bk = bank(r);
        s.emit(
          t,
          R.egm,
          "info",
          `meter poll bank ${bk}: ${r.int(8, 16)}/${r.int(16, 16)} EGMs answered, coin-in delta ${money(r, 20, 900)}, games +${r.int(20, 400)} (${r.int(40, 380)}ms)`,
        );
        if (R.sms !== R.egm && r.chance(0.5))
          s.emit(t + r.int(20, 200), R.sms, "info", `meters accepted for bank ${bk} (gaming day ${gamingDay(t)})`);
        break;
      }
      case "cardin": {
        s.emit(
          t,
          R.egm,
          "info",
          egmLine(e, r, v.egm, "card_in", `card=${v.player.slice(0, 4)}****${v.player.slice(-2)}`),
          {
            trace: id,
          },
        );
        acc(t + r.int(10, 40), R.player, "GET", `/api/players/${v.player}/session`, 200, r.int(6, 60), id);
        if (R.compliance !== R.player)
          s.emit(
            t + r.int(20, 60),
            R.compliance,
            "info",
            `screen player=${v.player} lists=[self-exclusion,trespass] result=clear (${r.int(3, 18)}ms)`,
            {
              trace: id,
            },
          );
        s.emit(
          t + r.int(60, 160),
          R.player,
          "info",
          `rated session opened player=${v.player} egm=${v.egm} tier=${r.pick(["Core", "Gold", "Platinum", "Black"])}`,
          {
            trace: id,
          },
        );
        break;
      }
      case "cardout":
        s.emit(t, R.egm, "info", egmLine(e, r, v.egm, "card_out"), { trace: id });
        s.emit(
          t + r.int(30, 120),
          R.player,
          "info",
          `rated session closed player=${v.player} egm=${v.egm} coin-in=${money(r, 5, 2400)} theo=${money(r, 0, 90)} points=+${r.int(2, 900)}`,
          {
            trace: id,
          },
        );
        break;
      case "ticketout":
        s.emit(t, R.egm, "info", egmLine(e, r, v.egm, "ticket_printed", `amount=${v.amount}`), { trace: id });
        s.emit(
          t + r.int(15, 90),
          R.tito,
          "info",
          `ticket issued validation=${v.ticket} egm=${v.egm} amount=${v.amount} expires in 180d`,
          {
            trace: id,
          },
        );
        break;
      case "redeem":
        acc(t, R.kiosk, "POST", `/v1/kiosks/${v.kiosk}/redemptions`, 200, r.int(120, 640), id);
        s.emit(
          t - r.int(60, 400),
          R.tito,
          "info",
          `ticket ${v.ticket} redeemed at kiosk ${v.kiosk} for ${v.amount} (status ISSUED -> REDEEMED)`,
          {
            trace: id,
          },
        );
        s.emit(
          t + r.int(400, 2400),
          R.kiosk,
          "info",
          `kiosk ${v.kiosk} dispensed ${v.amount} (notes ${r.int(0, 8)}x$20 ${r.int(0, 4)}x$5 coins ${r.int(0, 99)}c)`,
          {
            trace: id,
          },
        );
        break;
      case "appbalance": {
        const p = r.pick([
          "/v2/players/me/points",
          "/v2/players/me/offers",
          "/v2/players/me/tier",
          "/v2/hotel/stays/upcoming",
        ]);
        acc(t, R.app, "GET", p, 200, r.int(30, 260), id);
        if (r.chance(0.7))
          acc(t - r.int(5, 30), R.player, "GET", `/api/players/${v.player}/balance`, 200, r.int(4, 40), id);
        break;
      }
      case "dining":
        acc(t, R.app, "POST", "/v2/dining/reservations", 201, r.int(80, 420), id);
        s.emit(
          t + 5,
          R.app,
          "info",
          `reservation ${r.pick(["Ember Steakhouse", "Jade Noodle Bar", "The Buffet", "Canyon Cafe"])} party=${r.int(1, 8)} comp=${r.chance(0.3) ? "yes" : "no"} player=${v.player}`,
          {
            trace: id,
          },
        );
        break;
      case "cage":
        s.emit(
          t,
          R.cage,
          "info",
          `window ${r.int(1, 9)}: ${r.pick(["ticket cashed", "chips redeemed", "marker paid", "front money deposit"])} ${money(r, 20, 4000)} txn=C${r.digits(8)}`,
          {
            trace: id,
          },
        );
        break;
      case "handpay": {
        const amt = money(r, 1200, 4800);
        s.emit(t, R.egm, "info", egmLine(e, r, v.egm, "handpay_pending", `amount=${amt}`), { trace: id });
        s.emit(
          t + r.int(200, 900),
          R.jackpot,
          "info",
          `handpay HP-${r.digits(7)} created egm=${v.egm} amount=${amt} W2G required, awaiting attendant`,
          {
            trace: id,
          },
        );
        break;
      }
      case "table":
        s.emit(
          t,
          R.table,
          "info",
          `rating closed table=${r.pick(["BJ", "BAC", "RLT", "CRP", "PGP"])}-${r.int(1, 40)} seat ${r.int(1, 7)} player=${v.player} avg bet ${money(r, 10, 500)} ${r.int(5, 95)} min`,
          {
            trace: id,
          },
        );
        if (R.table !== R.player && r.chance(0.6))
          s.emit(
            t + r.int(20, 90),
            R.player,
            "info",
            `table rating posted player=${v.player} theo=${money(r, 1, 300)}`,
            { trace: id },
          );
        break;
      case "bonus":
        s.emit(
          t,
          R.bonus,
          "info",
          `free play ${money(r, 5, 100)} offer FP-${r.digits(5)} downloaded to egm=${v.egm} player=${v.player} (AFT ok)`,
          {
            trace: id,
          },
        );
        break;
    }
  }

  // health checks from the kubelet (not every runtime logs them)
  for (const sv of e.services) {
    if (sv.rt === "cpp" || r.chance(0.35)) continue;
    s.every(r.pick([10000, 15000, 30000]), (t) =>
      s.emit(t, sv.name, "info", access(sv.rt, r, sv.name, "GET", HEALTH_PATH[sv.rt], 200, r.int(1, 4))),
    );
  }

  // periodic jobs
  s.every(60000, (t) =>
    s.emit(
      t,
      R.sms,
      "info",
      `meter sweep complete: ${r.int(1180, 1420)} EGMs, ${r.int(0, 6)} not responding, took ${r.int(18, 52)}.${r.digits(1)}s`,
    ),
  );
  s.every(120000, (t) =>
    s.emit(t, R.tito, "info", `expired-ticket sweep: ${r.int(0, 40)} tickets past 180 days marked EXPIRED`),
  );
  s.every(90000, (t) =>
    s.emit(t, R.player, "info", `tier recalculation batch ${r.int(1, 99)}/100 processed ${r.int(400, 2200)} players`),
  );
  s.every(45000, (t) => s.emit(t, R.kiosk, "info", `fleet heartbeat: ${r.int(15, 18)}/18 kiosks online, cassettes ok`));

  // the constant harmless complaint, from the first minute
  noisyLine(s, b.noisy);

  // deprecation warnings, once at start-up and again now and then
  const dep: Record<string, string> = {
    java: "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    dotnet:
      "The 'UseSqlServer' option 'EnableRetryOnFailure' with a custom ExecutionStrategy is obsolete and will be removed in a future version",
    node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    python:
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    go: "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
    ruby: "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2.",
    cpp: "config key 'sas.poll_interval_ms' is deprecated, use 'sas.general_poll_ms'",
  };
  const depSvcs = e.services.filter((x) => x.name !== b.noisy).slice(0, 10);
  for (const sv of [r.pick(depSvcs), r.pick(depSvcs)])
    s.every(r.int(150000, 300000), (t) => s.emit(t, sv.name, "warn", dep[sv.rt]));

  // retries that succeed
  s.every(r.int(50000, 110000), (t) => {
    if (s.isQuiet(R.tito, t) || R.kiosk === R.tito) return;
    const id = s.id();
    const caller = R.kiosk;
    s.emit(t, caller, "warn", `POST ${R.tito}/validate returned 503 (attempt 1/3), retrying in 250ms`, { trace: id });
    s.emit(t + r.int(260, 400), caller, "info", `POST ${R.tito}/validate ok on attempt 2`, { trace: id });
  });
  s.every(r.int(70000, 140000), (t) => {
    const id = s.id();
    s.emit(t, R.app, "warn", `upstream ${R.player} socket hang up on GET /api/players/*/balance, retry 1`, {
      trace: id,
    });
    acc(t + r.int(20, 90), R.app, "GET", "/v2/players/me/points", 200, r.int(120, 400), id);
  });

  deployLines(s, e, b.deploy.svc, b.deploy.at, b.deploy.kind);
}

export function gamingDay(t: number): string {
  return new Date(t - 6 * 3600000).toISOString().slice(0, 10);
}

function noisyLine(s: Stream, svc: string): void {
  const r = s.rng;
  const msgs: Record<string, () => string> = {
    "surveillance-bridge": () =>
      `VMS bookmark rejected for EGM ${egm(r)}: camera mapping missing in site map (HTTP 404 from vms-recorder), event dropped`,
    "loyalty-api": () => `FCM send failed for device ${r.hex(8)}: messaging/registration-token-not-registered`,
    "etable-link": () => `Shuffler SHF-${r.int(1, 12)} firmware reported unknown status byte 0x${r.hex(2)}; ignoring`,
    "guest-app-bff": () => `APNs rejected push to ${r.hex(8)}: 410 Unregistered`,
    "table-tracker": () => `chip tray RFID reader TR-${r.int(1, 40)} returned checksum mismatch, using last good count`,
    "promo-credits": () => `Offer OF-${r.digits(4)} has no artwork for locale es-US; falling back to en-US`,
    "hotel-dining-app": () => `menu sync: item ${r.digits(5)} for outlet ${r.int(10, 40)} has no price, skipped`,
    "ops-notify": () => `pager webhook dedup: alert ${r.hex(6)} already open, not re-sent`,
    "rewards-ledger": () => `points reconciliation: player ${player(r)} drift 0 pts (rounding), ignored`,
    "surveil-events": () => `camera CAM-${r.int(100, 480)} has no EGM overlay mapping, skipping overlay`,
    "loyalty-mobile-api": () => `Sentry transport: 429 Too Many Requests, event ${r.hex(12)} dropped`,
    "progressive-ctrl": () => `sign controller SIGN-${r.int(1, 30)} NAK on level 4 display update, will resend`,
  };
  const m = msgs[svc] ?? (() => `unexpected response from reporting sink, ignored`);
  const level = svc === "ops-notify" || svc === "promo-credits" || svc === "rewards-ledger" ? "warn" : "error";
  s.every(r.int(4000, 9000), (t) => s.emit(t, svc, level, m()), s.start + r.int(0, 20000));
}

export function deployLines(s: Stream, e: Estate, svc: string, at: number, kind: "deploy" | "reload"): void {
  const r = s.rng;
  const rt = runtimeOf(e, svc);
  if (kind === "reload") {
    s.emit(
      at,
      svc,
      "info",
      `config reload requested (configmap ${svc}-config resourceVersion ${r.int(100000, 999999)})`,
    );
    s.emit(at + r.int(50, 300), svc, "info", `config reloaded: ${r.int(2, 9)} keys changed, no restart needed`);
    return;
  }
  const ver = `${r.int(2, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  s.emit(at, svc, "info", `Received SIGTERM, draining connections (rollout ${svc}-${r.hex(10)})`);
  s.emit(at + r.int(800, 3000), svc, "info", `shutdown complete`);
  const up = at + r.int(5000, 12000);
  const started: Record<string, string> = {
    java: `Started Application in ${r.int(6, 19)}.${r.digits(3)} seconds (process running for ${r.int(8, 22)}.${r.digits(2)})`,
    dotnet: "Application started. Press Ctrl+C to shut down.",
    node: `server listening on :8080 (version ${ver})`,
    python: "Application startup complete.",
    go: `listening on :8443 version=${ver}`,
    ruby: `* Listening on http://0.0.0.0:3000 (Puma version: 6.4.2, version ${ver})`,
    cpp: `startup complete, build ${ver}`,
  };
  s.emit(up, svc, "info", `starting ${svc} version ${ver}`);
  s.emit(up + r.int(1000, 9000), svc, "info", started[rt]);
}
