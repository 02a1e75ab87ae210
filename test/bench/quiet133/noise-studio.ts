// Harmless noise from the physical studios: autoclaves, tablets, printers, stock shelves and sensors.
import { lg } from "./background.js";
import { SKUS } from "./domain.js";
import { count, line, span, times } from "./noise-util.js";
import { dotnetTrace, nodeTrace, pyTrace } from "./stacks.js";
import type { NoiseKind } from "./types.js";

const cycleFail: NoiseKind = {
  key: "autoclave_cycle_fail",
  title: "an autoclave cycle aborted (door seal, slow heat-up); the load is quarantined and re-run",
  roles: ["steril"],
  gen(c, size) {
    const { r, e } = c;
    const s = c.s("steril");
    const n = size === "main" ? r.int(2, 4) : 1;
    for (let k = 0; k < n; k++) {
      const t = c.t0 + (c.t1 - c.t0) * r.float(0.05, 0.75);
      const ac = r.pick(e.autoclaves);
      const cyc = r.int(3000, 9000);
      const [code, why] = r.pick([
        ["E12", "door seal pressure lost during heat-up"],
        ["E07", "chamber did not reach 134C within 20 min"],
        ["E21", "vacuum test leak rate 1.9 mbar/min above 1.3"],
        ["E03", "power interruption, cycle aborted by controller"],
      ] as const);
      const stack =
        s.runtime === "dotnet"
          ? dotnetTrace(`${s.pkg}.Cycles.CycleFailedException`, `${ac} cycle ${cyc} failed with ${code}: ${why}`, [
              `${s.pkg}.Cycles.CycleMonitor.OnControllerEvent(ControllerEvent ev) in /src/Cycles/CycleMonitor.cs:line 92`,
            ])
          : s.runtime === "python"
            ? pyTrace(`${s.pkg}.cycles.CycleFailed`, `${ac} cycle ${cyc}: ${code} ${why}`, [
                [
                  `/app/${s.pkg}/cycles.py`,
                  118,
                  "on_event",
                  "raise CycleFailed(self.unit, self.cycle, ev.code, ev.text)",
                ],
              ])
            : undefined;
      line(c, t, s, "error", `${ac} cycle ${cyc} FAILED ${code}: ${why}`, {
        stack,
        logger: lg(s, "Cycles.CycleMonitor"),
      });
      for (let i = 0; i < r.int(2, 6); i++)
        line(
          c,
          t + 400 + i * 120,
          s,
          "warn",
          `kit K-${r.int(100, 480)} quarantined: cycle ${cyc} not passed, do not release`,
          { logger: lg(s, "Kits.Quarantine") },
        );
      line(
        c,
        t + r.int(120000, 300000),
        s,
        "info",
        `${ac} cycle ${cyc + 1} started program=B-134 load=re-run of cycle ${cyc} operator=staff-${r.int(2, 14)}`,
        { logger: lg(s, "Cycles.CycleMonitor") },
      );
    }
  },
};

const sporeDue: NoiseKind = {
  key: "spore_test_due",
  title: "compliance reminders: spore test overdue, Bowie-Dick test missing, water quality above limit",
  roles: ["steril"],
  gen(c, size) {
    const { r, e } = c;
    const s = c.s("steril");
    for (const t of times(c, count(c, size, 10, 30))) {
      const ac = r.pick(e.autoclaves);
      const msg = r.pick([
        `compliance: weekly spore test (biological indicator) overdue for ${ac} by ${r.int(1, 3)} day(s)`,
        `compliance: no Bowie-Dick/helix test recorded today for ${ac}`,
        `compliance: feed water conductivity ${r.int(11, 19)} uS/cm on ${ac} above 10 uS/cm limit, change cartridge`,
        `compliance: ${ac} annual validation due in ${r.int(3, 14)} days`,
      ]);
      line(c, t, s, msg.includes("overdue") || msg.includes("above") ? "error" : "warn", msg, {
        logger: lg(s, "Compliance.Checks"),
      });
    }
  },
};

const kioskOffline: NoiseKind = {
  key: "kiosk_offline",
  title: "studio tablets and consent kiosks dropping off Wi-Fi and coming back",
  roles: ["bff"],
  gen(c, size) {
    const { r, e } = c;
    const bff = c.s("bff");
    const devs = Array.from(
      { length: 8 },
      () => `${r.pick(e.studios).slice(0, 3).toUpperCase()}-kiosk-${String(r.int(1, 12)).padStart(2, "0")}`,
    );
    for (const t of times(c, count(c, size, 20, 50))) {
      const d = r.pick(devs);
      line(
        c,
        t,
        bff,
        "warn",
        bff.runtime === "ruby"
          ? `ActionCable: ${d} unsubscribed (connection lost, code 1006)`
          : `websocket closed device=${d} code=1006 reason="" (abnormal closure)`,
      );
      line(c, t + 30000, bff, "warn", `device ${d} missed 3 heartbeats, marked offline`);
      if (r.chance(0.85))
        line(
          c,
          t + r.int(40000, 180000),
          bff,
          "info",
          `device ${d} back online, resynced ${r.int(0, 5)} pending consent drafts`,
        );
    }
  },
};

const printerOffline: NoiseKind = {
  key: "printer_offline",
  title: "front-desk receipt and stencil printers offline or out of paper; jobs queued for retry",
  roles: ["bff"],
  gen(c, size) {
    const { r, e } = c;
    const bff = c.s("bff");
    const printers = e.studios.map(
      (s, i) => [`${s.slice(0, 3)}-frontdesk-01`, `192.168.${40 + i}.${r.int(20, 60)}`] as const,
    );
    for (const t of times(c, count(c, size, 20, 60))) {
      const [p, ip] = r.pick(printers);
      const job = r.int(1000, 9999);
      const kind = r.pick(["ETIMEDOUT", "ECONNREFUSED", "EHOSTUNREACH", "paper"]);
      if (kind === "paper")
        line(c, t, bff, "warn", `printer ${p}: status 0x${r.pick(["04", "0C"])} paper end, stencil job ${job} held`);
      else
        line(
          c,
          t,
          bff,
          "error",
          `print job ${job} (receipt) to ${p} ${ip}:9100 failed: connect ${kind} ${ip}:9100 - queued for retry`,
          {
            stack:
              bff.runtime === "node"
                ? nodeTrace(
                    `Error: connect ${kind} ${ip}:9100`,
                    ["TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16)"],
                    [
                      `  errno: ${kind === "ETIMEDOUT" ? -110 : kind === "ECONNREFUSED" ? -111 : -113},`,
                      `  code: '${kind}',`,
                      "  syscall: 'connect',",
                      `  address: '${ip}',`,
                      "  port: 9100",
                    ],
                  )
                : undefined,
          },
        );
    }
  },
};

const stockLow: NoiseKind = {
  key: "stock_low",
  title: "needles and jewellery below reorder point, expired ink lots blocked, a discontinued SKU",
  roles: ["stock"],
  gen(c, size) {
    const { r, e } = c;
    const s = c.s("stock");
    for (const t of times(c, count(c, size, 20, 55))) {
      const sku = r.pick(SKUS);
      const k = r.pickW([
        ["low", 5],
        ["expired", 2],
        ["gone", 1],
      ] as const);
      if (k === "low")
        line(
          c,
          t,
          s,
          "warn",
          `reorder point reached sku=${sku} studio=${r.pick(e.studios)} on_hand=${r.int(0, 6)} par=${r.pick([20, 30, 50])}; purchase order draft created`,
          { logger: lg(s, "reorder.ReorderService") },
        );
      else if (k === "expired")
        line(
          c,
          t,
          s,
          "error",
          `ink lot ${sku}/L${r.digits(6)} expired ${r.pick(["2026-02-28", "2026-03-31", "2026-04-30"])}: ${r.int(1, 9)} bottles blocked from use at ${r.pick(e.studios)}`,
          { logger: lg(s, "lots.ExpiryCheck") },
        );
      else
        line(c, t, s, "error", `supplier catalogue: ${sku} discontinued (404 from supplier API), substitute needed`, {
          logger: lg(s, "suppliers.CatalogueSync"),
        });
    }
  },
};

const sensors: NoiseKind = {
  key: "studio_sensors",
  title: "threshold alerts from studio sensors: ink storage humidity, fridge temperature, ultrasonic cleaner",
  roles: ["steril"],
  gen(c, size) {
    const { r, e } = c;
    const s = c.s("steril");
    const [a0, a1] = span(c, 0.3, 0.8);
    for (const t of times(c, count(c, size, 20, 60), a0, a1)) {
      const st = r.pick(e.studios);
      const m = r.pick([
        `sensor ${st}/ink-store humidity ${r.int(61, 72)}% above 60% threshold`,
        `sensor ${st}/med-fridge temperature ${r.float(8.1, 9.4).toFixed(1)}C above 8.0C (door open ${r.int(40, 180)}s)`,
        `sensor ${st}/ultrasonic cycle skipped: lid open`,
        `sensor ${st}/ink-store battery ${r.int(5, 14)}%, replace soon`,
      ]);
      line(c, t, s, m.includes("above") ? "warn" : "info", m, { logger: lg(s, "Sensors.Ingest") });
    }
  },
};

export const STUDIO: NoiseKind[] = [cycleFail, sporeDue, kioskOffline, printerOffline, stockLow, sensors];
