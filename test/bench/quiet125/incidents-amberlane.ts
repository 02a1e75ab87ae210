// The two Amberlane incidents: the payer authorisation portal stops answering in time, al-roster's calls hit
// the HttpClient timeout and its thread pool starves (timeout); Elasticsearch hits the flood-stage watermark,
// al-emar spools to local disk until the volume is full (disk).
import { spread } from "./context.js";
import { callerError } from "./errors.js";
import { arrivals, type IncidentSpec } from "./incident-kind.js";
import { restartPod } from "./lifecycle.js";
import { rollingRestart } from "./noise-ops.js";
import { dotnetTrace } from "./stacks.js";

const PORTAL = "https://pa.keystone-mco.example/api/v2/authorizations";

function portalTimeout(shift: string): string[] {
  return dotnetTrace(
    "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
    [
      "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
      "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
      "Polly.Outcome`1.ThrowIfException()",
      "Polly.ResiliencePipeline.ExecuteAsync[TResult](Func`2 callback, CancellationToken cancellationToken)",
      "Amberlane.Roster.Payers.PayerPortalClient.GetAuthorizationAsync(String authNumber, CancellationToken ct) in /src/Amberlane.Roster/Payers/PayerPortalClient.cs:line 73",
      "Amberlane.Roster.Shifts.ConfirmShiftHandler.Handle(ConfirmShift command, CancellationToken ct) in /src/Amberlane.Roster/Shifts/ConfirmShiftHandler.cs:line 41",
      `Amberlane.Roster.Controllers.ShiftsController.Confirm(String id) in /src/Amberlane.Roster/Controllers/ShiftsController.cs:line 58 [shift ${shift}]`,
    ],
    [
      { head: "System.TimeoutException: The operation was canceled.", frames: [] },
      {
        head: "System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
        frames: [
          "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          "System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestAuthentication, CancellationToken cancellationToken)",
        ],
      },
    ],
  );
}

export const payerPortalTimeout: IncidentSpec = {
  id: "payer-portal-timeout",
  estate: "amberlane",
  category: "timeout",
  origin: "sched",
  hints: ["timeout", "timed", "canceled", "cancelled"],
  severity: "high",
  note: "The payer authorisation portal that al-roster calls before confirming shifts stops answering within the 30 s HttpClient timeout; al-roster's thread pool starves, Envoy returns 504s, and al-evv's shift lookups time out so caregivers cannot punch in.",
  startAt: [0.3, 0.5],
  dropFlow: (flow, t, start) =>
    (t >= start && flow === "confirm") || (t >= start + 50000 && (flow === "clock-in" || flow === "clock-out")),
  dropLine: (ev, start) => ev.t >= start && ev.svc === "al-roster" && ev.msg.includes("auth-units-sync"),
  run(ctx, T) {
    const { r, e } = ctx;
    ctx.log(
      T,
      "sched",
      "WARN",
      `Payer portal authorization lookup for AUTH-${r.int(100000, 999999)} took ${r.int(8000, 14000).toLocaleString("en-US")} ms (threshold 2,000 ms)`,
    );
    for (const t of spread(r, r.int(2, 4), T + 2000, T + 25000))
      ctx.log(
        t,
        "sched",
        "WARN",
        `Payer portal authorization lookup for AUTH-${r.int(100000, 999999)} took ${r.int(12000, 29000).toLocaleString("en-US")} ms (threshold 2,000 ms)`,
      );
    // Confirms: each waits out the timeout, Polly retries once, Envoy gives up at 15 s.
    for (const t0 of arrivals(ctx, "confirm", T + 5000, ctx.w.t1, 1.6)) {
      const shift = e.ids.visit(r);
      const id = ctx.newId();
      ctx.log(
        t0 + 15000,
        "edge",
        "INFO",
        e.edgeLine(r, t0, "POST", `/roster/api/shifts/${shift}/confirm`, 504, "al-roster", 15000, id),
        { trace: id },
      );
      ctx.log(
        t0 + 30000,
        "sched",
        "WARN",
        `Execution attempt. Source: 'PayerPortalClient-standard//Standard-Retry', Operation Key: '', Result: 'The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.', Handled: 'True', Attempt: '0', Execution Time: ${r.float(30000, 30010).toFixed(4)}ms`,
        { trace: id },
      );
      ctx.log(
        t0 + 62000,
        "sched",
        "ERROR",
        `Confirming shift ${shift} failed: authorization lookup against ${PORTAL} did not complete`,
        {
          trace: id,
          stack: portalTimeout(shift),
          err: {
            kind: "System.Threading.Tasks.TaskCanceledException",
            message: "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
          },
        },
      );
      if (r.chance(0.35))
        ctx.log(t0 + r.int(16000, 25000), "portal", "WARN", `coordinator retried confirm for ${shift} after 504`);
    }
    // Starvation: Kestrel heartbeats late, every endpoint slows, al-evv's lookups time out.
    for (let t = T + r.int(40000, 60000); t < ctx.w.t1; t += r.int(3000, 12000))
      ctx.log(
        t,
        "sched",
        "WARN",
        `Heartbeat took longer than "00:00:01" at "${new Date(t).toISOString().replace(/(\d+)-(\d+)-(\d+)T(\d+:\d+:\d+).*/, "$2/$3/$1 $4")} +00:00". This could be caused by thread pool starvation.`,
      );
    const evv = ctx.S("evv");
    for (const flow of ["clock-in", "clock-out"] as const)
      for (const t0 of arrivals(ctx, flow, T + 50000, ctx.w.t1)) {
        const shift = e.ids.visit(r);
        const id = ctx.newId();
        ctx.log(
          t0,
          "app",
          "INFO",
          `${flow} ${shift} by ${e.ids.caregiver(r)} gps_accuracy=${r.int(3, 30)}m battery=${r.int(8, 100)}%`,
          { trace: id },
        );
        if (r.chance(0.3)) {
          ctx.log(
            t0 + r.int(4000, 9000),
            "evv",
            "INFO",
            `EVV punch accepted for shift ${shift} (distance ${r.int(2, 140)} m, method GPS)`,
            { trace: id },
          );
          ctx.log(
            t0 + r.int(9001, 9500),
            "edge",
            "INFO",
            e.edgeLine(
              r,
              t0,
              "POST",
              `/field/v3/shifts/${shift}/punch-${flow === "clock-in" ? "in" : "out"}`,
              200,
              "al-fieldapp",
              r.int(4000, 9500),
              id,
            ),
            { trace: id },
          );
          continue;
        }
        const rep = callerError(
          r,
          e,
          evv,
          { name: "al-roster", port: 8080, method: "GET", path: `/api/shifts/${shift}`, timeoutMs: 10000 },
          "timeout",
        );
        ctx.log(t0 + 10020, "evv", "ERROR", `Shift lookup for ${shift} failed; punch not accepted`, {
          trace: id,
          stack: rep.stack,
          err: { kind: rep.kind, message: rep.detail },
        });
        const rep2 = callerError(
          r,
          e,
          ctx.S("app"),
          { name: "al-evv", port: 8080, method: "POST", path: "/api/punches", status: 503 },
          "status",
        );
        ctx.log(
          t0 + 10040,
          "app",
          "ERROR",
          `punch-${flow === "clock-in" ? "in" : "out"} failed for ${shift}: al-evv ${rep2.detail}`,
          { trace: id, stack: rep2.stack, err: { kind: rep2.kind, message: rep2.detail } },
        );
        ctx.log(
          t0 + 10050,
          "edge",
          "INFO",
          e.edgeLine(
            r,
            t0,
            "POST",
            `/field/v3/shifts/${shift}/punch-${flow === "clock-in" ? "in" : "out"}`,
            503,
            "al-fieldapp",
            10050,
            id,
          ),
          { trace: id },
        );
      }
    for (const t of spread(r, Math.max(1, Math.round((ctx.w.t1 - T) / 300000)), T + 30000, ctx.w.t1))
      ctx.log(
        t,
        "sched",
        "ERROR",
        `Recurring job 'auth-units-sync' failed after 30,004 ms: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.`,
      );
    // Unrelated: al-careplan deploy three minutes earlier.
    rollingRestart(ctx, ctx.S("plans"), T - r.int(150000, 220000), "8.12.6", true);
  },
};

const ES_BLOCK =
  "index [mar-events-2026.05] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];";

function enospc(path: string): string[] {
  return dotnetTrace(`System.IO.IOException: No space left on device : '${path}'`, [
    "Interop.ThrowExceptionForIoErrno(ErrorInfo errorInfo, String path, Boolean isDirError)",
    "Microsoft.Win32.SafeHandles.SafeFileHandle.Init(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize, Int64& fileLength, UnixFileMode& filePermissions)",
    "System.IO.Strategies.FileStreamHelpers.ChooseStrategyCore(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize, Nullable`1 unixCreateMode)",
    "System.IO.File.WriteAllBytesAsync(String path, Byte[] bytes, CancellationToken cancellationToken)",
    "Amberlane.Emar.Spool.FileSpool.AppendAsync(MarEvent evt, CancellationToken ct) in /src/Amberlane.Emar/Spool/FileSpool.cs:line 48",
    "Amberlane.Emar.Administrations.RecordAdministrationHandler.Handle(RecordAdministration cmd, CancellationToken ct) in /src/Amberlane.Emar/Administrations/RecordAdministrationHandler.cs:line 77",
  ]);
}

export const emarDisk: IncidentSpec = {
  id: "emar-flood-stage",
  estate: "amberlane",
  category: "disk",
  origin: "meds",
  hints: ["disk", "flood", "space", "storage"],
  severity: "high",
  note: "The Elasticsearch cluster behind al-emar crosses the flood-stage watermark and blocks writes to the MAR index; al-emar spools events to its local volume until that fills (No space left on device), after which caregivers cannot record medication administrations.",
  startAt: [0.25, 0.45],
  dropFlow: (flow, t, start) => t >= start && flow === "mar",
  run(ctx, T) {
    const { r, e } = ctx;
    const full = T + Math.min((ctx.w.t1 - T) * 0.45, r.int(180000, 330000));
    let pending = 0;
    let first = true;
    for (const t0 of arrivals(ctx, "mar", T, ctx.w.t1, 1.1)) {
      const t = first ? T : t0;
      first = false;
      const c = e.ids.client(r);
      const id = ctx.newId();
      const path = `/var/spool/emar/outbox/${new Date(t).toISOString().slice(0, 10)}/${r.uuid()}.json`;
      if (t < full) {
        pending++;
        ctx.log(
          t,
          "meds",
          "WARN",
          `Elasticsearch write rejected for MAR event (${c}): Type: cluster_block_exception Reason: "${ES_BLOCK}" Status: 429; spooled to ${path}`,
          { trace: id },
        );
        ctx.log(
          t + r.int(5, 20),
          "meds",
          "INFO",
          `MAR entry saved for ${c}: ${r.pick(["metformin 500mg", "lisinopril 10mg", "donepezil 5mg"])} status=Given by ${e.ids.caregiver(r)} (spooled)`,
          { trace: id },
        );
        ctx.log(t + r.int(25, 40), "app", "INFO", `POST /field/v3/mar 201 ${r.int(30, 120)}ms`, { trace: id });
        ctx.log(
          t + r.int(41, 50),
          "edge",
          "INFO",
          e.edgeLine(r, t, "POST", "/field/v3/mar", 201, "al-fieldapp", r.int(40, 130), id),
          { trace: id },
        );
        continue;
      }
      ctx.log(t, "meds", "ERROR", `Failed to record administration for ${c}: event could not be indexed or spooled`, {
        trace: id,
        stack: enospc(path),
        err: { kind: "System.IO.IOException", message: `No space left on device : '${path}'` },
      });
      ctx.log(
        t + r.int(2, 6),
        "meds",
        "INFO",
        `Request finished HTTP/1.1 POST http://al-emar:8080/api/administrations - 500 null application/problem+json ${r.float(8, 40).toFixed(4)}ms`,
        { trace: id },
      );
      const rep = callerError(
        r,
        e,
        ctx.S("app"),
        { name: "al-emar", port: 8080, method: "POST", path: "/api/administrations", status: 500 },
        "status",
      );
      ctx.log(
        t + r.int(10, 20),
        "app",
        "ERROR",
        `POST /field/v3/mar failed for ${c}: ${rep.detail}; entry kept on device for retry`,
        { trace: id, stack: rep.stack, err: { kind: rep.kind, message: rep.detail } },
      );
      ctx.log(
        t + r.int(21, 30),
        "edge",
        "INFO",
        e.edgeLine(r, t, "POST", "/field/v3/mar", 500, "al-fieldapp", r.int(20, 60), id),
        { trace: id },
      );
      if (r.chance(0.6)) {
        const t2 = t + r.int(20000, 60000);
        ctx.log(
          t2,
          "meds",
          "ERROR",
          `Failed to record administration for ${c}: event could not be indexed or spooled`,
          {
            stack: enospc(path),
            err: { kind: "System.IO.IOException", message: `No space left on device : '${path}'` },
          },
        );
        ctx.log(
          t2 + r.int(10, 20),
          "app",
          "ERROR",
          `POST /field/v3/mar failed for ${c}: Request failed with status code 500 (device retry 2)`,
        );
      }
    }
    // The spool drain keeps failing; the health check turns unhealthy when the volume is full.
    for (let t = T + r.int(20000, 40000); t < ctx.w.t1; t += r.int(55000, 65000)) {
      pending += r.int(20, 80);
      ctx.log(
        t,
        "meds",
        t < full ? "WARN" : "ERROR",
        `Spool drain to Elasticsearch failed: ${ES_BLOCK} ${pending} events pending; spool volume ${t < full ? `${Math.min(99, Math.round(55 + (45 * (t - T)) / (full - T)))}% used` : "100% used"}`,
      );
    }
    for (let t = full + r.int(1000, 5000); t < ctx.w.t1; t += 10000 + r.int(-200, 200))
      ctx.log(
        t,
        "meds",
        "ERROR",
        `Health check 'spool-volume' with status Unhealthy completed after ${r.float(0.5, 3).toFixed(4)}ms with message 'free space 0 MB on /var/spool/emar (threshold 512 MB)'`,
      );
    // Unrelated: al-claims restarts for a release and al-notify reloads config near the fault.
    restartPod(ctx, ctx.S("billing"), T - r.int(60000, 200000), "5.3.1", r.int(8000, 15000));
    ctx.log(
      T + r.int(-60000, 60000),
      "notify",
      "INFO",
      `config reloaded: templates revision ${r.int(100, 200)} (2 changed)`,
    );
    for (const t of spread(r, r.int(4, 9), ctx.w.t0, ctx.w.t1))
      ctx.log(t, "meds", "WARN", `Slow MAR query for ${e.ids.client(r)} history view: ${r.int(1100, 2400)} ms`);
  },
};
