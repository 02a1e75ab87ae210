// Disk: the Elasticsearch cluster behind fh-climate passes its flood-stage watermark and marks the readings index
// read-only-allow-delete. Every bulk write of greenhouse readings is rejected; fh-climate spools to its local
// volume until that fills too ("No space left on device"). Fertigation holds recipes on stale readings and the
// trade site's greenhouse pages fail.
import { ev } from "../domain.js";
import { rollingRestart } from "../noise/ops.js";
import { dotnetTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

export function diskIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const C = "fh-climate";
  const out: Ev[] = [];
  const idx = `greenhouse-readings-${new Date(t0).toISOString().slice(0, 7).replace("-", ".")}`;
  const block = `cluster_block_exception: index [${idx}] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`;

  out.push(...rollingRestart(c, c.byName("fh-availability"), t0 - r.int(200000, 320000), false));

  // Every bulk flush (about every 20 s) is refused; the spool grows until the volume is full.
  let spool = r.int(40, 90);
  const full = t0 + r.int(200000, 330000);
  const flushes = [t0, ...arrivals(c, t0 + 15000, c.end, 20000)];
  for (const t of flushes) {
    const n = r.int(230, 260);
    if (t < full) {
      out.push(
        ev(t, C, "ERROR", `Bulk indexing failed: ${n} of ${n} items rejected (status 429): ${block}`, {
          logger: "Fernhollow.Climate.Ingest.BulkWriter",
          err: { type: "Elastic.Transport.TransportException", message: block },
        }),
      );
      spool = Math.min(511, spool + r.int(25, 60));
      out.push(
        ev(
          t + r.int(20, 80),
          C,
          "WARN",
          `Spooling ${n} readings to /var/spool/fh-climate (spool ${spool} MB of 512 MB)`,
          { logger: "Fernhollow.Climate.Ingest.Spool" },
        ),
      );
    } else {
      const file = `/var/spool/fh-climate/batch-${Math.floor(t / 1000)}.ndjson`;
      out.push(
        ev(t, C, "ERROR", `Bulk indexing failed: ${n} of ${n} items rejected (status 429): ${block}`, {
          logger: "Fernhollow.Climate.Ingest.BulkWriter",
          err: { type: "Elastic.Transport.TransportException", message: block },
        }),
      );
      out.push(
        ev(t + r.int(20, 80), C, "ERROR", `Failed to spool ${n} readings, dropping them`, {
          logger: "Fernhollow.Climate.Ingest.Spool",
          err: { type: "System.IO.IOException", message: `No space left on device : '${file}'` },
          stack: dotnetTrace(`System.IO.IOException: No space left on device : '${file}'`, [
            "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
            "System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()",
            "System.IO.StreamWriter.Flush(Boolean flushStream, Boolean flushEncoder)",
            "Fernhollow.Climate.Ingest.Spool.AppendAsync(IReadOnlyList`1 readings, CancellationToken ct) in /src/Climate/Ingest/Spool.cs:line 52",
            "Fernhollow.Climate.Ingest.BulkWriter.FlushAsync(CancellationToken ct) in /src/Climate/Ingest/BulkWriter.cs:line 88",
          ]),
        }),
      );
    }
  }
  for (const t of arrivals(c, t0 + 30000, c.end, 60000))
    out.push(
      ev(t, C, "WARN", `Health check 'readings-store' is Unhealthy: index ${idx} is read-only`, {
        logger: "Microsoft.Extensions.Diagnostics.HealthChecks.DefaultHealthCheckService",
      }),
    );

  // Downstream.
  for (const t of arrivals(c, t0 + 90000, c.end, 15000)) {
    const h = r.pick(c.e.vocab.houses);
    out.push(
      r.chance(0.6)
        ? ev(
            t,
            "fh-fertigation",
            "WARN",
            `no fresh VPD for ${h} in ${r.int(120, 600)}s (fh-climate /api/readings/latest returned 503), holding last recipe`,
          )
        : ev(
            t,
            "fh-fertigation",
            "ERROR",
            `readings for ${h} stale beyond 600s, irrigation for ${c.e.vocab.zone(r)} switched to timer fallback`,
          ),
    );
  }
  for (const t of arrivals(c, t0 + 40000, c.end, 9000)) {
    const path = `/greenhouses/${r.int(1, 8)}/readings?range=24h`;
    out.push(
      ev(t, "fh-web", "ERROR", "An unhandled exception has occurred while executing the request.", {
        logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
        err: {
          type: "System.Net.Http.HttpRequestException",
          message: "Response status code does not indicate success: 503 (Service Unavailable).",
        },
      }),
    );
    out.push(ev(t + r.int(2, 10), "fh-web", "ERROR", c.e.access(r, "fh-web", "GET", path, 500, r.int(40, 300), t)));
  }

  return {
    category: "disk",
    origin: C,
    start: t0,
    events: out,
    suppress: [{ svc: C, from: t0, keep: 0, match: /Bulk indexed/ }],
    hints: ["disk", "flood", "space", "storage"],
    severity: "medium",
    note: "the Elasticsearch cluster behind fh-climate hits its flood-stage watermark and blocks the readings index, then fh-climate's own spool volume fills up.",
  };
}
