// The twelve quiet windows: only the domain's normal noise, plus a harmless bump each (a canary, a burst of
// declines, fines arriving, a slow nightly job, a vendor retry that succeeds).
import { dePlate, type EstateKey, nlPlate, vin } from "./estates.js";
import type { Rng } from "./rng.js";
import { every, type TEv } from "./stream.js";

export interface QuietDef {
  estate: EstateKey;
  note: string;
  extras: (r: Rng, t0: number, t1: number) => TEv[];
}

const mid = (t0: number, t1: number, r: Rng) => t0 + (t1 - t0) * (0.3 + r.next() * 0.4);

export const QUIET: QuietDef[] = [
  {
    estate: "northgate",
    note: "Normal dealer traffic with autotrader image rejections and a burst of 404s for sold vehicles after the nightly stock sweep; nothing breaks.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return every(r, m, m + 90000, 3, (t) => [
        {
          t,
          svc: "dealer-web",
          level: "warn",
          msg: `GET /used-cars/${vin(r).toLowerCase()} 404 ${r.int(10, 40)}ms (vehicle sold)`,
        },
      ]);
    },
  },
  {
    estate: "northgate",
    note: "Normal traffic; cap-hpi answers a run of 502s that tradein-valuation retries successfully, and inventory-api logs one slow query.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return [
        ...every(r, m, m + 120000, 10, (t) => [
          {
            t,
            svc: "tradein-valuation",
            level: "warn",
            msg: "cap-hpi lookup attempt 1 failed (HTTP 502), retrying in 500ms",
          },
          {
            t: t + 800,
            svc: "tradein-valuation",
            level: "info",
            msg: `valuation OK on attempt 2 (${r.int(700, 1500)}ms)`,
          },
        ]),
        {
          t: m + 30000,
          svc: "inventory-api",
          level: "warn",
          msg: "Slow query (2318 ms): select v.* from vehicle v where v.rooftop_id in (...) order by v.listed_at desc",
        },
      ];
    },
  },
  {
    estate: "northgate",
    note: "Normal traffic and a service-booking release during the window; the new pods come up cleanly.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return [
        {
          t: m,
          svc: "service-booking",
          level: "info",
          msg: "Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.1",
        },
        {
          t: m + 1500,
          svc: "service-booking",
          level: "warn",
          msg: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0.",
        },
        { t: m + 2500, svc: "service-booking", level: "info", msg: "Listening on http://0.0.0.0:3000" },
        {
          t: m + 4000,
          svc: "dealer-web",
          level: "warn",
          msg: `POST /service/book 503 ${r.int(5, 20)}ms (upstream connect error, retried ok)`,
        },
      ];
    },
  },
  {
    estate: "velden",
    note: "Normal dealer traffic with mobile.de rejections; feed-exporter is throttled once by mobile.de, backs off and completes.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return [
        {
          t: m,
          svc: "feed-exporter",
          level: "warn",
          msg: "mobile.de returned 429 Too Many Requests, backing off 60s (batch 3/7)",
        },
        {
          t: m + 61000,
          svc: "feed-exporter",
          level: "info",
          msg: `mobile.de export resumed: batch 3/7 accepted (${r.int(80, 100)} ads)`,
        },
      ];
    },
  },
  {
    estate: "velden",
    note: "Normal traffic; workshop-planner is redeployed with one Flyway migration and a short burst of 502s at the storefront during the switch.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return [
        {
          t: m,
          svc: "workshop-planner",
          level: "info",
          msg: 'o.f.core.internal.command.DbMigrate : Migrating schema "workshop" to version "88 - add tyre storage slot"',
        },
        {
          t: m + 600,
          svc: "workshop-planner",
          level: "info",
          msg: 'o.f.core.internal.command.DbMigrate : Successfully applied 1 migration to schema "workshop", now at version v88 (execution time 00:00.377s)',
        },
        { t: m + 3000, svc: "storefront", level: "warn", msg: `POST /werkstatt/termin 502 ${r.int(3, 20)}ms` },
        {
          t: m + 5000,
          svc: "workshop-planner",
          level: "info",
          msg: "Started WorkshopPlannerApplication in 11.2 seconds (process running for 12.1)",
        },
      ];
    },
  },
  {
    estate: "velden",
    note: "Normal traffic with a run of refused card payments and photo uploads without EXIF data; nothing breaks.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return every(r, m, m + 150000, 12, (t) => [
        {
          t,
          svc: "payment-link",
          level: "warn",
          msg: `payment VA-${r.digits(7)} REFUSED by issuer (reason: ${r.pick(["Not enough balance", "CVC Declined", "3D Not Authenticated"])})`,
        },
        {
          t: t + 300,
          svc: "photo-pipeline",
          level: "warn",
          msg: `EXIF orientation tag missing for upload ${dePlate(r).replace(" ", "")}.jpg, assuming landscape`,
        },
      ]);
    },
  },
  {
    estate: "roadlark",
    note: "Normal rental traffic; a whole car park level loses cellular coverage and its telematics units go offline, unlocks there are retried and succeed.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return every(r, m, m + 180000, 4, (t) => [
        {
          t,
          svc: "telematics-ingest",
          level: "warn",
          msg: `unit TCU-${r.digits(8)} offline: no heartbeat for ${r.int(1, 10)}m (last cell P3 level -3)`,
        },
      ]);
    },
  },
  {
    estate: "roadlark",
    note: "Airport peak at the counters: many declined cards and a pricing-engine config reload; all check-outs complete.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return [
        ...every(r, m, m + 120000, 8, (t) => [
          {
            t,
            svc: "counter-app",
            level: "warn",
            msg: `Card declined at AMS-SCHIPHOL desk ${r.int(1, 6)}: issuer response 51 (Insufficient funds), agent asked for another card`,
          },
        ]),
        {
          t: m + 20000,
          svc: "pricing-engine",
          level: "info",
          msg: "config reloaded: surge multipliers updated for AMS-SCHIPHOL (1.15)",
        },
      ];
    },
  },
  {
    estate: "roadlark",
    note: "Normal traffic with geofence exits of active rentals and slow but successful unlock acknowledgements.",
    extras: (r, t0, t1) =>
      every(r, t0 + 60000, t1, 25, (t) => [
        {
          t,
          svc: "geofence-watcher",
          level: "info",
          msg: `vehicle ${nlPlate(r)} left zone AMS-P1 with active rental, no action`,
        },
        {
          t: t + 200,
          svc: "unlock-service",
          level: "warn",
          msg: `unlock unit=TCU-${r.digits(8)} slow ack ${r.int(5000, 7900)}ms (threshold 5000ms)`,
        },
      ]),
  },
  {
    estate: "kestrel",
    note: "A batch of parking fines arrives for cars already returned: fines-processor logs many 'no agreement active' errors, as it does every day.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return every(r, m, m + 100000, 2, (t) => [
        {
          t,
          svc: "fines-processor",
          level: "error",
          msg: `PCN DC${r.digits(8)} for ${r.digits(3)}-D-${r.digits(5)}: no agreement active at offence time, vehicle returned ${r.int(1, 9)} days earlier - parked for manual review`,
        },
      ]);
    },
  },
  {
    estate: "kestrel",
    note: "Normal traffic and a checkout-desk release; one key box goes offline briefly and comes back.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return [
        { t: m, svc: "keyless-bridge", level: "warn", msg: "box 117 at ORK-CITY offline (last heartbeat 95s ago)" },
        { t: m + 140000, svc: "keyless-bridge", level: "info", msg: "box 117 at ORK-CITY back online" },
        {
          t: m + 40000,
          svc: "checkout-desk",
          level: "info",
          msg: "Application started. Hosting environment: Production; Content root path: /app",
        },
        {
          t: m + 41000,
          svc: "checkout-desk",
          level: "warn",
          msg: "Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository: Using an in-memory repository. Keys will not be persisted to storage.",
        },
      ];
    },
  },
  {
    estate: "kestrel",
    note: "Normal traffic; toll-rebill's passage job runs long and logs unmatched passages for returned cars, then finishes.",
    extras: (r, t0, t1) => {
      const m = mid(t0, t1, r);
      return [
        ...every(r, m, m + 90000, 6, (t) => [
          {
            t,
            svc: "toll-rebill",
            level: "warn",
            msg: `c.k.toll.RebillJob : passage ${r.digits(10)} M50 unmatched: vehicle returned before passage time, queued for review`,
          },
        ]),
        { t: m + 95000, svc: "toll-rebill", level: "info", msg: "c.k.toll.RebillJob : run finished in 94.2 s" },
      ];
    },
  },
];
