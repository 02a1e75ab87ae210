// The eight failures of quiet28, one per category, each told the way its runtime and its callers really log it.

import type { Estate } from "./estates.js";
import { envoy, glog, ip, TITLES } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetStack, javaStack, pythonStack } from "./stacks.js";
import { type Ev, ev, every, type Overlay, type Win } from "./stream.js";

export interface Failure {
  estate: Estate["id"];
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** quiet kind laid over the same window */
  cover: string;
  gen: (r: Rng, w: Win, start: number) => Overlay;
}

export const FAILURES: Failure[] = [
  {
    estate: "lumen",
    origin: "drm-license",
    category: "configuration",
    hints: ["config", "key", "provider", "missing", "no such file", "widevine"],
    severity: "high",
    note: "a config reload points drm-license at a Widevine provider key file that does not exist, so every Widevine licence fails while FairPlay and PlayReady still work",
    cover: "licence-expired",
    gen: (_r, _w, start) => {
      const path = "/etc/drm/keys/widevine-provider-2026q4.pem";
      const fail = (rr: Rng, t: number, tr: string | undefined): Ev[] => {
        const ms = rr.int(3, 9);
        const out = [
          ev(
            t + 2,
            "drm-license",
            "ERROR",
            `licence request failed system=widevine kid=${rr.hex(8)}-${rr.hex(4)}: sign response: load provider key: open ${path}: no such file or directory`,
            { trace: tr },
          ),
          ev(t + ms, "edge-gw", "INFO", envoy(rr, "POST", "/v1/license/widevine", 500, ms, "drm-license"), {
            trace: tr,
          }),
        ];
        for (let k = 1; k <= rr.int(1, 3); k++)
          out.push(
            ev(
              t + k * rr.int(900, 2500),
              "player-telemetry",
              "ERROR",
              `playback error code=6007 LICENSE_REQUEST_FAILED drm=widevine http=500 attempt=${k} app=${rr.pick(["androidtv-6.2.0", "web-5.9.3", "tizen-4.1.0"])} title=${rr.pick(TITLES)}`,
            ),
          );
        return out;
      };
      return {
        extra: [
          ev(
            start - 1500,
            "drm-license",
            "INFO",
            "config watcher: /etc/drm/config.yaml changed (configmap drm-license-cfg rev 58), reloading",
          ),
          ev(
            start,
            "drm-license",
            "INFO",
            `config reloaded: widevine.provider=lumenplus widevine.provider_key_path=${path} fairplay.ask_ref=vault:drm/fps-ask playready.enabled=true`,
          ),
        ],
        flows: { licence: { from: start, share: 0.62, gen: fail } },
        deployNear: start,
        deployAvoid: "drm-license",
      };
    },
  },
  {
    estate: "lumen",
    origin: "manifest-packager",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "write", "volume"],
    severity: "high",
    note: "the packager's segment cache volume fills up, new live segments cannot be written and players stall on 404s from mid-cache",
    cover: "premiere-cache-miss",
    gen: (r, w, start) => {
      const extra: Ev[] = [
        ev(
          start - 150000,
          "manifest-packager",
          "WARN",
          "cache janitor: /var/cache/packager 93% used, evicted 0 segments (all within DVR window 4h)",
        ),
        ev(
          start - 60000,
          "manifest-packager",
          "WARN",
          "cache janitor: /var/cache/packager 98% used, evicted 0 segments (all within DVR window 4h)",
        ),
      ];
      const chs = ["ch-news24", "ch-kids", "ch-sport1", "ch-cinema"];
      extra.push(
        ...every(r, start, w.end, 1500, (t, i) => {
          const ch = chs[i % 4];
          return ev(
            t,
            "manifest-packager",
            "ERROR",
            `[${ch}] write /var/cache/packager/${ch}/v${r.int(1, 5)}/seg_${48000 + (Math.floor(t / 6000) % 5000)}.m4s failed: No space left on device (errno 28), segment dropped`,
          );
        }),
      );
      const fail = (rr: Rng, t: number): Ev[] => {
        const ch = rr.pick(chs);
        const seg = 48000 + (Math.floor(t / 6000) % 5000);
        const out = [
          ev(
            t,
            "mid-cache",
            "INFO",
            `${ip(rr)} - - "GET /live/${ch}/v${rr.int(1, 5)}/seg_${seg}.m4s HTTP/1.1" 404 153 "-" "${rr.pick(["ExoPlayer/2.19.1 (Linux; Android 14)", "shaka-player/4.8.4", "Roku/DVP-13.0"])}" rt=0.0${rr.int(10, 40)} ucs=MISS`,
          ),
        ];
        if (rr.chance(0.6))
          out.push(
            ev(
              t + rr.int(500, 4000),
              "player-telemetry",
              "ERROR",
              `playback error code=${rr.pick(["3016", "BUFFER_STALLED", "HTTP_404"])} segment=${ch}/seg_${seg}.m4s buffer=0.0s app=${rr.pick(["androidtv-6.2.0", "web-5.9.3", "roku-9.2.1"])}`,
            ),
          );
        return out;
      };
      return {
        extra,
        flows: { segment: { from: start + 4000, share: 0.7, gen: fail } },
        silence: { svc: "manifest-packager", from: start },
        deployNear: start,
        deployAvoid: "manifest-packager",
      };
    },
  },
  {
    estate: "brightlot",
    origin: "auction-engine",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "auction-engine runs out of Java heap, dies and restarts in a loop while bid-gateway retries and times out every auction",
    cover: "bid-timeouts",
    gen: (r, w, start) => {
      const extra: Ev[] = [];
      for (let t = start - 180000, i = 0; t < start; t += 20000, i++)
        extra.push(
          ev(
            t,
            "auction-engine",
            "WARN",
            `[gc] GC(${9100 + i}) Pause Full (G1 Compaction Pause) ${3900 + i * 15}M->${3500 + i * 40}M(4096M) ${r.int(900, 2400)}.${r.int(100, 999)}ms`,
          ),
        );
      const down: Win[] = [];
      for (let t = start; t < w.end; t += r.int(100, 140) * 1000) {
        extra.push(
          ev(t, "auction-engine", "ERROR", `c.b.auction.Clearing - auction ${r.hex(16)} failed`, {
            stack: javaStack("java.lang.OutOfMemoryError", "Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "c.b.auction.BidLedger.record(BidLedger.java:88)",
              "c.b.auction.Clearing.clear(Clearing.java:142)",
              "c.b.auction.AuctionHandler.handle(AuctionHandler.java:61)",
            ]),
          }),
          ev(t + 800, "auction-engine", "FATAL", "Terminating due to java.lang.OutOfMemoryError: Java heap space"),
          ev(
            t + 34000,
            "auction-engine",
            "INFO",
            "c.b.auction.AuctionApplication - Started AuctionApplication in 21.7 seconds (process running for 22.9)",
          ),
        );
        down.push({ start: t, end: t + 34000 });
      }
      const fail = (rr: Rng, t: number, tr: string | undefined): Ev[] => {
        const isDown = down.some((d) => t >= d.start && t < d.end);
        const out = [
          ev(
            t,
            "bid-gateway",
            "INFO",
            `openrtb2 request accepted id=${tr} imp=1 pub=pub-${rr.int(1000, 1999)} tmax=250`,
            { trace: tr },
          ),
        ];
        for (let a = 1; a <= 3; a++)
          out.push(
            ev(
              t + a * 80,
              "bid-gateway",
              a < 3 ? "WARN" : "ERROR",
              isDown
                ? `auction-engine call failed (attempt ${a}/3): dial tcp 10.12.4.21:8080: connect: connection refused`
                : `auction-engine call failed (attempt ${a}/3): context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
              { trace: tr },
            ),
          );
        out.push(
          ev(t + 250, "bid-gateway", "INFO", `openrtb2 response id=${tr} status=204 nbr=1 dur=250ms`, { trace: tr }),
        );
        return out;
      };
      return {
        extra,
        flows: { auction: { from: start, share: 0.8, gen: fail } },
        deployNear: start,
        deployAvoid: "auction-engine",
      };
    },
  },
  {
    estate: "brightlot",
    origin: "budget-pacer",
    category: "database",
    hints: ["database", "connection", "postgres", "psycopg2", "operationalerror", "pool", "slots", "sql"],
    severity: "high",
    note: "budget-pacer can no longer get Postgres connections (slots exhausted), its pacing loop stops and auction-engine no-bids every campaign it cannot pace",
    cover: "consent-missing",
    gen: (r, w, start) => {
      const extra: Ev[] = every(r, start, w.end, 4000, (t) =>
        ev(t, "budget-pacer", "ERROR", `pacing lookup failed for campaign c-${r.int(20000, 29999)}`, {
          stack: pythonStack(
            [
              ["/app/pacer/api.py", 64, "get_pacing", 'row = session.execute(PACING_Q, {"cid": cid}).one()'],
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/orm/session.py",
                2351,
                "execute",
                "return self._execute_internal(",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/base.py",
                896,
                "__connect",
                "self.dbapi_connection = connection = pool._invoke_creator(self)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py",
                122,
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "pacer-db.bx-prod.svc" (10.12.9.4), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
          ),
        }),
      );
      extra.push(
        ...every(r, start + 2000, w.end, 30000, (t) =>
          ev(
            t,
            "budget-pacer",
            "ERROR",
            "pacing loop aborted: sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00",
          ),
        ),
      );
      const fail = (rr: Rng, t: number, tr: string | undefined): Ev[] => {
        const c = `c-${rr.int(20000, 29999)}`;
        return [
          ev(
            t,
            "bid-gateway",
            "INFO",
            `openrtb2 request accepted id=${tr} imp=1 pub=pub-${rr.int(1000, 1999)} tmax=300`,
            { trace: tr },
          ),
          ev(
            t + 30,
            "auction-engine",
            "WARN",
            `c.b.auction.PacingClient - pacing lookup for ${c} failed: HTTP 500 from budget-pacer, retrying`,
            { trace: tr },
          ),
          ev(
            t + 70,
            "auction-engine",
            "ERROR",
            `c.b.auction.PacingClient - pacing lookup for ${c} failed after 2 attempts (HTTP 500 from budget-pacer), campaign excluded`,
            { trace: tr },
          ),
          ev(
            t + 90,
            "auction-engine",
            "INFO",
            `c.b.auction.Clearing - auction ${tr} cleared 0/1 imps bidders=0 (all campaigns excluded) took=88ms`,
            { trace: tr },
          ),
          ev(t + 95, "bid-gateway", "INFO", `openrtb2 response id=${tr} status=204 dur=95ms`, { trace: tr }),
        ];
      };
      return {
        extra,
        flows: { auction: { from: start + 1000, share: 0.55, gen: fail } },
        silence: { svc: "budget-pacer", from: start },
        deployNear: start,
        deployAvoid: "budget-pacer",
      };
    },
  },
  {
    estate: "northmere",
    origin: "scte-injector",
    category: "network",
    hints: ["network", "connection", "reset", "route", "tcp", "socket", "unreachable"],
    severity: "medium",
    note: "scte-injector loses its TCP path to the encoder's SCTE-104 port (reset, then no route to host), so ad breaks air without cue messages",
    cover: "caption-idle",
    gen: (r, w, start) => {
      const extra: Ev[] = every(r, w.start, start, 30000, (t) =>
        ev(t, "scte-injector", "INFO", "SCTE-104 keepalive_request/response ok peer=10.40.3.20:5167 rtt=1.2ms"),
      );
      extra.push(
        ev(
          start,
          "scte-injector",
          "ERROR",
          "SCTE-104 session peer=10.40.3.20:5167 lost: read tcp 10.40.2.11:51234->10.40.3.20:5167: read: connection reset by peer",
        ),
      );
      let back = 1;
      for (let t = start + 1000; t < w.end; t += back * 1000) {
        extra.push(
          ev(
            t,
            "scte-injector",
            "WARN",
            `reconnect SCTE-104 peer=10.40.3.20:5167 failed: dial tcp 10.40.3.20:5167: connect: no route to host (backoff ${back}s)`,
          ),
        );
        back = Math.min(back * 2, 30);
      }
      const fail = (rr: Rng, t: number): Ev[] => {
        const id = rr.int(10000, 99999);
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
            "ERROR",
            `splice_request event_id=${id} not sent: no SCTE-104 session to 10.40.3.20:5167`,
          ),
          ev(
            t + 2040,
            "playout-scheduler",
            "WARN",
            `Northmere.Playout.Engine.SpliceClient[0] Break BRK-${id}: no init_response from scte-injector within 2000ms, retrying (2/3)`,
          ),
          ev(
            t + 3600,
            "playout-scheduler",
            "ERROR",
            `Northmere.Playout.Engine.SpliceClient[0] Break BRK-${id} aired without SCTE-35 cue: scte-injector did not acknowledge (3 attempts)`,
          ),
        ];
      };
      return {
        extra,
        flows: { splice: { from: start, share: 1, gen: fail } },
        silence: { svc: "scte-injector", from: start },
        deployNear: start,
        deployAvoid: "scte-injector",
      };
    },
  },
  {
    estate: "northmere",
    origin: "graphics-render",
    category: "unknown",
    hints: ["unresponsive", "hang", "stall", "unknown", "no response", "timeout"],
    severity: "medium",
    note: "graphics-render stops answering CG cues without logging any reason; the scheduler's cues time out and channel graphics drop off air",
    cover: "spare-input-los",
    gen: (r, w, start) => {
      const extra: Ev[] = [
        ev(
          start + 1200,
          "graphics-render",
          "WARN",
          `${glog("W", start + 1200, 9)} watchdog.cc:57] render thread heartbeat late by 1012ms`,
        ),
      ];
      const fail = (rr: Rng, t: number): Ev[] => {
        const tpl = rr.pick(["lower_third_v3", "bug_nm_hd", "clock_strap", "next_up_v2", "ticker_news"]);
        return [
          ev(
            t,
            "playout-scheduler",
            "INFO",
            `Northmere.Playout.Graphics.CgClient[0] CG cue sent template=${tpl} layer=${rr.pick([10, 20, 30])} channel=NM${rr.int(1, 3)}`,
          ),
          ev(
            t + 2000,
            "playout-scheduler",
            "WARN",
            `Northmere.Playout.Graphics.CgClient[0] no ack from graphics-render for ${tpl} within 2000ms, resending`,
          ),
          ev(
            t + 4000,
            "playout-scheduler",
            "ERROR",
            `Northmere.Playout.Graphics.CgClient[0] CG cue ${tpl} failed: graphics-render:5250 did not respond (2 attempts), graphics layer left empty`,
          ),
        ];
      };
      extra.push(
        ...every(r, start + 60000, w.end, 45000, (t) =>
          ev(
            t,
            "playout-scheduler",
            "ERROR",
            "Northmere.Playout.Graphics.CgClient[0] graphics-render marked unhealthy: 5 consecutive cue failures; station bug and straps off air on NM1, NM2, NM3",
          ),
        ),
      );
      return {
        extra,
        flows: { graphics: { from: start, share: 1, gen: fail } },
        silence: { svc: "graphics-render", from: start },
        deployNear: start,
        deployAvoid: "graphics-render",
      };
    },
  },
  {
    estate: "fieldpass",
    origin: "ad-decision",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "timeoutexception"],
    severity: "medium",
    note: "ad-decision's candidate ranking stops finishing inside its 1500 ms budget, every avail is aborted and ssai-proxy falls back to slate",
    cover: "card-declines",
    gen: (r, w, start) => {
      const fail = (rr: Rng, t: number): Ev[] => {
        const av = `av-${rr.hex(6)}`;
        return [
          ev(
            t,
            "ssai-proxy",
            "INFO",
            `decision request avail=${av} dur=${rr.pick([60, 90, 120])}s slots=${rr.int(3, 5)}`,
          ),
          ev(t + 1500, "ad-decision", "ERROR", `c.f.ads.DecisionService - avail ${av}: decision aborted`, {
            stack: javaStack(
              "java.util.concurrent.TimeoutException",
              "candidate ranking did not complete within 1500 ms",
              [
                "java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:1960)",
                "java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2095)",
                "c.f.ads.ranking.RankingStage.rank(RankingStage.java:118)",
                "c.f.ads.DecisionService.decide(DecisionService.java:203)",
                "c.f.ads.http.DecisionController.post(DecisionController.java:47)",
              ],
            ),
          }),
          ev(
            t + 2000,
            "ssai-proxy",
            "WARN",
            `ad-decision request avail=${av} failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers), retry 1/1`,
          ),
          ev(
            t + 4000,
            "ssai-proxy",
            "ERROR",
            `decision failed avail=${av}: ad-decision timed out twice, stitching slate`,
          ),
        ];
      };
      return {
        extra: every(r, start + 20000, w.end, 30000, (t) =>
          ev(
            t,
            "ad-decision",
            "WARN",
            `c.f.ads.DecisionService - ranking executor saturated: active=64/64 queue=${r.int(300, 900)}`,
          ),
        ),
        flows: { avail: { from: start, share: 0.9, gen: fail } },
        deployNear: start,
        deployAvoid: "ad-decision",
      };
    },
  },
  {
    estate: "fieldpass",
    origin: "licence-proxy",
    category: "dependency",
    hints: ["dependency", "upstream", "503", "vendor", "circuit", "unavailable", "httprequestexception"],
    severity: "high",
    note: "the external DRM licence vendor answers 503, licence-proxy's circuit breaker opens and viewers cannot start streams",
    cover: "viewer-player-errors",
    gen: (r, w, start) => {
      const extra: Ev[] = [];
      let open = false;
      for (let t = start; t < w.end; t += open ? 30000 : 1500) {
        if (!open) {
          for (let k = 0; k < 5; k++)
            extra.push(
              ev(
                t + k * 700,
                "licence-proxy",
                k < 4 ? "WARN" : "ERROR",
                k < 4
                  ? `Polly[0] Execution attempt. Source: 'licence-vendor/Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '${k}', Execution Time: ${r.int(40, 400)}.${r.int(1000, 9999)}ms`
                  : "Fieldpass.Licence.Api.VendorClient[0] DRM vendor call failed",
                k < 4
                  ? {}
                  : {
                      stack: dotnetStack(
                        "System.Net.Http.HttpRequestException",
                        "Response status code does not indicate success: 503 (Service Unavailable).",
                        [
                          "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                          "Fieldpass.Licence.Api.VendorClient.AcquireAsync(LicenceRequest request, CancellationToken ct) in /src/Licence.Api/VendorClient.cs:line 77",
                          "Fieldpass.Licence.Api.LicenceController.Post(LicenceRequest body) in /src/Licence.Api/LicenceController.cs:line 41",
                        ],
                      ),
                    },
              ),
            );
          extra.push(
            ev(
              t + 3600,
              "licence-proxy",
              "WARN",
              "Polly[3] Circuit breaker opened for 00:00:30 (licence-vendor): 5 consecutive 503 from https://lic.keyvault-drm.example/v2/acquire",
            ),
          );
        } else
          extra.push(ev(t, "licence-proxy", "INFO", "Polly[4] Circuit breaker half-open (licence-vendor), probing"));
        open = !open;
      }
      const fail = (rr: Rng, t: number): Ev[] => {
        const out = [
          ev(
            t,
            "licence-proxy",
            "ERROR",
            `Fieldpass.Licence.Api.LicenceController[0] Licence request failed kid=${rr.hex(8)}: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.`,
          ),
        ];
        for (let a = 1; a <= rr.int(2, 4); a++)
          out.push(
            ev(
              t + a * rr.int(300, 1200),
              "viewer-api",
              "ERROR",
              `POST /v2/licence 502 ${rr.int(2, 30)}.${rr.int(100, 999)} ms - 61 (licence-proxy: upstream error, client retry ${a})`,
            ),
          );
        return out;
      };
      return {
        extra,
        flows: { licence: { from: start + 3000, share: 0.92, gen: fail } },
        deployNear: start,
        deployAvoid: "licence-proxy",
      };
    },
  },
];
