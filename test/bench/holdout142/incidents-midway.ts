// Hurly-Burly Midway Rides (one-word names, Traefik, no ids at all): one incident per category.
import type { IncidentDef } from "./incident-types.js";
import { s } from "./incident-types.js";
import { dotnetStack, elixirCrash, pyTrace } from "./stacks.js";

const traefikErr = (upstream: string, port: number, what: string) =>
  `'502 Bad Gateway' caused by: dial tcp 172.18.0.${upstream.length + 3}:${port}: ${what}`;

export const MIDWAY_INCIDENTS: IncidentDef[] = [
  {
    estate: "midway",
    origin: "tokenbank",
    category: "authentication",
    hints: ["unauthorized", "401", "client secret", "credential", "auth"],
    sev: "high",
    note: "tokenbank's client secret at the card top-up provider expired, the provider answers 401 and guests cannot buy ride tokens.",
    write: (c) => {
      c.every("tokenbank", c.at, c.t1, 3000, () => ({
        level: "ERROR",
        msg: "TokenBank.Topup.CardProviderClient[0] Top-up authorisation failed",
        stack: dotnetStack(
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
          [
            "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            "TokenBank.Topup.CardProviderClient.AuthoriseAsync(TopupRequest request, CancellationToken ct) in /src/TokenBank/Topup/CardProviderClient.cs:line 58",
            "TokenBank.Wallets.TopupHandler.Handle(TopupCommand cmd, CancellationToken ct) in /src/TokenBank/Wallets/TopupHandler.cs:line 33",
          ],
        ),
      }));
      c.every("tokenbank", c.at, c.t1, 12000, () => ({
        level: "WARN",
        msg: 'TokenBank.Topup.TokenCache[0] OAuth token request rejected: {"error":"invalid_client","error_description":"client secret expired"}',
      }));
      c.every("traefik", c.at, c.t1, 1200, (t) => {
        c.edge(t, "tokenbank", 502, { path: `POST /api/wallets/${c.rng.int(1000, 9999)}/topup` });
        return null;
      });
      c.every("wristbands", c.at + s(30), c.t1, 6000, () => ({
        level: "WARN",
        msg: `Kiosk K${c.rng.int(1, 12)} top-up flow aborted: tokenbank returned 502`,
      }));
    },
  },
  {
    estate: "midway",
    origin: "tokenbank",
    category: "authorization",
    hints: ["authorization", "403", "forbidden", "scope", "claim"],
    sev: "high",
    note: "tokenbank's new release requires a wallet:debit scope that prizedesk's tokens do not carry, so every prize redemption debit is refused with 403.",
    write: (c) => {
      c.line(
        c.at - s(50),
        "tokenbank",
        "INFO",
        "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
      );
      c.line(
        c.at - s(49),
        "tokenbank",
        "INFO",
        "Microsoft.Hosting.Lifetime[0] Hosting environment: Production (build 2026.12.2-r3)",
      );
      c.every("tokenbank", c.at, c.t1, 5000, () => ({
        level: "INFO",
        msg: "Microsoft.AspNetCore.Authorization.DefaultAuthorizationService[2] Authorization failed. These requirements were not met:\nClaimsAuthorizationRequirement:Claim.Type=scope and Claim.Value is one of the following values: (wallet:debit)",
      }));
      c.every("tokenbank", c.at, c.t1, 5500, () => ({
        level: "INFO",
        msg: "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[13] AuthenticationScheme: Bearer was forbidden.",
      }));
      c.every("tokenbank", c.at, c.t1, 5500, () => ({
        level: "INFO",
        msg: `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST http://tokenbank:5000/api/wallets/${c.rng.int(1000, 9999)}/debit - 403 0 - ${c.rng.int(1, 4)}.${c.rng.int(1000, 9999)}ms`,
      }));
      c.every("prizedesk", c.at + 100, c.t1, 1600, () => ({
        level: "ERROR",
        msg: `production.ERROR: Redemption failed {"booth":${c.rng.int(1, 6)},"exception":"[object] (GuzzleHttp\\\\Exception\\\\ClientException(code: 403): Client error: \`POST http://tokenbank:5000/api/wallets/${c.rng.int(1000, 9999)}/debit\` resulted in a \`403 Forbidden\` response at /var/www/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:111)"}`,
      }));
      c.every("traefik", c.at + 100, c.t1, 2500, (t) => {
        c.edge(t, "prizedesk", 500, { path: "POST /redeem" });
        return null;
      });
    },
  },
  {
    estate: "midway",
    origin: "ridequeue",
    category: "database",
    hints: ["deadlock", "40p01", "database", "postgrex"],
    sev: "high",
    note: "ridequeue's new batch slot-release updates rows in a different order than joins do, Postgres detects deadlocks on queue_slots and virtual queue joins fail.",
    write: (c) => {
      c.every("ridequeue", c.at, c.t1, 2200, () => ({
        level: "ERROR",
        msg: `Request: POST /api/rides/${c.rng.pick(["waltzer", "ghost-train", "big-wheel"])}/virtual_queue\n** (exit) an exception was raised:\n    ** (Postgrex.Error) ERROR 40P01 (deadlock_detected) deadlock detected\n\n    Process ${c.rng.int(1000, 9999)} waits for ShareLock on transaction ${c.rng.int(100000, 999999)}; blocked by process ${c.rng.int(1000, 9999)}.\nProcess ${c.rng.int(1000, 9999)} waits for ShareLock on transaction ${c.rng.int(100000, 999999)}; blocked by process ${c.rng.int(1000, 9999)}.`,
        stack: elixirCrash("", [
          "(ecto_sql 3.11.3) lib/ecto/adapters/sql.ex:1054: Ecto.Adapters.SQL.raise_sql_call_error/1",
          "(ridequeue 0.9.2) lib/ridequeue/slots.ex:88: Ridequeue.Slots.join/2",
          "(ridequeue 0.9.2) lib/ridequeue_web/controllers/queue_controller.ex:21: RidequeueWeb.QueueController.join/2",
        ]).trimStart(),
      }));
      c.every("ridequeue", c.at - s(30), c.t1, 15000, () => ({
        level: "INFO",
        msg: `Slot release batch: ${c.rng.int(40, 120)} slots for ride ${c.rng.pick(["waltzer", "dodgems", "twister"])}`,
      }));
      c.every("traefik", c.at, c.t1, 1300, (t) => {
        c.edge(t, "ridequeue", 500, { path: "POST /api/rides/waltzer/virtual_queue" });
        return null;
      });
    },
  },
  {
    estate: "midway",
    origin: "telemetry",
    category: "network",
    hints: ["no route", "network", "unreachable", "host"],
    sev: "medium",
    note: "A switch in the ride-control VLAN failed, telemetry cannot reach the ride PLCs (no route to host) and ride load monitoring goes blind.",
    write: (c) => {
      c.every("telemetry", c.at, c.t1, 2000, () => ({
        level: "WARN",
        msg: "plc poll failed",
        attrs: {
          ride: c.rng.pick(["waltzer", "ghost-train", "big-wheel", "twister", "helter-skelter"]),
          err: `dial tcp 10.77.3.${c.rng.int(20, 40)}:502: connect: ${c.rng.pick(["no route to host", "no route to host", "network is unreachable"])}`,
        },
      }));
      c.every("maintlog", c.at + s(30), c.t1, 8000, () => ({
        level: "ERROR",
        msg: `maintlog.alerts: no PLC telemetry for ride ${c.rng.pick(["waltzer", "ghost-train", "big-wheel"])} in 60s, flagging ride for manual check`,
      }));
      c.every("ridequeue", c.at + s(60), c.t1, 10000, () => ({
        level: "WARN",
        msg: `Ride ${c.rng.pick(["waltzer", "big-wheel"])} throughput unknown (telemetry stale), holding virtual queue call-ups`,
      }));
    },
  },
  {
    estate: "midway",
    origin: "prizedesk",
    category: "timeout",
    hints: ["maximum execution time", "timeout", "exceeded"],
    sev: "high",
    note: "prizedesk's redeem endpoint runs an unbounded prize-stock recount and hits PHP's 30-second maximum execution time, so redemptions hang and fail at every booth.",
    write: (c) => {
      c.every("prizedesk", c.at, c.t1, 4500, () => ({
        level: "FATAL",
        msg: `production.ERROR: Maximum execution time of 30 seconds exceeded {"exception":"[object] (Symfony\\\\Component\\\\ErrorHandler\\\\Error\\\\FatalError(code: 0): Maximum execution time of 30 seconds exceeded at /var/www/app/Stock/Recount.php:74)"}`,
      }));
      c.every("prizedesk", c.at, c.t1, 9000, () => ({
        level: "WARN",
        msg: `WARNING: [pool www] child ${c.rng.int(100, 999)}, script '/var/www/public/index.php' (request: "POST /index.php") executing too slow (${c.rng.int(5, 29)}.${c.rng.int(100, 999)} sec), logging`,
      }));
      c.every("traefik", c.at + 100, c.t1, 1500, (t) => {
        c.edge(t, "prizedesk", c.rng.chance(0.7) ? 504 : 500, {
          path: "POST /redeem",
          durMs: 30000 + c.rng.int(0, 900),
        });
        return null;
      });
      c.slow("prizedesk", c.at, c.t1, 0.3);
    },
  },
  {
    estate: "midway",
    origin: "turnstile",
    category: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "high",
    note: "At gates-open, turnstile's online-ticket checks against the reseller's API exceed its rate limit, get 429, and guests with e-tickets are held at the gates.",
    write: (c) => {
      c.every("turnstile", c.at, c.t1, 2500, () => ({
        level: "WARN",
        msg: `Turnstile.Resellers.TicketCheckClient[0] Reseller API throttled request (429 Too Many Requests, Retry-After: ${c.rng.int(5, 30)}), limit 20 req/s for key fair-gates`,
      }));
      c.every("turnstile", c.at + s(20), c.t1, 5000, () => ({
        level: "ERROR",
        msg: `Turnstile.Gates.ScanHandler[5] E-ticket ${c.rng.hex(10).toUpperCase()} could not be verified at gate G${c.rng.int(1, 9)}; sent to manual desk`,
      }));
      c.every("traefik", c.at + s(20), c.t1, 1500, (t) => {
        c.edge(t, "turnstile", 503, { path: "POST /api/gates/scan", durMs: c.rng.int(3000, 9000) });
        return null;
      });
    },
  },
  {
    estate: "midway",
    origin: "wristbands",
    category: "validation",
    hints: ["invalid", "validation", "uid", "422", "changeset"],
    sev: "high",
    note: "A new batch of wristbands carries 7-byte NFC UIDs and wristbands' activation changeset only accepts 4-byte UIDs, so kiosks cannot activate bands.",
    write: (c) => {
      c.every("wristbands", c.at, c.t1, 3500, () => ({
        level: "WARN",
        msg: `Band activation refused: #Ecto.Changeset<action: :insert, changes: %{uid: "04${c.rng.hex(12).toUpperCase()}", kiosk: "K${c.rng.int(1, 12)}"}, errors: [uid: {"has invalid format", [validation: :format]}], data: #Wristbands.Band<>, valid?: false>`,
      }));
      c.every("wristbands", c.at, c.t1, 3500, () => ({ level: "INFO", msg: `Sent 422 in ${c.rng.int(1, 9)}ms` }));
      c.every("turnstile", c.at + s(30), c.t1, 2000, () => ({
        level: "ERROR",
        msg: `Turnstile.Gates.ScanHandler[4] Band ${c.rng.hex(7).toUpperCase()} not active; guest redirected to kiosk (activation failed upstream)`,
      }));
      c.every("traefik", c.at, c.t1, 2500, (t) => {
        c.edge(t, "wristbands", 422, { path: "POST /api/bands/activate" });
        return null;
      });
    },
  },
  {
    estate: "midway",
    origin: "tokenbank",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "tokenbank throws NullReferenceException debiting wallets that have no linked band (new family wallets), so ride token debits fail for them.",
    write: (c) => {
      c.every("tokenbank", c.at, c.t1, 3000, () => ({
        level: "ERROR",
        msg: `Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.`,
        stack: dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "TokenBank.Wallets.DebitHandler.ResolveBand(Wallet wallet) in /src/TokenBank/Wallets/DebitHandler.cs:line 71",
          "TokenBank.Wallets.DebitHandler.Handle(DebitCommand cmd, CancellationToken ct) in /src/TokenBank/Wallets/DebitHandler.cs:line 38",
          "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ]),
      }));
      c.every("ridequeue", c.at + 100, c.t1, 2000, () => ({
        level: "ERROR",
        msg: `Token debit failed for ride ${c.rng.pick(["waltzer", "ghost-train", "twister"])}: tokenbank answered 500, guest turned away`,
      }));
      c.every("traefik", c.at + 100, c.t1, 2000, (t) => {
        c.edge(t, "tokenbank", 500, { path: `POST /api/wallets/${c.rng.int(1000, 9999)}/debit` });
        return null;
      });
    },
  },
  {
    estate: "midway",
    origin: "ridequeue",
    category: "configuration",
    hints: ["config", "environment", "not set", "application environment"],
    sev: "high",
    note: "A ridequeue release reads a :ride_capacity setting that the deploy never set, so every boot raises ArgumentError and the virtual queue is down.",
    write: (c) => {
      c.silence("ridequeue", c.at);
      c.down("ridequeue", c.at);
      for (let t = c.at; t < c.t1; t += c.rng.int(20000, 60000)) {
        c.line(
          t,
          "ridequeue",
          "ERROR",
          "Application ridequeue exited: Ridequeue.Application.start(:normal, []) returned an error: shutdown: failed to start child: Ridequeue.Capacity",
          {
            stack: elixirCrash(
              "** (EXIT) an exception was raised:\n    ** (ArgumentError) could not fetch application environment :ride_capacity for application :ridequeue because configuration at :ride_capacity was not set",
              [
                "(elixir 1.17.2) lib/application.ex:771: Application.fetch_env!/2",
                "(ridequeue 0.10.0) lib/ridequeue/capacity.ex:14: Ridequeue.Capacity.init/1",
              ],
            ),
          },
        );
      }
      c.every("traefik", c.at + 500, c.t1, 1000, (t) => {
        c.edge(t, "ridequeue", c.rng.chance(0.6) ? 502 : 503, { path: "GET /api/rides/big-wheel/queue" });
        return null;
      });
      c.every("traefik", c.at + 500, c.t1, 6000, () => ({
        level: "DEBUG",
        msg: traefikErr("ridequeue", 4000, "connect: connection refused"),
      }));
    },
  },
  {
    estate: "midway",
    origin: "ridequeue",
    category: "dependency",
    hints: ["fcm", "push", "unavailable", "503", "provider"],
    sev: "high",
    note: "The push provider ridequeue uses for 'your ride is ready' call-ups answers 503, so virtual-queue guests are never called and their slots expire.",
    write: (c) => {
      c.every("ridequeue", c.at, c.t1, 2600, () => ({
        level: "ERROR",
        msg: `Push call-up failed for slot ${c.rng.hex(12)}: {:error, %Pigeon.FCM.Error{status: 503, reason: :unavailable, message: "The service is currently unavailable."}}`,
      }));
      c.every("ridequeue", c.at + s(60), c.t1, 6000, () => ({
        level: "WARN",
        msg: `Virtual queue slot ${c.rng.hex(12)} expired uncalled for ride ${c.rng.pick(["waltzer", "big-wheel", "ghost-train"])}`,
      }));
    },
  },
  {
    estate: "midway",
    origin: "wristbands",
    category: "memory",
    hints: ["memory", "eheap_alloc", "allocate", "oom"],
    sev: "high",
    note: "wristbands' lookup cache grows without bound, the BEAM aborts with eheap_alloc cannot allocate, and band activation and lookups fail while it restarts.",
    write: (c) => {
      c.every("wristbands", c.at - s(180), c.at, 30000, (_t, i) => ({
        level: "WARN",
        msg: `[warning] :memsup high memory usage: ${88 + i}% of system memory (process Wristbands.BandCache has ${1.4 + i * 0.2} GB heap)`,
      }));
      c.line(c.at, "wristbands", "FATAL", 'eheap_alloc: Cannot allocate 1459620480 bytes of memory (of type "heap").');
      c.line(c.at + 5, "wristbands", "INFO", "Crash dump is being written to: erl_crash.dump...done");
      c.silence("wristbands", c.at, c.at + s(40));
      c.down("wristbands", c.at, c.at + s(40));
      c.line(c.at + s(41), "wristbands", "INFO", "Running WristbandsWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)");
      c.line(
        c.at + s(250),
        "wristbands",
        "FATAL",
        'eheap_alloc: Cannot allocate 1459620480 bytes of memory (of type "heap").',
      );
      c.silence("wristbands", c.at + s(250), c.at + s(290));
      c.down("wristbands", c.at + s(250), c.at + s(290));
      c.every("turnstile", c.at + 200, c.t1, 1800, () => ({
        level: "ERROR",
        msg: "Turnstile.Bands.BandClient[0] Band lookup failed",
        stack: dotnetStack(
          "System.Net.Http.HttpRequestException: Connection refused (wristbands:4000)",
          [
            "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
          ],
          "System.Net.Sockets.SocketException (111): Connection refused",
        ),
      }));
      c.every("traefik", c.at + 200, c.t1, 2500, (t) => {
        c.edge(t, "wristbands", 502, { path: "POST /api/bands/activate" });
        return null;
      });
    },
  },
  {
    estate: "midway",
    origin: "maintlog",
    category: "disk",
    hints: ["no space", "disk", "errno 28"],
    sev: "medium",
    note: "maintlog's photo volume is full, every morning inspection upload fails with ENOSPC and rides cannot be signed off to open.",
    write: (c) => {
      c.every("maintlog", c.at, c.t1, 6000, () => ({
        level: "ERROR",
        msg: "maintlog.api: inspection upload failed",
        stack: pyTrace(
          [
            ["/app/maintlog/api.py", 112, "post_inspection", "store.save_photo(inspection_id, request.files['photo'])"],
            ["/app/maintlog/store.py", 40, "save_photo", "with open(path, 'wb') as fh:"],
          ],
          "OSError: [Errno 28] No space left on device: '/data/photos/2026-12-02/insp-" +
            c.rng.int(1000, 9999) +
            ".jpg'",
        ),
      }));
      c.every("traefik", c.at, c.t1, 5000, (t) => {
        c.edge(t, "maintlog", 500, { path: "POST /inspections" });
        return null;
      });
      c.every("ridequeue", c.at + s(60), c.t1, 12000, () => ({
        level: "WARN",
        msg: `Ride ${c.rng.pick(["waltzer", "twister", "helter-skelter"])} still closed: no inspection sign-off today`,
      }));
    },
  },
  {
    estate: "midway",
    origin: "turnstile",
    category: "unknown",
    hints: ["unavailable", "shutting down", "crash", "unknown", "exit"],
    sev: "high",
    note: "turnstile keeps shutting down a few seconds after start without logging a reason, the gates fall back to offline mode and Traefik returns 502 for scans.",
    write: (c) => {
      c.silence("turnstile", c.at);
      c.down("turnstile", c.at);
      for (let t = c.at + s(3); t < c.t1; t += c.rng.int(30000, 75000)) {
        c.line(t, "turnstile", "INFO", "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:5000");
        c.line(
          t + 10,
          "turnstile",
          "INFO",
          "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
        );
        c.line(
          t + c.rng.int(3000, 9000),
          "turnstile",
          "INFO",
          "Microsoft.Hosting.Lifetime[0] Application is shutting down...",
        );
      }
      c.every("traefik", c.at + 100, c.t1, 900, (t) => {
        c.edge(t, "turnstile", 502, { path: "POST /api/gates/scan", durMs: 1 });
        return null;
      });
      c.every("traefik", c.at + 100, c.t1, 8000, () => ({
        level: "DEBUG",
        msg: traefikErr("turnstile", 5000, "connect: connection refused"),
      }));
      c.every("telemetry", c.at + s(20), c.t1, 7000, () => ({
        level: "WARN",
        msg: "gate counters stale",
        attrs: { gates: "G1-G9", mode: "offline-fallback" },
      }));
    },
  },
];
