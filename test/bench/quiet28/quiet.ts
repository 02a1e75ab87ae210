// Harmless noise that looks alarming, from streaming, playout and ad tech: one kind leads each quiet window.
import { DSPS, type Estate, envoy, ip, MATCHES, TITLES } from "./estates.js";
import type { Rng } from "./rng.js";
import { javaStack, nodeStack, pythonStack, rubyStack } from "./stacks.js";
import { type Ev, ev, every, type Overlay, type Win } from "./stream.js";

export interface QuietKind {
  name: string;
  note: string;
  estates: Estate["id"][];
  gen: (r: Rng, w: Win, est: Estate) => Overlay;
}

/** A stretch of the window: starts `a`..`b` of the way in, lasts `min`..`max` seconds. */
const span = (r: Rng, w: Win, min: number, max: number): Win => {
  const len = w.end - w.start;
  const start = w.start + Math.floor(len * (0.1 + 0.5 * r.next()));
  return { start, end: Math.min(w.end, start + r.int(min, max) * 1000) };
};
const isp = (r: Rng) =>
  r.pick(["AS5089 Virgin Media", "AS2856 BT", "AS1136 KPN", "AS6830 Liberty Global", "AS5432 Proximus"]);
const x = (extra: Ev[], more: Partial<Overlay> = {}): Overlay => ({ extra, ...more });

export const KINDS: QuietKind[] = [
  {
    name: "viewer-isp-errors",
    note: "players on one broadband ISP report network playback errors while mid-cache serves every segment",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 180, 360);
      const asn = isp(r);
      return x(
        every(r, s.start, s.end, 1500, (t) =>
          ev(
            t,
            "player-telemetry",
            "WARN",
            `playback error reported code=${r.pick(["2001", "2002", "NETWORK_ERR", "-1009"])} app=${r.pick(["androidtv-6.2.0", "ios-8.4.1", "web-5.9.3"])} isp="${asn}" bandwidth_est=${r.int(300, 1400)}kbps buffer=0.0s`,
          ),
        ),
      );
    },
  },
  {
    name: "licence-expired",
    note: "licence requests refused with 403 for subscriptions that lapsed at midnight renewal",
    estates: ["lumen", "fieldpass"],
    gen: (r, w, est) => {
      const s = span(r, w, 240, 420);
      if (est.id === "lumen")
        return x(
          every(r, s.start, s.end, 2500, (t) => {
            const u = `u_${r.hex(8)}`;
            return [
              ev(
                t,
                "entitlements",
                "INFO",
                `Completed 403 Forbidden in ${r.int(5, 20)}ms (Views: 0.3ms | ActiveRecord: 2.${r.int(0, 9)}ms | Allocations: 1204)`,
              ),
              ev(
                t + 8,
                "drm-license",
                "WARN",
                `licence refused system=widevine user=${u} reason=ENTITLEMENT_EXPIRED expired_at=${new Date(w.start - r.int(1, 9) * 3600000).toISOString()} status=403`,
              ),
              ev(
                t + 12,
                "edge-gw",
                "INFO",
                envoy(r, "POST", "/v1/license/widevine", 403, r.int(12, 30), "drm-license"),
              ),
            ];
          }),
        );
      return x(
        every(r, s.start, s.end, 2500, (t) => [
          ev(
            t,
            "licence-proxy",
            "WARN",
            `Fieldpass.Licence.Api.LicenceController[0] Licence denied for account acc_${r.hex(8)}: subscription status past_due (grace period ended)`,
          ),
          ev(t + 20, "viewer-api", "WARN", `POST /v2/licence 403 ${r.int(20, 60)}.${r.int(100, 999)} ms - 88`),
        ]),
      );
    },
  },
  {
    name: "ssai-no-fill",
    note: "ad breaks go out unfilled and slate is stitched in, normal for late-night inventory",
    estates: ["lumen", "fieldpass"],
    gen: (r, w, est) => {
      const s = span(r, w, 300, 500);
      if (est.id === "lumen")
        return x(
          every(r, s.start, s.end, 4000, (t) =>
            ev(
              t,
              "ssai-stitcher",
              "WARN",
              `no fill for break ${r.int(1, 4)} session=ps_${r.hex(10)}: ad server returned empty VAST (0 ads), stitching slate ${r.pick([30, 60, 90])}s`,
            ),
          ),
        );
      return x(
        every(r, s.start, s.end, 4000, (t) => [
          ev(
            t,
            "ad-decision",
            "WARN",
            `c.f.ads.DecisionService - avail av-${r.hex(6)}: filled 0/${r.int(3, 5)} slots (no eligible campaign: frequency cap/targeting), returning empty VMAP`,
          ),
          ev(t + 30, "ssai-proxy", "WARN", `empty decision avail=av-${r.hex(6)}, inserting house slate`),
        ]),
      );
    },
  },
  {
    name: "lookahead-404",
    note: "a buggy player build requests segments ahead of the live edge and receives 404s",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 200, 400);
      return x(
        every(r, s.start, s.end, 900, (t) =>
          ev(
            t,
            "mid-cache",
            "WARN",
            `${ip(r)} - - "GET /live/ch-sport1/v3/seg_${49000 + r.int(2, 5) + (Math.floor(t / 6000) % 5000)}.m4s HTTP/1.1" 404 153 "-" "Roku/DVP-13.0" rt=0.001 ucs=MISS`,
          ),
        ),
      );
    },
  },
  {
    name: "spot-preemption",
    note: "a spot transcode worker is reclaimed and its job is requeued and finishes elsewhere",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 200, 300);
      const job = `tj-${r.hex(8)}`;
      return x([
        ev(
          s.start,
          "transcode-farm",
          "WARN",
          "worker-7: EC2 spot interruption notice received, instance i-0f3a9c reclaimed in 120s",
        ),
        ev(
          s.start + 118000,
          "transcode-farm",
          "ERROR",
          `worker-7: lost heartbeat, job ${job} (1080p, 64% done) marked failed`,
          {
            stack: pythonStack(
              [
                ["/app/farm/worker.py", 212, "run", "self._pump(proc)"],
                ["/app/farm/worker.py", 260, "_pump", "raise WorkerLost(self.id)"],
              ],
              "farm.errors.WorkerLost: worker-7 lost (SIGTERM)",
            ),
          },
        ),
        ev(s.start + 119000, "transcode-farm", "INFO", `scheduler: requeued ${job} attempt 2/3 on worker-3`),
        ev(
          s.end,
          "transcode-farm",
          "INFO",
          `worker-3: job ${job} rendition 1080p done in 611.4s (speed=1.62x, vmaf=95.1)`,
        ),
      ]);
    },
  },
  {
    name: "geo-block",
    note: "viewers outside the licence territory are refused playback with 451",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 300, 500);
      return x(
        every(r, s.start, s.end, 3000, (t) => [
          ev(
            t,
            "playback-api",
            "WARN",
            `c.l.playback.GeoGuard - playback refused title=${r.pick(TITLES)} country=${r.pick(["US", "CA", "AU", "BR"])} (territory rights GB,IE) -> 451`,
          ),
          ev(t + 4, "edge-gw", "INFO", envoy(r, "POST", "/v1/playback/sessions", 451, r.int(10, 40), "playback-api")),
        ]),
      );
    },
  },
  {
    name: "stale-jwt",
    note: "smart-TV apps resume with expired tokens, get 401, refresh and succeed",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 300, 500);
      return x(
        every(r, s.start, s.end, 2000, (t) => [
          ev(
            t,
            "playback-api",
            "WARN",
            `c.l.security.JwtFilter - JWT rejected: io.jsonwebtoken.ExpiredJwtException: JWT expired ${r.int(2, 90)} minutes ago (device=${r.pick(["tizen", "webos", "roku"])})`,
          ),
          ev(t + 3, "edge-gw", "INFO", envoy(r, "POST", "/v1/playback/sessions", 401, r.int(4, 12), "playback-api")),
          ev(
            t + r.int(800, 2000),
            "edge-gw",
            "INFO",
            envoy(r, "POST", "/v1/playback/sessions", 201, r.int(40, 120), "playback-api"),
          ),
        ]),
      );
    },
  },
  {
    name: "corrupt-upload",
    note: "a partner mezzanine upload is truncated and its transcode job fails permanently",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 60, 200);
      const job = `tj-${r.hex(8)}`;
      const out: Ev[] = [];
      for (let a = 1; a <= 3; a++)
        out.push(
          ev(
            s.start + a * 40000,
            "transcode-farm",
            "ERROR",
            `worker-${r.int(1, 12)}: job ${job} attempt ${a}/3 failed: ffmpeg exited 1: [mov,mp4,m4a,3gp,3g2,mj2 @ 0x55d2c1e0] moov atom not found; s3://lumen-ingest/partner-northlight/SALTROAD_EP04_MEZZ.mov: Invalid data found when processing input`,
            {
              stack: pythonStack(
                [
                  ["/app/farm/worker.py", 188, "run", "result = ffmpeg.run(job.args)"],
                  ["/app/farm/ffmpeg.py", 77, "run", "raise FFmpegError(proc.returncode, tail)"],
                ],
                "farm.ffmpeg.FFmpegError: ffmpeg exited 1",
              ),
            },
          ),
        );
      out.push(
        ev(
          s.start + 125000,
          "transcode-farm",
          "WARN",
          `job ${job} moved to dead-letter; partner northlight notified (asset SALTROAD_EP04 needs re-delivery)`,
        ),
      );
      return x(out);
    },
  },
  {
    name: "uhd-downgrade",
    note: "devices with software DRM ask for UHD and are downgraded to HD by policy",
    estates: ["lumen"],
    gen: (r, w) =>
      x(
        every(r, w.start + 60000, w.end, 3500, (t) =>
          ev(
            t,
            "drm-license",
            "WARN",
            `policy: UHD key kid=${r.hex(8)} withheld, client security_level=L3 (max HD) device=${r.pick(["chrome-linux", "android-emulator", "firetv-stick-gen1"])}`,
          ),
        ),
      ),
  },
  {
    name: "premiere-cache-miss",
    note: "a new series drops and mid-cache fills its cache, buffering big responses to disk",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 240, 400);
      return x(
        every(r, s.start, s.end, 1200, (t) =>
          ev(
            t,
            "mid-cache",
            "WARN",
            `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/${r.int(1, 9)}/${r.int(10, 99)}/00000${r.int(10000, 99999)} while reading upstream, client: ${ip(r)}, server: vod.lumen.example, request: "GET /vod/tt-kinfolk-s04e01/v5/seg_${r.int(1, 900)}.m4s HTTP/1.1", upstream: "http://manifest-packager:8080/vod/tt-kinfolk-s04e01/v5/seg.m4s"`,
          ),
        ),
      );
    },
  },
  {
    name: "llhls-blocking-timeout",
    note: "low-latency HLS blocking playlist reloads for future parts time out by design and players retry",
    estates: ["lumen"],
    gen: (r, w) =>
      x(
        every(r, w.start + 30000, w.end, 4000, (t) =>
          ev(
            t,
            "mid-cache",
            "ERROR",
            `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${ip(r)}, server: live.lumen.example, request: "GET /live/ch-news24/v2/index.m3u8?_HLS_msn=${r.int(49000, 50000)}&_HLS_part=${r.int(0, 3)} HTTP/1.1", upstream: "http://manifest-packager:8080/live/ch-news24/v2/index.m3u8"`,
          ),
        ),
      ),
  },
  {
    name: "rolling-restart-retries",
    note: "a rolling restart of the playback API makes the edge retry a few requests that then succeed",
    estates: ["lumen"],
    gen: (r, w) => {
      const s = span(r, w, 60, 90);
      const out: Ev[] = [
        ev(
          s.start,
          "playback-api",
          "INFO",
          "o.s.b.w.e.tomcat.GracefulShutdown - Commencing graceful shutdown. Waiting for active requests to complete",
        ),
        ev(
          s.start + 21000,
          "playback-api",
          "INFO",
          "c.l.playback.PlaybackApplication - Started PlaybackApplication in 14.2 seconds (process running for 15.1)",
        ),
      ];
      out.push(
        ...every(r, s.start, s.start + 20000, 1500, (t) =>
          ev(
            t,
            "edge-gw",
            "WARN",
            `upstream connect error or disconnect/reset before headers. reset reason: connection failure, retried (attempt 2) cluster=playback-api host=10.42.${r.int(1, 9)}.${r.int(2, 250)}:8080 -> 201`,
          ),
        ),
      );
      return x(out);
    },
  },
  {
    name: "bid-timeouts",
    note: "slow DSPs miss the tmax deadline and are left out of auctions, which clear anyway",
    estates: ["brightlot"],
    gen: (r, w) =>
      x(
        every(r, w.start + 20000, w.end, 1200, (t) =>
          ev(
            t,
            "dsp-adapter",
            "WARN",
            `dsp=${r.pick(["bluefin-dsp", "meridian-bid"])} timed out after ${r.pick([150, 200, 250])}ms (tmax), excluded from auction ${r.hex(16)}`,
          ),
        ),
      ),
  },
  {
    name: "dsp-no-bid",
    note: "DSPs answer most requests with 204 no-bid during a slow overnight period",
    estates: ["brightlot"],
    gen: (r, w) =>
      x(
        every(r, w.start, w.end, 800, (t) =>
          ev(t, "dsp-adapter", "INFO", `dsp=${r.pick(DSPS)} 204 No Content (no bid) in ${r.int(10, 60)}ms`),
        ).concat(
          every(r, w.start, w.end, 6000, (t) =>
            ev(
              t,
              "auction-engine",
              "WARN",
              `c.b.auction.Clearing - auction ${r.hex(16)} cleared 0/${r.int(1, 3)} imps: all bidders passed, returning nbr=2`,
            ),
          ),
        ),
      ),
  },
  {
    name: "consent-missing",
    note: "requests from a publisher without a TCF string are served contextual ads only",
    estates: ["brightlot"],
    gen: (r, w) => {
      const s = span(r, w, 300, 500);
      return x(
        every(r, s.start, s.end, 2500, (t) => [
          ev(
            t,
            "consent-cmp",
            "WARN",
            `TC string rejected for pub-1${r.int(100, 999)}: DecodingError: Invalid version: 0 (gdpr=1), treating as no consent`,
          ),
          ev(
            t + 6,
            "auction-engine",
            "INFO",
            "c.b.auction.PrivacyGate - personalised bidding disabled (gdpr=1, no consent), contextual only",
          ),
        ]),
      );
    },
  },
  {
    name: "ivt-blocks",
    note: "a datacenter bot crawl is scored as invalid traffic and blocked before auction",
    estates: ["brightlot"],
    gen: (r, w) => {
      const s = span(r, w, 200, 400);
      return x(
        every(r, s.start, s.end, 1000, (t) => [
          ev(
            t,
            "fraud-scorer",
            "WARN",
            `score req=${r.hex(16)} ivt_prob=0.9${r.int(1, 9)} verdict=block reasons=[datacenter_asn:AS16509, ua:HeadlessChrome/124] model=gbm-2026-10`,
          ),
          ev(
            t + 3,
            "bid-gateway",
            "INFO",
            `openrtb2 response id=${r.hex(16)} status=204 nbr=8 (blocked: ivt) dur=${r.int(3, 9)}ms`,
          ),
        ]),
      );
    },
  },
  {
    name: "budget-exhausted",
    note: "several campaigns reach their daily budget and are paused by the pacer",
    estates: ["brightlot"],
    gen: (r, w) =>
      x(
        every(r, w.start + 60000, w.end, 20000, (t) => {
          const c = `c-${r.int(20000, 29999)}`;
          const b = r.pick([500, 1000, 2500, 5000]);
          return [
            ev(
              t,
              "budget-pacer",
              "WARN",
              `campaign ${c} daily budget exhausted (spent ${b}.00/${b}.00 EUR), pausing until 00:00 UTC`,
            ),
            ev(
              t + 900,
              "auction-engine",
              "WARN",
              `c.b.auction.CampaignIndex - campaign ${c} removed from live index (paused: budget)`,
            ),
          ];
        }),
      ),
  },
  {
    name: "creative-rejected",
    note: "the creative scanner rejects uploaded ads for auto-redirects and expired certificates",
    estates: ["brightlot"],
    gen: (r, w) =>
      x(
        every(r, w.start + 30000, w.end, 25000, (t) =>
          ev(
            t,
            "creative-scan",
            "ERROR",
            `creative cr-${r.hex(6)} rejected: ${r.pick(["auto-redirect to non-declared domain detected", "VAST MediaFile https://cdn.adv.example/v.mp4 certificate expired", "Heuristics.Phishing.Email.SpoofedDomain FOUND", "VPAID unit not allowed on CTV"])}`,
          ),
        ),
      ),
  },
  {
    name: "kafka-rebalance",
    note: "the reporting ETL consumer group rebalances during a scale-out and catches up its lag",
    estates: ["brightlot"],
    gen: (r, w) => {
      const s = span(r, w, 120, 200);
      const c = "o.a.k.c.c.i.ConsumerCoordinator - [Consumer clientId=etl-imp-0, groupId=reporting-etl]";
      const out = [
        ev(s.start, "reporting-etl", "INFO", `${c} Request joining group due to: group is already rebalancing`),
        ev(s.start + 200, "reporting-etl", "WARN", `${c} Attempt to heartbeat failed since group is rebalancing`),
        ev(
          s.start + 400,
          "reporting-etl",
          "INFO",
          `${c} Revoke previously assigned partitions imp-events-0, imp-events-1, imp-events-2, imp-events-3`,
        ),
        ev(
          s.start + 6100,
          "reporting-etl",
          "INFO",
          `${c} Successfully joined group with generation Generation{generationId=${r.int(300, 400)}, memberId='etl-imp-0-${r.hex(8)}', protocol='cooperative-sticky'}`,
        ),
        ev(
          s.start + 6300,
          "reporting-etl",
          "INFO",
          `${c} Adding newly assigned partitions: imp-events-0, imp-events-1`,
        ),
      ];
      let lag = r.int(180000, 260000);
      for (let t = s.start + 15000; t < s.end && lag > 2000; t += 15000) {
        out.push(
          ev(
            t,
            "reporting-etl",
            "WARN",
            `c.b.etl.LagMonitor - consumer lag ${lag} messages on imp-events (threshold 50000)`,
          ),
        );
        lag = Math.floor(lag * 0.55);
      }
      return x(out);
    },
  },
  {
    name: "gc-pauses",
    note: "long G1 pauses stretch a few auctions past their deadline, then the heap settles",
    estates: ["brightlot", "fieldpass"],
    gen: (r, w, est) => {
      const svc = est.id === "brightlot" ? "auction-engine" : "ad-decision";
      const s = span(r, w, 180, 300);
      return x(
        every(r, s.start, s.end, 15000, (t, i) => [
          ev(
            t,
            svc,
            "WARN",
            `[gc] GC(${8800 + i}) Pause Young (G1 Evacuation Pause) ${r.int(2600, 3400)}M->${r.int(700, 1100)}M(4096M) ${r.int(240, 520)}.${r.int(100, 999)}ms`,
          ),
          ev(
            t + 50,
            svc,
            "WARN",
            `${est.id === "brightlot" ? "c.b.auction.Clearing - auction" : "c.f.ads.DecisionService - avail"} ${r.hex(12)} exceeded deadline (${r.int(310, 600)}ms), answered late`,
          ),
        ]),
      );
    },
  },
  {
    name: "pixel-dedupe",
    note: "duplicate and late impression pixels are dropped by the collector's dedupe window",
    estates: ["brightlot", "fieldpass"],
    gen: (r, w, est) => {
      const svc = est.id === "brightlot" ? "pixel-collector" : "beacon-relay";
      return x(
        every(r, w.start + 10000, w.end, 2500, (t) =>
          r.chance(0.7)
            ? ev(
                t,
                svc,
                "WARN",
                `dropped duplicate impression beacon imp=${r.hex(12)} (seen ${r.int(1, 50)}s ago, dedupe window 60s)`,
              )
            : ev(t, svc, "WARN", `discarded late beacon imp=${r.hex(12)} age=${r.int(25, 70)}h > 24h`),
        ),
      );
    },
  },
  {
    name: "publisher-over-quota",
    note: "one publisher's misconfigured wrapper exceeds its QPS quota and is throttled with 429",
    estates: ["brightlot"],
    gen: (r, w) => {
      const s = span(r, w, 300, 500);
      return x(
        every(r, s.start, s.end, 1000, (t) =>
          ev(
            t,
            "bid-gateway",
            "WARN",
            `rate limited pub-1873: 429 Too Many Requests (qps ${r.int(5000, 6400)} > quota 4000)`,
          ),
        ),
      );
    },
  },
  {
    name: "tls-legacy-clients",
    note: "old clients fail TLS handshakes because they only offer TLS 1.0/1.1",
    estates: ["brightlot", "fieldpass"],
    gen: (r, w, est) => {
      const svc = est.id === "brightlot" ? "bid-gateway" : "ssai-proxy";
      return x(
        every(r, w.start + 5000, w.end, 3000, (t) =>
          ev(
            t,
            svc,
            "ERROR",
            `http: TLS handshake error from ${ip(r)}:${r.int(30000, 65000)}: tls: client offered only unsupported versions: [302 301]`,
          ),
        ),
      );
    },
  },
  {
    name: "spare-input-los",
    note: "an unused spare SDI input reports loss of signal; nothing is scheduled on it",
    estates: ["northmere"],
    gen: (r, w) =>
      x(
        every(r, w.start + 20000, w.end, 6000, (t) =>
          ev(t, "ingest-sdi", "ERROR", "input 6 (SPARE-B): no signal (LOS), VPID missing, audio groups 0/4"),
        ),
      ),
  },
  {
    name: "epg-partner-garbage",
    note: "a partner XMLTV file has invalid characters; a few entries are skipped and the next poll is clean",
    estates: ["northmere"],
    gen: (r, w) => {
      const s = span(r, w, 200, 300);
      return x([
        ev(s.start, "epg-feed", "ERROR", "Partner feed 'arcadia-xmltv' parse failed, keeping previous schedule", {
          stack: rubyStack(
            "REXML::ParseException",
            "Illegal character '\\u0019' in raw string \"Mat\\u0019s Kitchen\"",
            [
              "/usr/local/bundle/gems/rexml-3.2.6/lib/rexml/text.rb:145:in `check'",
              "/usr/local/bundle/gems/rexml-3.2.6/lib/rexml/parsers/baseparser.rb:516:in `pull_event'",
              "/app/lib/epg/partner_import.rb:42:in `parse'",
              "/app/app/jobs/partner_poll_job.rb:18:in `perform'",
            ],
          ),
        }),
        ev(
          s.start + r.int(280000, 320000),
          "epg-feed",
          "INFO",
          "Partner feed 'arcadia-xmltv' imported: 312 programmes (3 entries sanitised)",
        ),
      ]);
    },
  },
  {
    name: "caption-idle",
    note: "a stenographer session idles during a pre-captioned programme and the gateway warns",
    estates: ["northmere"],
    gen: (r, w) =>
      x(
        every(r, w.start + 60000, w.end, 30000, (t) =>
          ev(
            t,
            "caption-gw",
            "WARN",
            "no caption data from st-14 for 60s on NM3 (programme PRM-448201 flagged pre-captioned)",
          ),
        ),
      ),
  },
  {
    name: "failover-drill",
    note: "an operator runs the scheduled MAIN/BACKUP switch drill on one channel",
    estates: ["northmere"],
    gen: (r, w) => {
      const s = span(r, w, 120, 200);
      return x([
        ev(
          s.start,
          "playout-scheduler",
          "WARN",
          "Northmere.Playout.Engine.Router[0] Channel NM3 output switched MAIN -> BACKUP (manual, user j.okafor, ticket CHG-20931 failover drill)",
        ),
        ev(
          s.start + 300,
          "ingest-sdi",
          "WARN",
          "input 4 (NM3-backup) promoted to program, input 3 (NM3-main) now standby",
        ),
        ev(s.start + 800, "live-encoder", "WARN", "[NM3] input switch: PCR discontinuity, dropped=3 frames"),
        ev(
          s.end,
          "playout-scheduler",
          "WARN",
          "Northmere.Playout.Engine.Router[0] Channel NM3 output switched BACKUP -> MAIN (manual, user j.okafor, ticket CHG-20931)",
        ),
        ev(s.end + 700, "live-encoder", "WARN", "[NM3] input switch: PCR discontinuity, dropped=2 frames"),
      ]);
    },
  },
  {
    name: "scte-unmapped",
    note: "upstream contribution carries SCTE-35 segmentation types the encoder does not map and passes through",
    estates: ["northmere"],
    gen: (r, w) =>
      x(
        every(r, w.start + 40000, w.end, 40000, (t) =>
          ev(
            t,
            "live-encoder",
            "WARN",
            `[NM2] SCTE-35 time_signal segmentation_type_id=0x${r.pick(["36", "37", "40"])} not in mapping table, passed through unconditioned (upid ${r.hex(10)})`,
          ),
        ),
      ),
  },
  {
    name: "tape-drive-busy",
    note: "a tape drive asks for cleaning and the archive job retries on another drive",
    estates: ["northmere"],
    gen: (r, w) => {
      const s = span(r, w, 60, 120);
      return x([
        ev(s.start, "mam-archive", "ERROR", "c.n.mam.ArchiveJob - write to lto-3 failed, will retry on another drive", {
          stack: javaStack(
            "c.n.mam.tape.TapeDriveException",
            "drive lto-3 reports CLEANING REQUIRED (sense 0x00/0x17)",
            [
              "c.n.mam.tape.LtoDrive.write(LtoDrive.java:211)",
              "c.n.mam.ArchiveJob.run(ArchiveJob.java:96)",
              "java.base/java.lang.Thread.run(Thread.java:1583)",
            ],
          ),
        }),
        ev(s.start + 5000, "mam-archive", "INFO", "c.n.mam.ArchiveJob - retrying NM1 clip on lto-4 (attempt 2)"),
        ev(
          s.end,
          "mam-archive",
          "INFO",
          `c.n.mam.ArchiveJob - archived clip NM1_${r.hex(8)}.mxf (18.2 GB) to tape pool B, checksum ok`,
        ),
      ]);
    },
  },
  {
    name: "staging-volume-purge",
    note: "the archive staging volume crosses its warning threshold and the purge job frees space",
    estates: ["northmere"],
    gen: (r, w) => {
      const s = span(r, w, 60, 200);
      return x([
        ev(
          s.start,
          "mam-archive",
          "WARN",
          "c.n.mam.StagingMonitor - staging volume /mnt/staging 88% used (threshold 85%), triggering purge of clips archived > 24h",
        ),
        ev(s.start + 4000, "mam-archive", "INFO", `c.n.mam.StagingPurge - purged ${r.int(40, 90)} clips (1.9 TB)`),
        ev(s.end, "mam-archive", "INFO", "c.n.mam.StagingMonitor - staging volume /mnt/staging 52% used"),
      ]);
    },
  },
  {
    name: "match-peak",
    note: "kick-off triples joins; latency rises and the event loop lags but every request is served",
    estates: ["fieldpass"],
    gen: (r, w) => {
      const s = span(r, w, 300, 480);
      const load = (t: number) => (t >= s.start && t < s.end ? 2.6 : 1);
      return x(
        [
          ...every(r, s.start, s.end, 8000, (t) =>
            ev(
              t,
              "viewer-api",
              "WARN",
              `event loop lag ${r.int(120, 340)}ms (threshold 100ms), heap ${r.int(900, 1300)}MB`,
            ),
          ),
          ...every(r, s.start, s.end, 15000, (t) =>
            ev(
              t,
              "ad-decision",
              "WARN",
              `c.f.ads.DecisionService - p99 decision latency ${r.int(520, 900)}ms above SLO 500ms (rps ${r.int(3000, 5200)})`,
            ),
          ),
          ...every(r, s.start, s.end, 20000, (t) =>
            ev(
              t,
              "session-mgr",
              "WARN",
              `concurrency high: ${r.int(900, 1400)}k active sessions, admission queue depth ${r.int(50, 400)}`,
            ),
          ),
        ],
        { load },
      );
    },
  },
  {
    name: "goal-disconnect-storm",
    note: "after a goal, mobile clients drop their chat websockets en masse and reconnect",
    estates: ["fieldpass"],
    gen: (r, w) => {
      const s = span(r, w, 40, 90);
      return x([
        ev(
          s.start - 2000,
          "stats-feed",
          "INFO",
          `applied event seq=${r.int(1000, 9999)} type=goal match=${MATCHES[0]} lag=1.1s`,
        ),
        ...every(r, s.start, s.end, 250, (t) =>
          r.chance(0.85)
            ? ev(
                t,
                "chat-gateway",
                "WARN",
                `[warning] socket closed room=${MATCHES[0]} reason={:shutdown, :closed} client=${r.pick(["ios", "android"])}`,
              )
            : ev(
                t,
                "chat-gateway",
                "ERROR",
                `[error] GenServer #PID<0.${r.int(1000, 9999)}.0> terminating\n** (stop) {:shutdown, :closed}\nLast message: {:tcp_closed, #Port<0.${r.int(100, 999)}>}`,
              ),
        ),
      ]);
    },
  },
  {
    name: "card-declines",
    note: "monthly renewals hit card declines and are scheduled for retry",
    estates: ["fieldpass"],
    gen: (r, w) =>
      x(
        every(r, w.start + 30000, w.end, 6000, (t) =>
          ev(
            t,
            "subs-billing",
            "WARN",
            `Renewal failed for sub_${r.hex(10)}: Stripe::CardError: ${r.pick(["Your card was declined. (card_declined)", "Your card has insufficient funds. (insufficient_funds)", "Your card has expired. (expired_card)"])} attempt ${r.int(1, 3)}/4, retry scheduled`,
          ),
        ),
      ),
  },
  {
    name: "stats-provider-lag",
    note: "the sports data provider falls behind for a minute and the feed shows last known score",
    estates: ["fieldpass"],
    gen: (r, w) => {
      const s = span(r, w, 60, 120);
      return x([
        ...every(r, s.start, s.end, 10000, (t) =>
          ev(
            t,
            "stats-feed",
            "WARN",
            `provider lag ${r.int(15, 48)}s > 10s for ${MATCHES[1]}, serving last known state`,
          ),
        ),
        ev(
          s.end + 500,
          "stats-feed",
          "INFO",
          `provider caught up for ${MATCHES[1]}, lag 1.3s, replayed ${r.int(20, 60)} events`,
        ),
      ]);
    },
  },
  {
    name: "beacon-retries",
    note: "measurement endpoints answer slowly and beacons succeed on retry",
    estates: ["fieldpass"],
    gen: (r, w) =>
      x(
        every(r, w.start + 20000, w.end, 2500, (t) => [
          ev(
            t,
            "beacon-relay",
            "WARN",
            `beacon POST https://collect.${r.pick(["nielsen-like", "comscope"])}.example/v3 failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers), retry 1/3`,
          ),
          ev(t + r.int(400, 1500), "beacon-relay", "INFO", "beacon delivered on retry 1 (204)"),
        ]),
      ),
  },
  {
    name: "viewer-player-errors",
    note: "viewers report player network errors from their own connections while the packager publishes steadily",
    estates: ["fieldpass"],
    gen: (r, w) => {
      const s = span(r, w, 240, 400);
      return x(
        every(r, s.start, s.end, 1500, (t) =>
          ev(
            t,
            "viewer-api",
            "WARN",
            `client error report: ${r.pick(["NETWORK_ERROR segment fetch aborted", "BUFFER_STALLED 8.2s", "HTTP 0 on manifest reload"])} app=${r.pick(["ios-12.3.0", "android-12.2.4", "web-3.40.1"])} isp="${isp(r)}"`,
          ),
        ),
      );
    },
  },
  {
    name: "node-uncaught-validation",
    note: "a malformed client payload throws in a request handler, is caught by the error middleware and answered with 400",
    estates: ["fieldpass"],
    gen: (r, w) =>
      x(
        every(r, w.start + 40000, w.end, 45000, (t) =>
          ev(t, "viewer-api", "ERROR", "POST /v2/watchparty 400 - invalid body", {
            stack: nodeStack("SyntaxError", `Unexpected token '}' in JSON at position ${r.int(20, 90)}`, [
              "JSON.parse (<anonymous>)",
              "parse (/app/node_modules/body-parser/lib/types/json.js:92:19)",
              "/app/node_modules/body-parser/lib/read.js:128:18",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            ]),
          }),
        ),
      ),
  },
];
