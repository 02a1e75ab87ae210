// Quiet hours made loud on the parks themselves: gates, cameras, hook-up meters, shop tills, guest wifi.
import { type Ctx, emit, every, MIN } from "./context.js";
import type { Scenario } from "./scenario.js";
import { pitch, plate } from "./words.js";

const span = (ctx: Ctx, at: number, min: number) => Math.min(ctx.end, at + min * MIN);
const mac = (ctx: Ctx) => Array.from({ length: 6 }, () => ctx.rng.hex(2)).join(":");

export const QUIET_SITE: Scenario[] = [
  {
    kind: "camera-clock-drift",
    estate: "coastline",
    roles: ["anpr", "barrier"],
    hour: 5,
    note: "Gate cameras report NTP offsets and the ANPR service corrects event times; loud warnings about clocks, no wrong decisions.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 20, (t) =>
        emit(
          ctx,
          "anpr",
          t,
          "warn",
          `camera cam-${ctx.rng.pick(["main-in", "main-out", "overflow-in"])} clock offset ${ctx.rng.int(180, 2400)}ms from NTP, event time corrected`,
        ),
      );
    },
  },
  {
    kind: "dusk-low-light",
    estate: "lakeside",
    roles: ["anpr", "barrier"],
    hour: 19,
    note: "At dusk the gate cameras' plate reads fall below the confidence threshold and go to manual review; staff open by intercom as every evening.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 18, (t) => {
        emit(
          ctx,
          "anpr",
          t,
          "warn",
          `low confidence read ${plate(ctx.rng)} confidence=0.${ctx.rng.int(20, 58)} lane=MAIN-IN (ir illuminator on, headlight glare), queued for manual review`,
        );
        if (ctx.rng.chance(0.6))
          emit(
            ctx,
            "barrier",
            t + ctx.rng.int(8000, 40000),
            "info",
            "gate MAIN-IN opened manually by reception (intercom)",
          );
      });
    },
  },
  {
    kind: "friday-arrivals-queue",
    estate: "heatherdene",
    roles: ["anpr", "barrier", "booking"],
    hour: 15,
    note: "Friday 4pm arrivals: a queue at the entrance gate, queue-length warnings and busy booking lookups, every car let in.",
    run(ctx, at) {
      ctx.load = (t) => (t > at ? 2.2 : 1.4);
      every(ctx, at, ctx.end, 6, (t) =>
        emit(
          ctx,
          "barrier",
          t,
          "warn",
          `queue at MAIN-IN: ${ctx.rng.int(4, 11)} vehicles (loop B occupied ${ctx.rng.int(60, 300)}s)`,
        ),
      );
      every(ctx, at, ctx.end, 30, (t) =>
        emit(
          ctx,
          "booking",
          t,
          "info",
          `arrival check-in ${ctx.rng.int(100000, 999999)} pitch=${pitch(ctx.rng)} plate=${plate(ctx.rng)}`,
        ),
      );
    },
  },
  {
    kind: "gate-heartbeat-flap",
    estate: "pinewood",
    roles: ["barrier"],
    hour: 21,
    note: "The overflow-field gate controller sits on a weak 4G link and misses heartbeats then reconnects all evening; the gate itself works offline.",
    run(ctx) {
      every(ctx, ctx.start, ctx.end, 6, (t) => {
        emit(
          ctx,
          "barrier",
          t,
          "error",
          `controller gate-overflow heartbeat missed (${ctx.rng.int(3, 6)} consecutive), marking OFFLINE`,
        );
        emit(
          ctx,
          "barrier",
          t + ctx.rng.int(5000, 40000),
          "info",
          "controller gate-overflow reconnected (rssi -109 dBm), 0 queued events replayed",
        );
      });
    },
  },
  {
    kind: "meter-bus-crc",
    estate: "heatherdene",
    roles: ["ehu"],
    hour: 13,
    note: "Hook-up meters on a long RS-485 run give CRC errors; the collector re-reads them and gets good values on the second try.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 40, (t) => {
        const p = pitch(ctx.rng);
        emit(
          ctx,
          "ehu",
          t,
          "error",
          `modbus: read holding registers unit=${ctx.rng.int(1, 64)} (${p}): crc mismatch, retrying`,
        );
        emit(ctx, "ehu", t + 400, "info", `modbus: ${p} read ok on retry 1`);
      });
    },
  },
  {
    kind: "ehu-reconciliation",
    estate: "coastline",
    roles: ["ehu", "worker"],
    hour: 2,
    note: "The nightly hook-up reconciliation fills reading gaps by interpolation and flags them, hundreds of warnings and a clean finish.",
    run(ctx, at) {
      emit(ctx, "worker", at, "info", "job ehu-reconciliation started for 2026-08-30");
      every(ctx, at, ctx.end - 60000, 70, (t) =>
        emit(
          ctx,
          "ehu",
          t,
          "warn",
          `reading gap ${ctx.rng.int(1, 6)}h on meter ${pitch(ctx.rng)}, filled by linear interpolation (flagged estimated)`,
        ),
      );
      emit(
        ctx,
        "worker",
        ctx.end - 40000,
        "info",
        "job ehu-reconciliation finished: 3180 meters, 412 estimated, 0 failed",
      );
    },
  },
  {
    kind: "meter-firmware-rollout",
    estate: "lakeside",
    roles: ["ehu", "broker"],
    hour: 10,
    note: "A staged firmware update takes hook-up meters offline one bank at a time; offline and back-online messages, no billing lost.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 8, (t) => {
        const bank = `bank-${ctx.rng.int(1, 30)}`;
        emit(ctx, "ehu", t, "warn", `${bank}: 12 meters offline (firmware update 2.4.1 in progress)`);
        emit(
          ctx,
          "broker",
          t + 100,
          "info",
          `closing AMQP connection <0.${ctx.rng.int(100, 999)}.0> (10.4.1.${ctx.rng.int(2, 200)}:${ctx.rng.int(30000, 60000)} -> 10.4.0.5:5672, vhost: 'ehu', user: 'meter_gw'): client unexpectedly closed TCP connection`,
        );
        emit(
          ctx,
          "ehu",
          t + ctx.rng.int(60000, 120000),
          "info",
          `${bank}: 12 meters back online, firmware 2.4.1, registers resynced`,
        );
      });
    },
  },
  {
    kind: "till-offline-replay",
    estate: "pinewood",
    roles: ["till", "payments"],
    hour: 7,
    note: "Shop tills come back after overnight broadband maintenance and replay their offline sales; duplicates are rejected by idempotency keys.",
    run(ctx, at) {
      every(ctx, at, span(ctx, at, 8), 60, (t) =>
        emit(
          ctx,
          "till",
          t,
          "info",
          `offline sale replayed receipt R${ctx.rng.int(100000, 999999)} from till-${ctx.rng.int(1, 4)}`,
        ),
      );
      every(ctx, at, span(ctx, at, 8), 15, (t) =>
        emit(ctx, "till", t, "error", `409 Conflict: duplicate receipt (Idempotency-Key ${ctx.rng.hex(16)}), skipped`),
      );
    },
  },
  {
    kind: "shop-stocktake",
    estate: "coastline",
    roles: ["till"],
    hour: 18,
    note: "Evening stocktake in the site shop posts hundreds of adjustments and negative-stock warnings for gas cylinders and ice.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 40, (t) =>
        emit(
          ctx,
          "till",
          t,
          ctx.rng.chance(0.3) ? "warn" : "info",
          ctx.rng.chance(0.3)
            ? `negative stock for SKU ${ctx.rng.pick(["gas-butane-4.5kg", "ice-bag-2kg", "firewood-net", "calor-patio-5kg"])}: -${ctx.rng.int(1, 9)} after adjustment`
            : `stock adjustment SKU ${ctx.rng.hex(6)} counted=${ctx.rng.int(0, 80)}`,
        ),
      );
    },
  },
  {
    kind: "wifi-voucher-typos",
    estate: "heatherdene",
    roles: ["wifi", "radius"],
    hour: 17,
    note: "Arrivals try their wifi vouchers with typos; RADIUS rejects by the hundred and the DHCP pool warns at 88%.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 45, (t) => {
        const m = mac(ctx);
        emit(
          ctx,
          "radius",
          t,
          "info",
          `Auth: (${ctx.rng.int(1000, 99999)}) Login incorrect (rlm_sql: voucher not found): [${m}] (from client ap-field-${ctx.rng.int(1, 9)} port 0)`,
        );
        emit(ctx, "wifi", t + 50, "warn", `login rejected for ${m}: Access-Reject (invalid voucher)`);
      });
      every(ctx, at, ctx.end, 1, (t) =>
        emit(
          ctx,
          "wifi",
          t,
          "warn",
          `dhcp pool guest-vlan utilisation ${ctx.rng.int(86, 91)}% (${ctx.rng.int(880, 930)}/1022 leases)`,
        ),
      );
    },
  },
  {
    kind: "captive-probe-storm",
    estate: "coastline",
    roles: ["wifi", "edge"],
    hour: 20,
    note: "Phones joining the guest wifi hammer captive-portal detection URLs and HTTPS sites before login; redirects and TLS errors, portal fine.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 50, (t) =>
        emit(
          ctx,
          "wifi",
          t,
          ctx.rng.chance(0.3) ? "error" : "info",
          ctx.rng.chance(0.3)
            ? "tls: client offered only unsupported versions or HSTS host before portal login, handshake aborted"
            : `302 redirect to portal for ${ctx.rng.pick(["captive.apple.com/hotspot-detect.html", "connectivitycheck.gstatic.com/generate_204", "www.msftconnecttest.com/connecttest.txt"])}`,
        ),
      );
    },
  },
  {
    kind: "sca-challenges",
    estate: "lakeside",
    roles: ["payments", "booking"],
    hour: 12,
    note: "Many issuers demand 3-D Secure for deposit payments; the first attempt fails with authentication_required and the guest completes the challenge.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 25, (t) => {
        const b = `BK-${ctx.rng.int(100000, 999999)}`;
        emit(
          ctx,
          "payments",
          t,
          "error",
          `payment intent pi_${ctx.rng.hex(14)} for ${b} failed: authentication_required (SCA), sending 3DS challenge`,
        );
        if (ctx.rng.chance(0.85))
          emit(
            ctx,
            "payments",
            t + ctx.rng.int(20000, 90000),
            "info",
            `3DS challenge completed for ${b}, charge captured`,
          );
      });
    },
  },
  {
    kind: "weather-widget-vendor",
    estate: "pinewood",
    roles: ["booking", "edge"],
    hour: 11,
    note: "The weather widget's free vendor API times out; the booking site serves the cached forecast and nobody notices.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 30, (t) =>
        emit(
          ctx,
          "booking",
          t,
          "warn",
          "weather widget: GET https://api.openforecast.example/v1/daily timed out after 2000ms, serving cached forecast (age 47m)",
        ),
      );
      every(ctx, at, ctx.end, 2, (t) =>
        emit(ctx, "booking", t, "error", "circuit breaker weather-widget OPEN (failure rate 96%), fallback=cached"),
      );
    },
  },
  {
    kind: "cron-overlap",
    estate: "lakeside",
    roles: ["worker"],
    hour: 5,
    note: "A long occupancy export overruns its slot and the next runs skip with 'previous run still in progress' warnings until it finishes.",
    run(ctx, at) {
      every(ctx, ctx.start, ctx.end, 6, (t) =>
        emit(
          ctx,
          "worker",
          t,
          "warn",
          "beat: task export_occupancy_stats skipped: previous run still in progress (lock held 41m)",
        ),
      );
      emit(ctx, "worker", at + 2 * MIN, "info", "export_occupancy_stats succeeded in 2630.4s: 18 sites");
    },
  },
];
