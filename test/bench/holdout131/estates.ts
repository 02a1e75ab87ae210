// The four made-up estates of holdout131 (two radio groups, two podcast hosts): their services and runtimes, and the
// normal traffic, jobs and harmless noise each one logs in every window.
import type { Rng } from "./rng.js";
import type { Level, Msg, Stream } from "./stream.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  ns: string;
  tracing: boolean;
  services: Record<string, Runtime>;
  /** services whose unrelated deploy or config reload may show up near the window's middle */
  deployable: string[];
  baseline(s: Stream): void;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");
const ip = (r: Rng) => `${r.pick([10, 172, 100, 81, 92, 86])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const TRACKS = [
  "Dua Lipa - Houdini",
  "Fleetwood Mac - Dreams",
  "Raye - Escapism",
  "Coldplay - Yellow",
  "Sabrina Carpenter - Espresso",
  "Arctic Monkeys - Do I Wanna Know?",
  "Kylie Minogue - Padam Padam",
  "The Killers - Mr. Brightside",
  "Noah Kahan - Stick Season",
  "Foo Fighters - Everlong",
  "Olivia Rodrigo - Vampire",
  "Elbow - One Day Like This",
];
const LISTENER_UA = [
  "Radioplayer/4.2.1 (iOS 17.5)",
  "VLC/3.0.20 LibVLC/3.0.20",
  "AppleCoreMedia/1.0.0.21F79 (iPhone; U; CPU OS 17_5 like Mac OS X)",
  "Sonos/79.1-52010",
  "Alexa Media Player/2.2.58",
  "Lavf/60.16.100",
  "ExoPlayerLib/2.19.1",
  "TuneIn Radio/33.8.1",
];
const APP_UA = [
  "AppleCoreMedia/1.0.0.21F79 (iPhone; U; CPU OS 17_5 like Mac OS X; en_gb)",
  "Overcast/3.0 (+http://overcast.fm/; iOS podcast app)",
  "PocketCasts/1.0 (Pocket Casts Feed Parser; +http://pocketcasts.com/)",
  "Spotify/8.9.44 iOS/17.5 (iPhone15,2)",
  "Podcasts/1640.3 CFNetwork/1496.0.7 Darwin/23.5.0",
  "CastBox/9.28.2-240430032 (Linux;Android 14) ExoPlayerLib/2.18.1",
  "Podbean/Android App 10.5.1 (http://podbean.com),8000125",
  "AntennaPod/3.4.0",
  "Castro 2024.6/1218",
  "Podcast Addict/v5 - Dalvik/2.1.0 (Linux; U; Android 13; SM-A536B)",
  "PodcastIndex.org/1.0 (+https://podcastindex.org)",
  "Googlebot/2.1 (+http://www.google.com/bot.html)",
];

/**
 * Chained lines of one request: each step [svc, level, message, offset ms]; `via` the services the request needs;
 * `anchored` the step indexes that happen whether or not the request then succeeds.
 */
function flow(
  s: Stream,
  tracing: boolean,
  perMin: number,
  build: (r: Rng) => Array<[string, Level, string, number]>,
  via: string[],
  anchored: number[] = [],
): void {
  const r = s.r;
  for (let t = s.t0 + r.gap(perMin); t < s.t1; t += r.gap(perMin)) {
    const trace = tracing ? r.hex(16) : undefined;
    build(r).forEach(([svc, lvl, msg, off], i) => {
      s.add({ t: t + off, svc, lvl, msg, trace, via, anchor: anchored.includes(i) });
    });
  }
}

const health = (s: Stream, svc: string, everyS: number, msg: Msg) => s.periodic(svc, "DEBUG", everyS, msg);

// ---------------------------------------------------------------- Northwave Radio Group (tracing) -------------
const NW_ST = ["nwhits", "nwgold", "nwtalk"];
export const northwave: Estate = {
  key: "northwave",
  ns: "northwave-prod",
  tracing: true,
  services: {
    "listener-app-bff": "node",
    "nowplaying-api": "go",
    "stream-auth": "go",
    "icecast-edge": "cpp",
    "stream-encoder": "cpp",
    "playout-engine": "dotnet",
    "traffic-scheduler": "dotnet",
    "ad-splicer": "java",
    "royalty-reporter": "java",
    "silence-monitor": "python",
  },
  deployable: ["listener-app-bff", "royalty-reporter", "traffic-scheduler", "silence-monitor"],
  baseline(s) {
    const T = true;
    flow(
      s,
      T,
      42,
      (r) => {
        const st = r.pick(NW_ST);
        const a = ms(r, 2, 9);
        return [
          ["nowplaying-api", "INFO", `GET /v1/nowplaying/${st} 200 ${a}ms cache=${r.chance(0.85) ? "hit" : "miss"}`, 0],
          ["listener-app-bff", "INFO", `GET /api/v3/stations/${st}/now 200 ${a + ms(r, 12, 40)}ms`, a + 15],
        ];
      },
      ["nowplaying-api"],
    );
    flow(
      s,
      T,
      24,
      (r) => {
        const st = r.pick(NW_ST);
        const sid = r.hex(12);
        const a = ms(r, 3, 14);
        return [
          ["stream-auth", "INFO", `issued listener token sid=${sid} station=${st} geo=GB ttl=3600s`, 0],
          ["listener-app-bff", "INFO", `POST /api/v3/sessions 201 ${a + ms(r, 20, 60)}ms`, a + 20],
          [
            "icecast-edge",
            "INFO",
            `source/source_main.c: listener ${ip(r)} connected to /${st}-128.aac (token ok, agent "${r.pick(LISTENER_UA)}")`,
            a + ms(r, 300, 900),
          ],
        ];
      },
      ["stream-auth", "icecast-edge"],
    );
    flow(
      s,
      T,
      4,
      (r) => {
        const id = r.int(40000, 49999);
        const n = r.int(2, 4);
        return [
          [
            "ad-splicer",
            "INFO",
            `SCTE-35 splice_insert event_id=${id} pts=${r.int(1000000, 9999999)} duration=${n * 30}s on nwhits-128`,
            0,
          ],
          [
            "ad-splicer",
            "INFO",
            `avails filled ${n}/${n} for ${r.int(900, 4200)} sessions (ad server 200 in ${ms(r, 60, 180)}ms)`,
            ms(r, 150, 400),
          ],
        ];
      },
      ["ad-splicer"],
    );
    flow(
      s,
      T,
      2.4,
      (r) => {
        const tr = r.pick(TRACKS);
        const st = r.pick(["nwhits", "nwgold"]);
        const cart = r.int(100000, 199999);
        return [
          [
            "playout-engine",
            "INFO",
            `Played cart ${cart} "${tr}" on ${st.toUpperCase()}, dur 0${r.int(2, 4)}:${pad(r.int(0, 59), 2)} (log line ${pad(r.int(1, 900), 4)})`,
            0,
          ],
          ["nowplaying-api", "INFO", `metadata update ${st}: "${tr}" (cart ${cart})`, ms(r, 40, 120)],
          [
            "stream-encoder",
            "INFO",
            `[${st}_meta:3] New metadata: title="${tr.split(" - ")[1]}" artist="${tr.split(" - ")[0]}"`,
            ms(r, 200, 500),
          ],
        ];
      },
      ["nowplaying-api"],
      [0, 2],
    );
    s.every("icecast-edge", "INFO", 38, (r) => {
      const st = r.pick(NW_ST);
      return `source/source_main.c: listener ${ip(r)} disconnected from /${st}-128.aac after ${r.int(3, 5400)}s`;
    });
    s.every("icecast-edge", "INFO", 9, (r) => {
      return `connection.c: listener ${ip(r)} reconnected to /${r.pick(NW_ST)}-128.aac within ${r.int(1, 6)}s (resumed sid=${r.hex(12)})`;
    });
    health(s, "icecast-edge", 15, () => "GET /status-json.xsl 200 (monitoring)");
    s.every(
      "stream-encoder",
      "WARN",
      5,
      (r) => `[clock.main:2] We must catchup ${(r.next() * 0.9 + 0.1).toFixed(2)} seconds!`,
    );
    s.periodic("stream-encoder", "INFO", 30, (r) => {
      const st = r.pick(NW_ST);
      return `[${st}_128:3] output.icecast: ${st}-128.aac sent ${r.int(900, 1100)} KiB in last 60s, buffer 2.0${r.int(0, 9)}s`;
    });
    s.every("playout-engine", "WARN", 0.7, (r) => {
      return `Cart ${r.int(800000, 899999)} (spot "${r.pick(["Brightline Motors", "Kwik Fit", "Harbour Dental", "City Council - Recycling", "Meadow Dairies"])}") has no audio copy, break filled with ${r.pick([20, 30, 40])}s promo`;
    });
    health(s, "playout-engine", 20, () => "Health check GET /health 200 Healthy");
    s.periodic("traffic-scheduler", "INFO", 60, (r) => {
      return `Reconciled log NWH-${r.pick(["20260602", "20260603"])}: ${r.int(170, 210)} spots scheduled, ${r.int(0, 5)} unplaced, 0 conflicts`;
    });
    s.periodic(
      "traffic-scheduler",
      "INFO",
      90,
      (r) => `Affidavit export queued: ${r.int(8, 22)} spots aired, as-run rows ${r.int(40, 90)}`,
    );
    s.periodic("royalty-reporter", "INFO", 45, (r) => {
      const n = r.int(60, 140);
      return `Buffered ${n} performance rows for SoundExchange batch NW-2026-06 (ISRC matched ${n - r.int(0, 4)})`;
    });
    s.periodic(
      "royalty-reporter",
      "WARN",
      300,
      () =>
        "spring.datasource.hikari.leak-detection-threshold is deprecated since 3.2.0 and will be removed; use spring.datasource.hikari.leakDetectionThreshold",
    );
    s.periodic("silence-monitor", "INFO", 20, (r) => {
      const st = r.pick(NW_ST);
      return `probe ${st}: short-term loudness ${(-14 - r.next() * 6).toFixed(1)} LUFS, peak ${(-1 - r.next() * 3).toFixed(1)} dBTP`;
    });
    // the talk station holds a scheduled 10s pause at the top of each hour segment; the detector trips anyway
    s.every(
      "silence-monitor",
      "WARN",
      0.25,
      (r) =>
        `silence detected on nwtalk for ${r.int(6, 11)}.${r.int(0, 9)}s (threshold 5s), schedule says PAUSE block - not paging`,
    );
    s.every("listener-app-bff", "WARN", 0.5, (r) => {
      return `nowplaying-api GET /v1/nowplaying/${r.pick(NW_ST)} failed (ECONNRESET), retry 1/2 succeeded in ${ms(r, 20, 90)}ms`;
    });
    s.periodic(
      "listener-app-bff",
      "WARN",
      240,
      () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    );
    health(s, "listener-app-bff", 15, () => "GET /healthz 200 1ms");
    health(s, "stream-auth", 15, () => "GET /healthz 200");
  },
};

// ---------------------------------------------------------------- Cobalt FM Network (no ids) -----------------
const CO_ST = ["cobalt-rock", "cobalt-chill", "cobalt-country"];
export const cobalt: Estate = {
  key: "cobalt",
  ns: "cobalt-fm",
  tracing: false,
  services: {
    "player-gateway": "java",
    "hls-packager": "cpp",
    "cdn-ingest": "cpp",
    "automation-core": "dotnet",
    "spot-loader": "python",
    "dai-stitcher": "go",
    "metadata-bridge": "node",
    "soundexchange-export": "java",
    "geo-rights": "ruby",
  },
  deployable: ["player-gateway", "spot-loader", "soundexchange-export", "metadata-bridge"],
  baseline(s) {
    const F = false;
    let seg = 184000 + s.r.int(0, 9000);
    flow(
      s,
      F,
      36,
      (r) => {
        const st = r.pick(CO_ST);
        const br = r.pick(["aac_48k", "aac_96k", "aac_128k"]);
        seg += 1;
        const kb = (r.next() * 40 + 40).toFixed(1);
        return [
          ["hls-packager", "INFO", `segment ${st}/${br}/seg_${pad(seg, 7)}.ts written (6.006s, ${kb} KiB)`, 0],
          [
            "cdn-ingest",
            "INFO",
            `"PUT /ingest/${st}/${br}/seg_${pad(seg, 7)}.ts HTTP/1.1" 201 ${Math.round(Number(kb) * 1024)} rt=0.0${r.int(10, 45)}`,
            ms(r, 20, 80),
          ],
        ];
      },
      ["hls-packager", "cdn-ingest"],
      [0],
    );
    flow(
      s,
      F,
      55,
      (r) => [
        [
          "player-gateway",
          "INFO",
          `GET /v2/streams/${r.pick(CO_ST)}/playlist.m3u8 200 ${ms(r, 3, 18)}ms client=${r.pick(["ios", "android", "web", "alexa"])}`,
          0,
        ],
      ],
      ["player-gateway"],
    );
    flow(
      s,
      F,
      20,
      (r) => {
        const st = r.pick(CO_ST);
        const g = ms(r, 90, 210);
        const sess = `s-${r.hex(10)}`;
        return [
          ["dai-stitcher", "INFO", `stitched break for ${sess} on ${st}: ${r.int(1, 3)} ads, GAM ${g}ms`, 0],
          ["player-gateway", "INFO", `GET /v2/streams/${st}/ads?session=${sess} 200 ${g + ms(r, 10, 40)}ms`, g + 30],
        ];
      },
      ["dai-stitcher"],
    );
    flow(
      s,
      F,
      16,
      (r) => {
        const st = r.pick(CO_ST);
        const c = r.pick(["GB", "GB", "GB", "IE", "US", "DE", "ES"]);
        const ok = c === "GB" || c === "IE";
        return [
          [
            "geo-rights",
            "INFO",
            `geo check station=${st} country=${c} -> ${ok ? "allow" : "deny (licence territory)"} (${ms(r, 1, 6)}ms)`,
            0,
          ],
          ["player-gateway", "INFO", `POST /v2/sessions ${ok ? 201 : 451} ${ms(r, 12, 40)}ms station=${st}`, 40],
        ];
      },
      ["geo-rights"],
    );
    flow(
      s,
      F,
      2.2,
      (r) => {
        const tr = r.pick(TRACKS);
        const st = r.pick(CO_ST);
        return [
          [
            "automation-core",
            "INFO",
            `Event ${st.toUpperCase()} SONG "${tr}" started (dur 0${r.int(2, 4)}:${pad(r.int(0, 59), 2)})`,
            0,
          ],
          [
            "metadata-bridge",
            "INFO",
            `now-playing "${tr}" on ${st} pushed to rds, id3, app, tunein in ${ms(r, 120, 400)}ms`,
            ms(r, 50, 200),
          ],
        ];
      },
      ["metadata-bridge"],
      [0],
    );
    s.every(
      "metadata-bridge",
      "ERROR",
      5,
      (r) => `RDS encoder 10.20.4.${r.pick([17, 18])}:7000 did not ACK RT+ frame within 500ms, frame dropped`,
    );
    s.every(
      "metadata-bridge",
      "WARN",
      0.6,
      (r) => `TuneIn AIR API POST failed with 503, retry 1/3 in 2s -> 200 OK after ${ms(r, 2100, 2600)}ms`,
    );
    s.periodic(
      "automation-core",
      "INFO",
      75,
      (r) =>
        `Break ${pad(r.int(6, 22), 2)}:${pad(r.pick([0, 15, 30, 45]), 2)} on ${r.pick(CO_ST).toUpperCase()} loaded: ${r.int(3, 6)} spots / ${r.pick([90, 120, 150, 180])}s`,
    );
    s.every(
      "automation-core",
      "WARN",
      0.4,
      (r) =>
        `Spot SP-${r.int(7000, 7999)} has no copy attached (airs ${pad(r.int(6, 22), 2)}:${pad(r.pick([15, 30, 45]), 2)}), placeholder used`,
    );
    health(s, "automation-core", 30, () => "Health check 'automation' completed after 2.1ms with status Healthy");
    s.periodic(
      "spot-loader",
      "INFO",
      60,
      (r) => `agency drop scan: ${r.int(0, 4)} new files, ${r.int(0, 3)} imported, ${r.int(0, 2)} waiting for copy`,
    );
    s.periodic(
      "spot-loader",
      "WARN",
      300,
      () =>
        "/app/loader/ftp.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    );
    s.periodic(
      "soundexchange-export",
      "INFO",
      60,
      (r) => `staged ${r.int(40, 160)} performances for report COBALT-2026-Q2 (unmatched ISRC ${r.int(0, 3)})`,
    );
    health(s, "player-gateway", 10, () => "GET /actuator/health 200");
    health(s, "geo-rights", 15, () => "method=GET path=/up status=200 duration=0.41");
    health(s, "dai-stitcher", 15, () => "GET /healthz 200");
    health(
      s,
      "hls-packager",
      30,
      (r) => `packager stats: 3 channels, 9 renditions, encoder lag ${(r.next() * 0.4 + 0.1).toFixed(2)}s`,
    );
  },
};

// ---------------------------------------------------------------- Podhaven (tracing) ----------------------------
const PH_SHOWS = [
  "the-long-take",
  "kitchen-table-money",
  "night-shift-stories",
  "pitchside",
  "small-print",
  "deep-field",
  "true-crime-weekly",
  "garden-hour",
];
const ep = (r: Rng) => `ep_${r.int(1000, 9999)}`;
export const podhaven: Estate = {
  key: "podhaven",
  ns: "podhaven-prod",
  tracing: true,
  services: {
    "rss-cache": "go",
    "feed-renderer": "ruby",
    "enclosure-redirect": "node",
    "ad-decision": "java",
    "episode-publisher": "python",
    "media-transcoder": "go",
    "dl-analytics": "python",
    "bot-filter": "python",
    "creator-dashboard": "ruby",
    "payouts-ledger": "dotnet",
  },
  deployable: ["creator-dashboard", "payouts-ledger", "episode-publisher", "rss-cache"],
  baseline(s) {
    const T = true;
    s.every("rss-cache", "INFO", 110, (r) => {
      const hit = r.chance(0.6);
      return `GET /feeds/${r.pick(PH_SHOWS)}.xml ${hit ? 304 : 200} HIT ${ms(r, 0, 3)}ms ua="${r.pick(APP_UA)}"`;
    });
    flow(
      s,
      T,
      14,
      (r) => {
        const show = r.pick(PH_SHOWS);
        const d = ms(r, 25, 140);
        return [
          ["feed-renderer", "INFO", `Started GET "/feeds/${show}.xml" for ${ip(r)}`, 0],
          [
            "feed-renderer",
            "INFO",
            `Completed 200 OK in ${d}ms (Views: ${Math.round(d * 0.6)}.${r.int(0, 9)}ms | ActiveRecord: ${Math.round(d * 0.25)}.${r.int(0, 9)}ms | Allocations: ${r.int(9000, 40000)})`,
            d,
          ],
          ["rss-cache", "INFO", `GET /feeds/${show}.xml 200 MISS ${d + ms(r, 3, 10)}ms ua="${r.pick(APP_UA)}"`, d + 5],
        ];
      },
      ["feed-renderer"],
    );
    s.every(
      "enclosure-redirect",
      "INFO",
      70,
      (r) => `302 GET /e/${r.pick(PH_SHOWS)}/${ep(r)}.mp3 -> media.podhaven.fm ${ms(r, 1, 5)}ms ua="${r.pick(APP_UA)}"`,
    );
    flow(
      s,
      T,
      30,
      (r) => {
        const show = r.pick(PH_SHOWS);
        const e = ep(r);
        const d = ms(r, 12, 45);
        return [
          [
            "ad-decision",
            "INFO",
            `decision ${show}/${e} slots=pre,mid: ${r.int(1, 3)} ads (campaigns ${r.int(8000, 9999)}, ${r.int(8000, 9999)}) in ${d}ms`,
            0,
          ],
          [
            "enclosure-redirect",
            "INFO",
            `302 GET /e/${show}/${e}.mp3 -> stitched ${d + ms(r, 5, 30)}ms ua="${r.pick(APP_UA)}"`,
            d + 8,
          ],
        ];
      },
      ["ad-decision"],
    );
    flow(
      s,
      T,
      0.9,
      (r) => {
        const e = ep(r);
        const show = r.pick(PH_SHOWS);
        const job = r.hex(8);
        const dur = r.int(18, 70);
        return [
          [
            "episode-publisher",
            "INFO",
            `Task podhaven.publish.prepare_episode[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] received: ${show}/${e}`,
            0,
          ],
          [
            "media-transcoder",
            "INFO",
            `job ${job}: ${show}/${e} source wav 48kHz -> mp3 128k, loudness ${(-16 - r.next() * 0.4).toFixed(1)} LUFS, took ${dur}.${r.int(0, 9)}s`,
            dur * 1000,
          ],
          [
            "episode-publisher",
            "INFO",
            `Task podhaven.publish.publish_episode[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] succeeded in ${(r.next() * 2 + 0.5).toFixed(3)}s: '${e}'`,
            dur * 1000 + 900,
          ],
        ];
      },
      ["media-transcoder"],
      [0],
    );
    s.every(
      "episode-publisher",
      "WARN",
      0.5,
      (r) =>
        `${r.pick(PH_SHOWS)}/${ep(r)} published without episode artwork (upload still pending); feed falls back to show artwork`,
    );
    s.periodic(
      "dl-analytics",
      "INFO",
      15,
      (r) =>
        `consumer downloads.raw: batch ${r.int(3800, 5600)} events, ${r.int(150, 400)} duplicate range requests merged, lag ${r.int(80, 600)}`,
    );
    s.periodic("bot-filter", "INFO", 20, (r) => {
      const b = r.int(200, 480);
      const p = r.int(60, 190);
      return `IAB filter batch: ${r.int(4000, 6000)} downloads, removed ${b + p} (bots ${b} by IAB list v2024.05, <1min prefetch ${p})`;
    });
    s.every(
      "bot-filter",
      "ERROR",
      6,
      (r) =>
        `user-agent parse failed for "${r.pick(["-", "Mozilla/5.0 (compatible)", "okhttp/4.9.2", "Dalvik/2.1.0", "python-requests/2.31.0", "curl/8.4.0"])}": no rule matched, counted as 'unknown'`,
    );
    flow(
      s,
      T,
      6,
      (r) => {
        const show = r.pick(PH_SHOWS);
        const q = ms(r, 20, 160);
        return [
          ["dl-analytics", "INFO", `stats query show=${show} range=30d -> ${r.int(800, 60000)} downloads (${q}ms)`, 0],
          [
            "creator-dashboard",
            "INFO",
            `Completed 200 OK in ${q + ms(r, 30, 90)}ms (Views: ${ms(r, 10, 30)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 3, 12)}.${r.int(0, 9)}ms | Allocations: ${r.int(9000, 40000)})`,
            q + 20,
          ],
        ];
      },
      ["dl-analytics"],
    );
    s.periodic(
      "creator-dashboard",
      "WARN",
      200,
      () =>
        "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
    );
    s.periodic(
      "payouts-ledger",
      "INFO",
      60,
      (r) => `Accrued ${r.int(400, 3000)} impressions to ${r.int(5, 30)} creators for period 2026-06 (CPM ledger v3)`,
    );
    health(s, "payouts-ledger", 30, () => "Health check 'db' completed after 1.8ms with status Healthy");
    health(s, "rss-cache", 10, () => "GET /healthz 200 0ms");
    health(s, "ad-decision", 10, () => "GET /actuator/health/liveness 200");
    s.every(
      "enclosure-redirect",
      "WARN",
      0.4,
      (r) =>
        `ad-decision timed out after 150ms for ${r.pick(PH_SHOWS)}/${ep(r)}, retried once -> 200 in ${ms(r, 20, 60)}ms`,
    );
  },
};

// ---------------------------------------------------------------- Tinpod (no ids) -------------------------------
const TP_SHOWS = [
  "bytesized",
  "the-quiet-hour",
  "founders-unplugged",
  "retro-replay",
  "market-mornings",
  "mystery-mile",
  "parenting-tbh",
];
export const tinpod: Estate = {
  key: "tinpod",
  ns: "tinpod",
  tracing: false,
  services: {
    "feed-api": "ruby",
    "media-edge": "go",
    "dynamic-inserter": "go",
    "app-api": "node",
    "ingest-worker": "python",
    "stats-pipeline": "java",
    "iab-filter": "python",
    "search-indexer": "python",
    "billing-sync": "ruby",
  },
  deployable: ["app-api", "billing-sync", "stats-pipeline", "search-indexer"],
  baseline(s) {
    const F = false;
    s.every("feed-api", "INFO", 85, (r) => {
      const d = (r.next() * 60 + 8).toFixed(2);
      const st = r.chance(0.55) ? 304 : 200;
      return `method=GET path=/rss/${r.pick(TP_SHOWS)} format=xml controller=FeedsController action=show status=${st} duration=${d} view=${(Number(d) * 0.5).toFixed(2)} db=${(Number(d) * 0.2).toFixed(2)} ua="${r.pick(APP_UA)}"`;
    });
    s.every(
      "media-edge",
      "INFO",
      60,
      (r) =>
        `206 GET /m/${r.pick(TP_SHOWS)}/${r.hex(10)}.mp3 range=bytes=${r.int(0, 9) * 1048576}- ${ms(r, 1, 8)}ms ua="${r.pick(APP_UA)}"`,
    );
    flow(
      s,
      F,
      22,
      (r) => {
        const show = r.pick(TP_SHOWS);
        const id = r.hex(10);
        const d = ms(r, 90, 260);
        return [
          [
            "dynamic-inserter",
            "INFO",
            `stitched ${r.int(1, 3)} ads into ${show}/${id} (pre ${r.pick([15, 30])}s, mid 30s) in ${d}ms`,
            0,
          ],
          [
            "media-edge",
            "INFO",
            `200 GET /m/${show}/${id}.mp3 stitched ${d + ms(r, 4, 15)}ms ua="${r.pick(APP_UA)}"`,
            d + 10,
          ],
        ];
      },
      ["dynamic-inserter"],
    );
    s.every(
      "media-edge",
      "ERROR",
      6,
      (r) => `write tcp 10.8.1.4:443->${ip(r)}:${r.int(30000, 60000)}: write: broken pipe (client went away mid-body)`,
    );
    s.every(
      "app-api",
      "INFO",
      45,
      (r) => `POST /v1/playback/progress 204 ${ms(r, 4, 20)}ms app=${r.pick(["ios/5.2.0", "android/5.1.9", "web"])}`,
    );
    s.every("app-api", "INFO", 14, (r) => `GET /v1/shows/${r.pick(TP_SHOWS)}/episodes 200 ${ms(r, 20, 90)}ms`);
    s.every(
      "app-api",
      "INFO",
      8,
      (r) =>
        `GET /v1/search?q=${r.pick(["crime", "startup", "football", "history", "money", "retro games"]).replace(" ", "+")} 200 ${ms(r, 30, 120)}ms`,
    );
    s.periodic(
      "app-api",
      "WARN",
      180,
      () =>
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    );
    s.every(
      "ingest-worker",
      "INFO",
      1.2,
      (r) =>
        `ingest.fetch_source: ${r.pick(TP_SHOWS)} episode ${r.hex(10)} downloaded (${(r.next() * 120 + 20).toFixed(1)} MB in ${(r.next() * 20 + 3).toFixed(1)}s)`,
    );
    s.every(
      "ingest-worker",
      "WARN",
      0.3,
      (r) => `${r.pick(TP_SHOWS)} episode ${r.hex(10)}: artwork URL returned 404, will retry when creator uploads`,
    );
    s.periodic(
      "stats-pipeline",
      "INFO",
      30,
      (r) =>
        `Completed checkpoint ${r.int(8800, 8999)} for job downloads-agg (${r.int(30, 60)} MB in ${r.int(800, 2000)} ms).`,
    );
    s.periodic("iab-filter", "INFO", 30, (r) => {
      const b = r.int(500, 1200);
      return `batch ${r.int(3000, 3999)}: ${r.int(9000, 14000)} requests, ${b + r.int(200, 600)} removed (iab bots ${b}, duplicate ip+ua within 24h)`;
    });
    s.periodic(
      "search-indexer",
      "INFO",
      40,
      (r) => `indexed ${r.int(5, 60)} episodes into episodes-v7 (took ${r.int(90, 500)}ms)`,
    );
    s.periodic(
      "billing-sync",
      "INFO",
      45,
      (r) => `Synced ${r.int(3, 20)} subscriptions from Stripe (${r.int(0, 4)} updated, 0 failed)`,
    );
    s.every(
      "billing-sync",
      "WARN",
      0.3,
      () => "Stripe API returned 500 for GET /v1/invoices (request_id req_retry), retrying in 1s... succeeded",
    );
    health(s, "media-edge", 10, () => "GET /healthz 200");
    health(s, "app-api", 10, () => "GET /healthz 200 1ms");
    health(
      s,
      "feed-api",
      15,
      () => "method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=0.52",
    );
  },
};

export const ESTATES = [northwave, cobalt, podhaven, tinpod];
export const estateByKey = (k: string): Estate => {
  const e = ESTATES.find((x) => x.key === k);
  if (!e) throw new Error(`no estate ${k}`);
  return e;
};
