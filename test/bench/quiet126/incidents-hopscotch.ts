// Hopscotch incidents: telemetry-ingest's connections to the MQTT broker are reset and then unroutable
// (network), and stop-eta dereferences a nil stop location from a newly published route (null_reference).
import { rider, route, stop } from "./estate-hopscotch.js";
import type { Incident } from "./incident-kit.js";
import { deploy, startup } from "./lifecycle.js";
import * as stacks from "./stacks.js";
import { podIp } from "./voices.js";

const BROKER = "10.52.9.40:8883";

export const mqttNetwork: Incident = {
  id: "hopscotch-mqtt-path",
  estate: "hopscotch",
  origin: "telemetry-ingest",
  category: "network",
  hints: ["connection", "reset", "network", "route", "tcp"],
  severity: "high",
  hours: [11, 12, 19, 20],
  withNoise: ["gps-jitter"],
  note: "telemetry-ingest's TCP connections to the MQTT broker are reset and reconnects fail with 'no route to host' and i/o timeouts, so bus positions stop arriving and stop-eta, parent-app-gw and parent-bus-alerts report stale or missing ETAs.",
  run(c, start) {
    const { s, r, t1 } = c;
    const local = podIp(r, "10.52");
    s.suppress({ svc: "telemetry-ingest", from: start, to: t1, keep: 0.04, match: /batch ingested/ });
    s.suppress({
      svc: "telemetry-ingest",
      from: start,
      to: t1,
      keep: 0,
      match: /fix dropped|position jump|tracker/,
      all: true,
    });
    s.suppress({ svc: "geofence-worker", from: start + 30000, to: t1, keep: 0.1 });
    s.suppress({ svc: "stop-eta", from: start + 120000, to: t1, keep: 0.3, match: /eta served/ });
    s.as("noise");
    deploy(c, "route-planner", start + r.int(-120000, -40000), "0.18.2");
    s.as("inc");
    s.add(start, "telemetry-ingest", "WARN", "mqtt connection lost", {
      kv: {
        broker: `ssl://${BROKER}`,
        err: `read tcp ${local}:${r.int(40000, 60000)}->${BROKER}: read: connection reset by peer`,
      },
    });
    let t = start + 1000;
    let attempt = 1;
    while (t < t1) {
      const ok = attempt % r.int(6, 9) === 0;
      if (ok) {
        s.add(t, "telemetry-ingest", "INFO", "mqtt connected", {
          kv: { broker: `ssl://${BROKER}`, session_present: "false" },
        });
        const up = r.int(4000, 15000);
        s.add(t + 400, "telemetry-ingest", "INFO", "batch ingested", {
          kv: { vehicles: r.int(20, 80), points: r.int(40, 160), lag_ms: r.int(60000, 300000) },
        });
        s.add(t + up, "telemetry-ingest", "WARN", "mqtt connection lost", {
          kv: {
            broker: `ssl://${BROKER}`,
            err: r.pick([
              `read tcp ${local}:${r.int(40000, 60000)}->${BROKER}: read: connection reset by peer`,
              `write tcp ${local}:${r.int(40000, 60000)}->${BROKER}: write: broken pipe`,
            ]),
          },
        });
        t += up + 1000;
        attempt = 1;
        continue;
      }
      const err = r.pick([
        `dial tcp ${BROKER}: connect: no route to host`,
        `dial tcp ${BROKER}: connect: no route to host`,
        `dial tcp ${BROKER}: i/o timeout`,
        `read tcp ${local}:${r.int(40000, 60000)}->${BROKER}: read: connection reset by peer`,
      ]);
      s.add(t, "telemetry-ingest", "WARN", "mqtt reconnect failed", {
        kv: { attempt, err, next_retry: `${Math.min(2 ** attempt, 30)}s` },
      });
      t += Math.min(2 ** attempt, 30) * 1000 + r.int(0, 500);
      attempt++;
    }
    let stale = r.int(20, 40);
    s.every(15000, start + 60000, t1, 500, (tt) => {
      stale = Math.min(212, stale + r.int(10, 40));
      s.add(tt, "stop-eta", stale > 120 ? "ERROR" : "WARN", "stale positions", {
        kv: { stale_buses: stale, of: 212, threshold: "120s" },
      });
    });
    s.every(30000, start + 60000, t1, 1000, (tt) =>
      s.add(tt, "geofence-worker", "WARN", "no positions received", {
        kv: { for: `${Math.round((tt - start) / 1000)}s` },
      }),
    );
    s.poisson(0.8, start + 120000, t1, (tt) => {
      const tr = s.trace();
      s.add(tt, "stop-eta", "ERROR", "eta unavailable", {
        trace: tr,
        kv: { route: route(r), stop: stop(r), reason: "no position fix in 120s" },
      });
      s.add(
        tt + 3,
        "parent-app-gw",
        "ERROR",
        `GET /v1/riders/${rider(r)}/bus -> 503 (${r.int(3, 20)} ms) upstream stop-eta: eta unavailable`,
        { trace: tr },
      );
    });
    s.poisson(0.3, start + 150000, t1, (tt) =>
      s.add(tt, "parent-bus-alerts", "WARN", `[alerts] bus_approaching skipped for route ${route(r)}: eta unknown`),
    );
  },
};

const GOSRC = "github.com/hopscotch/stop-eta";

export const etaNil: Incident = {
  id: "hopscotch-eta-nil",
  estate: "hopscotch",
  origin: "stop-eta",
  category: "null_reference",
  hints: ["nil", "pointer", "null", "dereference"],
  severity: "high",
  hours: [11, 19, 20],
  note: "After route-planner publishes a route whose new stop has no coordinates, stop-eta dereferences the nil location and panics on every recompute and on ETA requests, crash-looping while parent-app-gw reports connection refused and 502s.",
  run(c, start) {
    const { s, r, t1 } = c;
    s.suppress({ svc: "stop-eta", from: start, to: t1, keep: 0.04 });
    const ver = `v2026.05.${r.int(10, 29)}-2`;
    s.as("noise");
    s.add(
      start - r.int(400000, 600000),
      "roster-import",
      "WARN",
      "stop ST-0412 'Prairie View Dr & 31st' has no lat/lon; kept for manual geocode",
    );
    s.as("inc");
    s.add(
      start - r.int(20000, 45000),
      "route-planner",
      "INFO",
      `published routes ${ver} (34 routes, 1 new stop) to bucket hopscotch-routes`,
    );
    s.add(start - 3000, "stop-eta", "INFO", "route set reloaded", { kv: { version: ver, routes: 34, stops: 781 } });
    const panicLines = (pc: string) =>
      stacks.goPanic(
        r,
        "",
        [
          { fn: `${GOSRC}/internal/eta.(*Calculator).legDuration`, file: "/src/internal/eta/calculator.go", line: 142 },
          { fn: `${GOSRC}/internal/eta.(*Calculator).Recompute`, file: "/src/internal/eta/calculator.go", line: 98 },
          { fn: `${GOSRC}/internal/worker.(*Loop).tick`, file: "/src/internal/worker/loop.go", line: 61 },
          { fn: `${GOSRC}/internal/worker.(*Loop).Run`, file: "/src/internal/worker/loop.go", line: 40 },
        ],
        pc,
      ) + `\ncreated by main.main in goroutine 1\n\t/src/cmd/stop-eta/main.go:77 +0x5d4`;
    let t = start;
    let backoff = 10000;
    let restarts = 0;
    while (t < t1) {
      if (restarts > 0 && r.chance(0.7))
        for (let k = 0; k < r.int(1, 3); k++) {
          const tt = t - r.int(100, 700);
          s.add(
            tt,
            "stop-eta",
            "ERROR",
            `http: panic serving ${podIp(r, "10.52")}:${r.int(32768, 60999)}: runtime error: invalid memory address or nil pointer dereference`,
            {
              err: { type: "runtime.Error", message: "invalid memory address or nil pointer dereference" },
              stack: [
                stacks.goroutine(r, r.int(1000, 9000), "running", [
                  { fn: "net/http.(*conn).serve.func1", file: "/usr/local/go/src/net/http/server.go", line: 1903 },
                  { fn: "panic", file: "/usr/local/go/src/runtime/panic.go", line: 770 },
                  {
                    fn: `${GOSRC}/internal/eta.(*Calculator).legDuration`,
                    file: "/src/internal/eta/calculator.go",
                    line: 142,
                  },
                  {
                    fn: `${GOSRC}/internal/eta.(*Calculator).ForStop`,
                    file: "/src/internal/eta/calculator.go",
                    line: 121,
                  },
                  { fn: `${GOSRC}/internal/api.(*Handler).eta`, file: "/src/internal/api/eta.go", line: 57 },
                  { fn: "net/http.HandlerFunc.ServeHTTP", file: "/usr/local/go/src/net/http/server.go", line: 2171 },
                ]),
              ].join("\n"),
            },
          );
        }
      s.add(t, "stop-eta", "FATAL", "panic: runtime error: invalid memory address or nil pointer dereference", {
        err: { type: "runtime.Error", message: "invalid memory address or nil pointer dereference" },
        stack: panicLines(r.hex(6)),
      });
      restarts++;
      const next = t + backoff + r.int(500, 1500);
      s.rollout("stop-eta", next);
      const ready = startup(c, "stop-eta", next, "1.22.3");
      s.add(ready + 10, "stop-eta", "INFO", "route set loaded", { kv: { version: ver, routes: 34, stops: 781 } });
      t = ready + r.int(800, 4000);
      backoff = Math.min(backoff * 2, 300000);
    }
    s.poisson(1.1, start, t1, (tt) => {
      const tr = s.trace();
      const why = r.chance(0.7) ? `connect ECONNREFUSED ${podIp(r, "10.52")}:8080` : "socket hang up";
      s.add(
        tt,
        "parent-app-gw",
        "ERROR",
        `GET /v1/riders/${rider(r)}/bus -> 502 (${r.int(1, 30)} ms) upstream stop-eta: ${why}`,
        { trace: tr },
      );
    });
    s.poisson(0.25, start + 5000, t1, (tt) =>
      s.add(
        tt,
        "parent-bus-alerts",
        "WARN",
        "[alerts] eta service unavailable (ECONNREFUSED); approaching alerts paused",
      ),
    );
  },
};
