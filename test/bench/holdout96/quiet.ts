// The 12 quiet windows: only the domain's everyday noise, each with one harmless burst that looks worse than it is.
import type { Say } from "./incidents.js";

export interface QuietSpec {
  estate: "harbourline" | "meridian" | "northvale" | "coastlink";
  note: string;
  burst: { service: string; perMin: number; durSec: number; f: Say };
}

export const QUIET: QuietSpec[] = [
  {
    estate: "harbourline",
    note: "an ordinary morning peak: declined taps, a tunnel validator catching up, a config refresh.",
    burst: {
      service: "validator-gateway",
      perMin: 20,
      durSec: 90,
      f: (r) => [
        "info",
        `validator V${r.int(1000, 2999)} back online after ${r.int(8, 20)}m offline, uploading ${r.int(50, 300)} buffered taps`,
      ],
    },
  },
  {
    estate: "meridian",
    note: "displays on one corridor drop and reconnect after a 4G cell handover; everything recovers on its own.",
    burst: {
      service: "pid-display-hub",
      perMin: 24,
      durSec: 120,
      f: (r) => ["warn", `PID-${r.int(400, 460)} disconnected (code 1006), reconnecting in 5s`],
    },
  },
  {
    estate: "northvale",
    note: "an ordinary evening with expired-ticket scans and stale FCM tokens being pruned.",
    burst: {
      service: "inspector-scan-api",
      perMin: 14,
      durSec: 150,
      f: (r) => ["info", `scan rejected device=INS-${r.int(10, 99)}: ticket expired ${r.int(2, 90)} min ago`],
    },
  },
  {
    estate: "coastlink",
    note: "buses returning to the depot close sessions and go stale; routine.",
    burst: {
      service: "onboard-unit-gw",
      perMin: 20,
      durSec: 180,
      f: (r) => ["info", `obu=${r.int(200, 699)} ignition off at depot, session closed`],
    },
  },
  {
    estate: "harbourline",
    note: "a denylist refresh with a batch of newly denylisted cards being declined at gates.",
    burst: {
      service: "gate-controller",
      perMin: 16,
      durSec: 120,
      f: (r) => ["info", `gate G${r.int(1, 64)} tap declined card=****${r.int(1000, 9999)} reason=DENYLISTED`],
    },
  },
  {
    estate: "meridian",
    note: "a planned line closure produces many CANCELED trip updates; feeds carry them as designed.",
    burst: {
      service: "trip-updates",
      perMin: 18,
      durSec: 200,
      f: (r) => ["info", `trip ${r.int(100000, 199999)}_${r.int(1, 9)} is CANCELED, skipping stop_time_update`],
    },
  },
  {
    estate: "northvale",
    note: "a few card refusals and retried device syncs during a normal lunchtime.",
    burst: {
      service: "payment-orchestrator",
      perMin: 8,
      durSec: 120,
      f: (r) => ["info", `payment refused order=O${r.int(100000, 999999)} refusalReason=Refused (card issuer)`],
    },
  },
  {
    estate: "coastlink",
    note: "validators on buses leaving a tunnel upload backlogs with interrupted-upload warnings that resume.",
    burst: {
      service: "bus-validator-sync",
      perMin: 16,
      durSec: 120,
      f: (r) => ["warn", `[sync] bus ${r.int(200, 699)} upload interrupted (tunnel), will resume`],
    },
  },
  {
    estate: "harbourline",
    note: "a login-heavy hour with wrong passwords on the account portal; nothing broken.",
    burst: {
      service: "account-portal-api",
      perMin: 14,
      durSec: 150,
      f: (r) => [
        "info",
        `POST /api/v1/login 401 ${r.int(30, 90)}ms - bad password for customer C${r.int(100000, 999999)}`,
      ],
    },
  },
  {
    estate: "meridian",
    note: "depot buses with stale positions and a kiosk config reload; ordinary.",
    burst: {
      service: "avl-gateway",
      perMin: 20,
      durSec: 150,
      f: (r) => [
        "info",
        `OBU ${r.int(4000, 4999)} at depot BRK, stale position age=${r.int(900, 9000)}s, not forwarded`,
      ],
    },
  },
  {
    estate: "northvale",
    note: "a rider login spike with some invalid credentials after an app update; normal.",
    burst: {
      service: "identity-auth",
      perMin: 12,
      durSec: 150,
      f: (r) => [
        "warn",
        `type=LOGIN_ERROR realmId=northvale clientId=mticket-app userId=${r.hex(8)}-${r.hex(4)} error=invalid_user_credentials`,
      ],
    },
  },
  {
    estate: "coastlink",
    note: "roadside signs on 4G going offline and back; the planner retries a geocoder 502 once.",
    burst: {
      service: "pid-signage",
      perMin: 12,
      durSec: 180,
      f: (r) => ["info", `sign SGN-${r.int(10, 240)} offline (4G), last seen ${r.int(1, 30)}m ago`],
    },
  },
];
