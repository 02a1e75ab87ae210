// Hollow Creek: anpr_ingest's frame spool fills up (its retention sweeper stopped days ago); from the
// first ENOSPC every frame and every queued plate result fails to persist. gatekeeper, waiting for plate
// results, logs lookup timeouts and intercom fallbacks at every arrival and is louder than the origin.
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";
import { until } from "./kit.js";

function enospc(sc: SceneLike, t: number, frame: string, cam: string): void {
  const path = `/var/spool/anpr/${new Date(t).toISOString().slice(0, 10).replaceAll("-", "/")}/${cam}/${frame}.jpg`;
  sc.log(t, "anpr_ingest", "error", `failed to persist frame ${frame} cam=${cam}`, {
    errType: "OSError",
    stack: [
      "Traceback (most recent call last):",
      '  File "/srv/anpr/ingest/pipeline.py", line 203, in handle_frame',
      "    self.spool.persist(frame)",
      '  File "/srv/anpr/ingest/spool.py", line 112, in persist',
      "    fh.write(frame.jpeg)",
      `OSError: [Errno 28] No space left on device: '${path}'`,
    ],
  });
}

export const disk: Incident = {
  category: "disk",
  estate: "hollow",
  origin: "anpr_ingest",
  hints: ["space", "disk", "enospc", "full"],
  severity: "high",
  note: "anpr_ingest's frame spool volume filled up (its usage warnings ran from the start of the window), and from the first ENOSPC no frame or plate result could be written, so gatekeeper's plate lookups timed out at every arrival and lanes fell back to the intercom.",
  noise: ["pedestal-breaker-trips", "wifi-vouchers-macs"],
  run(sc, t0) {
    // Usage warnings since before the window, creeping up.
    const total = 62.5;
    sc.every(60_000, sc.start, sc.end, 1500, (t) => {
      const frac = Math.min(1, 0.962 + ((t - sc.start) / Math.max(1, t0 - sc.start)) * 0.038);
      const pct = Math.min(100, frac * 100);
      sc.log(
        t,
        "anpr_ingest",
        "warn",
        `spool /var/spool/anpr usage ${pct.toFixed(1)}% (${((total * pct) / 100).toFixed(1)}/${total} GiB); retention sweeper last completed ${new Date(sc.start - 3 * 86_400_000 - 4_200_000).toISOString().slice(0, 16)}Z`,
      );
    });
    sc.suppress((ev) => ev.t >= t0 && ev.svc === "anpr_ingest" && ev.msg.includes("persisted"));
    sc.suppress((ev) => ev.t >= t0 && ev.svc === "gatekeeper" && ev.msg.includes("action=raise"));
    enospc(sc, t0, sc.rng.digits(6), "east-in");
    until(sc, sc.rng.float(7, 11), t0 + 200, (t) => {
      const cam = sc.rng.pick(["east-in", "east-out", "rv-in"]);
      enospc(sc, t, sc.rng.digits(6), cam);
      sc.log(
        t + 3000,
        "gatekeeper",
        "error",
        `lane=${cam} plate lookup timed out after 3s (anpr_ingest: no result), fallback=intercom`,
      );
      sc.log(t + 3010, "gatekeeper", "warn", `lane=${cam} action=hold reason=no_plate_result intercom=ringing`);
      if (sc.rng.chance(0.6))
        sc.log(
          t + sc.rng.int(20_000, 60_000),
          "gatekeeper",
          "info",
          `lane=${cam} action=raise by=gatehouse-staff (manual)`,
        );
      if (sc.rng.chance(0.7))
        sc.log(
          t + 3500,
          "gatekeeper",
          "error",
          `lane=${cam} plate lookup timed out after 3s (anpr_ingest: no result), retry 1/1`,
        );
    });
    // The local result queue (SQLite on the same volume) cannot commit either.
    sc.every(sc.rng.int(25_000, 40_000), t0 + 3000, sc.end, 3000, (t) => {
      sc.log(t, "anpr_ingest", "error", "result queue commit failed, 1 batch retained in memory", {
        errType: "sqlite3.OperationalError",
        stack: [
          "Traceback (most recent call last):",
          '  File "/srv/anpr/ingest/results.py", line 58, in flush',
          "    self.db.commit()",
          "sqlite3.OperationalError: database or disk is full",
        ],
      });
    });
  },
};
