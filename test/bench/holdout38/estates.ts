// Five made-up companies (5-8 services each) and what each runtime prints on its own: access lines, start-up
// banners, deprecation warnings, and how a caller words a failed call to another service.
import type { Rng } from "./rng.js";

export type Lang = "java" | "go" | "node" | "python" | "dotnet" | "ruby" | "rust" | "elixir" | "php";

export interface Svc {
  name: string;
  lang: Lang;
  /** edge = the gateway every request enters by; worker = logs only its own jobs, no access lines. */
  role: "edge" | "api" | "worker";
  paths: string[];
  biz: Array<(r: Rng) => string>;
}

export interface Estate {
  company: string;
  ns: string;
  day: string;
  services: Svc[];
  /** The estate's chronic harmless line: service, level and text (printed at a steady rate before and during). */
  chronic: { svc: string; lvl: "warn" | "error"; text: (r: Rng) => string };
  /** A periodic job: service, period and its line. */
  job: { svc: string; every: number; text: (r: Rng) => string };
}

const n = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const ESTATES: Estate[] = [
  {
    company: "Brightwater Dairy Co-op",
    ns: "brightwater-prod",
    day: "2026-09-03",
    services: [
      { name: "coop-gateway", lang: "go", role: "edge", paths: [], biz: [] },
      {
        name: "farm-portal",
        lang: "node",
        role: "api",
        paths: ["/api/farms/:id", "/api/collections", "/api/statements/:id"],
        biz: [(r) => `rendered statement for farm F${n(r, 1000, 4999)} (${n(r, 2, 14)} collections)`],
      },
      {
        name: "tanker-dispatch",
        lang: "go",
        role: "api",
        paths: ["/v1/routes/:id", "/v1/pickups", "/v1/tankers/:id/position"],
        biz: [
          (r) => `pickup scheduled farm=F${n(r, 1000, 4999)} tanker=T${n(r, 10, 64)} eta=${n(r, 8, 95)}m`,
          (r) => `route ${n(r, 100, 399)} recalculated: ${n(r, 4, 19)} stops, ${n(r, 40, 260)}km`,
        ],
      },
      {
        name: "quality-lab",
        lang: "python",
        role: "api",
        paths: ["/samples/:id", "/samples", "/batches/:id/grade"],
        biz: [
          (r) => `sample S${n(r, 100000, 999999)} graded A (fat ${(3 + r.next()).toFixed(2)}%, scc ${n(r, 90, 380)}k)`,
        ],
      },
      {
        name: "payout-ledger",
        lang: "java",
        role: "api",
        paths: ["/payouts/:id", "/payouts/run", "/ledger/entries"],
        biz: [
          (r) =>
            `Posted ledger entry LE-${n(r, 100000, 999999)} for farm F${n(r, 1000, 4999)} amount=${n(r, 80, 9000)}.${n(r, 10, 99)} NZD`,
        ],
      },
      {
        name: "route-optimizer",
        lang: "rust",
        role: "api",
        paths: ["/solve", "/matrix"],
        biz: [
          (r) =>
            `solved vrp instance vehicles=${n(r, 3, 22)} stops=${n(r, 20, 180)} cost=${n(r, 900, 9000)} in ${n(r, 20, 900)}ms`,
        ],
      },
      {
        name: "notify-hub",
        lang: "elixir",
        role: "worker",
        paths: [],
        biz: [(r) => `Delivered sms to farm F${n(r, 1000, 4999)} via provider=twilio sid=SM${r.hex(16)}`],
      },
    ],
    chronic: {
      svc: "coop-gateway",
      lvl: "error",
      text: (r) => `http: TLS handshake error from 10.40.${n(r, 0, 3)}.${n(r, 2, 250)}:${n(r, 30000, 60000)}: EOF`,
    },
    job: {
      svc: "payout-ledger",
      every: 60000,
      text: (r) => `Scheduled task reconcileBankFeed completed in ${n(r, 40, 900)} ms (0 mismatches)`,
    },
  },
  {
    company: "Kestrel Freight Brokers",
    ns: "kestrel",
    day: "2026-09-08",
    services: [
      { name: "kestrel-edge", lang: "node", role: "edge", paths: [], biz: [] },
      {
        name: "quote-api",
        lang: "dotnet",
        role: "api",
        paths: ["/api/quotes", "/api/quotes/:id", "/api/lanes/:id/rates"],
        biz: [
          (r) => `Quote Q-${n(r, 10000, 99999)} priced lane CHI-DAL ${n(r, 900, 4200)} USD (margin ${n(r, 8, 19)}%)`,
        ],
      },
      {
        name: "carrier-match",
        lang: "python",
        role: "api",
        paths: ["/match", "/carriers/:id"],
        biz: [
          (r) =>
            `matched load L${n(r, 100000, 999999)} to ${n(r, 2, 11)} carriers (best score ${(0.6 + r.next() * 0.39).toFixed(2)})`,
        ],
      },
      {
        name: "load-board",
        lang: "ruby",
        role: "api",
        paths: ["/loads", "/loads/:id", "/loads/:id/bids"],
        biz: [
          (r) =>
            `Bid ${n(r, 100000, 999999)} placed on load L${n(r, 100000, 999999)} by carrier MC${n(r, 100000, 999999)}`,
        ],
      },
      {
        name: "invoice-svc",
        lang: "php",
        role: "api",
        paths: ["/invoices", "/invoices/:id/pdf"],
        biz: [
          (r) => `Invoice INV-${n(r, 20000, 89999)} issued to shipper ${n(r, 100, 999)} total=${n(r, 400, 9000)}.00`,
        ],
      },
      {
        name: "tracking-ingest",
        lang: "go",
        role: "worker",
        paths: [],
        biz: [(r) => `ingested ${n(r, 20, 400)} ELD pings partition=${n(r, 0, 11)} lag=${n(r, 0, 40)}`],
      },
    ],
    chronic: {
      svc: "load-board",
      lvl: "warn",
      text: (r) =>
        `Rack::Attack: blocklisted request from 185.${n(r, 10, 250)}.${n(r, 0, 255)}.${n(r, 1, 254)} to /wp-login.php`,
    },
    job: {
      svc: "invoice-svc",
      every: 60000,
      text: (r) => `Running scheduled command: php artisan invoices:remind ... DONE (${n(r, 80, 700)}ms)`,
    },
  },
  {
    company: "Marlow Veterinary Clinics",
    ns: "marlow-vet",
    day: "2026-09-14",
    services: [
      { name: "vet-gateway", lang: "go", role: "edge", paths: [], biz: [] },
      {
        name: "vet-portal",
        lang: "node",
        role: "api",
        paths: ["/api/pets/:id", "/api/bookings", "/api/invoices/:id"],
        biz: [(r) => `owner O${n(r, 10000, 99999)} viewed ${n(r, 1, 4)} pets`],
      },
      {
        name: "appointments",
        lang: "java",
        role: "api",
        paths: ["/appointments", "/appointments/:id", "/slots"],
        biz: [
          (r) =>
            `Booked appointment A${n(r, 100000, 999999)} clinic=CL${n(r, 1, 18)} vet=V${n(r, 100, 199)} slot=${n(r, 8, 17)}:${r.pick(["00", "15", "30", "45"])}`,
        ],
      },
      {
        name: "pharmacy-stock",
        lang: "dotnet",
        role: "api",
        paths: ["/api/stock/:sku", "/api/dispense"],
        biz: [
          (r) =>
            `Dispensed SKU-${n(r, 1000, 9999)} qty=${n(r, 1, 6)} clinic=CL${n(r, 1, 18)} remaining=${n(r, 3, 200)}`,
        ],
      },
      {
        name: "lab-results",
        lang: "elixir",
        role: "api",
        paths: ["/api/results/:id", "/api/panels"],
        biz: [(r) => `Stored result panel=CBC pet=P${n(r, 100000, 999999)} analyzer=idexx-${n(r, 1, 6)}`],
      },
      {
        name: "reminder-sender",
        lang: "ruby",
        role: "worker",
        paths: [],
        biz: [(r) => `ReminderJob sent vaccination reminder to owner O${n(r, 10000, 99999)} (email)`],
      },
      {
        name: "records-api",
        lang: "go",
        role: "api",
        paths: ["/v2/records/:id", "/v2/records/:id/attachments"],
        biz: [(r) => `record P${n(r, 100000, 999999)} fetched (${n(r, 2, 40)} entries)`],
      },
    ],
    chronic: {
      svc: "vet-portal",
      lvl: "warn",
      text: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    job: {
      svc: "reminder-sender",
      every: 60000,
      text: (r) => `Sidekiq::Cron::Job reminders:enqueue_due enqueued ${n(r, 0, 14)} jobs`,
    },
  },
  {
    company: "Tidewater Ferries",
    ns: "tidewater",
    day: "2026-09-19",
    services: [
      { name: "tw-edge", lang: "go", role: "edge", paths: [], biz: [] },
      {
        name: "ferry-web",
        lang: "php",
        role: "api",
        paths: ["/booking/search", "/booking/confirm", "/account"],
        biz: [
          (r) =>
            `Search ${r.pick(["KIR-BRD", "BRD-KIR", "HLM-KIR"])} ${n(r, 1, 4)} pax returned ${n(r, 2, 9)} sailings`,
        ],
      },
      {
        name: "sailing-schedule",
        lang: "rust",
        role: "api",
        paths: ["/sailings", "/sailings/:id"],
        biz: [
          (r) =>
            `timetable query route=${r.pick(["KIR-BRD", "HLM-KIR"])} date=2026-09-${n(r, 19, 30)} sailings=${n(r, 2, 9)}`,
        ],
      },
      {
        name: "ticketing",
        lang: "java",
        role: "api",
        paths: ["/tickets", "/tickets/:id", "/tickets/:id/checkin"],
        biz: [
          (r) =>
            `Issued ticket TK${n(r, 1000000, 9999999)} sailing=${n(r, 100, 999)} pax=${n(r, 1, 5)} vehicle=${r.pick(["none", "car", "van"])}`,
        ],
      },
      {
        name: "vehicle-deck",
        lang: "python",
        role: "api",
        paths: ["/deck/:sailing", "/deck/:sailing/allocate"],
        biz: [
          (r) =>
            `allocated lane ${n(r, 1, 8)} slot ${n(r, 1, 30)} for sailing ${n(r, 100, 999)} (${r.pick(["car", "van", "camper"])})`,
        ],
      },
      {
        name: "crew-roster",
        lang: "dotnet",
        role: "worker",
        paths: [],
        biz: [
          (r) =>
            `Roster sync: ${n(r, 20, 80)} shifts up to date for vessel MV ${r.pick(["Kittiwake", "Solan", "Tern"])}`,
        ],
      },
      {
        name: "pay-adapter",
        lang: "node",
        role: "api",
        paths: ["/charge", "/refund"],
        biz: [(r) => `charge ch_${r.hex(14)} succeeded amount=${n(r, 20, 400)}.00 GBP`],
      },
    ],
    chronic: {
      svc: "vehicle-deck",
      lvl: "error",
      text: () => "Invalid HTTP request received.",
    },
    job: { svc: "crew-roster", every: 60000, text: (r) => `Hangfire job RosterSync succeeded in ${n(r, 300, 2500)}ms` },
  },
  {
    company: "Quillon Print Works",
    ns: "quillon",
    day: "2026-09-25",
    services: [
      { name: "qp-gateway", lang: "go", role: "edge", paths: [], biz: [] },
      {
        name: "storefront",
        lang: "ruby",
        role: "api",
        paths: ["/products/:id", "/cart", "/checkout"],
        biz: [
          (r) => `Cart ${r.hex(8)} updated: ${n(r, 1, 6)} items (${r.pick(["flyers", "business cards", "posters"])})`,
        ],
      },
      {
        name: "artwork-preflight",
        lang: "python",
        role: "api",
        paths: ["/preflight", "/preflight/:id"],
        biz: [(r) => `preflight job PF${n(r, 10000, 99999)} passed: ${n(r, 1, 12)} pages, 300dpi, CMYK`],
      },
      {
        name: "press-queue",
        lang: "elixir",
        role: "api",
        paths: ["/api/jobs", "/api/jobs/:id"],
        biz: [
          (r) =>
            `Queued print job J${n(r, 100000, 999999)} on press=${r.pick(["hp-indigo-1", "hp-indigo-2", "konica-3"])}`,
        ],
      },
      {
        name: "order-api",
        lang: "go",
        role: "api",
        paths: ["/v1/orders", "/v1/orders/:id"],
        biz: [
          (r) => `order O-${n(r, 100000, 999999)} created items=${n(r, 1, 5)} total=${n(r, 9, 400)}.${n(r, 10, 99)}`,
        ],
      },
      {
        name: "shipping-labels",
        lang: "node",
        role: "api",
        paths: ["/labels", "/labels/:id"],
        biz: [
          (r) => `label created for order O-${n(r, 100000, 999999)} carrier=${r.pick(["dpd", "royalmail", "ups"])}`,
        ],
      },
      {
        name: "color-profile",
        lang: "rust",
        role: "api",
        paths: ["/convert", "/profiles/:id"],
        biz: [(r) => `converted ${n(r, 1, 20)} pages to FOGRA39 in ${n(r, 30, 900)}ms`],
      },
      {
        name: "billing",
        lang: "php",
        role: "worker",
        paths: [],
        biz: [(r) => `Payment intent pi_${r.hex(12)} captured for order O-${n(r, 100000, 999999)}`],
      },
    ],
    chronic: {
      svc: "storefront",
      lvl: "error",
      text: (r) =>
        `ActionController::RoutingError (No route matches [GET] "/${r.pick([".env", "wp-admin/setup-config.php", "phpmyadmin/index.php", ".git/config"])}")`,
    },
    job: {
      svc: "press-queue",
      every: 60000,
      text: (r) => `Oban job PressQueue.Workers.Rebalance completed in ${n(r, 5, 300)}ms`,
    },
  },
];

export const fill = (r: Rng, path: string) =>
  path
    .replace(":id", String(r.int(1000, 99999)))
    .replace(":sku", `SKU-${r.int(1000, 9999)}`)
    .replace(":sailing", String(r.int(100, 999)));

/** The access line a service of this runtime prints for one request. */
export function accessLine(lang: Lang, method: string, path: string, status: number, ms: number, r: Rng): string {
  switch (lang) {
    case "go":
      return `"${method} ${path}" status=${status} bytes=${r.int(90, 9000)} dur=${ms}ms`;
    case "node":
      return `${method} ${path} ${status} ${r.int(90, 9000)} - ${ms}.${r.int(100, 999)} ms`;
    case "python":
      return `10.42.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "java":
      return `${method} ${path} completed ${status} in ${ms} ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://localhost:8080${path} - ${status} - application/json;+charset=utf-8 ${ms}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : "Internal Server Error"} in ${ms}ms (Views: ${r.int(0, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(0, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(800, 9000)})`;
    case "rust":
      return `finished processing request method=${method} uri=${path} status=${status} latency=${ms}ms`;
    case "elixir":
      return `Sent ${status} in ${ms}ms`;
    case "php":
      return `10.42.${r.int(0, 9)}.${r.int(2, 250)} -  ${method} ${path} ${status} ${ms}ms`;
  }
}

/** The lines a service of this runtime prints when it starts. */
export function banner(lang: Lang, svc: string, r: Rng): string[] {
  // the same build at every start: version and commit come from the name, not the draw
  const h = [...svc].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);
  const v = `${1 + (h % 4)}.${(h >>> 3) % 30}.${(h >>> 8) % 10}`;
  const commit = h.toString(16).padStart(8, "0").slice(0, 7);
  const pid = r.int(7, 40);
  const cls = svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
  switch (lang) {
    case "java":
      return [
        `Starting ${cls}Application v${v} using Java 17.0.12 with PID 1 (/app/app.jar started by app in /app)`,
        `No active profile set, falling back to 1 default profile: "default"`,
        `Tomcat initialized with port 8080 (http)`,
      ];
    case "go":
      return [`starting ${svc} version=v${v} commit=${commit} go=go1.22.5`, `listening on :8080`];
    case "node":
      return [`> ${svc}@${v} start`, `> node dist/server.js`, `${svc} listening on port 3000 (NODE_ENV=production)`];
    case "python":
      return [
        `[1] [INFO] Starting gunicorn 22.0.0`,
        `[1] [INFO] Listening at: http://0.0.0.0:8000 (1)`,
        `[1] [INFO] Using worker: uvicorn.workers.UvicornWorker`,
        `[${pid}] [INFO] Booting worker with pid: ${pid}`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
        `Content root path: /app`,
      ];
    case "ruby":
      return [
        `=> Booting Puma`,
        `=> Rails 7.1.3.4 application starting in production`,
        `Puma starting in single mode...`,
        `* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")`,
        `* Listening on http://0.0.0.0:3000`,
      ];
    case "rust":
      return [`${svc} v${v} starting`, `listening on 0.0.0.0:8080`];
    case "elixir":
      return [
        `Running ${cls}Web.Endpoint with Bandit 1.5.7 at :::4000 (http)`,
        `Access ${cls}Web.Endpoint at https://${svc}.internal`,
      ];
    case "php":
      return [`NOTICE: fpm is running, pid 1`, `NOTICE: ready to handle connections`];
  }
}

/** A deprecation warning this runtime really prints (once after start). */
export function deprecation(lang: Lang): string {
  switch (lang) {
    case "java":
      return "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)";
    case "go":
      return "grpc: Dial is deprecated: use NewClient instead";
    case "node":
      return "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.";
    case "python":
      return "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.";
    case "dotnet":
      return "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'";
    case "ruby":
      return "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.";
    case "rust":
      return "warning: use of deprecated method `chrono::NaiveDateTime::timestamp`: use `.and_utc().timestamp()` instead";
    case "elixir":
      return "warning: Logger.warn/1 is deprecated. Use Logger.warning/2 instead";
    case "php":
      return "PHP Deprecated:  Creation of dynamic property App\\Support\\Cart::$legacy is deprecated in /var/www/app/Support/Cart.php on line 41";
  }
}

export type CallFail = "timeout" | "refused" | "5xx" | "reset";

/** How a caller of this runtime words a failed call to `to` (status for 5xx). */
export function callError(lang: Lang, to: string, path: string, kind: CallFail, status: number): string {
  const url = `http://${to}${path}`;
  const reason =
    status === 502
      ? "Bad Gateway"
      : status === 504
        ? "Gateway Timeout"
        : status === 500
          ? "Internal Server Error"
          : "Service Unavailable";
  switch (lang) {
    case "go":
      if (kind === "timeout")
        return `call ${to} failed: Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      if (kind === "refused")
        return `call ${to} failed: Get "${url}": dial tcp 10.42.${path.length % 9}.${to.length * 7}:8080: connect: connection refused`;
      if (kind === "reset")
        return `call ${to} failed: Get "${url}": read tcp 10.42.1.9:48812->10.42.3.17:8080: read: connection reset by peer`;
      return `call ${to} failed: unexpected status ${status} ${reason}`;
    case "node":
      if (kind === "timeout") return `AxiosError: timeout of 5000ms exceeded (GET ${url})`;
      if (kind === "refused") return `Error: connect ECONNREFUSED 10.42.3.${to.length * 7}:8080 (${to})`;
      if (kind === "reset") return `Error: read ECONNRESET (GET ${url})`;
      return `AxiosError: Request failed with status code ${status} (GET ${url})`;
    case "python":
      if (kind === "timeout") return `httpx.ReadTimeout: timed out (GET ${url})`;
      if (kind === "refused") return `httpx.ConnectError: [Errno 111] Connection refused (GET ${url})`;
      if (kind === "reset") return `httpx.ReadError: [Errno 104] Connection reset by peer (GET ${url})`;
      return `httpx.HTTPStatusError: Server error '${status} ${reason}' for url '${url}'`;
    case "java":
      if (kind === "timeout") return `I/O error on GET request for "${url}": Read timed out`;
      if (kind === "refused") return `I/O error on GET request for "${url}": Connection refused`;
      if (kind === "reset") return `I/O error on GET request for "${url}": Connection reset`;
      return `${status} ${reason}: [no body] from GET ${url}`;
    case "dotnet":
      if (kind === "timeout")
        return `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${url})`;
      if (kind === "refused") return `System.Net.Http.HttpRequestException: Connection refused (${to}:8080)`;
      if (kind === "reset")
        return `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Connection reset by peer (${url})`;
      return `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${reason}). (${url})`;
    case "ruby":
      if (kind === "timeout") return `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (GET ${url})`;
      if (kind === "refused")
        return `Faraday::ConnectionFailed: Failed to open TCP connection to ${to}:8080 (Connection refused - connect(2) for "${to}" port 8080)`;
      if (kind === "reset") return `Faraday::ConnectionFailed: Connection reset by peer (GET ${url})`;
      return `Faraday::ServerError: the server responded with status ${status} (GET ${url})`;
    case "rust":
      if (kind === "timeout") return `error sending request for url (${url}): operation timed out`;
      if (kind === "refused")
        return `error sending request for url (${url}): error trying to connect: tcp connect error: Connection refused (os error 111)`;
      if (kind === "reset")
        return `error sending request for url (${url}): connection error: Connection reset by peer (os error 104)`;
      return `HTTP status server error (${status} ${reason}) for url (${url})`;
    case "elixir":
      if (kind === "timeout") return `** (Mint.TransportError) timeout (GET ${url})`;
      if (kind === "refused") return `** (Mint.TransportError) connection refused (GET ${url})`;
      if (kind === "reset") return `** (Mint.TransportError) socket closed (GET ${url})`;
      return `Req.get(${url}) returned HTTP ${status}`;
    case "php":
      if (kind === "timeout")
        return `cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for ${url}`;
      if (kind === "refused")
        return `cURL error 7: Failed to connect to ${to} port 8080 after 2 ms: Connection refused (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for ${url}`;
      if (kind === "reset")
        return `cURL error 56: Recv failure: Connection reset by peer (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for ${url}`;
      return `Server error: \`GET ${url}\` resulted in a \`${status} ${reason}\` response`;
  }
}

/** The gateway's access line for a proxied request (names the upstream). */
export function edgeLine(
  method: string,
  path: string,
  upstream: string,
  status: number,
  ms: number,
  flag = "",
): string {
  return `${method} ${path} -> ${upstream} ${status} ${ms}ms${flag ? ` (${flag})` : ""}`;
}
