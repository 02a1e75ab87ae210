// The eight failures of quiet70, one per category, each written the way its runtime and its callers really log
// it; they run on the same estates and the same harmless noise as the quiet windows.
import type { Ctx, Episode, Role } from "./stream.js";

export interface IncidentKind extends Episode {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
}

const every = (
  c: Ctx,
  role: Role,
  from: number,
  gap: number,
  fn: (t: number) => ["info" | "warn" | "error" | "fatal", string] | null,
) => c.every(role, from, c.t1, gap, fn);

export const INCIDENTS: readonly IncidentKind[] = [
  {
    key: "trips-pg-slots",
    estate: "norvik",
    origin: "trips",
    category: "database",
    hints: ["database", "connection", "postgres", "psycopg", "operationalerror", "slots", "pool", "sql"],
    severity: "high",
    note: "trip-history's Postgres runs out of connection slots; trip requests fail with OperationalError and mobile-bff retries them as 502s.",
    needs: ["trips", "app"],
    run(c, s) {
      c.outage("trips", s, 0.2);
      every(c, "trips", s, 2400, () =>
        c.r.chance(0.6)
          ? [
              "error",
              `Internal Server Error: /api/v1/trips\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 145, in __init__\n    self._dbapi_connection = engine.raw_connection()\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/base.py", line 674, in __connect\n    self.dbapi_connection = connection = pool._invoke_creator(self)\n  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "trips-pg.internal" (10.12.4.21), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections`,
            ]
          : ["error", `"GET /api/v1/trips?vin=${c.vin()}&limit=20 HTTP/1.1" 500 145`],
      );
      every(c, "app", s + 400, 1100, (t) => {
        const v = c.vin();
        const id = c.id();
        for (let i = 1; i <= 3; i++)
          c.add(
            t + i * 250,
            "app",
            "warn",
            `upstream trip-history responded 500 for GET /api/v1/trips (attempt ${i}/3)${i < 3 ? ", retrying" : ""}`,
            id,
          );
        c.add(
          t + 1000,
          "app",
          "error",
          `GET /v3/vehicles/${v}/trips 502 ${c.r.int(900, 1300)}ms error="trip-history unavailable after 3 attempts"`,
          id,
        );
        return null;
      });
    },
  },
  {
    key: "cmd-broker-down",
    estate: "norvik",
    origin: "cmd",
    category: "dependency",
    hints: ["broker", "mqtt", "unavailable", "circuit", "dependency"],
    severity: "high",
    note: "The command broker that remote-cmd publishes to refuses connections (CONNACK server unavailable); remote-cmd's circuit opens and every remote command fails in the app.",
    needs: ["cmd", "app"],
    run(c, s) {
      c.outage("cmd", s, 0);
      c.add(
        s,
        "cmd",
        "warn",
        "MQTT connection to ssl://cmd-broker.internal:8883 lost: Connection lost (32109) - java.io.EOFException",
      );
      every(c, "cmd", s + 1000, 4000, () => [
        "error",
        `Reconnect to ssl://cmd-broker.internal:8883 failed\nBroker unavailable (3)\n\tat org.eclipse.paho.client.mqttv3.internal.ExceptionHelper.createMqttException(ExceptionHelper.java:32)\n\tat org.eclipse.paho.client.mqttv3.internal.ClientState.notifyReceivedAck(ClientState.java:1042)\n\tat org.eclipse.paho.client.mqttv3.internal.CommsReceiver.run(CommsReceiver.java:151)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
      ]);
      c.add(s + 9000, "cmd", "warn", "CircuitBreaker 'commandBroker' changed state from CLOSED to OPEN");
      every(c, "cmd", s + 9500, 900, () => [
        "error",
        `Dispatch of ${c.r.pick(["RDU", "RDL", "CLIMATE_START"])} to ${c.vin()} failed: CallNotPermittedException: CircuitBreaker 'commandBroker' is OPEN and does not permit further calls`,
      ]);
      every(c, "app", s + 600, 550, (t) => {
        const id = c.id();
        c.add(t + 120, "app", "warn", "remote-cmd POST /commands failed with 503, retry 1/2", id);
        return [
          "error",
          `POST /v3/vehicles/${c.vin()}/commands 503 ${c.r.int(20, 400)}ms error="remote command service unavailable"`,
        ];
      });
    },
  },
  {
    key: "charge-dns",
    estate: "aurelia",
    origin: "charge",
    category: "network",
    hints: ["dns", "unknownhost", "resolution", "resolve", "network", "host"],
    severity: "medium",
    note: "ev-charging can no longer resolve the roaming hub's host name; it logs WARN and retries while companion-api fails charge starts with 502.",
    needs: ["charge", "app"],
    run(c, s) {
      c.outage("charge", s, 0.35);
      every(c, "charge", s, 1800, () => [
        "warn",
        `OCPI call POST https://ocpi.roaminghub-eu.net/ocpi/2.2/commands/START_SESSION failed, will retry: java.net.UnknownHostException: ocpi.roaminghub-eu.net: Temporary failure in name resolution\n\tat java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)\n\tat java.base/java.net.InetAddress$PlatformResolver.lookupByName(InetAddress.java:1211)\n\tat java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1828)\n\tat okhttp3.Dns$Companion$DnsSystem.lookup(Dns.kt:49)\n\tat okhttp3.internal.connection.RouteSelector.resetNextInetSocketAddress(RouteSelector.kt:169)`,
      ]);
      every(c, "charge", s + 20000, 30000, () => [
        "warn",
        "Tariff cache refresh skipped: roaming hub unreachable (UnknownHostException), serving stale tariffs",
      ]);
      every(c, "app", s + 500, 700, () => [
        "error",
        `POST /v3/vehicles/${c.vin()}/charging/start 502 ${c.r.int(3000, 9000)}ms upstream=ev-charging error="START_SESSION not accepted"`,
      ]);
    },
  },
  {
    key: "vin-partner-timeout",
    estate: "aurelia",
    origin: "vin",
    category: "timeout",
    hints: ["timeout", "timed out", "timeoutrejected", "polly"],
    severity: "high",
    note: "vehicle-master's calls to the production master-data API stop answering in time; it only warns with Polly timeouts while companion-api and command-router fail loudly.",
    needs: ["vin", "app", "cmd"],
    run(c, s) {
      c.outage("vin", s, 0.25);
      every(c, "vin", s, 1500, () => [
        "warn",
        `Master data lookup for ${c.vin()} abandoned after 10000 ms\nPolly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.\n ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.\n   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)\n   at VehicleMaster.Infrastructure.MasterDataClient.GetVehicleAsync(String vin, CancellationToken ct) in /src/Infrastructure/MasterDataClient.cs:line 58\n   at Polly.Timeout.AsyncTimeoutEngine.ImplementationAsync[TResult](Func\`3 action, Context context, CancellationToken cancellationToken, Func\`2 timeoutProvider, TimeoutStrategy timeoutStrategy, Func\`5 onTimeoutAsync, Boolean continueOnCapturedContext)`,
      ]);
      every(c, "app", s + 10000, 650, (t) => {
        c.add(t - 5000, "app", "warn", "request to vehicle-master timed out after 10000ms, retrying (1/2)");
        return ["error", `GET /v3/garage 504 ${c.r.int(20000, 20400)}ms error="ETIMEDOUT vehicle-master"`];
      });
      every(c, "cmd", s + 10500, 1400, () => [
        "error",
        `Ownership check for ${c.vin()} failed: java.net.http.HttpTimeoutException: request timed out (vehicle-master GET /api/vehicles/{vin}/owners)`,
      ]);
    },
  },
  {
    key: "ota-config",
    estate: "kestrel",
    origin: "ota",
    category: "configuration",
    hints: ["config", "uri", "illegalargument", "placeholder", "property", "cdn"],
    severity: "medium",
    note: "update-manager is redeployed with an unset CDN host variable; every download manifest fails with 'URI is not absolute' and the app and TCUs see 500s.",
    needs: ["ota", "app", "gw"],
    run(c, s) {
      const steps: [number, "info" | "warn", string][] = [
        [-9000, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
        [-8000, "info", "Graceful shutdown complete"],
        [-3000, "info", "Starting UpdateManagerApplication v3.18.0 using Java 21.0.4 with PID 1"],
        [-2900, "info", 'The following 1 profile is active: "prod"'],
        [-200, "info", "Started UpdateManagerApplication in 9.112 seconds (process running for 10.87)"],
      ];
      for (const [d, lv, m] of steps) c.add(s + d, "ota", lv, m);
      c.outage("ota", s - 9000, 0);
      every(c, "ota", s, 1400, () => {
        const cmp = `CMP-2611-0${c.r.int(3, 7)}`;
        return [
          "error",
          `Failed to build download manifest for campaign ${cmp} vin=${c.vin()}\njava.lang.IllegalArgumentException: URI is not absolute: \${OTA_CDN_HOST}/packages/${cmp.toLowerCase()}/bcm-${c.r.int(40, 48)}.2.bin\n\tat java.base/java.net.URL.fromURI(URL.java:732)\n\tat java.base/java.net.URI.toURL(URI.java:1139)\n\tat com.kestrel.ota.manifest.ManifestBuilder.packageUrl(ManifestBuilder.kt:74)\n\tat com.kestrel.ota.manifest.ManifestBuilder.build(ManifestBuilder.kt:41)\n\tat com.kestrel.ota.api.ManifestController.manifest(ManifestController.kt:29)`,
        ];
      });
      every(c, "gw", s + 300, 1600, () => [
        "warn",
        `manifest fetch for vin=${c.vin()} failed: update-manager returned 500, tcu will retry in 900s`,
      ]);
      every(c, "app", s + 500, 2200, () => [
        "error",
        `GET /v3/vehicles/${c.vin()}/software-updates 500 ${c.r.int(30, 90)}ms upstream=update-manager`,
      ]);
    },
  },
  {
    key: "sms-provider-auth",
    estate: "kestrel",
    origin: "sms",
    category: "authentication",
    hints: ["auth", "authenticate", "401", "credential", "twilio", "20003"],
    severity: "medium",
    note: "notif-hub's SMS provider credentials stop working (401 Authenticate); wake-up SMS are not sent, so remote commands to sleeping cars expire in rvs-commands.",
    needs: ["sms", "cmd", "app"],
    run(c, s) {
      c.outage("sms", s, 0);
      every(c, "sms", s, 2200, () => [
        "error",
        `wake-up SMS failed iccid=8949${c.r.int(100000000, 999999999)}${c.r.int(1000000, 9999999)}\nRestException [Error]: Authenticate\n    at success (/app/node_modules/twilio/lib/base/Version.js:79:23)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async WakeupSender.send (/app/dist/wakeup/sender.js:41:19) {\n  status: 401,\n  code: 20003,\n  moreInfo: 'https://www.twilio.com/docs/errors/20003'\n}`,
      ]);
      every(c, "cmd", s + 1000, 2600, (t) => {
        const v = c.vin();
        c.add(t, "cmd", "info", `Vehicle ${v} not connected, requesting wake-up via notif-hub`);
        c.add(t + 100, "cmd", "warn", `notif-hub POST /v1/wakeup returned 502 for ${v}, retry 1/2`);
        c.add(t + 2200, "cmd", "error", `Wake-up for ${v} failed after 2 attempts: notif-hub returned 502 Bad Gateway`);
        c.add(
          t + 120000,
          "cmd",
          "error",
          `Command ${c.r.hex(8)}-${c.r.hex(4)} for ${v} expired after 120000 ms without vehicle ACK (state=EXPIRED, wakeup=FAILED)`,
        );
        c.add(t + 120030, "app", "warn", `POST /v3/vehicles/${v}/commands 504 ${c.r.int(120010, 120090)}ms`);
        return null;
      });
    },
  },
  {
    key: "tlm-oom",
    estate: "halden",
    origin: "tlm",
    category: "memory",
    hints: ["memory", "oom", "out of memory", "heap"],
    severity: "high",
    note: "tlm-consumer's heap grows until the Go runtime dies out of memory, restarts and dies again; telemetry stops and trip-ledger and fleet-gw report stale data.",
    needs: ["tlm", "trips", "fleet"],
    run(c, s) {
      let t = s + 150000;
      for (let i = 0; i < 5; i++)
        c.add(
          s + i * 30000,
          "tlm",
          "warn",
          `memory soft limit reached GOMEMLIMIT=1800MiB heap_inuse=${(1.5 + i * 0.07).toFixed(2)}GiB gc_cpu_fraction=${(0.2 + i * 0.1).toFixed(2)}`,
        );
      while (t < c.t1) {
        c.add(
          t,
          "tlm",
          "fatal",
          `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x1a3c2f1?, 0x${c.r.hex(6)}?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.sysMapOS(0xc0${c.r.hex(8)}, 0x4000000)\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b\nruntime.(*mheap).grow(0x2c6f3e0, 0x2000)\n\t/usr/local/go/src/runtime/mheap.go:1476 +0x23b\n\ngoroutine 412 gp=0xc0001c2a80 m=9 mp=0xc000580808 [running]:\ngithub.com/halden/tlm-consumer/internal/decode.(*Batch).Append(...)\n\t/src/internal/decode/batch.go:88\ngithub.com/halden/tlm-consumer/internal/consumer.(*Worker).handle(0xc000214000, {0xc3a1f20000, 0x1f4, 0x200})\n\t/src/internal/consumer/worker.go:131 +0x2d4`,
        );
        c.silence("tlm", t - 40000, t + 45000);
        c.add(t + 45000, "tlm", "info", `starting tlm-consumer version=v2.7.3 commit=9c1e2ab go=go1.22.5`);
        c.add(
          t + 46000,
          "tlm",
          "info",
          "kafka: assigned partitions [0 1 2 3 4 5 6 7 8 9 10 11] generation=" + c.r.int(500, 600),
        );
        t += c.r.int(100000, 140000);
      }
      every(c, "trips", s + 210000, 9000, () => [
        "error",
        `no telemetry for ${c.r.int(300, 2000)} active vehicles since ${c.r.int(60, 400)}s; trip closing delayed (source tlm-consumer)`,
      ]);
      every(c, "fleet", s + 180000, 1200, () => [
        "error",
        `GET /fleet/v1/vehicles/positions 503 stale_data: ${c.r.int(70, 98)}% of positions older than 300s`,
      ]);
    },
  },
  {
    key: "dms-enospc",
    estate: "halden",
    origin: "dealer",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space"],
    severity: "medium",
    note: "dms-connector's snapshot volume fills up; uploads of workshop diagnostic snapshots fail with Errno::ENOSPC and service appointments in the app fail.",
    needs: ["dealer", "app"],
    run(c, s) {
      for (let i = 0; i < 4; i++)
        c.add(
          s + i * 50000,
          "dealer",
          "warn",
          `Snapshot volume /data/snapshots ${96 + i}% used (${(2 - i * 0.5).toFixed(1)}G free)`,
        );
      c.outage("dealer", s + 200000, 0.3);
      every(c, "dealer", s + 200000, 1800, () => {
        const id = c.r.int(100000, 999999);
        return [
          "error",
          `Errno::ENOSPC (No space left on device @ io_write - /data/snapshots/${id}.odx.part):\n\napp/services/snapshot_store.rb:27:in \`write'\napp/services/snapshot_store.rb:27:in \`block in store'\napp/controllers/api/diag/snapshots_controller.rb:14:in \`create'\nactionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
        ];
      });
      every(c, "dealer", s + 200300, 2500, () => [
        "error",
        `Completed 500 Internal Server Error in ${c.r.int(5, 40)}ms (ActiveRecord: ${(c.r.next() * 5).toFixed(1)}ms | Allocations: ${c.r.int(900, 4000)})`,
      ]);
      every(c, "app", s + 200900, 2600, () => [
        "error",
        `GET /v3/service-appointments 502 ${c.r.int(40, 200)}ms upstream=dms-connector`,
      ]);
    },
  },
];
