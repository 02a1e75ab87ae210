// Memory: a landscaper's 1,800-plant estate plan makes landscape-quotes rasterise a huge site plan. Workers grow
// past the container limit: a MemoryError traceback, then gunicorn reports workers SIGKILLed "perhaps out of
// memory" and boots new ones, which pick the job up again. The gateway sees proxy EOFs and resets (502s), the
// mailer cannot attach PDFs.
import { ev } from "../domain.js";
import { pyTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

export function memoryIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const Q = "landscape-quotes";
  const out: Ev[] = [];
  const big = `LS-${r.int(2026000, 2026999)}`;
  let pid = r.int(20, 40);

  out.push(
    ev(
      t0 - r.int(2000, 8000),
      Q,
      "INFO",
      `quote ${big} queued for site-plan render: 1,842 plants, 3 zones, 300 dpi A1`,
    ),
  );
  out.push(
    ev(
      t0,
      Q,
      "WARN",
      `worker ${pid} RSS ${r.float(1.55, 1.7).toFixed(2)} GiB (limit 2 GiB) while rendering site plan for ${big}`,
    ),
  );

  let t = t0 + r.int(4000, 12000);
  let first = true;
  while (t < c.end - 2000) {
    if (first || r.chance(0.4)) {
      out.push(
        ev(t, Q, "ERROR", `site plan render failed for ${big}`, {
          logger: "quotes.render",
          stack: pyTrace(
            [
              {
                file: "/app/quotes/tasks.py",
                line: 58,
                fn: "render_quote",
                code: "pdf = renderer.render(quote, dpi=settings.PLAN_DPI)",
              },
              {
                file: "/app/quotes/render/siteplan.py",
                line: 211,
                fn: "rasterise",
                code: "canvas = np.zeros((h, w, 4), dtype=np.uint8)",
              },
            ],
            "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.62 GiB for an array with shape (28087, 34606, 4) and data type uint8",
          ),
        }),
      );
      first = false;
    } else {
      out.push(
        ev(
          t,
          Q,
          "WARN",
          `worker ${pid} RSS ${r.float(1.8, 1.99).toFixed(2)} GiB (limit 2 GiB) while rendering site plan for ${big}`,
        ),
      );
    }
    const kill = t + r.int(1500, 6000);
    out.push(
      ev(kill, Q, "ERROR", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`, {
        logger: "gunicorn.error",
      }),
    );
    pid += r.int(1, 4);
    out.push(ev(kill + r.int(50, 400), Q, "INFO", `Booting worker with pid: ${pid}`, { logger: "gunicorn.error" }));
    if (r.chance(0.7))
      out.push(
        ev(
          kill + r.int(2000, 6000),
          Q,
          "INFO",
          `quote ${big} picked up again by worker ${pid} (attempt ${r.int(2, 9)})`,
        ),
      );
    // Requests in flight on the killed worker.
    for (let k = r.int(1, 4); k > 0; k--) {
      const u = kill + r.int(0, 300);
      out.push(
        ev(
          u,
          "gateway",
          r.chance(0.5) ? "ERROR" : "WARN",
          r.chance(0.5)
            ? "http: proxy error: EOF"
            : `http: proxy error: read tcp 10.52.${r.int(0, 15)}.${r.int(2, 250)}:${r.int(40000, 60000)}->10.52.${r.int(0, 15)}.${r.int(2, 250)}:8000: read: connection reset by peer`,
        ),
      );
      out.push(
        ev(
          u + 1,
          "gateway",
          "ERROR",
          c.e.access(
            r,
            "gateway",
            r.chance(0.5) ? "POST" : "GET",
            r.chance(0.5) ? "/v1/landscaping/quotes" : `/v1/landscaping/quotes/LS-${r.int(2026000, 2026999)}/pdf`,
            502,
            r.int(200, 9000),
            u,
          ),
          { rid: c.e.newId(r) },
        ),
      );
    }
    t = kill + r.int(15000, 70000);
  }
  for (const u of arrivals(c, t0 + 60000, c.end, 50000))
    out.push(
      ev(
        u,
        "mailer",
        "ERROR",
        `quote email for LS-${r.int(2026000, 2026999)} not sent: PDF attachment missing (render failed)`,
      ),
    );

  return {
    category: "memory",
    origin: Q,
    start: t0,
    events: out,
    suppress: [{ svc: Q, from: t0 + 10000, keep: 0.3 }],
    hints: ["memory", "oom"],
    severity: "medium",
    note: "a huge estate plan makes landscape-quotes workers run out of memory rendering the site plan; gunicorn keeps killing and rebooting them and quote requests fail with 502s.",
  };
}
