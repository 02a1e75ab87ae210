// Harmless noise in the karaoke rooms and the song catalogue: tracks not cleared for the territory, a
// publisher backfill skipping duplicates, broken lyric timings, the rights society rejecting report rows,
// room tablets dropping off wifi, sound-level and cellar-temperature alarms, rooms overrunning.
import { deviceId, jobLines, money, track } from "./background.js";
import { runtimeOf } from "./estates.js";
import { hit, type NoiseKind } from "./noise-kit.js";
import { exc } from "./stacks.js";
import { isrc } from "./traffic.js";

export const licenceRefusals: NoiseKind = {
  key: "licence_refusals",
  what: "songs refused because their licence does not cover the territory or has lapsed",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const q = ctx.svc("queue");
    const lic = ctx.svc("licence");
    ctx.poisson(a, b, 9 * k, (t) => {
      const code = isrc(r);
      const reason = r.pick([
        "territory_not_cleared",
        "licence_lapsed",
        "publisher_withdrawn",
        "explicit_blocked_before_21h",
      ]);
      hit(ctx, "queue", t, 451, { match: /queue|songs/, method: "POST" });
      ctx.emit(
        lic,
        t + r.int(5, 30),
        "INFO",
        `clearance lookup isrc=${code} status=NOT_CLEARED reason=${reason} source=cache`,
      );
      if (r.chance(0.25) && runtimeOf(q.framework) === "python") {
        const e = exc(r, q, "generic", {
          cls: `${q.pkg}.licensing.TrackNotCleared`,
          detail: `${code}: ${reason}`,
          where: ["licensing:Gate.check", "rooms:QueueService.add"],
        });
        ctx.emitExc(q, t + r.int(30, 60), "ERROR", "queue add refused", e);
      } else
        ctx.emit(
          q,
          t + r.int(30, 60),
          "WARN",
          `playback refused isrc=${code} track="${track(ctx)}" reason=${reason} room=${r.int(1, 14)}`,
        );
    });
  },
};

export const backfillDupes: NoiseKind = {
  key: "catalogue_backfill_dupes",
  what: "a publisher catalogue backfill re-sending tracks that already exist and skipping them",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const songs = ctx.svc("songs");
    const publisher = r.pick(["karafun-feed", "sunfly", "zoom-karaoke", "stingray-pro"]);
    const batches = r.int(60, 160);
    let batch = r.int(1, 20);
    ctx.every(a, b, 15000, (t) => {
      batch++;
      const dup = r.int(3, 40);
      ctx.emit(
        songs,
        t,
        "INFO",
        `backfill publisher=${publisher} batch ${batch}/${batches} rows=500 inserted=${500 - dup} duplicates=${dup}`,
      );
    });
    ctx.poisson(a, b, 24 * k, (t) => {
      const code = isrc(r);
      if (r.chance(0.4)) {
        const e = exc(r, songs, "dup", {
          detail: "tracks_isrc_key",
          where: ["ingest:TrackRepository.insert", "ingest:BackfillRunner.batch"],
        });
        ctx.emitExc(songs, t, "ERROR", `insert failed for isrc=${code}`, e);
      }
      ctx.emit(
        songs,
        t + 2,
        "WARN",
        `skipping duplicate isrc=${code} publisher=${publisher} (existing track id ${r.int(10000, 999999)})`,
      );
    });
  },
};

export const lyricsParse: NoiseKind = {
  key: "lyrics_parse_errors",
  what: "bad lyric timing files for a few tracks, falling back to plain lyrics",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const songs = ctx.svc("songs");
    ctx.poisson(a, b, 7 * k, (t) => {
      const id = r.int(10000, 999999);
      const ln = r.int(3, 80);
      const bad = r.pick([`[03:61.20]`, `[1:2.3.4]`, `[--:--.--]`, `[00:00.00][00:00.00]`]);
      if (r.chance(0.4)) {
        const e = exc(r, songs, "parse", {
          detail: `invalid timestamp ${bad} at line ${ln}`,
          where: ["lyrics:LrcParser.parse", "lyrics:LyricsService.timed"],
        });
        ctx.emitExc(songs, t, "ERROR", `LRC parse error track=${id}`, e);
      } else ctx.emit(songs, t, "ERROR", `LRC parse error track=${id} line ${ln}: invalid timestamp ${bad}`);
      ctx.emit(songs, t + r.int(1, 5), "WARN", `track=${id} "${track(ctx)}" served with unsynced lyrics`);
    });
  },
};

export const reportRejects: NoiseKind = {
  key: "licence_report_rejects",
  what: "the rights society accepting the play report but rejecting rows with unknown ISRCs",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const lic = ctx.svc("licence");
    const runs = Math.max(1, Math.round(3 * k));
    for (let i = 0; i < runs; i++) {
      const t = a + ((b - a) * (i + r.float(0.1, 0.7))) / runs;
      const total = r.int(800, 3000);
      const bad = r.int(6, 30);
      jobLines(ctx, lic, t, "upload_usage_report", r.int(3000, 9000), `{'rows': ${total}, 'rejected': ${bad}}`);
      ctx.emit(
        lic,
        t + r.int(1500, 2500),
        "WARN",
        `POST https://api.rightsbridge.example/v2/usage-reports -> 207 Multi-Status: ${total - bad}/${total} rows accepted`,
      );
      for (let j = 0; j < bad; j++)
        ctx.emit(
          lic,
          t + 2600 + j * r.int(2, 9),
          "ERROR",
          `usage report row ${r.int(1, total)} rejected: ${r.pick(["UNKNOWN_ISRC", "UNKNOWN_ISRC", "DUPLICATE_PLAY", "INVALID_VENUE_CODE"])} isrc=${isrc(r)}`,
        );
    }
  },
};

export const devicesOffline: NoiseKind = {
  key: "devices_offline",
  what: "room tablets and wireless mics dropping off the venue wifi and coming back",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const dev = ctx.svc("devices");
    const q = ctx.svc("queue");
    ctx.poisson(a, b, 4 * k, (t) => {
      const kind = r.pick(["room", "mic", "room"] as const);
      const id = deviceId(ctx, kind);
      const room = r.int(1, 14);
      ctx.emit(dev, t, "WARN", `device ${id} heartbeat missed (last seen ${r.int(31, 90)}s ago) room=${room}`);
      if (r.chance(0.7))
        ctx.emit(
          dev,
          t + r.int(30000, 60000),
          "ERROR",
          `device ${id} marked OFFLINE room=${room} rssi_last=-${r.int(78, 92)}dBm`,
        );
      if (kind === "room" && r.chance(0.5))
        ctx.emit(q, t + r.int(2000, 10000), "WARN", `room ${room} player unreachable, queue held`);
      ctx.emit(
        dev,
        t + r.int(70000, 240000),
        "INFO",
        `device ${id} back online after ${r.int(1, 4)}m${r.int(0, 59)}s room=${room}`,
      );
    });
  },
};

export const soundLevels: NoiseKind = {
  key: "sound_level_alerts",
  what: "sound-level meters in loud rooms breaching the noise licence limit and the limiter kicking in",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const dev = ctx.svc("devices");
    const rooms = [r.int(1, 14), r.int(1, 14)];
    ctx.poisson(a, b, 6 * k, (t) => {
      const room = r.pick(rooms);
      const spl = r.float(100.2, 104.5);
      ctx.emit(dev, t, "WARN", `SPL ${spl.toFixed(1)} dB(A) LAeq,1min above limit 100.0 in room ${room}`);
      if (r.chance(0.5))
        ctx.emit(dev, t + r.int(100, 600), "INFO", `limiter engaged room=${room} gain=-${r.int(2, 6)}dB`);
      if (r.chance(0.15))
        ctx.emit(
          dev,
          t + r.int(60000, 61000),
          "ERROR",
          `noise licence threshold breached for 60s in room ${room} (peak ${(spl + r.float(0.5, 3)).toFixed(1)} dB(A)); duty manager notified`,
        );
    });
  },
};

export const cellarTemps: NoiseKind = {
  key: "cellar_temperature",
  what: "a cellar cooler running warm during a defrost cycle and recovering",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const dev = ctx.svc("devices");
    const probe = `CEL-${r.int(1, 4)}`;
    let temp = r.float(7.6, 8.4);
    let over = 0;
    ctx.every(a, b, 30000 / Math.max(0.4, k), (t, i) => {
      const rising = i < 14;
      temp += rising ? r.float(0, 0.35) : -r.float(0, 0.4);
      temp = Math.max(6.5, temp);
      if (temp > 8) {
        over++;
        ctx.emit(
          dev,
          t,
          over > 10 ? "ERROR" : "WARN",
          `cellar probe ${probe} reading ${temp.toFixed(1)}°C above threshold 8.0°C${over > 10 ? ` for ${Math.round(over / 2)} min` : ""}`,
        );
      } else {
        if (over > 0) ctx.emit(dev, t, "INFO", `cellar probe ${probe} back within threshold (${temp.toFixed(1)}°C)`);
        over = 0;
      }
      if (i === 2) ctx.emit(dev, t + 500, "INFO", `cooler ${probe} defrost cycle started (scheduled)`);
    });
  },
};

export const roomOverruns: NoiseKind = {
  key: "room_overruns",
  what: "karaoke rooms overrunning their booking and being charged for extensions",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const bk = ctx.svc("bookings");
    const dev = ctx.svc("devices");
    ctx.poisson(a, b, 4 * k, (t) => {
      const room = r.int(1, 14);
      const over = r.int(5, 25);
      ctx.emit(
        bk,
        t,
        "WARN",
        `room ${room} session overran booking ${r.alnum(6, true)} by ${over}m; extension charged ${money(ctx, 10, 40)}`,
      );
      if (r.chance(0.5)) ctx.emit(dev, t + r.int(1000, 20000), "WARN", `door sensor room ${room} open > 300s`);
      if (r.chance(0.3))
        ctx.emit(
          bk,
          t + r.int(5000, 30000),
          "ERROR",
          `next booking for room ${room} delayed by ${over - r.int(0, 4)}m; guests notified by SMS`,
        );
    });
  },
};
