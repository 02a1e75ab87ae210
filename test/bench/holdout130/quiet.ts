// The 12 quiet windows: only the domain's ordinary noise, with a benign blip or two that recovers on its own.
import { acct, community, deploy, money, vendor } from "./baseline.js";
import type { Role } from "./estates.js";
import type { Scn } from "./stream.js";

export interface Quiet {
  est: string;
  day16?: boolean;
  note: string;
  run: (s: Scn, mid: number) => void;
}

const lateFees = (s: Scn, at: number) => {
  const l = s.S("ledger");
  s.emit(
    l,
    at,
    "info",
    `late-fee job started for period ${new Date(at).toISOString().slice(0, 8)}16 (grace period ended)`,
  );
  for (let i = 0; i < 20; i++) {
    s.emit(
      l,
      at + 400 + i * 900,
      "info",
      `late fee 25.00 posted to ${acct(s)} (balance ${money(s, 300, 2000)} past due)`,
    );
  }
  s.emit(
    l,
    at + 20000,
    "info",
    `late-fee job finished: ${s.rng.int(120, 400)} fees posted, ${s.rng.int(2, 12)} skipped (payment plan)`,
  );
};

const blip = (s: Scn, role: Role, at: number) => {
  const v = s.S(role);
  const p = s.S("portal");
  s.emit(p, at, "warn", `upstream ${v} returned 502, retrying (attempt 2/3)`);
  s.emit(p, at + 700, "warn", `upstream ${v} returned 502, retrying (attempt 3/3)`);
  s.emit(p, at + 1500, "info", `retry succeeded for ${v} after 2 retries`);
};

const vendorSilent = (s: Scn, at: number) => {
  if (!s.has("workorders")) return;
  s.emit(
    s.S("workorders"),
    at,
    "warn",
    `escalating WO-${s.rng.int(80000, 89999)} to community manager: ${vendor(s)} unresponsive for 72h`,
  );
};

export const QUIETS: Quiet[] = [
  {
    est: "ridgeway",
    day16: true,
    note: "Ridgeway on the sixteenth: late fees posted, ACH returns, fobs denied for owners in arrears; nothing broken.",
    run: (s, mid) => {
      lateFees(s, mid - 60000);
      deploy(s, s.svc("resale"), mid);
    },
  },
  {
    est: "bayshore",
    note: "Bayshore weekday traffic with a config reload on compliance-svc and one transient 502 from amenities that recovers on retry.",
    run: (s, mid) => {
      s.emit(s.S("violations"), mid, "info", "configuration reloaded from env (LOG_LEVEL, PHOTO_MAX_MB)");
      blip(s, "amenity", mid + 90000);
    },
  },
  {
    est: "summit",
    note: "Summit quiet window: NACHA batch built and sent, ES slow query, sms-relay rollout.",
    run: (s, mid) => {
      s.emit(
        s.S("search"),
        mid,
        "warn",
        `[index.search.slowlog.query] [records-es-1] [violations-2026.06][1] took[1.2s], took_millis[1204], total_hits[9214 hits], search_type[QUERY_THEN_FETCH], source[{"query":{"match":{"unit":"7-204"}}}]`,
      );
      vendorSilent(s, mid + 30000);
    },
  },
  {
    est: "pinegate",
    day16: true,
    note: "Pinegate on the sixteenth: late fees, a vendor not answering a work order, board votes; nothing broken.",
    run: (s, mid) => {
      lateFees(s, mid);
      vendorSilent(s, mid + 120000);
    },
  },
  {
    est: "ridgeway",
    note: "Ridgeway evening: amenity bookings refused at capacity, a resale certificate rush, one transient dues-ledger 502 recovered by retry.",
    run: (s, mid) => {
      blip(s, "ledger", mid);
      for (let i = 0; i < 8; i++)
        s.emit(
          s.S("resale"),
          mid + i * 7000,
          "info",
          `rush certificate RC-${s.rng.int(10000, 19999)} ordered for closing tomorrow`,
        );
    },
  },
  {
    est: "bayshore",
    day16: true,
    note: "Bayshore on the sixteenth with late fees and a payments-ach restart that comes back cleanly.",
    run: (s, mid) => {
      lateFees(s, mid - 30000);
    },
  },
  {
    est: "summit",
    note: "Summit morning: inspectors upload violations, some owners denied at the gym for arrears, condo-portal config reload.",
    run: (s, mid) => {
      s.emit(
        s.S("portal"),
        mid,
        "info",
        "Configuration reloaded: appsettings.Production.json (FeatureFlags:NewDashboard=true)",
      );
      blip(s, "amenity", mid + 40000);
    },
  },
  {
    est: "pinegate",
    note: "Pinegate board-meeting night: ballots and ARC approvals spike, minutes published; nothing broken.",
    run: (s, mid) => {
      for (let i = 0; i < 30; i++)
        s.emit(
          s.S("board"),
          mid + i * 2500,
          "info",
          `ballot cast on motion M-${s.rng.int(200, 230)} by owner ${acct(s)} (proxy: ${s.rng.chance(0.2)})`,
        );
      s.emit(
        s.S("board"),
        mid + 80000,
        "info",
        `meeting minutes MIN-${s.rng.int(400, 700)} published for ${community(s)} board meeting`,
      );
    },
  },
  {
    est: "ridgeway",
    note: "Ridgeway afternoon with a workorder-hub rollout and vendors not acknowledging work orders.",
    run: (s, mid) => {
      vendorSilent(s, mid);
      vendorSilent(s, mid + 60000);
    },
  },
  {
    est: "bayshore",
    note: "Bayshore late evening: low traffic, ACH returns for closed accounts, keyfob-bridge retries a controller once and succeeds.",
    run: (s, mid) => {
      const a = s.S("access");
      s.emit(a, mid, "warn", "controller BLD-1031/ctl-2: read tcp 10.61.3.14:4070: i/o timeout, retrying");
      s.emit(a, mid + 2100, "info", "controller BLD-1031/ctl-2 reconnected, 2 queued changes pushed");
    },
  },
  {
    est: "summit",
    day16: true,
    note: "Summit on the sixteenth: late fees posted by hoa-billing, estoppel certificates rendered, ES GC overhead notes.",
    run: (s, mid) => {
      lateFees(s, mid);
    },
  },
  {
    est: "pinegate",
    note: "Pinegate weekend: clubhouse bookings at capacity, gate-access denials for arrears, a members-api config reload.",
    run: (s, mid) => {
      s.emit(s.S("portal"), mid, "info", "config reloaded: rate_limit.per_owner=60/min (was 40/min)");
      blip(s, "amenity", mid + 50000);
    },
  },
];
