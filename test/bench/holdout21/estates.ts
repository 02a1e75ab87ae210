// The three made-up estates of holdout21 (a veterinary clinic chain, a freight-brokerage exchange, a
// newsroom publishing system): services, their runtimes, ordinary traffic and noisy repeat offenders.
import type { Rng } from "./rng.js";
import type { Estate, Gen, Line } from "./types.js";

const i = (l: Line["level"], msg: string): Line => ({ level: l, msg });
const ms = (r: Rng, a = 4, b = 180) => r.int(a, b);
const pet = (r: Rng) => `PT-${r.int(100000, 999999)}`;
const clinic = (r: Rng) => r.pick(["ash-grove", "bayside", "cedar-hill", "dunmore", "elm-park", "fairview"]);
const load = (r: Rng) => `LD${r.int(4000000, 4999999)}`;
const carrier = (r: Rng) => `MC-${r.int(100000, 999999)}`;
const story = (r: Rng) => `st-${r.hex(6)}`;
const desk = (r: Rng) => r.pick(["metro", "politics", "sport", "business", "culture", "world"]);

const vet: Estate = {
  key: "vet",
  date: "2026-09-08",
  services: [
    {
      name: "clinic-portal",
      runtime: "node",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `${r.pick(["GET", "GET", "POST"])} /api/${r.pick(["appointments", "patients", "invoices", "reminders"])} ${r.pick([200, 200, 200, 201, 304])} ${ms(r)}ms`,
          ),
        (r) => i("info", `session refreshed for staff user u${r.int(1000, 9999)} clinic=${clinic(r)}`),
        (r) => i("debug", `GET /healthz 200 ${r.int(1, 3)}ms`),
      ],
    },
    {
      name: "appointment-book",
      runtime: "rails",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `Completed 200 OK in ${ms(r, 8, 120)}ms (Views: ${r.int(1, 20)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`,
          ),
        (r) =>
          i(
            "info",
            `Started GET "/v1/slots?clinic=${clinic(r)}&date=2026-09-${r.int(9, 30)}" for 10.12.${r.int(0, 9)}.${r.int(2, 250)}`,
          ),
        (r) =>
          i(
            "info",
            `booked slot for ${pet(r)} at ${clinic(r)} with Dr. ${r.pick(["Okafor", "Lindqvist", "Haddad", "Moreau", "Tan"])}`,
          ),
      ],
    },
    {
      name: "patient-records",
      runtime: "dotnet",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `Request finished HTTP/1.1 GET http://patient-records/api/patients/${pet(r)} - 200 - application/json ${r.int(3, 90)}.${r.int(1000, 9999)}ms`,
          ),
        (r) =>
          i(
            "info",
            `Executed DbCommand (${r.int(1, 30)}ms) [Parameters=[@__id_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']`,
          ),
        (r) => i("debug", `Saved ${r.int(1, 4)} entities to in-memory store (Vaccination, Weight)`),
      ],
    },
    {
      name: "rx-dispense",
      runtime: "elixir",
      traced: true,
      bg: [
        (r) => i("info", `Sent 200 in ${r.int(2, 60)}ms`),
        (r) =>
          i(
            "info",
            `dispensed rx=${r.int(10000, 99999)} drug=${r.pick(["carprofen", "amoxicillin", "gabapentin", "meloxicam"])} qty=${r.int(7, 60)} patient=${pet(r)}`,
          ),
        (r) => i("debug", `QUERY OK source="prescriptions" db=${r.int(1, 9)}.${r.int(0, 9)}ms`),
      ],
    },
    {
      name: "lab-results-ingest",
      runtime: "go",
      bg: [
        (r) =>
          i(
            "info",
            `ingested HL7 ORU batch from ${r.pick(["idexx", "antech", "inhouse-cbc"])} results=${r.int(3, 80)} elapsed=${ms(r, 10, 400)}ms`,
          ),
        (r) => i("debug", `poll cursor advanced to ${r.int(7000000, 7999999)}`),
      ],
    },
    {
      name: "billing-invoicer",
      runtime: "php",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `invoice INV-${r.int(200000, 299999)} finalised for ${pet(r)} total=${r.int(30, 900)}.${r.int(10, 99)} EUR`,
          ),
        (r) => i("info", `[queue] Processed: App\\Jobs\\SyncPaymentStatus (${r.int(20, 400)}ms)`),
      ],
    },
    {
      name: "reminder-sender",
      runtime: "python",
      bg: [
        (r) =>
          i(
            "info",
            `Task reminders.send_due[${r.uuid()}] succeeded in ${r.int(0, 3)}.${r.int(100, 999)}s: ${r.int(0, 40)}`,
          ),
        (r) => i("info", `queued vaccine reminder for ${pet(r)} via ${r.pick(["sms", "email", "push"])}`),
      ],
    },
    {
      name: "imaging-store",
      runtime: "rust",
      bg: [
        (r) =>
          i(
            "info",
            `stored dicom study=1.2.826.${r.int(1000, 9999)}.${r.int(100, 999)} bytes=${r.int(200000, 9000000)} took=${ms(r, 20, 600)}ms`,
          ),
        (r) => i("debug", `hyper::proto::h1::io: flushed ${r.int(200, 9000)} bytes`),
      ],
    },
    {
      name: "inventory-sync",
      runtime: "java",
      bg: [
        (r) => i("info", `Synced stock for clinic ${clinic(r)}: ${r.int(40, 900)} SKUs in ${ms(r, 100, 900)} ms`),
        (r) =>
          i("debug", `HikariPool-1 - Pool stats (total=10, active=${r.int(0, 4)}, idle=${r.int(6, 10)}, waiting=0)`),
      ],
    },
    {
      name: "traefik",
      runtime: "traefik",
      bg: [
        (r) =>
          i(
            "info",
            `10.0.${r.int(0, 9)}.${r.int(2, 250)} - - "${r.pick(["GET", "POST"])} /api/${r.pick(["appointments", "patients", "invoices"])} HTTP/2.0" 200 ${r.int(200, 9000)} "-" "-" ${r.int(1000, 99999)} "clinic-portal@kubernetescrd" "http://10.1.4.${r.int(2, 40)}:3000" ${ms(r)}ms`,
          ),
      ],
    },
    {
      name: "kubelet",
      runtime: "kubelet",
      quietInfra: true,
      bg: [
        (r) =>
          i(
            "info",
            `"SyncLoop (PLEG): event for pod" pod="vet-prod/${r.pick(["clinic-portal", "rx-dispense", "patient-records"])}-${r.hex(5)}" event=ContainerStarted`,
          ),
        (r) => i("info", `"Probe succeeded" probeType="Readiness" pod="vet-prod/appointment-book-${r.hex(5)}"`),
      ],
    },
  ],
  noise: [
    {
      svc: "reminder-sender",
      line: (r) =>
        i("error", `SMTP soft bounce for owner${r.int(1000, 9999)}@mail.example: 452 mailbox full (will not retry)`),
    },
    {
      svc: "lab-results-ingest",
      line: (r) => i("warn", `HL7 segment OBX-${r.int(3, 9)} has unknown unit code "mmol/Lx", stored raw`),
    },
    {
      svc: "inventory-sync",
      line: (r) => i("error", `SKU ${r.int(10000, 99999)} has no supplier mapping; skipping reorder suggestion`),
    },
  ],
};

const freight: Estate = {
  key: "freight",
  date: "2026-09-15",
  services: [
    {
      name: "broker-edge",
      runtime: "envoy",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `"${r.pick(["GET", "POST"])} /v3/${r.pick(["loads", "bids", "quotes", "carriers"])} HTTP/1.1" 200 - 0 ${r.int(200, 8000)} ${ms(r)} ${ms(r, 1, 90)} "10.4.${r.int(0, 9)}.${r.int(2, 250)}" "loadmatch-web/5.2" "${r.uuid()}" "api.loadmatch.example" "10.8.1.${r.int(2, 60)}:8080"`,
          ),
      ],
    },
    {
      name: "load-board-api",
      runtime: "go",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `handled GET /v3/loads?lane=${r.pick(["CHI-ATL", "DAL-PHX", "LAX-SEA", "NYC-BOS"])} status=200 dur=${ms(r)}ms`,
          ),
        (r) =>
          i(
            "info",
            `load ${load(r)} posted by shipper SH-${r.int(1000, 9999)} equipment=${r.pick(["reefer", "dry-van", "flatbed"])}`,
          ),
        (r) => i("debug", `GET /readyz 200 ${r.int(1, 3)}ms`),
      ],
    },
    {
      name: "bid-matcher",
      runtime: "rust",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `matched load=${load(r)} carrier=${carrier(r)} score=0.${r.int(50, 99)} candidates=${r.int(3, 40)} elapsed_ms=${r.int(1, 40)}`,
          ),
        (r) => i("debug", `tokio_postgres::prepare: preparing query s${r.int(1, 90)}`),
      ],
    },
    {
      name: "rate-quoter",
      runtime: "kotlin",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `Quote Q-${r.int(100000, 999999)} lane=${r.pick(["CHI-ATL", "DAL-PHX", "LAX-SEA"])} miles=${r.int(200, 2600)} rate=${r.int(1, 4)}.${r.int(10, 99)}/mi computed in ${ms(r, 5, 90)} ms`,
          ),
        (r) =>
          i("debug", `HikariPool-1 - Pool stats (total=20, active=${r.int(0, 6)}, idle=${r.int(14, 20)}, waiting=0)`),
      ],
    },
    {
      name: "settlement-ledger",
      runtime: "dotnet",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `Posted settlement batch SB-${r.int(10000, 99999)} with ${r.int(2, 60)} lines in ${ms(r, 20, 300)}ms`,
          ),
        (r) =>
          i(
            "info",
            `Request finished HTTP/1.1 POST http://settlement-ledger/api/invoices - 201 - application/json ${r.int(5, 90)}.${r.int(1000, 9999)}ms`,
          ),
      ],
    },
    {
      name: "carrier-onboarding",
      runtime: "sidekiq",
      bg: [
        (r) =>
          i("info", `class=VerifyInsuranceJob jid=${r.hex(24)} elapsed=${r.int(0, 3)}.${r.int(100, 999)} INFO: done`),
        (r) => i("info", `class=FmcsaLookupJob jid=${r.hex(24)} INFO: start`),
      ],
    },
    {
      name: "tracking-ingest",
      runtime: "elixir",
      bg: [
        (r) =>
          i(
            "info",
            `ping accepted truck=${carrier(r)}/${r.int(1, 40)} lat=${r.int(25, 48)}.${r.int(1000, 9999)} lon=-${r.int(70, 122)}.${r.int(1000, 9999)}`,
          ),
        (r) => i("debug", `Broadway batch of ${r.int(20, 500)} pings acked in ${r.int(1, 40)}ms`),
      ],
    },
    {
      name: "doc-scanner",
      runtime: "python",
      bg: [
        (r) => i("info", `"POST /documents/bol/ HTTP/1.1" 201 ${r.int(100, 900)}`),
        (r) => i("info", `OCR finished doc=${r.uuid()} pages=${r.int(1, 6)} confidence=0.${r.int(80, 99)}`),
      ],
    },
    {
      name: "pulsar-broker",
      runtime: "pulsar",
      quietInfra: true,
      bg: [
        (r) =>
          i(
            "info",
            `[persistent://freight/prod/bids-partition-${r.int(0, 7)}] [bid-matcher-sub] Created subscription consumer ${r.int(1, 30)}`,
          ),
        (r) => i("info", `Ledger ${r.int(10000, 99999)} rolled over, entries=${r.int(5000, 50000)}`),
      ],
    },
    {
      name: "consul-agent",
      runtime: "consul",
      quietInfra: true,
      bg: [
        (r) =>
          i("info", `agent: Synced check: check=service:${r.pick(["load-board-api", "rate-quoter", "bid-matcher"])}`),
      ],
    },
    {
      name: "kubelet",
      runtime: "kubelet",
      quietInfra: true,
      bg: [
        (r) =>
          i(
            "info",
            `"Probe succeeded" probeType="Liveness" pod="freight/${r.pick(["bid-matcher", "rate-quoter", "load-board-api"])}-${r.hex(5)}"`,
          ),
      ],
    },
  ],
  noise: [
    {
      svc: "doc-scanner",
      line: (r) => i("error", `tesseract: Empty page!! doc=${r.uuid()} page=${r.int(2, 6)} (blank page stored)`),
    },
    {
      svc: "tracking-ingest",
      line: (r) =>
        i("warn", `ping dropped truck=${carrier(r)}/${r.int(1, 40)}: timestamp ${r.int(4, 30)}s in the future`),
    },
    {
      svc: "carrier-onboarding",
      line: (r) =>
        i(
          "error",
          `class=FmcsaLookupJob jid=${r.hex(24)} ERROR: DOT ${r.int(1000000, 3999999)} not found in snapshot (carrier flagged for manual review)`,
        ),
    },
  ],
};

const news: Estate = {
  key: "news",
  date: "2026-09-22",
  services: [
    {
      name: "story-api",
      runtime: "node",
      traced: true,
      bg: [
        (r) =>
          i("info", `${r.pick(["GET", "GET", "PUT"])} /v1/stories/${story(r)} ${r.pick([200, 200, 304])} ${ms(r)}ms`),
        (r) => i("info", `published ${story(r)} desk=${desk(r)} rev=${r.int(2, 40)}`),
        (r) => i("debug", `GET /health 200 ${r.int(1, 4)}ms`),
      ],
    },
    {
      name: "cms-editor",
      runtime: "php",
      traced: true,
      bg: [
        (r) => i("info", `[http] 200 PUT /drafts/${story(r)} ${ms(r, 20, 300)}ms user=ed${r.int(100, 999)}`),
        (r) => i("info", `autosave stored draft ${story(r)} words=${r.int(150, 3000)}`),
      ],
    },
    {
      name: "render-farm",
      runtime: "rust",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `rendered ${story(r)} template=${r.pick(["article", "liveblog", "gallery"])} html_bytes=${r.int(20000, 400000)} in ${ms(r, 5, 120)}ms`,
          ),
        (r) => i("debug", `cache hit fragment=nav-${desk(r)}`),
      ],
    },
    {
      name: "wire-ingest",
      runtime: "elixir",
      bg: [
        (r) =>
          i(
            "info",
            `wire item accepted source=${r.pick(["reuters", "ap", "afp", "dpa"])} slug=${r.hex(8)} priority=${r.int(1, 5)}`,
          ),
        (r) => i("debug", `GenStage producer demand=${r.int(10, 500)}`),
      ],
    },
    {
      name: "paywall-svc",
      runtime: "go",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `entitlement check reader=r${r.int(100000, 999999)} plan=${r.pick(["digital", "free", "premium"])} allowed=true dur=${r.int(1, 30)}ms`,
          ),
        (r) => i("debug", `meter incremented reader=r${r.int(100000, 999999)} count=${r.int(1, 10)}`),
      ],
    },
    {
      name: "search-indexer",
      runtime: "python",
      bg: [
        (r) => i("info", `Task indexer.reindex_story[${r.uuid()}] succeeded in ${r.int(0, 2)}.${r.int(100, 999)}s`),
        (r) => i("info", `indexed ${r.int(1, 50)} documents into stories-v${r.int(7, 8)}`),
      ],
    },
    {
      name: "media-transcoder",
      runtime: "go",
      bg: [
        (r) =>
          i(
            "info",
            `transcode job=${r.hex(10)} preset=${r.pick(["hls-720", "hls-1080", "thumb"])} done in ${r.int(2, 90)}s`,
          ),
        (r) => i("debug", `worker ${r.int(1, 8)} idle`),
      ],
    },
    {
      name: "comments-svc",
      runtime: "rails",
      traced: true,
      bg: [
        (r) =>
          i(
            "info",
            `Completed 200 OK in ${ms(r, 6, 90)}ms (Views: ${r.int(1, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms)`,
          ),
        (r) =>
          i(
            "info",
            `comment c${r.int(100000, 999999)} on ${story(r)} held for moderation=${r.pick(["false", "false", "true"])}`,
          ),
      ],
    },
    {
      name: "syndication-feed",
      runtime: "kotlin",
      bg: [
        (r) =>
          i(
            "info",
            `Generated feed partner=${r.pick(["msn", "apple-news", "flipboard", "smartnews"])} items=${r.int(20, 120)} in ${ms(r, 30, 800)} ms`,
          ),
      ],
    },
    {
      name: "cassandra",
      runtime: "cassandra",
      quietInfra: true,
      bg: [
        (r) =>
          i(
            "info",
            `CompactionTask.java:${r.int(150, 260)} - Compacted (${r.uuid()}) ${r.int(2, 8)} sstables to [/var/lib/cassandra/data/comments/by_story-${r.hex(8)}/nb-${r.int(100, 999)}-big,]`,
          ),
        (r) => i("info", `GCInspector.java:285 - ParNew GC in ${r.int(20, 190)}ms.`),
      ],
    },
    {
      name: "nats",
      runtime: "nats",
      quietInfra: true,
      bg: [
        (r) =>
          i(
            "info",
            `[${r.int(1, 9)}] 10.6.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} - cid:${r.int(10, 900)} - Client connection created`,
          ),
      ],
    },
    {
      name: "kubelet",
      runtime: "kubelet",
      quietInfra: true,
      bg: [
        (r) =>
          i(
            "info",
            `"Probe succeeded" probeType="Readiness" pod="newsroom/${r.pick(["story-api", "render-farm", "paywall-svc"])}-${r.hex(5)}"`,
          ),
      ],
    },
  ],
  noise: [
    {
      svc: "syndication-feed",
      line: (r) =>
        i("error", `Partner smartnews rejected item ${story(r)}: image ratio 4:3 not allowed (item skipped)`),
    },
    {
      svc: "wire-ingest",
      line: (r) => i("warn", `duplicate wire slug ${r.hex(8)} from ${r.pick(["ap", "afp"])}, dropping`),
    },
    {
      svc: "media-transcoder",
      line: (r) =>
        i(
          "error",
          `ffprobe: could not find codec parameters for stream 2 (Data: none), job=${r.hex(10)} continues without it`,
        ),
    },
  ],
};

export const ESTATES: Record<Estate["key"], Estate> = { vet, freight, news };

/** Deprecation warnings any runtime might print now and then. */
export const DEPRECATIONS: Record<string, Gen> = {
  node: () => i("warn", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."),
  rails: () =>
    i("warn", "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated, use `with_connection` instead."),
  sidekiq: () => i("warn", "DEPRECATION WARNING: Sidekiq::Worker is deprecated, include Sidekiq::Job instead."),
  dotnet: () =>
    i(
      "warn",
      "warning CS0618 at runtime: 'WebHost.CreateDefaultBuilder' is obsolete: use WebApplication.CreateBuilder",
    ),
  elixir: () => i("warn", "warning: Logger.warn/1 is deprecated. Use Logger.warning/2 instead"),
  php: () => i("warn", "PHP Deprecated:  Creation of dynamic property App\\Models\\Invoice::$legacyRef is deprecated"),
  python: () =>
    i("warn", "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated."),
  java: () =>
    i("warn", "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'"),
  kotlin: () =>
    i(
      "warn",
      "spring.jpa.open-in-view is enabled by default. Explicitly configure spring.jpa.open-in-view to disable this warning",
    ),
  go: () =>
    i("warn", "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead"),
  rust: () => i("warn", "use of deprecated config key `tls.min_version`, please use `tls.minimum_version`"),
};
