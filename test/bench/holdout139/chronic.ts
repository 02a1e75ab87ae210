// Chronic harmless errors: things every house has logged at a steady rate for weeks (a dead metrics sink, a
// missing font, a retired partner's webhook) that are loud from the first minute and mean nothing today.
import type { Ctx } from "./kit.js";
import { dotnetErr, javaErr, nodeErr, pyErr } from "./stacks.js";
import type { EstateKey, Role } from "./types.js";

export interface Chronic {
  key: string;
  estate: EstateKey;
  role: Role;
  run: (c: Ctx) => void;
}

export const CHRONICS: Chronic[] = [
  {
    key: "otel-exporter",
    estate: "A",
    role: "orders",
    run: (c) =>
      c.every(c.start, c.end, 15000, 400, (t) =>
        c.emit(
          t,
          "orders",
          "ERROR",
          "Failed to export spans. Server responded with gRPC status code 14. Error message: UNAVAILABLE: io exception",
          {
            logger: "io.opentelemetry.exporter.internal.grpc.GrpcExporter",
          },
        ),
      ),
  },
  {
    key: "glyph-font",
    estate: "A",
    role: "surtitles",
    run: (c) =>
      c.every(c.start, c.end, 20000, 3000, (t) =>
        c.emit(t, "surtitles", "ERROR", "failed to preload fallback font for lang=ja", {
          err: nodeErr(
            "Error",
            "ENOENT: no such file or directory, open '/app/assets/fonts/NotoSansCJKjp-Regular.otf'",
            ["Object.openSync@node:fs:581:18", "FontCache.preload@/app/dist/render/fonts.js:44:21"],
            { code: "ENOENT", async: false },
          ),
        }),
      ),
  },
  {
    key: "statsd-refused",
    estate: "A",
    role: "donors",
    run: (c) =>
      c.every(c.start, c.end, 10000, 500, (t) =>
        c.emit(
          t,
          "donors",
          "ERROR",
          "Error sending metrics to statsd at 10.43.0.10:8125: [Errno 111] Connection refused",
          { logger: "donorsync.metrics" },
        ),
      ),
  },
  {
    key: "dalli-ring",
    estate: "B",
    role: "bff",
    run: (c) =>
      c.every(c.start, c.end, 12000, 4000, (t) =>
        c.emit(
          t,
          "bff",
          "ERROR",
          "Dalli::RingError: No server available (fragment cache disabled, rendering uncached)",
        ),
      ),
  },
  {
    key: "statsd-unreachable",
    estate: "B",
    role: "seats",
    run: (c) =>
      c.every(c.start, c.end, 8000, 300, (t) =>
        c.emit(
          t,
          "seats",
          "ERROR",
          'metrics flush failed error="write udp 10.9.0.14:41822->10.9.0.5:8125: write: network is unreachable"',
        ),
      ),
  },
  {
    key: "legacy-smtp-check",
    estate: "B",
    role: "notify",
    run: (c) =>
      c.every(c.start, c.end, 30000, 1000, (t) =>
        c.emit(t, "notify", "ERROR", "Healthcheck legacy_relay failed", {
          err: pyErr("ConnectionRefusedError", "[Errno 111] Connection refused", [
            [
              "/srv/courier/health.py",
              41,
              "check_legacy_relay",
              "with smtplib.SMTP(settings.LEGACY_RELAY, 25, timeout=3) as s:",
            ],
            ["/usr/local/lib/python3.11/smtplib.py", 255, "__init__", "(code, msg) = self.connect(host, port)"],
            ["/usr/local/lib/python3.11/socket.py", 852, "create_connection", "raise exceptions[0]"],
          ]),
        }),
      ),
  },
  {
    key: "apns-bad-token",
    estate: "C",
    role: "notify",
    run: (c) =>
      c.every(c.start, c.end, 9000, 4000, (t) =>
        c.emit(
          t,
          "notify",
          "ERROR",
          `APNs rejected notification: 400 BadDeviceToken (device ${c.r.hex(8)}…) — token belongs to the retired 2023 app bundle`,
        ),
      ),
  },
  {
    key: "sentry-413",
    estate: "C",
    role: "bff",
    run: (c) =>
      c.every(c.start, c.end, 25000, 5000, (t) =>
        c.emit(
          t,
          "bff",
          "ERROR",
          "Sentry Logger [error]: Failed to send event: HTTP 413 Payload Too Large (envelope 1.4 MB)",
        ),
      ),
  },
  {
    key: "pushgateway-404",
    estate: "C",
    role: "seats",
    run: (c) =>
      c.every(c.start, c.end, 15000, 200, (t) =>
        c.emit(
          t,
          "seats",
          "ERROR",
          'level=error msg="push to pushgateway failed" err="unexpected status code 404 while pushing to http://pushgateway.monitoring:9091/metrics/job/seating"',
        ),
      ),
  },
  {
    key: "tm-sync-404",
    estate: "D",
    role: "surtitles",
    run: (c) =>
      c.every(c.start, c.end, 20000, 2000, (t) =>
        c.emit(t, "surtitles", "ERROR", "translation memory sync failed for project 'legacy-opera-2019'", {
          err: pyErr(
            "httpx.HTTPStatusError",
            "Client error '404 Not Found' for url 'https://tm.vendor.example/api/v1/projects/legacy-opera-2019/segments'",
            [
              ["/app/surtitles/tm_sync.py", 88, "sync_project", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
                761,
                "raise_for_status",
                "raise HTTPStatusError(message, request=request, response=self)",
              ],
            ],
          ),
        }),
      ),
  },
  {
    key: "expired-partner-cert",
    estate: "D",
    role: "notify",
    run: (c) =>
      c.every(c.start, c.end, 14000, 1500, (t) =>
        c.emit(
          t,
          "notify",
          "ERROR",
          'webhook delivery failed partner=citylink-tours err="Post \\"https://hooks.citylinktours.example/meridian\\": tls: failed to verify certificate: x509: certificate has expired or is not yet valid"',
        ),
      ),
  },
  {
    key: "hangfire-lock",
    estate: "D",
    role: "orders",
    run: (c) =>
      c.every(c.start, c.end, 30000, 500, (t) =>
        c.emit(
          t,
          "orders",
          "ERROR",
          "Recurring job 'legacy-crm-export' failed and will not be retried (job disabled upstream)",
          {
            logger: "Hangfire.Server.Worker",
            err: dotnetErr(
              "System.Net.Http.HttpRequestException",
              "Response status code does not indicate success: 410 (Gone).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Meridian.Sales.Checkout.Jobs.LegacyCrmExport.RunAsync(CancellationToken ct):57",
              ],
              { root: "/src/Meridian.Sales.Checkout/Jobs" },
            ),
          },
        ),
      ),
  },
  {
    key: "renewal-deprecation",
    estate: "A",
    role: "subs",
    run: (c) =>
      c.every(c.start, c.end, 20000, 1000, (t) =>
        c.emit(t, "subs", "ERROR", "Unable to refresh exchange rates from legacy feed; using cached EUR/GBP", {
          logger: "org.lyricquarter.season.fx.RateFeed",
          err: javaErr(
            "org.springframework.web.client.HttpClientErrorException$NotFound",
            '404 Not Found: "{"error":"feed retired"}"',
            [
              "org.springframework.web.client.HttpClientErrorException.create:115",
              "org.lyricquarter.season.fx.RateFeed.refresh:62",
            ],
            { tail: "worker" },
          ),
        }),
      ),
  },
];

export function chronicsFor(estate: EstateKey): Chronic[] {
  return CHRONICS.filter((x) => x.estate === estate);
}
