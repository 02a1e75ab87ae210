// Estate 2: a wind-farm telemetry operator (Go ingest, Python SCADA/forecast, Java store/dispatch, Ruby maintenance).
import type { Estate } from "./sim.js";

export const WIND: Estate = {
  ns: "fleet-ops",
  ids: "x-request-id",
  carry: ["ops-console", "forecast-engine", "dispatch-planner", "maint-scheduler"],
  flows: [
    [
      {
        svc: "telemetry-store",
        msg: "range query farm={nordkap|brae|sollen} turbines={8-42} points={2000-90000} in {20-300}ms",
      },
      { svc: "ops-console", msg: "GET /api/farms/{nordkap|brae|sollen}/turbines 200 {40-420}ms" },
    ],
    [
      { svc: "forecast-engine", msg: "served 48h forecast farm={nordkap|brae|sollen} p50={40-180}MW model=gbm-v{3-5}" },
      { svc: "ops-console", msg: "GET /api/forecast/{nordkap|brae|sollen} 200 {30-200}ms" },
    ],
    [
      {
        svc: "dispatch-planner",
        msg: "availability plan submitted farm={nordkap|brae|sollen} interval=PT15M mw={10-160}",
      },
      { svc: "ops-console", msg: "POST /api/dispatch/plans 201 {120-700}ms" },
    ],
    [
      { svc: "alarm-router", msg: "open alarms listed n={0-14} severity>=minor" },
      { svc: "ops-console", msg: "GET /api/alarms 200 {6-40}ms" },
    ],
    [
      {
        svc: "maint-scheduler",
        msg: "work order WO-{10000-99999} created turbine=WTG{10-42} type={gearbox|pitch|yaw|blade} crew={1-6}",
      },
      { svc: "ops-console", msg: "POST /api/workorders 201 {50-300}ms" },
    ],
  ],
  jobs: [
    {
      svc: "turbine-ingest",
      every: 8,
      msg: "frame batch farm={nordkap|brae|sollen} turbines={8-42} frames={300-1300} lag={40-400}ms",
    },
    { svc: "scada-bridge", every: 15, msg: "OPC-UA poll cycle ok substation={SS1|SS2} nodes={400-700} in {120-480}ms" },
    {
      svc: "telemetry-store",
      every: 20,
      msg: "flushed {4000-20000} points to hypertable turbine_metrics in {30-200}ms",
    },
    { svc: "met-feed", every: 60, msg: "pulled met forecast grid=ecmwf-0p1 cells={200-300} run=06z" },
    {
      svc: "forecast-engine",
      every: 90,
      msg: "model refresh farm={nordkap|brae|sollen} mae={3-9}.{0-9}% rows={2000-6000}",
    },
    { svc: "alarm-router", every: 30, lvl: "debug", msg: "heartbeat ok subscribers={3-5}" },
    { svc: "ops-console", every: 30, lvl: "debug", msg: "GET /healthz 200 0ms" },
    { svc: "dispatch-planner", every: 30, lvl: "debug", msg: "GET /actuator/health 200 UP" },
    { svc: "maint-scheduler", every: 120, msg: "crew roster sync ok ({10-30} technicians)" },
  ],
  noise: [
    {
      svc: "scada-bridge",
      every: 20,
      lvl: "warn",
      msg: "node ns=2;s=WTG{10-42}.Yaw.Angle quality=Uncertain_LastUsableValue, using last good value",
    },
    {
      svc: "turbine-ingest",
      every: 25,
      lvl: "error",
      msg: "frame from WTG{10-42} dropped: checksum mismatch (crc=0x{x4})",
    },
    {
      svc: "alarm-router",
      every: 30,
      lvl: "warn",
      msg: "duplicate alarm WTG{10-42}/{TEMP_HIGH|VIB_WARN|GRID_FREQ} suppressed (flapping)",
    },
    {
      svc: "maint-scheduler",
      every: 40,
      lvl: "error",
      msg: "ERP export: work order WO-{10000-99999} has no cost center, skipped",
    },
  ],
  chatter: [
    [
      {
        svc: "forecast-engine",
        lvl: "warn",
        msg: "FutureWarning: 'H' is deprecated and will be removed in a future version, please use 'h' instead.",
      },
    ],
    [{ svc: "telemetry-store", lvl: "warn", msg: "chunk compression job took {20-60}s (expected < 15s)" }],
    [
      { svc: "dispatch-planner", lvl: "warn", msg: "market price fetch failed (attempt 1), retrying in 500ms" },
      { svc: "dispatch-planner", msg: "market price fetch ok on attempt 2", dt: 600 },
    ],
    [
      { svc: "maint-scheduler", msg: "Booting Puma 6.4 (ruby 3.3.{0-4}) maint-scheduler release r{200-260}" },
      { svc: "maint-scheduler", msg: "* Listening on http://0.0.0.0:3000", dt: 1200 },
    ],
    [
      {
        svc: "ops-console",
        lvl: "warn",
        msg: "GET /api/farms/{nordkap|brae|sollen}/history 200 {5000-12000}ms (slow)",
      },
    ],
  ],
  quiet: [
    [{ svc: "ops-console", lvl: "warn", msg: "POST /api/login 401 {5-30}ms user=op{10-99} (bad password)" }],
    [{ svc: "ops-console", msg: "GET /api/farms/unknown/turbines 404 2ms" }],
    [{ svc: "maint-scheduler", lvl: "warn", msg: "work order rejected: turbine WTG99 not in fleet (422)" }],
    [{ svc: "turbine-ingest", lvl: "warn", msg: "WTG{10-42} reconnected after {2-9}s link flap" }],
  ],
};
