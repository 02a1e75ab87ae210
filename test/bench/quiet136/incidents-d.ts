// FoldLine's incidents: a tagging release points at the wrong template set; the telemetry worker loses DNS.
import { deploy, proxyReload } from "./chronic.js";
import type { Ctx } from "./context.js";
import { ids } from "./estates.js";
import { phpLine, requestLine } from "./runtimes.js";
import type { Incident } from "./types.js";

// ---------------------------------------------------------------- configuration: wrong template set after a release
export const tagTemplateConfig: Incident = {
  key: "tag-template-config",
  estate: "D",
  category: "configuration",
  origin: "ops-tagging-worker",
  hints: ["config", "template", "setting", "env", "tag_template_set"],
  severity: "medium",
  note: "A tagging-worker release shipped with TAG_TEMPLATE_SET still set to v3 while intake began ordering v4 labels, so every label job failed and counters could not tag garments.",
  side: ["validation_refusals", "consumer_rebalance"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    ctx.drop("ops-tagging-worker", t0, /^label printed/);
    const rel = t0 - r.int(8000, 20000);
    deploy(ctx, "ops-tagging-worker", rel, "3.8.0");
    ctx.emit(
      "ops-tagging-worker",
      rel + 6500,
      "INFO",
      "config loaded printer_profile=zt411-203dpi TAG_TEMPLATE_SET=v3 template_dir=/etc/tagging/templates queue=tagging:labels concurrency=8",
    );
    ctx.emit(
      "ops-tagging-worker",
      rel + 6600,
      "WARN",
      `template set v3 is deprecated (supported until 2026-11-30); set TAG_TEMPLATE_SET=v4`,
    );
    // before the release, intake asked for v4 labels and v3.7 rendered them; now every job fails
    ctx.every(t0, ctx.end, 4500, (t) => {
      const job = r.int(100000, 999999);
      const ord = ids.order(r);
      const kind = r.pick(["garment", "bag", "duvet"]);
      ctx.emit(
        "ops-tagging-worker",
        t + 8000,
        "ERROR",
        `render label failed job=${job} order=${ord} attempts=3 err="template \\"${kind}-v4\\" not defined in set v3 (available: ${kind}-v2 ${kind}-v3)", moved to tagging:labels:dead`,
      );
      const waits = r.int(2, 4);
      for (let w = 1; w <= waits; w++)
        ctx.emit(
          "ops-intake-svc",
          t + w * 10000 + r.int(0, 900),
          "WARN",
          phpLine("WARN", `Labels still pending for ${ord}`, `{"job":${job},"waited_s":${w * 10}}`),
        );
      ctx.emit(
        "ops-intake-svc",
        t + r.int(42000, 50000),
        "ERROR",
        phpLine(
          "ERROR",
          `Label job ${job} for order ${ord} failed: tagging dead-lettered the job`,
          `{"exception":"[object] (App\\\\Exceptions\\\\LabelPrintFailed(code: 0): tagging job ${job} dead-lettered at /var/www/app/Jobs/AwaitLabels.php:52)"}`,
        ),
      );
    });
    ctx.hooks.push((req) => {
      if (
        req.t < t0 + 30000 ||
        req.route.to !== "ops-intake-svc" ||
        !req.path.startsWith("/intake/orders/") ||
        !r.chance(0.35)
      )
        return undefined;
      const dur = r.int(20, 90);
      ctx.emit(
        "ops-intake-svc",
        req.t + dur - 2,
        "WARN",
        phpLine(
          "WARN",
          "intake.order.labels_missing",
          `{"order":"${req.path.split("/").pop()}","status":"awaiting_labels"}`,
        ),
      );
      ctx.emit(
        "ops-intake-svc",
        req.t + dur - 1,
        "INFO",
        requestLine(r, ctx.svc("ops-intake-svc"), req.method, req.path, 409, dur),
      );
      return { status: 409, dur };
    });
    deploy(ctx, "fleet-route-svc", t0 - r.int(90000, 160000), "4.0.4");
    proxyReload(ctx, t0 + r.int(30000, 90000));
  },
};

// ---------------------------------------------------------------- network: the MQTT broker's name stops resolving
export const telemetryDns: Incident = {
  key: "telemetry-dns",
  estate: "D",
  category: "network",
  origin: "fleet-telemetry-worker",
  hints: ["dns", "lookup", "no such host", "resolve", "network", "mqtt"],
  severity: "medium",
  note: "The telemetry worker lost its MQTT connection and could no longer resolve the broker's name, so van positions went stale and ETAs fell back to the timetable.",
  side: ["consumer_rebalance", "printer_out"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    ctx.mute("fleet-telemetry-worker", t0, ctx.end);
    const say = (t: number, lv: "INFO" | "WARN" | "ERROR", text: string) =>
      ctx.emit("fleet-telemetry-worker", t, lv, text, { force: true });
    say(
      t0,
      "ERROR",
      `mqtt connection lost broker=tcp://mqtt.fleet.internal:1883 err="read tcp 10.42.11.9:41822->10.43.0.12:1883: read: connection reset by peer"`,
    );
    let t = t0 + 1000;
    let backoff = 1000;
    while (t < ctx.end) {
      say(t, "INFO", "mqtt reconnecting broker=tcp://mqtt.fleet.internal:1883");
      say(
        t + r.int(2, 40),
        "ERROR",
        `mqtt connect failed broker=tcp://mqtt.fleet.internal:1883 err="dial tcp: lookup mqtt.fleet.internal on 10.96.0.10:53: no such host" retry_in=${backoff / 1000}s`,
      );
      t += backoff + r.int(0, 300);
      backoff = Math.min(backoff * 2, 30000);
    }
    ctx.tick(t0 + 60000, ctx.end, 60000, (tt) =>
      say(tt, "WARN", `position buffer empty for ${Math.round((tt - t0) / 1000)}s, 0 vans reporting`),
    );
    ctx.every(t0 + 20000, ctx.end, 1500, (tt) => {
      const v = ids.van(r);
      ctx.emit(
        "fleet-route-svc",
        tt,
        r.chance(0.7) ? "WARN" : "ERROR",
        `stale telemetry van=${v} last_fix_age_s=${Math.round((tt - t0) / 1000) + r.int(5, 40)}; eta falls back to timetable`,
      );
    });
    ctx.every(t0 + 40000, ctx.end, 6000, (tt) =>
      ctx.emit(
        "cx-notify-worker",
        tt,
        "WARN",
        `van_eta message skipped order=${ids.order(r)}: eta source=timetable (telemetry stale)`,
      ),
    );
    ctx.hooks.push((req) => {
      if (req.t < t0 + 20000 || req.route.to !== "fleet-route-svc" || !r.chance(0.4)) return undefined;
      const dur = r.int(3, 20);
      ctx.emit(
        "fleet-route-svc",
        req.t + dur - 1,
        "ERROR",
        `GET ${req.path} -> 503: no live position for assigned van, refusing to promise an ETA`,
      );
      return { status: 503, dur };
    });
    deploy(ctx, "cx-notify-worker", t0 - r.int(30000, 100000), "2.5.2");
  },
};
