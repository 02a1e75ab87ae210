// Incidents of holdout 17, part B: rate_limiting, validation, null_reference, configuration (four each).
import type { IncidentDef } from "./types.js";

export const PART_B: IncidentDef[] = [
  {
    estate: "game",
    cat: "rate_limiting",
    origin: "telemetry-sink",
    hints: ["429", "rate", "quota", "limit", "throttl"],
    sev: "medium",
    note: "A season launch pushes the telemetry sink over the warehouse's table-update quota; inserts are throttled and event batches are dropped.",
    uses: ["lobby-api"],
    play: (p) => {
      p.seq("telemetry-sink", 0, 15, 90, () => [
        "error",
        `flush failed: google.api_core.exceptions.TooManyRequests: 429 Exceeded rate limits: too many table update operations for this table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas`,
      ]);
      p.seq("telemetry-sink", 30, 45, 30, () => [
        "warn",
        `buffer at ${p.r.int(70, 99)}% (${p.r.int(100000, 900000)} events), shedding oldest`,
      ]);
      p.seq("lobby-api", 120, 8, 150, () => [
        "warn",
        `[TelemetryForwarder] sink answered 503 (backpressure), dropped ${p.r.int(10, 400)} client events`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "rate_limiting",
    origin: "carrier-vetting",
    hints: ["429", "rate", "limit", "throttl", "too many"],
    sev: "medium",
    note: "A bulk re-vetting run exhausts the federal carrier-registry API allowance; vetting checks are refused with 429 and new carriers cannot book loads.",
    uses: ["loadboard-web", "tender-match"],
    play: (p) => {
      p.seq("carrier-vetting", 0, 12, 120, () => [
        "error",
        `vetting.registry GET https://registry.transport.example/api/carriers/${p.r.int(100000, 999999)} -> 429 Too Many Requests (X-RateLimit-Remaining: 0, Retry-After: ${p.r.int(300, 3600)})`,
      ]);
      p.seq("tender-match", 20, 2, 700, () => [
        "warn",
        `bid held load=LD-${p.r.int(1000000, 9999999)} carrier=MC${p.r.int(100000, 999999)}: vetting status unknown`,
      ]);
      p.seq("loadboard-web", 25, 3, 500, () => [
        "error",
        `Vetting::Unavailable: carrier-vetting returned 503 for MC${p.r.int(100000, 999999)}`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "rate_limiting",
    origin: "dispatch-notifier",
    hints: ["429", "rate", "too many", "throttl", "limit"],
    sev: "medium",
    note: "A storm of re-dispatch messages hits the SMS vendor's per-account limit; backup-channel dispatch instructions are throttled.",
    uses: ["clearing-core"],
    play: (p) => {
      p.seq("dispatch-notifier", 0, 6, 220, () => [
        "error",
        `msg="sms send failed" unit=GEN-${p.r.int(100, 999)} status=429 code=20429 err="Too Many Requests" retry_after=${p.r.int(1, 30)}s`,
      ]);
      p.seq("clearing-core", 120, 30, 40, () => [
        "warn",
        `clearing_core::dispatch: ${p.r.int(2, 30)} units without acknowledgement for interval`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "rate_limiting",
    origin: "paperwork-svc",
    hints: ["throttl", "rate exceeded", "rate", "limit"],
    sev: "medium",
    note: "Month-end invoice scanning exceeds the OCR provider's transactions-per-second quota; the document service's extraction calls are throttled.",
    uses: ["settlement-net", "sidekiq-jobs"],
    play: (p) => {
      p.seq("paperwork-svc", 0, 10, 150, () => [
        "warn",
        `ocr extract failed for doc_${p.r.hex(16)}: ProvisionedThroughputExceededException: Provisioned rate exceeded (attempt ${p.r.int(1, 3)}/3)`,
      ]);
      p.seq("settlement-net", 60, 5, 300, () => [
        "warn",
        `Haulmark.Settlement.PayRuns[0] Invoice INV-${p.r.int(100000, 999999)} on hold: extracted totals missing`,
      ]);
      p.seq("sidekiq-jobs", 30, 4, 400, () => [
        "error",
        `class=ExtractInvoiceJob jid=${p.r.hex(24)} ERROR: paperwork-svc 503, retry ${p.r.int(1, 20)}`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "validation",
    origin: "telemetry-sink",
    hints: ["validation", "invalid", "schema", "pydantic"],
    sev: "medium",
    note: "A new client build sends match events with a renamed field; the telemetry sink rejects every batch from it as invalid.",
    uses: ["lobby-api"],
    play: (p) => {
      p.seq("telemetry-sink", 0, 4, 500, () => [
        "error",
        `rejected batch ${p.r.uuid()} from build 99120: 3 validation errors for MatchEvent\nplayer_id\n  Field required [type=missing, input_value={'pid': 'p_${p.r.hex(10)}', ...}, input_type=dict]`,
      ]);
      p.seq("lobby-api", 60, 10, 100, () => [
        "warn",
        `[TelemetryForwarder] sink returned 422 for build 99120 (${p.r.int(10, 90)} events)`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "validation",
    origin: "tender-match",
    hints: ["unmarshal", "validation", "invalid", "json", "parse"],
    sev: "medium",
    note: "A large shipper's integration starts sending weights as strings; the tender matcher rejects those tenders at decode time and loads stay unmatched.",
    uses: ["loadboard-web", "sidekiq-jobs"],
    play: (p) => {
      p.seq("tender-match", 0, 5, 300, () => [
        "error",
        `rejecting tender from shipper SHP-2231: json: cannot unmarshal string into Go struct field Tender.weight_lbs of type float64 (body ${p.r.int(800, 4000)} bytes)`,
      ]);
      p.seq("sidekiq-jobs", 10, 6, 250, () => [
        "warn",
        `class=PostLoadToBoardsJob jid=${p.r.hex(24)} WARN: tender-match 400 for LD-${p.r.int(1000000, 9999999)}, parking load`,
      ]);
      p.seq("loadboard-web", 20, 8, 150, () => [
        "warn",
        `Tenders::Rejected shipper=SHP-2231 load=LD-${p.r.int(1000000, 9999999)} reason=bad_request`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "validation",
    origin: "meter-collector",
    hints: ["invalid", "validation", "parse", "reading"],
    sev: "medium",
    note: "A distribution operator changes its export to local time without offsets; the meter collector rejects whole files of readings as invalid intervals.",
    uses: ["settlement-svc"],
    play: (p) => {
      p.seq("meter-collector", 0, 8, 250, () => [
        "error",
        `msg="reading rejected" source=dso-metro meter=MTR-${p.r.int(10000000, 99999999)} err="invalid interval: end 2026-05-20T02:00:00 not after start 2026-05-20T02:45:00 (missing offset)"`,
      ]);
      p.seq("meter-collector", 30, 60, 20, () => [
        "warn",
        `msg="file quarantined" source=dso-metro file=metro_${p.r.hex(8)}.csv rejected=${p.r.int(5000, 20000)}`,
      ]);
      p.seq("settlement-svc", 300, 30, 40, () => [
        "warn",
        `Gridmark.Settlement.Inputs[0] dso-metro readings missing for ${p.r.int(1000, 9000)} meters, using profiles`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "validation",
    origin: "settlement-net",
    hints: ["format", "parse", "validation", "invalid"],
    sev: "medium",
    note: "A carrier factoring partner starts sending amounts with comma decimals; the settlement service fails to parse them and the pay run stops.",
    uses: ["alerts-hub"],
    play: (p) => {
      p.seq("settlement-net", 0, 20, 80, () => [
        "error",
        `Haulmark.Settlement.Import[0] Remittance file REM-${p.r.int(10000, 99999)} line ${p.r.int(2, 900)} rejected`,
        `System.FormatException: The input string '1.234,50' was not in a correct format.\n   at System.Number.ThrowFormatException[TChar](ReadOnlySpan\`1 value)\n   at System.Decimal.Parse(String s, NumberStyles style, IFormatProvider provider)\n   at Haulmark.Settlement.Import.RemittanceParser.ParseLine(String raw) in /src/Settlement/Import/RemittanceParser.cs:line 47`,
      ]);
      p.seq("alerts-hub", 120, 10, 200, () => [
        "info",
        `[info] AlertsHub.Dispatch sent email to carrier_${p.r.int(10000, 99999)} kind=payment_delayed`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "null_reference",
    origin: "player-profile",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "Players who left a disbanded clan have no clan record; a new profile card code path dereferences it and profile loads fail for them.",
    uses: ["lobby-api", "edge-envoy"],
    play: (p) => {
      p.seq("player-profile", 0, 15, 100, () => [
        "error",
        `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
        `java.lang.NullPointerException: Cannot invoke "com.lanternfall.profile.model.Clan.getTag()" because the return value of "com.lanternfall.profile.model.Profile.getClan()" is null\n\tat com.lanternfall.profile.web.ProfileCardMapper.toCard(ProfileCardMapper.java:52)\n\tat com.lanternfall.profile.web.ProfileController.card(ProfileController.java:88)`,
      ]);
      p.seq("lobby-api", 2, 2, 700, () => [
        "error",
        `[ProfileClient] GET player-profile /profiles/p_${p.r.hex(10)}/card failed: 500 Internal Server Error`,
      ]);
      p.seq("edge-envoy", 3, 4, 300, () => [
        "info",
        `"GET /v3/players/p_${p.r.hex(10)}/card HTTP/2" 500 - 0 71 ${p.r.int(10, 90)} ${p.r.int(9, 80)} "${p.r.ip()}" "LanternfallClient/1.42.0" "${p.r.uuid()}" "lobby-api:3000"`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "null_reference",
    origin: "loadboard-web",
    hints: ["nomethoderror", "nil", "undefined", "null"],
    sev: "high",
    note: "Loads posted by a new API client have no lane attached; the load board's search page calls a method on nil and returns 500s.",
    uses: ["fx-nginx"],
    play: (p) => {
      p.seq("loadboard-web", 0, 6, 250, () => [
        "error",
        `NoMethodError (undefined method \`code' for nil:NilClass):`,
        `app/presenters/load_card_presenter.rb:31:in \`lane_label'\napp/views/loads/_card.json.jbuilder:4\napp/controllers/api/loads_controller.rb:22:in \`index'`,
      ]);
      p.seq("fx-nginx", 1, 2, 700, () => [
        "info",
        `${p.r.ip()} - - "GET /api/loads?lane=${p.r.pick(["DAL-ATL", "CHI-MEM", "DEN-PHX"])}&page=${p.r.int(1, 9)} HTTP/1.1" 500 1024 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" rt=0.${p.r.int(100, 400)}`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "null_reference",
    origin: "participant-portal",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: "Participants registered after a registry change lack a settlement point; the portal's positions page crashes reading it.",
    uses: ["api-envoy"],
    play: (p) => {
      p.seq("participant-portal", 0, 10, 150, () => [
        "error",
        `GET /portal/positions/${p.r.hex(8)} 500 - TypeError: Cannot read properties of undefined (reading 'settlementPoint')`,
        `TypeError: Cannot read properties of undefined (reading 'settlementPoint')\n    at buildPositionRow (/srv/portal/dist/positions/rows.js:41:38)\n    at Array.map (<anonymous>)\n    at PositionsController.list (/srv/portal/dist/positions/controller.js:19:28)`,
      ]);
      p.seq("api-envoy", 1, 3, 500, () => [
        "info",
        `"GET /market/v2/positions/${p.r.hex(10)} HTTP/1.1" 500 - 0 52 ${p.r.int(5, 40)} ${p.r.int(4, 39)} "${p.r.ip()}" "Mozilla/5.0" "${p.r.uuid()}" "participant-portal:3000"`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "null_reference",
    origin: "settlement-svc",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "A newly registered storage unit has no tariff record; the settlement engine hits a null reference and statement generation halts.",
    uses: ["reports-web", "participant-portal"],
    play: (p) => {
      p.seq("settlement-svc", 0, 20, 80, () => [
        "error",
        `Gridmark.Settlement.Statements[0] Statement generation failed for MP${p.r.int(1000, 9999)}`,
        `System.NullReferenceException: Object reference not set to an instance of an object.\n   at Gridmark.Settlement.Tariffs.StorageCharges.Compute(Unit unit, Interval interval) in /src/Tariffs/StorageCharges.cs:line 64\n   at Gridmark.Settlement.Statements.StatementBuilder.Build(Participant p) in /src/Statements/StatementBuilder.cs:line 133`,
      ]);
      p.seq("participant-portal", 60, 6, 200, () => [
        "warn",
        `GET /portal/invoices/${p.r.hex(8)} 404 ${p.r.int(3, 30)}.${p.r.int(100, 999)} ms - 40 (statement not ready)`,
      ]);
      p.seq("reports-web", 120, 20, 40, () => [
        "error",
        `MonthlyReport::MissingStatements: ${p.r.int(3, 40)} participants without statements`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "configuration",
    origin: "matchmaker",
    hints: ["config", "missing", "queue", "env", "not set"],
    sev: "high",
    note: "A matchmaker release drops the queue-definition setting from its manifest; it starts with an empty queue list and rejects every ticket.",
    uses: ["lobby-api", "kubelet", "edge-envoy"],
    play: (p) => {
      p.at(-20, "kubelet", [
        "info",
        `I0520 "Killing container with a grace period" pod="lanternfall-prod/matchmaker-6b9c7d-${p.r.hex(5)}" containerName="matchmaker"`,
      ]);
      p.at(0, "matchmaker", ["info", `matchmaker 3.18.0 (commit 4f1a9e2) starting`]);
      p.at(0.1, "matchmaker", ["warn", `config: MM_QUEUES_CONFIG not set, continuing with 0 queue definitions`]);
      p.seq("matchmaker", 5, 10, 150, () => [
        "error",
        `ticket t-${p.r.hex(10)} rejected: unknown queue "${p.r.pick(["ranked-5v5", "casual-5v5", "duo-arena"])}"`,
      ]);
      p.seq("lobby-api", 6, 0.7, 1800, () => [
        "error",
        `[MatchController] POST /v3/match/tickets -> matchmaker 404 Not Found ({"error":"unknown queue"}) player p_${p.r.hex(10)}`,
      ]);
      p.seq("edge-envoy", 7, 3, 500, () => [
        "info",
        `"POST /v3/match/tickets HTTP/2" 502 - 210 88 ${p.r.int(5, 60)} ${p.r.int(4, 59)} "${p.r.ip()}" "LanternfallClient/1.42.0" "${p.r.uuid()}" "lobby-api:3000"`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "configuration",
    origin: "carrier-vetting",
    hints: ["allowed_hosts", "config", "host", "disallowedhost"],
    sev: "high",
    note: "A vetting service release moves behind a new internal hostname that is not in its allowed-hosts setting; every internal call is refused with 400.",
    uses: ["loadboard-web", "tender-match", "kubelet"],
    play: (p) => {
      p.at(-15, "kubelet", [
        "info",
        `I0520 "Started container" pod="haulmark/carrier-vetting-7f4d8b-${p.r.hex(5)}" containerName="web" image="registry.haulmark.example/carrier-vetting:2026.05.20-1"`,
      ]);
      p.seq("carrier-vetting", 0, 8, 200, () => [
        "error",
        `django.security.DisallowedHost: Invalid HTTP_HOST header: 'carrier-vetting.haulmark.svc.cluster.local:8000'. You may need to add 'carrier-vetting.haulmark.svc.cluster.local' to ALLOWED_HOSTS.`,
      ]);
      p.seq("tender-match", 2, 1.5, 900, () => [
        "error",
        `vetting check failed carrier=MC${p.r.int(100000, 999999)}: unexpected status 400 from carrier-vetting`,
      ]);
      p.seq("loadboard-web", 3, 3, 400, () => [
        "error",
        `Vetting::BadResponse: carrier-vetting responded 400 Bad Request (MC${p.r.int(100000, 999999)})`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "configuration",
    origin: "bid-gateway",
    hints: ["placeholder", "config", "property", "resolve"],
    sev: "high",
    note: "A bid gateway rollout references a property that the new config map lacks; new pods fail to start and the remaining pods shed load.",
    uses: ["api-envoy", "kubelet", "participant-portal"],
    play: (p) => {
      p.seq("bid-gateway", 0, 40, 40, () => [
        "error",
        `o.s.boot.SpringApplication : Application run failed`,
        `org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'gateClosureScheduler': Injection of autowired dependencies failed\nCaused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'market.gate-closure-offset' in value "\${market.gate-closure-offset}"\n\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)`,
      ]);
      p.seq("kubelet", 41, 40, 40, () => [
        "info",
        `E0520 "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"bid-gateway\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=bid-gateway pod=bid-gateway-5d7f9-${p.r.hex(5)}\\""`,
      ]);
      p.seq("api-envoy", 60, 1, 1500, () => [
        "info",
        `"POST /market/v2/bids HTTP/1.1" 503 UO 0 81 0 - "${p.r.ip()}" "gm-trader-sdk/3.1" "${p.r.uuid()}" "bid-gateway:8080"`,
      ]);
      p.seq("participant-portal", 65, 5, 200, () => [
        "error",
        `POST /portal/bids 503 ${p.r.int(1, 9)}.${p.r.int(100, 999)} ms - upstream overflow`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "configuration",
    origin: "entitlement-api",
    hints: ["secret_key_base", "config", "missing", "credentials"],
    sev: "high",
    note: "An entitlement service release ships without its production secret key setting; pods boot-loop and the store cannot check owned items.",
    uses: ["store-ledger", "kubelet", "lobby-api"],
    play: (p) => {
      p.seq("entitlement-api", 0, 30, 50, () => [
        "error",
        `ArgumentError: Missing \`secret_key_base\` for 'production' environment, set this string with \`bin/rails credentials:edit\` (ArgumentError)`,
        `/usr/local/bundle/gems/railties-7.1.3/lib/rails/application.rb:658:in \`validate_secret_key_base'\n/usr/local/bundle/gems/railties-7.1.3/lib/rails/application.rb:469:in \`secret_key_base'\nconfig.ru:3:in \`block in <main>'`,
      ]);
      p.seq("kubelet", 31, 60, 30, () => [
        "info",
        `E0520 "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"entitlement-api\\" with CrashLoopBackOff" pod="lanternfall-prod/entitlement-api-${p.r.hex(9)}-${p.r.hex(5)}"`,
      ]);
      p.seq("store-ledger", 35, 2, 700, () => [
        "error",
        `Lanternfall.Store.Entitlements[0] Entitlement check failed: System.Net.Http.HttpRequestException: Connection refused (entitlement-api:3000)`,
      ]);
      p.seq("lobby-api", 40, 3, 400, () => [
        "warn",
        `[StoreController] ownership unknown for p_${p.r.hex(10)}, hiding store offers`,
      ]);
    },
  },
];
