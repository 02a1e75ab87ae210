// Validation (EDIFACT syntax errors from a partner, Jackson date format after a portal release, Elasticsearch
// mapper_parsing_exception, a DRF choice validation) and null references (.NET, Node, Java NPE, Go nil pointer).
import { dotnet, goroutine, java, node } from "./stacks.js";
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const validation: Scenario[] = [
  {
    estate: "port",
    cat: "validation",
    origin: "customs-edi",
    hints: ["syntax", "edifact", "invalid", "validation"],
    sev: "medium",
    note: "a shipping line's new EDI translator sends COPRAR with a bad syntax identifier; customs-edi rejects every interchange; load lists go stale",
    decoy: 0,
    run: (x) => {
      x.every(
        "customs-edi",
        "error",
        0,
        INF,
        3,
        (r) =>
          `Interchange ${r.int(1e6, 9e6)} from partner MAEU-EDI rejected: UNB syntax identifier 'UNOX:4' invalid (expected UNOA..UNOY); CONTRL sent with UCI action 7, error code 2 (syntax version or level not supported)`,
      );
      x.every(
        "customs-edi",
        "warn",
        2,
        INF,
        5,
        (r) =>
          `Segment UNH+${r.int(1, 999)}+COPRAR:D:00B:UN:SMDG21 failed schema validation at element 0065: value not in code list`,
      );
      x.every(
        "berth-planner",
        "warn",
        60,
        INF,
        20,
        "c.t.berth.LoadListService : load list for MAERSK ESSEN not updated in 30 min",
      );
    },
  },
  {
    estate: "claims",
    cat: "validation",
    origin: "fnol-intake",
    hints: ["deserialize", "invalid", "format"],
    sev: "medium",
    note: "a claims-portal release sends lossDate as dd/MM/yyyy; fnol-intake rejects with Jackson InvalidFormatException; portal shows 400 bursts",
    run: (x) => {
      x.deploy(-7, "claims-portal", "2026.07.15", "node");
      x.every(
        "fnol-intake",
        "warn",
        0,
        INF,
        1.2,
        (r) =>
          `.w.s.m.s.DefaultHandlerExceptionResolver : Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${r.int(10, 28)}/07/2026": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${r.int(10, 28)}/07/2026' could not be parsed at index 0]`,
      );
      x.every(
        "claims-portal",
        "error",
        0,
        INF,
        1,
        (r) =>
          `POST /api/v3/claims 400 ${r.int(10, 60)}ms upstream=fnol-intake body={"error":"Bad Request","path":"/internal/fnol"}`,
      );
    },
  },
  {
    estate: "podcast",
    cat: "validation",
    origin: "search-indexer",
    hints: ["parse", "mapper", "mapping"],
    sev: "medium",
    note: "feeds from a big host start emitting RFC-822 dates with a textual zone; search-indexer bulk items fail mapper_parsing_exception; new episodes unsearchable",
    run: (x) => {
      x.every(
        "search-indexer",
        "error",
        0,
        INF,
        2,
        (r) =>
          `bulk item failed index=episodes-v7 id=ep_${r.hex(10)} status=400 type=mapper_parsing_exception reason="failed to parse field [published_at] of type [date] in document with id 'ep_${r.hex(10)}'. Preview of field's value: 'Tue, 14 Jul 2026 06:00:00 PDT'" caused_by=illegal_argument_exception`,
      );
      x.every(
        "search-indexer",
        "warn",
        3,
        INF,
        12,
        (r) => `indexed batch with errors=true (${r.int(10, 90)}/${r.int(90, 120)} failed)`,
      );
    },
  },
  {
    estate: "port",
    cat: "validation",
    origin: "billing-tariffs",
    hints: ["validation", "invalid", "choice"],
    sev: "medium",
    note: "new ISO 6346 size/type codes (45R1X) from a carrier fail billing-tariffs' DRF ChoiceField; reefer invoices rejected",
    run: (x) => {
      x.every(
        "billing-tariffs",
        "warn",
        0,
        INF,
        2,
        (r) =>
          `WARNING django.request: Bad Request: /api/charges/ - rest_framework.exceptions.ValidationError: {'container_iso_code': [ErrorDetail(string='"45R1X" is not a valid choice.', code='invalid_choice')]} container=${r.pick(["CMAU", "HLXU"])}${r.int(1000000, 9999999)}`,
      );
      x.every("reefer-monitor", "error", 0, INF, 2.5, "[error] power charge post to billing-tariffs rejected: 400");
      x.every("terminal-api", "warn", 10, INF, 5, "POST /billing/charges 400 upstream billing-tariffs");
    },
  },
];

export const nullReference: Scenario[] = [
  {
    estate: "claims",
    cat: "null_reference",
    origin: "payout-engine",
    hints: ["null", "nullreference", "object reference"],
    sev: "high",
    note: "payouts for claims without a bank account on file (new broker channel) hit NullReferenceException in IbanFormatter; payouts halt",
    run: (x) => {
      x.every(
        "payout-engine",
        "error",
        0,
        INF,
        2,
        (r) => `Payout for CLM-${r.int(2026000, 2026999)} failed`,
        () =>
          dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Claims.Payouts.Sepa.IbanFormatter.Format(BankAccount account) in /src/Payouts/Sepa/IbanFormatter.cs:line 22",
            "Claims.Payouts.PayoutService.BuildInstruction(Payout payout) in /src/Payouts/PayoutService.cs:line 141",
            "Claims.Payouts.PayoutService.ProcessAsync(Guid payoutId, CancellationToken ct) in /src/Payouts/PayoutService.cs:line 87",
          ]),
      );
      x.every("policy-ledger", "warn", 5, INF, 4, "c.c.l.PayoutSync : payout callback 500 from payout-engine");
      x.every(
        "claims-portal",
        "error",
        5,
        INF,
        3,
        (r) => `POST /api/v3/payouts 500 ${r.int(30, 300)}ms upstream=payout-engine`,
      );
    },
  },
  {
    estate: "podcast",
    cat: "null_reference",
    origin: "playback-api",
    hints: ["undefined", "typeerror", "cannot read"],
    sev: "high",
    note: "episodes published without enclosure metadata make playback-api throw TypeError reading durationMs; listen-edge 500s",
    run: (x) => {
      x.every("playback-api", "error", 0, INF, 0.9, "unhandled error in GET /v1/episodes/:id/manifest", () =>
        node("TypeError: Cannot read properties of undefined (reading 'durationMs')", [
          "buildSegments (/app/dist/manifest/segments.js:27:41)",
          "ManifestService.build (/app/dist/manifest/service.js:64:22)",
          "async /app/dist/routes/episodes.js:38:24",
        ]),
      );
      x.every(
        "listen-edge",
        "error",
        0,
        INF,
        0.7,
        (r) => `GET /v2/episodes/:id/stream status=500 dur=${r.int(5, 40)}ms upstream=playback-api`,
      );
      x.deploy(-40, "feed-crawler", "1.45.0", "python");
    },
  },
  {
    estate: "port",
    cat: "null_reference",
    origin: "berth-planner",
    hints: ["null", "nullpointer"],
    sev: "high",
    note: "a vessel call created without a vessel record (manual entry) makes berth-planner throw NullPointerException on every plan run",
    run: (x) => {
      x.every(
        "berth-planner",
        "error",
        0,
        INF,
        5,
        "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception",
        () =>
          java(
            'java.lang.NullPointerException: Cannot invoke "com.terminal.berth.model.Vessel.getLoaMeters()" because "call.vessel" is null',
            [
              "com.terminal.berth.QuayOptimizer.fits(QuayOptimizer.java:118)",
              "com.terminal.berth.QuayOptimizer.assign(QuayOptimizer.java:77)",
              "com.terminal.berth.PlanService.recompute(PlanService.java:52)",
            ],
          ),
      );
      x.every(
        "terminal-api",
        "error",
        1,
        INF,
        4,
        (r) => `GET /berths/windows 500 ${r.int(20, 200)}ms upstream berth-planner`,
      );
      x.every(
        "yard-tos",
        "warn",
        30,
        INF,
        20,
        "c.t.yard.VesselOpsListener : berth plan stale, keeping previous crane split",
      );
    },
  },
  {
    estate: "podcast",
    cat: "null_reference",
    origin: "episode-transcoder",
    hints: ["nil", "pointer"],
    sev: "high",
    note: "episode-transcoder panics on a nil chapter list for podcasts without chapters; crash loop",
    run: (x) => {
      for (let t = 0; t < 1800; t += 20 + x.r.int(0, 30)) {
        x.at(
          t,
          "episode-transcoder",
          "fatal",
          "panic: runtime error: invalid memory address or nil pointer dereference",
          [
            `[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${x.r.hex(7)}]`,
            "",
            goroutine(x.r.int(30, 300), "running", [
              [
                "github.com/listen/transcoder/internal/chapters.(*List).Offsets(0x0)",
                "/src/internal/chapters/list.go:44 +0x1c",
              ],
              [
                "github.com/listen/transcoder/internal/pipeline.(*Job).writeID3(0xc000412000)",
                "/src/internal/pipeline/id3.go:71 +0x9a",
              ],
            ]),
          ].join("\n"),
        );
        x.killed(t + 0.2, "episode-transcoder", 2, "Error", 10);
      }
      x.thin("episode-transcoder", 0, 0.3);
      x.every("cdn-purger", "warn", 20, INF, 8, "purge queue waiting on transcode completions (0 in last 2m)");
    },
  },
];
