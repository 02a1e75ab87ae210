// Four made-up lift and escalator service companies; every estate fills the same ten roles with its own names,
// runtimes and ids, so noise and failures can be written once per role.
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "dotnet" | "node" | "python" | "ruby" | "cpp";
export type Role =
  | "ingest"
  | "events"
  | "dispatch"
  | "workorders"
  | "portal"
  | "parts"
  | "inspections"
  | "notify"
  | "ephone"
  | "identity";
export const ROLES: Role[] = [
  "ingest",
  "events",
  "dispatch",
  "workorders",
  "portal",
  "parts",
  "inspections",
  "notify",
  "ephone",
  "identity",
];

export interface Svc {
  name: string;
  rt: Runtime;
  pkg: string; // package / namespace used in stack frames
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  tracing: boolean;
  unitPrefix: string;
  woPrefix: string;
  buildings: string[];
  controllers: string[];
  svc: Record<Role, Svc>;
  /** services that exist but own no role here (only in some estates) */
  extra: Svc[];
}

const s = (name: string, rt: Runtime, pkg: string): Svc => ({ name, rt, pkg });

export const ESTATES: Estate[] = [
  {
    key: "vertiga",
    company: "Vertiga Lift Services",
    namespace: "vertiga-prod",
    tracing: true,
    unitPrefix: "VL",
    woPrefix: "WO",
    buildings: ["Harbour Point", "Ridgeway Mall", "St Anne's Hospital", "Civic Tower", "Oakfield Residences"],
    controllers: ["MRL-500", "TMS-9000", "GeN2-Comfort", "ESC-Vario"],
    svc: {
      ingest: s("rmu-gateway", "go", "github.com/vertiga/rmu-gateway"),
      events: s("alarm-ingest", "java", "com.vertiga.alarms"),
      dispatch: s("dispatch-svc", "java", "com.vertiga.dispatch"),
      workorders: s("workorder-api", "dotnet", "Vertiga.WorkOrders"),
      portal: s("portal-web", "node", "portal-web"),
      parts: s("parts-shop", "ruby", "parts_shop"),
      inspections: s("inspection-planner", "python", "inspection_planner"),
      notify: s("notify-hub", "node", "notify-hub"),
      ephone: s("ephone-monitor", "cpp", "ephone"),
      identity: s("sso-bridge", "go", "github.com/vertiga/sso-bridge"),
    },
    extra: [],
  },
  {
    key: "nordhoist",
    company: "Nordhoist",
    namespace: "nh-ops",
    tracing: false,
    unitPrefix: "NH",
    woPrefix: "SO",
    buildings: ["Kvarnholmen 4", "Lindhagen Office Park", "Solna Station", "Ekebacken Care Home", "Bryggeriet"],
    controllers: ["NH-MX20", "Monospace-700", "Travelmaster-110"],
    svc: {
      ingest: s("lift-telemetry", "go", "nordhoist.io/telemetry"),
      events: s("door-analytics", "python", "door_analytics"),
      dispatch: s("job-scheduler", "java", "se.nordhoist.jobs"),
      workorders: s("service-orders", "java", "se.nordhoist.orders"),
      portal: s("customer-portal", "node", "customer-portal"),
      parts: s("spares-catalog", "ruby", "spares"),
      inspections: s("audit-calendar", "python", "audit_calendar"),
      notify: s("tech-notify", "node", "tech-notify"),
      ephone: s("callcentre-api", "dotnet", "Nordhoist.CallCentre"),
      identity: s("login-svc", "java", "se.nordhoist.login"),
    },
    extra: [],
  },
  {
    key: "ascendia",
    company: "Ascendia Elevators",
    namespace: "ascendia",
    tracing: true,
    unitPrefix: "AE",
    woPrefix: "TKT",
    buildings: ["Meridian Plaza", "Westgate Parking", "Lakeside Campus B", "Union Station East", "The Foundry Lofts"],
    controllers: ["Gen360", "SkyRise-4", "HydroLift-H2", "MoveWalk-30"],
    svc: {
      ingest: s("edge-collector", "java", "io.ascendia.edge"),
      events: s("event-normalizer", "node", "event-normalizer"),
      dispatch: s("field-dispatch", "python", "field_dispatch"),
      workorders: s("ticketing", "ruby", "ticketing"),
      portal: s("bm-portal", "node", "bm-portal"),
      parts: s("parts-orders", "dotnet", "Ascendia.PartsOrders"),
      inspections: s("inspections", "python", "inspections"),
      notify: s("sms-gateway", "go", "ascendia.dev/smsgw"),
      ephone: s("voice-line-tester", "cpp", "vlt"),
      identity: s("account-svc", "go", "ascendia.dev/account"),
    },
    extra: [],
  },
  {
    key: "kestrel",
    company: "Kestrel Escalator & Lift",
    namespace: "kel-prod",
    tracing: false,
    unitPrefix: "K",
    woPrefix: "JOB",
    buildings: ["Broadgate Exchange", "Northern Line Interchange", "Mercer Retail Park", "Coldharbour Depot"],
    controllers: ["KX-Escal 2", "Panorama-MRL", "K-Hydro 3"],
    svc: {
      ingest: s("modem-bridge", "cpp", "mbridge"),
      events: s("event-triage", "java", "uk.kestrel.triage"),
      dispatch: s("crew-roster", "dotnet", "Kestrel.CrewRoster"),
      workorders: s("workorders", "java", "uk.kestrel.workorders"),
      portal: s("owner-portal", "java", "uk.kestrel.portal"),
      parts: s("parts-api", "java", "uk.kestrel.parts"),
      inspections: s("compliance-cal", "python", "compliance_cal"),
      notify: s("notifier", "node", "notifier"),
      ephone: s("phone-selftest", "go", "kestrel.uk/phonetest"),
      identity: s("auth-gw", "node", "auth-gw"),
    },
    extra: [],
  },
];

export const unitId = (e: Estate, r: Rng) =>
  e.key === "kestrel" ? `${e.unitPrefix}${r.int(10000, 99999)}` : `${e.unitPrefix}-${r.int(100000, 999999)}`;
export const techId = (r: Rng) => `T${r.int(1000, 4999)}`;
export const woId = (e: Estate, r: Rng) => `${e.woPrefix}-${r.int(2400000, 2499999)}`;

/** A stack trace in the runtime's own style, for an error of `kind` thrown while doing `what`. */
export function stack(sv: Svc, kind: string, detail: string, what: string, r: Rng): string[] {
  const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
  const W = what.replace(/[^a-zA-Z]/g, "");
  switch (sv.rt) {
    case "java":
      return [
        `${kind}: ${detail}`,
        `\tat ${sv.pkg}.${cap(W)}Service.${what}(${cap(W)}Service.java:${r.int(40, 400)})`,
        `\tat ${sv.pkg}.web.${cap(W)}Controller.handle(${cap(W)}Controller.java:${r.int(30, 120)})`,
        "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:1191)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
    case "dotnet":
      return [
        `${kind}: ${detail}`,
        `   at ${sv.pkg}.Services.${cap(W)}Service.${cap(W)}Async(CancellationToken ct) in /src/${sv.pkg}/Services/${cap(W)}Service.cs:line ${r.int(40, 300)}`,
        `   at ${sv.pkg}.Controllers.${cap(W)}Controller.Post(${cap(W)}Request req) in /src/${sv.pkg}/Controllers/${cap(W)}Controller.cs:line ${r.int(20, 90)}`,
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        `  File "/app/${sv.pkg}/jobs/${what}.py", line ${r.int(30, 200)}, in run`,
        `    result = self._${what}(batch)`,
        `  File "/app/${sv.pkg}/jobs/${what}.py", line ${r.int(201, 400)}, in _${what}`,
        "    return handler.process(item)",
        `${kind}: ${detail}`,
      ];
    case "ruby":
      return [
        `/app/app/services/${what}_service.rb:${r.int(20, 140)}:in \`call': ${detail} (${kind})`,
        `\tfrom /app/app/controllers/${what}_controller.rb:${r.int(10, 60)}:in \`create'`,
        "\tfrom /usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        "\tfrom /usr/local/bundle/gems/actionpack-7.1.3/lib/abstract_controller/base.rb:224:in `process_action'",
      ];
    case "node":
      return [
        `${kind}: ${detail}`,
        `    at ${cap(W)}Handler.handle (/srv/${sv.pkg}/dist/handlers/${what}.js:${r.int(20, 200)}:${r.int(5, 40)})`,
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        `    at async Router.dispatch (/srv/${sv.pkg}/node_modules/@koa/router/lib/router.js:${r.int(300, 420)}:7)`,
      ];
    case "go":
      return [
        `${kind}: ${detail}`,
        `goroutine ${r.int(40, 900)} [running]:`,
        `${sv.pkg}/internal/${what}.(*Handler).Handle(0xc000${r.hex(6)}, {0x1a2b3c0, 0xc000${r.hex(6)}})`,
        `\t/src/internal/${what}/handler.go:${r.int(40, 220)} +0x${r.hex(3)}`,
        "net/http.HandlerFunc.ServeHTTP(0xc0001a6000?, {0x1a2b3c0?, 0xc000512000?}, 0x0?)",
        "\t/usr/local/go/src/net/http/server.go:2171 +0x29",
      ];
    case "cpp":
      return [
        `terminate called after throwing an instance of '${kind}'`,
        `  what():  ${detail}`,
        `#0  0x00007f3a${r.hex(8)} in __pthread_kill_implementation () from /lib/x86_64-linux-gnu/libc.so.6`,
        `#1  0x000055d1${r.hex(8)} in ${sv.pkg}::${W}::run() at src/${what}.cpp:${r.int(50, 400)}`,
        `#2  0x000055d1${r.hex(8)} in ${sv.pkg}::Worker::loop() at src/worker.cpp:${r.int(20, 90)}`,
      ];
  }
}
