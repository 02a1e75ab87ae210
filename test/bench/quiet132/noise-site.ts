// Harmless noise from the festival site itself: gate scanners on flaky links, pass-back refusals, mistyped
// wristband codes, weather holds, crowd-density alerts, flat sensor batteries, offline card terminals,
// artists' uploads, dead push tokens, set-time changes, and permission refusals.
import { emit, role, rt, spread } from "./ctx.js";
import { count, firstRole, has, hasAny, type NoiseKind } from "./noise-kit.js";
import { pyTrace } from "./stacks.js";
import { ARTISTS, chipUid, hhmm, hhmmss, podIp, slug } from "./text.js";
import type { Ctx } from "./types.js";

function linkFlap(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "gate");
  const gate = r.pick(c.estate.words.gates.slice(0, 4));
  const lane = r.int(1, 12);
  const outage = r.int(20000, 150000);
  const buffered = r.int(3, 80);
  switch (c.estate.key) {
    case "harbourlight": {
      const dev = `GATE-${gate}-${String(lane).padStart(2, "0")}`;
      emit(c, t, svc, "warn", `scanner heartbeat missed device=${dev} last_seen=${r.int(31, 60)}s link=4g`);
      if (r.chance(0.6))
        emit(
          c,
          t + r.int(2000, 9000),
          svc,
          "error",
          `uplink push failed device=${dev} err="dial tcp 10.60.${r.int(1, 9)}.${r.int(10, 99)}:7443: i/o timeout"`,
        );
      emit(
        c,
        t + outage,
        svc,
        "info",
        `device reconnected device=${dev} replayed_offline_scans=${buffered} offline_for=${Math.round(outage / 1000)}s`,
      );
      return;
    }
    case "northmoor": {
      const l = `${gate}-${lane}`;
      emit(c, t, svc, "warn", `lane ${l} offline: no heartbeat for 60s`);
      if (r.chance(0.6))
        emit(
          c,
          t + r.int(1000, 8000),
          svc,
          "error",
          `lane ${l} upload failed: read tcp 172.20.${r.int(0, 9)}.${r.int(2, 200)}:9000->10.8.${r.int(0, 9)}.${r.int(2, 200)}:${r.int(40000, 60000)}: read: connection reset by peer`,
        );
      emit(c, t + outage, svc, "info", `lane ${l} back online, ${buffered} buffered scans flushed`);
      return;
    }
    case "saltmarsh": {
      const l = `${gate}-${String(lane).padStart(2, "0")}`;
      emit(
        c,
        t,
        svc,
        "warn",
        `lane ${l} link down (lte rssi=${-r.int(108, 118)} sinr=${-r.int(1, 6)}), scanner in offline mode`,
      );
      if (r.chance(0.5))
        emit(
          c,
          t + r.int(1000, 6000),
          svc,
          "error",
          `lane ${l}: scan upload failed: Post "https://turnstile.internal/v1/scans": dial tcp 10.61.${r.int(1, 9)}.${r.int(2, 99)}:443: i/o timeout`,
        );
      emit(c, t + outage, svc, "info", `lane ${l} link up, synced ${buffered} offline scans, 0 conflicts`);
      return;
    }
    default: {
      const rd = `R${r.int(1, 24)}`;
      emit(
        c,
        t,
        svc,
        r.chance(0.5) ? "error" : "warn",
        `reader ${rd} stream closed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.70.${r.int(1, 9)}.${r.int(2, 99)}:7000: connect: no route to host"`,
      );
      emit(c, t + outage, svc, "info", `reader ${rd} reconnected, backfilled ${buffered} scans from local buffer`);
    }
  }
}

function passback(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "gate");
  const g = r.pick(c.estate.words.gates.slice(0, 4));
  const first = hhmmss(t - r.int(60000, 5400000));
  const reason = r.pick([
    `ALREADY_INSIDE first_scan=${first}`,
    `ALREADY_INSIDE first_scan=${first}`,
    "WRONG_DAY ticket valid SUN only",
    "REVOKED ticket resold, barcode rotated",
    "WRONG_AREA camping pass at arena gate",
    "UNKNOWN_BARCODE screenshot of old barcode",
  ]);
  const code = `${c.estate.words.code}-${r.digits(7)}`;
  const lv = r.chance(0.7) ? "warn" : "error";
  if (c.estate.key === "kestrel")
    emit(c, t, svc, lv, `scan denied gate=${g} reader=R${r.int(1, 24)} ticket=${code} reason=${reason}`);
  else if (c.estate.key === "northmoor") emit(c, t, svc, lv, `gate ${g}: entry refused ${code} (${reason})`);
  else emit(c, t, svc, lv, `entry denied gate=${g} lane=${r.int(1, 12)} ticket=${code} reason=${reason}`);
}

function chipTypo(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "wristband");
  const reason = r.pick([
    "activation code checksum mismatch",
    "activation code not found",
    `chip ${chipUid(r)} already bound to another ticket`,
    "ticket already has an active wristband",
    `chip belongs to another event (${c.estate.words.code.replace("26", "25")} stock)`,
  ]);
  switch (rt(c, svc)) {
    case "python": {
      const code = reason.includes("already") ? 409 : reason.includes("found") ? 404 : 422;
      emit(c, t, svc, "warn", `activation refused: ${reason}`);
      emit(c, t + 3, svc, "info", `${podIp(r, 172)}:${r.int(30000, 60000)} - "POST /v1/activate HTTP/1.1" ${code}`);
      return;
    }
    case "go":
      emit(c, t, svc, r.chance(0.3) ? "error" : "warn", `activation failed: ${reason} code=${r.digits(6)}`);
      return;
    default:
      emit(c, t, svc, "warn", `Chip registration rejected: ${reason}`);
  }
}

function weatherHold(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const svc = role(c, "weather");
  const stage = r.pick(c.estate.words.stages.slice(0, 2));
  const t0 = r.float(from, from + (to - from) * 0.3);
  const red = t0 + r.float(90000, 240000);
  const lift = Math.min(to - 5000, red + r.float(180000, 500000));
  const dist = r.float(9, 14).toFixed(1);
  emit(
    c,
    t0,
    svc,
    "warn",
    `lightning strike detected ${dist} km ${r.pick(["SW", "W", "NW"])} (${r.int(2, 6)} strikes/5min), hold AMBER for outdoor stages`,
  );
  const tick = big ? 8000 : 60000;
  for (let t = t0 + tick; t < lift; t += tick) {
    const inRed = t >= red;
    const km = inRed ? r.float(3, 7.9) : r.float(8, 14);
    const gust = r.int(inRed ? 58 : 40, inRed ? 74 : 57);
    emit(
      c,
      t,
      svc,
      inRed ? "error" : "warn",
      `weather ${inRed ? "HOLD RED" : "hold AMBER"}: nearest strike ${km.toFixed(1)} km, gust ${gust} km/h at ${stage} mast (threshold 55)`,
    );
  }
  emit(c, red, svc, "error", `HOLD RED issued for ${stage} by duty manager: performance paused, crowd messaging sent`);
  if (c.estate.roles.push)
    emit(
      c,
      red + r.int(5000, 20000),
      role(c, "push"),
      "info",
      `weather hold message sent to ${r.int(18000, 52000)} devices (priority=high)`,
    );
  emit(c, lift, svc, "info", `hold lifted, GREEN: no strikes within 10 km for 30 min at ${stage}`);
}

function density(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const svc = role(c, "crowd");
  const zone = r.pick(c.estate.words.zones.slice(0, 3));
  const t0 = r.float(from, from + (to - from) * 0.4);
  const t1 = Math.min(to - 2000, t0 + r.float(180000, 420000));
  const step = big ? r.int(3000, 7000) : 45000;
  let peak = 0;
  for (let t = t0; t < t1; t += step) {
    const x = (t - t0) / (t1 - t0);
    const d = 3.7 + 1.6 * Math.sin(Math.PI * x) + r.float(-0.2, 0.2);
    peak = Math.max(peak, d);
    if (d >= 5)
      emit(
        c,
        t,
        svc,
        "error",
        `RED density ${d.toFixed(2)} p/m2 in ${zone} (threshold 5.00), stewards dispatched, screens switched to redirect`,
      );
    else if (d >= 4)
      emit(
        c,
        t,
        svc,
        "warn",
        `AMBER density ${d.toFixed(2)} p/m2 in ${zone} (threshold 4.00) for ${Math.round((t - t0) / 1000)}s`,
      );
  }
  emit(
    c,
    t1,
    svc,
    "info",
    `${zone} back below amber (peak ${peak.toFixed(2)} p/m2); incident log CR-${r.int(100, 999)} closed by control room`,
  );
}

function sensorFault(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = firstRole(c, r.chance(0.6) ? "crowd" : "weather", "crowd", "weather");
  const weatherOnly = svc === c.estate.roles.weather && svc !== c.estate.roles.crowd;
  if (weatherOnly || (svc === c.estate.roles.weather && r.chance(0.3))) {
    const wx = `${r.pick(["WX", "WX", "LD"])}-${r.int(1, 12)}`;
    emit(
      c,
      t,
      svc,
      r.chance(0.5) ? "error" : "warn",
      r.pick([
        `anemometer ${wx} reading stuck at 0.0 m/s for ${r.int(300, 1200)}s, excluded from hold logic`,
        `rain gauge ${wx} offline: battery ${r.int(1, 6)}%`,
        `lightning detector ${wx} self-test failed (antenna fault), using Met Office feed only`,
        `${wx} reported gust ${r.int(250, 480)} km/h (implausible), discarded`,
        `${wx} payload checksum mismatch, dropped`,
      ]),
    );
    return;
  }
  const id = `${r.pick(["CD", "DS", "CAM"])}-${r.int(100, 260)}`;
  const m = r.pick([
    `sensor ${id} offline: battery ${r.int(1, 6)}%`,
    `sensor ${id} reading NaN, discarded`,
    `sensor ${id} reported density ${r.int(40, 99)}.0 p/m2 (implausible), discarded`,
    `camera ${id} RTSP stream error: 404 Not Found, retrying in 30s`,
    `sensor ${id} last seen ${r.int(300, 2000)}s ago, excluded from zone model`,
  ]);
  if (rt(c, svc) === "python" && r.chance(0.12)) {
    emit(c, t, svc, "error", `failed to decode payload from ${id}, skipped`, {
      stack: pyTrace(
        [["/app/ingest/decoder.py", 57, "decode", 'reading = struct.unpack_from("<HhI", payload, 4)']],
        `struct.error: unpack_from requires a buffer of at least 12 bytes for unpacking 8 bytes at offset 4 (actual buffer size is ${r.int(4, 11)})`,
      ),
    });
    return;
  }
  emit(c, t, svc, r.chance(0.5) ? "error" : "warn", m);
}

function posOffline(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "pos");
  const term =
    c.estate.key === "kestrel"
      ? `KW-POS-${r.int(100, 320)}`
      : c.estate.key === "saltmarsh"
        ? `ST-${r.int(10, 88)}`
        : `T-0${r.int(100, 480)}`;
  const m = r.pick([
    `terminal ${term} back online after ${r.int(8, 55)} min offline, uploading ${r.int(40, 420)} offline txns`,
    `terminal ${term}: offline txn above floor limit (${r.int(26, 60)}.00 > 25.00), flagged for review`,
    `terminal ${term}: ${r.int(2, 9)} txns with clock drift > 300s, re-stamped from sequence numbers`,
    `terminal ${term}: duplicate txn seq ${r.digits(6)} ignored (already settled)`,
    `terminal ${term} offline (last seen ${r.int(120, 900)}s ago) vendor="${r.pick(c.estate.words.vendors)}"`,
  ]);
  emit(c, t, svc, m.includes("duplicate") || m.includes("offline (") ? (r.chance(0.5) ? "error" : "warn") : "warn", m);
}

function riderUpload(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "advancing");
  const a = slug(r.pick(ARTISTS));
  const m = r.pick([
    `upload rejected artist=${a}: file too large (${r.int(26, 90)}.${r.int(0, 9)} MB > 25 MB)`,
    `clamav: stream: Win.Test.EICAR_HDB-1 FOUND (artist=${a}, upload quarantined)`,
    `stage plot conversion failed for artist=${a}: EOF marker not found`,
    `upload rejected artist=${a}: unsupported type image/heic`,
  ]);
  if (rt(c, svc) === "ruby") {
    emit(
      c,
      t,
      svc,
      "info",
      `Completed 422 Unprocessable Entity in ${r.int(80, 900)}ms (ActiveRecord: ${r.float(2, 9).toFixed(1)}ms | Allocations: ${r.int(9000, 40000)})`,
    );
    emit(c, t + 1, svc, m.includes("EOF") ? "error" : "warn", m);
  } else {
    emit(c, t, svc, m.includes("EOF") || m.includes("FOUND") ? "error" : "warn", m);
    if (r.chance(0.5)) emit(c, t + 2, svc, "warn", `Bad Request: /advance/${r.int(100, 400)}/uploads/`);
  }
}

function staleToken(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "push");
  const tok = r.hex(r.chance(0.5) ? 64 : 22);
  const apns = r.chance(0.5);
  switch (rt(c, svc)) {
    case "node":
      if (c.estate.key === "saltmarsh")
        emit(
          c,
          t,
          svc,
          "warn",
          apns
            ? `apns rejected token ${tok.slice(0, 10)}…: 410 Unregistered, removed`
            : `fcm error messaging/registration-token-not-registered for ${tok.slice(0, 10)}…, removed`,
        );
      else
        emit(
          c,
          t,
          svc,
          r.chance(0.4) ? "error" : "warn",
          apns
            ? `apns ${r.chance(0.8) ? "410 Unregistered" : "400 BadDeviceToken"} device=${tok.slice(0, 12)} (pruning)`
            : `fcm send failed device=${tok.slice(0, 12)}: messaging/registration-token-not-registered (pruning)`,
        );
      return;
    case "python":
      emit(
        c,
        t,
        svc,
        "error",
        apns
          ? `APNs send failed for ${tok.slice(0, 12)}: Unregistered (410)`
          : `FCM send failed for ${tok.slice(0, 12)}: UnregisteredError: Requested entity was not found.`,
      );
      return;
    default:
      emit(
        c,
        t,
        svc,
        "warn",
        apns
          ? `apns: Unregistered (410) token=${tok.slice(0, 16)} removed`
          : `fcm: UNREGISTERED token=${tok.slice(0, 16)} removed`,
      );
  }
}

function setTimeChange(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const lineup = role(c, "lineup");
  const push = role(c, "push");
  const changes = big ? r.int(3, 6) : 1;
  spread(c, from, to - 120000, changes, (t) => {
    const a = r.pick(ARTISTS);
    const was = t + r.int(2, 5) * 3600000;
    emit(
      c,
      t,
      lineup,
      "info",
      `set time changed: ${a} ${hhmm(was)} -> ${hhmm(was + r.pick([15, 30, 45]) * 60000)} (${r.pick(c.estate.words.stages)})`,
    );
    const devices = r.int(8000, 40000);
    emit(c, t + 3000, push, "info", `fan-out set-change:${slug(a)} devices=${devices} started`);
    const retries = big ? r.int(6, 20) : r.int(1, 4);
    for (let i = 0; i < retries; i++)
      emit(
        c,
        t + 4000 + i * r.int(400, 1500),
        push,
        "warn",
        r.pick([
          `fcm 429 RESOURCE_EXHAUSTED (quota exceeded for project), backing off ${2 ** Math.min(i, 5)}s`,
          "apns 429 TooManyProviderTokenUpdates, reusing cached provider token",
          `fcm 503 UNAVAILABLE, retry ${(i % 8) + 1}/8 after ${2 ** Math.min(i % 8, 5)}s`,
        ]),
      );
    emit(
      c,
      t + 4000 + retries * 1600 + r.int(2000, 9000),
      push,
      "info",
      `fan-out set-change:${slug(a)} done delivered=${devices - r.int(50, 400)} failed=0 retried=${retries}`,
    );
  });
}

function denied(c: Ctx, t: number): void {
  const r = c.rng;
  if (c.estate.roles.advancing && r.chance(0.6)) {
    const svc = role(c, "advancing");
    if (rt(c, svc) === "ruby") {
      emit(
        c,
        t,
        svc,
        "info",
        `Completed 403 Forbidden in ${r.int(10, 60)}ms (ActiveRecord: ${r.float(1, 5).toFixed(1)}ms | Allocations: ${r.int(3000, 9000)})`,
      );
      emit(
        c,
        t + 1,
        svc,
        "warn",
        `Pundit::NotAuthorizedError: not allowed to update? this Advance (user ${r.int(100, 900)}, role agent)`,
      );
    } else
      emit(
        c,
        t,
        svc,
        "warn",
        `Forbidden (Permission denied): /advance/${r.int(100, 400)}/${r.pick(["guestlist", "fees", "hospitality"])}/`,
      );
    return;
  }
  if (c.estate.roles.pos && r.chance(0.6)) {
    emit(
      c,
      t,
      role(c, "pos"),
      "warn",
      `terminal T-0${r.int(100, 480)} not authorised for vendor "${r.pick(c.estate.words.vendors)}" (stall moved), batch quarantined for finance review`,
    );
    return;
  }
  const resale = c.estate.roles.resale;
  const userFacing = resale !== undefined && Object.values(c.estate.calls).some((callees) => callees.includes(resale));
  const svc = userFacing ? resale : firstRole(c, "shop");
  emit(
    c,
    t,
    svc,
    "warn",
    `Forbidden: user u_${r.digits(7)} attempted to ${r.pick(["withdraw", "reprice", "view payout of"])} listing L-${r.digits(6)} owned by another account`,
  );
}

export const SITE: NoiseKind[] = [
  {
    name: "gate_link_flaps",
    what: "gate scanners on 4G links dropping offline and replaying their buffered scans",
    fits: has("gate"),
    run: (c, from, to, big) => spread(c, from, to - 60000, count(c, big, 20, 55), (t) => linkFlap(c, t)),
  },
  {
    name: "passback_refusals",
    what: "gate refusals at doors-open: re-used barcodes, wrong day, resold tickets",
    fits: has("gate"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 60, 200), (t) => passback(c, t)),
  },
  {
    name: "wristband_typos",
    what: "festival-goers mistyping wristband activation codes",
    fits: has("wristband"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 35, 110), (t) => chipTypo(c, t)),
  },
  {
    name: "weather_hold",
    what: "a lightning and wind hold on the main stage, announced and lifted",
    fits: has("weather"),
    run: weatherHold,
  },
  {
    name: "crowd_density",
    what: "the front of the main stage crossing the amber and red density thresholds during a headliner",
    fits: has("crowd"),
    run: density,
  },
  {
    name: "sensor_faults",
    what: "crowd and weather sensors with flat batteries and garbage readings",
    fits: hasAny("crowd", "weather"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 35, 100), (t) => sensorFault(c, t)),
  },
  {
    name: "pos_offline",
    what: "bar and food terminals coming back from offline mode with late batches",
    fits: has("pos"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 30, 90), (t) => posOffline(c, t)),
  },
  {
    name: "rider_uploads",
    what: "artist teams uploading oversized, wrong-format or test-virus files to the advancing portal",
    fits: has("advancing"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 20, 60), (t) => riderUpload(c, t)),
  },
  {
    name: "stale_push_tokens",
    what: "push providers rejecting tokens of uninstalled apps, pruned as they come",
    fits: has("push"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 80, 260), (t) => staleToken(c, t)),
  },
  {
    name: "set_time_push",
    what: "set-time changes pushed to fans with the push provider throttling and retries succeeding",
    fits: has("lineup", "push"),
    run: setTimeChange,
  },
  {
    name: "permission_denials",
    what: "agents, vendors and fans refused actions on things that are not theirs",
    fits: hasAny("advancing", "pos", "resale"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 25, 80), (t) => denied(c, t)),
  },
];
