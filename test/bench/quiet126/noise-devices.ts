// Harmless noise from devices, media and partners: odd photos, partner systems rejecting records, offline
// kiosks and trackers, GPS jitter, ratio warnings that resolve, duplicate taps and withheld photos.
import { count, type NoiseKind } from "./noise-kit.js";
import * as stacks from "./stacks.js";
import { role } from "./types.js";
import { uuid } from "./voices.js";

const PIL = "/usr/local/lib/python3.11/site-packages/PIL";

export const unsupportedPhoto: NoiseKind = {
  id: "unsupported-photo",
  svcs: (e) => role(e, "media").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "media")[0]} fails on a handful of unreadable or oversized uploads (corrupt files, decompression-bomb sizes) with tracebacks, while other images process normally.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "media")[0];
    s.as("noise").spread(count(c, 16, a), c.t0, c.t1, (t) => {
      const obj = `0x7f${r.hex(10)}`;
      if (r.chance(0.3)) {
        s.add(
          t,
          svc,
          "WARN",
          `${PIL}/Image.py:3218: DecompressionBombWarning: Image size (${r.int(90, 140)}000000 pixels) exceeds limit of 89478485 pixels, could be decompression bomb DOS attack.`,
        );
        return;
      }
      const stack = stacks.python(
        e.key === "acorns"
          ? [
              {
                file: "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                line: 453,
                fn: "trace_task",
                code: "R = retval = fun(*args, **kwargs)",
              },
              {
                file: "/app/photos/tasks.py",
                line: 61,
                fn: "process_upload",
                code: "img = Image.open(io.BytesIO(blob))",
              },
              { file: `${PIL}/Image.py`, line: 3339, fn: "open", code: "raise UnidentifiedImageError(msg)" },
            ]
          : [
              { file: "/app/menu/images.py", line: 44, fn: "ingest", code: "with Image.open(upload.file) as img:" },
              { file: `${PIL}/Image.py`, line: 3339, fn: "open", code: "raise UnidentifiedImageError(msg)" },
            ],
        `PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at ${obj}>`,
      );
      if (e.key === "acorns")
        s.add(
          t,
          svc,
          "ERROR",
          `Task photos.process_upload[${uuid(r)}] raised unexpected: UnidentifiedImageError("cannot identify image file <_io.BytesIO object at ${obj}>")`,
          {
            stack,
            err: {
              type: "UnidentifiedImageError",
              message: `cannot identify image file <_io.BytesIO object at ${obj}>`,
            },
          },
        );
      else
        s.add(
          t,
          svc,
          "ERROR",
          `menu image upload ${r.pick(["IMG_4412.HEIC", "scan0003.tif", "lasagne.webp", "photo (2).jpg"])} rejected (415)`,
          {
            stack,
            err: { type: "UnidentifiedImageError", message: "cannot identify image file" },
          },
        );
    });
    s.as("bg");
  },
};

export const partnerRejects: NoiseKind = {
  id: "partner-rejects",
  svcs: (e) => role(e, "sync").slice(0, 1),
  note: (e) =>
    `Quiet: the partner system behind ${role(e, "sync")[0]} rejects individual records (unknown ids, ineligible children, bad addresses) with 4xx while the sync itself completes.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "sync")[0];
    s.as("noise").spread(count(c, 40, a), c.t0, c.t1, (t) => {
      const kid = e.vocab.child(r);
      switch (e.key) {
        case "acorns":
          s.add(
            t,
            svc,
            "ERROR",
            `Funding portal rejected claim line ${r.int(1, 80)} for child ${kid}: 422 ${r.pick(["'30 hours code not valid for this term (reconfirmation overdue)'", "'Child date of birth does not match HMRC record'", "'Duplicate claim: child funded at another provider'"])}`,
          );
          break;
        case "northfield":
          s.add(
            t,
            svc,
            "WARN",
            `OneRoster push rejected by partner 'ClassLink': 422 {"imsx_codeMajor":"failure","imsx_description":"sourcedId 'enr-${r.int(80000, 99999)}' references unknown class 'cls-${r.int(1000, 9999)}'"}`,
          );
          break;
        case "hopscotch":
          s.add(
            t,
            svc,
            "WARN",
            `district feed row ${r.int(2, 4000)}: address '${r.int(1, 9999)} ${r.pick(["Old Mill Rd", "Cty Rd 12", "PO Box 88"])}' not geocodable, rider ${kid} left unassigned`,
          );
          break;
        default:
          s.add(t, svc, "WARN", "student skipped", {
            kv: {
              school: e.vocab.site(r),
              student: kid,
              reason: r.pick(["no year level in feed", "duplicate external id", "enrolment end date in past"]),
            },
          });
      }
    });
    s.as("bg");
  },
};

export const deviceOffline: NoiseKind = {
  id: "device-offline",
  svcs: (e) => role(e, "devices").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "devices")[0]} reports field devices that drop offline (flat batteries, depot Wi-Fi, powered-off terminals) and come back.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "devices")[0];
    const devs = Array.from({ length: count(c, 10, a) }, () => e.vocab.device(r));
    for (const d of devs) {
      const t = r.range(c.t0, c.t1);
      const back = t + r.int(60, 400) * 1000;
      s.as("noise");
      switch (e.key) {
        case "acorns":
          s.add(t - 120000, svc, "WARN", "kiosk battery low", { kv: { kiosk: d, battery: `${r.int(2, 9)}%` } });
          s.add(t, svc, "ERROR", "kiosk offline", {
            kv: { kiosk: d, missed_heartbeats: 3, last_seen: new Date(t - 180000).toISOString() },
          });
          s.add(back, svc, "INFO", "kiosk back online", { kv: { kiosk: d, queued_events: r.int(0, 12) } });
          break;
        case "northfield":
          s.add(
            t,
            svc,
            "ERROR",
            `Terminal ${d} offline since ${new Date(t - 90000).toISOString().slice(11, 19)} (last seq ${r.int(5000, 9000)}); transactions will be replayed on reconnect`,
          );
          s.add(back, svc, "INFO", `Terminal ${d} reconnected, replayed ${r.int(0, 40)} offline transactions`);
          break;
        case "hopscotch":
          s.add(t, svc, "WARN", "tracker silent", {
            kv: {
              tracker: d,
              bus: `B-${r.int(201, 274)}`,
              no_fix_for: `${r.int(180, 900)}s`,
              last_cell: r.pick(["-109dBm", "-113dBm", "none"]),
            },
          });
          if (r.chance(0.6))
            s.add(back, svc, "INFO", "tracker resumed", { kv: { tracker: d, buffered_points: r.int(10, 300) } });
          break;
        default:
          s.add(t, svc, "ERROR", `${d} websocket closed code=1006 (abnormal closure); awaiting reconnect`);
          s.add(back, svc, "INFO", `${d} reconnected; resent ${r.int(0, 9)} tickets`);
      }
    }
    s.as("bg");
  },
};

export const gpsJitter: NoiseKind = {
  id: "gps-jitter",
  svcs: (e) => (e.key === "hopscotch" ? ["telemetry-ingest", "stop-eta"] : []),
  note: () =>
    "Quiet: telemetry-ingest discards many bad GPS fixes (urban canyon multipath, low satellite counts) and stop-eta lowers confidence on a few routes; positions keep flowing.",
  run(c, a) {
    const { s, r } = c;
    s.as("noise").spread(count(c, 90, a), c.t0, c.t1, (t) => {
      if (r.chance(0.6))
        s.add(t, "telemetry-ingest", "WARN", "fix dropped", {
          kv: {
            bus: `B-${r.int(201, 274)}`,
            hdop: r.range(6, 20).toFixed(1),
            sats: r.int(2, 4),
            reason: "hdop above 5.0",
          },
        });
      else if (r.chance(0.7))
        s.add(t, "telemetry-ingest", "WARN", "position jump rejected", {
          kv: { bus: `B-${r.int(201, 274)}`, jump_km: r.range(1.5, 9).toFixed(1), in: `${r.int(4, 12)}s` },
        });
      else
        s.add(t, "stop-eta", "WARN", "eta confidence low", {
          kv: { route: `R-${String(r.int(1, 34)).padStart(2, "0")}`, reason: "gps gaps > 60s on 2 of last 5 fixes" },
        });
    });
    s.as("bg");
  },
};

export const ratioWarnings: NoiseKind = {
  id: "ratio-warnings",
  svcs: (e) => (e.key === "acorns" ? ["ratio-monitor"] : []),
  note: () =>
    "Quiet: ratio-monitor raises several room ratio breaches during staff breaks and room moves, each restored within minutes; a routine operational alert for centre managers.",
  run(c, a) {
    const { s, r } = c;
    const n = count(c, 8, a);
    for (let i = 0; i < n; i++) {
      const t = r.range(c.t0, c.t1);
      const room = `${r.pick(["LA-BRI", "LA-LEE", "LA-YOR", "LA-NOT"])}/${r.pick(["Caterpillars", "Ladybirds", "Owls", "Robins"])}`;
      const req = r.pick(["1:3", "1:4", "1:8"]);
      s.as("noise").add(t, "ratio-monitor", "ERROR", "RATIO BREACH", {
        kv: {
          room,
          children: r.int(9, 26),
          staff: r.int(2, 3),
          required: req,
          cause: r.pick(["staff break", "room move", "late arrival of staff", "unscheduled child"]),
        },
      });
      s.add(t + 60000, "ratio-monitor", "WARN", "ratio still breached, room lead notified", {
        kv: { room, for: "60s" },
      });
      s.add(t + r.int(100, 400) * 1000, "ratio-monitor", "INFO", "ratio restored", { kv: { room } });
    }
    s.as("bg");
  },
};

export const duplicateTaps: NoiseKind = {
  id: "duplicate-taps",
  svcs: (e) => (e.key === "tuckshop" ? [] : role(e, "devices").slice(-1)),
  note: (e) =>
    `Quiet: ${role(e, "devices").slice(-1)[0]} ignores many duplicate taps and replayed transactions (idempotent), logged as warnings and conflicts.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "devices").slice(-1)[0];
    s.as("noise").spread(count(c, 70, a), c.t0, c.t1, (t) => {
      if (e.key === "acorns") {
        s.add(t, svc, "WARN", "request completed", {
          kv: {
            method: "POST",
            url: "/v1/checkins",
            statusCode: 409,
            responseTime: 3.2,
            err: `duplicate check-in for ${e.vocab.child(r)} within 5s ignored`,
          },
        });
      } else if (e.key === "hopscotch") {
        s.add(
          t,
          svc,
          "WARN",
          `Duplicate tap card=RF-${r.hex(6).toUpperCase()} within ${r.int(1, 3)}s on bus B-${r.int(201, 274)}, ignored`,
        );
      } else
        s.add(
          t,
          svc,
          "WARN",
          `Duplicate transaction seq ${r.int(5000, 9000)} from ${e.vocab.device(r)} ignored (idempotency key already processed)`,
        );
    });
    s.as("bg");
  },
};

export const consentMissing: NoiseKind = {
  id: "consent-missing",
  svcs: (e) => (e.key === "acorns" ? ["photo-pipeline", "parent-inbox"] : []),
  note: () =>
    "Quiet: photo-pipeline withholds many photos of children without photo consent and parent-inbox drops them from digests, logged as errors.",
  run(c, a) {
    const { s, r, e } = c;
    s.as("noise").spread(count(c, 45, a), c.t0, c.t1, (t) => {
      const kid = e.vocab.child(r);
      s.add(
        t,
        "photo-pipeline",
        "ERROR",
        `Consent check failed for photo P-${r.int(100000, 999999)}: child ${kid} has no photo consent (tagged by STAFF-${r.int(10, 99)}); photo withheld from families`,
      );
      if (r.chance(0.4))
        s.add(
          t + r.int(2000, 9000),
          "parent-inbox",
          "WARN",
          `digest for family F-${r.int(1000, 4999)}: excluded ${r.int(1, 3)} photo(s) (consent)`,
        );
    });
    s.as("bg");
  },
};
