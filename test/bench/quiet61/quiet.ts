// Harmless floor events that look alarming: each kind writes one burst that starts at t0 and heals by itself.
import { type Ctx, emit, has, loc, order, robot, sku, svc, tote, wave } from "./ctx.js";

export interface NoiseKind {
  kind: string;
  run: (c: Ctx, t0: number) => void;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

export const NOISE: readonly NoiseKind[] = [
  {
    kind: "robots paused for people in aisle",
    run: (c, t0) => {
      const f = svc(c, "fleet");
      for (let i = 0, t = t0; i < c.r.int(8, 20); i++, t += c.r.int(3000, 15000)) {
        const rb = robot(c);
        emit(c, t, f, "warn", `${rb} safety: protective field violated (lidar front), speed 0.0 m/s, mission paused`);
        emit(c, t + c.r.int(4000, 40000), f, "info", `${rb} protective field clear, resuming mission`);
      }
    },
  },
  {
    kind: "charging dock queue",
    run: (c, t0) => {
      const f = svc(c, "fleet");
      for (let i = 0, t = t0; i < c.r.int(6, 14); i++, t += c.r.int(5000, 20000)) {
        const rb = robot(c);
        emit(c, t, f, "warn", `${rb} battery ${c.r.int(12, 19)}% below threshold 20%, requesting dock`);
        emit(
          c,
          t + 300,
          f,
          "warn",
          `no free charge dock for ${rb}; queued at position ${c.r.int(2, 6)} (est wait ${c.r.int(3, 12)} min)`,
        );
      }
    },
  },
  {
    kind: "tote no-read recirculated",
    run: (c, t0) => {
      const cv = svc(c, "conveyor", "sorter");
      for (let i = 0, t = t0; i < c.r.int(15, 40); i++, t += c.r.int(1500, 6000)) {
        const tt = tote(c);
        emit(
          c,
          t,
          cv,
          "error",
          `NO READ at SCN-${pad(c.r.int(1, 4))}: tote ${tt} label unreadable (0/4 heads), sent to recirc`,
        );
        if (c.r.chance(0.8))
          emit(c, t + c.r.int(40000, 70000), cv, "info", `tote ${tt} read on 2nd pass at SCN-${pad(c.r.int(1, 4))}`);
      }
    },
  },
  {
    kind: "short picks with cycle count",
    run: (c, t0) => {
      const p = svc(c, "pick", "wms");
      for (let i = 0, t = t0; i < c.r.int(4, 10); i++, t += c.r.int(8000, 30000)) {
        const l = loc(c);
        emit(
          c,
          t,
          p,
          "warn",
          `SHORT PICK at ${l}: expected 4, picked ${c.r.int(0, 3)}; exception task created, cycle count requested`,
        );
        emit(
          c,
          t + 200,
          svc(c, "wms"),
          "error",
          `InventoryDiscrepancyException: location ${l} sku ${sku(c)} system=4 counted=${c.r.int(0, 3)}`,
        );
      }
    },
  },
  {
    kind: "printer jam cleared by staff",
    run: (c, t0) => {
      const l = svc(c, "label", "manifest");
      const prn = `PRN-${pad(c.r.int(1, 10))}`;
      emit(c, t0, l, "error", `${prn} status HEAD OPEN / PAPER JAM (~HS 1,0,0), job queue paused`);
      for (let i = 1; i < c.r.int(6, 14); i++)
        emit(
          c,
          t0 + i * c.r.int(3000, 8000),
          l,
          "error",
          `${prn} print job ${c.r.int(50000, 99999)} failed: printer not ready, requeued (${i}/20)`,
        );
      emit(c, t0 + c.r.int(100000, 150000), l, "info", `${prn} ready; resuming ${c.r.int(8, 30)} queued jobs`);
    },
  },
  {
    kind: "wave held for carrier cut-off",
    run: (c, t0) => {
      const w = svc(c, "wave", "wms");
      const wv = wave(c, t0);
      emit(
        c,
        t0,
        w,
        "warn",
        `wave ${wv} HELD: release blocked until cut-off recalculation (${c.r.pick(["DPD", "EVRI", "DHL", "UPS"])} trailer departs in ${c.r.int(25, 55)} min, ${c.r.int(40, 120)} orders would miss)`,
      );
      for (let i = 1; i < 6; i++) emit(c, t0 + i * 20000, w, "warn", `wave ${wv} still held (${i * 20}s)`);
      emit(
        c,
        t0 + 125000,
        w,
        "info",
        `wave ${wv} released after cut-off split: ${c.r.int(20, 80)} orders moved to next wave`,
      );
    },
  },
  {
    kind: "emergency replenishment burst",
    run: (c, t0) => {
      const rp = svc(c, "replen", "wms");
      for (let i = 0; i < c.r.int(10, 25); i++)
        emit(
          c,
          t0 + i * c.r.int(1000, 4000),
          rp,
          "warn",
          `EMERGENCY replen for sku ${sku(c)} at ${loc(c)}: forward empty with ${c.r.int(1, 9)} open demand`,
        );
    },
  },
  {
    kind: "slow slotting optimisation run",
    run: (c, t0) => {
      const s = svc(c, "slot", "replen", "wave");
      emit(c, t0, s, "info", "slotting optimisation started (mode=full, skus=48211)");
      for (let i = 1; i < 5; i++)
        emit(c, t0 + i * 30000, s, "warn", `slotting optimisation running for ${i * 30}s (> soft limit 60s)`);
      emit(c, t0 + 155000, s, "info", `slotting optimisation finished in 154.8s: ${c.r.int(100, 400)} moves proposed`);
    },
  },
  {
    kind: "shift change session expiries",
    run: (c, t0) => {
      const l = has(c, "lms") ? svc(c, "lms") : svc(c, "pick", "ptl");
      for (let i = 0; i < c.r.int(20, 45); i++)
        emit(
          c,
          t0 + i * c.r.int(400, 2000),
          l,
          "warn",
          `401 Unauthorized: session expired for badge ${c.r.int(10000, 99999)} (shift end), redirect to login`,
        );
    },
  },
  {
    kind: "put wall light module not answering",
    run: (c, t0) => {
      const p = svc(c, "ptl", "pick", "conveyor");
      const m = `LM-${c.r.int(100, 160)}`;
      for (let i = 0; i < c.r.int(5, 12); i++)
        emit(
          c,
          t0 + i * 9000,
          p,
          "error",
          `light module ${m} no ACK after 3 attempts (bus RS485-2), marking cubby offline`,
        );
      emit(c, t0 + c.r.int(110000, 130000), p, "info", `light module ${m} back online (replaced by maintenance)`);
    },
  },
  {
    kind: "conveyor jam at photo-eye",
    run: (c, t0) => {
      const cv = svc(c, "conveyor", "sorter");
      const z = `Z${c.r.int(10, 40)}`;
      emit(
        c,
        t0,
        cv,
        "error",
        `JAM detected zone ${z} (PE-${c.r.int(100, 999)} blocked 3.0s), zone stopped, upstream accumulating`,
      );
      for (let i = 1; i < 5; i++)
        emit(c, t0 + i * 10000, cv, "warn", `zone ${z} stopped ${i * 10}s, accumulation ${i * 18}%`);
      emit(c, t0 + 52000, cv, "info", `zone ${z} jam cleared by operator, restarted`);
    },
  },
  {
    kind: "sorter recirculation and overflow",
    run: (c, t0) => {
      const s = svc(c, "sorter", "conveyor");
      for (let i = 0; i < c.r.int(12, 30); i++)
        emit(
          c,
          t0 + i * c.r.int(2000, 5000),
          s,
          "warn",
          `item recirculated ${c.r.int(2, 3)}x, destination full; diverted to overflow chute 99`,
        );
    },
  },
  {
    kind: "e-stop pressed and reset",
    run: (c, t0) => {
      const f = svc(c, "fleet");
      const rb = robot(c);
      emit(c, t0, f, "error", `${rb} EMERGENCY STOP pressed (source=robot button), state=ESTOP`);
      emit(c, t0 + 200, f, "error", `${rb} mission M${c.r.int(100000, 999999)} aborted: robot in ESTOP`);
      emit(
        c,
        t0 + c.r.int(60000, 120000),
        f,
        "info",
        `${rb} e-stop released and reset by operator badge ${c.r.int(10000, 99999)}`,
      );
    },
  },
  {
    kind: "robot lost localisation",
    run: (c, t0) => {
      const f = svc(c, "fleet");
      for (let i = 0; i < c.r.int(3, 7); i++) {
        const rb = robot(c);
        const t = t0 + i * c.r.int(10000, 30000);
        emit(c, t, f, "error", `${rb} localization lost (score 0.31 < 0.60), stopping`);
        emit(c, t + c.r.int(8000, 25000), f, "info", `${rb} relocalized on marker QR-${c.r.int(1000, 9999)}, resuming`);
      }
    },
  },
  {
    kind: "traffic deadlock resolved by reroute",
    run: (c, t0) => {
      const tr = svc(c, "traffic");
      for (let i = 0; i < c.r.int(4, 9); i++)
        emit(
          c,
          t0 + i * c.r.int(8000, 20000),
          tr,
          "warn",
          `deadlock detected: ${robot(c)} <-> ${robot(c)} at N${c.r.int(1, 240)}; replanning lower-priority robot`,
        );
    },
  },
  {
    kind: "wifi roaming disconnects",
    run: (c, t0) => {
      const f = svc(c, "fleet");
      for (let i = 0; i < c.r.int(6, 15); i++) {
        const rb = robot(c);
        const t = t0 + i * c.r.int(4000, 12000);
        emit(
          c,
          t,
          f,
          "warn",
          `${rb} heartbeat missed (last seen ${c.r.int(2, 4)}.${c.r.int(0, 9)}s ago, AP handover ap-${c.r.int(10, 60)})`,
        );
        emit(c, t + c.r.int(1500, 5000), f, "info", `${rb} reconnected`);
      }
    },
  },
  {
    kind: "address validation failures at manifest close",
    run: (c, t0) => {
      const m = svc(c, "manifest", "label");
      emit(c, t0, m, "info", "end-of-day manifest close started for 4 carriers");
      for (let i = 0; i < c.r.int(8, 20); i++)
        emit(
          c,
          t0 + i * 1500,
          m,
          "error",
          `ValidationError: consignment ${c.r.int(1000000000, 9999999999)} postcode '${c.r.pick(["LS1", "M3 4", "EH99", "BT1 1AA1"])}' invalid, held for manual review`,
        );
      emit(
        c,
        t0 + 40000,
        m,
        "info",
        `manifest close finished: ${c.r.int(1200, 3000)} consignments, ${c.r.int(8, 20)} held`,
      );
    },
  },
  {
    kind: "carrier API 429 with backoff",
    run: (c, t0) => {
      const m = svc(c, "manifest", "label");
      for (let i = 0; i < c.r.int(6, 14); i++) {
        const t = t0 + i * c.r.int(2000, 6000);
        emit(c, t, m, "warn", `carrier API 429 Too Many Requests (Retry-After: 2), backing off`);
        emit(c, t + 2100, m, "info", `carrier API request succeeded after backoff`);
      }
    },
  },
  {
    kind: "rolling restart of labour service",
    run: (c, t0) => {
      const l = has(c, "lms") ? svc(c, "lms") : svc(c, "ptl", "label");
      for (let i = 0; i < 2; i++) {
        emit(c, t0 + i * 40000, l, "info", "received SIGTERM, finishing in-flight requests");
        emit(
          c,
          t0 + i * 40000 + 8000,
          l,
          "info",
          `booted ${l.name} (pid ${c.r.int(1, 40)}) in ${c.r.int(3, 9)}.${c.r.int(0, 9)}s`,
        );
      }
      emit(
        c,
        t0 + 3000,
        svc(c, "pick", "wms"),
        "warn",
        `${l.name}: connect ECONNREFUSED, event buffered (${c.r.int(3, 40)} pending)`,
      );
    },
  },
  {
    kind: "cycle count discrepancies",
    run: (c, t0) => {
      const w = svc(c, "wms");
      for (let i = 0; i < c.r.int(10, 25); i++)
        emit(
          c,
          t0 + i * 2500,
          w,
          "warn",
          `cycle count CC-${c.r.int(10000, 99999)} ${loc(c)}: variance ${c.r.pick([-2, -1, 1, 3])} units, recount scheduled`,
        );
    },
  },
  {
    kind: "slow query warnings",
    run: (c, t0) => {
      const w = svc(c, "wms");
      for (let i = 0; i < c.r.int(5, 10); i++)
        emit(
          c,
          t0 + i * 15000,
          w,
          "warn",
          `slow query (${c.r.int(1100, 4200)}ms): SELECT ... FROM inventory_balance ib JOIN location l ON ... WHERE l.zone_id = ? [report: replen-forecast]`,
        );
    },
  },
  {
    kind: "gc pause warnings",
    run: (c, t0) => {
      const java = c.e.svcs.find((x) => x.rt === "java") ?? svc(c, "wms");
      for (let i = 0; i < c.r.int(4, 8); i++)
        emit(
          c,
          t0 + i * 20000,
          java,
          "warn",
          `[gc] GC(${c.r.int(200, 900)}) Pause Young (G1 Humongous Allocation) ${c.r.int(900, 1500)}M->${c.r.int(400, 700)}M(4096M) ${c.r.int(180, 420)}.${c.r.int(100, 999)}ms`,
        );
    },
  },
  {
    kind: "certificate expiry reminder",
    run: (c, t0) => {
      const sv = c.r.pick(c.e.svcs);
      emit(
        c,
        t0,
        sv,
        "warn",
        `TLS certificate for ${sv.name}.${c.e.ns}.svc expires in ${c.r.int(14, 29)} days (cert-manager will renew)`,
      );
      emit(
        c,
        t0 + 60000,
        sv,
        "warn",
        `TLS certificate for ${sv.name}.${c.e.ns}.svc expires in ${c.r.int(14, 29)} days (cert-manager will renew)`,
      );
    },
  },
  {
    kind: "replica not ready during scale-up",
    run: (c, t0) => {
      const sv = svc(c, "wms");
      for (let i = 0; i < 4; i++)
        emit(c, t0 + i * 5000, sv, "warn", `readiness: 503 Service Unavailable (warming caches ${i * 25}%)`, {
          replica: 1,
        });
      emit(c, t0 + 21000, sv, "info", "readiness: caches warm, accepting traffic", { replica: 1 });
    },
  },
  {
    kind: "duplicate scans ignored",
    run: (c, t0) => {
      const cv = svc(c, "conveyor", "sorter");
      for (let i = 0; i < c.r.int(10, 30); i++)
        emit(
          c,
          t0 + i * 3000,
          cv,
          "warn",
          `duplicate scan of ${tote(c)} within 800ms at SCN-${pad(c.r.int(1, 14))}, ignoring`,
        );
    },
  },
  {
    kind: "printer ribbon low",
    run: (c, t0) => {
      const l = svc(c, "label", "manifest");
      for (let i = 0; i < 6; i++)
        emit(
          c,
          t0 + i * 25000,
          l,
          "warn",
          `PRN-${pad(c.r.int(1, 10))} RIBBON LOW (est ${c.r.int(80, 300)} labels left)`,
        );
    },
  },
  {
    kind: "pick-to-light firmware mismatch",
    run: (c, t0) => {
      const p = svc(c, "ptl", "pick", "conveyor");
      for (let i = 0; i < c.r.int(5, 12); i++)
        emit(
          c,
          t0 + i * 4000,
          p,
          "warn",
          `display ${c.r.int(1000, 1999)} firmware 2.4.1 != expected 2.6.0, running in compatibility mode`,
        );
    },
  },
  {
    kind: "orders on credit hold",
    run: (c, t0) => {
      const w = svc(c, "wms");
      for (let i = 0; i < c.r.int(5, 12); i++)
        emit(
          c,
          t0 + i * 6000,
          w,
          "error",
          `order ${order(c)} rejected at allocation: customer account on CREDIT HOLD (code CH-02)`,
        );
    },
  },
  {
    kind: "negative stock reconciled",
    run: (c, t0) => {
      const w = svc(c, "wms");
      for (let i = 0; i < c.r.int(3, 8); i++) {
        const s = sku(c);
        emit(
          c,
          t0 + i * 12000,
          w,
          "error",
          `NegativeStockException: sku ${s} at ${loc(c)} would go to -1; pick confirmed, adjustment ADJ-${c.r.int(10000, 99999)} queued`,
        );
        emit(c, t0 + i * 12000 + 3000, w, "info", `adjustment for sku ${s} posted, balance 0`);
      }
    },
  },
  {
    kind: "robot firmware rollout",
    run: (c, t0) => {
      const f = svc(c, "fleet");
      for (let i = 0; i < c.r.int(4, 8); i++) {
        const rb = robot(c);
        const t = t0 + i * 25000;
        emit(c, t, f, "warn", `${rb} taken OFFLINE for OTA update fw 7.${c.r.int(1, 4)}.${c.r.int(0, 9)}`);
        emit(c, t + c.r.int(60000, 90000), f, "info", `${rb} back online after OTA`);
      }
    },
  },
  {
    kind: "fire door test closes a zone",
    run: (c, t0) => {
      const tr = svc(c, "traffic");
      emit(
        c,
        t0,
        tr,
        "warn",
        `zone ${c.r.pick(["B", "C", "MEZZ"])} CLOSED by facility input FD-${c.r.int(1, 8)} (fire door test), ${c.r.int(30, 90)} nodes blocked`,
      );
      for (let i = 1; i < c.r.int(10, 25); i++)
        emit(
          c,
          t0 + i * 3000,
          tr,
          "warn",
          `route for ${robot(c)} blocked by closed zone, replanned (+${c.r.int(10, 80)}m)`,
        );
      emit(c, t0 + 100000, tr, "info", "zone reopened by facility input, nodes unblocked");
    },
  },
  {
    kind: "pack scale weight mismatch",
    run: (c, t0) => {
      const w = svc(c, "pick", "conveyor", "wms");
      for (let i = 0; i < c.r.int(6, 14); i++)
        emit(
          c,
          t0 + i * 7000,
          w,
          "warn",
          `checkweigh failed carton ${c.r.int(100000, 999999)}: expected ${c.r.int(400, 2000)}g +/-5%, got ${c.r.int(300, 2400)}g -> QA lane`,
        );
    },
  },
  {
    kind: "kafka consumer rebalance",
    run: (c, t0) => {
      const w = svc(c, "wms");
      emit(
        c,
        t0,
        w,
        "warn",
        `[Consumer clientId=wms-events-1, groupId=wms-events] Request joining group due to: group is already rebalancing`,
      );
      emit(
        c,
        t0 + 1500,
        w,
        "warn",
        `[Consumer clientId=wms-events-1, groupId=wms-events] Revoke previously assigned partitions wms.task-events-0, wms.task-events-1`,
      );
      emit(
        c,
        t0 + 4200,
        w,
        "info",
        `[Consumer clientId=wms-events-1, groupId=wms-events] Successfully joined group with generation Generation{generationId=${c.r.int(100, 900)}}`,
      );
    },
  },
  {
    kind: "dock door sensor flapping",
    run: (c, t0) => {
      const w = svc(c, "wave", "wms");
      for (let i = 0; i < c.r.int(8, 20); i++)
        emit(
          c,
          t0 + i * 4000,
          w,
          "warn",
          `dock door DD-${pad(c.r.int(1, 24))} sensor state ${i % 2 ? "OPEN" : "CLOSED"} (debounce), trailer ${c.r.hex(6).toUpperCase()}`,
        );
    },
  },
  {
    kind: "analytics export timeout retried",
    run: (c, t0) => {
      const l = has(c, "lms") ? svc(c, "lms") : svc(c, "wave", "wms");
      emit(c, t0, l, "error", "export to analytics warehouse timed out after 30s (batch 1/3), will retry");
      emit(c, t0 + 35000, l, "info", "export to analytics warehouse batch 1/3 ok on retry");
    },
  },
  {
    kind: "orphan tote to exception lane",
    run: (c, t0) => {
      const cv = svc(c, "conveyor", "sorter");
      for (let i = 0; i < c.r.int(4, 10); i++)
        emit(
          c,
          t0 + i * 9000,
          cv,
          "error",
          `tote ${tote(c)} has no active task in WMS (404), routed to exception lane EX-1`,
        );
    },
  },
  {
    kind: "one bad request panics and is recovered",
    run: (c, t0) => {
      const sv = c.e.svcs.find((x) => x.rt === "go") ?? c.e.svcs.find((x) => x.rt === "node") ?? svc(c, "wms");
      const stack =
        sv.rt === "go"
          ? [
              "goroutine 48213 [running]:",
              "net/http.(*conn).serve.func1()",
              "\t/usr/local/go/src/net/http/server.go:1947 +0xbe",
              "panic({0x1a2b3c0?, 0xc0004f2a80?})",
              "\t/usr/local/go/src/runtime/panic.go:785 +0x132",
              "main.(*stationHandler).lookup(0xc000212000, {0xc0003b6d20, 0x0})",
              "\t/src/internal/station/handler.go:117 +0x3a5",
            ].join("\n")
          : [
              "TypeError: Cannot read properties of undefined (reading 'slot')",
              "    at lookupStation (/app/dist/station.js:54:31)",
              "    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
            ].join("\n");
      for (let i = 0; i < c.r.int(1, 3); i++)
        emit(
          c,
          t0 + i * c.r.int(20000, 60000),
          sv,
          "error",
          sv.rt === "go"
            ? `http: panic serving 10.${c.r.int(0, 9)}.${c.r.int(0, 255)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: runtime error: index out of range [0] with length 0`
            : "unhandled error in GET /stations/:id (station id empty), responded 500",
          { stack },
        );
    },
  },
  {
    kind: "stale badge lookups 404",
    run: (c, t0) => {
      const sv = c.e.svcs.find((x) => x.rt === "ruby") ?? c.e.svcs.find((x) => x.rt === "dotnet") ?? svc(c, "wms");
      for (let i = 0; i < c.r.int(3, 8); i++) {
        const badge = c.r.int(10000, 99999);
        emit(
          c,
          t0 + i * c.r.int(5000, 15000),
          sv,
          sv.rt === "ruby" ? "fatal" : "error",
          sv.rt === "ruby"
            ? `ActiveRecord::RecordNotFound (Couldn't find Associate with 'badge_no'=${badge}):`
            : `Associate lookup failed for badge ${badge}`,
          {
            stack:
              sv.rt === "ruby"
                ? [
                    "activerecord (7.1.3) lib/active_record/core.rb:253:in `find_by!'",
                    "app/controllers/api/v1/scans_controller.rb:14:in `create'",
                    "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
                  ].join("\n")
                : [
                    `System.Collections.Generic.KeyNotFoundException: The given key '${badge}' was not present in the dictionary.`,
                    "   at System.Collections.Generic.Dictionary`2.get_Item(TKey key)",
                    "   at Labour.Badges.BadgeCache.Resolve(Int32 badge) in /src/Labour/Badges/BadgeCache.cs:line 37",
                  ].join("\n"),
          },
        );
      }
    },
  },
  {
    kind: "plc gateway reconnect with backtrace",
    run: (c, t0) => {
      const sv = c.e.svcs.find((x) => x.rt === "cpp") ?? svc(c, "conveyor", "sorter");
      emit(
        c,
        t0,
        sv,
        "error",
        `S7 read DB${c.r.int(100, 140)}.DBW${c.r.int(0, 64)} failed: ISO-on-TCP PDU error 0x8104 (context not supported), resetting session`,
        {
          stack: [
            " 0# plc::S7Session::read(unsigned short, unsigned short) at /src/plc/s7_session.cpp:212",
            " 1# plc::Poller::cycle() at /src/plc/poller.cpp:88",
            " 2# std::thread::_State_impl<...>::_M_run() in /usr/lib/x86_64-linux-gnu/libstdc++.so.6",
          ].join("\n"),
        },
      );
      emit(c, t0 + c.r.int(300, 900), sv, "info", "S7 session re-established (PDU 960), polling resumed");
    },
  },
];
