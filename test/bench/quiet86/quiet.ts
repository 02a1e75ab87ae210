// Harmless episodes that look alarming on a broadband estate: nothing is broken in any of them.
import { acct, type Ctx, emit, every, ip, mac, sn, tick, user } from "./background.js";
import { type Estate, has, type Role } from "./estates.js";
import { stack } from "./stacks.js";

export interface Kind {
  name: string;
  note: string;
  req: Role[];
  run: (c: Ctx, at: number, dur: number) => void;
}

const javaRole = (e: Estate): Role | undefined =>
  (Object.keys(e.rt) as Role[]).find((r) => e.rt[r] === "java" || e.rt[r] === "dotnet");

export const KINDS: Kind[] = [
  {
    name: "firmware-push-reauth",
    note: "a scheduled CPE firmware push reboots thousands of routers, which re-inform the ACS and re-authenticate in a burst",
    req: ["acs", "radius"],
    run: (c, at, dur) => {
      const r = c.rng;
      emit(
        c,
        at,
        "acs",
        "info",
        `provision "fw-${r.pick(["3.4.12", "5.7.1", "2.18.0"])}" scheduled on 18,240 devices (window 03:00-04:30, batch 600/min)`,
      );
      every(
        c,
        160 * c.k,
        (t) => {
          const s = sn(c);
          emit(
            c,
            t,
            "acs",
            "info",
            `${ip(r, "100.70")} ${s}: Inform; informEvent="1 BOOT,M Download,7 TRANSFER COMPLETE" informRetryCount=0`,
          );
          if (r.chance(0.5))
            emit(
              c,
              t + r.int(20, 90) * 1000,
              "radius",
              "info",
              `Login OK: [${user(c)}] (from client ${r.pick(c.est.bngs)} port ${r.int(1000, 65000)} cli ${mac(r).replace(/:/g, "-")})`,
            );
        },
        at,
        at + dur,
      );
      every(
        c,
        30,
        (t) =>
          emit(
            c,
            t,
            "radius",
            "error",
            `Dropping conflicting packet from client ${r.pick(c.est.bngs)} port ${r.int(30000, 60000)} - ID: ${r.int(0, 255)} due to unfinished request ${r.int(100000, 999999)}`,
          ),
        at + 40000,
        at + dur,
      );
      every(
        c,
        12,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "warn",
            `${sn(c)}: TransferComplete code=9010 (Download failure: checksum mismatch), will retry in next maintenance window`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "suspended-rejects",
    note: "the dunning run suspends unpaid accounts and their routers keep retrying PPP, so RADIUS logs a steady stream of rejects",
    req: ["radius"],
    run: (c, at, dur) => {
      const r = c.rng;
      if (has(c.est, "billing"))
        emit(
          c,
          at - 60000,
          "billing",
          "info",
          `dunning stage 3: ${r.int(800, 2400)} accounts moved to SUSPENDED (walled garden)`,
        );
      const users = Array.from({ length: 120 }, () => user(c));
      every(
        c,
        45 * c.k,
        (t) =>
          emit(
            c,
            t,
            "radius",
            "error",
            `Login incorrect (sql: Account status SUSPENDED, Auth-Type := Reject): [${r.pick(users)}] (from client ${r.pick(c.est.bngs)} port ${r.int(1000, 65000)})`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "planned-power-cut",
    note: "a utility's planned power cut darkens one street's ONTs with dying gasps, matched to a planned-work record",
    req: ["telem"],
    run: (c, at) => {
      const r = c.rng;
      const olt = r.pick(c.est.olts);
      const pon = `1/1/${r.int(1, 16)}`;
      for (let i = 0; i < 48; i++) {
        const t = at + r.int(0, 9000);
        emit(
          c,
          t,
          "telem",
          "error",
          `ALARM olt=${olt} pon=${pon} ont=${r.int(1, 64)} serial=${sn(c)} type=DGi (dying gasp) severity=major`,
        );
        emit(
          c,
          t + r.int(200, 2000),
          "telem",
          "warn",
          `ALARM olt=${olt} pon=${pon} ont=${r.int(1, 64)} type=LOSi (loss of signal) severity=major`,
        );
      }
      emit(
        c,
        at + 15000,
        "telem",
        "info",
        `cluster olt=${olt} pon=${pon} onts_down=48 matched planned work PW-${r.digits(5)} (DNO power maintenance 02:00-06:00), suppressing trouble ticket`,
      );
      tick(
        c,
        60000,
        (t) => emit(c, t, "telem", "warn", `olt=${olt} pon=${pon}: 48 ONTs still down (planned work PW open)`),
        at + 60000,
        at + 600000,
      );
    },
  },
  {
    name: "speedtest-wifi-timeouts",
    note: "customers run in-app speed tests over weak Wi-Fi and many of them time out",
    req: ["app"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        18 * c.k,
        (t) => {
          const ok = r.chance(0.4);
          emit(
            c,
            t,
            "app",
            ok ? "warn" : "error",
            ok
              ? `speedtest st-${r.hex(8)} completed: down=${r.int(8, 60)}Mbps up=${r.int(2, 20)}Mbps plan=500 (wifi 2.4GHz rssi=-${r.int(70, 84)}dBm) flagged below 10% of plan`
              : `speedtest st-${r.hex(8)} failed: upload stream timeout after 15000ms (client wifi rssi=-${r.int(72, 88)}dBm band=2.4GHz)`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "dhcp-rehome-naks",
    note: "a planned pool re-home makes rebooting clients ask for old addresses, and Kea NAKs them before they get new leases",
    req: ["dhcp"],
    run: (c, at, dur) => {
      const r = c.rng;
      emit(
        c,
        at - 20000,
        "dhcp",
        "info",
        `DHCP4_CONFIG_COMPLETE DHCPv4 server has completed configuration: added IPv4 subnets: 47; DDNS: disabled`,
      );
      every(
        c,
        50 * c.k,
        (t) => {
          const m = mac(r);
          emit(
            c,
            t,
            "dhcp",
            "warn",
            `DHCP4_PACKET_NAK_0001 [hwtype=1 ${m}], cid=[no info], tid=0x${r.hex(8)}: failed to grant a lease, client requested address 100.64.${r.int(8, 11)}.${r.int(2, 254)} is not in its subnet (pool re-homed)`,
          );
          emit(
            c,
            t + r.int(800, 4000),
            "dhcp",
            "info",
            `DHCP4_LEASE_ALLOC [hwtype=1 ${m}], cid=[no info], tid=0x${r.hex(8)}: lease 100.64.${r.int(40, 47)}.${r.int(2, 254)} has been allocated for 86400 seconds`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "acs-connreq-offline",
    note: "the ACS cannot reach powered-off routers for connection requests, which is normal at night",
    req: ["acs"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        35 * c.k,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "warn",
            `Connection request failed for ${sn(c)}: connect ETIMEDOUT ${ip(r, "100.70")}:7547 (device last inform ${r.int(2, 30)}h ago)`,
          ),
        at,
        at + dur,
      );
      every(
        c,
        6,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "error",
            `Task ${r.hex(24)} for device ${sn(c)} expired after 3 connection request attempts, will run at next inform`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "availability-scraper-429",
    note: "a scraper hammers the public availability widget and the address service rate-limits its key",
    req: ["addr", "app"],
    run: (c, at, dur) => {
      const r = c.rng;
      const src = `185.${r.int(10, 250)}.${r.int(0, 255)}.${r.int(2, 250)}`;
      every(
        c,
        70 * c.k,
        (t) => {
          emit(
            c,
            t,
            "addr",
            "warn",
            `rate limit exceeded key=public-widget client=${src} (120 req/min), returning 429`,
          );
          emit(
            c,
            t + 30,
            "app",
            "warn",
            `GET /api/availability?postcode=${encodeURIComponent(r.pick(c.est.postcodes))} 429 ${r.int(2, 9)}ms ua="python-requests/2.31.0"`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "card-declines",
    note: "the monthly direct-debit and card collection run logs hundreds of ordinary declines",
    req: ["billing"],
    run: (c, at, dur) => {
      const r = c.rng;
      emit(c, at, "billing", "info", `collection run 2026-11 started: ${r.int(9000, 30000)} accounts due`);
      every(
        c,
        40 * c.k,
        (t) => {
          const d = r.pick([
            "insufficient_funds (51)",
            "do_not_honor (05)",
            "expired_card (54)",
            "card_velocity_exceeded (61)",
          ]);
          emit(
            c,
            t,
            "billing",
            "error",
            `payment declined account=${acct(r)} amount=${r.int(25, 90)}.99 ${c.est.currency} reason=${d}, retry scheduled in 3 days`,
          );
        },
        at,
        at + dur,
      );
      every(
        c,
        60 * c.k,
        (t) => emit(c, t, "billing", "info", `payment captured account=${acct(r)} psp_ref=${r.hex(16).toUpperCase()}`),
        at,
        at + dur,
      );
    },
  },
  {
    name: "dispatch-no-capacity",
    note: "the technician scheduler finds no weekend capacity in some areas and its optimiser relaxes time windows",
    req: ["dispatch"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        20,
        (t) =>
          emit(
            c,
            t,
            "dispatch",
            "warn",
            `no technician capacity area=${r.pick(c.est.area)} date=2026-12-0${r.int(1, 6)}, offering next available slot`,
          ),
        at,
        at + dur,
      );
      tick(
        c,
        90000,
        (t) => {
          emit(
            c,
            t,
            "dispatch",
            "error",
            `route optimiser: solution infeasible for ${r.int(40, 120)} jobs (hard constraint: time windows), relaxing windows by 60 min`,
          );
          emit(
            c,
            t + r.int(3000, 9000),
            "dispatch",
            "info",
            `route optimiser: feasible plan found, ${r.int(30, 90)} techs, score -${r.int(10, 90)}soft`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "inventory-reconciliation",
    note: "the nightly inventory reconciliation reports hundreds of port state mismatches and opens work items",
    req: ["inv"],
    run: (c, at) => {
      const r = c.rng;
      emit(c, at, "inv", "info", "reconciliation job started (source=olt-mediation, scope=all)");
      const n = r.int(180, 320);
      for (let i = 0; i < n; i++)
        emit(
          c,
          at + 2000 + i * r.int(200, 600),
          "inv",
          "error",
          `reconcile mismatch ${r.pick(c.est.olts)} 1/1/${r.int(1, 16)}/${r.int(1, 64)}: inventory=${r.pick(["ACTIVE", "RESERVED"])} network=${r.pick(["DOWN", "UNCONFIGURED"])}`,
        );
      emit(
        c,
        at + 2000 + n * 420,
        "inv",
        "info",
        `reconciliation finished: ${n} mismatches, ${n} work items created in queue INV-DATA`,
      );
    },
  },
  {
    name: "gc-pauses",
    note: "a JVM or CLR service logs long garbage-collection pauses under a batch load and keeps serving",
    req: [],
    run: (c, at, dur) => {
      const r = c.rng;
      const role = javaRole(c.est) ?? "app";
      let g = r.int(1000, 5000);
      every(
        c,
        8,
        (t) => {
          const p = (r.next() * 900 + 250).toFixed(1);
          emit(
            c,
            t,
            role,
            "warn",
            c.est.rt[role] === "dotnet"
              ? `GC pause ${p}ms (gen2, blocking) heap=${r.int(1100, 1800)}MB`
              : `[gc] GC(${g++}) Pause Young (G1 Humongous Allocation) ${r.int(1400, 1900)}M->${r.int(300, 700)}M(2048M) ${p}ms`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "rolling-restart",
    note: "a rolling restart resets a few in-flight connections and callers retry successfully",
    req: ["order"],
    run: (c, at) => {
      const r = c.rng;
      const callee = has(c.est, "addr") ? "addr" : "prov";
      const name = c.est.svc[callee] ?? "";
      emit(c, at, callee, "info", "received SIGTERM, draining connections");
      for (let i = 0; i < 14; i++) {
        const t = at + r.int(0, 25000);
        emit(
          c,
          t,
          "order",
          "warn",
          `call to ${name} failed: Connection reset by peer (attempt 1/3), retrying in ${r.int(100, 400)}ms`,
        );
        emit(c, t + 500, "order", "info", `call to ${name} succeeded on attempt 2`);
      }
      emit(c, at + 26000, callee, "info", "ready to serve traffic");
    },
  },
  {
    name: "tls-handshake-scanners",
    note: "internet scanners open TLS connections to the customer API and drop them, producing handshake errors",
    req: ["app"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        40 * c.k,
        (t) => {
          const src = `${r.int(20, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}:${r.int(1024, 65000)}`;
          emit(
            c,
            t,
            "app",
            "error",
            r.chance(0.6)
              ? `http: TLS handshake error from ${src}: EOF`
              : `http: TLS handshake error from ${src}: tls: client offered only unsupported versions: [302 301]`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "db-switchover",
    note: "a planned database switchover drops pooled connections once and the pool reconnects",
    req: [],
    run: (c, at) => {
      const r = c.rng;
      const role: Role = has(c.est, "inv") ? "inv" : "order";
      for (let i = 0; i < 12; i++)
        emit(
          c,
          at + r.int(0, 3000),
          role,
          "warn",
          `HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${r.hex(8)} marked as broken because of SQLSTATE(57P01), ErrorCode(0)`,
          {
            stack: stack(
              "java",
              r,
              c.est.svc[role] ?? "",
              "org.postgresql.util.PSQLException: FATAL: terminating connection due to administrator command",
              ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)"],
            ),
          },
        );
      emit(
        c,
        at + 4500,
        role,
        "info",
        `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (host pg-${role}-b, planned switchover CHG-${r.digits(5)})`,
      );
    },
  },
  {
    name: "kafka-rebalance",
    note: "a consumer group rebalances after a scale-out and heartbeats fail until it settles",
    req: [],
    run: (c, at) => {
      const r = c.rng;
      const role: Role = has(c.est, "billing") ? "billing" : has(c.est, "outage") ? "outage" : "telem";
      const g = `${c.est.svc[role]}-consumers`;
      for (let i = 0; i < 6; i++)
        emit(
          c,
          at + i * 3000,
          role,
          "warn",
          `[Consumer clientId=consumer-${g}-${r.int(1, 6)}, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
        );
      emit(
        c,
        at + 18000,
        role,
        "info",
        `[Consumer groupId=${g}] Revoking previously assigned partitions [usage-events-3, usage-events-7]`,
      );
      emit(
        c,
        at + 22000,
        role,
        "info",
        `[Consumer groupId=${g}] Successfully joined group with generation Generation{generationId=${r.int(40, 400)}}`,
      );
    },
  },
  {
    name: "job-overlap-skip",
    note: "a scheduled invoice run overlaps its previous run and skips triggers",
    req: ["billing"],
    run: (c, at, dur) => {
      tick(
        c,
        60000,
        (t) =>
          emit(
            c,
            t,
            "billing",
            "warn",
            "scheduler: job invoice-run-2026-11 still running (started 02:00:00), skipping this trigger",
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "fttc-crc-errors",
    note: "copper FTTC lines report CRC errors and low SNR margins as they do every night",
    req: ["telem"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        40 * c.k,
        (t) =>
          emit(
            c,
            t,
            "telem",
            "warn",
            `line FTTC-${r.digits(8)} crc_15m=${r.int(200, 4000)} snr_margin=${(r.next() * 3 + 2).toFixed(1)}dB retrains=${r.int(0, 3)} profile=80/20`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "docsis-t3",
    note: "cable modems log T3 ranging timeouts on noisy upstreams, a constant of cable plant",
    req: ["outage"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        45 * c.k,
        (t) =>
          emit(
            c,
            t,
            "outage",
            "warn",
            `cm=${mac(r)} cmts=${r.pick(c.est.bngs)} us=${r.int(1, 8)} event=82000300 "Ranging Request Retries exhausted" (T3 timeout) count_24h=${r.int(1, 40)}`,
          ),
        at,
        at + dur,
      );
      tick(
        c,
        60000,
        (t) => emit(c, t, "outage", "info", `T3 clustering: ${r.int(0, 2)} nodes above threshold, no outage declared`),
        at,
        at + dur,
      );
    },
  },
  {
    name: "low-rx-power",
    note: "long-reach ONTs report optical power just under the alarm threshold",
    req: ["telem"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        30 * c.k,
        (t) =>
          emit(
            c,
            t,
            "telem",
            "error",
            `ont ${sn(c)} olt=${r.pick(c.est.olts)} rx_power=-${(28 + r.next() * 1.8).toFixed(2)}dBm below threshold -28.00dBm (alarm LOWRXPWR)`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "jwt-expired-refresh",
    note: "an app release holds tokens past expiry, the API answers 401 and the app refreshes and succeeds",
    req: ["app"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        40 * c.k,
        (t) => {
          emit(c, t, "app", "warn", `GET /api/account/usage 401 ${r.int(1, 5)}ms error="jwt expired" client=ios-5.3.0`);
          emit(
            c,
            t + 300,
            "app",
            "info",
            `POST /oauth/token 200 ${r.int(30, 90)}ms grant_type=refresh_token client=ios-5.3.0`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "campaign-traffic-spike",
    note: "a TV advert drives an availability-check spike: slow requests and autoscaling, but every request succeeds",
    req: ["app", "addr"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        25 * c.k,
        (t) =>
          emit(
            c,
            t,
            "app",
            "warn",
            `slow request GET /api/availability took ${r.int(1500, 4800)}ms (threshold 1500ms) status=200`,
          ),
        at,
        at + dur,
      );
      every(
        c,
        60 * c.k,
        (t) =>
          emit(
            c,
            t,
            "addr",
            "info",
            `lookup postcode="${r.pick(c.est.postcodes)}" premises=${r.int(1, 80)} serviceable=FTTP (${r.int(400, 2200)}ms)`,
          ),
        at,
        at + dur,
      );
      emit(c, at + 60000, "addr", "warn", `worker pool saturated: 64/64 busy, queue=${r.int(100, 400)}`);
      emit(c, at + 120000, "addr", "info", "worker pool: 38/64 busy, queue=0");
    },
  },
  {
    name: "credit-referrals",
    note: "a credit-check band change refers many orders to manual review",
    req: ["order"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        14,
        (t) =>
          emit(
            c,
            t,
            "order",
            "warn",
            `credit check REFERRED for ORD-${r.digits(7)} (band ${r.pick(["C", "D"])}, score ${r.int(380, 520)}), routed to manual review`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "duplicate-submits",
    note: "double-clicked order submissions replay idempotency keys and get the original answer",
    req: ["order"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        16,
        (t) =>
          emit(
            c,
            t,
            "order",
            "warn",
            `409 Conflict: Idempotency-Key ${r.hex(8)}-${r.hex(4)} already used for ORD-${r.digits(7)}, returning original response`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "psp-webhook-replay",
    note: "the payment provider replays a day of webhooks and the billing service ignores the duplicates",
    req: ["billing"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        50 * c.k,
        (t) =>
          emit(
            c,
            t,
            "billing",
            "warn",
            `webhook evt_${r.hex(24)} (payment_intent.succeeded) already processed at 2026-11-2${r.int(0, 9)}, ignoring duplicate delivery`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "sms-throttled",
    note: "the SMS gateway throttles appointment reminders and the dispatch service backs off until they are sent",
    req: ["dispatch"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        20,
        (t) => {
          emit(
            c,
            t,
            "dispatch",
            "warn",
            `sms reminder APT-${r.digits(6)}: gateway returned 429 Too Many Requests (Retry-After: 4), backing off`,
          );
          emit(
            c,
            t + 4300,
            "dispatch",
            "info",
            `sms reminder APT-${r.digits(6)} accepted by gateway msg_id=${r.hex(12)}`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "dhcp-unknown-subnet",
    note: "a mis-patched test port sends DHCP discovers from a network Kea does not serve",
    req: ["dhcp"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        30,
        (t) =>
          emit(
            c,
            t,
            "dhcp",
            "error",
            `DHCP4_SUBNET_SELECTION_FAILED [hwtype=1 ${mac(r)}], cid=[no info], tid=0x${r.hex(8)}: failed to select subnet for the client (relay 10.250.${r.int(1, 9)}.1)`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "radius-duplicates",
    note: "a busy BNG retransmits and RADIUS discards duplicate requests it is already handling",
    req: ["radius"],
    run: (c, at, dur) => {
      const r = c.rng;
      const b = r.pick(c.est.bngs);
      every(
        c,
        40 * c.k,
        (t) =>
          emit(
            c,
            t,
            "radius",
            "error",
            `Ignoring duplicate packet from client ${b} port ${r.int(30000, 60000)} - ID: ${r.int(0, 255)} due to unfinished request in component authorize module sql`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "stale-session-cleanup",
    note: "after a planned BNG reload the accounting cleanup closes thousands of stale sessions",
    req: ["radius"],
    run: (c, at) => {
      const r = c.rng;
      const b = r.pick(c.est.bngs);
      emit(c, at, "radius", "info", `Accounting-On received from ${b} (planned reload CHG-${r.digits(5)})`);
      for (let i = 0; i < 80; i++)
        emit(
          c,
          at + 1000 + i * 700,
          "radius",
          "warn",
          `closing stale session ${r.hex(16)} user=${user(c)} nas=${b}: no Interim-Update for 7200s, Acct-Terminate-Cause=NAS-Reboot`,
        );
      emit(c, at + 60000, "radius", "info", `stale session sweep done: ${r.int(2000, 5000)} sessions closed for ${b}`);
    },
  },
  {
    name: "cpe-error-9002",
    note: "one router model answers SetParameterValues with error 9002 and the ACS retries at next inform",
    req: ["acs"],
    run: (c, at, dur) => {
      const model = c.est.cpe[c.est.cpe.length - 1];
      every(
        c,
        30 * c.k,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "error",
            `${sn(c)} (${model}): CWMP error 9002 (Internal error) on SetParameterValues Device.WiFi.AccessPoint.2.Security.KeyPassphrase, retry at next inform`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "invoice-tax-skip",
    note: "the invoice run skips a handful of accounts with no tax region and queues them",
    req: ["billing"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        12,
        (t) =>
          emit(
            c,
            t,
            "billing",
            "error",
            `invoice skipped for ${acct(r)}: no tax region for postcode "${r.pick(c.est.postcodes)}" (TaxRegionNotFound), queued for billing-ops`,
          ),
        at,
        at + dur,
      );
    },
  },
  {
    name: "ont-autodiscovery",
    note: "new installs plug in ONTs that are not yet provisioned, the OLT reports them and they are auto-activated",
    req: ["prov"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        15,
        (t) => {
          const s = sn(c);
          const olt = r.pick(c.est.olts);
          emit(
            c,
            t,
            "prov",
            "warn",
            `unknown ONT ${s} discovered on ${olt} pon 1/1/${r.int(1, 16)}: not provisioned (no matching order yet)`,
          );
          emit(
            c,
            t + r.int(20000, 60000),
            "prov",
            "info",
            `ONT ${s} matched to order ORD-${r.digits(7)}, auto-activation started`,
          );
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "readiness-warmup",
    note: "a restarted service reports not-ready while it warms its cache, then serves",
    req: ["addr"],
    run: (c, at) => {
      const r = c.rng;
      for (let p = 5, i = 0; p < 100; p += r.int(6, 14), i++)
        emit(
          c,
          at + i * 5000,
          "addr",
          "warn",
          `GET /ready 503 not ready: warming address cache ${p}% (${r.int(1, 30)}M premises)`,
        );
      emit(c, at + 90000, "addr", "info", "address cache warm, ready");
    },
  },
  {
    name: "upsell-circuit-fallback",
    note: "an optional upsell recommender flaps and the app serves its fallback with the breaker opening and closing",
    req: ["app"],
    run: (c, at) => {
      const r = c.rng;
      for (let i = 0; i < 5; i++)
        emit(c, at + i * 800, "app", "warn", "upsell-recs call failed (optional, fallback used)", {
          stack:
            c.est.rt.app === "node"
              ? stack("node", r, "app", "AxiosError: Request failed with status code 503", [
                  "settle #node_modules/axios/lib/core/settle.js",
                  "IncomingMessage.handleStreamEnd #node_modules/axios/lib/adapters/http.js",
                  "async UpsellClient.offers #src/clients/upsell.js",
                ])
              : undefined,
        });
      emit(c, at + 4200, "app", "warn", "circuit upsell-recs OPEN after 5 failures, serving static offers");
      emit(c, at + 34200, "app", "info", "circuit upsell-recs HALF_OPEN, trial call");
      emit(c, at + 34500 + r.int(0, 300), "app", "info", "circuit upsell-recs CLOSED");
    },
  },
  {
    name: "address-registry-retries",
    note: "the address registry is slow for some requests and the first attempt times out before a retry succeeds",
    req: ["addr"],
    run: (c, at, dur) => {
      const r = c.rng;
      every(
        c,
        14 * c.k,
        (t) => {
          emit(
            c,
            t,
            "addr",
            "warn",
            `registry lookup attempt 1 timed out after 2000ms, retrying (postcode="${r.pick(c.est.postcodes)}")`,
          );
          emit(c, t + 2400, "addr", "info", `registry lookup ok on attempt 2 (${r.int(200, 800)}ms)`);
        },
        at,
        at + dur,
      );
    },
  },
  {
    name: "log-volume-rotation",
    note: "a log volume passes its usage warning and logrotate compresses old files",
    req: [],
    run: (c, at) => {
      const r = c.rng;
      const role: Role = has(c.est, "radius") ? "radius" : "app";
      emit(c, at, role, "warn", `disk usage /var/log ${r.int(85, 91)}% above 85% warning, forcing logrotate`);
      emit(c, at + 8000, role, "info", `logrotate: compressed ${r.int(8, 20)} files, /var/log now ${r.int(35, 50)}%`);
    },
  },
  {
    name: "acs-bulk-preset",
    note: "a bulk Wi-Fi preset goes out to thousands of routers and old firmware rejects some arguments",
    req: ["acs"],
    run: (c, at, dur) => {
      const r = c.rng;
      tick(
        c,
        30000,
        (t, i) =>
          emit(
            c,
            t,
            "acs",
            "info",
            `preset "wifi-band-steering-v3" batch ${i + 1}/40 applied to ${r.int(280, 320)} devices`,
          ),
        at,
        at + dur,
      );
      every(
        c,
        25 * c.k,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "error",
            `${sn(c)}: error 9003 (Invalid arguments) on SetParameterValues (firmware ${r.pick(["1.0.9", "1.1.2"])} lacks BandSteering), device excluded from preset`,
          ),
        at,
        at + dur,
      );
    },
  },
];
