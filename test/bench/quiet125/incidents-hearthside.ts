// The two Hearthside incidents: the egress path from evv-gateway to the state EVV aggregator resetting
// connections (network), and careplan-svc running out of heap on an audit export and crash-looping (memory).
import { spread } from "./context.js";
import { callerError } from "./errors.js";
import { arrivals, type IncidentSpec } from "./incident-kind.js";
import { restartPod, startupLines } from "./lifecycle.js";
import { rollingRestart } from "./noise-ops.js";
import { javaTrace } from "./stacks.js";
import type { Ctx } from "./types.js";

const AGG = "https://evv-agg.state-pa.example/api/v3/visits/validate";
const AGG_IP = "34.117.59.81";

function pathError(ctx: Ctx): string {
  const { r } = ctx;
  const local = `10.40.6.${r.int(10, 40)}:${r.int(32768, 60999)}`;
  return r.pick([
    `Post "${AGG}": read tcp ${local}->${AGG_IP}:443: read: connection reset by peer`,
    `Post "${AGG}": read tcp ${local}->${AGG_IP}:443: read: connection reset by peer`,
    `Post "${AGG}": write tcp ${local}->${AGG_IP}:443: write: broken pipe`,
    `Post "${AGG}": unexpected EOF`,
    `Post "${AGG}": read tcp ${local}->${AGG_IP}:443: read: connection reset by peer`,
  ]);
}

export const evvEgress: IncidentSpec = {
  id: "evv-egress-resets",
  estate: "hearthside",
  category: "network",
  origin: "evv",
  hints: ["connection", "reset", "network", "socket"],
  severity: "high",
  note: "The egress path from evv-gateway to the state EVV aggregator starts resetting connections; the gateway logs retry WARNs and gives up on most punches, and the caregiver BFF and ingress report 502s on clock-in and clock-out more loudly than the origin.",
  startAt: [0.35, 0.55],
  dropFlow: (flow, t, start) => t >= start && (flow === "clock-in" || flow === "clock-out"),
  dropLine: (ev, start) => ev.t >= start && ev.svc === "evv-gateway" && ev.msg.startsWith("aggregator outbox flush"),
  run(ctx, T) {
    const { r, e } = ctx;
    const dur = ctx.w.t1 - T;
    let first = true;
    for (const flow of ["clock-in", "clock-out"] as const)
      for (const t0 of arrivals(ctx, flow, T, ctx.w.t1)) {
        const at = first ? T - 15 : t0;
        const v = e.ids.visit(r);
        const cg = e.ids.caregiver(r);
        const id = ctx.newId();
        const pFail = 0.55 + 0.35 * Math.min(1, (t0 - T) / (dur * 0.4));
        ctx.log(
          at,
          "app",
          "INFO",
          flow === "clock-in"
            ? `clock-in received visit=${v} caregiver=${cg} method=gps accuracy=${r.int(4, 35)}m`
            : `clock-out received visit=${v} tasks_done=${r.int(4, 9)}/9 signature=captured`,
          { trace: id },
        );
        let t = first ? T : at + r.int(8, 20);
        let ok = false;
        for (let a = 1; a <= 3; a++) {
          if (!first && !r.chance(pFail)) {
            ok = true;
            break;
          }
          first = false;
          const err = pathError(ctx);
          ctx.log(
            t,
            "evv",
            a < 3 ? "WARN" : "ERROR",
            a < 3
              ? `aggregator validate failed, retrying attempt=${a} visit=${v}: ${err}`
              : `aggregator validate failed after 3 attempts, responding 502 visit=${v}: ${err}`,
            { trace: id },
          );
          t += r.int(200, 700) * a;
        }
        if (ok) {
          ctx.log(
            t,
            "evv",
            "INFO",
            `evv record stored visit=${v} dist_m=${r.int(3, 140)} acc_m=${r.int(4, 35)} verdict=within_geofence`,
            { trace: id },
          );
          ctx.log(
            t + r.int(10, 40),
            "sched",
            "INFO",
            flow === "clock-in"
              ? `Visit ${v} SCHEDULED -> IN_PROGRESS (caregiver=${cg}, source=GPS)`
              : `Visit ${v} IN_PROGRESS -> COMPLETED (units=${r.int(4, 16)}, payer=${e.ids.payer(r)})`,
            { trace: id },
          );
          ctx.log(
            t + r.int(45, 70),
            "edge",
            "INFO",
            e.edgeLine(r, t, "POST", `/api/v2/visits/${v}/${flow}`, 200, "caregiver-app-bff", t - at + 60),
            { trace: id },
          );
          continue;
        }
        const rep = callerError(
          r,
          e,
          ctx.S("app"),
          { name: "evv-gateway", port: 8080, method: "POST", path: `/internal/punches`, status: 502 },
          "status",
        );
        ctx.log(
          t + r.int(2, 10),
          "app",
          "ERROR",
          `POST /v2/visits/${v}/${flow} failed: evv-gateway responded 502 (${rep.detail})`,
          { trace: id, stack: rep.stack, err: { kind: rep.kind, message: rep.detail } },
        );
        ctx.log(
          t + r.int(11, 20),
          "edge",
          "INFO",
          e.edgeLine(r, t, "POST", `/api/v2/visits/${v}/${flow}`, 502, "caregiver-app-bff", t - at + 20),
          { trace: id },
        );
        // The app retries from its outbox; the retry meets the same path.
        if (r.chance(0.5)) {
          const t2 = t + r.int(20000, 60000);
          const id2 = ctx.newId();
          ctx.log(t2, "evv", "WARN", `aggregator validate failed, retrying attempt=1 visit=${v}: ${pathError(ctx)}`, {
            trace: id2,
          });
          ctx.log(
            t2 + r.int(400, 900),
            "evv",
            "ERROR",
            `aggregator validate failed after 3 attempts, responding 502 visit=${v}: ${pathError(ctx)}`,
            { trace: id2 },
          );
          ctx.log(
            t2 + r.int(901, 950),
            "app",
            "ERROR",
            `POST /v2/visits/${v}/${flow} failed: evv-gateway responded 502 (Request failed with status code 502) [outbox retry]`,
            { trace: id2 },
          );
        }
      }
    // The async outbox to the aggregator stalls on the same path.
    let backlog = r.int(30, 80);
    for (let t = T + r.int(20000, 60000); t < ctx.w.t1; t += r.int(85000, 95000)) {
      backlog += r.int(60, 160);
      ctx.log(
        t,
        "evv",
        "WARN",
        `aggregator outbox flush: sent=0 failed=${r.int(20, 60)} pending=${backlog}, last error: ${pathError(ctx)}`,
      );
    }
    // Unrelated: payer-billing rolls out a release two minutes before, and family-portal reloads flags.
    rollingRestart(ctx, ctx.S("billing"), T - r.int(100000, 160000), "2026.05.7", true);
    ctx.log(
      T + r.int(20000, 60000),
      "portal",
      "INFO",
      `config reloaded from ConfigMap family-portal-config (revision ${r.int(30, 60)}, 1 keys changed)`,
    );
  },
};

function oomTrace(thread: string): string[] {
  return javaTrace(`Exception in thread "${thread}" java.lang.OutOfMemoryError: Java heap space`, [
    "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
    "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
    "java.base/java.io.ByteArrayOutputStream.write(ByteArrayOutputStream.java:132)",
    "org.apache.pdfbox.pdfwriter.COSWriter.doWriteObject(COSWriter.java:526)",
    "org.apache.pdfbox.pdmodel.PDDocument.save(PDDocument.java:1296)",
    "com.hearthside.careplan.export.PacketRenderer.render(PacketRenderer.java:88)",
    "com.hearthside.careplan.export.AuditExportWorker.handle(AuditExportWorker.java:61)",
  ]);
}

export const careplanOom: IncidentSpec = {
  id: "careplan-heap",
  estate: "hearthside",
  category: "memory",
  origin: "plans",
  hints: ["outofmemory", "memory", "heap", "oom"],
  severity: "high",
  note: "An audit export of a thousand care-plan PDFs fills careplan-svc's heap: long full GCs, OutOfMemoryError, ExitOnOutOfMemoryError restarts, and the redelivered export kills the next pod; the BFF and med-reminder report timeouts and refused connections louder than the origin.",
  startAt: [0.25, 0.45],
  dropFlow: (flow, t, start) => t >= start && (flow === "careplan" || flow === "task-log"),
  run(ctx, T) {
    const { r, e } = ctx;
    const plans = ctx.S("plans");
    ctx.log(
      T - r.int(30000, 60000),
      "plans",
      "INFO",
      `Audit export requested by ${e.ids.user(r)}: care plan packets for ${r.int(1100, 1400)} clients (PDF, zipped), queued as job AX-${r.int(1000, 9999)}`,
    );
    // Crash-loop cycles: thrash, OOM, restart; the redelivered job kills the next pod.
    const phases: Array<{ thrash: number; dead: number; up: number }> = [];
    let s = T;
    let gc = r.int(4000, 7000);
    while (s < ctx.w.t1) {
      const thrashLen = r.int(60000, 110000);
      const deadLen = r.int(20000, 35000);
      phases.push({ thrash: s, dead: s + thrashLen, up: s + thrashLen + deadLen });
      // Full GCs with growing pauses.
      let t = s;
      let pause = r.float(1200, 1900);
      while (t < s + thrashLen) {
        const before = r.int(2030, 2047);
        ctx.log(
          t,
          "plans",
          "INFO",
          `[gc] GC(${gc}) Pause Full (G1 Compaction Pause) ${before}M->${before - r.int(2, 30)}M(2048M) ${pause.toFixed(3)}ms`,
        );
        gc++;
        pause = Math.min(r.float(5200, 7600), pause * r.float(1.1, 1.35));
        t += pause + r.int(1500, 5000);
      }
      const oomAt = s + thrashLen - r.int(3000, 8000);
      for (let i = 0; i < r.int(2, 4); i++) {
        const th = `http-nio-8080-exec-${r.int(1, 40)}`;
        ctx.log(
          oomAt + i * r.int(50, 400),
          "plans",
          "ERROR",
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause`,
          {
            stack: ["java.lang.OutOfMemoryError: Java heap space", ...oomTrace(th).slice(1)],
            err: { kind: "java.lang.OutOfMemoryError", message: "Java heap space" },
          },
        );
      }
      ctx.log(
        s + thrashLen - 200,
        "plans",
        "ERROR",
        'Exception in thread "export-worker-1" java.lang.OutOfMemoryError: Java heap space',
        { stack: oomTrace("export-worker-1").slice(1) },
      );
      ctx.log(s + thrashLen, "plans", "FATAL", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      let tt = s + thrashLen + deadLen - 8000;
      for (const [level, msg] of startupLines(r, plans, "2026.05.2")) {
        ctx.log(tt, "plans", level, msg);
        tt += r.int(100, 1500);
      }
      ctx.log(
        tt + r.int(2000, 15000),
        "plans",
        "INFO",
        `AuditExportWorker picked up redelivered job AX (attempt ${phases.length + 1})`,
      );
      s = s + thrashLen + deadLen + r.int(10000, 30000);
      gc = r.int(30, 90);
    }
    const phaseAt = (t: number) => phases.find((p) => t >= p.thrash && t < p.up + 10000);
    // Callers: the BFF's care-plan and task calls, and the reminder sweep.
    const app = ctx.S("app");
    for (const flow of ["careplan", "task-log"] as const)
      for (const t of arrivals(ctx, flow, T, ctx.w.t1)) {
        const p = phaseAt(t);
        const id = ctx.newId();
        const path = flow === "careplan" ? `/internal/careplans/${e.ids.client(r)}` : `/internal/adl`;
        if (!p || (t < p.dead && r.chance(0.45))) {
          const slow = p ? r.int(2500, 9000) : r.int(20, 140);
          ctx.log(
            t,
            "plans",
            "INFO",
            flow === "careplan"
              ? `Care plan CP-${r.int(3000, 9999)} v${r.int(2, 30)} served for ${e.ids.client(r)} (tasks=${r.int(5, 14)}, meds=${r.int(0, 9)}, allergies=${r.int(0, 3)})`
              : `ADL entry recorded visit=${e.ids.visit(r)} task=bathing status=done`,
            { trace: id },
          );
          ctx.log(
            t + slow,
            "app",
            p ? "WARN" : "INFO",
            `${flow === "careplan" ? "GET /v2/clients/careplan" : "POST /v2/visits/tasks"} ${flow === "careplan" ? 200 : 201} ${slow}ms${p ? " (slow upstream careplan-svc)" : ""}`,
            { trace: id },
          );
          continue;
        }
        const how = t < p.dead ? "timeout" : "refused";
        const rep = callerError(
          r,
          e,
          app,
          { name: "careplan-svc", port: 8080, method: flow === "careplan" ? "GET" : "POST", path, timeoutMs: 5000 },
          how,
        );
        ctx.log(
          t + (how === "timeout" ? 5000 : r.int(1, 5)),
          "app",
          "ERROR",
          `${flow === "careplan" ? "GET /v2/clients/:id/careplan" : "POST /v2/visits/:id/tasks"} failed: careplan-svc ${rep.detail}`,
          { trace: id, stack: rep.stack, err: { kind: rep.kind, message: rep.detail } },
        );
        ctx.log(
          t + (how === "timeout" ? 5010 : 10),
          "edge",
          "INFO",
          e.edgeLine(
            r,
            t,
            flow === "careplan" ? "GET" : "POST",
            flow === "careplan"
              ? `/api/v2/clients/${e.ids.client(r)}/careplan`
              : `/api/v2/visits/${e.ids.visit(r)}/tasks`,
            how === "timeout" ? 504 : 502,
            "caregiver-app-bff",
            how === "timeout" ? 5012 : 12,
          ),
          { trace: id },
        );
      }
    const meds = ctx.S("meds");
    for (const p of phases) {
      for (const t of spread(r, r.int(15, 40), p.dead, Math.min(p.up, ctx.w.t1))) {
        const c = e.ids.client(r);
        const rep = callerError(
          r,
          e,
          meds,
          { name: "careplan-svc", port: 8080, method: "GET", path: `/internal/careplans/${c}/meds` },
          "refused",
        );
        ctx.log(
          t,
          "meds",
          "ERROR",
          `failed to load med schedule for ${c} from careplan-svc: ${rep.detail}`,
          r.chance(0.3) ? { stack: rep.stack, err: { kind: rep.kind, message: rep.detail } } : {},
        );
      }
      ctx.log(
        p.up - r.int(500, 3000),
        "meds",
        "WARN",
        `reminder sweep degraded: ${r.int(15, 40)} clients skipped (careplan-svc unavailable), will retry next sweep`,
      );
    }
    // Unrelated: notify-dispatch gets a routine restart earlier in the window.
    restartPod(ctx, ctx.S("notify"), ctx.w.t0 + r.int(30000, 90000), "2026.05.4", r.int(3000, 6000));
  },
};
