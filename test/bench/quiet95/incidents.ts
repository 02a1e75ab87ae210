// The eight failures, one per category, each laid on an estate's ordinary traffic: the origin's own lines
// (loud, WARN-only or silent) and the callers reporting it in their own words.
import type { FlowName, FlowVars, Hook } from "./background.js";
import { type Estate, runtimeOf } from "./estates.js";
import { egmHandle, egmLine } from "./floor.js";
import { dotnetStack, javaStack, nodeStack, pythonStack, rubyStack } from "./stacks.js";
import type { Stream } from "./stream.js";
import { access, bank, ip, money } from "./values.js";

export interface IncidentDef {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** lays the failure from true time t0 on; returns the hook that takes over affected flows */
  run(s: Stream, e: Estate, t0: number): Hook;
}

const http = (
  s: Stream,
  e: Estate,
  t: number,
  svc: string,
  m: string,
  p: string,
  st: number,
  took: number,
  id?: string,
) =>
  s.emit(
    t,
    svc,
    st >= 500 ? "error" : st >= 400 ? "warn" : "info",
    access(runtimeOf(e, svc), s.rng, svc, m, p, st, took),
    {
      trace: id,
    },
  );

const after =
  (t0: number, fs: FlowName[], f: (flow: FlowName, t: number, id: string | undefined, v: FlowVars) => void): Hook =>
  (flow, t, id, v) => {
    if (t < t0 || !fs.includes(flow)) return false;
    f(flow, t, id, v);
    return true;
  };

export const INCIDENTS: readonly IncidentDef[] = [
  {
    estate: "silvermesa",
    origin: "player-tracking",
    category: "database",
    hints: ["connection", "database", "postgres", "sql", "too many clients", "jdbc"],
    severity: "high",
    note: "player-tracking's PostgreSQL refuses new connections (too many clients), so card-ins, app balances and table ratings fail while loyalty-api retries loudly and opens its breaker.",
    run(s, e, t0) {
      const r = s.rng;
      const sqlErr = (t: number, id?: string) => {
        s.emit(t, "player-tracking", "warn", "SQL Error: 0, SQLState: 53300", { trace: id });
        s.emit(t + 1, "player-tracking", "error", "FATAL: sorry, too many clients already", { trace: id });
      };
      const bigStack = () =>
        javaStack(
          "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
          [
            "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
            "org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
            "com.silvermesa.player.session.RatedSessionService.open(RatedSessionService.java:88)",
            "com.silvermesa.player.api.SessionController.openSession(SessionController.java:54)",
          ],
          {
            header: "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            frames: [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
              "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
              "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:726)",
            ],
          },
        );
      s.every(
        20000,
        (t) =>
          s.emit(
            t,
            "player-tracking",
            "warn",
            `HikariPool-1 - Pool stats (total=${r.int(3, 6)}, active=${r.int(3, 6)}, idle=0, waiting=${r.int(20, 90)})`,
          ),
        t0 + 15000,
      );
      let breakerOpen = 0;
      return after(t0, ["cardin", "appbalance", "table", "cardout"], (flow, t, id, v) => {
        if (flow === "cardin") {
          s.emit(t, "sas-poller", "info", egmLine(e, r, v.egm, "card_in"), { trace: id });
          sqlErr(t + 30, id);
          s.emit(t + 32, "player-tracking", "error", "Unable to open rated session", {
            trace: id,
            stack: r.chance(0.4) ? bigStack() : undefined,
            errKind: "CannotCreateTransactionException",
          });
          http(s, e, t + 35, "player-tracking", "GET", `/api/players/${v.player}/session`, 500, r.int(30, 200), id);
          s.emit(
            t + r.int(40, 120),
            "sas-poller",
            "error",
            `EGM ${v.egm} card-in not acknowledged: player-tracking responded 500 Internal Server Error, SMIB shows 'Card Not Recognized'`,
            { trace: id },
          );
        } else if (flow === "appbalance") {
          if (t < breakerOpen) {
            s.emit(
              t,
              "loyalty-api",
              "warn",
              `Breaker player-tracking is open, failing fast GET /v2/players/me/points`,
              { trace: id },
            );
            http(s, e, t + 1, "loyalty-api", "GET", "/v2/players/me/points", 503, r.int(1, 4), id);
            return;
          }
          for (let i = 1; i <= 3; i++) {
            sqlErr(t + i * 300, id);
            s.emit(
              t + i * 300 + 20,
              "loyalty-api",
              "warn",
              `upstream player-tracking GET /api/players/${v.player}/balance failed with 500, retry ${i}/3`,
              { trace: id },
            );
          }
          s.emit(t + 1000, "loyalty-api", "error", `AxiosError: Request failed with status code 500`, {
            trace: id,
            stack: nodeStack("AxiosError: Request failed with status code 500", [
              "settle (/usr/src/app/node_modules/axios/dist/node/axios.cjs:2019:12)",
              "IncomingMessage.handleStreamEnd (/usr/src/app/node_modules/axios/dist/node/axios.cjs:3135:11)",
              "async PlayerClient.balance (/usr/src/app/dist/clients/player.js:41:17)",
              "async /usr/src/app/dist/routes/points.js:22:19",
            ]),
            errKind: "AxiosError",
          });
          http(s, e, t + 1010, "loyalty-api", "GET", "/v2/players/me/points", 502, r.int(900, 1400), id);
          if (r.chance(0.15)) {
            breakerOpen = t + 30000;
            s.emit(t + 1020, "loyalty-api", "error", `Breaker player-tracking opened after 50% failures in 10s window`);
          }
        } else if (flow === "table") {
          s.emit(t, "etable-link", "info", `rating closed table BJ-${r.int(1, 30)} player=${v.player}`, { trace: id });
          sqlErr(t + 40, id);
          s.emit(
            t + r.int(60, 200),
            "etable-link",
            "error",
            `Posting rating to player-tracking failed: Response status code does not indicate success: 500 (Internal Server Error). Queued for retry.`,
            { trace: id },
          );
        } else {
          sqlErr(t + 10, id);
          s.emit(
            t + 12,
            "player-tracking",
            "error",
            `failed to close rated session player=${v.player} egm=${v.egm}; points not posted`,
            { trace: id },
          );
        }
      });
    },
  },
  {
    estate: "silvermesa",
    origin: "jackpot-handpay",
    category: "configuration",
    hints: ["config", "property", "missing", "tax", "profile", "illegalstate"],
    severity: "high",
    note: "right after jackpot-handpay 4.12.0 rolls out without its tax withholding profiles, every hand pay fails, so jackpot machines stay locked and sms-core and sas-poller retry them.",
    run(s, e, t0) {
      const r = s.rng;
      const dep = t0 - r.int(40000, 80000);
      s.emit(
        dep,
        "jackpot-handpay",
        "info",
        "Received SIGTERM, draining connections (rollout jackpot-handpay-7c9f6d5b8)",
      );
      s.emit(dep + 1500, "jackpot-handpay", "info", "shutdown complete");
      s.emit(dep + 7000, "jackpot-handpay", "info", "starting jackpot-handpay version 4.12.0");
      s.emit(
        dep + 9000,
        "jackpot-handpay",
        "warn",
        "Binding 'handpay.tax.profiles' resolved to an empty list (no entries under handpay.tax in application-prod.yml)",
      );
      s.emit(
        dep + 12000,
        "jackpot-handpay",
        "info",
        `Started JackpotHandpayApplication in ${r.int(8, 14)}.${r.digits(3)} seconds (process running for ${r.int(12, 16)}.${r.digits(2)})`,
      );
      const locked: Array<{ egm: string; amt: string }> = [];
      const fail = (t: number, m: string, amt: string, id: string | undefined, first: boolean) => {
        s.emit(t, "jackpot-handpay", "error", `handpay request failed egm=${m} amount=${amt}`, {
          trace: id,
          errKind: "java.lang.IllegalStateException",
          stack:
            first || r.chance(0.3)
              ? javaStack(
                  "java.lang.IllegalStateException: No tax withholding profile for jurisdiction 'NV' (handpay.tax.profiles is empty)",
                  [
                    "com.silvermesa.handpay.tax.WithholdingResolver.resolve(WithholdingResolver.java:61)",
                    "com.silvermesa.handpay.HandpayService.create(HandpayService.java:112)",
                    "com.silvermesa.handpay.api.HandpayController.create(HandpayController.java:47)",
                    "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
                  ],
                )
              : undefined,
        });
        http(s, e, t + 5, "jackpot-handpay", "POST", "/api/handpays", 500, r.int(8, 40), id);
        s.emit(
          t + r.int(20, 80),
          "sms-core",
          "error",
          `handpay for EGM ${m} ${amt} not recorded: jackpot-handpay returned 500 INTERNAL_SERVER_ERROR; will retry in 30s`,
          { trace: id },
        );
      };
      s.every(
        30000,
        (t) => {
          for (const l of locked) {
            const id = s.id();
            fail(t + r.int(0, 2000), l.egm, l.amt, id, false);
            s.emit(
              t + r.int(100, 2500),
              "sas-poller",
              "warn",
              `EGM ${l.egm} still locked in handpay (${l.amt}), no handpay record on host`,
            );
          }
        },
        t0 + 30000,
      );
      return after(t0, ["handpay"], (_flow, t, id, v) => {
        if (locked.length >= 10) {
          const paid = locked.shift();
          if (paid)
            s.emit(
              t - 500,
              "sas-poller",
              "info",
              `${egmLine(e, r, paid.egm, "handpay_reset")} (keyed off by attendant, paper handpay slip)`,
            );
        }
        const amt = money(r, 1200, 9000);
        s.emit(t, "sas-poller", "info", egmLine(e, r, v.egm, "handpay_pending", `amount=${amt}`), { trace: id });
        fail(t + r.int(150, 600), v.egm, amt, id, locked.length === 0);
        locked.push({ egm: v.egm, amt });
      });
    },
  },
  {
    estate: "harborlights",
    origin: "ticket-vault",
    category: "timeout",
    hints: ["timeout", "lock", "timed out", "deadline", "wait"],
    severity: "high",
    note: "ticket-vault's redemptions wait on a row lock held by its own reconciliation batch and give up after 5 s (logged at WARN only), so kiosks, machines and the cage time out on tickets.",
    run(s, e, t0) {
      const r = s.rng;
      s.emit(
        t0 - 2000,
        "ticket-vault",
        "info",
        "Voucher reconciliation batch 2026-11 started (412,880 vouchers, isolation Serializable)",
      );
      s.every(
        45000,
        (t) => s.emit(t, "ticket-vault", "info", `Voucher reconciliation batch progress ${r.int(3, 40)}%`),
        t0 + 10000,
      );
      const vaultWarn = (t: number, tk: string) =>
        s.emit(
          t,
          "ticket-vault",
          "warn",
          `Redeem of voucher ${tk} abandoned: lock wait on Vouchers row exceeded 5000 ms (LockTimeout), returning 504`,
        );
      return after(t0, ["redeem", "ticketout", "cage"], (flow, t, _id, v) => {
        if (flow === "cage" && r.chance(0.6)) {
          s.emit(
            t,
            "handpay-desk",
            "info",
            `window ${r.int(1, 9)}: chips redeemed ${money(r, 20, 900)} txn=C${r.digits(8)}`,
          );
          return;
        }
        if (flow === "redeem" || flow === "cage") {
          vaultWarn(t + 5000, v.ticket);
          if (flow === "cage") {
            s.emit(
              t + 15000,
              "handpay-desk",
              "error",
              `Cash ticket ${v.ticket} failed: the request to ticket-vault was canceled after 15 s`,
              {
                stack: dotnetStack(
                  "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 15 seconds elapsing.",
                  [
                    "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                    "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
                    "HarborLights.Cage.Vouchers.VaultClient.CashAsync(String validation) in /src/HarborLights.Cage/Vouchers/VaultClient.cs:line 58",
                  ],
                ),
                errKind: "TaskCanceledException",
              },
            );
            return;
          }
          for (let i = 1; i <= 3; i++) {
            const tt = t + i * 10000;
            s.emit(
              tt,
              "kiosk-hub",
              "warn",
              `TimeoutError: ticket-vault POST /api/vouchers/${v.ticket}/redeem exceeded 10000ms (attempt ${i}/3)`,
            );
            if (i < 3) vaultWarn(tt + 5000, v.ticket);
          }
          s.emit(
            t + 30100,
            "kiosk-hub",
            "error",
            `kiosk ${v.kiosk} redemption failed after 3 attempts, ticket returned to patron`,
          );
          http(s, e, t + 30110, "kiosk-hub", "POST", `/v1/kiosks/${v.kiosk}/redemptions`, 504, 30110, undefined);
        } else {
          s.emit(t, "g2s-host", "info", egmLine(e, r, v.egm, "ticket_inserted", `amount=${v.amount}`));
          vaultWarn(t + 5000, v.ticket);
          s.emit(
            t + 12000,
            "g2s-host",
            "error",
            `voucher.redeemVoucher for ${egmHandle(e, v.egm)} not authorized: host timeout 12000 ms waiting for ticket-vault; voucher rejected to EGM`,
          );
        }
      });
    },
  },
  {
    estate: "harborlights",
    origin: "egm-event-router",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "ioexception", "volume"],
    severity: "high",
    note: "egm-event-router's journal volume fills up; every event append fails with No space left on device and g2s-host's event queue backs up while EGMs resend.",
    run(s, e, t0) {
      const r = s.rng;
      s.every(
        60000,
        (t) =>
          s.emit(
            t,
            "egm-event-router",
            "info",
            `Journal volume /var/lib/egm-router usage ${Math.min(99, 88 + Math.floor((t - s.start) / 60000))}%`,
          ),
        s.start + 5000,
        t0,
      );
      let seg = r.int(700, 900);
      let queue = r.int(200, 400);
      s.every(
        r.int(700, 1400),
        (t) => {
          s.emit(
            t,
            "egm-event-router",
            "error",
            `Failed to append ${r.int(1, 40)} events to journal segment seg-${String(seg).padStart(7, "0")}.jrn${r.chance(0.5) ? ": No space left on device" : ""}`,
            {
              stack: r.chance(0.2)
                ? dotnetStack(
                    `System.IO.IOException: No space left on device : '/var/lib/egm-router/journal/seg-${String(seg).padStart(7, "0")}.jrn'`,
                    [
                      "Microsoft.Win32.SafeHandles.SafeFileHandle.Init(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize)",
                      "System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan`1 buffer)",
                      "HarborLights.EventRouter.Journal.SegmentWriter.AppendAsync(EventBatch batch) in /src/EventRouter/Journal/SegmentWriter.cs:line 74",
                      "HarborLights.EventRouter.Pipeline.IngestWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/EventRouter/Pipeline/IngestWorker.cs:line 41",
                    ],
                  )
                : undefined,
              errKind: "System.IO.IOException",
            },
          );
          if (r.chance(0.1)) seg++;
        },
        t0,
      );
      s.every(
        15000,
        (t) => {
          queue += r.int(300, 900);
          s.emit(
            t,
            "g2s-host",
            "warn",
            `outbound event queue to egm-event-router depth ${queue}, oldest ${Math.round((t - t0) / 1000)}s; EGMs will resend unacknowledged eventReports`,
          );
        },
        t0 + 8000,
      );
      s.every(
        25000,
        (t) => s.emit(t, "egm-event-router", "warn", `Surveillance feed paused: journal not writable`),
        t0 + 3000,
      );
      return after(t0, ["meters", "handpay"], (flow, t, _id, v) => {
        if (flow === "meters") {
          s.emit(t, "g2s-host", "info", `meter poll bank ${bank(r)}: ${r.int(8, 16)}/16 EGMs answered`);
          if (r.chance(0.4))
            s.emit(
              t + 200,
              "g2s-host",
              "error",
              `eventReport ack from egm-event-router failed: 500 Internal Server Error (${egmHandle(e, v.egm)})`,
            );
        } else {
          const amt = money(r, 1200, 4800);
          s.emit(t, "g2s-host", "info", egmLine(e, r, v.egm, "handpay_pending", `amount=${amt}`));
          s.emit(
            t + 3000,
            "handpay-desk",
            "warn",
            `Handpay notice for EGM ${v.egm} ${amt} not received from egm-event-router after 3 s; attendant must key in manually`,
          );
        }
      });
    },
  },
  {
    estate: "coppercanyon",
    origin: "floor-gateway",
    category: "network",
    hints: ["network", "connection", "reset", "route", "unreachable", "terminal server"],
    severity: "high",
    note: "floor-gateway loses its network path to the floor's terminal servers (resets, then no route to host), so meters and card-ins stop and slot-accounting reports stale banks.",
    run(s, _e, t0) {
      const r = s.rng;
      const ts = ["ts-bank-a", "ts-bank-c", "ts-bank-e", "ts-bank-h"];
      const addr = ts.map(() => ip(r));
      for (const [i, n] of ts.entries())
        s.emit(
          t0 + i * 120,
          "floor-gateway",
          "error",
          `terminal server ${n}: read tcp 10.44.0.12:${r.int(40000, 60000)}->${addr[i]}:4001: read: connection reset by peer`,
        );
      s.every(
        5000,
        (t) => {
          const i = r.int(0, 3);
          s.emit(
            t,
            "floor-gateway",
            r.chance(0.5) ? "error" : "warn",
            r.chance(0.6)
              ? `reconnect ${ts[i]} failed: dial tcp ${addr[i]}:4001: connect: no route to host`
              : `reconnect ${ts[i]} failed: dial tcp ${addr[i]}:4001: i/o timeout`,
          );
        },
        t0 + 3000,
      );
      s.every(
        20000,
        (t) =>
          s.emit(
            t,
            "floor-gateway",
            "warn",
            `SAS loops down: ${r.int(20, 32)}/32, ${r.int(380, 620)} EGMs unreachable`,
          ),
        t0 + 8000,
      );
      s.every(
        15000,
        (t) => {
          const id = s.id();
          s.emit(
            t,
            "slot-accounting",
            "warn",
            `no meter snapshots from floor-gateway for ${r.int(10, 24)} banks (stale ${Math.round((t - t0) / 1000) + 60}s)`,
            { trace: id },
          );
        },
        t0 + 60000,
      );
      s.every(
        40000,
        (t) =>
          s.emit(
            t,
            "ops-notify",
            "error",
            `PAGE slot-floor: ${r.int(380, 620)} EGMs offline across ${r.int(10, 24)} banks`,
          ),
        t0 + 45000,
      );
      return after(t0, ["meters", "cardin", "bonus"], (flow, t, id, v) => {
        if (flow === "meters") {
          if (r.chance(0.15))
            s.emit(t, "floor-gateway", "info", `meter poll bank ${bank(r)}: 16/16 EGMs answered (loop on ts-bank-m)`);
          else if (r.chance(0.3))
            s.emit(
              t,
              "slot-accounting",
              "error",
              `GET http://floor-gateway:8443/v1/meters/bank/${bank(r)} -> 503 Service Unavailable (loop down)`,
              { trace: id },
            );
          return;
        }
        if (flow === "bonus") {
          s.emit(
            t,
            "rewards-ledger",
            "error",
            `free play download to egm=${v.egm} failed: floor-gateway 503 EGM unreachable; offer credited back`,
            { trace: id },
          );
          return;
        }
        if (r.chance(0.3))
          s.emit(
            t,
            "player-card-svc",
            "warn",
            `card-in heartbeat missing for ${r.int(5, 40)} open sessions in bank ${bank(r)}; sessions held`,
            { trace: id },
          );
      });
    },
  },
  {
    estate: "coppercanyon",
    origin: "etable-hub",
    category: "memory",
    hints: ["memory", "heap", "out of memory", "oom", "allocation"],
    severity: "high",
    note: "etable-hub's Node heap grows until V8 aborts with JavaScript heap out of memory, restarts and fills up again, so table ratings stop and rewards-ledger's pulls fail.",
    run(s, _e, t0) {
      const r = s.rng;
      let t = t0;
      let restarts = 0;
      const down: Array<[number, number]> = [];
      while (t < s.end) {
        const crash = t + r.int(70000, 130000);
        for (let x = t + 10000, heap = 1400; x < crash - 5000; x += r.int(6000, 12000), heap += r.int(30, 90))
          s.emit(
            x,
            "etable-hub",
            "warn",
            `event loop lag ${r.int(300, 2400)}ms (heapUsed ${Math.min(2040, heap)} MB of 2048 MB)`,
          );
        const pid = `0x${r.hex(12)}`;
        s.force(crash, "etable-hub", "error", "<--- Last few GCs --->", {
          stack: [
            "",
            `[1:${pid}]   ${r.int(60000, 130000)} ms: Mark-Compact 2031.${r.digits(1)} (2083.${r.digits(1)}) -> 2028.${r.digits(1)} (2083.${r.digits(1)}) MB, ${r.int(900, 1900)}.${r.digits(2)} / 0.00 ms  (average mu = 0.1${r.digits(2)}, current mu = 0.0${r.digits(2)}) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb9c1f0 node::Abort() [node]",
            " 2: 0xaa27ee  [node]",
            " 3: 0xd73b40 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 4: 0xd73ee7 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ],
          errKind: "FatalError",
        });
        const up = crash + r.int(8000, 20000);
        s.silence("etable-hub", crash + 1, up);
        down.push([crash, up + 20000]);
        restarts++;
        s.emit(
          up,
          "etable-hub",
          "info",
          `etable-hub listening on :8080 (restart ${restarts}, rehydrating ${r.int(60, 140)} table states)`,
        );
        s.emit(
          crash + r.int(3000, 6000),
          "ops-notify",
          "error",
          `PAGE tables: etable-hub container restarted (exit code 134), restarts in last 15m: ${restarts}`,
        );
        for (let x = crash + 2000; x < up; x += r.int(2500, 5000)) {
          const id = s.id();
          s.emit(
            x,
            "rewards-ledger",
            "error",
            `table rating pull failed: httpx.ConnectError: [Errno 111] Connection refused (etable-hub:8080)`,
            {
              trace: id,
              stack: r.chance(0.25)
                ? pythonStack(
                    [
                      [
                        "/app/rewards/jobs/table_pull.py",
                        58,
                        "pull",
                        'resp = await self.client.get("/v1/ratings", params=params)',
                      ],
                      [
                        "/usr/local/lib/python3.12/site-packages/httpx/_client.py",
                        1801,
                        "get",
                        "return await self.request(",
                      ],
                      [
                        "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
                        393,
                        "handle_async_request",
                        "with map_httpcore_exceptions():",
                      ],
                    ],
                    "httpx.ConnectError: [Errno 111] Connection refused",
                  )
                : undefined,
              errKind: "httpx.ConnectError",
            },
          );
        }
        t = up;
      }
      return (flow, tt, id, v) => {
        if (flow !== "table" || !down.some(([a, b]) => tt >= a && tt < b)) return false;
        s.emit(
          tt,
          "rewards-ledger",
          "warn",
          `table rating for player ${v.player} late: etable-hub responded 502 Bad Gateway, retry scheduled`,
          { trace: id },
        );
        return true;
      };
    },
  },
  {
    estate: "northgate",
    origin: "exclusion-check",
    category: "dependency",
    hints: ["registry", "503", "upstream", "unavailable", "circuit", "dependency", "server error"],
    severity: "high",
    note: "the state self-exclusion registry that exclusion-check calls starts answering 503, its circuit opens and exclusion-check fails closed, so card-ins, enrolments and cage payouts are refused.",
    run(s, e, t0) {
      const r = s.rng;
      let opened = false;
      return after(t0, ["cardin", "cage", "appbalance"], (flow, t, _id, v) => {
        if (flow === "appbalance" && r.chance(0.7)) {
          http(s, e, t, "loyalty-mobile-api", "GET", "/v2/players/me/points", 200, r.int(40, 200));
          return;
        }
        if (!opened && t > t0 + 40000) {
          opened = true;
          s.emit(
            t - 10,
            "exclusion-check",
            "error",
            "Circuitbox: state_registry circuit opened (error rate 100% over 20 requests)",
          );
        }
        if (!opened || r.chance(0.3)) {
          s.emit(
            t + 5,
            "exclusion-check",
            "error",
            `registry lookup failed (GET https://api.excl-registry.example.gov/v2/lookups): the server responded with status 503`,
            {
              stack: r.chance(0.3)
                ? rubyStack(
                    "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in 'on_complete': the server responded with status 503 (Faraday::ServerError)",
                    [
                      "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in 'block in call'",
                      "/app/app/clients/state_registry_client.rb:27:in 'lookup'",
                      "/app/app/services/exclusion_screen.rb:41:in 'call'",
                      "/app/app/controllers/screens_controller.rb:12:in 'create'",
                    ],
                  )
                : undefined,
              errKind: "Faraday::ServerError",
            },
          );
        } else
          s.emit(
            t + 5,
            "exclusion-check",
            "warn",
            "Circuitbox: state_registry open, skipping request; screen result UNAVAILABLE (fail closed)",
          );
        s.emit(
          t + 8,
          "exclusion-check",
          "error",
          access("ruby", r, "exclusion-check", "POST", "/screens", 503, r.int(3, 900)),
        );
        if (flow === "cardin") {
          s.emit(t, "egm-comms", "info", egmLine(e, r, v.egm, "card_in"));
          s.emit(
            t + 20,
            "patron-svc",
            "error",
            `card-in refused for patron ${v.player} at EGM ${v.egm}: exclusion screen returned 503, treating as not cleared`,
          );
          s.emit(t + 40, "egm-comms", "warn", `[smib] egm=${v.egm} CARD_REJECTED host_reason=SCREEN_UNAVAILABLE`);
        } else if (flow === "cage") {
          s.emit(
            t + 30,
            "cage-web",
            "error",
            `W-2G/CTR payout blocked for patron ${v.player}: ExclusionCheck::Unavailable (503)`,
          );
        } else {
          http(s, e, t + 20, "loyalty-mobile-api", "POST", "/v2/enrollments", 503, r.int(20, 900));
          s.emit(
            t + 21,
            "loyalty-mobile-api",
            "warn",
            `enrollment for new member deferred: exclusion-check answered 503`,
          );
        }
      });
    },
  },
  {
    estate: "northgate",
    origin: "voucher-svc",
    category: "unknown",
    hints: ["unavailable", "502", "crash", "exited", "unknown", "worker"],
    severity: "high",
    note: "voucher-svc stops serving (its request lines stop, Puma workers keep exiting with status 1 and no reason), so kiosks, the cage and machines get 502s on tickets and printing is disabled.",
    run(s, e, t0) {
      const r = s.rng;
      s.silence("voucher-svc", t0);
      s.every(
        r.int(40000, 70000),
        (t) => {
          const w = r.int(0, 3);
          s.force(
            t,
            "voucher-svc",
            "warn",
            `[${r.int(1, 9)}] - Worker ${w} (PID: ${r.int(2000, 9000)}) exited with status 1, restarting`,
          );
          s.force(
            t + r.int(500, 2000),
            "voucher-svc",
            "warn",
            `[${r.int(1, 9)}] - Worker ${w} (PID: ${r.int(2000, 9000)}) booted in 1.${r.digits(2)}s, phase: 0`,
          );
        },
        t0 + 2000,
      );
      return after(t0, ["redeem", "ticketout", "cage"], (flow, t, _id, v) => {
        if (flow === "redeem") {
          for (let i = 1; i <= 2; i++)
            s.emit(
              t + i * 700,
              "kiosk-fleet",
              "warn",
              `redeem ${v.ticket}: POST http://voucher-svc:3000/vouchers/redeem: 502 Bad Gateway (attempt ${i}/2)`,
            );
          s.emit(
            t + 1500,
            "kiosk-fleet",
            "error",
            `kiosk ${v.kiosk} redemption failed: voucher service unavailable, 'See Cashier' shown`,
          );
        } else if (flow === "ticketout") {
          s.emit(
            t,
            "egm-comms",
            "error",
            `[tito] egm=${v.egm} validation request to voucher-svc failed http=502; cashout held, printing disabled`,
          );
          if (r.chance(0.3))
            s.emit(t + 100, "egm-comms", "warn", egmLine(e, r, v.egm, "tilt", "cashout pending host validation"));
        } else {
          s.emit(
            t,
            "cage-web",
            "error",
            `Voucher lookup failed (VoucherClient::BadGateway): voucher-svc responded 502`,
          );
          s.emit(
            t + 2,
            "cage-web",
            "error",
            access("ruby", r, "cage-web", "POST", "/cage/vouchers/cash", 502, r.int(10, 80)),
          );
        }
      });
    },
  },
];
