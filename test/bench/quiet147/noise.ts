// Steady background: edge access lines, app request lines, domain INFO work and the routine WARN/ERRORs
// that are always there in a moving company's estate.
import type { Role } from "./estates.js";
import type { Rng } from "./rng.js";
import { accessLine, reqLine } from "./words.js";
import type { World } from "./world.js";

const PC = [
  "SW11 4NJ",
  "LS6 2AB",
  "M20 3FE",
  "BS7 8PU",
  "EH10 5QD",
  "CF14 1AA",
  "NG5 2LU",
  "RG1 7QH",
  "OX4 1DS",
  "G12 8QQ",
];
const job = (r: Rng) => `J-${r.int(240000, 299999)}`;
const quote = (r: Rng) => `Q${r.int(1000000, 1999999)}`;
const van = (r: Rng) => `VAN-${r.int(101, 188)}`;
const unit = (r: Rng) => `${r.pick(["A", "B", "C", "D"])}${r.int(1, 48)}-${r.int(1, 12)}`;
const claim = (r: Rng) => `CLM-${r.int(30000, 39999)}`;

/** Public paths per role served through the edge. */
export const PATHS: Partial<Record<Role, Array<[string, (r: Rng) => string]>>> = {
  portal: [
    ["GET", () => "/"],
    ["GET", (r) => `/track/${job(r)}`],
    ["GET", () => "/static/app.9c1e.js"],
    ["POST", () => "/api/session/refresh"],
  ],
  quotes: [
    ["POST", () => "/api/quotes"],
    ["GET", (r) => `/api/quotes/${quote(r)}`],
    ["POST", (r) => `/api/quotes/${quote(r)}/accept`],
  ],
  survey: [
    ["GET", () => "/api/surveys/slots"],
    ["POST", () => "/api/surveys"],
    ["PUT", (r) => `/api/surveys/S${r.int(50000, 59999)}/rooms`],
  ],
  crew: [["GET", (r) => `/api/crews/week/2026-W${r.int(20, 23)}`]],
  dispatch: [["GET", (r) => `/api/jobs/${job(r)}/eta`]],
  vans: [["POST", () => "/ingest/positions"]],
  storage: [
    ["GET", (r) => `/api/containers/${unit(r)}`],
    ["POST", () => "/api/containers/reservations"],
  ],
  claims: [
    ["POST", () => "/api/claims"],
    ["GET", (r) => `/api/claims/${claim(r)}`],
  ],
  billing: [["POST", () => "/api/payments/deposit"]],
  docs: [["GET", (r) => `/api/quotes/${quote(r)}/pdf`]],
};

/** One INFO line of a role's ordinary work. */
export function workLine(r: Rng, role: Role): string {
  switch (role) {
    case "portal":
      return r.pick([
        `customer session started (returning=${r.chance(0.4)})`,
        `rendered tracking page for ${job(r)}`,
        `cookie consent stored (analytics=${r.chance(0.5)})`,
      ]);
    case "quotes":
      return r.pick([
        `quote ${quote(r)} priced: ${r.int(180, 1400)} cu ft, ${r.int(2, 5)} crew, ${r.int(4, 11)}h, total £${r.int(390, 4800)}.${r.int(10, 99)}`,
        `inventory estimate from room list: ${r.int(12, 90)} items, ${r.int(8, 60)} boxes`,
        `distance matrix ${r.pick(PC)} -> ${r.pick(PC)}: ${r.int(3, 420)} km (cached)`,
      ]);
    case "survey":
      return r.pick([
        `survey slot booked ${r.pick(["video", "in-home"])} ${r.pick(PC)} on 2026-06-${r.int(10, 28)} ${r.int(8, 17)}:00`,
        `surveyor SV${r.int(10, 60)} uploaded ${r.int(4, 40)} room photos`,
        `video survey room 'loft' tagged: ${r.int(2, 15)} items`,
      ]);
    case "crew":
      return r.pick([
        `roster recomputed for depot ${r.pick(["north", "east", "central", "west"])}: ${r.int(8, 30)} crews, ${r.int(0, 3)} unfilled shifts`,
        `crew member E${r.int(1000, 1999)} clocked in at depot`,
        `assigned crew C${r.int(10, 99)} to ${job(r)}`,
      ]);
    case "dispatch":
      return r.pick([
        `${job(r)} status loading -> in_transit`,
        `eta recomputed for ${job(r)}: ${r.int(10, 190)} min`,
        `${job(r)} status in_transit -> unloading`,
      ]);
    case "vans":
      return r.pick([
        `batch of ${r.int(20, 140)} positions stored (lag ${r.int(200, 2400)}ms)`,
        `${van(r)} ignition on, odometer ${r.int(40000, 290000)} km`,
        `${van(r)} geofence enter depot-${r.pick(["north", "east", "central"])}`,
      ]);
    case "storage":
      return r.pick([
        `container ${unit(r)} door opened (access code, customer)`,
        `humidity ${r.int(38, 58)}% temp ${r.int(12, 21)}C bay ${r.pick(["A", "B", "C", "D"])}`,
        `reservation for ${r.int(1, 4)} containers confirmed, move-in 2026-06-${r.int(10, 28)}`,
      ]);
    case "claims":
      return r.pick([
        `claim ${claim(r)} received: ${r.pick(["scratched dresser", "broken lamp", "dented fridge door", "water-marked sofa"])}, declared £${r.int(40, 2500)}`,
        `claim ${claim(r)} assigned to adjuster A${r.int(1, 14)}`,
        `claim ${claim(r)} photos attached (${r.int(1, 9)})`,
      ]);
    case "billing":
      return r.pick([
        `deposit captured for ${quote(r)}: £${r.int(50, 400)}.00`,
        `invoice INV-${r.int(80000, 99999)} issued`,
        `storage rent charged for ${r.int(1, 4)} units`,
      ]);
    case "notify":
      return r.pick([
        `sms queued to +44 7${r.int(100, 999)} ***${r.int(100, 999)} (template crew_on_the_way)`,
        `email sent: survey_confirmation to ***@${r.pick(["gmail.com", "outlook.com", "btinternet.com"])}`,
        `delivery receipt: delivered (${r.int(1, 9)}s)`,
      ]);
    case "docs":
      return r.pick([
        `rendered quote pdf ${quote(r)} (${r.int(2, 7)} pages, ${r.int(180, 900)}ms)`,
        `uploaded ${quote(r)}.pdf to bucket quotes-out`,
      ]);
    case "routing":
      return r.pick([
        `solved day plan: ${r.int(6, 40)} jobs, ${r.int(3, 18)} vans, cost ${r.int(1000, 9000)} (${r.int(40, 900)}ms)`,
        `route ${r.pick(PC)} -> ${r.pick(PC)} ${r.int(5, 400)} km, hgv profile`,
      ]);
    default:
      return "ok";
  }
}

/** Routine WARN/ERROR lines that are always present in some service (the estate's known noise). */
export const ROUTINE: Array<{
  role: Role;
  level: "WARN" | "ERROR";
  line: (r: Rng) => string;
  stack?: (rt: string) => string[];
}> = [
  {
    role: "claims",
    level: "ERROR",
    line: () => "photo download aborted by client (broken pipe)",
    stack: (rt) =>
      rt === "java"
        ? [
            "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
            "\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
            "\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)",
            "\t... 52 more",
          ]
        : rt === "python"
          ? [
              "Traceback (most recent call last):",
              '  File "/app/claims/photos.py", line 41, in stream_photo',
              "    yield chunk",
              "BrokenPipeError: [Errno 32] Broken pipe",
            ]
          : rt === "dotnet"
            ? [
                "System.IO.IOException: Broken pipe",
                "   at System.Net.Sockets.NetworkStream.Write(ReadOnlySpan`1 buffer)",
                "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpResponseStream.WriteAsync()",
              ]
            : [
                "Error: write EPIPE",
                "    at afterWriteDispatched (node:internal/stream_base_commons:161:15)",
                "    at writeGeneric (node:internal/stream_base_commons:152:3)",
              ],
  },
  {
    role: "quotes",
    level: "ERROR",
    line: (r) =>
      `could not parse customer inventory upload #${r.int(1000, 9999)} (spreadsheet), asked customer to re-enter`,
    stack: (rt) =>
      rt === "python"
        ? [
            "Traceback (most recent call last):",
            '  File "/app/quotes/inventory.py", line 112, in parse_upload',
            "    rows = list(reader)",
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xa3 in position 18: invalid start byte",
          ]
        : rt === "java"
          ? [
              "java.nio.charset.MalformedInputException: Input length = 1",
              "\tat java.base/java.nio.charset.CoderResult.throwException(CoderResult.java:274)",
              "\tat com.movara.quoter.inventory.CsvImport.read(CsvImport.java:58)",
            ]
          : [
              "SyntaxError: Invalid or unexpected token in inventory CSV",
              "    at parseRow (/srv/app/dist/inventory.js:31:11)",
            ],
  },
  {
    role: "notify",
    level: "ERROR",
    line: (r) =>
      `sms to +44 7${r.int(100, 999)} ***${r.int(100, 999)} failed: provider error 30006 landline or unreachable carrier`,
  },
  {
    role: "quotes",
    level: "WARN",
    line: (r) => `postcode lookup miss for '${r.pick(["SW1A", "XX9 9XX", "n/a", "M1"])}', falling back to outward code`,
  },
  {
    role: "vans",
    level: "WARN",
    line: (r) => `${van(r)}: position dropped, hdop ${r.int(6, 20)}.${r.int(0, 9)} too high`,
  },
  {
    role: "storage",
    level: "ERROR",
    line: (r) =>
      `sensor bay-${r.pick(["A", "B", "C"])}-${r.int(1, 30)} reported battery ${r.int(2, 9)}%, reading ignored`,
  },
  {
    role: "claims",
    level: "WARN",
    line: (r) => `claim ${claim(r)} photo EXIF missing, upload accepted without capture date`,
  },
  {
    role: "portal",
    level: "ERROR",
    line: () => "client error reported: ResizeObserver loop completed with undelivered notifications",
  },
  {
    role: "crew",
    level: "WARN",
    line: (r) => `crew member E${r.int(1000, 1999)} has overlapping shift requests, kept earliest`,
  },
  {
    role: "billing",
    level: "ERROR",
    line: (r) =>
      `card declined for deposit ${quote(r)}: ${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}`,
  },
  { role: "docs", level: "WARN", line: () => "font 'Brandon Grotesque' not embedded, substituted Helvetica" },
  { role: "routing", level: "WARN", line: (r) => `no HGV route for ${r.pick(PC)}, used car profile with 1.2x factor` },
  {
    role: "survey",
    level: "ERROR",
    line: (r) => `calendar sync for surveyor SV${r.int(10, 60)} failed: 404 event already deleted`,
  },
  { role: "dispatch", level: "WARN", line: (r) => `${job(r)} reported late by crew app (${r.int(5, 40)} min)` },
];

/** Writes the steady background of a window: about `total` events. */
export function background(w: World, total: number): void {
  const r = w.rng;
  const present = w.roles.filter((x) => x !== "edge");
  const weights = present.map((x) => (x === "vans" ? 2.2 : x === "portal" || x === "quotes" ? 1.6 : 1));
  const wsum = weights.reduce((a, b) => a + b, 0);
  const routine = r.shuffle(ROUTINE.filter((x) => w.has(x.role))).slice(0, r.int(2, 4));
  const minutes = (w.t1 - w.t0) / 60000;
  for (const n of routine) {
    const perMin = r.int(1, 6) / 2;
    w.rate(w.t0, w.t1, perMin, (t) => w.emit(t, n.role, n.level, n.line(r), { stack: n.stack?.(w.rt(n.role)) }));
  }
  const used = routine.length * minutes * 2;
  const rest = Math.max(0, total - used);
  const requests = Math.floor(rest * 0.45);
  w.spread(w.t0, w.t1, requests, (t) => {
    const withPaths = present.filter((x) => PATHS[x]);
    const role = r.pick(withPaths);
    const [m, p] = r.pick(PATHS[role] ?? [["GET", () => "/healthz"]]);
    const path = p(r);
    const status = m === "POST" && r.chance(0.3) ? 201 : r.chance(0.015) ? r.pick([400, 401, 404, 409, 422]) : 200;
    const ms = r.int(8, 260);
    const rid = w.rid();
    w.emit(t, "edge", "INFO", accessLine(w, m, path, status, ms + r.int(1, 4), role), { rid });
    w.emit(t - ms, role, "INFO", reqLine(r, w.rt(role), m, path, status, ms), { rid });
  });
  const work = rest - requests * (w.has("edge") ? 2 : 1);
  w.spread(w.t0, w.t1, Math.max(0, work), (t) => {
    let x = r.next() * wsum;
    let i = 0;
    while (i < present.length - 1 && x > weights[i]) x -= weights[i++];
    w.emit(t, present[i], "INFO", workLine(r, present[i]), { rid: r.chance(0.4) ? w.rid() : undefined });
  });
  w.rate(w.t0, w.t1, 2, (t) => w.emit(t, r.pick(present), "DEBUG", `health check ok (${r.int(1, 9)}ms)`));
}
