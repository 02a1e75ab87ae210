// The four made-up companies of quiet64 and the ordinary traffic each of them logs all day.
import { chance, digits, hex, int, isrc, pick, type Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "cpp";
export type MusicRole = "gw" | "ingest" | "media" | "match" | "rights" | "play" | "lic" | "social" | "recs" | "money";
export type PodRole = "gw" | "feed" | "upload" | "media" | "ads" | "stitch" | "analytics" | "filter" | "money";
export type Role = MusicRole | PodRole;

export interface Estate {
  key: string;
  company: string;
  kind: "music" | "podcast";
  namespace: string;
  traces: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Record<string, Runtime>;
}

const mk = (
  key: string,
  company: string,
  kind: "music" | "podcast",
  namespace: string,
  traces: boolean,
  list: [Role, string, Runtime][],
): Estate => ({
  key,
  company,
  kind,
  namespace,
  traces,
  svc: Object.fromEntries(list.map(([r, n]) => [r, n])),
  rt: Object.fromEntries(list.map(([, n, rt]) => [n, rt])),
});

export const ESTATES: Estate[] = [
  mk("tidewave", "Tidewave Music", "music", "tidewave-prod", true, [
    ["gw", "api-edge", "node"],
    ["ingest", "ddex-ingest", "java"],
    ["media", "transcoder", "go"],
    ["match", "audio-fingerprint", "cpp"],
    ["rights", "rights-engine", "java"],
    ["play", "playback-gw", "go"],
    ["lic", "drm-license", "dotnet"],
    ["social", "playlist-service", "python"],
    ["recs", "recs-ranker", "python"],
    ["money", "royalty-ledger", "ruby"],
  ]),
  mk("kestrel", "Kestrel Audio", "music", "kestrel-live", false, [
    ["gw", "edge-gateway", "go"],
    ["ingest", "label-intake", "python"],
    ["media", "encode-farm", "cpp"],
    ["match", "acr-matcher", "java"],
    ["rights", "territory-rights", "go"],
    ["play", "stream-auth", "node"],
    ["lic", "offline-keys", "java"],
    ["social", "mix-builder", "python"],
    ["recs", "taste-model", "python"],
    ["money", "playcount-agg", "java"],
  ]),
  mk("harbour", "Harbour Pods", "podcast", "harbour-prod", true, [
    ["gw", "studio-api", "ruby"],
    ["feed", "feed-renderer", "ruby"],
    ["upload", "upload-svc", "node"],
    ["media", "audio-pipeline", "go"],
    ["ads", "ad-decision", "java"],
    ["stitch", "ad-stitcher", "go"],
    ["analytics", "dl-analytics", "python"],
    ["filter", "iab-filter", "python"],
    ["money", "payouts", "dotnet"],
  ]),
  mk("orbitcast", "Orbitcast", "podcast", "orbit", false, [
    ["gw", "web-bff", "node"],
    ["feed", "rss-gen", "go"],
    ["upload", "episode-upload", "python"],
    ["media", "transcode-q", "java"],
    ["ads", "dai-server", "java"],
    ["stitch", "stitch-edge", "go"],
    ["analytics", "download-stats", "go"],
    ["filter", "cdn-logs", "python"],
    ["money", "creator-payouts", "ruby"],
    ["social", "show-search", "java"],
  ]),
];

export const S = (e: Estate, r: Role): string => e.svc[r] ?? (e.svc.gw as string);

/** An access-log line in the style of the runtime that serves it. */
export function access(rng: Rng, rt: Runtime, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "node":
      return `request completed ${method} ${path} statusCode=${status} responseTime=${ms.toFixed(1)}`;
    case "go":
      return `http: ${method} ${path} status=${status} dur=${ms}ms bytes=${int(rng, 200, 40000)}`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : status === 404 ? "Not Found" : "Internal Server Error"} in ${ms}ms (Views: ${Math.round(ms * 0.3)}.0ms | ActiveRecord: ${Math.round(ms * 0.4)}.${int(rng, 0, 9)}ms | Allocations: ${int(rng, 800, 9000)}) ${method} ${path}`;
    case "python":
      return `${int(rng, 10, 250)}.${int(rng, 0, 255)}.${int(rng, 0, 255)}.${int(rng, 1, 254)}:${int(rng, 30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "dotnet":
      return `Request finished HTTP/2 ${method} ${path} - ${status} - application/json ${ms}.${digits(rng, 4)}ms`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "cpp":
      return `[http] ${method} ${path} ${status} ${ms}ms`;
  }
}

const LABELS = ["Northbound Records", "Saltmarsh Music", "Vinyl Ghost", "Halcyon Dist.", "Orbit Sound", "Kaleido LLC"];
const TERR = ["SE", "DE", "US", "GB", "BR", "JP", "FR", "NL", "MX", "IN"];
const SHOWS = [
  "the-quiet-hour",
  "deep-dive-daily",
  "garden-talk",
  "true-crime-tonight",
  "startup-notes",
  "kids-science",
];
export const show = (r: Rng) => pick(r, SHOWS);
export const label = (r: Rng) => pick(r, LABELS);
export const terr = (r: Rng) => pick(r, TERR);
export const uid = (r: Rng) => `u_${hex(r, 10)}`;
export const ep = (r: Rng) => `ep_${hex(r, 8)}`;

/** Per-request flows at `perMin`; `fail` lets an incident replace a flow's callee behaviour at time t. */
export type FlowHook = (flow: string, t: number, trace: string | undefined) => boolean;

export function traffic(s: Stream, e: Estate, perMin: number, hook: FlowHook = () => false) {
  const r = s.rng;
  const gw = S(e, "gw");
  const grt = e.rt[gw];
  if (e.kind === "music") {
    const flows: [string, number][] = [
      ["stream", 5],
      ["home", 3],
      ["playlist", 2],
      ["offline", 1],
      ["search", 1],
    ];
    const total = flows.reduce((a, [, w]) => a + w, 0);
    s.poisson(perMin, (t) => {
      const f = weighted(r() * total, flows) ?? "stream";
      const tr = s.trace();
      if (hook(f, t, tr)) return;
      const id = isrc(r);
      if (f === "stream") {
        s.emit(t + 4, S(e, "rights"), "info", `territory check ${terr(r)} ok for ${id} (window open, source=label)`, {
          trace: tr,
        });
        s.emit(t + 9, S(e, "lic"), "info", licLine(r, e), { trace: tr });
        s.emit(
          t + 14,
          S(e, "play"),
          "info",
          `stream session ${hex(r, 12)} started isrc=${id} quality=${pick(r, ["normal", "high", "very_high", "lossless"])} cdn=${pick(r, ["fastly", "akamai", "cloudfront"])}`,
          { trace: tr },
        );
        s.emit(
          t + int(r, 30, 160),
          gw,
          "info",
          access(r, grt, "GET", `/v1/tracks/${hex(r, 8)}/stream`, 200, int(r, 25, 160)),
          { trace: tr },
        );
      } else if (f === "home") {
        s.emit(
          t + 6,
          S(e, "recs"),
          "info",
          `ranked ${int(r, 40, 300)} candidates for ${uid(r)} in ${int(r, 9, 60)}ms model=${pick(r, ["two-tower-v41", "two-tower-v41", "seq-tx-v7"])}`,
          { trace: tr },
        );
        s.emit(t + int(r, 40, 140), gw, "info", access(r, grt, "GET", "/v1/home", 200, int(r, 40, 140)), { trace: tr });
      } else if (f === "playlist") {
        const n = int(r, 1, 4);
        s.emit(
          t + 8,
          S(e, "social"),
          "info",
          `playlist pl_${hex(r, 10)} updated: +${n} tracks (now ${int(r, 5, 900)}), snapshot ${hex(r, 8)}`,
          { trace: tr },
        );
        s.emit(
          t + int(r, 20, 90),
          gw,
          "info",
          access(r, grt, "PUT", `/v1/playlists/pl_${hex(r, 6)}/tracks`, 200, int(r, 20, 90)),
          { trace: tr },
        );
      } else if (f === "offline") {
        s.emit(
          t + 12,
          S(e, "lic"),
          "info",
          `offline licence issued kid=${hex(r, 32)} device=${hex(r, 12)} slot=${int(r, 1, 4)}/5 expires_in=30d`,
          { trace: tr },
        );
        s.emit(t + int(r, 40, 180), gw, "info", access(r, grt, "POST", "/v1/offline/licences", 201, int(r, 40, 180)), {
          trace: tr,
        });
      } else {
        s.emit(
          t + int(r, 20, 80),
          gw,
          "info",
          access(
            r,
            grt,
            "GET",
            `/v1/search?q=${pick(r, ["lofi", "taylor", "jazz+piano", "sleep", "k-pop", "workout"])}`,
            200,
            int(r, 20, 80),
          ),
          { trace: tr },
        );
      }
    });
    // batch work that runs regardless of traffic
    s.every(int(r, 20, 40) * 1000, (t) =>
      s.emit(
        t,
        S(e, "ingest"),
        "info",
        `ERN 4.3 delivery ${hex(r, 12)} from ${label(r)}: ${int(r, 1, 30)} resources validated, release UPC ${digits(r, 12)} queued`,
      ),
    );
    s.every(int(r, 6, 14) * 1000, (t) =>
      s.emit(t, S(e, "media"), "info", `transcoded ${isrc(r)} -> aac_256,ogg_320,flac in ${(r() * 9 + 2).toFixed(1)}s`),
    );
    s.every(int(r, 8, 16) * 1000, (t) =>
      s.emit(t, S(e, "match"), "info", `fingerprinted ${isrc(r)}: ${int(r, 800, 3000)} landmarks, 0 conflicts`),
    );
    s.every(int(r, 25, 45) * 1000, (t) =>
      s.emit(
        t,
        S(e, "rights"),
        "info",
        `applied ${int(r, 1, 12)} rights windows for UPC ${digits(r, 12)} (${int(r, 1, 240)} territories)`,
      ),
    );
    if (e.svc.money)
      s.every(int(r, 8, 15) * 1000, (t) =>
        s.emit(
          t,
          S(e, "money"),
          "info",
          `play-events batch committed: ${int(r, 1500, 6000)} plays, partition ${int(r, 0, 11)}, lag ${int(r, 0, 400)}`,
        ),
      );
  } else {
    const flows: [string, number][] = [
      ["download", 6],
      ["feed", 4],
      ["studio", 2],
      ["upload", 0.6],
    ];
    const total = flows.reduce((a, [, w]) => a + w, 0);
    s.poisson(perMin, (t) => {
      const f = weighted(r() * total, flows) ?? "download";
      const tr = s.trace();
      if (hook(f, t, tr)) return;
      const eid = ep(r);
      if (f === "download") {
        const slots = int(r, 1, 3);
        const filled = chance(r, 0.85) ? slots : slots - 1;
        s.emit(
          t + 5,
          S(e, "ads"),
          "info",
          `decision ${eid}: ${filled}/${slots} slots filled (campaigns ${Array.from({ length: filled }, () => `c${digits(r, 4)}`).join(",") || "-"}) geo=${terr(r)}`,
          { trace: tr },
        );
        s.emit(
          t + int(r, 20, 60),
          S(e, "stitch"),
          "info",
          `GET /e/${eid}.mp3 range=bytes=0- 206 stitched ${filled} ads in ${int(r, 8, 60)}ms`,
          { trace: tr },
        );
        s.emit(
          t + int(r, 60, 200),
          S(e, "analytics"),
          "info",
          `download recorded ${eid} ua=${pick(r, ["AppleCoreMedia/1.0.0.21E236", "Spotify/8.9.18", "PocketCasts/7.63", "Overcast/3.0", "okhttp/4.12.0"])}`,
          { trace: tr },
        );
      } else if (f === "feed") {
        const sh = show(r);
        s.emit(
          t + int(r, 5, 90),
          S(e, "feed"),
          "info",
          chance(r, 0.7)
            ? `GET /feeds/${sh}.xml 304 (etag hit) ${int(r, 1, 6)}ms`
            : `rendered feed ${sh} (${int(r, 20, 600)} items) in ${int(r, 40, 400)}ms`,
          { trace: tr },
        );
      } else if (f === "studio") {
        s.emit(
          t + int(r, 30, 160),
          S(e, "gw"),
          "info",
          access(r, grt, "GET", `/api/shows/${show(r)}/episodes`, 200, int(r, 30, 160)),
          { trace: tr },
        );
      } else {
        s.emit(
          t,
          S(e, "upload"),
          "info",
          `upload complete ${eid} ${(r() * 150 + 10).toFixed(1)} MB (${pick(r, ["wav", "mp3", "m4a"])})`,
          { trace: tr },
        );
        s.emit(
          t + int(r, 4000, 30000),
          S(e, "media"),
          "info",
          `transcoded ${eid}: mp3 128k + aac 64k, loudness ${(-16 + r() * 0.6 - 0.3).toFixed(1)} LUFS, ${int(r, 600, 5400)}s audio`,
          { trace: tr },
        );
      }
    });
    s.every(int(r, 20, 40) * 1000, (t) =>
      s.emit(
        t,
        S(e, "analytics"),
        "info",
        `flushed ${int(r, 900, 6000)} download events to warehouse (batch ${hex(r, 6)})`,
      ),
    );
    s.every(int(r, 25, 50) * 1000, (t) =>
      s.emit(
        t,
        S(e, "filter"),
        "info",
        `IAB v2.2 pass: ${int(r, 3000, 12000)} requests in, ${int(r, 300, 2000)} excluded (bots/dupes/partial)`,
      ),
    );
    s.every(int(r, 60, 120) * 1000, (t) =>
      s.emit(t, S(e, "money"), "info", `earnings accrual tick: ${int(r, 20, 300)} shows updated`),
    );
    if (e.svc.social)
      s.every(int(r, 10, 20) * 1000, (t) =>
        s.emit(
          t,
          S(e, "social"),
          "info",
          `search "${pick(r, ["history", "ai", "football", "crime", "comedy"])}" -> ${int(r, 0, 900)} shows (${int(r, 3, 40)}ms)`,
        ),
      );
  }
}

function weighted(x: number, flows: [string, number][]): string | undefined {
  let left = x;
  for (const [name, w] of flows) {
    left -= w;
    if (left < 0) return name;
  }
  return undefined;
}

function licLine(r: Rng, e: Estate): string {
  const kid = hex(r, 32);
  return e.rt[S(e, "lic")] === "dotnet"
    ? `Issued streaming licence {KeyId=${kid}, System=${pick(r, ["Widevine", "FairPlay", "PlayReady"])}, Ttl=86400}`
    : `licence ok kid=${kid} system=${pick(r, ["widevine", "fairplay"])} ttl=86400`;
}

/** Liveness probes: every service answers its probe; most log it. */
export function health(s: Stream, e: Estate) {
  const r = s.rng;
  for (const name of Object.values(e.svc) as string[]) {
    if (chance(r, 0.35)) continue;
    const rt = e.rt[name];
    const path = pick(r, ["/healthz", "/health", "/actuator/health", "/livez"]);
    s.every(
      int(r, 10, 30) * 1000,
      (t) => s.emit(t, name, "info", access(r, rt, "GET", path, 200, int(r, 1, 4))),
      s.start,
      s.end,
      0.05,
    );
  }
}
