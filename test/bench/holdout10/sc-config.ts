// Configuration: a missing env var after an Elixir release, a Spring property that fails to bind, Laravel without
// APP_KEY, Django ALLOWED_HOSTS, a gateway route to an unknown cluster, .NET options validation on a required host.
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const configuration: Scenario[] = [
  {
    estate: "claims",
    cat: "configuration",
    origin: "notif-relay",
    hints: ["environment", "env", "config", "variable"],
    sev: "medium",
    note: "notif-relay 2.10.0 reads SMS_GATEWAY_URL at runtime; the release's env lacks it; every send crashes the sender; payout-engine notifications queue up",
    run: (x) => {
      x.deploy(-8, "notif-relay", "2.10.0", "elixir");
      x.every(
        "notif-relay",
        "error",
        0,
        INF,
        2.2,
        "[error] Task #PID<0.4431.0> started from NotifRelay.Dispatcher terminating",
        () =>
          [
            '** (System.EnvError) could not fetch environment variable "SMS_GATEWAY_URL" because it is not set',
            "    (elixir 1.16.2) lib/system.ex:702: System.fetch_env!/1",
            "    (notif_relay 2.10.0) lib/notif_relay/sms/client.ex:14: NotifRelay.Sms.Client.base_url/0",
            "    (notif_relay 2.10.0) lib/notif_relay/sms/client.ex:31: NotifRelay.Sms.Client.send/2",
          ].join("\n"),
      );
      x.thin("notif-relay", 0, 0.5);
      x.every(
        "payout-engine",
        "warn",
        10,
        INF,
        5,
        (r) =>
          `Notification for payout ${r.hex(8).toUpperCase()} not acknowledged by notif-relay (500), parked for retry`,
      );
      x.every(
        "fnol-intake",
        "warn",
        20,
        INF,
        8,
        "c.c.f.NotifyClient : notif-relay returned 500 for claim_status_update",
      );
    },
  },
  {
    estate: "podcast",
    cat: "configuration",
    origin: "ad-stitcher",
    hints: ["bind", "properties", "config"],
    sev: "high",
    note: "a config-repo change sets adserver.timeouts.request=800 (no unit) ; ad-stitcher pods fail to start (Failed to bind properties) and crash-loop; playback serves ads-free with errors",
    run: (x) => {
      x.at(
        -5,
        "ad-stitcher",
        "info",
        "o.s.c.c.c.ConfigServicePropertySourceLocator : Fetching config from server at : http://config-server:8888 (label=main, version=9f1c2e7)",
      );
      x.silence("ad-stitcher", 0);
      for (let t = 0; t < 1800; t += 30 + x.r.int(0, 40)) {
        x.at(
          t,
          "ad-stitcher",
          "error",
          [
            "o.s.b.d.LoggingFailureAnalysisReporter : ",
            "",
            "***************************",
            "APPLICATION FAILED TO START",
            "***************************",
            "",
            "Description:",
            "",
            "Failed to bind properties under 'adserver.timeouts.request' to java.time.Duration:",
            "",
            "    Property: adserver.timeouts.request",
            '    Value: "800"',
            "    Origin: Config Server http://config-server:8888/ad-stitcher/prod/main",
            "    Reason: failed to convert java.lang.String to java.time.Duration (caused by java.lang.IllegalArgumentException: '800' is not a valid duration)",
          ].join("\n"),
        );
        x.killed(t + 0.5, "ad-stitcher", 1, "Error", 10);
      }
      x.every(
        "playback-api",
        "error",
        2,
        INF,
        1.1,
        (r) => `ad break for ep_${r.hex(10)} failed: connect ECONNREFUSED ad-stitcher:8080, serving without ads`,
      );
      x.every("listen-edge", "warn", 5, INF, 6, "upstream ad-stitcher: no healthy endpoints");
    },
  },
  {
    estate: "port",
    cat: "configuration",
    origin: "gate-kiosk",
    hints: ["key", "encryption", "app_key"],
    sev: "high",
    note: "gate-kiosk release without APP_KEY in its env; Laravel MissingAppKeyException on every request; trucks queue at gates",
    run: (x) => {
      x.deploy(-6, "gate-kiosk", "r2026.07.10", "php");
      x.thin("gate-kiosk", 0, 0.05);
      x.every(
        "gate-kiosk",
        "error",
        0,
        INF,
        1,
        (r) =>
          `production.ERROR: No application encryption key has been specified. {"exception":"[object] (Illuminate\\\\Encryption\\\\MissingAppKeyException(code: 0): No application encryption key has been specified. at /var/www/vendor/laravel/framework/src/Illuminate/Encryption/EncryptionServiceProvider.php:79)"} lane=${r.int(1, 12)}`,
      );
      x.every(
        "terminal-api",
        "warn",
        20,
        INF,
        8,
        (r) => `gate transaction rate dropped to ${r.int(0, 3)}/min (expected ~40)`,
      );
    },
  },
  {
    estate: "claims",
    cat: "configuration",
    origin: "fraud-scorer",
    hints: ["allowed_hosts", "host", "config"],
    sev: "medium",
    note: "fraud-scorer moved behind a new service name; its settings' ALLOWED_HOSTS was not updated; Django rejects every request 400 (Invalid HTTP_HOST header); fnol-intake louder",
    run: (x) => {
      x.deploy(-12, "fraud-scorer", "gbm-2026.07.3", "python");
      x.thin("fraud-scorer", 0, 0.05);
      x.every(
        "fraud-scorer",
        "error",
        0,
        INF,
        1.4,
        "ERROR django.security.DisallowedHost: Invalid HTTP_HOST header: 'fraud-scorer.claims-prod.svc.cluster.local:8000'. You may need to add 'fraud-scorer.claims-prod.svc.cluster.local' to ALLOWED_HOSTS.",
      );
      x.every(
        "fnol-intake",
        "error",
        1,
        INF,
        0.8,
        (r) =>
          `c.c.f.scoring.FraudClient : POST /v1/score -> 400 Bad Request (body: <h1>Bad Request (400)</h1>); claim CLM-${r.int(2026000, 2026999)} sent to manual review`,
      );
      x.every(
        "fnol-intake",
        "warn",
        30,
        INF,
        5,
        "i.g.r.c.CircuitBreakerStateMachine : CircuitBreaker 'fraudScorer' changed state from CLOSED to OPEN",
      );
    },
  },
  {
    estate: "podcast",
    cat: "configuration",
    origin: "listen-edge",
    hints: ["route", "cluster", "config"],
    sev: "high",
    note: "a listen-edge routing config reload points /v2/episodes at a cluster 'playback-api-v2' that does not exist; streams get 503 NR",
    run: (x) => {
      x.at(-3, "listen-edge", "info", "config watcher: routes.yaml changed (rev 4412 -> 4413), reloading");
      x.at(-2.9, "listen-edge", "info", "routes reloaded: 48 routes, 11 clusters");
      x.every(
        "listen-edge",
        "warn",
        0,
        INF,
        0.5,
        (r) =>
          `GET /v2/episodes/:id/stream status=503 dur=0ms flags=NR route=episodes-stream cluster="playback-api-v2" err="cluster not found" client=${r.pick(["ios", "android", "web"])}`,
      );
      x.every(
        "listen-edge",
        "error",
        0,
        INF,
        20,
        'route episodes-stream: upstream cluster "playback-api-v2" not found in cluster manager',
      );
      x.thin("playback-api", 0, 0.4);
      x.every("playback-api", "info", 30, INF, 30, "stream requests 1m: 0 (expected > 1000)");
    },
  },
  {
    estate: "port",
    cat: "configuration",
    origin: "customs-edi",
    hints: ["options", "config", "sftp", "host"],
    sev: "medium",
    note: "customs-edi 3.13 renamed Sftp:Hostname to Sftp:Host; host refuses to start with OptionsValidationException ('The Host field is required.'); EDI feeds stop",
    run: (x) => {
      x.deploy(-10, "customs-edi", "3.13.0", "dotnet");
      x.silence("customs-edi", 0);
      for (let t = 0; t < 1800; t += 45 + x.r.int(0, 30)) {
        x.at(
          t,
          "customs-edi",
          "fatal",
          "Host terminated unexpectedly",
          [
            "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SftpOptions' members: 'Host' with the error: 'The Host field is required.'.",
            "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
            "   at Microsoft.Extensions.Options.OptionsMonitor`1.<>c.<Get>b__10_0(String name, IOptionsFactory`1 factory)",
            "   at Microsoft.Extensions.Hosting.Internal.Host.StartAsync(CancellationToken cancellationToken)",
          ].join("\n"),
        );
        x.killed(t + 0.3, "customs-edi", 134, "Error", 10);
      }
      x.every(
        "terminal-api",
        "error",
        15,
        INF,
        4,
        (r) => `GET /customs/releases 502 ${r.int(1, 9)}ms upstream customs-edi: connection refused`,
      );
      x.every(
        "gate-kiosk",
        "warn",
        60,
        INF,
        3,
        (r) => `[out-lane ${r.int(1, 12)}] customs status unavailable, manual check required`,
      );
    },
  },
];
