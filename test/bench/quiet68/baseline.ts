// Normal life of an estate: request traffic, health checks, periodic jobs, the noisy service, deprecation warnings,
// retries that succeed, and an unrelated deploy or config reload.
import { access, type Role } from "./estates.js";
import type { Ctx } from "./stream.js";

const PATHS_MENU = ["/v1/stores/{s}/menu", "/v1/stores/{s}/menu?channel=app", "/v1/menu/{s}/categories"];

export function baseline(c: Ctx): void {
  const { r, e } = c;
  const rt = (role: Role) => e.runtime[c.svc(role)];
  const money = () => (r.int(650, 5400) / 100).toFixed(2);
  // edge traffic
  for (let t = c.start + r.int(0, 400); t < c.end; t += Math.max(40, -Math.log(1 - r.next()) * (1000 / e.rate))) {
    const tr = c.tid();
    const s = c.store();
    const k = r.next();
    if (k < 0.34) {
      const o = c.order();
      const ms = r.int(90, 420);
      c.emit(
        "payments",
        t + 20,
        "INFO",
        `payment authorised psp_ref=${r.hex(12)} amount=${money()} ${e.currency} order=${o}`,
        undefined,
        tr,
      );
      c.emit(
        "pos",
        t + ms - 30,
        "INFO",
        `ticket ${o} queued for store ${s} (${r.int(1, 7)} items, due ${r.int(12, 35)}m)`,
        undefined,
        tr,
      );
      c.emit("edge", t + ms, "INFO", access(rt("edge"), "POST", "/v1/orders", 201, ms), undefined, tr);
      c.emit(
        "kds",
        t + ms + r.int(300, 1900),
        "INFO",
        `order ${o} shown on ${r.int(1, 3)} screen(s) store=${s} station=${r.pick(["make", "oven", "grill", "expo", "pack"])}`,
        undefined,
        tr,
      );
      if (r.chance(0.5))
        c.emit(
          "loyalty",
          t + ms + 40,
          "INFO",
          `member ${c.member()} earned ${r.int(5, 60)} points order=${o}`,
          undefined,
          tr,
        );
    } else if (k < 0.6) {
      const ms = r.int(8, 140);
      const path = r.pick(PATHS_MENU).replace("{s}", s);
      c.emit("edge", t + ms, "INFO", access(rt("edge"), "GET", path, r.chance(0.2) ? 304 : 200, ms), undefined, tr);
      if (r.chance(0.3))
        c.emit("menu", t + ms - 5, "INFO", `menu v${4800 + (s.length % 7)} served for ${s} from cache`, undefined, tr);
    } else if (k < 0.74) {
      const ms = r.int(10, 90);
      c.emit(
        "app",
        t + ms,
        "INFO",
        access(
          rt("app"),
          "GET",
          `/v2/stores/nearby?lat=${(51 + r.next()).toFixed(3)}&lng=-0.${r.int(10, 99)}`,
          200,
          ms,
        ),
        undefined,
        tr,
      );
      if (c.svc("stores") !== c.svc("app"))
        c.emit(
          "stores",
          t + ms - 4,
          "INFO",
          `nearby stores resolved n=${r.int(2, 8)} open=${r.int(1, 5)}`,
          undefined,
          tr,
        );
    } else if (k < 0.88) {
      const ms = r.int(15, 120);
      const m = c.member();
      c.emit(
        "loyalty",
        t + ms - 6,
        "INFO",
        `balance lookup member=${m} points=${r.int(0, 4200)} tier=${r.pick(["green", "silver", "gold"])}`,
        undefined,
        tr,
      );
      c.emit("app", t + ms, "INFO", access(rt("app"), "GET", "/v2/loyalty/balance", 200, ms), undefined, tr);
    } else {
      const ms = r.int(6, 60);
      const o = c.order();
      c.emit(
        "pos",
        t + ms - 3,
        "INFO",
        `status ${o} store=${s} state=${r.pick(["in_kitchen", "ready", "collected", "out_for_delivery"])}`,
        undefined,
        tr,
      );
      c.emit("app", t + ms, "INFO", access(rt("app"), "GET", `/v2/orders/${o}/status`, 200, ms), undefined, tr);
    }
  }
  // partner orders by webhook
  for (let t = c.start + r.int(500, 4000); t < c.end; t += r.int(4000, 11000)) {
    const p = r.pick(e.partners);
    const o = c.order();
    const s = c.store();
    c.emit("partner", t, "INFO", `${p} order ${r.hex(8).toUpperCase()} accepted for ${s} -> ${o}`);
    c.emit("pos", t + r.int(60, 300), "INFO", `ticket ${o} queued for store ${s} (${r.int(1, 6)} items, source=${p})`);
  }
  // health checks
  const probed: Role[] = ["edge", "pos", "partner"];
  for (const role of probed) {
    for (let t = c.start + r.int(0, 9999); t < c.end; t += 10000) {
      c.emit(role, t + r.int(0, 30), "INFO", access(rt(role), "GET", "/healthz", 200, r.int(1, 4)));
    }
  }
  // periodic jobs
  for (let t = c.start + r.int(0, 59999); t < c.end; t += 60000) {
    c.emit(
      "menu",
      t,
      "INFO",
      `publish run: menu v${r.int(4810, 4830)} pushed to ${e.stores}/${e.stores} stores in ${(r.int(18, 60) / 10).toFixed(1)}s`,
    );
  }
  for (let t = c.start + r.int(0, 29999); t < c.end; t += 30000) {
    c.emit("inventory", t, "INFO", `stock sync: ${r.int(20, 60)} stores reported, ${r.int(0, 400)} movements applied`);
    c.emit("pos", t + 1500, "INFO", `store heartbeat: ${e.stores - r.int(0, 3)}/${e.stores} online`);
  }
  for (let t = c.start + r.int(0, 119999); t < c.end; t += 120000) {
    c.emit(
      "labour",
      t,
      "INFO",
      `forecast refreshed for ${r.int(8, 20)} stores, labour target ${(22 + r.next() * 4).toFixed(1)}%`,
    );
  }
  for (let t = c.start + r.int(0, 89999); t < c.end; t += 90000) {
    const p = r.pick(e.partners);
    c.emit("partner", t, "INFO", `menu sync ${p} store=${c.store()}: ${r.int(90, 240)} items, ${r.int(0, 3)} changed`);
  }
  for (let t = c.start + r.int(0, 19999); t < c.end; t += 20000) {
    c.emit("kds", t, "INFO", `websocket clients connected=${e.stores * 3 - r.int(0, 12)}`);
  }
  // the noisy service, from the first minute
  let n = 0;
  for (let t = c.start + r.int(200, 3000); t < c.end; t += e.noisy.everyMs * (0.6 + r.next() * 0.8)) {
    c.emit(e.noisy.role, t, e.noisy.level, e.noisy.msg(n++, c.store()));
  }
  // deprecation warnings
  const deps: [Role, string][] = [
    [
      "partner",
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    ],
    ["app", "API v1 route GET /v1/stores called by app build 5.12.0; v1 will be removed 2027-03-01"],
    [
      "labour",
      "DEPRECATION WARNING: `ActiveRecord::Base.clear_active_connections!` is deprecated and will be removed from Rails 7.3",
    ],
    [
      "loyalty",
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    ],
  ];
  for (let t = c.start + r.int(10000, 90000); t < c.end; t += r.int(120000, 240000)) {
    const [role, m] = r.pick(deps);
    c.emit(role, t, "WARN", m);
  }
  // retries that succeed
  for (let t = c.start + r.int(20000, 80000); t < c.end; t += r.int(70000, 160000)) {
    const p = r.pick(e.partners);
    c.emit("partner", t, "WARN", `POST ${p} /menus/${c.store()} returned 502, retrying in 400ms (attempt 1/4)`);
    c.emit("partner", t + r.int(500, 900), "INFO", `POST ${p} /menus succeeded on attempt 2`);
  }
}

/** An unrelated rolling deploy or config reload of `role` at `t`. */
export function deploy(c: Ctx, role: Role, t: number): void {
  const { r, e } = c;
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const rt = e.runtime[c.svc(role)];
  if (r.chance(0.35)) {
    c.emit(role, t, "INFO", `config reload requested (SIGHUP), ${r.int(3, 30)} keys changed`);
    c.emit(role, t + 300, "INFO", `config reloaded revision=${r.hex(7)}`);
    return;
  }
  c.emit(role, t, "INFO", "Received SIGTERM, draining connections (grace 30s)");
  c.emit(role, t + 2100, "INFO", "shutdown complete");
  const start =
    rt === "java"
      ? `Started Application in ${(r.int(80, 220) / 10).toFixed(1)} seconds (process running for ${r.int(10, 25)}.1)`
      : rt === "dotnet"
        ? "Application started. Press Ctrl+C to shut down."
        : rt === "python"
          ? "Application startup complete."
          : rt === "ruby"
            ? "* Listening on http://0.0.0.0:3000"
            : `listening on :8080 version=${v}`;
  c.emit(role, t + r.int(6000, 15000), "INFO", `starting ${c.svc(role)} ${v} (build ${r.hex(7)})`);
  c.emit(role, t + r.int(16000, 26000), "INFO", start);
}
