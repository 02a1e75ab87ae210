// Noise from the physical world of locks, keys and vans: smart locks dropping offline, key-machine wear alarms,
// van telemetry thresholds, GPS gaps, addresses the geocoder cannot place, blanks out of stock, lock firmware
// too old to provision, undeliverable SMS, dead push tokens, code-slot conflicts, late handheld scans, invoice
// rendering warnings.
import { access, api } from "./http.js";
import { count, enc, exName, type NoiseKind, rate } from "./noise-kit.js";

export const locksOffline: NoiseKind = {
  id: "smartlock_offline",
  title: "smart locks dropping offline on weak Wi-Fi and low batteries",
  run(ctx, r, w) {
    const sl = ctx.svc("smartlock");
    ctx.poisson(r, rate(3, w), (t) => {
      const lock = ctx.lock();
      const why = r.pick([
        `battery ${r.int(3, 12)}%`,
        `rssi -${r.int(84, 96)}dBm`,
        "gateway unreachable",
        "keepalive timeout",
      ]);
      ctx.emit(t, sl, "WARN", `device ${lock} unreachable: last heartbeat ${r.int(6, 90)}m ago (${why})`);
      if (r.chance(0.3))
        ctx.emit(t + 5, sl, "ERROR", `code sync to ${lock} failed: device offline; queued for next heartbeat`);
      if (r.chance(0.5))
        ctx.emit(
          t + r.int(30000, 400000),
          sl,
          "INFO",
          `device ${lock} back online; ${r.int(0, 3)} queued operations applied`,
        );
    });
  },
};

export const keyMachineAlarms: NoiseKind = {
  id: "key_machine_alarms",
  title: "key machines reporting blade wear, jams and calibration drift",
  run(ctx, r, w) {
    const k = ctx.svc("keys");
    const n = count(ctx, w, 26);
    for (let i = 0; i < n; i++) {
      const t = ctx.at(r, 0, 1);
      const m = `${ctx
        .town()
        .toLowerCase()
        .replace(/[^a-z]/g, "")}-M${r.int(1, 3)}`;
      const order = ctx.order();
      switch (r.int(0, 3)) {
        case 0:
          ctx.emit(
            t,
            k,
            "WARN",
            `machine ${m} reported BLADE_WEAR ${r.int(85, 97)}% (replace at 85%); cutting continues`,
          );
          break;
        case 1:
          ctx.emit(
            t,
            k,
            "ERROR",
            `machine ${m} fault E${r.int(20, 48)} CLAMP_NOT_SEATED during ${order}; cut aborted, operator asked to reseat blank`,
          );
          ctx.emit(t + r.int(20000, 90000), k, "INFO", `Cut order ${order} complete on ${m} after operator retry`);
          break;
        case 2:
          ctx.emit(
            t,
            k,
            "WARN",
            `machine ${m} calibration drift ${r.float(0.031, 0.06).toFixed(3)}mm on jaw B (tolerance 0.030mm); auto-recalibrating`,
          );
          ctx.emit(t + r.int(40000, 80000), k, "INFO", `machine ${m} recalibrated, drift 0.00${r.int(2, 9)}mm`);
          break;
        default:
          ctx.emit(t, k, "WARN", `machine ${m} went offline (controller power cycled by shop staff)`);
          ctx.emit(
            t + r.int(60000, 200000),
            k,
            "INFO",
            `machine ${m} reconnected, firmware ${r.pick(["3.4.1", "3.4.2"])}`,
          );
      }
    }
  },
};

export const vanTelemetry: NoiseKind = {
  id: "van_telemetry",
  title: "van telemetry thresholds (battery, doors, geofences)",
  run(ctx, r, w) {
    const fl = ctx.svc("fleet");
    ctx.poisson(r, rate(2.5, w), (t) => {
      const v = ctx.van();
      switch (r.int(0, 3)) {
        case 0:
          ctx.emit(
            t,
            fl,
            "WARN",
            `van ${v} battery ${r.float(11.2, 11.79).toFixed(2)}V below threshold 11.8V (ignition off ${r.int(2, 9)}h)`,
          );
          break;
        case 1:
          ctx.emit(t, fl, "WARN", `van ${v} rear door open ${r.int(5, 14)}m at stop (threshold 5m)`);
          break;
        case 2:
          ctx.emit(
            t,
            fl,
            "INFO",
            `van ${v} left geofence depot-${r.pick(["north", "south", "east"])} after hours; tech on callout ${ctx.callout()}, alert suppressed`,
          );
          break;
        default:
          ctx.emit(
            t,
            fl,
            "WARN",
            `van ${v} cabin temperature ${r.int(36, 44)}C above 35C (stock note: adhesive, batteries)`,
          );
      }
    });
  },
};

export const gpsGaps: NoiseKind = {
  id: "gps_gaps",
  title: "technician GPS gaps in tunnels and rural dead spots",
  run(ctx, r, w) {
    const fl = ctx.svc("fleet");
    ctx.poisson(r, rate(5, w), (t) => {
      const tech = ctx.tech();
      switch (r.int(0, 2)) {
        case 0:
          ctx.emit(
            t,
            fl,
            "WARN",
            `stale location for ${tech}: last fix ${r.int(181, 900)}s ago (threshold 180s); using dead reckoning`,
          );
          break;
        case 1:
          ctx.emit(t, fl, "WARN", `rejected fix for ${tech}: accuracy ${r.int(150, 900)}m > 100m`);
          break;
        default:
          ctx.emit(
            t,
            fl,
            "INFO",
            `dropped ${r.int(3, 40)} out-of-order pings from ${tech} (device clock behind by ${r.int(2, 60)}s)`,
          );
      }
    });
  },
};

export const geocodeMisses: NoiseKind = {
  id: "geocode_misses",
  title: "addresses the geocoder cannot place",
  run(ctx, r, w) {
    const s = r.chance(0.5) ? ctx.svc("dispatch") : ctx.svc("pricing");
    const maps = ctx.estate.vendors.maps;
    ctx.poisson(r, rate(2.2, w), (t) => {
      const addr = `${r.pick(["Unit 4", "Flat 2b", "The Old Forge", "Plot 17", "Rear of 22"])}, ${r.pick(["Mill Yard", "Station Approach", "Back Lane", "Chapel Row", "New Build Phase 3"])}`;
      if (r.chance(0.7))
        ctx.emit(
          t,
          s,
          "WARN",
          `${maps} geocode ZERO_RESULTS for "${addr}, ${ctx.postcode()}"; falling back to postcode centroid`,
          { ids: ctx.ids() },
        );
      else
        ctx.emit(t, s, "WARN", `${maps} geocode timed out after 1500ms for "${addr}"; using cached district centroid`, {
          ids: ctx.ids(),
        });
    });
  },
};

export const blankOutOfStock: NoiseKind = {
  id: "blank_out_of_stock",
  title: "reservations refused because a van or shop is out of a blank",
  run(ctx, r, w) {
    const st = ctx.svc("stock");
    ctx.poisson(r, rate(2.4, w), (t) => {
      const ids = ctx.ids();
      const b = r.chance(0.5)
        ? ctx.blank()
        : r.pick(["euro cylinder 45/55 3-star", "uPVC gearbox 45mm", "mortice 3-lever 64mm"]);
      const v = ctx.van();
      ctx.emit(
        t,
        st,
        "WARN",
        `reservation refused: ${b} not in stock on ${v} (on hand 0, requested 1); nearest alternative ${ctx.van()} ${r.float(1, 12).toFixed(1)}km`,
        { ids },
      );
      access(ctx, t + 3, ids, {
        method: "POST",
        path: api(ctx, `/vans/${enc(v)}/reservations`),
        status: 409,
        ms: r.int(5, 40),
        up: st,
        ua: ctx.ua("app"),
      });
    });
  },
};

export const firmwareRejects: NoiseKind = {
  id: "firmware_rejects",
  title: "smart locks refused for firmware below the minimum",
  run(ctx, r, w) {
    const sl = ctx.svc("smartlock");
    ctx.poisson(r, rate(1.6, w), (t) => {
      const ids = ctx.ids();
      const lock = ctx.lock();
      const fw = r.pick(["1.9.0", "2.1.4", "2.3.1", "2.5.9"]);
      ctx.emit(
        t,
        sl,
        r.chance(0.4) ? "ERROR" : "WARN",
        `provisioning refused for ${lock}: firmware ${fw} below minimum 2.6.0 (412 Precondition Failed); installer told to update over BLE`,
        { ids },
      );
      access(ctx, t + 4, ids, {
        method: "POST",
        path: api(ctx, `/smartlocks/${lock}/provision`),
        status: 412,
        ms: r.int(20, 120),
        up: sl,
        ua: ctx.ua("app"),
      });
    });
    if (sl.runtime === "go" && r.chance(0.7)) {
      const t = ctx.at(r, 0.1, 0.9);
      ctx.emit(
        t,
        sl,
        "ERROR",
        `recovered from panic decoding telemetry frame from ${ctx.lock()} fw=1.9.0 (frame dropped)`,
        {
          trace: {
            ex: "panic",
            msg: "runtime error: index out of range [12] with length 12",
            frames: [
              ["internal/telemetry.FrameDecoder", "decodeV1"],
              ["internal/telemetry.FrameDecoder", "Decode"],
              ["internal/mqtt.Bridge", "onMessage"],
            ],
            tail: "none",
          },
        },
      );
    }
  },
};

export const smsUndeliverable: NoiseKind = {
  id: "sms_undeliverable",
  title: "SMS to landlines and dead numbers rejected by the vendor",
  run(ctx, r, w) {
    const nt = ctx.svc("notify");
    const v = ctx.estate.vendors.sms;
    const ex = exName(nt, {
      jvm: "SmsRejectedException",
      node: "SmsVendorError",
      python: "SmsRejected",
      ruby: "Sms::Rejected",
      dotnet: "SmsRejectedException",
    });
    ctx.poisson(r, rate(2.4, w), (t) => {
      const why = r.pick([
        "21614 'To' number is not a valid mobile number",
        "30003 Unreachable destination handset",
        "30005 Unknown destination handset",
        "21610 Attempt to send to unsubscribed recipient",
      ]);
      ctx.emit(
        t,
        nt,
        r.chance(0.5) ? "ERROR" : "WARN",
        `${v} rejected SMS to ${ctx.phone()} for ${ctx.callout()}: ${ex} ${why}; falling back to voice call task`,
        { ids: ctx.ids() },
      );
    });
  },
};

export const deadPushTokens: NoiseKind = {
  id: "dead_push_tokens",
  title: "push tokens of uninstalled tech apps pruned",
  run(ctx, r, w) {
    const nt = ctx.svc("notify");
    ctx.poisson(r, rate(3, w), (t) => {
      if (r.chance(0.5))
        ctx.emit(
          t,
          nt,
          "WARN",
          `FCM send failed for device d-${r.hex(8)} (${ctx.tech()}): messaging/registration-token-not-registered; token removed`,
        );
      else
        ctx.emit(
          t,
          nt,
          "WARN",
          `APNs 410 Unregistered for device ${r.hex(16)}... (${ctx.tech()}) reason=Unregistered timestamp=${Date.UTC(2026, 0, 1) + r.int(0, 9e9)}; token removed`,
        );
    });
  },
};

export const codeConflicts: NoiseKind = {
  id: "lock_code_conflicts",
  title: "access-code syncs answered 409 and treated as done",
  run(ctx, r, w) {
    const sl = ctx.svc("smartlock");
    const vendor = ctx.estate.vendors.locks;
    ctx.poisson(r, rate(4, w), (t) => {
      const lock = ctx.lock();
      ctx.emit(
        t,
        sl,
        "WARN",
        `${vendor} PUT /locks/${lock}/codes/slot-${r.int(1, 8)} -> 409 Conflict (code already set); treating as success`,
      );
    });
  },
};

export const lateScans: NoiseKind = {
  id: "late_scans",
  title: "handheld scanners uploading late, buffered scans",
  run(ctx, r, w) {
    const st = ctx.svc("stock");
    ctx.poisson(r, rate(1.4, w), (t) => {
      const hh = `HH-${r.int(10, 60)}`;
      ctx.emit(
        t,
        st,
        "WARN",
        `scan batch from ${hh} (${ctx.van()}): ${r.int(5, 60)} events older than 6h rejected as stale; ${r.int(0, 40)} applied`,
      );
      if (r.chance(0.4))
        ctx.emit(
          t + 10,
          st,
          "WARN",
          `unknown barcode ${r.int(100000000, 999999999)}${r.int(1000, 9999)} from ${hh}; parked for review`,
        );
    });
  },
};

export const invoiceWarnings: NoiseKind = {
  id: "invoice_render_warnings",
  title: "invoice PDF rendering warnings",
  run(ctx, r, w) {
    const s = ctx.svc("jobs");
    ctx.poisson(r, rate(3, w), (t) => {
      const inv = `INV-${r.int(200000, 299999)}`;
      ctx.emit(t, s, "WARN", `font 'Gotham-Book' not found, falling back to 'DejaVu Sans' (${inv})`);
      if (r.chance(0.4))
        ctx.emit(
          t + 20,
          s,
          "WARN",
          `image https://cdn.${ctx.estate.host.split(".").slice(1).join(".")}/logos/partner-${r.int(1, 40)}.png 404; rendering ${inv} without partner logo`,
        );
      ctx.emit(t + r.int(200, 900), s, "INFO", `${inv} rendered (${r.int(1, 4)} pages) and emailed`);
    });
  },
};

export const FIELD: NoiseKind[] = [
  locksOffline,
  keyMachineAlarms,
  vanTelemetry,
  gpsGaps,
  geocodeMisses,
  blankOutOfStock,
  firmwareRejects,
  smsUndeliverable,
  deadPushTokens,
  codeConflicts,
  lateScans,
  invoiceWarnings,
];
