// Harmless noise that looks alarming: each kind is something that pages on-call while nothing is broken.
import { BINS, drug, type Estate, npi, rxno, STATES, store } from "./estates.js";
import { chance, digits, hex, int, pick } from "./rng.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface Noise {
  kind: string;
  needs: string[];
  what: string;
  run: (sc: Scene, e: Estate, at: number, dur: number) => void;
}

const rt = (e: Estate, lang: string) => e.svcs.find((s) => s.rt === lang)?.name ?? e.roles.gw ?? "";
const role = (e: Estate, k: string) => e.roles[k] ?? "";
const day = (sc: Scene, plus: number) => new Date(sc.t0 + plus * 86400000).toISOString().slice(0, 10);

export const NOISES: Noise[] = [
  {
    kind: "refill-too-soon",
    needs: ["claims"],
    what: "a wave of payer rejects 79 (refill too soon) from auto-refill, correctly returned to patients",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 2500, (t) => {
        const tr = sc.trace();
        const rx = rxno(sc.rng);
        sc.add(
          t,
          role(e, "claims"),
          "ERROR",
          `B1 claim rx=${rx} BIN=${pick(sc.rng, BINS)} -> REJECTED 79 (Refill Too Soon) next_fill_date=${day(sc, int(sc.rng, 2, 9))} (auto-refill batch)`,
          { trace: tr },
        );
        sc.add(
          t + int(sc.rng, 10, 60),
          role(e, "gw"),
          "WARN",
          e.key === "parcelrx"
            ? `Completed 422 Unprocessable Entity in ${int(sc.rng, 200, 600)}ms (refill too soon)`
            : `POST /v1/rx/${rx}/fill 422 ${int(sc.rng, 200, 700)}ms - payer reject 79`,
          { trace: tr },
        );
      }),
  },
  {
    kind: "prior-auth-required",
    needs: ["claims"],
    what: "new plan year formulary: many rejects 75 (prior authorization required), PA requests opened as designed",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 3000, (t) => {
        const [name] = drug(sc.rng);
        sc.add(
          t,
          role(e, "claims"),
          "ERROR",
          `claim rejected rx=${rxno(sc.rng)} drug="${name}" reject=75 "Prior Authorization Required" msg="PA REQ - CALL 800-${digits(sc.rng, 3)}-${digits(sc.rng, 4)}"`,
        );
        sc.add(
          t + int(sc.rng, 50, 400),
          role(e, "claims"),
          "INFO",
          `ePA request opened key=${hex(sc.rng, 6).toUpperCase()} prescriber notified`,
        );
      }),
  },
  {
    kind: "dur-overrides",
    needs: ["dur"],
    what: "major drug-interaction alerts overridden by pharmacists with documented reasons",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 4000, (t) => {
        const pair = pick(sc.rng, [
          ["warfarin", "fluconazole"],
          ["sertraline", "tramadol"],
          ["simvastatin", "clarithromycin"],
          ["lisinopril", "spironolactone"],
          ["oxycodone", "alprazolam"],
        ] as const);
        const id = rxno(sc.rng);
        sc.add(
          t,
          role(e, "dur"),
          "WARN",
          `DDI severity=MAJOR ${pair[0]} + ${pair[1]} rx=${id} alert raised (FDB DDIM ${int(sc.rng, 100, 999)})`,
        );
        sc.add(
          t + int(sc.rng, 8000, 40000),
          role(e, "dur"),
          "WARN",
          `alert overridden rx=${id} by RPh-${int(sc.rng, 10, 99)} reason="${pick(sc.rng, ["prescriber aware", "patient on long term, monitored", "dose adjusted"])}"`,
        );
      }),
  },
  {
    kind: "coverage-inactive",
    needs: ["claims"],
    what: "patients whose plan ended at month end: rejects 65 / coverage terminated, routed to cash price",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 3500, (t) => {
        sc.add(
          t,
          role(e, "claims"),
          "ERROR",
          `B1 REJECTED rx=${rxno(sc.rng)} code=65 "Patient Is Not Covered" (termination date ${day(sc, -int(sc.rng, 1, 30))})`,
        );
        if (chance(sc.rng, 0.5))
          sc.add(t + 200, role(e, "claims"), "INFO", "offered cash price via discount card BIN 610502");
      }),
  },
  {
    kind: "eligibility-inactive",
    needs: ["elig"],
    what: "many 271 responses with inactive coverage after the month rolled over; visits converted to self-pay",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 3000, (t) => {
        const tr = sc.trace();
        const m = `M${digits(sc.rng, 9)}`;
        sc.add(
          t,
          role(e, "elig"),
          "WARN",
          `271 for ${m}: EB*6 coverage INACTIVE since ${day(sc, -int(sc.rng, 0, 20))} (payer ${pick(sc.rng, ["60054", "87726", "62308"])})`,
          { trace: tr },
        );
        sc.add(
          t + 300,
          role(e, "appt"),
          "ERROR",
          `booking for ${m} cannot use insurance: coverage inactive - offered self-pay $79.00`,
          { trace: tr },
        );
      }),
  },
  {
    kind: "controlled-held",
    needs: ["pdmp"],
    what: "controlled-substance prescriptions held for pharmacist PDMP review (multiple prescribers), as policy requires",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 6000, (t) =>
        sc.add(
          t,
          role(e, "pdmp"),
          "ERROR",
          `HOLD rx=${rxno(sc.rng)} CII: PMP shows ${int(sc.rng, 3, 6)} prescribers / ${int(sc.rng, 3, 5)} pharmacies in 90d, MME=${int(sc.rng, 60, 140)} -> pharmacist review required`,
        ),
      ),
  },
  {
    kind: "pdmp-slow",
    needs: ["pdmp"],
    what: "one state's PDMP hub answers slowly; queries retry and succeed",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 5000, (t) => {
        const st = pick(sc.rng, STATES);
        sc.add(t, role(e, "pdmp"), "WARN", `PMP Interconnect request state=${st} exceeded 8s, retrying (1/3)`);
        sc.add(
          t + int(sc.rng, 3000, 9000),
          role(e, "pdmp"),
          "INFO",
          `PMP report state=${st} received on retry 1 (${int(sc.rng, 9000, 14000)}ms total)`,
        );
      }),
  },
  {
    kind: "backorder",
    needs: ["inv"],
    what: "wholesaler acknowledges several items as backordered; substitutions proposed",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 5000, (t) => {
        const [name, ndc] = drug(sc.rng);
        sc.add(
          t,
          role(e, "inv"),
          "ERROR",
          `855 ack PO-${digits(sc.rng, 6)} line ${int(sc.rng, 1, 40)}: ndc=${ndc} (${name}) status=IB backordered, ETA ${day(sc, int(sc.rng, 3, 20))}, substitute suggested`,
        );
      }),
  },
  {
    kind: "negative-on-hand",
    needs: ["inv"],
    what: "perpetual inventory goes negative at several stores after late receiving scans; recounts queued",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 7000, (t) => {
        const [, ndc] = drug(sc.rng);
        sc.add(
          t,
          role(e, "inv"),
          "ERROR",
          `invariant violated: on_hand < 0 ndc=${ndc} loc=${store(sc.rng)} on_hand=-${int(sc.rng, 1, 90)}; recount task created`,
        );
      }),
  },
  {
    kind: "unknown-prescriber",
    needs: ["rx"],
    what: "prescriptions from newly licensed prescribers not yet in the NPI cache go to manual review",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 6000, (t) =>
        sc.add(
          t,
          role(e, "rx"),
          "ERROR",
          `prescriber lookup failed for NPI ${npi(sc.rng)}: not found in NPPES cache (refreshed weekly), routed to manual review`,
          e.svcs.find((s) => s.name === role(e, "rx"))?.rt === "java"
            ? {
                stack: javaStack(sc.rng, "com.rx.prescriber.PrescriberNotFoundException: NPI not in cache", [
                  "com.rx.prescriber.NppesCache.require(NppesCache.java:#)",
                  "com.rx.intake.PrescriberStep.apply(PrescriberStep.java:#)",
                  "com.rx.intake.IntakePipeline.run(IntakePipeline.java:#)",
                ]),
              }
            : {},
        ),
      ),
  },
  {
    kind: "cancelrx-unmatched",
    needs: ["rx"],
    what: "CancelRx messages for scripts already filled elsewhere are denied, as the standard prescribes",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 8000, (t) =>
        sc.add(
          t,
          role(e, "rx"),
          "ERROR",
          `CancelRx ${hex(sc.rng, 8).toUpperCase()} could not be applied: no matching NewRx (PrescriberOrderNumber ${digits(sc.rng, 9)}); CancelRxResponse Denied`,
        ),
      ),
  },
  {
    kind: "sms-undeliverable",
    needs: ["notify"],
    what: "one mobile carrier drops texts to its subscribers; delivery receipts fail while the send path is fine",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 1500, (t) =>
        sc.add(
          t,
          role(e, "notify"),
          "ERROR",
          `status callback SM${hex(sc.rng, 32)}: undelivered errorCode=${pick(sc.rng, ["30003", "30005", "30008"])} carrier="${pick(sc.rng, ["Verizon Wireless", "Visible"])}"`,
        ),
      ),
  },
  {
    kind: "address-unverified",
    needs: ["mail"],
    what: "mail-order orders held for address confirmation; customer service contacts the member",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 6000, (t) =>
        sc.add(
          t,
          role(e, "mail"),
          "WARN",
          `order ${e.key === "parcelrx" ? "PO" : "MO"}-${digits(sc.rng, 7)} on hold: address not deliverable (DPV N), member contact task created`,
        ),
      ),
  },
  {
    kind: "client-abort",
    needs: ["gw"],
    what: "mobile clients hang up mid-response on a flaky cell network; the gateway logs broken pipes with stack traces",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 7000, (t) => {
        const gw = role(e, "gw");
        const stack =
          e.key === "parcelrx"
            ? rubyStack(sc.rng, "Errno::EPIPE (Broken pipe)", [
                "/usr/local/bundle/gems/puma-6.4.3/lib/puma/request.rb:#:in `fast_write_str'",
                "/usr/local/bundle/gems/puma-6.4.3/lib/puma/request.rb:#:in `prepare_response'",
                "/usr/local/bundle/gems/puma-6.4.3/lib/puma/server.rb:#:in `process_client'",
              ])
            : nodeStack(sc.rng, "Error: aborted", [
                "abortIncoming (node:_http_server:#)",
                "Socket.socketOnClose (node:_http_server:#)",
                "Socket.emit (node:events:#)",
                "TCP.<anonymous> (node:net:#)",
              ]);
        sc.add(t, gw, "ERROR", "request aborted by client before response completed", { stack });
      }),
  },
  {
    kind: "rolling-deploy",
    needs: ["gw"],
    what: "a routine rolling deploy: readiness checks answer 503 while caches warm, then everything is healthy",
    run: (sc, e, at) => {
      const s = pick(sc.rng, e.svcs.slice(1));
      for (let i = 0; i < 6; i++)
        sc.add(
          at + i * 5000,
          s.name,
          "WARN",
          `readiness: 503 not ready (warming ${pick(sc.rng, ["formulary cache", "drug db", "slot index", "routing table"])} ${int(sc.rng, 10, 95)}%)`,
        );
      sc.add(at + 31000, s.name, "INFO", "readiness: ready");
      sc.add(
        at + 32000,
        role(e, "gw"),
        "WARN",
        `upstream ${s.name} endpoint 10.42.${int(sc.rng, 0, 9)}.${int(sc.rng, 2, 250)}:8080 removed (draining)`,
      );
    },
  },
  {
    kind: "gc-pause",
    needs: ["gw"],
    what: "a JVM logs long G1 pauses during a heap-heavy report; latency blips, no errors",
    run: (sc, e, at, dur) => {
      const s = rt(e, "java");
      sc.every(at, at + dur, 12000, (t) => {
        const p = int(sc.rng, 300, 1400);
        sc.add(
          t,
          s,
          "WARN",
          `[gc] GC(${int(sc.rng, 1000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${int(sc.rng, 1500, 1900)}M->${int(sc.rng, 400, 800)}M(2048M) ${p}.${digits(sc.rng, 3)}ms`,
        );
        if (p > 900)
          sc.add(
            t + p,
            s,
            "WARN",
            `JvmPauseMonitor: detected pause in JVM or host machine (eg GC): pause of approximately ${p}ms`,
          );
      });
    },
  },
  {
    kind: "kafka-rebalance",
    needs: ["gw"],
    what: "consumer group rebalance after a pod reschedule: partitions revoked and reassigned",
    run: (sc, e, at) => {
      const s = rt(e, "java");
      const g = `${s}-events`;
      sc.add(
        at,
        s,
        "INFO",
        `[Consumer clientId=${s}-0, groupId=${g}] Request joining group due to: group is already rebalancing`,
      );
      sc.add(
        at + 40,
        s,
        "WARN",
        `[Consumer clientId=${s}-0, groupId=${g}] Offset commit failed on partition ${s}.events-${int(sc.rng, 0, 11)} at offset ${digits(sc.rng, 6)}: The coordinator is not aware of this member.`,
      );
      sc.add(
        at + 60,
        s,
        "INFO",
        `[Consumer clientId=${s}-0, groupId=${g}] Revoke previously assigned partitions ${s}.events-0, ${s}.events-1, ${s}.events-2`,
      );
      sc.add(
        at + 3200,
        s,
        "INFO",
        `[Consumer clientId=${s}-0, groupId=${g}] Successfully joined group with generation Generation{generationId=${int(sc.rng, 40, 300)}, memberId='${s}-0-${hex(sc.rng, 8)}', protocol='range'}`,
      );
      sc.add(
        at + 3300,
        s,
        "INFO",
        `[Consumer clientId=${s}-0, groupId=${g}] Adding newly assigned partitions: ${s}.events-0, ${s}.events-1`,
      );
    },
  },
  {
    kind: "pool-validate",
    needs: ["gw"],
    what: "Hikari finds idle connections closed by the database's idle timeout and replaces them",
    run: (sc, e, at, dur) => {
      const s = rt(e, "java");
      sc.every(at, at + dur, 9000, (t) =>
        sc.add(
          t,
          s,
          "WARN",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${hex(sc.rng, 8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        ),
      );
    },
  },
  {
    kind: "cert-expiry",
    needs: ["gw"],
    what: "a client certificate expiring in three weeks is reported every minute; renewal is already scheduled",
    run: (sc, e, at, dur) => {
      const s = pick(sc.rng, e.svcs).name;
      const days = int(sc.rng, 14, 28);
      for (let t = at; t < at + dur; t += 60000)
        sc.add(
          t,
          s,
          "WARN",
          `mTLS client certificate CN=${s}.${e.ns}.svc expires in ${days} days (notAfter ${day(sc, days)}T23:59:59Z)`,
        );
    },
  },
  {
    kind: "partner-429",
    needs: ["gw"],
    what: "one partner integration exceeds its quota and gets 429s from the gateway, which is the limiter working",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 700, (t) =>
        sc.add(
          t,
          role(e, "gw"),
          "WARN",
          `429 Too Many Requests api_key=pk_live_${hex(sc.rng, 4)}… client="${pick(sc.rng, ["caremark-sync", "clinic-portal-batch", "hie-connector"])}" limit=120/min`,
        ),
      ),
  },
  {
    kind: "expired-sessions",
    needs: ["gw"],
    what: "many 401s for expired patient sessions after a token lifetime change; apps refresh and retry",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 1800, (t) => {
        sc.add(
          t,
          role(e, "gw"),
          "WARN",
          `401 Unauthorized: jwt expired (exp ${int(sc.rng, 1, 40)}m ago) ${pick(sc.rng, ["GET /v1/orders", "GET /api/v2/visits", "GET /account"])} ua=${pick(sc.rng, ["ios/5.2.1", "android/5.2.0", "web"])}`,
        );
        sc.add(t + 400, role(e, "gw"), "INFO", "POST /oauth/token 200 (refresh_token grant)");
      }),
  },
  {
    kind: "scanner-404",
    needs: ["gw"],
    what: "an internet scanner probes well-known admin paths and gets 404s",
    run: (sc, e, at, dur) =>
      sc.every(at, at + Math.min(dur, 120000), 300, (t) =>
        sc.add(
          t,
          role(e, "gw"),
          "WARN",
          `404 GET ${pick(sc.rng, ["/wp-login.php", "/.env", "/phpmyadmin/index.php", "/actuator/env", "/.git/config", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"])} from 185.${int(sc.rng, 100, 250)}.${int(sc.rng, 0, 255)}.${int(sc.rng, 1, 254)}`,
        ),
      ),
  },
  {
    kind: "cold-start",
    needs: ["gw"],
    what: "autoscaler adds pods; first requests on new pods are slow while JIT and caches warm",
    run: (sc, e, at, dur) => {
      const s = pick(sc.rng, e.svcs.slice(1)).name;
      sc.add(
        at,
        s,
        "INFO",
        `pod ${s}-${hex(sc.rng, 5)} started (replica ${int(sc.rng, 4, 8)} of ${int(sc.rng, 8, 12)})`,
      );
      sc.every(at + 2000, at + Math.min(dur, 90000), 2500, (t) =>
        sc.add(t, s, "WARN", `slow request ${int(sc.rng, 1500, 4200)}ms (cold cache, jit warming) on new replica`),
      );
    },
  },
  {
    kind: "flag-fallback",
    needs: ["gw"],
    what: "the feature-flag SDK cannot reach its stream for a bit and serves defaults",
    run: (sc, e, at, dur) => {
      const s = role(e, "gw");
      sc.every(at, at + Math.min(dur, 150000), 5000, (t) =>
        sc.add(
          t,
          s,
          "WARN",
          `[LaunchDarkly] Received I/O error (read ECONNRESET) for streaming request - will retry; evaluating "${pick(sc.rng, ["new-queue-view", "rx-transfer-v2", "video-prejoin-check"])}" with default value`,
        ),
      );
      sc.add(at + Math.min(dur, 150000) + 1000, s, "INFO", "[LaunchDarkly] Opened LaunchDarkly stream connection");
    },
  },
  {
    kind: "slow-report-query",
    needs: ["gw"],
    what: "a daily reporting job runs slow queries against the replica; users unaffected",
    run: (sc, e, at, dur) => {
      const s = rt(e, "python");
      sc.every(at, at + dur, 15000, (t) =>
        sc.add(
          t,
          s,
          "WARN",
          `slow query ${(2 + sc.rng() * 9).toFixed(2)}s: SELECT date_trunc('hour', created_at), count(*) FROM ${pick(sc.rng, ["fills", "encounters", "claims", "orders"])} WHERE created_at >= $1 GROUP BY 1 /* job=daily_ops_report */`,
        ),
      );
    },
  },
  {
    kind: "replica-lag",
    needs: ["gw"],
    what: "read-replica lag passes its threshold during a vacuum; reads route to the primary, then return",
    run: (sc, e, at) => {
      const s = pick(sc.rng, e.svcs).name;
      for (let i = 0; i < 8; i++)
        sc.add(
          at + i * 10000,
          s,
          "WARN",
          `replica lag ${(5 + sc.rng() * 7).toFixed(1)}s exceeds 5s, routing reads to primary`,
        );
      sc.add(at + 85000, s, "INFO", "replica lag 0.4s, reads back on replica");
    },
  },
  {
    kind: "worker-recycle",
    needs: ["gw"],
    what: "worker processes recycled by max-requests / memory ceilings as configured, no failed requests",
    run: (sc, e, at, dur) => {
      const s = e.svcs.find((x) => x.rt === "ruby") ?? e.svcs.find((x) => x.rt === "python");
      if (!s) return;
      sc.every(at, at + dur, 30000, (t) =>
        s.rt === "ruby"
          ? sc.add(
              t,
              s.name,
              "WARN",
              `PumaWorkerKiller: Out of memory. ${int(sc.rng, 3, 5)} workers consuming total: ${int(sc.rng, 1801, 1900)} mb out of max: 1800 mb. Sending TERM to pid ${int(sc.rng, 100, 900)} consuming ${int(sc.rng, 420, 520)} mb.`,
            )
          : sc.add(
              t,
              s.name,
              "WARN",
              `Autorestarting worker after current request. (pid: ${int(sc.rng, 10, 90)}) max_requests=1000`,
            ),
      );
    },
  },
  {
    kind: "long-batch",
    needs: ["gw"],
    what: "a nightly reconciliation batch runs longer than expected and says so",
    run: (sc, e, at, dur) => {
      const s = pick(sc.rng, e.svcs).name;
      let b = int(sc.rng, 20, 40);
      for (let t = at; t < at + dur; t += 45000)
        sc.add(
          t,
          s,
          "WARN",
          `ReconciliationJob still running after ${Math.round((t - at) / 60000) + 34}m (SLA 30m), batch ${b++}/80`,
        );
    },
  },
  {
    kind: "not-covered-70",
    needs: ["claims"],
    what: "non-formulary brand products reject 70; pharmacists call for alternatives",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 5000, (t) =>
        sc.add(
          t,
          role(e, "claims"),
          "ERROR",
          `REJECT 70 Product/Service Not Covered rx=${rxno(sc.rng)} ndc=${pick(sc.rng, ["00169-4132-12", "00002-1433-80", "00310-6205-30"])} plan=${pick(sc.rng, ["MEDD", "COMM"])}-${int(sc.rng, 100, 999)} - formulary alternative suggested`,
        ),
      ),
  },
  {
    kind: "no-show",
    needs: ["video"],
    what: "patients not joining scheduled visits; rooms close as no-shows",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 6000, (t) => {
        const room = `vr-${hex(sc.rng, 10)}`;
        sc.add(
          t,
          role(e, "video"),
          "WARN",
          `[room ${room}] patient did not join within 10m, clinician waiting; closing room reason=no_show`,
        );
        sc.add(
          t + 500,
          role(e, "appt"),
          "ERROR",
          `appointment A-${digits(sc.rng, 8)} ended as NO_SHOW (patient never connected)`,
        );
      }),
  },
  {
    kind: "ice-restart",
    needs: ["video"],
    what: "patients on poor home wifi: ICE restarts, TURN relay fallback and bitrate downgrades",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 3000, (t) => {
        const room = `vr-${hex(sc.rng, 10)}`;
        sc.add(
          t,
          role(e, "video"),
          "WARN",
          `[room ${room}] peer ${hex(sc.rng, 6)} ICE state disconnected (consent freshness), restarting ICE`,
        );
        sc.add(
          t + int(sc.rng, 900, 3000),
          role(e, "video"),
          "WARN",
          `[room ${room}] peer reconnected via relay (turn-udp), loss=${int(sc.rng, 4, 18)}% -> layer downgraded to 360p`,
        );
      }),
  },
  {
    kind: "clinician-offline",
    needs: ["roster"],
    what: "clinicians end shifts and close laptops: heartbeats missed, slots released, some states briefly without providers",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 8000, (t) => {
        sc.add(
          t,
          role(e, "roster"),
          "WARN",
          `clinician C-${digits(sc.rng, 5)} heartbeat missed 3x, marked offline; released ${int(sc.rng, 1, 6)} slots`,
        );
        if (chance(sc.rng, 0.4))
          sc.add(
            t + 100,
            role(e, "roster"),
            "ERROR",
            `no providers available state=${pick(sc.rng, ["AK", "WY", "ND", "VT"])} specialty=${pick(sc.rng, ["dermatology", "behavioral"])} (queue ${int(sc.rng, 1, 9)} waiting)`,
          );
      }),
  },
  {
    kind: "card-declined",
    needs: ["pay"],
    what: "card declines for copay holds (insufficient funds), shown to the patient, no system fault",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 6000, (t) =>
        sc.add(
          t,
          role(e, "pay"),
          "ERROR",
          `copay hold failed pi_${hex(sc.rng, 24)}: card_declined (${pick(sc.rng, ["insufficient_funds", "do_not_honor", "expired_card"])})`,
          {
            stack: javaStack(
              sc.rng,
              `com.stripe.exception.CardException: Your card was declined.; code: card_declined; request-id: req_${hex(sc.rng, 14)}`,
              [
                "com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:#)",
                "com.stripe.service.PaymentIntentService.create(PaymentIntentService.java:#)",
                "health.bv.payments.CopayHolds.authorize(CopayHolds.java:#)",
              ],
            ),
          },
        ),
      ),
  },
  {
    kind: "webhook-duplicate",
    needs: ["pay"],
    what: "the payment processor redelivers webhooks; duplicates hit a unique constraint and are ignored",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 5000, (t) => {
        const ev = `evt_${hex(sc.rng, 24)}`;
        sc.add(
          t,
          role(e, "pay"),
          "ERROR",
          `SQL Error: 0, SQLState: 23505 - ERROR: duplicate key value violates unique constraint "webhook_events_pkey" Detail: Key (id)=(${ev}) already exists.`,
        );
        sc.add(t + 5, role(e, "pay"), "INFO", `webhook ${ev} already processed, acknowledged 200`);
      }),
  },
  {
    kind: "note-conflict",
    needs: ["notes"],
    what: "autosave from a second browser tab conflicts with the signed note version; clients reload",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 7000, (t) =>
        sc.add(
          t,
          role(e, "notes"),
          "WARN",
          `409 Conflict on PUT /notes/E-${digits(sc.rng, 8)}: stale version (autosave from another tab)`,
          {
            stack: pyStack(
              sc.rng,
              [
                ["/app/notes/views.py", "put", "note.save_version(payload, expected=request.headers['If-Match'])"],
                ["/app/notes/models.py", "save_version", "raise StaleVersion(self.pk, expected, self.version)"],
              ],
              "notes.models.StaleVersion: expected version 6, found 7",
            ),
          },
        ),
      ),
  },
  {
    kind: "pharmacy-not-enabled",
    needs: ["erx"],
    what: "patients choose pharmacies not enabled for electronic prescribing; scripts go by fax instead",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 7000, (t) =>
        sc.add(
          t,
          role(e, "erx"),
          "ERROR",
          `Surescripts Error 900 (Code 007: pharmacy NCPDP ${digits(sc.rng, 7)} not enabled for NewRx) - fax fallback queued`,
        ),
      ),
  },
  {
    kind: "intake-validation",
    needs: ["intake"],
    what: "patients type impossible dates and bad insurance ids; forms answer 400 until corrected",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 2500, (t) =>
        sc.add(
          t,
          role(e, "intake"),
          "WARN",
          `422 validation failed: ${pick(sc.rng, ["dob '02/30/1987' is not a valid date", "member_id must be 9-12 alphanumerics", "zip '4321' invalid", "phone number has 9 digits"])}`,
        ),
      ),
  },
  {
    kind: "labels-retry",
    needs: ["labels"],
    what: "the carrier's label API rate-limits at pickup time; labels succeed on retry",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 4000, (t) => {
        sc.add(
          t,
          role(e, "labels"),
          "WARN",
          `carrier API 429 Too Many Requests (retry-after 2s), retrying label for PO-${digits(sc.rng, 8)}`,
        );
        sc.add(t + 2100, role(e, "labels"), "INFO", `label created on retry tracking=9400${digits(sc.rng, 18)}`);
      }),
  },
  {
    kind: "login-lockouts",
    needs: ["gw"],
    what: "a credential-stuffing run against patient logins is blocked: failed logins and account lockouts, service fine",
    run: (sc, e, at, dur) =>
      sc.every(at, at + Math.min(dur, 240000), 900, (t) => {
        const u = `${pick(sc.rng, ["j", "m", "k", "s", "a"])}${hex(sc.rng, 3)}@${pick(sc.rng, ["gmail.com", "yahoo.com", "outlook.com"])}`;
        sc.add(
          t,
          role(e, "gw"),
          "WARN",
          `login failed for ${u}: invalid password (ip 45.${int(sc.rng, 10, 250)}.${int(sc.rng, 0, 255)}.${int(sc.rng, 1, 254)}, asn 9009)`,
        );
        if (chance(sc.rng, 0.15))
          sc.add(t + 5, role(e, "gw"), "ERROR", `account ${u} locked after 5 failed attempts (lockout 30m)`);
      }),
  },
  {
    kind: "dotnet-handled",
    needs: ["profile"],
    what: "a client sends malformed patient ids; the service logs handled format exceptions with stacks and returns 400",
    run: (sc, e, at, dur) =>
      sc.every(at, at + dur, 6000, (t) =>
        sc.add(
          t,
          role(e, "profile"),
          "WARN",
          `Bad request: patient id "${pick(sc.rng, ["undefined", "null", "P-", "%20"])}" could not be parsed`,
          {
            stack: dotnetStack(
              sc.rng,
              "System.FormatException: The input string 'undefined' was not in a correct format.",
              [
                "System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)",
                "Linden.Profile.Api.PatientId.Parse(String raw) in /src/Profile.Api/PatientId.cs:line #",
                "Linden.Profile.Api.Controllers.ProfileController.Get(String id) in /src/Profile.Api/Controllers/ProfileController.cs:line #",
              ],
            ),
          },
        ),
      ),
  },
];

export const fits = (n: Noise, e: Estate): boolean => n.needs.every((k) => e.roles[k] !== undefined);
