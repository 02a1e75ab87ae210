// Four made-up satellite operators: their services (by role), runtimes, spacecraft, ground stations, trace habits.
export type Role = "edge" | "task" | "cat" | "sched" | "acu" | "tlm" | "cmd" | "dl" | "proc" | "od";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  pkg: string;
  sats: string[];
  stations: string[];
  bucket: string;
  svc: Partial<Record<Role, { name: string; rt: Runtime }>>;
}

export const ESTATES: Estate[] = [
  {
    key: "halcyon",
    company: "Halcyon Orbital",
    namespace: "halcyon-ops",
    traces: true,
    pkg: "io.halcyon",
    sats: ["HAL-3", "HAL-4", "HAL-7", "HAL-8"],
    stations: ["svb-2", "inv-1", "hbk-1", "awa-3"],
    bucket: "halcyon-l0-raw",
    svc: {
      edge: { name: "edge-gw", rt: "go" },
      task: { name: "tasking-api", rt: "node" },
      cat: { name: "scene-catalog", rt: "java" },
      sched: { name: "pass-planner", rt: "python" },
      acu: { name: "antenna-ctl", rt: "cpp" },
      tlm: { name: "tlm-decoder", rt: "go" },
      cmd: { name: "uplink-svc", rt: "java" },
      dl: { name: "downlink-ingest", rt: "go" },
      proc: { name: "l1-processor", rt: "python" },
      od: { name: "od-engine", rt: "cpp" },
    },
  },
  {
    key: "kestrel",
    company: "Kestrel Earth Imaging",
    namespace: "kestrel-prod",
    traces: false,
    pkg: "com.kestrelearth",
    sats: ["KEI-1A", "KEI-1B", "KEI-2"],
    stations: ["KRN", "PTA", "DRW", "FBK"],
    bucket: "kei-downlink",
    svc: {
      task: { name: "order-portal", rt: "ruby" },
      cat: { name: "stac-index", rt: "python" },
      sched: { name: "contact-scheduler", rt: "java" },
      acu: { name: "acu-bridge", rt: "python" },
      tlm: { name: "frame-sync", rt: "cpp" },
      cmd: { name: "tc-gateway", rt: "dotnet" },
      dl: { name: "xband-recv", rt: "cpp" },
      proc: { name: "ortho-worker", rt: "python" },
      od: { name: "fdyn", rt: "java" },
    },
  },
  {
    key: "meridian",
    company: "Meridian Ground Network",
    namespace: "mgn-prod",
    traces: true,
    pkg: "net.meridiangn",
    sats: ["MGN-11", "MGN-12", "MGN-14", "MGN-15", "MGN-17"],
    stations: ["punta-2", "tromso-1", "dongara-1", "hawaii-4"],
    bucket: "mgn-raw-store",
    svc: {
      task: { name: "portal-api", rt: "dotnet" },
      cat: { name: "imagery-archive", rt: "go" },
      sched: { name: "gs-scheduler", rt: "go" },
      acu: { name: "rotator-daemon", rt: "cpp" },
      tlm: { name: "telemetry-ingest", rt: "java" },
      cmd: { name: "command-router", rt: "go" },
      dl: { name: "raw-store", rt: "go" },
      proc: { name: "pansharpen", rt: "python" },
      od: { name: "orbit-service", rt: "python" },
    },
  },
  {
    key: "aurora",
    company: "Aurora Polar Sat",
    namespace: "aps-ground",
    traces: false,
    pkg: "no.aurorapolar",
    sats: ["APS-2", "APS-3", "APS-5"],
    stations: ["SG22", "TR03", "IN05", "KI01"],
    bucket: "aps-dl-archive",
    svc: {
      edge: { name: "edge-nginx", rt: "cpp" },
      task: { name: "tasking-gw", rt: "go" },
      cat: { name: "catalog-svc", rt: "java" },
      sched: { name: "contact-planner", rt: "python" },
      acu: { name: "antenna-mcs", rt: "dotnet" },
      tlm: { name: "tm-proc", rt: "python" },
      cmd: { name: "tc-verifier", rt: "java" },
      dl: { name: "dl-assembler", rt: "cpp" },
      proc: { name: "l2-pipeline", rt: "python" },
      od: { name: "fds-od", rt: "java" },
    },
  },
];

export const roles = (e: Estate): Role[] => Object.keys(e.svc) as Role[];
export const name = (e: Estate, r: Role): string => e.svc[r]?.name ?? e.svc.task?.name ?? "";
export const rt = (e: Estate, r: Role): Runtime => e.svc[r]?.rt ?? "go";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const camel = (s: string) => s.split(/[-_]/).map(cap).join("");

/** A stack trace in the runtime's own style; frames are [module, function, line]. Go and C++ errors carry none. */
export function stackFor(
  e: Estate,
  runtime: Runtime,
  exc: string,
  msg: string,
  frames: [string, string, number][],
): string[] {
  switch (runtime) {
    case "java":
      return [
        `${exc}: ${msg}`,
        ...frames.map(([m, f, l]) => `\tat ${e.pkg}.${m}.${f}(${m.split(".").pop()}.java:${l})`),
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames
          .slice()
          .reverse()
          .map(
            ([m, f, l]) =>
              `  File "${/^(boto|numpy)/.test(m) ? "/usr/local/lib/python3.11/site-packages" : "/app"}/${m.replace(/\./g, "/")}.py", line ${l}, in ${f}`,
          ),
        `${exc}: ${msg}`,
      ];
    case "node":
      return [
        `${exc}: ${msg}`,
        ...frames.map(
          ([m, f, l]) =>
            `    at ${camel(m.split(".").pop() ?? m)}.${f} (/srv/app/dist/${m.replace(/\./g, "/")}.js:${l}:${((l * 7) % 40) + 3})`,
        ),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ];
    case "dotnet":
      return [
        `${exc}: ${msg}`,
        ...frames.map(
          ([m, f, l]) =>
            `   at ${camel(e.key)}.${m.split(".").map(camel).join(".")}.${cap(f)}() in /src/${camel(m.split(".").pop() ?? m)}.cs:line ${l}`,
        ),
      ];
    case "ruby":
      return [`${msg} (${exc})`, ...frames.map(([m, f, l]) => `/app/${m.replace(/\./g, "/")}.rb:${l}:in '${f}'`)];
    default:
      return [];
  }
}
