// Aerocast (live sports streaming) scenarios: one per category. No request ids in this estate.
import { aerocast as e } from "./estates.js";
import { END, type IncidentSpec, MIN } from "./spec.js";
import { java, python, ruby } from "./traces.js";

const CH = ["sport1", "sport2", "f1-live"];

export const LIVE: IncidentSpec[] = [
  {
    estate: e,
    category: "authentication",
    origin: "ad-stitcher",
    hints: ["401", "unauthorized", "api key", "authentication", "credential"],
    severity: "medium",
    note: "The ad decision server starts answering 401 to ad-stitcher's expired API key; every break goes unfilled and slate is shown.",
    run(c) {
      c.mute("ad-stitcher", 0, 1);
      c.every(
        "ad-stitcher",
        0,
        END,
        1200,
        "error",
        (r) =>
          `ERROR ssai.vast: ad request for break ${r.hex(6)} failed: 401 Unauthorized from ads.decision-partner.example ({"error":"invalid_api_key","message":"API key expired on %DATE%"})`,
      );
      c.every(
        "ad-stitcher",
        5000,
        END,
        9000,
        "warn",
        (r) => `WARNING ssai: break ${r.hex(6)} on ${r.pick(CH)} unfilled (0/4 slots), inserting slate`,
      );
      c.every(
        "stream-monitor",
        60000,
        END,
        30000,
        "warn",
        (r) => `ad fill rate on ${r.pick(CH)} dropped to 0% over the last 5m`,
      );
    },
  },
  {
    estate: e,
    category: "authorization",
    origin: "live-packager",
    hints: ["403", "permission", "forbidden", "storage.objects.create", "access"],
    severity: "high",
    note: "live-packager's service account loses storage.objects.create on the live origin bucket, segment uploads fail with 403 and manifests go stale.",
    run(c) {
      c.mute("live-packager", 0, 1);
      c.every(
        "live-packager",
        0,
        END,
        600,
        "error",
        (r) =>
          `level=error msg="segment upload failed" channel=${r.pick(CH)} seq=${r.int(150000, 159999)} err="googleapi: Error 403: live-packager@aerocast-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden"`,
      );
      c.every(
        "stream-monitor",
        10000,
        END,
        4000,
        "error",
        (r) => `probe failed channel=${r.pick(CH)} manifest_age=${r.int(20, 400)}s (threshold 12s): live edge stalled`,
      );
      c.mute("stream-monitor", 0, 0.8);
    },
  },
  {
    estate: e,
    category: "database",
    origin: "epg-api",
    hints: ["mysql", "too many connections", "connection", "database"],
    severity: "high",
    note: "epg-api's MySQL server refuses new connections (Too many connections); schedule requests fail with 500 and player-config cannot build channel configs.",
    run(c) {
      c.mute("epg-api", 0, 0.8);
      c.every("epg-api", 0, END, 700, "error", () => "ActiveRecord::ConnectionNotEstablished (Too many connections):", {
        errType: "ActiveRecord::ConnectionNotEstablished",
        stack: () =>
          ruby([
            "activerecord (7.1.3) lib/active_record/connection_adapters/mysql2_adapter.rb:57:in `rescue in new_client'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/mysql2_adapter.rb:49:in `new_client'",
            "app/controllers/schedules_controller.rb:9:in `show'",
          ]),
      });
      c.every(
        "player-config",
        300,
        END,
        300,
        "error",
        (r) =>
          `GET /config/v3/player?channel=${r.pick(CH)}&platform=${r.pick(["web", "android", "tvos"])} 502 ${r.int(30, 200)} ms - epg-api returned 500`,
      );
      c.mute("player-config", 0, 0.5);
    },
  },
  {
    estate: e,
    category: "network",
    origin: "live-ingest",
    hints: ["srt", "packet", "loss", "network", "connection", "link"],
    severity: "high",
    note: "live-ingest's contribution link from the stadium degrades (heavy SRT packet loss, then connection broken) while everything downstream reports stalls.",
    run(c) {
      c.every(
        "live-ingest",
        0,
        70000,
        1500,
        "warn",
        (r) =>
          `[srt] ch=f1-live recv bitrate=${r.int(3, 9)}.${r.int(0, 9)}Mbps rtt=${r.int(180, 600)}ms loss=${r.int(8, 30)}.${r.int(0, 9)}% retrans=${r.int(900, 4000)} RCV-DROPPED=${r.int(100, 2000)}`,
      );
      c.at(
        70000,
        "live-ingest",
        "error",
        "[srt] ch=f1-live SRT:RcvQ:w1 @381720331: connection broken (peer idle timeout 5000ms), caller 203.0.113.44:9000",
      );
      c.every(
        "live-ingest",
        72000,
        END,
        5000,
        "error",
        () => "[srt] ch=f1-live reconnect failed: SRT_ECONNREJ (Connection setup failure: connection timed out)",
      );
      c.every(
        "live-packager",
        60000,
        END,
        2000,
        "warn",
        () => 'level=warn msg="input starved, repeating last frame" channel=f1-live gap_ms=2000',
      );
      c.every(
        "stream-monitor",
        75000,
        END,
        5000,
        "error",
        (r) => `probe failed channel=f1-live manifest_age=${r.int(15, 300)}s (threshold 12s): live edge stalled`,
      );
    },
  },
  {
    estate: e,
    category: "timeout",
    origin: "license-gw",
    hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
    severity: "high",
    note: "The key vault license-gw reads content keys from stops answering in time; license-gw's reads time out and viewers cannot start encrypted channels.",
    run(c) {
      c.mute("license-gw", 0, 0.8);
      c.every(
        "license-gw",
        0,
        END,
        700,
        "error",
        (r) =>
          `c.a.license.LicenseController - licence failed channel=${r.pick(CH)}: key fetch from key-vault exceeded 2000ms`,
        {
          errType: "java.net.SocketTimeoutException",
          stack: () =>
            java("java.net.SocketTimeoutException: Read timed out", [
              "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
              "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
              "com.aerocast.license.keys.VaultKeyClient.fetch(VaultKeyClient.java:77)",
            ]),
        },
      );
      c.every(
        "stream-monitor",
        20000,
        END,
        10000,
        "warn",
        (r) => `probe degraded channel=${r.pick(CH)} drm=timeout licence_ms=${r.int(2000, 2100)}`,
      );
    },
  },
  {
    estate: e,
    category: "rate_limiting",
    origin: "license-gw",
    hints: ["429", "quota", "rate", "resource_exhausted", "throttl"],
    severity: "high",
    note: "A kick-off spike pushes license-gw past its quota at the cloud Widevine licence service, which answers 429 RESOURCE_EXHAUSTED; Widevine licences fail.",
    run(c) {
      c.every(
        "license-gw",
        0,
        END,
        350,
        "warn",
        (r) =>
          `c.a.license.WidevineProxy - upstream 429 RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'License requests' and limit 'License requests per minute' of service 'widevine.googleapis.com' for consumer 'project_number:${r.int(100000000, 999999999)}'`,
      );
      c.every(
        "license-gw",
        20000,
        END,
        900,
        "error",
        (r) => `c.a.license.LicenseController - widevine licence failed channel=${r.pick(CH)} after 3 attempts -> 503`,
      );
      c.every("stream-monitor", 40000, END, 10000, "warn", () => "probe degraded channel=sport1 drm=widevine-failed");
    },
  },
  {
    estate: e,
    category: "validation",
    origin: "epg-api",
    hints: ["xml", "syntax", "parse", "validation", "invalid"],
    severity: "medium",
    note: "The partner's XMLTV schedule feed arrives truncated; epg-api's import fails XML validation and the guide for two channels is empty.",
    run(c) {
      c.every(
        "epg-api",
        0,
        5 * MIN,
        15000,
        "error",
        (r) =>
          `EpgImportJob failed for feed partner-xmltv (${r.pick(["sport2", "f1-live"])}): Nokogiri::XML::SyntaxError`,
        {
          errType: "Nokogiri::XML::SyntaxError",
          stack: (r) =>
            ruby([
              `${r.int(1800, 2400)}:${r.int(10, 90)}: FATAL: Premature end of data in tag programme line ${r.int(1800, 2400)}`,
              "app/jobs/epg_import_job.rb:22:in `perform'",
              "activejob (7.1.3) lib/active_job/execution.rb:68:in `block in _perform_job'",
            ]),
        },
      );
      c.every(
        "epg-api",
        10000,
        END,
        3000,
        "warn",
        (r) =>
          `schedule for ${r.pick(["sport2", "f1-live"])} has no programmes after %DATE%T${r.int(18, 23)}:00Z, returning empty guide`,
      );
    },
  },
  {
    estate: e,
    category: "null_reference",
    origin: "subtitle-sync",
    hints: ["nonetype", "attributeerror", "none", "null"],
    severity: "medium",
    note: "subtitle-sync (also the noisy overlapping-cue service) crashes with AttributeError on cues without a speaker, so live captions stop for two channels.",
    run(c) {
      c.every("subtitle-sync", 0, END, 1500, "error", () => "ERROR subtitle_sync.worker: caption segment failed", {
        errType: "AttributeError",
        stack: () =>
          python(
            [
              ["/app/subtitle_sync/worker.py", 112, "handle_segment", "cues = [render(c) for c in segment.cues]"],
              ["/app/subtitle_sync/render.py", 38, "render", "label = cue.speaker.display_name.upper()"],
            ],
            "AttributeError: 'NoneType' object has no attribute 'display_name'",
          ),
      });
      c.every(
        "live-packager",
        5000,
        END,
        4000,
        "warn",
        (r) => `level=warn msg="subtitle track missing for segment" channel=${r.pick(["sport1", "news24"])} lang=en`,
      );
    },
  },
  {
    estate: e,
    category: "configuration",
    origin: "license-gw",
    hints: ["config", "property", "bind", "failed to start", "missing"],
    severity: "high",
    note: "A license-gw release misses the FairPlay ASK path property; the new pods fail to start (APPLICATION FAILED TO START) and FairPlay licences fail.",
    run(c) {
      c.at(
        -15000,
        "license-gw",
        "info",
        "o.s.b.SpringApplication - Starting LicenseGatewayApplication v4.3.0 using Java 21.0.4 with PID 1",
      );
      c.mute("license-gw", -14000, 1);
      c.every("license-gw", 0, END, 30000, "error", () => "o.s.b.d.LoggingFailureAnalysisReporter - ", {
        errType: "org.springframework.boot.context.properties.bind.BindException",
        stack: () => [
          "",
          "***************************",
          "APPLICATION FAILED TO START",
          "***************************",
          "",
          "Description:",
          "",
          "Binding to target com.aerocast.license.fairplay.FairPlayProperties failed:",
          "",
          "    Property: license.fairplay.ask-path",
          '    Value: "null"',
          "    Reason: must not be null",
          "",
          "Action:",
          "",
          "Update your application's configuration",
        ],
      });
      c.every(
        "stream-monitor",
        30000,
        END,
        8000,
        "error",
        () => "probe failed channel=sport1 drm=fairplay licence endpoint 503",
      );
      c.every(
        "player-config",
        30000,
        END,
        6000,
        "warn",
        () => "licence endpoint health check failed (license-gw 503), keeping config cached",
      );
    },
  },
  {
    estate: e,
    category: "dependency",
    origin: "epg-api",
    hints: ["503", "vendor", "upstream", "circuit", "unavailable", "sports data"],
    severity: "medium",
    note: "The sports-data vendor epg-api calls answers 503; its circuit breaker opens and live scores and line-ups disappear from the guide.",
    run(c) {
      c.every(
        "epg-api",
        0,
        40000,
        1500,
        "error",
        () =>
          "Faraday::ServerError: the server responded with status 503 (GET https://api.sportsdata-vendor.example/v3/fixtures/live)",
      );
      c.at(40000, "epg-api", "warn", "Stoplight: switching sportsdata from green to red (threshold 10 failures)");
      c.every(
        "epg-api",
        41000,
        END,
        4000,
        "warn",
        () => "Stoplight::Error::RedLight: sportsdata circuit open, serving fixtures without live data",
      );
    },
  },
  {
    estate: e,
    category: "memory",
    origin: "live-packager",
    hints: ["out of memory", "memory", "oom", "fatal error"],
    severity: "high",
    note: "live-packager's memory grows until the Go runtime aborts with 'fatal error: runtime: out of memory'; it restarts repeatedly and channels stall.",
    run(c) {
      c.every(
        "live-packager",
        0,
        END,
        15000,
        "warn",
        (r) =>
          `level=warn msg="memory high" heap_inuse=${r.int(3, 3)}.${r.int(5, 9)}GiB limit=4GiB goroutines=${r.int(9000, 20000)}`,
      );
      for (let t = 30000; t < c.left; t += c.r.int(45000, 80000)) {
        c.at(t, "live-packager", "fatal", "fatal error: runtime: out of memory", {
          errType: "runtime: out of memory",
          stack: [
            "",
            "runtime stack:",
            "runtime.throw({0x1a2b3c4?, 0x400000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.sysMapOS(0xc1e8000000, 0x4000000)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
          ],
        });
        c.at(
          t + c.r.int(2500, 6000),
          "live-packager",
          "info",
          'level=info msg="live-packager starting" version=2.14.1 channels=4',
        );
      }
      c.mute("live-packager", 30000, 0.5);
      c.every(
        "stream-monitor",
        35000,
        END,
        6000,
        "error",
        (r) => `probe failed channel=${r.pick(CH)} manifest_age=${r.int(15, 60)}s (threshold 12s): live edge stalled`,
      );
    },
  },
  {
    estate: e,
    category: "disk",
    origin: "live-ingest",
    hints: ["read-only", "read only", "disk", "filesystem", "erofs"],
    severity: "medium",
    note: "live-ingest's DVR volume is remounted read-only; recordings for catch-up fail while live output continues.",
    run(c) {
      c.every(
        "live-ingest",
        0,
        END,
        2000,
        "error",
        (r) =>
          `[dvr] ch=${r.pick(CH)} write failed: open /dvr/${r.pick(CH)}/%DATE%/seg_${r.int(100000, 199999)}.ts: read-only file system`,
      );
      c.at(1000, "live-ingest", "warn", "[dvr] recorder disabled for all channels after 5 consecutive write errors");
      c.every(
        "epg-api",
        60000,
        END,
        20000,
        "warn",
        (r) => `catch-up asset missing for programme ${r.int(10000, 99999)} (recording not found)`,
      );
    },
  },
  {
    estate: e,
    category: "unknown",
    origin: "ad-stitcher",
    hints: ["unavailable", "no response", "unknown", "timeout", "unfilled"],
    severity: "medium",
    note: "ad-stitcher stops logging and answering with no message of its own; live-packager skips ad breaks on SSAI timeouts.",
    run(c) {
      c.mute("ad-stitcher", 0, 1);
      c.every(
        "live-packager",
        2000,
        END,
        3000,
        "warn",
        (r) =>
          `level=warn msg="ssai decision not received, passing through" channel=${r.pick(["sport1", "sport2"])} break=${r.hex(6)} err="Post \\"http://ad-stitcher:8080/v1/breaks\\": context deadline exceeded"`,
      );
      c.every(
        "stream-monitor",
        60000,
        END,
        20000,
        "warn",
        (r) => `ad fill rate on ${r.pick(["sport1", "sport2"])} dropped to 0% over the last 5m`,
      );
    },
  },
];
