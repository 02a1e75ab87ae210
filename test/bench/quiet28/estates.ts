// The four made-up companies of quiet28: services, runtimes, normal traffic, periodic jobs, a noisy service,
// deprecation warnings and the deploys that happen on any day.
import type { Rng } from "./rng.js";
import { type Ev, ev, type Gen } from "./stream.js";

export interface Estate {
  id: "lumen" | "brightlot" | "northmere" | "fieldpass";
  company: string;
  ns: string;
  trace: "w3c" | "short" | "none";
  services: { name: string; runtime: string; pod: string }[];
  flows: { name: string; rate: number; gen: Gen }[];
  periodic: { every: number; gen: (r: Rng, t: number, i: number) => Ev[] | Ev }[];
  health: { svc: string; every: number; msg: (r: Rng) => string }[];
  noisy: { every: number; gen: (r: Rng, t: number) => Ev };
  deprecations: { svc: string; every: number; msg: string }[];
  deploys: { svc: string; gen: (r: Rng, t: number) => Ev[] }[];
}

/** glog's line prefix (Lmmdd hh:mm:ss.uuuuuu threadid). */
export const glog = (sev: string, t: number, tid: number) => {
  const ms = Math.floor(t);
  const d = new Date(ms).toISOString();
  const micro = String((ms * 7919) % 1000).padStart(3, "0");
  return `${sev}${d.slice(5, 7)}${d.slice(8, 10)} ${d.slice(11, 23)}${micro} ${String(tid).padStart(6)}`;
};
const pod = (name: string, h: string) => `${name}-${h}`;
export const ip = (r: Rng) =>
  `${r.pick([81, 86, 92, 109, 176, 188, 212])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
export const envoy = (r: Rng, method: string, path: string, code: number, ms: number, up: string, flags = "-") =>
  `"${method} ${path} HTTP/2" ${code} ${flags} 0 ${r.int(200, 9000)} ${ms} ${Math.max(0, ms - r.int(0, 3))} "${ip(r)}" "${r.pick(UA)}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" "${up}"`;
export const UA = [
  "ExoPlayer/2.19.1 (Linux; Android 14)",
  "AppleCoreMedia/1.0.0.21F90 (iPhone; U; CPU OS 17_5)",
  "Roku/DVP-13.0",
  "Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0)",
  "shaka-player/4.8.4",
];
export const TITLES = [
  "tt-nightshift-s02e04",
  "tt-the-quarry",
  "tt-harbour-lights-s01e01",
  "tt-salt-road",
  "tt-kinfolk-s03e07",
  "tt-lowtide",
];
export const CHANNELS = ["ch-news24", "ch-kids", "ch-sport1", "ch-cinema"];
export const DSPS = ["tradewell", "adnexa-east", "bluefin-dsp", "corvid", "meridian-bid", "zest"];
export const MATCHES = ["match-ars-liv", "match-mun-che"];

const lumen: Estate = {
  id: "lumen",
  company: "Lumen+ streaming",
  ns: "lumen-prod",
  trace: "w3c",
  services: [
    { name: "edge-gw", runtime: "envoy", pod: pod("edge-gw", "7d9f4c8b6-x2kqp") },
    { name: "playback-api", runtime: "java", pod: pod("playback-api", "5c7b9d6f44-mz8rt") },
    { name: "drm-license", runtime: "go", pod: pod("drm-license", "6b8d7c5f9-q4wlj") },
    { name: "entitlements", runtime: "ruby", pod: pod("entitlements", "84f6c9d7b-7hxnv") },
    { name: "manifest-packager", runtime: "cpp", pod: pod("manifest-packager", "0") },
    { name: "mid-cache", runtime: "nginx", pod: pod("mid-cache", "1") },
    { name: "transcode-farm", runtime: "python", pod: pod("transcode-farm", "59b7f6d8c-2plqz") },
    { name: "player-telemetry", runtime: "node", pod: pod("player-telemetry", "7f5d8b9c6-kk2rw") },
    { name: "catalog-api", runtime: "node", pod: pod("catalog-api", "6d4c8f7b5-v9ncs") },
    { name: "ssai-stitcher", runtime: "go", pod: pod("ssai-stitcher", "78c5b9f6d-h3tjm") },
  ],
  flows: [
    {
      name: "play",
      rate: 0.5,
      gen: (r, t, tr) => {
        const ps = `ps_${r.hex(10)}`;
        const title = r.pick(TITLES);
        const ms = r.int(40, 190);
        return [
          ev(t + ms, "edge-gw", "INFO", envoy(r, "POST", "/v1/playback/sessions", 201, ms, "playback-api"), {
            trace: tr,
          }),
          ev(
            t + 5,
            "entitlements",
            "INFO",
            `Completed 200 OK in ${r.int(4, 30)}ms (Views: 0.4ms | ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms | Allocations: ${r.int(800, 3000)})`,
            { trace: tr },
          ),
          ev(
            t + ms - 8,
            "playback-api",
            "INFO",
            `c.l.playback.SessionService - Created playback session ${ps} title=${title} protocol=${r.pick(["hls-cmaf", "dash"])} drm=${r.pick(["widevine", "fairplay", "playready"])}`,
            { trace: tr },
          ),
          ev(
            t + ms - 20,
            "ssai-stitcher",
            "INFO",
            `avail plan ready session=${ps} breaks=${r.int(2, 5)} pods=${r.int(4, 12)} took=${r.int(3, 20)}ms`,
            { trace: tr },
          ),
        ];
      },
    },
    {
      name: "licence",
      rate: 0.45,
      gen: (r, t, tr) => {
        const ms = r.int(15, 70);
        const sys = r.pick(["widevine", "widevine", "fairplay", "playready"]);
        return [
          ev(t + ms, "edge-gw", "INFO", envoy(r, "POST", `/v1/license/${sys}`, 200, ms, "drm-license"), { trace: tr }),
          ev(
            t + ms - 4,
            "drm-license",
            "INFO",
            `licence issued system=${sys} kid=${r.hex(8)}-${r.hex(4)} policy=${r.pick(["svod-hd", "svod-uhd", "tvod-48h", "avod-sd"])} security_level=${r.pick(["L1", "L1", "L3"])} dur=${ms - 6}ms`,
            { trace: tr },
          ),
        ];
      },
    },
    {
      name: "segment",
      rate: 0.9,
      gen: (r, t) => {
        const ch = r.pick(CHANNELS);
        const hit = r.chance(0.93);
        const seq = 48000 + (Math.floor(t / 6000) % 5000);
        return [
          ev(
            t,
            "mid-cache",
            "INFO",
            `${ip(r)} - - "GET /live/${ch}/v${r.int(1, 5)}/seg_${seq}.m4s HTTP/1.1" 200 ${r.int(400000, 2600000)} "-" "${r.pick(UA)}" rt=${hit ? "0.00" + r.int(1, 9) : "0.0" + r.int(12, 80)} ucs=${hit ? "HIT" : "MISS"}`,
          ),
        ];
      },
    },
    {
      name: "beacon",
      rate: 0.7,
      gen: (r, t) => [
        ev(t, "player-telemetry", "INFO", `POST /v1/beacons 204 ${r.int(1, 9)}.${r.int(100, 999)} ms - -`),
      ],
    },
    {
      name: "catalog",
      rate: 0.3,
      gen: (r, t, tr) => {
        const ms = r.int(20, 120);
        return [
          ev(
            t + ms,
            "edge-gw",
            "INFO",
            envoy(r, "GET", `/v1/catalog/rails?region=${r.pick(["gb", "ie", "nl"])}`, 200, ms, "catalog-api"),
            { trace: tr },
          ),
          ev(
            t + ms - 3,
            "catalog-api",
            "INFO",
            `GET /rails?region=gb 200 ${ms - 4}.${r.int(100, 999)} ms - ${r.int(9000, 40000)}`,
            { trace: tr },
          ),
        ];
      },
    },
  ],
  periodic: [
    {
      every: 6,
      gen: (r, t, i) => {
        const ch = CHANNELS[i % 4];
        return ev(
          t,
          "manifest-packager",
          "INFO",
          `[${ch}] published segment ${48000 + (Math.floor(t / 6000) % 5000)} (6.006s, 5 renditions, ${r.int(9, 14)}.${r.int(0, 9)} MB) -> /var/cache/packager/${ch}`,
        );
      },
    },
    {
      every: 35,
      gen: (r, t) =>
        ev(
          t,
          "transcode-farm",
          "INFO",
          `worker-${r.int(1, 12)}: job tj-${r.hex(8)} rendition ${r.pick(["2160p", "1080p", "720p", "540p"])} done in ${r.int(120, 900)}.${r.int(0, 9)}s (speed=${r.int(1, 3)}.${r.int(10, 99)}x, vmaf=${r.int(91, 97)}.${r.int(0, 9)})`,
        ),
    },
    {
      every: 60,
      gen: (r, t) =>
        ev(
          t,
          "player-telemetry",
          "INFO",
          `flushed ${r.int(3000, 9000)} events to kafka topic player.qoe (partitions=12, ${r.int(30, 120)}ms)`,
        ),
    },
  ],
  health: [
    { svc: "mid-cache", every: 10, msg: () => `10.42.3.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"` },
    { svc: "drm-license", every: 15, msg: (r) => `http: GET /healthz 200 ${r.int(60, 240)}µs` },
    {
      svc: "transcode-farm",
      every: 20,
      msg: () => `10.42.3.1 - - "GET /health HTTP/1.1" 200 15 "-" "kube-probe/1.29"`,
    },
  ],
  noisy: {
    every: 9,
    gen: (r, t) =>
      ev(
        t,
        "player-telemetry",
        "ERROR",
        `beacon rejected: ValidationError: "bitrate" must be a number (app=${r.pick(["roku-9.2.1", "tizen-4.1.0"])}, session=${r.hex(10)})`,
      ),
  },
  deprecations: [
    {
      svc: "catalog-api",
      every: 240,
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "playback-api",
      every: 300,
      msg: "o.s.b.c.p.m.PropertiesMigrationListener - Property 'spring.redis.host' is deprecated: Use 'spring.data.redis.host' instead.",
    },
  ],
  deploys: [
    {
      svc: "catalog-api",
      gen: (_r, t) => [
        ev(t, "catalog-api", "INFO", "SIGTERM received, draining 38 open connections"),
        ev(t + 4200, "catalog-api", "INFO", "catalog-api 2026.11.4-9e1c2aa listening on :8080 (node v20.18.0)"),
      ],
    },
    {
      svc: "edge-gw",
      gen: (_r, t) => [
        ev(t, "edge-gw", "INFO", "lds: add/update listener 'ingress_https'"),
        ev(t + 30, "edge-gw", "INFO", "cds: added/updated 1 cluster(s), skipped 9 unmodified cluster(s)"),
      ],
    },
    {
      svc: "transcode-farm",
      gen: (_r, t) => [
        ev(t, "transcode-farm", "INFO", "[INFO] Handling signal: term"),
        ev(t + 3100, "transcode-farm", "INFO", "[INFO] Starting gunicorn 22.0.0 (image transcode-farm:4.18.2)"),
      ],
    },
  ],
};

const brightlot: Estate = {
  id: "brightlot",
  company: "Brightlot ad exchange",
  ns: "bx-prod",
  trace: "short",
  services: [
    { name: "bid-gateway", runtime: "go", pod: pod("bid-gateway", "6f7c9d8b5-4kq2x") },
    { name: "auction-engine", runtime: "java", pod: pod("auction-engine", "7b6c5d9f8-pl9zt") },
    { name: "dsp-adapter", runtime: "node", pod: pod("dsp-adapter", "5d8f7b6c9-wq3xn") },
    { name: "budget-pacer", runtime: "python", pod: pod("budget-pacer", "c4b7d9f6-r8mtk") },
    { name: "pixel-collector", runtime: "go", pod: pod("pixel-collector", "9f6d7c8b5-zz4lq") },
    { name: "consent-cmp", runtime: "node", pod: pod("consent-cmp", "6c9b8d7f5-jx2mw") },
    { name: "creative-scan", runtime: "python", pod: pod("creative-scan", "58d7f6b9c-n4vhp") },
    { name: "fraud-scorer", runtime: "python", pod: pod("fraud-scorer", "7d5c8b6f9-t6kpl") },
    { name: "reporting-etl", runtime: "java", pod: pod("reporting-etl", "0") },
  ],
  flows: [
    {
      name: "auction",
      rate: 1.1,
      gen: (r, t, tr) => {
        const imps = r.int(1, 3);
        const bidders = r.int(5, 9);
        const price = r.int(40, 420) / 100;
        const ms = r.int(60, 180);
        const out = [
          ev(
            t,
            "bid-gateway",
            "INFO",
            `openrtb2 request accepted id=${tr} imp=${imps} pub=pub-${r.int(1000, 1999)} tmax=${r.pick([200, 250, 300])}`,
            { trace: tr },
          ),
          ev(
            t + 4,
            "fraud-scorer",
            "INFO",
            `score req=${tr} ivt_prob=0.0${r.int(1, 9)} verdict=pass model=gbm-2026-10`,
            { trace: tr },
          ),
          ev(
            t + ms - 10,
            "auction-engine",
            "INFO",
            `c.b.auction.Clearing - auction ${tr} cleared ${r.int(0, imps)}/${imps} imps bidders=${bidders} top=${price.toFixed(2)} CPM second=${(price * 0.87).toFixed(2)} took=${ms - 12}ms`,
            { trace: tr },
          ),
          ev(t + ms, "bid-gateway", "INFO", `openrtb2 response id=${tr} status=200 dur=${ms}ms`, { trace: tr }),
        ];
        if (r.chance(0.4))
          out.push(
            ev(
              t + 9,
              "budget-pacer",
              "INFO",
              `pacing ok campaign=c-${r.int(20000, 29999)} spend_rate=0.${r.int(80, 99)} throttle=0.${r.int(0, 30)}`,
              { trace: tr },
            ),
          );
        if (r.chance(0.5))
          out.push(
            ev(
              t + 12,
              "dsp-adapter",
              "INFO",
              `dsp=${r.pick(DSPS)} bid 200 in ${r.int(30, 140)}ms price=${price.toFixed(2)} crid=cr-${r.hex(6)}`,
              { trace: tr },
            ),
          );
        return out;
      },
    },
    {
      name: "consent",
      rate: 0.35,
      gen: (r, t, tr) => [
        ev(
          t,
          "consent-cmp",
          "INFO",
          `GET /v2/tcf/decode 200 ${r.int(1, 6)}.${r.int(100, 999)} ms - purposes=1,2,3,4,7 vendors=${r.int(180, 700)} gvl=v${r.int(140, 142)}`,
          { trace: tr },
        ),
      ],
    },
    {
      name: "pixel",
      rate: 0.7,
      gen: (r, t) => [
        ev(
          t,
          "pixel-collector",
          "INFO",
          `GET /px/${r.pick(["imp", "imp", "view", "click"])} 204 c=c-${r.int(20000, 29999)} cr=cr-${r.hex(6)} dur=${r.int(80, 900)}µs`,
        ),
      ],
    },
  ],
  periodic: [
    {
      every: 20,
      gen: (r, t) =>
        ev(
          t,
          "reporting-etl",
          "INFO",
          `o.a.k.c.c.i.ConsumerCoordinator - [Consumer clientId=etl-imp-0, groupId=reporting-etl] Committed offsets for partition imp-events-${r.int(0, 11)} at ${r.int(88000000, 89000000)}`,
        ),
    },
    {
      every: 45,
      gen: (r, t) =>
        ev(
          t,
          "creative-scan",
          "INFO",
          `creative cr-${r.hex(6)} scanned: verdict=approved vast=4.2 duration=${r.pick([15, 20, 30])}s ssl=ok`,
        ),
    },
    {
      every: 30,
      gen: (r, t) =>
        ev(t, "budget-pacer", "INFO", `pacing loop: ${r.int(380, 460)} campaigns updated in ${r.int(90, 260)}ms`),
    },
  ],
  health: [
    { svc: "bid-gateway", every: 10, msg: (r) => `GET /healthz 200 dur=${r.int(40, 200)}µs` },
    { svc: "fraud-scorer", every: 15, msg: () => `10.12.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"` },
    { svc: "pixel-collector", every: 10, msg: (r) => `GET /healthz 200 dur=${r.int(40, 200)}µs` },
  ],
  noisy: {
    every: 7,
    gen: (r, t) =>
      ev(
        t,
        "dsp-adapter",
        "ERROR",
        `dsp=adnexa-east invalid bid response discarded: seatbid[0].bid[0].adm missing (HTTP 200, ${r.int(40, 90)}ms)`,
      ),
  },
  deprecations: [
    {
      svc: "consent-cmp",
      every: 200,
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "auction-engine",
      every: 260,
      msg: "c.b.openrtb.RequestMapper - request uses deprecated imp.ext.prebid.bidder; use imp.ext.<bidder> (OpenRTB 2.6)",
    },
  ],
  deploys: [
    {
      svc: "creative-scan",
      gen: (_r, t) => [
        ev(t, "creative-scan", "INFO", "Worker exiting (pid: 7)"),
        ev(t + 2500, "creative-scan", "INFO", "creative-scan 3.9.1 started, clamav db daily.cvd version 27471"),
      ],
    },
    {
      svc: "pixel-collector",
      gen: (_r, t) => [
        ev(
          t,
          "pixel-collector",
          "INFO",
          "config reload: sampling.view_rate 0.10 -> 0.12 (configmap pixel-collector-cfg rev 41)",
        ),
      ],
    },
    {
      svc: "consent-cmp",
      gen: (_r, t) => [
        ev(t, "consent-cmp", "INFO", "GVL refreshed: vendor-list v142 (1047 vendors), purposes unchanged"),
      ],
    },
  ],
};

const northmere: Estate = {
  id: "northmere",
  company: "Northmere broadcast playout",
  ns: "playout-prod",
  trace: "none",
  services: [
    { name: "playout-scheduler", runtime: "dotnet", pod: pod("playout-scheduler", "0") },
    { name: "graphics-render", runtime: "cpp", pod: pod("graphics-render", "0") },
    { name: "ingest-sdi", runtime: "cpp", pod: pod("ingest-sdi", "0") },
    { name: "live-encoder", runtime: "cpp", pod: pod("live-encoder", "0") },
    { name: "scte-injector", runtime: "go", pod: pod("scte-injector", "0") },
    { name: "epg-feed", runtime: "ruby", pod: pod("epg-feed", "65c8d7f9b-m2xkq") },
    { name: "asrun-logger", runtime: "python", pod: pod("asrun-logger", "7c9d6b8f5-p4rtw") },
    { name: "caption-gw", runtime: "node", pod: pod("caption-gw", "0") },
    { name: "mam-archive", runtime: "java", pod: pod("mam-archive", "5f8b7c6d9-qq7vz") },
  ],
  flows: [
    {
      name: "cue",
      rate: 0.12,
      gen: (r, t) => {
        const ch = r.pick(["NM1", "NM2", "NM3"]);
        const id = `${r.pick(["PRG", "PRG", "PRM", "IDT"])}-${r.int(100000, 999999)}`;
        return [
          ev(
            t,
            "playout-scheduler",
            "INFO",
            `Northmere.Playout.Engine.Sequencer[0] Channel ${ch}: cued ${id} on MAIN+BACKUP (dur 00:${r.int(0, 29).toString().padStart(2, "0")}:${r.int(0, 59).toString().padStart(2, "0")}:00)`,
          ),
          ev(
            t + r.int(200, 900),
            "asrun-logger",
            "INFO",
            `as-run ${ch} ${id} status=STARTED src=MAIN tc_in=${new Date(t).toISOString().slice(11, 19)}:${r.int(0, 24).toString().padStart(2, "0")}`,
          ),
        ];
      },
    },
    {
      name: "graphics",
      rate: 0.5,
      gen: (r, t) => {
        const tpl = r.pick(["lower_third_v3", "bug_nm_hd", "clock_strap", "next_up_v2", "ticker_news"]);
        const layer = r.pick([10, 20, 30]);
        const ch = r.int(1, 3);
        const t2 = t + r.int(3, 20);
        return [
          ev(
            t,
            "playout-scheduler",
            "INFO",
            `Northmere.Playout.Graphics.CgClient[0] CG cue sent template=${tpl} layer=${layer} channel=NM${ch}`,
          ),
          ev(
            t2,
            "graphics-render",
            "INFO",
            `${glog("I", t2, 17)} renderer.cc:${r.int(200, 240)}] NM${ch} template '${tpl}' on layer ${layer}: first frame in ${r.int(2, 9)}.${r.int(0, 9)}ms`,
          ),
        ];
      },
    },
    {
      name: "splice",
      rate: 0.05,
      gen: (r, t) => {
        const id = r.int(10000, 99999);
        return [
          ev(
            t,
            "playout-scheduler",
            "INFO",
            `Northmere.Playout.Engine.Sequencer[0] Break BRK-${id} armed, pre-roll 4000ms`,
          ),
          ev(
            t + 40,
            "scte-injector",
            "INFO",
            `SCTE-104 splice_request_data sent: splice_insert event_id=${id} pre_roll=4000ms dpi_pid_index=0`,
          ),
          ev(
            t + 4010,
            "live-encoder",
            "INFO",
            `[NM${r.int(1, 3)}] SCTE-35 splice_insert event_id=${id} out_of_network=1 inserted at PTS ${r.int(1000000000, 8000000000)}`,
          ),
        ];
      },
    },
  ],
  periodic: [
    {
      every: 6,
      gen: (r, t, i) =>
        ev(
          t,
          "playout-scheduler",
          "INFO",
          `Northmere.Playout.Engine.Lookahead[0] Channel NM${(i % 3) + 1}: ${r.int(18, 30)} events loaded, ${r.int(0, 4)} secondary pending, device status MAIN=ok BACKUP=ok`,
        ),
    },
    {
      every: 4,
      gen: (r, t, i) =>
        ev(
          t,
          "live-encoder",
          "INFO",
          `[NM${(i % 3) + 1}] enc stats 1080i50 fps=25.00 video=${r.int(7800, 8200)}kbps audio=2x192kbps dropped=0 qp_avg=${r.int(24, 31)}`,
        ),
    },
    {
      every: 30,
      gen: (_r, t, i) =>
        ev(
          t,
          "ingest-sdi",
          "INFO",
          `input ${(i % 4) + 1} (NM${(i % 3) + 1}-${i % 4 === 3 ? "backup" : "main"}): 1080i50 locked, audio 16ch, CRC ok`,
        ),
    },
    {
      every: 60,
      gen: (r, t) =>
        ev(
          t,
          "epg-feed",
          "INFO",
          `Published EPG NM${r.int(1, 3)}: ${r.int(40, 60)} events, 7 days (XMLTV ${r.int(60, 90)}.${r.int(0, 9)} KB) in ${r.int(100, 400)}ms`,
        ),
    },
    {
      every: 2.5,
      gen: (r, t) =>
        ev(
          t,
          "caption-gw",
          "INFO",
          `708 packets forwarded NM${r.int(1, 2)} ${r.int(20, 140)} bytes from stenograph session st-${r.int(10, 19)}`,
        ),
    },
    {
      every: 50,
      gen: (r, t) =>
        ev(
          t,
          "mam-archive",
          "INFO",
          `c.n.mam.ArchiveJob - archived clip ${r.pick(["NM1", "NM2"])}_${r.hex(8)}.mxf (${r.int(2, 40)}.${r.int(0, 9)} GB) to tape pool B, checksum ok`,
        ),
    },
  ],
  health: [
    {
      svc: "playout-scheduler",
      every: 30,
      msg: (r) =>
        `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://10.8.2.14:8080/healthz - 200 - text/plain ${r.int(1, 4)}.${r.int(1000, 9999)}ms`,
    },
    { svc: "asrun-logger", every: 20, msg: () => `10.8.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.28"` },
  ],
  noisy: {
    every: 11,
    gen: (r, t) =>
      ev(
        t,
        "asrun-logger",
        "ERROR",
        `reconcile: house id FILL-00${r.int(30, 49)} not found in traffic log (filler), recorded as UNSCHEDULED`,
      ),
  },
  deprecations: [
    { svc: "epg-feed", every: 300, msg: "warning: URI.escape is obsolete" },
    {
      svc: "mam-archive",
      every: 280,
      msg: "o.h.orm.deprecation - HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
    },
  ],
  deploys: [
    {
      svc: "epg-feed",
      gen: (_r, t) => [ev(t, "epg-feed", "INFO", "Booting epg-feed 2.14.0 (sidekiq 7.2.4, redis 7.2)")],
    },
    {
      svc: "caption-gw",
      gen: (_r, t) => [ev(t, "caption-gw", "INFO", "config reloaded: stenograph pool st-10..st-19, idle_timeout 90s")],
    },
    {
      svc: "mam-archive",
      gen: (_r, t) => [
        ev(
          t,
          "mam-archive",
          "INFO",
          "o.s.b.w.e.tomcat.GracefulShutdown - Commencing graceful shutdown. Waiting for active requests to complete",
        ),
        ev(
          t + 9000,
          "mam-archive",
          "INFO",
          "c.n.mam.MamApplication - Started MamApplication in 7.84 seconds (process running for 8.6)",
        ),
      ],
    },
  ],
};

const fieldpass: Estate = {
  id: "fieldpass",
  company: "Fieldpass live sport",
  ns: "fieldpass-live",
  trace: "none",
  services: [
    { name: "viewer-api", runtime: "node", pod: pod("viewer-api", "6d9c7b8f5-k2mzp") },
    { name: "session-mgr", runtime: "go", pod: pod("session-mgr", "7f8c6d5b9-x9wqr") },
    { name: "live-packager", runtime: "cpp", pod: pod("live-packager", "0") },
    { name: "ad-decision", runtime: "java", pod: pod("ad-decision", "5b9d8c7f6-lp2nt") },
    { name: "ssai-proxy", runtime: "go", pod: pod("ssai-proxy", "6c7d9f8b5-vv4hs") },
    { name: "licence-proxy", runtime: "dotnet", pod: pod("licence-proxy", "8d7c6b9f5-rt6qm") },
    { name: "beacon-relay", runtime: "go", pod: pod("beacon-relay", "59c8d7b6f-zn3kc") },
    { name: "chat-gateway", runtime: "elixir", pod: pod("chat-gateway", "0") },
    { name: "subs-billing", runtime: "ruby", pod: pod("subs-billing", "7b6d9c8f5-w8pkj") },
    { name: "stats-feed", runtime: "python", pod: pod("stats-feed", "6f9b7c8d5-m5xtl") },
  ],
  flows: [
    {
      name: "join",
      rate: 0.6,
      gen: (r, t) => {
        const sid = r.hex(12);
        const m = r.pick(MATCHES);
        const ms = r.int(30, 160);
        return [
          ev(
            t + 6,
            "session-mgr",
            "INFO",
            `session created sid=${sid} tier=${r.pick(["premium", "premium", "basic"])} streams=${r.int(1, 4)}/4`,
          ),
          ev(
            t + ms - 8,
            "ssai-proxy",
            "INFO",
            `manifest personalised sid=${sid} stream=${m} variant=${r.pick(["1080p50", "720p50", "540p"])} ${r.int(3, 18)}ms`,
          ),
          ev(
            t + ms,
            "viewer-api",
            "INFO",
            `POST /v2/streams/${m}/join 200 ${ms}.${r.int(100, 999)} ms - ${r.int(600, 900)}`,
          ),
        ];
      },
    },
    {
      name: "licence",
      rate: 0.5,
      gen: (r, t) => [
        ev(
          t,
          "licence-proxy",
          "INFO",
          `Fieldpass.Licence.Api.LicenceController[0] Licence issued kid=${r.hex(8)} system=${r.pick(["Widevine", "Widevine", "FairPlay", "PlayReady"])} level=${r.pick(["L1", "L3", "SL2000"])} upstream=${r.int(30, 110)}ms`,
        ),
        ev(
          t + r.int(40, 130),
          "viewer-api",
          "INFO",
          `POST /v2/licence 200 ${r.int(40, 140)}.${r.int(100, 999)} ms - ${r.int(900, 2400)}`,
        ),
      ],
    },
    {
      name: "avail",
      rate: 0.35,
      gen: (r, t) => {
        const av = `av-${r.hex(6)}`;
        const slots = r.int(3, 5);
        const ms = r.int(60, 220);
        return [
          ev(t, "ssai-proxy", "INFO", `decision request avail=${av} dur=${r.pick([60, 90, 120])}s slots=${slots}`),
          ev(
            t + ms - 5,
            "ad-decision",
            "INFO",
            `c.f.ads.DecisionService - avail ${av}: filled ${slots}/${slots} slots, ${r.int(2, 9)} candidates, took ${ms - 8}ms`,
          ),
          ev(t + ms, "ssai-proxy", "INFO", `decision ok avail=${av} ${ms}ms`),
          ev(
            t + ms + r.int(30000, 60000),
            "beacon-relay",
            "INFO",
            `fired ${slots * 5} quartile beacons avail=${av} ok=${slots * 5} fail=0`,
          ),
        ];
      },
    },
    {
      name: "chat",
      rate: 0.5,
      gen: (r, t) => [
        ev(
          t,
          "chat-gateway",
          "INFO",
          `[info] broadcast room=${r.pick(MATCHES)} fanout=${r.int(8000, 40000)} in ${r.int(3, 40)}ms`,
        ),
      ],
    },
  ],
  periodic: [
    {
      every: 4,
      gen: (r, t, i) =>
        ev(
          t,
          "live-packager",
          "INFO",
          `[live] ${MATCHES[i % 2]} published seg ${Math.floor(t / 2000) % 90000} v${r.int(1, 5)} (2.000s) to cdn-storage`,
        ),
    },
    {
      every: 12,
      gen: (r, t) =>
        ev(
          t,
          "stats-feed",
          "INFO",
          `applied event seq=${Math.floor(t / 1000) % 100000} type=${r.pick(["pass", "shot", "foul", "corner", "throw_in"])} match=${r.pick(MATCHES)} lag=${r.int(8, 20) / 10}s`,
        ),
    },
    {
      every: 40,
      gen: (r, t) =>
        ev(
          t,
          "subs-billing",
          "INFO",
          `[ActiveJob] [RenewalJob] Performed RenewalJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(renewals) in ${r.int(200, 900)}.${r.int(10, 99)}ms`,
        ),
    },
  ],
  health: [
    { svc: "session-mgr", every: 10, msg: (r) => `GET /healthz 200 ${r.int(50, 300)}µs` },
    { svc: "ssai-proxy", every: 15, msg: (r) => `GET /readyz 200 ${r.int(50, 300)}µs` },
  ],
  noisy: {
    every: 8,
    gen: (r, t) =>
      ev(
        t,
        "beacon-relay",
        "ERROR",
        `third-party beacon https://trk.${r.pick(["audimetric", "pulsemeter"])}.example/v1/q returned 410 Gone, dropped (campaign retired)`,
      ),
  },
  deprecations: [
    {
      svc: "viewer-api",
      every: 250,
      msg: "(node:1) [DEP0106] DeprecationWarning: crypto.createDecipher is deprecated.",
    },
    {
      svc: "subs-billing",
      every: 300,
      msg: "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.1.",
    },
  ],
  deploys: [
    {
      svc: "chat-gateway",
      gen: (_r, t) => [
        ev(
          t,
          "chat-gateway",
          "INFO",
          "[info] Running ChatGatewayWeb.Endpoint with Bandit 1.5.7 at :::4000 (http) release 0.41.2",
        ),
      ],
    },
    {
      svc: "stats-feed",
      gen: (_r, t) => [
        ev(t, "stats-feed", "INFO", "config reloaded: provider endpoint unchanged, poll_interval 2s -> 1s"),
      ],
    },
    {
      svc: "viewer-api",
      gen: (_r, t) => [
        ev(t, "viewer-api", "INFO", "received SIGTERM, closing server"),
        ev(t + 3600, "viewer-api", "INFO", "viewer-api@7.12.0 listening on 0.0.0.0:3000"),
      ],
    },
  ],
};

export const ESTATES: Estate[] = [lumen, brightlot, northmere, fieldpass];
export const estate = (id: Estate["id"]): Estate => ESTATES.find((e) => e.id === id)!;
