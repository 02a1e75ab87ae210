// Network, Kestrel: the node under pay-cashless-core loses its path to the data tier (a bonded uplink flaps);
// both its Redis and its Postgres connections are reset, reconnects fail with "No route to host", and its
// callers pay-topup-api and pay-pos-gateway report resets, 502s and a switch to offline authorisation, far
// more loudly than the origin. ops-gate-ingest's everyday reader drops look similar and are unrelated.
import { emit, every } from "./ctx.js";
import { type Incident, onFlows } from "./incident-kit.js";
import { restart } from "./runtimes.js";
import { ASPNET_TAIL, dotnetTrace } from "./stacks.js";
import { money } from "./text.js";
import type { Ctx, Step } from "./types.js";

const O = "pay-cashless-core";

function redisReset(c: Ctx, t: number): void {
  const r = c.rng;
  emit(c, t, O, "error", `Redis command failed (GET wallet:${r.digits(9)}:balance), falling back to ledger read`, {
    stack: dotnetTrace(
      `StackExchange.Redis.RedisConnectionException: SocketFailure (ReadSocketError/ConnectionReset, last-recv: ${r.int(0, 40)}) on redis-cashless.pay.svc.cluster.local:6379/Interactive, Idle/MarkProcessed, last: GET, origin: ReadFromPipe, outstanding: ${r.int(3, 40)}, last-read: 0s ago, last-write: 0s ago, unanswered-write: 0s ago, keep-alive: 60s, state: ConnectedEstablished, mgr: 9 of 10 available, in: 0, in-pipe: 0, out-pipe: 0, last-heartbeat: 0s ago, last-mbeat: 0s ago, global: 0s ago, v: 2.7.33.41805`,
      [
        "StackExchange.Redis.ConnectionMultiplexer.ExecuteSyncImpl[T](Message message, ResultProcessor`1 processor, ServerEndPoint server, T defaultValue) in /_/src/StackExchange.Redis/ConnectionMultiplexer.cs:line 2099",
        "Kestrel.Pay.Cashless.Balances.RedisBalanceCache.GetAsync(Int64 accountId) in /src/Cashless.Core/Balances/RedisBalanceCache.cs:line 41",
      ],
      {
        heads: [
          "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
          "System.Net.Sockets.SocketException (104): Connection reset by peer",
        ],
        frames: [
          "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          "System.IO.Pipelines.StreamPipeReader.ReadAsync(CancellationToken cancellationToken)",
        ],
      },
    ),
    errType: "StackExchange.Redis.RedisConnectionException",
  });
}

function pgFail(c: Ctx, t: number, noRoute: boolean): void {
  const r = c.rng;
  const head = noRoute
    ? `Npgsql.NpgsqlException (0x80004005): Failed to connect to 10.40.3.21:5432`
    : "Npgsql.NpgsqlException (0x80004005): Exception while reading from stream";
  const inner = noRoute
    ? {
        heads: ["System.Net.Sockets.SocketException (113): No route to host"],
        frames: [
          "Npgsql.Internal.NpgsqlConnector.Connect(NpgsqlTimeout timeout)",
          "Npgsql.Internal.NpgsqlConnector.RawOpen(SslMode sslMode, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
        ],
      }
    : {
        heads: [
          "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
          "System.Net.Sockets.SocketException (104): Connection reset by peer",
        ],
        frames: [
          "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          "Npgsql.Internal.NpgsqlReadBuffer.<Ensure>g__EnsureLong|55_0(NpgsqlReadBuffer buffer, Int32 count, Boolean async, Boolean readingNotifications)",
        ],
      };
  emit(
    c,
    t,
    O,
    "error",
    noRoute ? "Ledger connection could not be opened" : `Ledger write failed for account ${r.digits(9)}`,
    {
      stack: dotnetTrace(
        head,
        [
          "Npgsql.Internal.NpgsqlConnector.<ReadMessage>g__ReadMessageLong|233_0(NpgsqlConnector connector, Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "Kestrel.Pay.Cashless.Ledger.LedgerRepository.AppendAsync(LedgerEntry entry, CancellationToken ct) in /src/Cashless.Core/Ledger/LedgerRepository.cs:line 63",
          ...ASPNET_TAIL.slice(0, 2),
        ],
        inner,
      ),
      errType: "Npgsql.NpgsqlException",
    },
  );
}

export const networkIncident: Incident = {
  category: "network",
  estate: "kestrel",
  origin: O,
  hints: ["network", "socket", "connection", "reset"],
  severity: "high",
  note: "pay-cashless-core's node lost its network path to the data tier, so its Redis and Postgres connections were reset and reconnects hit 'No route to host', and top-ups failed while the POS gateway switched terminals to offline authorisation.",
  noise: ["gate_link_flaps", "failed_logins"],
  build: (c, t0) => {
    const r = c.rng;
    restart(c, "app-lineup-bff", t0 - r.float(90000, 240000), "5.14.1", 5000);
    emit(
      c,
      t0,
      O,
      "warn",
      "Connection to redis-cashless.pay.svc.cluster.local:6379 lost (ConnectionReset); reconnecting",
    );
    redisReset(c, t0 + r.int(5, 40));
    for (let t = t0 + r.float(500, 3000); t < c.end; t += r.exp(4000)) {
      const k = r.int(0, 9);
      if (k < 4) redisReset(c, t);
      else if (k < 7) pgFail(c, t, false);
      else pgFail(c, t, true);
    }
    every(c, O, 15000, (t) => {
      if (t < t0) return;
      emit(
        c,
        t,
        O,
        "warn",
        `Redis reconnect attempt failed: SocketFailure on redis-cashless.pay.svc.cluster.local:6379/Subscription, No route to host (${r.int(1, 60)} retries)`,
      );
    });
    c.drop.push((ev) => ev.svc === O && ev.t > t0 && ev.msg.startsWith("Ledger snapshot written"));

    onFlows(c, ["topup"], t0, () => {
      const d = r.int(5000, 10200);
      return [
        {
          svc: "pay-topup-api",
          dt: 0,
          level: "info",
          msg: `Request starting HTTP/1.1 POST http://pay-topup-api.pay.svc/v2/topups - application/json ${r.int(90, 160)}`,
        },
        {
          svc: "pay-topup-api",
          dt: r.int(100, 400),
          level: "info",
          msg: `Moneta Connect authorised payment mc_${r.hex(12)} for ${money(r.pick([10, 20, 30, 50]))} EUR`,
        },
        {
          svc: "pay-topup-api",
          dt: d - 3000,
          level: "warn",
          msg: `Execution attempt. Source: 'cashless-core/(null)/Standard-Retry', Operation Key: 'credit', Result: 'The response ended prematurely.', Handled: 'True', Attempt: '0', Execution Time: ${r.float(10, 900).toFixed(4)}ms`,
        },
        {
          svc: "pay-topup-api",
          dt: d - 20,
          level: "error",
          msg: "Credit to pay-cashless-core failed after 3 attempts; payment will be voided",
          stack: dotnetTrace(
            "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
            [
              "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
              "Kestrel.Pay.Topup.Clients.CashlessCoreClient.CreditAsync(CreditRequest req, CancellationToken ct) in /src/Topup.Api/Clients/CashlessCoreClient.cs:line 58",
            ],
            {
              heads: ["System.IO.IOException: The response ended prematurely."],
              frames: [
                "System.Net.Http.HttpConnection.FillAsync(Boolean async)",
                "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
              ],
            },
          ),
          errType: "System.Net.Http.HttpRequestException",
        },
        {
          svc: "pay-topup-api",
          dt: d,
          level: "info",
          msg: `Request finished HTTP/1.1 POST http://pay-topup-api.pay.svc/v2/topups - 502 null application/problem+json ${d.toFixed(4)}ms`,
        },
      ] as Step[];
    });
    onFlows(c, ["pos", "bind"], t0, (f) => {
      if (!r.chance(0.85)) return undefined;
      if (f.name === "bind")
        return [
          {
            svc: "fan-tickets-api",
            dt: 0,
            level: "warn",
            msg: "Wristband registration deferred: pay-cashless-core returned 503, queued for retry",
          },
        ];
      const term = `KW-POS-${r.int(100, 320)}`;
      return [
        {
          svc: "pay-pos-gateway",
          dt: r.int(1500, 3000),
          level: "error",
          msg: `authorise terminal=${term} failed: read tcp 10.40.7.${r.int(10, 99)}:${r.int(40000, 60000)}->10.40.3.${r.int(30, 60)}:8080: read: connection reset by peer`,
        },
        {
          svc: "pay-pos-gateway",
          dt: 3100,
          level: "warn",
          msg: `terminal=${term} approved OFFLINE amount=${money(r.float(3, 24))} (floor limit 25.00, cashless-core unreachable)`,
        },
      ] as Step[];
    });
    emit(
      c,
      t0 + r.float(8000, 20000),
      "pay-pos-gateway",
      "warn",
      "cashless-core health check failing (3/3), terminal fleet switched to OFFLINE authorisation mode",
    );
    every(c, "pay-pos-gateway", 20000, (t) => {
      if (t < t0 + 20000) return;
      emit(
        c,
        t,
        "pay-pos-gateway",
        "warn",
        `offline authorisations pending sync: ${Math.round((t - t0) / 100) + r.int(0, 40)} (cashless-core unreachable: dial tcp 10.40.3.${r.int(30, 60)}:8080: connect: no route to host)`,
      );
    });
  },
};
