// Three invented estates: a container port terminal, a hospital records platform, a multiplayer game backend.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "elixir" | "rust" | "envoy" | "infra";
type Line = [Level, string];
export interface Service {
  name: string;
  rt: Runtime;
  /** One line this service logs while handling a request of a flow. */
  req: (r: Rng) => Line;
  /** Periodic jobs: [mean gap seconds, line]. */
  jobs: Array<[number, (r: Rng) => Line]>;
}
export interface Estate {
  key: "port" | "ehr" | "game";
  ns: string;
  trace: "w3c" | "uuid" | "short" | "none";
  services: Service[];
  flows: string[][];
  /** Constant-rate noise lines a noisy service logs from the first minute: [service, line]. */
  noise: Array<[string, (r: Rng) => Line]>;
}

const ms = (r: Rng, a = 4, b = 220) => `${r.int(a, b)}ms`;
const pick = <T>(r: Rng, xs: readonly T[]) => r.pick(xs);
const ctr = (r: Rng) => `${pick(r, ["MSCU", "MAEU", "CMAU", "HLXU", "OOLU", "TGHU"])}${r.int(1000000, 9999999)}`;
const vsl = (r: Rng) =>
  pick(r, ["MAERSK ELBA", "CMA CGM TAGE", "EVER GIVEN", "MSC ISABELLA", "ONE HARMONY", "HMM OSLO"]);
const mrn = (r: Rng) => `MRN${r.int(1000000, 9999999)}`;
const pid = (r: Rng) => `p_${r.hex(10)}`;

function svc(name: string, rt: Runtime, req: Service["req"], jobs: Service["jobs"] = []): Service {
  return { name, rt, req, jobs };
}

const port: Estate = {
  key: "port",
  ns: "harborline-prod",
  trace: "w3c",
  services: [
    svc("gate-ops-api", "node", (r) => [
      "info",
      `request completed ${pick(r, ["POST /v1/gate/transactions", "GET /v1/gate/lanes", "POST /v1/gate/ocr-events", "GET /v1/appointments"])} ${pick(r, [200, 200, 200, 201, 204])} ${ms(r)}`,
    ]),
    svc(
      "tos",
      "java",
      (r) => [
        "info",
        pick(r, [
          `c.h.tos.move.MoveService - work instruction WI-${r.int(100000, 999999)} issued for ${ctr(r)} to block ${pick(r, ["A", "B", "C", "D"])}${r.int(1, 40)}`,
          `c.h.tos.gate.GateController - truck visit TV${r.int(10000, 99999)} admitted, ${r.int(1, 2)} unit(s)`,
          `c.h.tos.vessel.VisitService - discharge list refreshed for ${vsl(r)} (${r.int(40, 900)} moves)`,
        ]),
      ],
      [
        [60, (r) => ["info", `c.h.tos.jobs.DwellReport - dwell report computed for ${r.int(9000, 14000)} units`]],
        [
          15,
          (r) => ["debug", `o.s.b.a.health.HealthEndpointGroups - health UP (db=UP, diskSpace=UP) in ${ms(r, 2, 15)}`],
        ],
      ],
    ),
    svc(
      "berth-planner",
      "python",
      (r) => [
        "info",
        `"${pick(r, ["GET /api/berths/windows/", "POST /api/berths/plan/", "GET /api/vessels/eta/"])} HTTP/1.1" 200 ${r.int(300, 9000)}`,
      ],
      [
        [
          45,
          (r) => [
            "info",
            `celery.beat Scheduler: Sending due task recompute-eta (planner.tasks.recompute_eta) [${r.int(3, 9)} vessels]`,
          ],
        ],
      ],
    ),
    svc(
      "yard-alloc-svc",
      "go",
      (r) => [
        "info",
        `slot allocated\tcontainer=${ctr(r)} block=${pick(r, ["Y", "Z", "R"])}${r.int(1, 30)} tier=${r.int(1, 5)} latency=${ms(r, 1, 40)}`,
      ],
      [[20, (r) => ["debug", `yard snapshot refreshed\tblocks=64 free_slots=${r.int(2000, 5200)}`]]],
    ),
    svc(
      "edi-ingest-worker",
      "python",
      (r) => ["info", `Task edi.tasks.parse_coarri[${r.uuid()}] succeeded in ${(r.next() * 2).toFixed(3)}s: None`],
      [
        [
          30,
          (r) => [
            "info",
            `edi.poll: sftp://partners/${pick(r, ["msc", "cma", "hapag"])}/in -> ${r.int(0, 4)} new files`,
          ],
        ],
      ],
    ),
    svc(
      "crane-telemetry",
      "rust",
      (r) => [
        "info",
        `crane STS-${r.int(1, 12)} cycle complete spreader=twin lift_s=${r.int(60, 140)} load_t=${r.int(8, 60)}`,
      ],
      [[5, (r) => ["debug", `ingest batch flushed rows=${r.int(200, 1400)} elapsed=${ms(r, 2, 30)}`]]],
    ),
    svc(
      "customs-bridge",
      "dotnet",
      (r) => [
        "info",
        `Customs.Bridge.Declarations[0] Declaration ${mrn(r)} status ${pick(r, ["RELEASED", "RELEASED", "HOLD-INSPECTION", "PENDING"])} for ${ctr(r)}`,
      ],
      [[40, (r) => ["info", `Customs.Bridge.Sync[0] Delta sync complete: ${r.int(0, 90)} status changes`]]],
    ),
    svc(
      "vgm-weigh",
      "ruby",
      (r) => [
        "info",
        `Completed 200 OK in ${r.int(8, 90)}ms (Views: 0.4ms | ActiveRecord: ${(r.next() * 9).toFixed(1)}ms | Allocations: ${r.int(900, 5000)})`,
      ],
      [[50, (r) => ["info", `[ActiveJob] [WeighbridgeSyncJob] Performed WeighbridgeSyncJob in ${r.int(100, 900)}ms`]]],
    ),
    svc(
      "billing-ledger",
      "elixir",
      (r) => ["info", `invoice line booked terminal_handling EUR ${r.int(80, 400)}.00 for ${ctr(r)}`],
      [[60, (r) => ["info", `Oban job Ledger.Workers.Reconcile completed in ${r.int(40, 900)}ms`]]],
    ),
    svc(
      "portcall-notify",
      "node",
      (r) => [
        "info",
        `notification sent channel=${pick(r, ["email", "edi", "webhook"])} event=${pick(r, ["vessel.eta", "gate.in", "unit.released"])} ${ms(r)}`,
      ],
      [[25, (r) => ["debug", `ais feed heartbeat ok vessels_tracked=${r.int(70, 140)}`]]],
    ),
    svc(
      "container-search",
      "java",
      (r) => ["info", `c.h.search.UnitSearch - query unit=${ctr(r)} hits=${r.int(0, 3)} took=${ms(r, 2, 60)}`],
      [[30, (r) => ["info", `c.h.search.Indexer - bulk indexed ${r.int(100, 800)} move events in ${ms(r, 20, 400)}`]]],
    ),
  ],
  flows: [
    ["gate-ops-api", "tos", "yard-alloc-svc"],
    ["gate-ops-api", "vgm-weigh", "tos"],
    ["gate-ops-api", "customs-bridge"],
    ["gate-ops-api", "container-search"],
    ["tos", "billing-ledger"],
    ["berth-planner", "tos", "portcall-notify"],
    ["edi-ingest-worker", "tos"],
    ["crane-telemetry", "tos"],
  ],
  noise: [
    [
      "portcall-notify",
      (r) => [
        "error",
        `webhook delivery to https://hooks.forwarder-${r.int(1, 9)}.example/port failed: 410 Gone (subscription disabled)`,
      ],
    ],
    [
      "customs-bridge",
      () => ["warn", "Customs.Bridge.Sync[0] Declaration references unknown location code 'XXZZZ', skipping"],
    ],
    [
      "crane-telemetry",
      (r) => ["warn", `sensor STS-${r.int(1, 12)}/anemometer reading out of range (${r.int(90, 200)} m/s), dropped`],
    ],
    ["edi-ingest-worker", () => ["error", "edi.parse: segment FTX+AAI exceeds 512 chars, truncated"]],
  ],
};

const ehr: Estate = {
  key: "ehr",
  ns: "stmarys-clinical",
  trace: "uuid",
  services: [
    svc("ehr-portal", "node", (r) => [
      "info",
      `${pick(r, ["GET /api/patients/:id/summary", "GET /api/encounters", "POST /api/orders", "GET /api/results"])} ${pick(r, [200, 200, 200, 304])} - ${ms(r, 9, 400)}`,
    ]),
    svc(
      "pas",
      "java",
      (r) => [
        "info",
        `o.s.m.pas.AdmissionService - ${pick(r, ["admission", "transfer", "discharge"])} recorded for ${mrn(r)} ward=${pick(r, ["4B", "ICU-2", "MAT", "ED"])}`,
      ],
      [[15, (r) => ["debug", `o.s.b.a.health.HealthEndpointGroups - health UP in ${ms(r, 2, 12)}`]]],
    ),
    svc(
      "lis",
      "go",
      (r) => [
        "info",
        `result filed\tspecimen=SP${r.int(100000, 999999)} panel=${pick(r, ["CBC", "BMP", "LFT", "TROP"])} analyzer=${pick(r, ["cobas-8000", "sysmex-xn"])} took=${ms(r, 1, 30)}`,
      ],
      [[20, (r) => ["debug", `worklist poll\tpending=${r.int(0, 60)}`]]],
    ),
    svc(
      "rx-orders-svc",
      "dotnet",
      (r) => [
        "info",
        `Rx.Orders.Api.OrdersController[0] Order RX-${r.int(100000, 999999)} verified for ${mrn(r)} in ${ms(r, 4, 80)}`,
      ],
      [
        [
          30,
          () => [
            "info",
            "Microsoft.Extensions.Diagnostics.HealthChecks.DefaultHealthCheckService[100] Health check processing completed: Healthy",
          ],
        ],
      ],
    ),
    svc("fhir-gateway", "java", (r) => [
      "info",
      `ca.uhn.fhir.rest.server.interceptor.LoggingInterceptor - ${pick(r, ["read Patient", "search Observation", "create ServiceRequest", "read Encounter"])} completed in ${ms(r, 3, 150)}`,
    ]),
    svc(
      "hl7-mllp-bridge",
      "go",
      (r) => [
        "info",
        `ack sent\ttype=${pick(r, ["ORU^R01", "ADT^A01", "ORM^O01"])} control_id=${r.int(10000000, 99999999)} code=AA`,
      ],
      [[10, () => ["debug", "mllp keepalive ok\tpeer=lab-analyzers:2575"]]],
    ),
    svc(
      "scheduling",
      "ruby",
      (r) => [
        "info",
        `Completed 200 OK in ${r.int(10, 120)}ms (Views: ${(r.next() * 20).toFixed(1)}ms | ActiveRecord: ${(r.next() * 15).toFixed(1)}ms)`,
      ],
      [[45, (r) => ["info", `[ActiveJob] [ReminderBatchJob] Performed ReminderBatchJob in ${r.int(200, 1500)}ms`]]],
    ),
    svc(
      "consent-registry",
      "elixir",
      (r) => [
        "info",
        `consent check patient=${mrn(r)} purpose=${pick(r, ["treatment", "research", "billing"])} result=${pick(r, ["permit", "permit", "deny"])}`,
      ],
      [[60, () => ["info", "ConsentRegistry.Cache refreshed from source of truth"]]],
    ),
    svc("pacs-indexer-worker", "python", (r) => [
      "info",
      `Task pacs.tasks.index_study[${r.uuid()}] succeeded in ${(r.next() * 4).toFixed(3)}s: {'instances': ${r.int(1, 900)}}`,
    ]),
    svc("audit-trail", "rust", (r) => [
      "info",
      `appended audit events n=${r.int(1, 40)} segment=seg-${r.int(1000, 1200)} fsync=${ms(r, 1, 9)}`,
    ]),
    svc("idp-broker", "java", (r) => [
      "info",
      `org.keycloak.events - type=${pick(r, ["LOGIN", "CODE_TO_TOKEN", "REFRESH_TOKEN"])}, realmId=clinical, clientId=ehr-portal, userId=${r.uuid()}`,
    ]),
    svc("patient-notify-worker", "node", (r) => [
      "info",
      `sms queued template=${pick(r, ["appt-reminder", "results-ready", "rx-ready"])} provider=twilio sid=SM${r.hex(32)}`,
    ]),
  ],
  flows: [
    ["ehr-portal", "idp-broker"],
    ["ehr-portal", "fhir-gateway", "pas"],
    ["ehr-portal", "fhir-gateway", "lis"],
    ["ehr-portal", "rx-orders-svc", "consent-registry"],
    ["ehr-portal", "scheduling", "patient-notify-worker"],
    ["hl7-mllp-bridge", "lis", "audit-trail"],
    ["pas", "audit-trail"],
    ["pacs-indexer-worker", "fhir-gateway"],
  ],
  noise: [
    [
      "scheduling",
      (r) => ["error", `ReminderBatchJob: patient ${mrn(r)} has no mobile number on file, reminder skipped`],
    ],
    ["hl7-mllp-bridge", () => ["warn", "unknown Z-segment ZPD in ADT^A08 ignored"]],
    [
      "fhir-gateway",
      () => ["warn", 'HAPI-0389: Unknown search parameter "_content" for resource type "DocumentReference", ignored'],
    ],
    [
      "pacs-indexer-worker",
      (r) => [
        "error",
        `pacs.tasks: DICOM tag (0008,0090) missing on study 1.2.840.${r.int(10000, 99999)}, indexed without referrer`,
      ],
    ],
  ],
};

const game: Estate = {
  key: "game",
  ns: "skyforge-live",
  trace: "short",
  services: [
    svc("edge-gw", "envoy", (r) => {
      const p = pick(r, ["/v2/match/queue", "/v2/lobby/join", "/v1/inventory", "/v1/store/checkout", "/v1/profile"]);
      return [
        "info",
        `"${pick(r, ["GET", "POST"])} ${p} HTTP/2" 200 - 0 ${r.int(90, 4000)} ${r.int(3, 180)} ${r.int(2, 170)} "-" "skyforge-client/3.14" "${r.uuid()}" "api.skyforge.gg" "10.42.${r.int(0, 9)}.${r.int(2, 250)}:8080"`,
      ];
    }),
    svc(
      "matchmaker",
      "go",
      (r) => [
        "info",
        `ticket matched\tqueue=${pick(r, ["ranked-eu", "casual-na", "ranked-apac"])} players=${pick(r, [2, 4, 6, 10])} wait=${r.int(1, 90)}s`,
      ],
      [[10, (r) => ["debug", `pool tick\tqueues=14 tickets=${r.int(800, 4000)}`]]],
    ),
    svc("lobby-svc", "elixir", (r) => ["info", `lobby ${r.hex(6)} joined by ${pid(r)} (${r.int(1, 10)}/10)`]),
    svc("session-broker", "rust", (r) => [
      "info",
      `session allocated id=${r.hex(12)} region=${pick(r, ["eu-west", "us-east", "ap-south"])} server=gs-${r.int(100, 999)}`,
    ]),
    svc(
      "inventory-api",
      "dotnet",
      (r) => [
        "info",
        `Skyforge.Inventory.Grants[0] Granted ${pick(r, ["skin", "emote", "xp-boost", "crate"])} to ${pid(r)} in ${ms(r, 2, 60)}`,
      ],
      [
        [
          30,
          () => [
            "info",
            "Microsoft.Extensions.Diagnostics.HealthChecks.DefaultHealthCheckService[100] Health check processing completed: Healthy",
          ],
        ],
      ],
    ),
    svc("store-checkout", "node", (r) => [
      "info",
      `checkout completed order=ord_${r.hex(10)} sku=${pick(r, ["gems_500", "gems_1200", "season_pass"])} ${ms(r, 80, 700)}`,
    ]),
    svc(
      "leaderboard-worker",
      "python",
      (r) => ["info", `Task lb.tasks.apply_match_result[${r.uuid()}] succeeded in ${(r.next() / 3).toFixed(3)}s: None`],
      [[60, (r) => ["info", `lb.tasks.rollup: season S14 rollup wrote ${r.int(2000, 9000)} rows`]]],
    ),
    svc("player-profile", "java", (r) => [
      "info",
      `g.s.profile.ProfileController - GET profile ${pid(r)} 200 in ${ms(r, 2, 50)}`,
    ]),
    svc("chat-relay", "elixir", (r) => ["info", `channel party:${r.hex(8)} broadcast ${r.int(1, 30)} msgs`], [
      [20, () => ["debug", "Phoenix.PubSub heartbeat ok"]],
    ]),
    svc("anticheat-ingest", "rust", (r) => [
      "info",
      `batch accepted platform=${pick(r, ["steam", "psn", "xbl"])} reports=${r.int(10, 600)} flagged=${r.int(0, 3)}`,
    ]),
    svc("telemetry-sink", "go", (r) => [
      "info",
      `flushed events\tstream=client-telemetry records=${r.int(200, 4000)} bytes=${r.int(40000, 900000)}`,
    ]),
    svc("friends-graph", "ruby", (r) => [
      "info",
      `Completed 200 OK in ${r.int(3, 60)}ms (ActiveRecord: ${(r.next() * 8).toFixed(1)}ms | Allocations: ${r.int(400, 3000)})`,
    ]),
    svc("replay-archiver", "go", (r) => [
      "info",
      `replay stored\tmatch=${r.hex(10)} size_mb=${r.int(3, 80)} dur=${ms(r, 40, 900)}`,
    ]),
  ],
  flows: [
    ["edge-gw", "matchmaker", "session-broker"],
    ["edge-gw", "lobby-svc", "chat-relay"],
    ["edge-gw", "inventory-api"],
    ["edge-gw", "store-checkout", "inventory-api"],
    ["edge-gw", "player-profile", "friends-graph"],
    ["session-broker", "leaderboard-worker", "replay-archiver"],
    ["anticheat-ingest", "telemetry-sink"],
  ],
  noise: [
    ["chat-relay", () => ["warn", "profanity filter: dictionary 'pt-BR' not loaded, falling back to 'en'"]],
    [
      "anticheat-ingest",
      (r) => ["error", `report from client build 3.13.${r.int(0, 9)} rejected: unsupported protocol version 7`],
    ],
    [
      "friends-graph",
      (r) => ["error", `PlatformSync: presence push for ${pid(r)} failed, user blocked us (HTTP 403), skipping`],
    ],
    ["telemetry-sink", () => ["warn", "dropping event with unknown schema id 0 (legacy client)"]],
  ],
};

export const ESTATES: Record<Estate["key"], Estate> = { port, ehr, game };

export function rtOf(e: Estate, name: string): Runtime {
  return e.services.find((s) => s.name === name)?.rt ?? "infra";
}

/** A deprecation or startup warning in the runtime's own words. */
export function deprecation(rt: Runtime, r: Rng): string {
  const by: Record<Runtime, string[]> = {
    java: [
      "o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000342: Could not obtain connection to query metadata (deprecated dialect property in use)",
      "o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration - spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    ],
    go: [
      "grpc: Dial is deprecated: use NewClient instead",
      "WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
    ],
    python: [
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      "RemovedInDjango51Warning: The USE_L10N setting is deprecated.",
    ],
    node: [
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    ],
    dotnet: [
      "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
    ],
    ruby: [
      "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    ],
    elixir: ["warning: Logger.warn/1 is deprecated. Use Logger.warning/2 instead"],
    rust: ["config key `pool.idle_timeout_ms` is deprecated, use `pool.idle_timeout`"],
    envoy: [
      "Using deprecated option 'envoy.config.route.v3.RouteAction.max_grpc_timeout' from file route_components.proto.",
    ],
    infra: ["deprecated setting in use"],
  };
  return r.pick(by[rt]);
}
