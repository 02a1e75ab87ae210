// Hollow Creek: the Aurora MySQL writer fails over; res_core (the only service on that database) keeps
// writing through connections to the old writer, now a read-only reader. Reads keep working; every write
// fails. The OTA bridge's retry storm is far louder than res_core itself.
import { railsTime } from "../clock.js";
import { rollout } from "../lifecycle.js";
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";
import { until } from "./kit.js";

const WRITES = [
  [
    "POST",
    "/api/v1/reservations",
    "Api::V1::ReservationsController#create",
    "app/models/reservation.rb:112:in `confirm!'",
    "app/controllers/api/v1/reservations_controller.rb:58:in `create'",
  ],
  [
    "POST",
    "/api/v1/holds",
    "Api::V1::HoldsController#create",
    "app/models/site_hold.rb:41:in `place!'",
    "app/controllers/api/v1/holds_controller.rb:22:in `create'",
  ],
  [
    "PATCH",
    "/api/v1/stays/checkin",
    "Api::V1::StaysController#checkin",
    "app/models/stay.rb:77:in `check_in!'",
    "app/controllers/api/v1/stays_controller.rb:41:in `checkin'",
  ],
  [
    "PUT",
    "/internal/key_events",
    "Internal::KeyEventsController#update",
    "app/models/key_event.rb:19:in `record!'",
    "app/controllers/internal/key_events_controller.rb:12:in `update'",
  ],
  [
    "PUT",
    "/internal/nights",
    "Internal::NightsController#update",
    "app/models/site_night.rb:58:in `rebuild!'",
    "app/controllers/internal/nights_controller.rb:17:in `update'",
  ],
] as const;

/** A write request whose error is raised at `at` (the request started `dur` earlier). */
function failedWrite(sc: SceneLike, at: number, lost: boolean): void {
  const [verb, path, action, frame, ctrl] = sc.rng.pick(WRITES);
  const tr = sc.trace();
  const dur = lost ? sc.rng.int(900, 3100) : sc.rng.int(9, 40);
  const t = at - dur - 1;
  sc.log(
    t,
    "res_core",
    "info",
    `Started ${verb} "${path}" for 10.2.${sc.rng.int(1, 8)}.${sc.rng.int(2, 250)} at ${railsTime(t)}`,
    { trace: tr },
  );
  sc.log(t + 1, "res_core", "info", `Processing by ${action} as JSON`, { trace: tr });
  const err = lost
    ? "Mysql2::Error::ConnectionError: Lost connection to MySQL server during query"
    : "Mysql2::Error: The MySQL server is running with the --read-only option so it cannot execute this statement";
  sc.log(
    t + dur,
    "res_core",
    "info",
    `Completed 500 Internal Server Error in ${dur}ms (ActiveRecord: ${(dur * 0.8).toFixed(1)}ms | Allocations: ${sc.rng.int(2000, 6000)})`,
    { trace: tr },
  );
  sc.log(
    t + dur + 1,
    "res_core",
    "fatal",
    `ActiveRecord::${lost ? "ConnectionFailed" : "StatementInvalid"} (${err}):`,
    {
      trace: tr,
      errType: `ActiveRecord::${lost ? "ConnectionFailed" : "StatementInvalid"}`,
      stack: [
        "",
        frame,
        "app/services/ledger_sync.rb:23:in `block in call'",
        "app/services/ledger_sync.rb:14:in `call'",
        ctrl,
      ],
    },
  );
}

export const database: Incident = {
  category: "database",
  estate: "hollow",
  origin: "res_core",
  hints: ["mysql", "read-only", "readonly", "database"],
  severity: "high",
  note: "The Aurora MySQL writer behind res_core failed over and res_core kept writing to the demoted, read-only instance, so every reservation, hold, check-in and key event write failed while reads still worked; ota_bridge's retries, cabin_keys and the trading post report the 500s far more loudly.",
  noise: ["partner-rejects", "hold-conflicts"],
  run(sc, t0) {
    // An unrelated cabin_keys release a few minutes earlier.
    rollout(sc, "cabin_keys", t0 - sc.rng.int(180_000, 300_000), "2.9.1", sc.rng.int(20_000, 30_000));
    // In-flight queries lose their connections at the failover.
    const inFlight = sc.rng.int(3, 6);
    for (let i = 0; i < inFlight; i++) failedWrite(sc, t0 + (i === 0 ? 0 : sc.rng.int(50, 2500)), true);
    sc.log(
      t0 + 3200,
      "res_core",
      "warn",
      "ActiveRecord::ConnectionAdapters::Mysql2Adapter: reconnecting to hc-prod.cluster-c8x3k2q1.us-east-2.rds.amazonaws.com (attempt 1)",
    );
    sc.log(t0 + 3400, "res_core", "info", "ActiveRecord: connection pool reconnected (5/5)");
    const w0 = t0 + 4000;
    sc.suppress(
      (ev) =>
        ev.t >= w0 &&
        ev.svc === "res_core" &&
        /reservations"|ReservationsController#create|201 Created|ConfirmationMailerJob/.test(ev.msg),
    );
    sc.suppress(
      (ev) =>
        ev.t >= w0 && (ev.svc === "mailer" || ev.svc === "cabin_keys") && /Delivered mail|PIN issued/.test(ev.msg),
    );
    sc.suppress((ev) => ev.t >= w0 && ev.svc === "calendar_worker" && ev.msg.includes("INFO: done"));
    until(sc, sc.rng.float(8, 13), w0, (t) => failedWrite(sc, t, false));
    // Sidekiq rebuild jobs write nights through res_core's internal API.
    until(sc, sc.rng.float(2, 4), w0, (t) => {
      const jid = sc.rng.hex(24);
      sc.log(t, "calendar_worker", "info", `class=RebuildNightsJob jid=${jid} INFO: start`);
      sc.log(
        t + 300,
        "calendar_worker",
        "warn",
        `class=RebuildNightsJob jid=${jid} WARN: RuntimeError: res_core PUT /internal/nights returned 500 Internal Server Error`,
      );
      sc.log(t + 302, "calendar_worker", "info", `class=RebuildNightsJob jid=${jid} elapsed=0.31 INFO: fail`);
    });
    // The OTA bridge retries each partner import up to eight times with backoff: the loudest service.
    until(sc, sc.rng.float(3, 5), w0, (t) => {
      const ota = sc.rng.pick(["RigRoam", "CampNation", "OpenRoadStays"]);
      const id = `${ota.slice(0, 2).toUpperCase()}${sc.rng.digits(7)}`;
      let at = t;
      for (let k = 1; k <= 8; k++) {
        sc.log(
          at,
          "ota_bridge",
          "error",
          `[${ota}] import ${id} failed: res_core responded 500 Internal Server Error (attempt ${k}/8), retrying in ${2 ** k}s`,
        );
        at += 2 ** k * 1000 + sc.rng.int(0, 400);
      }
      sc.log(at, "ota_bridge", "error", `[${ota}] import ${id} moved to dead set after 8 attempts`);
    });
    until(sc, sc.rng.float(4, 7), w0, (t) => {
      sc.log(
        t,
        "cabin_keys",
        "error",
        `ack to res_core failed: PUT /internal/key_events -> 500 Internal Server Error (cabin=${sc.rng.pick(["Bluebird", "Wren", "Heron", "Osprey"])}, event=unlock)`,
      );
    });
    until(sc, sc.rng.float(2, 4), w0, (t) => {
      const o = sc.rng.digits(5);
      sc.log(
        t,
        "trading_post_pos",
        "error",
        `RoomCharge tender failed for Order #${o}: res_core returned 500 (InternalServerError)`,
      );
      if (sc.rng.chance(0.7))
        sc.log(
          t + sc.rng.int(20_000, 50_000),
          "trading_post_pos",
          "info",
          `Order #${o} closed: ${sc.rng.int(1, 5)} lines, ${(sc.rng.int(300, 6000) / 100).toFixed(2)} USD, tender Visa`,
        );
    });
    until(sc, sc.rng.float(2, 4), w0, (t) => {
      sc.log(
        t,
        "gatekeeper",
        "warn",
        `arrival post to res_core failed status=500 lane=${sc.rng.pick(["east-in", "rv-in"])}; gate opened from local allowlist, will resend`,
      );
    });
  },
};
