// Quiet windows: only the normal life of a dispatch platform, with harmless bursts that look alarming at first.
import type { Reaction } from "./incidents.js";

export interface QuietVariant {
  estate: string;
  note: string;
  extras: Reaction[];
}

const j = (n: number) => String(n).padStart(7, "0");

export const QUIET: QuietVariant[] = [
  {
    estate: "metrocab",
    note: "ordinary evening traffic at Metrocab; a short burst of card refusals at drop-off after a concert, all riders re-prompted.",
    extras: [
      {
        svc: "payments",
        level: "warn",
        perMin: 8,
        from: 0,
        until: 90,
        make: (r) => ({
          msg: `Capture refused booking=BK-${j(r.int(1, 9999999))} refusalReason=Refused -> rider notified to update card`,
        }),
      },
    ],
  },
  {
    estate: "metrocab",
    note: "4 a.m. window at Metrocab: few drivers, repeated 'no driver found' for outer zones and an unrelated rollout.",
    extras: [
      {
        svc: "dispatch-matcher",
        level: "warn",
        perMin: 3,
        from: 0,
        make: (r) => ({
          msg: `no driver found booking=BK-${j(r.int(1, 9999999))} zone=${r.pick(["CROYDON-S", "BRIXTON"])} radius=8km after 3 rounds`,
        }),
      },
    ],
  },
  {
    estate: "metrocab",
    note: "Metrocab morning peak with a brief eta-router 503 blip that fare-engine retries successfully.",
    extras: [
      {
        svc: "fare-engine",
        level: "warn",
        perMin: 10,
        from: 0,
        until: 40,
        make: (r) => ({
          msg: `HTTP call to eta-router retried (attempt 2) after ${r.int(200, 600)}ms: 503, succeeded`,
        }),
      },
    ],
  },
  {
    estate: "bluebird",
    note: "Bluebird lunchtime: drivers declining offers and an unrelated rollout or reload, nothing fails.",
    extras: [
      {
        svc: "job-allocator",
        level: "info",
        perMin: 12,
        from: 0,
        until: 180,
        make: (r) => ({
          msg: `Offer for job J${j(r.int(1, 9999999))} rejected by car ${r.int(100, 899)} (reason: Declined)`,
        }),
      },
    ],
  },
  {
    estate: "bluebird",
    note: "Bluebird night shift: ignition-off log-offs of many modems at shift change.",
    extras: [
      {
        svc: "avl-ingest",
        level: "info",
        perMin: 14,
        from: 0,
        until: 120,
        make: (r) => ({ msg: `modem ${r.digits(15)} logged off (ignition off) car=${r.int(100, 899)}` }),
      },
    ],
  },
  {
    estate: "bluebird",
    note: "Bluebird airport wave: surge multipliers up and a short run of surge-pricer read retries that succeed.",
    extras: [
      {
        svc: "surge-pricer",
        level: "warn",
        perMin: 6,
        from: 0,
        until: 60,
        make: (r) => ({
          msg: `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError' for /v1/events; ok on retry (${r.int(300, 900)}ms)`,
        }),
      },
    ],
  },
  {
    estate: "cityride",
    note: "CityRide Saturday night: rider cancellations after assignment and an unrelated rollout.",
    extras: [
      {
        svc: "rides-core",
        level: "info",
        perMin: 10,
        from: 0,
        until: 200,
        make: (r) => ({ msg: `ride rd_${j(r.int(1, 9999999))} cancelled by rider after assignment (fee EUR 4.00)` }),
      },
    ],
  },
  {
    estate: "cityride",
    note: "CityRide tunnel stretch: many low-accuracy fixes dropped by positions-stream, normal otherwise.",
    extras: [
      {
        svc: "positions-stream",
        level: "warn",
        perMin: 12,
        from: 0,
        make: (r) => ({ msg: `Dropped fix for driver D${r.digits(5)}: accuracy ${r.int(150, 900)}m exceeds 100m` }),
      },
    ],
  },
  {
    estate: "cityride",
    note: "CityRide weekday: a run of declined cards at drop-off and an unrelated rollout.",
    extras: [
      {
        svc: "wallet",
        level: "warn",
        perMin: 6,
        from: 0,
        until: 120,
        make: (r) => ({
          msg: `charge declined ride=rd_${j(r.int(1, 9999999))} decline_code=${r.pick(["insufficient_funds", "do_not_honor"])}`,
        }),
      },
    ],
  },
  {
    estate: "northern",
    note: "Northern Taxi Co-op early morning: no car for outer zones, drivers signing off mid-shift.",
    extras: [
      {
        svc: "mdt-link",
        level: "info",
        perMin: 5,
        from: 0,
        make: (r) => ({ msg: `car ${r.int(1, 420)} signed off mid-shift (driver break)` }),
      },
    ],
  },
  {
    estate: "northern",
    note: "Northern Taxi Co-op football crowd: rank queue swells and declined card payments, everything served.",
    extras: [
      {
        svc: "card-terminal",
        level: "warn",
        perMin: 6,
        from: 0,
        until: 150,
        make: (r) => ({ msg: `payment declined job=NT${j(r.int(1, 9999999))} response=51 Insufficient funds` }),
      },
    ],
  },
  {
    estate: "northern",
    note: "Northern Taxi Co-op afternoon with an unrelated rollout and GPS jumps in the underpass.",
    extras: [
      {
        svc: "trip-recorder",
        level: "warn",
        perMin: 6,
        from: 0,
        make: (r) => ({
          msg: `GPS fix for car ${r.int(1, 420)} jumped ${r.int(800, 3000)}m in 3s (Mancunian Way underpass), smoothed`,
        }),
      },
    ],
  },
];
