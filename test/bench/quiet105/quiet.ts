// Harmless brewery noise that looks alarming: each kind adds its lines to a window and says what it was.
import { access, stack } from "./runtimes.js";
import type { Win } from "./stream.js";

export interface QuietKind {
  name: string;
  note: string;
  run: (w: Win) => void;
}

const rep = (w: Win, from: number, to: number, gap: [number, number], f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = from; t < to; t += w.r.int(gap[0], gap[1])) f(t, i++);
};

export const QUIET: QuietKind[] = [
  {
    name: "crash-cool",
    note: "planned crash cooling of a fermenter trips the temperature deviation alarm every reading until it settles",
    run: (w) => {
      const t0 = w.at(0.05, 0.4);
      const tank = w.r.pick(w.est.tanks.filter((x) => !x.startsWith("B")));
      const brew = w.svc("brew");
      const ferm = w.svc("ferm");
      w.add(t0, brew, "info", `recipe step 'crash cool' started on ${tank}: setpoint 19.0C -> 0.5C (operator jmiller)`);
      rep(w, t0 + 30_000, t0 + 420_000, [14_000, 16_000], (t, i) =>
        w.add(
          t,
          ferm,
          "warn",
          `ALARM ${tank} temperature deviation: actual ${(18.6 - i * 0.6).toFixed(1)}C setpoint 0.5C (delta ${(18.1 - i * 0.6).toFixed(1)}C > 1.5C) glycol valve 100%`,
        ),
      );
    },
  },
  {
    name: "keg-double-return",
    note: "a distributor returns a pallet of kegs already scanned back in, so every scan is refused as a duplicate",
    run: (w) => {
      const keg = w.svc("keg");
      const t0 = w.at(0.1, 0.6);
      rep(w, t0, t0 + 240_000, [1500, 5000], (t) => {
        const id = `K-${w.r.int(10000, 24999)}`;
        w.add(
          t,
          keg,
          "warn",
          `scan rejected: keg ${id} already RETURNED at ${new Date(t - w.r.int(3, 40) * 3600_000).toISOString().slice(0, 16)}Z (duplicate scan, state unchanged)`,
        );
      });
    },
  },
  {
    name: "release-limit",
    note: "a beer club release opens and members trying to buy over the per-member limit are refused in volume",
    run: (w) => {
      const club = w.svc("club");
      const edge = w.svc("edge");
      const t0 = w.at(0.05, 0.3);
      const rel = `R-${w.r.int(2600, 2640)}`;
      w.add(t0, club, "info", `release ${rel} is live: 1200 allocations, limit 2 per member, queue enabled`);
      rep(w, t0 + 2000, t0 + 360_000, [300, 2200], (t) => {
        const m = `M${w.r.int(100000, 199999)}`;
        w.add(
          t,
          club,
          "warn",
          `preorder refused for member ${m}: requested ${w.r.int(3, 12)} bottles, limit 2 per member for ${rel}`,
        );
        w.add(
          t + 4,
          edge,
          "info",
          access(w.rt(edge), w.r, "POST", `/club/releases/${rel}/preorders`, 409, w.r.int(20, 80)),
        );
      });
    },
  },
  {
    name: "label-unapproved",
    note: "a distributor keeps submitting an order for a state where the new label is still pending approval, and it is rejected each time",
    run: (w) => {
      const orders = w.svc("orders");
      const labels = w.svc("labels");
      const st = w.r.pick(w.est.states);
      const beer = w.r.pick(w.est.beers);
      rep(w, w.at(0, 0.3), w.end, [40_000, 90_000], (t) => {
        const o = `DO-${w.r.int(50000, 59999)}`;
        w.add(
          t,
          labels,
          "warn",
          `label check ${o}: SKU '${beer} 16oz 4pk' has no approved COLA/state registration for ${st} (status PENDING since ${w.r.int(3, 19)} days)`,
        );
        w.add(
          t + 30,
          orders,
          "error",
          `order ${o} rejected: 422 Unprocessable Entity - item '${beer} 16oz 4pk' not registered for sale in ${st}`,
        );
      });
    },
  },
  {
    name: "tab-limit",
    note: "taproom tabs hitting the pre-authorised limit are declined during a busy trivia night",
    run: (w) => {
      const pos = w.svc("pos");
      rep(w, w.at(0, 0.2), w.end, [8000, 30_000], (t) =>
        w.add(
          t,
          pos,
          "warn",
          `charge declined for tab T-${w.r.int(1000, 9999)}: would exceed pre-auth limit $${w.r.pick([100, 150, 200])}.00 (open ${(w.r.next() * 40 + 120).toFixed(2)}) - server asked to collect`,
        ),
      );
    },
  },
  {
    name: "card-declines",
    note: "ordinary card declines from the processor (insufficient funds, do not honor) logged as errors",
    run: (w) => {
      const pos = w.svc("pos");
      rep(w, w.at(0, 0.1), w.end, [15_000, 60_000], (t) =>
        w.add(
          t,
          pos,
          "error",
          `payment declined tab T-${w.r.int(1000, 9999)}: ${w.r.pick(["CARD_DECLINED_INSUFFICIENT_FUNDS", "GENERIC_DECLINE", "CVV_FAILURE", "EXPIRED_CARD"])} (processor code ${w.r.pick(["51", "05", "N7", "54"])})`,
        ),
      );
    },
  },
  {
    name: "cip-cycle",
    note: "a clean-in-place cycle extends its caustic step after a low conductivity reading, then completes",
    run: (w) => {
      const brew = w.svc("brew");
      const t0 = w.at(0.1, 0.5);
      w.add(t0, brew, "info", "CIP circuit 2 started: prerinse -> caustic -> rinse -> acid -> sanitize (BBT-1)");
      w.add(
        t0 + 180_000,
        brew,
        "warn",
        `CIP circuit 2: caustic conductivity ${w.r.float(38, 44)} mS/cm below 50 mS/cm, extending caustic step +10 min, dosing`,
      );
      w.add(t0 + 250_000, brew, "warn", "CIP circuit 2: caustic conductivity 52.3 mS/cm, back in range");
      w.add(t0 + 300_000, brew, "info", "CIP circuit 2 caustic step complete");
    },
  },
  {
    name: "fill-reject",
    note: "the can line's fill-height inspector kicks out a run of low fills after a CO2 bottle change, then settles",
    run: (w) => {
      const pack = w.svc("pack");
      const t0 = w.at(0.1, 0.6);
      w.add(t0, pack, "info", "line 1: CO2 supply switched to bottle bank B");
      rep(w, t0 + 5000, t0 + 120_000, [2000, 6000], (t) =>
        w.add(
          t,
          pack,
          "warn",
          `fill inspector: can rejected, fill height ${w.r.int(330, 345)} ml < 350 ml min (head ${w.r.int(1, 12)}) - kicker fired`,
        ),
      );
      w.add(t0 + 130_000, pack, "info", "line 1: fill rejects back below 0.5% over last 500 cans");
    },
  },
  {
    name: "opcua-reconnect",
    note: "a planned PLC firmware restart drops the brewhouse OPC UA session, which reconnects on its own",
    run: (w) => {
      const brew = w.svc("brew");
      const t0 = w.at(0.2, 0.7);
      w.add(t0 - 60_000, brew, "info", "maintenance window MW-1184 open: PLC-BH1 firmware 4.2.1 (ticket OPS-772)");
      w.add(
        t0,
        brew,
        "error",
        "OPC UA session to opc.tcp://plc-bh1:4840 closed by server: BadSessionClosed (0x80260000)",
      );
      rep(w, t0 + 5000, t0 + 60_000, [10_000, 12_000], (t, i) =>
        w.add(
          t,
          brew,
          "warn",
          `OPC UA reconnect attempt ${i + 1} to opc.tcp://plc-bh1:4840 failed: BadConnectionRejected, next in 10s`,
        ),
      );
      w.add(
        t0 + 70_000,
        brew,
        "info",
        "OPC UA session re-established (SecureChannel 18, 412 monitored items restored)",
      );
    },
  },
  {
    name: "terminal-offline",
    note: "one taproom payment terminal on flaky wifi misses heartbeats and comes back",
    run: (w) => {
      const pos = w.svc("pos");
      rep(w, w.at(0, 0.3), w.end, [90_000, 200_000], (t) => {
        w.add(t, pos, "error", "terminal PATIO-2 (S700 WSC3260) heartbeat missed 3x, marked OFFLINE");
        w.add(t + w.r.int(20_000, 60_000), pos, "info", `terminal PATIO-2 back ONLINE (rssi -${w.r.int(72, 81)} dBm)`);
      });
    },
  },
  {
    name: "credential-stuffing",
    note: "a bot tries leaked passwords against beer club login and is blocked; 401s and lockouts, nothing broken",
    run: (w) => {
      const edge = w.svc("edge");
      const club = w.svc("club");
      const t0 = w.at(0.1, 0.5);
      rep(w, t0, t0 + 300_000, [400, 2500], (t) => {
        w.add(t, edge, "info", access(w.rt(edge), w.r, "POST", "/account/login", 401, w.r.int(40, 200)));
        if (w.r.chance(0.15))
          w.add(
            t + 10,
            club,
            "warn",
            `member login locked for 15 min after 5 failures: ${w.r.pick(["a", "j", "m", "s", "k"])}***@${w.r.pick(["gmail.com", "yahoo.com", "outlook.com"])} from 185.220.${w.r.int(100, 103)}.${w.r.int(1, 254)}`,
          );
      });
    },
  },
  {
    name: "scraper-429",
    note: "a scraper hammering the release page is rate limited with 429s at the edge",
    run: (w) => {
      const edge = w.svc("edge");
      const t0 = w.at(0.05, 0.5);
      rep(w, t0, t0 + 240_000, [200, 900], (t) =>
        w.add(
          t,
          edge,
          "warn",
          `rate limit exceeded for 45.134.${w.r.int(20, 23)}.${w.r.int(2, 250)} (ua "python-requests/2.31.0") on /club/releases: 429 returned, bucket 120/min`,
        ),
      );
    },
  },
  {
    name: "cron-overlap",
    note: "the keg reconciliation job skips runs because the previous one is still going; it finishes later",
    run: (w) => {
      const keg = w.svc("keg");
      const t0 = w.at(0.05, 0.3);
      rep(w, t0, t0 + 300_000, [59_000, 61_000], (t) =>
        w.add(t, keg, "warn", "job keg-reconcile: previous run (started 2m ago) still holds lock, skipping this run"),
      );
      w.add(
        t0 + 320_000,
        keg,
        "info",
        `job keg-reconcile finished in ${w.r.int(5, 7)}m ${w.r.int(0, 59)}s (${w.r.int(2100, 2400)} kegs)`,
      );
    },
  },
  {
    name: "gc-pause",
    note: "a single long garbage collection pause logs a warning; requests continue",
    run: (w) => {
      const s = w.est.services.find((x) => x.rt === "java" || x.rt === "dotnet" || x.rt === "go") ?? w.est.services[0];
      const t0 = w.at(0.2, 0.8);
      const msg =
        s.rt === "java"
          ? `[gc] GC(${w.r.int(400, 900)}) Pause Young (G1 Evacuation Pause) 1480M->412M(2048M) ${w.r.int(610, 940)}.${w.r.int(100, 999)}ms - exceeds MaxGCPauseMillis=200`
          : s.rt === "go"
            ? `slow request: GC assist and stop-the-world pause ${w.r.int(300, 600)}ms (heap 1.1GB, GOGC=100)`
            : `GC gen2 blocking collection took ${w.r.int(600, 900)}ms (LOH ${w.r.int(300, 600)}MB)`;
      w.add(t0, s.name, "warn", msg);
    },
  },
  {
    name: "cache-flush",
    note: "a planned menu cache flush makes the next minute of requests slow with cache-miss warnings",
    run: (w) => {
      const pos = w.svc("pos");
      const t0 = w.at(0.2, 0.6);
      w.add(t0, pos, "info", "admin: menu cache flushed by user 'kat' (tap list changed)");
      rep(w, t0 + 200, t0 + 60_000, [800, 3000], (t) =>
        w.add(t, pos, "warn", `slow request GET /menu ${w.r.int(1200, 3400)}ms (cache miss, rebuilding tap list)`),
      );
    },
  },
  {
    name: "slow-report",
    note: "a monthly sales report runs heavy queries that show up in the slow-query log",
    run: (w) => {
      const ex = w.svc("excise");
      rep(w, w.at(0.1, 0.4), w.end, [50_000, 110_000], (t) =>
        w.add(
          t,
          ex,
          "warn",
          `slow query ${w.r.int(4, 19)}.${w.r.int(100, 999)}s: SELECT date_trunc('day', sold_at), sku, sum(volume_l) FROM removals WHERE sold_at >= $1 GROUP BY 1,2 (report=monthly-sales)`,
        ),
      );
    },
  },
  {
    name: "cert-expiry",
    note: "certificate expiry warnings for a cert that has weeks left and is already scheduled for renewal",
    run: (w) => {
      const edge = w.svc("edge");
      rep(w, w.at(0, 0.2), w.end, [120_000, 300_000], (t) =>
        w.add(
          t,
          edge,
          "warn",
          `TLS certificate for shop.${w.est.key}.beer expires in ${w.r.int(18, 24)} days (2027-01-0${w.r.int(1, 9)}); renewal scheduled by cert-manager`,
        ),
      );
    },
  },
  {
    name: "disk-warn",
    note: "a log volume crosses a 75% warning threshold and log rotation brings it back",
    run: (w) => {
      const s = w.r.pick(w.est.services).name;
      const t0 = w.at(0.1, 0.6);
      w.add(t0, s, "warn", `disk usage on /var/log is ${w.r.int(76, 81)}% (warn at 75%)`);
      w.add(
        t0 + w.r.int(60_000, 140_000),
        s,
        "info",
        `logrotate: compressed 4 files, /var/log now ${w.r.int(38, 52)}% used`,
      );
    },
  },
  {
    name: "printer-out",
    note: "the keg collar label printer runs out of labels and is reloaded",
    run: (w) => {
      const pack = w.svc("pack");
      const t0 = w.at(0.1, 0.7);
      w.add(t0, pack, "error", "printer ZT411 (keg collars, 10.20.4.31): status MEDIA OUT, 6 jobs queued");
      rep(w, t0 + 15_000, t0 + 140_000, [15_000, 25_000], (t) =>
        w.add(t, pack, "error", "printer ZT411: job held, MEDIA OUT"),
      );
      w.add(t0 + 150_000, pack, "info", "printer ZT411 ready, printed 6 queued jobs");
    },
  },
  {
    name: "glycol-defrost",
    note: "the glycol chiller's scheduled defrost cycle pushes supply temperature out of band for a few minutes",
    run: (w) => {
      const brew = w.svc("brew");
      const t0 = w.at(0.1, 0.6);
      w.add(t0, brew, "info", "chiller CH-1 defrost cycle started (scheduled every 6h)");
      rep(w, t0 + 20_000, t0 + 240_000, [18_000, 25_000], (t) =>
        w.add(t, brew, "warn", `glycol supply ${w.r.float(2, 5)}C above high limit -1.0C (chiller CH-1 in defrost)`),
      );
      w.add(t0 + 260_000, brew, "info", "chiller CH-1 defrost complete, supply -1.9C");
    },
  },
  {
    name: "do-out-of-spec",
    note: "a QC dissolved-oxygen sample is out of spec and the lot is put on hold for re-test, as designed",
    run: (w) => {
      const pack = w.svc("pack");
      const t0 = w.at(0.2, 0.8);
      w.add(
        t0,
        pack,
        "error",
        `QC: DO sample lot ${w.r.int(240, 299)} can #${w.r.int(100, 900)} = ${w.r.int(90, 160)} ppb (spec <= 50 ppb) - lot placed on HOLD`,
      );
      w.add(t0 + 2000, pack, "warn", "QC hold notification sent to qa@ (3 recipients)");
    },
  },
  {
    name: "foreign-kegs",
    note: "the dock RFID reader picks up another brewery's kegs on the same truck and logs them as unknown",
    run: (w) => {
      const keg = w.svc("keg");
      const t0 = w.at(0.1, 0.6);
      rep(w, t0, t0 + 90_000, [700, 2500], (t) =>
        w.add(
          t,
          keg,
          "error",
          `unregistered keg tag ${w.r.hex(24).toUpperCase()} at dock reader (owner prefix ${w.r.pick(["0614141", "0360843", "0858215"])} not ours)`,
        ),
      );
    },
  },
  {
    name: "webhook-dup",
    note: "the shop platform redelivers order webhooks, which are recognised as duplicates and ignored",
    run: (w) => {
      const club = w.svc("club");
      rep(w, w.at(0, 0.4), w.end, [20_000, 70_000], (t) =>
        w.add(
          t,
          club,
          "warn",
          `webhook orders/paid for order #${w.r.int(10200, 10900)} already processed (idempotency key ${w.r.hex(16)}), returning 200`,
        ),
      );
    },
  },
  {
    name: "edi-ack-late",
    note: "a distributor's EDI acknowledgement arrives late, the resend is accepted",
    run: (w) => {
      const orders = w.svc("orders");
      const t0 = w.at(0.1, 0.6);
      const o = `DO-${w.r.int(50000, 59999)}`;
      const d = w.r.pick(w.est.distributors);
      w.add(t0, orders, "error", `EDI 855 for PO ${o} from '${d}' not received within 15 min SLA`);
      w.add(t0 + 30_000, orders, "warn", `resending EDI 850 for ${o} to '${d}' via AS2 (attempt 2)`);
      w.add(t0 + w.r.int(60_000, 140_000), orders, "info", `EDI 855 accepted for ${o} (ack code IA)`);
    },
  },
  {
    name: "brewer-override",
    note: "a brewer overrides a mash temperature step by hand, which the controller logs as an audit warning",
    run: (w) => {
      const brew = w.svc("brew");
      const t0 = w.at(0.1, 0.8);
      w.add(
        t0,
        brew,
        "warn",
        `AUDIT manual override: mash step 2 setpoint 66.0C -> 67.5C by 'rpatel' (recipe deviation, batch ${w.r.int(1100, 1300)})`,
      );
      w.add(t0 + 600, brew, "warn", "recipe deviation recorded; batch flagged for brewer review");
    },
  },
  {
    name: "flags-stale",
    note: "the feature flag client briefly cannot refresh and keeps serving cached flags",
    run: (w) => {
      const s = w.svc(w.r.pick(["club", "pos", "edge"] as const));
      const t0 = w.at(0.1, 0.7);
      w.add(
        t0,
        s,
        "warn",
        "feature flags refresh failed (GET https://flags.internal/api/client/features: 503), serving cached flags from 42s ago",
      );
      w.add(t0 + 30_000, s, "info", "feature flags refreshed (17 toggles)");
    },
  },
  {
    name: "deprecation-burst",
    note: "a freshly restarted service prints a burst of deprecation warnings at start-up",
    run: (w) => {
      const s = w.r.pick(w.est.services);
      const t0 = w.at(0.1, 0.7);
      const ms: Record<string, string[]> = {
        node: [
          "(node:1) [DEP0169] DeprecationWarning: `url.parse()` behavior is not standardized and prone to errors that have security implications.",
          "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated.",
        ],
        python: [
          "UserWarning: pkg_resources is deprecated as an API.",
          "PendingDeprecationWarning: Please use `import python_multipart` instead.",
        ],
        java: [
          "WARN  o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration - spring.jpa.open-in-view is enabled by default.",
          "HHH000026: Second-level cache disabled",
        ],
        go: [
          "WARNING: proto: duplicate proto type registered: google.protobuf.Any",
          "grpc: WithInsecure is deprecated, use WithTransportCredentials and insecure.NewCredentials() instead",
        ],
        ruby: [
          "DEPRECATION WARNING: Using a dynamic :action segment in a route is deprecated.",
          "DEPRECATION WARNING: ActiveRecord::Base.connection is deprecated in favour of .with_connection.",
        ],
        dotnet: [
          "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'Tab' has a global query filter defined and is the required end of a relationship.",
          "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured.",
        ],
        cpp: ["open62541: deprecated UA_Client_connect_username, use UA_ClientConfig_setAuthenticationUsername"],
      };
      w.add(t0, s.name, "info", `${s.name} restarted by scheduled node drain`);
      for (const [i, m] of (ms[s.rt] ?? []).entries()) w.add(t0 + 300 + i * 40, s.name, "warn", m);
    },
  },
  {
    name: "canary-404",
    note: "the synthetic check for a not-yet-published release page returns 404 as expected",
    run: (w) => {
      const edge = w.svc("edge");
      rep(w, w.at(0, 0.1), w.end, [59_000, 61_000], (t) =>
        w.add(
          t,
          edge,
          "warn",
          `${access(w.rt(edge), w.r, "GET", "/club/releases/R-2651", 404, w.r.int(3, 12))} ua=synthetics-canary`,
        ),
      );
    },
  },
  {
    name: "preauth-voids",
    note: "at release close the club voids hundreds of unfulfilled card pre-authorisations, each logged",
    run: (w) => {
      const club = w.svc("club");
      const t0 = w.at(0.2, 0.6);
      w.add(t0, club, "info", "release window closed, voiding unfulfilled pre-authorisations");
      rep(w, t0 + 500, t0 + 120_000, [150, 600], (t) =>
        w.add(
          t,
          club,
          "warn",
          `void pre-auth pi_${w.r.hex(14)} for member M${w.r.int(100000, 199999)}: allocation not fulfilled (sold out)`,
        ),
      );
      w.add(t0 + 125_000, club, "info", "voided pre-authorisations complete");
    },
  },
  {
    name: "sensor-battery",
    note: "a wireless hydrometer with a flat battery drops readings and warns about it",
    run: (w) => {
      const ferm = w.svc("ferm");
      const tank = w.r.pick(w.est.tanks);
      rep(w, w.at(0, 0.2), w.end, [40_000, 100_000], (t) =>
        w.add(
          t,
          ferm,
          "warn",
          `hydrometer ${tank}-BLE battery ${w.r.int(4, 9)}%, ${w.r.int(2, 7)} of last 10 readings missing (rssi -${w.r.int(88, 97)})`,
        ),
      );
    },
  },
  {
    name: "prv-vent",
    note: "spunding valves vent during natural carbonation and each vent is logged as a pressure alarm",
    run: (w) => {
      const ferm = w.svc("ferm");
      const tank = w.r.pick(w.est.tanks.filter((x) => !x.startsWith("B")));
      rep(w, w.at(0, 0.3), w.end, [50_000, 140_000], (t) =>
        w.add(t, ferm, "warn", `PRESSURE HIGH ${tank}: ${w.r.float(15, 15.6)} psi >= 15.0 psi, spunding valve vented`),
      );
    },
  },
  {
    name: "label-pending-poll",
    note: "pending label approvals are polled from the state portal and logged as not approved each time",
    run: (w) => {
      const labels = w.svc("labels");
      rep(w, w.at(0, 0.2), w.end, [45_000, 75_000], (t) =>
        w.add(
          t,
          labels,
          "warn",
          `COLA ${w.r.int(24, 25)}${w.r.int(100, 299)}00${w.r.int(1000, 9999)} (${w.r.pick(w.est.beers)}) still NEEDS_CORRECTION at TTB, state filing blocked`,
        ),
      );
    },
  },
  {
    name: "bond-threshold",
    note: "an in-bond transfer over the daily threshold waits for manual sign-off",
    run: (w) => {
      const ex = w.svc("excise");
      const t0 = w.at(0.1, 0.7);
      w.add(
        t0,
        ex,
        "error",
        `transfer-in-bond TIB-${w.r.int(300, 399)} of ${w.r.int(61, 90)}.0 bbl exceeds daily threshold 60.0 bbl: held for manual sign-off`,
      );
      rep(w, t0 + 60_000, w.end, [120_000, 180_000], (t) =>
        w.add(t, ex, "warn", "1 transfer awaiting sign-off (reminder)"),
      );
    },
  },
  {
    name: "client-499",
    note: "phones on the taproom wifi drop connections before responses arrive",
    run: (w) => {
      const edge = w.svc("edge");
      rep(w, w.at(0, 0.2), w.end, [6000, 20_000], (t) =>
        w.add(
          t,
          edge,
          "warn",
          `client closed connection before response: GET /api/menu (499) after ${w.r.int(2000, 9000)}ms, peer 10.40.${w.r.int(1, 3)}.${w.r.int(10, 240)}`,
        ),
      );
    },
  },
  {
    name: "optimistic-retry",
    note: "two servers editing one tab hit version conflicts that the retry resolves",
    run: (w) => {
      const pos = w.svc("pos");
      rep(w, w.at(0, 0.3), w.end, [30_000, 90_000], (t) => {
        const tab = `T-${w.r.int(1000, 9999)}`;
        w.add(t, pos, "warn", `version conflict updating tab ${tab} (expected v${w.r.int(3, 9)}), retrying 1/3`);
        w.add(t + 60, pos, "info", `tab ${tab} updated on retry`);
      });
    },
  },
  {
    name: "handled-exception",
    note: "a malformed keg barcode throws a handled exception with a full stack trace every few minutes",
    run: (w) => {
      const keg = w.svc("keg");
      const rt = w.rt(keg);
      rep(w, w.at(0, 0.2), w.end, [90_000, 200_000], (t) => {
        const code = `${w.r.pick(["K-", "KG", "k-"])}${w.r.int(10, 99999)}?`;
        const kind =
          rt === "java"
            ? "java.lang.IllegalArgumentException"
            : rt === "go"
              ? "panic recovered"
              : rt === "ruby"
                ? "ArgumentError"
                : "ValueError";
        w.add(
          t,
          keg,
          "error",
          `could not parse keg barcode '${code}' from handheld HH-${w.r.int(1, 6)}, scan ignored`,
          {
            errKind: kind,
            stack: stack(
              rt,
              kind,
              `invalid keg id: ${code}`,
              ["keg.scan.BarcodeParser.parse", "keg.scan.ScanHandler.handle", "keg.http.ScanController.post"],
              w.r,
            ),
          },
        );
      });
    },
  },
  {
    name: "excise-variance",
    note: "the draft monthly excise report flags variances against the prior month for review, as it always does",
    run: (w) => {
      const ex = w.svc("excise");
      const t0 = w.at(0.2, 0.7);
      w.add(t0, ex, "info", "building draft TTB Form 5130.9 for period 2026-10");
      w.add(
        t0 + 3000,
        ex,
        "warn",
        `variance check: line 14 (removals taxpaid) ${w.r.float(8, 20)}% above prior month, flagged for review`,
      );
      w.add(
        t0 + 3100,
        ex,
        "warn",
        `variance check: line 21 (losses) ${w.r.float(0.5, 3)} bbl unexplained, flagged for review`,
      );
      w.add(t0 + 3500, ex, "info", "draft report saved, 2 review flags");
    },
  },
  {
    name: "dlq-replay",
    note: "an operator replays a dead-letter queue of old messages and the stale ones are discarded with errors",
    run: (w) => {
      const orders = w.svc("orders");
      const t0 = w.at(0.1, 0.6);
      w.add(t0, orders, "info", "DLQ replay started by 'ops' : 214 messages from orders.dlq");
      rep(w, t0 + 200, t0 + 60_000, [200, 700], (t) =>
        w.add(
          t,
          orders,
          "error",
          `discarding replayed message ${w.r.hex(8)}: order DO-${w.r.int(40000, 49999)} already CLOSED (stale event from 2026-0${w.r.int(6, 9)})`,
        ),
      );
      w.add(t0 + 62_000, orders, "info", "DLQ replay finished: 0 applied, 214 discarded");
    },
  },
];
