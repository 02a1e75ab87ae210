// Harmless noise that looks alarming: each kind is something a real estate logs while nothing is broken.
import { access, type Estate, ep, label, S, show, terr, uid } from "./estates.js";
import { chance, digits, hex, int, isrc, pick, type Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Noise {
  name: string;
  domain: "music" | "podcast" | "any";
  /** Emits this kind at about `perMin` per minute between from and to. */
  run: (s: Stream, e: Estate, perMin: number, from: number, to: number) => void;
}

const javaClientAbort = (pkg: string) => [
  "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
  "\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:353)",
  "\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:784)",
  "\tat org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:116)",
  `\tat ${pkg}.web.StreamController.copy(StreamController.java:88)`,
  "Caused by: java.io.IOException: Broken pipe",
  "\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
  "\t... 41 common frames omitted",
];

const pyTrace = (file: string, fn: string, exc: string) => [
  "Traceback (most recent call last):",
  `  File "/app/${file}", line 57, in ${fn}`,
  `    return self._load(key)`,
  `  File "/usr/local/lib/python3.11/site-packages/redis/client.py", line 1269, in get`,
  "    return self.execute_command('GET', name)",
  exc,
];

export const NOISES: Noise[] = [
  {
    name: "ddex-metadata-rejects",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const why = pick(r, [
            `ISRC ${isrc(r).slice(0, 11)} has invalid length`,
            "ReleaseDate precedes OriginalReleaseDate",
            `PLine year missing for resource A${int(r, 1, 20)}`,
            "DisplayArtistName differs between Release and ResourceList",
            `TerritoryCode 'XK' not in allowed list`,
            "ParentalWarningType missing on track",
          ]);
          s.emit(
            t,
            S(e, "ingest"),
            "error",
            `delivery ${hex(r, 12)} from ${label(r)} REJECTED: ${why}; ack NACK sent to distributor`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "territory-blocked-plays",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const tr = s.trace();
          const id = isrc(r);
          s.emit(
            t,
            S(e, "rights"),
            "warn",
            `playback denied: ${id} not available in ${terr(r)} (no active rights window)`,
            { trace: tr },
          );
          s.emit(
            t + int(r, 8, 30),
            S(e, "gw"),
            "warn",
            access(r, e.rt[S(e, "gw")], "GET", `/v1/tracks/${hex(r, 8)}/stream`, 451, int(r, 8, 30)),
            { trace: tr },
          );
        },
        a,
        b,
      ),
  },
  {
    name: "fingerprint-conflicts",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "match"),
            pick(r, ["warn", "error"] as const),
            `fingerprint conflict: ${isrc(r)} matches ${isrc(r)} at ${(90 + r() * 9.9).toFixed(1)}% over ${int(r, 40, 210)}s (different rightsholders) -> queued for manual review (queue depth ${int(r, 200, 1400)})`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "device-limit",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const tr = s.trace();
          s.emit(
            t,
            S(e, "lic"),
            "warn",
            `offline licence refused for ${uid(r)}: device limit reached (5/5 devices), code=DEVICE_LIMIT`,
            { trace: tr },
          );
          s.emit(
            t + int(r, 10, 40),
            S(e, "gw"),
            "warn",
            access(r, e.rt[S(e, "gw")], "POST", "/v1/offline/licences", 403, int(r, 10, 40)),
            { trace: tr },
          );
        },
        a,
        b,
      ),
  },
  {
    name: "client-broken-pipe",
    domain: "any",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const svc = e.kind === "music" ? S(e, "play") : S(e, "stitch");
          const rt = e.rt[svc];
          if (rt === "java")
            s.emit(t, svc, "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
              stack: javaClientAbort(`com.${e.key}`),
            });
          else if (rt === "node")
            s.emit(
              t,
              svc,
              "error",
              `stream aborted by client: Error: write EPIPE (bytes sent ${int(r, 1000, 900000)})`,
            );
          else
            s.emit(
              t,
              svc,
              "error",
              `copy to client failed: write tcp 10.${int(r, 0, 40)}.${int(r, 0, 255)}.${int(r, 1, 254)}:8080->${int(r, 20, 220)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}:${int(r, 30000, 65000)}: write: broken pipe`,
            );
        },
        a,
        b,
      ),
  },
  {
    name: "drm-security-level",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "lic"),
            "warn",
            `licence downgraded: device ${hex(r, 12)} reports Widevine ${pick(r, ["L3", "L3", "L2"])}, lossless/HD keys withheld (policy sd_only)`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "ffmpeg-source-warnings",
    domain: "any",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const id = e.kind === "music" ? isrc(r) : ep(r);
          s.emit(
            t,
            S(e, "media"),
            "warn",
            pick(r, [
              `${id}: [mp3 @ 0x55${hex(r, 10)}] Estimating duration from bitrate, this may be inaccurate`,
              `${id}: [aac @ 0x55${hex(r, 10)}] Queue input is backward in time`,
              `${id}: Application provided invalid, non monotonically increasing dts to muxer in stream 0: ${int(r, 10000, 90000)} >= ${int(r, 10000, 90000)}`,
              `${id}: [wav @ 0x55${hex(r, 10)}] Ignoring maximum wav data size, file may be invalid`,
              `${id}: source true peak +${(r() * 1.5).toFixed(1)} dBTP, clipping expected, limiter applied`,
            ]),
          );
        },
        a,
        b,
      ),
  },
  {
    name: "spot-preemption-requeue",
    domain: "any",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const job = hex(r, 8);
          s.emit(
            t,
            S(e, "media"),
            "error",
            `worker ${hex(r, 6)} lost: spot instance interruption notice, job ${job} requeued (attempt 1/5)`,
          );
          s.emit(t + int(r, 20000, 60000), S(e, "media"), "info", `job ${job} completed on retry (attempt 2/5)`);
        },
        a,
        b,
      ),
  },
  {
    name: "artificial-streams-filtered",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const svc = e.svc.money ?? S(e, "rights");
          s.emit(
            t,
            svc,
            "warn",
            `excluded ${int(r, 40, 3000)} plays of ${isrc(r)} from accrual: artificial streaming pattern (accounts=${int(r, 3, 80)}, same ASN ${int(r, 10000, 64000)})`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "playlist-size-limit",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const tr = s.trace();
          s.emit(t, S(e, "social"), "warn", `rejecting add to pl_${hex(r, 10)}: playlist would exceed 10000 tracks`, {
            trace: tr,
          });
          s.emit(
            t + int(r, 10, 40),
            S(e, "gw"),
            "warn",
            access(r, e.rt[S(e, "gw")], "PUT", `/v1/playlists/pl_${hex(r, 6)}/tracks`, 422, int(r, 10, 40)),
            { trace: tr },
          );
        },
        a,
        b,
      ),
  },
  {
    name: "recs-cold-start",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "recs"),
            "warn",
            pick(r, [
              `no embedding for ${uid(r)} (new account), falling back to regional top-200 ${terr(r)}`,
              `feature store row stale for ${uid(r)} (age ${int(r, 26, 70)}h > 24h), using defaults`,
            ]),
          );
        },
        a,
        b,
      ),
  },
  {
    name: "lyrics-provider-404",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "play"),
            "error",
            `lyrics lookup failed for ${isrc(r)}: provider responded 404 Not Found (no licensed lyrics), caching negative result 24h`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "ugc-claim-disputes",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "rights"),
            "warn",
            `claim ${digits(r, 9)} disputed by uploader (reason=${pick(r, ["public_domain", "licensed", "fair_use", "original"])}), monetisation paused pending review`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "takedowns",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const tr = s.trace();
          s.emit(
            t,
            S(e, "rights"),
            "warn",
            `takedown applied: UPC ${digits(r, 12)} withdrawn by ${label(r)} (${int(r, 4, 30)} tracks), cache purge requested`,
            { trace: tr },
          );
          s.emit(
            t + int(r, 500, 4000),
            S(e, "gw"),
            "warn",
            access(r, e.rt[S(e, "gw")], "GET", `/v1/albums/${hex(r, 8)}`, 410, int(r, 5, 30)),
          );
        },
        a,
        b,
      ),
  },
  {
    name: "duplicate-delivery",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "ingest"),
            "warn",
            `duplicate delivery for UPC ${digits(r, 12)} (MessageId ${hex(r, 10)} already processed), skipping`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "artwork-too-small",
    domain: "music",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "ingest"),
            "error",
            `artwork validation failed for UPC ${digits(r, 12)}: ${int(r, 300, 1200)}x${int(r, 300, 1200)} below 3000x3000 minimum, release held (status=PENDING_ASSETS)`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "fx-rate-stale",
    domain: "any",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const svc = e.svc.money ?? S(e, "analytics");
          s.emit(
            t,
            svc,
            "warn",
            `FX rate ${pick(r, ["EUR/BRL", "USD/JPY", "GBP/INR", "USD/MXN"])} older than 24h (published ${int(r, 25, 40)}h ago), using last known value`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "rss-validation-warnings",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "feed"),
            "warn",
            `feed ${show(r)}: ${pick(r, [
              "itunes:category 'Tech News' is not a valid Apple category, emitting 'Technology'",
              `enclosure length=0 for ${ep(r)}, clients may show wrong size`,
              "itunes:image is 1200x1200, Apple recommends at least 1400x1400",
              "duplicate guid in item list, keeping newest",
              "podcast:locked present without owner email",
            ])}`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "imported-feed-fetch-fails",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const host = pick(r, ["anchor.fm", "feeds.example-host.net", "old-wordpress-site.org", "podbean.com"]);
          s.emit(
            t,
            S(e, "feed"),
            "error",
            `import refresh failed for show ${hex(r, 6)} (${host}): ${pick(r, ["404 Not Found", "410 Gone", "certificate has expired", "Net::ReadTimeout"])}; next attempt in 6h`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "unfilled-ad-slots",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "ads"),
            "warn",
            `no eligible campaign for ${pick(r, ["pre", "mid", "post"])}-roll on ${ep(r)} (geo=${terr(r)}, category=${pick(r, ["comedy", "news", "kids", "true-crime"])}); slot left unfilled`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "bot-downloads-excluded",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "filter"),
            "warn",
            `excluded ${int(r, 50, 3000)} requests from ${pick(r, ["AhrefsBot", "python-requests/2.31", "curl/8.4.0", "Go-http-client/1.1", "unknown UA on datacenter IP"])} (IAB bot list)`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "upload-rejected",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const svc = S(e, "upload");
          const rt = e.rt[svc];
          s.emit(
            t,
            svc,
            "warn",
            pick(r, [
              `rejected upload: file exceeds 2 GB limit (${(2 + r() * 3).toFixed(2)} GB)`,
              `rejected upload: unsupported codec 'opus in ogg' from ${uid(r)}`,
              `rejected upload: audio shorter than 10s (${int(r, 1, 9)}s)`,
            ]),
          );
          s.emit(
            t + 10,
            S(e, "gw"),
            "warn",
            access(r, rt, "POST", "/api/uploads", pick(r, [413, 415, 422]), int(r, 30, 900)),
          );
        },
        a,
        b,
      ),
  },
  {
    name: "loudness-normalisation",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "media"),
            "warn",
            `${ep(r)}: integrated loudness ${(-30 + r() * 20).toFixed(1)} LUFS outside target -16±1, normalising (gain ${(r() * 12 - 4).toFixed(1)} dB)`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "directory-ping-429",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const dir = pick(r, ["podcastindex.org", "pubsubhubbub.appspot.com", "podcasts.apple.com"]);
          s.emit(
            t,
            S(e, "feed"),
            "warn",
            `ping ${dir} for ${show(r)} -> 429 Too Many Requests, retrying in ${int(r, 10, 60)}s`,
          );
          s.emit(t + int(r, 12000, 60000), S(e, "feed"), "info", `ping ${dir} for ${show(r)} -> 202 Accepted`);
        },
        a,
        b,
      ),
  },
  {
    name: "house-ad-fallback",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "stitch"),
            "error",
            `creative cr_${hex(r, 8)} not found in object store (404), substituting house promo`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "payout-held",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          const svc = e.svc.money ?? S(e, "lic");
          s.emit(
            t,
            svc,
            "error",
            pick(r, [
              `payout ${hex(r, 8)} held: payee account unverified (PAYEE_ACCOUNT_RESTRICTED)`,
              `payout ${hex(r, 8)} held: tax form W-8BEN expired`,
              `payout ${hex(r, 8)} skipped: balance ${(r() * 20).toFixed(2)} below minimum 25.00`,
            ]),
          );
        },
        a,
        b,
      ),
  },
  {
    name: "cdn-logs-late",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "filter"),
            "warn",
            `CDN log file E${hex(r, 12).toUpperCase()}.${int(r, 2026, 2026)}-${digits(r, 2)}.gz arrived ${int(r, 40, 180)} min late, reprocessing hour bucket`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "transcript-low-confidence",
    domain: "podcast",
    run: (s, e, pm, a, b) =>
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            S(e, "media"),
            "warn",
            `transcript for ${ep(r)} low confidence (${(0.4 + r() * 0.2).toFixed(2)}), language detected ${pick(r, ["pt", "es", "und", "cy"])} != declared en, chapters skipped`,
          );
        },
        a,
        b,
      ),
  },
  {
    name: "jvm-gc-pauses",
    domain: "any",
    run: (s, e, pm, a, b) => {
      const java = Object.values(e.svc).filter((n) => e.rt[n as string] === "java") as string[];
      const svc = java[0] ?? S(e, "gw");
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            svc,
            "warn",
            `GC pause (G1 Evacuation Pause) ${int(r, 250, 900)}ms, heap ${int(r, 1900, 3300)}M->${int(r, 900, 1400)}M(4096M)`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "cert-expiry-warning",
    domain: "any",
    run: (s, e, pm, a, b) => {
      const svc = S(e, "gw");
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            svc,
            "warn",
            `TLS certificate for ${pick(r, ["partner-api", "webhooks", "media-cdn"])}.${e.key}.com expires in ${int(r, 14, 28)} days (renewal scheduled by cert-manager)`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "consumer-rebalance",
    domain: "any",
    run: (s, e, pm, a, b) => {
      const svc = e.svc.money ?? S(e, "analytics");
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            svc,
            "warn",
            `consumer group ${e.key}-${e.kind === "music" ? "plays" : "downloads"} rebalancing: member ${hex(r, 8)} left (session timeout), revoking ${int(r, 2, 8)} partitions`,
          );
          s.emit(
            t + int(r, 2000, 9000),
            svc,
            "info",
            `rebalance complete, assigned partitions [${int(r, 0, 5)},${int(r, 6, 11)}], resuming`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "abusive-client-429",
    domain: "any",
    run: (s, e, pm, a, b) => {
      const gw = S(e, "gw");
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            gw,
            "warn",
            `rate limit exceeded for api key ak_${hex(r, 6)} (scraper, ${int(r, 600, 2000)} req/min > 600), responding 429`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "slow-query-log",
    domain: "any",
    run: (s, e, pm, a, b) => {
      const svc = e.svc.money ?? S(e, "social");
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            svc,
            "warn",
            `slow query (${int(r, 1100, 4200)}ms): SELECT ... FROM ${pick(r, ["statements", "earnings_daily", "play_aggregates"])} WHERE period = $1 ORDER BY amount DESC LIMIT 500 (report export)`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "handled-cache-miss-trace",
    domain: "any",
    run: (s, e, pm, a, b) => {
      const py = (Object.values(e.svc) as string[]).filter((n) => e.rt[n] === "python");
      const svc = py[0] ?? S(e, "gw");
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            svc,
            "warn",
            `cache read failed, recomputing (key=${pick(r, ["home", "taste", "dl"])}:${hex(r, 8)})`,
            {
              stack: pyTrace(
                `${svc.replace(/-/g, "_")}/cache.py`,
                "get_or_compute",
                "redis.exceptions.ResponseError: WRONGTYPE Operation against a key holding the wrong kind of value",
              ),
            },
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "readiness-during-rollout",
    domain: "any",
    run: (s, e, pm, a, b) => {
      const svc = pick(
        s.rng,
        (Object.values(e.svc) as string[]).filter((n) => n !== S(e, "gw")),
      );
      s.poisson(
        pm,
        (t) => {
          const r = s.rng;
          s.emit(
            t,
            svc,
            "warn",
            `readiness probe failed during warm-up (loaded ${int(r, 20, 90)}% of cache), pod not yet in rotation`,
          );
          s.emit(t + int(r, 8000, 25000), svc, "info", "warm-up complete, marking ready");
        },
        a,
        b,
      );
    },
  },
];

/** What every window carries whatever else happens. */
export function baseline(s: Stream, e: Estate, avoid: string[] = []) {
  const r = s.rng;
  const names = (Object.values(e.svc) as string[]).filter((n) => !avoid.includes(n));
  // deprecation warnings in each runtime's own words
  for (const n of names) {
    const rt = e.rt[n];
    const msg =
      rt === "node"
        ? "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead."
        : rt === "python"
          ? "/usr/local/lib/python3.11/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead."
          : rt === "ruby"
            ? "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2."
            : rt === "java"
              ? "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)"
              : rt === "dotnet"
                ? "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead."
                : rt === "go"
                  ? "grpc: Dial option WithInsecure is deprecated, use WithTransportCredentials(insecure.NewCredentials())"
                  : "[deprecated] --max-workers is deprecated, use --workers";
    if (chance(r, 0.5)) s.every(int(r, 120, 300) * 1000, (t) => s.emit(t, n, "warn", msg));
  }
  // retries that succeed
  const caller = pick(r, names);
  s.poisson(int(r, 1, 3), (t) => {
    const op = pick(r, ["object store PUT", "cache refresh", "webhook delivery", "search index update"]);
    s.emit(
      t,
      caller,
      "warn",
      `${op} failed (attempt 1/3): ${pick(r, ["503 Service Unavailable", "read timeout after 2000ms", "connection reset by peer"])}; retrying in ${int(r, 100, 800)}ms`,
    );
    s.emit(t + int(r, 300, 1500), caller, "info", `${op} succeeded on attempt 2`);
  });
  // periodic jobs
  const jobber = pick(r, names);
  s.every(60_000, (t) => {
    const job = pick(r, ["refresh-materialized-views", "expire-sessions", "sitemap-rebuild", "purge-temp-objects"]);
    s.emit(t, jobber, "info", `cron ${job} started`);
    s.emit(t + int(r, 200, 8000), jobber, "info", `cron ${job} finished in ${int(r, 200, 8000)}ms`);
  });
}

/** An unrelated deploy or config reload around `at`. */
export function deploy(s: Stream, e: Estate, svc: string, at: number) {
  const r = s.rng;
  const v = `${int(r, 1, 9)}.${int(r, 0, 40)}.${int(r, 0, 20)}`;
  const rt = e.rt[svc];
  if (chance(r, 0.5)) {
    s.emit(at, svc, "info", `received SIGTERM, draining connections (grace 30s)`);
    s.emit(at + int(r, 1500, 4000), svc, "warn", `shutdown: ${int(r, 1, 6)} in-flight requests cancelled`);
    s.emit(
      at + int(r, 5000, 12000),
      svc,
      "info",
      rt === "java"
        ? `Started ${svc.replace(/-/g, "")}Application in ${(r() * 10 + 4).toFixed(3)} seconds (process running for ${(r() * 12 + 5).toFixed(3)})`
        : `starting ${svc} version=${v} commit=${hex(r, 7)}`,
    );
    s.emit(at + int(r, 12000, 20000), svc, "info", `listening on :8080 (version ${v})`);
  } else {
    s.emit(at, svc, "info", `config reload triggered (configmap ${svc}-config resourceVersion ${digits(r, 8)})`);
    s.emit(
      at + int(r, 50, 400),
      svc,
      "warn",
      `config key '${pick(r, ["cache.ttl", "log.sampling", "feature.new_ranker", "pool.idle"])}' changed; unknown key 'legacy.${pick(r, ["mode", "path"])}' ignored`,
    );
    s.emit(at + int(r, 400, 900), svc, "info", "config reload applied");
  }
}

export const noiseFor = (e: Estate) => NOISES.filter((n) => n.domain === "any" || n.domain === e.kind);
export type { Rng };
