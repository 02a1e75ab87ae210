// The two Kindred incidents: the voice/SMS vendor behind `reminders` answers 503 until its circuit breaker
// opens (dependency), and a clockin release reads an empty aggregator URL from its config (configuration).
import { spread } from "./context.js";
import { callerError } from "./errors.js";
import { arrivals, type IncidentSpec } from "./incident-kind.js";
import { restartPod, shutdownLines, startupLines } from "./lifecycle.js";
import { nodeTrace } from "./stacks.js";
import { MEDS, masked, phone } from "./vocab.js";

const ACCT = "AC4f9b2e0c71d54a8e9b3c1d2e5f6a7b8c";
const CALLS = `https://api.voicely.example/2010-04-01/Accounts/${ACCT}/Calls.json`;

function vendorStack(status: number): string[] {
  return nodeTrace(`VoicelyApiError: ${status} Service Unavailable`, [
    "VoicelyClient.request (/app/dist/vendor/voicely.js:88:19)",
    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    "async retry (/app/dist/lib/retry.js:22:20)",
    "async Dispatcher.deliver (/app/dist/dispatch/dispatcher.js:141:7)",
    "async Promise.allSettled (index 3)",
    "async Dispatcher.tick (/app/dist/dispatch/dispatcher.js:63:5)",
  ]);
}

export const voiceVendor: IncidentSpec = {
  id: "voice-vendor-503",
  estate: "kindred",
  category: "dependency",
  origin: "meds",
  hints: ["unavailable", "503", "circuit", "vendor"],
  severity: "high",
  note: "The voice/SMS vendor behind `reminders` starts answering 503 to call and message requests; reminders retries, opens its circuit breaker and fails fast, and Sidekiq pages nurses about undelivered medication reminders far more loudly than the origin.",
  startAt: [0.3, 0.5],
  dropFlow: (flow, t, start) => t >= start && flow === "reminder",
  dropLine: (ev, start) => ev.t >= start && ev.svc === "reminders" && ev.msg.startsWith("dispatch tick"),
  run(ctx, T) {
    const { r, e } = ctx;
    const openAt = T + r.int(35000, 70000);
    // Breaker cycles: open 30 s, half-open probe fails, open again.
    const opens: number[] = [];
    for (let t = openAt; t < ctx.w.t1; t += 30000 + r.int(200, 1500)) opens.push(t);
    const isOpen = (t: number) => t >= openAt;
    ctx.log(
      openAt,
      "meds",
      "ERROR",
      `circuit 'voicely' OPEN: ${r.int(78, 95)}% of ${r.int(20, 40)} calls failed in 10s window; failing fast for 30000ms`,
    );
    for (const t of opens.slice(1)) {
      ctx.log(t - 5, "meds", "WARN", "circuit 'voicely' HALF_OPEN: sending probe request");
      ctx.log(
        t + r.int(300, 900),
        "meds",
        "ERROR",
        `circuit 'voicely' OPEN again: probe failed with 503 Service Unavailable`,
      );
    }
    let first = true;
    const undelivered: number[] = [];
    for (const t0 of arrivals(ctx, "reminder", T, ctx.w.t1, 1.3)) {
      const t = first ? T : t0;
      const c = e.ids.client(r);
      const med = r.pick(MEDS);
      const id = ctx.newId();
      if (!first && !isOpen(t) && r.chance(0.15)) {
        ctx.log(
          t,
          "meds",
          "INFO",
          `reminder delivered client=${c} med="${med}" channel=voice vendor=voicely sid=CA${r.hex(32)} ${r.int(900, 4000)}ms (after retry)`,
          { trace: id },
        );
        continue;
      }
      if (isOpen(t) && !first) {
        ctx.log(
          t,
          "meds",
          "ERROR",
          `reminder delivery skipped client=${c} med="${med}": Breaker is open (EOPENBREAKER)`,
          { trace: id },
        );
        undelivered.push(t);
        continue;
      }
      first = false;
      let tt = t;
      for (let a = 1; a <= 3; a++) {
        const st = r.pick([503, 503, 503, 502]);
        ctx.log(
          tt,
          "meds",
          "WARN",
          `voicely POST ${CALLS} -> ${st} ${st === 503 ? "Service Unavailable" : "Bad Gateway"} (attempt ${a}/3, ${r.int(80, 2500)}ms)`,
          { trace: id },
        );
        tt += 500 * 2 ** a + r.int(0, 300);
      }
      ctx.log(
        tt,
        "meds",
        "ERROR",
        `reminder delivery failed client=${c} med="${med}" to=${masked(phone(r))} after 3 attempts: {"code":20503,"message":"Service Unavailable","more_info":"https://status.voicely.example"}`,
        {
          trace: id,
          stack: vendorStack(503),
          err: { kind: "VoicelyApiError", message: "503 Service Unavailable" },
        },
      );
      undelivered.push(tt);
    }
    for (let t = T + r.int(5000, 30000); t < ctx.w.t1; t += 30000 + r.int(-300, 300)) {
      const due = r.int(8, 60);
      ctx.log(
        t,
        "meds",
        "WARN",
        `dispatch tick: ${due} reminders due, 0 sent, ${due} failed (${isOpen(t) ? "circuit open" : "vendor errors"})`,
      );
    }
    // Fifteen minutes of grace would be realistic; the escalation job checks every minute and pages early for high-risk meds.
    for (const t of undelivered) {
      if (!r.chance(0.7)) continue;
      const te = t + r.int(60000, 180000);
      const jid = r.hex(24);
      ctx.log(
        te,
        "worker",
        "ERROR",
        `MissedReminderEscalationJob JID-${jid} ERROR: reminder for ${e.ids.client(r)} (${r.pick(MEDS)}) undelivered; paging on-call nurse`,
      );
      ctx.log(
        te + r.int(100, 400),
        "worker",
        "WARN",
        `MissedReminderEscalationJob JID-${jid} WARN: retry 1 scheduled (voice page queued behind reminders backlog)`,
      );
    }
    for (const t of spread(r, r.int(10, 25), T + 30000, ctx.w.t1))
      ctx.log(t, "portal", "WARN", `reminder status unavailable for ${e.ids.client(r)}: last attempt failed`, {
        trace: ctx.newId(),
      });
    // Unrelated: telephony ships a release right before.
    let tp = T - r.int(60000, 180000);
    for (let p = 0; p < 2; p++)
      tp = restartPod(ctx, ctx.S("ivr"), tp, "v2.31.0", r.int(3000, 6000)) + r.int(5000, 15000);
  },
};

export const clockinConfig: IncidentSpec = {
  id: "clockin-empty-url",
  estate: "kindred",
  category: "configuration",
  origin: "evv",
  hints: ["config", "url", "scheme", "setting"],
  severity: "high",
  note: 'A clockin release renamed its aggregator URL setting and the deployment still sets the old name, so new pods start with an empty URL and every punch fails with `unsupported protocol scheme ""`; the API gateway, telephony and late-visit sweeps complain louder than clockin.',
  startAt: [0.3, 0.5],
  dropFlow: (flow, t, start) => t >= start + 5000 && ["punch-in", "punch-out", "phone-punch"].includes(flow),
  run(ctx, T) {
    const { r, e } = ctx;
    const svc = ctx.S("evv");
    ctx.log(T - r.int(30000, 50000), "evv", "INFO", `deploy clockin v3.8.0 requested by ci (${r.hex(7)})`);
    // Pod 1 replaced at T, pod 2 about a minute later.
    const pods: Array<[number, number]> = [];
    let t = T;
    for (let p = 0; p < 2; p++) {
      let tt = t - r.int(1500, 3000);
      for (const [level, msg] of shutdownLines(r, svc)) {
        ctx.log(tt, "evv", level, msg);
        tt += r.int(50, 300);
      }
      const st = startupLines(r, svc, "3.8.0");
      ctx.log(t, "evv", st[0][0], st[0][1]);
      ctx.log(
        t + r.int(5, 20),
        "evv",
        "INFO",
        `config loaded env=production aggregator_url="" geofence_default_m=250 photo_required=false tz=America/New_York`,
      );
      ctx.log(t + r.int(21, 40), "evv", st[1][0], st[1][1]);
      pods.push([t + 1000, p]);
      t += r.int(45000, 75000);
    }
    const share = (x: number) => (x < pods[0][0] ? 0 : x < pods[1][0] ? 0.5 : 1);
    const failing = (x: number) => r.chance(share(x));
    const flows: Array<["punch-in" | "punch-out" | "phone-punch", string]> = [
      ["punch-in", "in"],
      ["punch-out", "out"],
      ["phone-punch", "in"],
    ];
    for (const [flow, kind] of flows)
      for (const t0 of arrivals(ctx, flow, T + 5000, ctx.w.t1)) {
        const v = e.ids.visit(r);
        const d = e.ids.caregiver(r);
        const id = ctx.newId();
        if (flow === "phone-punch")
          ctx.log(
            t0,
            "ivr",
            "INFO",
            `inbound call did=+18005550142 from=${masked(phone(r))} matched visit=${v} caller_id=registered`,
          );
        if (!failing(t0)) {
          ctx.log(
            t0 + 20,
            "evv",
            "INFO",
            `punch accepted visit=${v} dsp=${d} kind=${kind} dist=${r.int(2, 150)}m src=${flow === "phone-punch" ? "ivr" : "gps"}`,
            { trace: id },
          );
          continue;
        }
        const attempts = flow === "phone-punch" ? 1 : r.int(2, 3);
        let tt = t0 + 20;
        for (let a = 1; a <= attempts; a++) {
          ctx.log(
            tt,
            "evv",
            "ERROR",
            `submit punch visit=${v} dsp=${d} kind=${kind} to aggregator: Post "/v1/visits/punches": unsupported protocol scheme ""`,
            {
              trace: id,
              err: { kind: "*url.Error", message: 'Post "/v1/visits/punches": unsupported protocol scheme ""' },
            },
          );
          if (flow === "phone-punch") {
            const rep = callerError(
              r,
              e,
              ctx.S("ivr"),
              { name: "clockin", port: 8080, method: "POST", path: "/internal/punches", status: 500 },
              "status",
            );
            ctx.log(
              tt + r.int(3, 10),
              "ivr",
              "ERROR",
              `punch submit failed for visit ${v}: ${rep.detail}; played "please try again later" prompt`,
            );
          } else {
            ctx.log(
              tt + r.int(3, 10),
              "edge",
              "ERROR",
              `upstream clockin returned 500 for POST /v1/visits/${v}/punch (attempt ${a})`,
              { trace: id },
            );
            ctx.log(
              tt + r.int(11, 20),
              "edge",
              "INFO",
              e.edgeLine(r, tt, "POST", `/v1/visits/${v}/punch`, 502, "clockin", r.int(20, 60)),
              { trace: id },
            );
          }
          tt += r.int(4000, 20000);
        }
      }
    // Visits without punches start showing up as late.
    for (const x of spread(r, Math.max(3, Math.round((ctx.w.t1 - T) / 25000)), T + 240000, ctx.w.t1))
      ctx.log(
        x,
        "worker",
        "ERROR",
        `LateVisitSweepJob JID-${r.hex(24)} ERROR: visit ${e.ids.visit(r)} overdue ${r.int(15, 30)}m dsp=${e.ids.caregiver(r)} (no punch received)`,
      );
    // Unrelated: famlink deployed a few minutes earlier; roster reloads a flag set.
    let tf = T - r.int(150000, 260000);
    for (let p = 0; p < 2; p++)
      tf = restartPod(ctx, ctx.S("portal"), tf, "1.88.0", r.int(3000, 6000)) + r.int(5000, 12000);
    ctx.log(
      T + r.int(-40000, 40000),
      "sched",
      "INFO",
      `Flipper: reloaded ${r.int(20, 40)} feature flags from redis (2 changed)`,
    );
  },
};
