// The four made-up localization companies of quiet102: their services, runtimes and the wording of normal traffic.
import type { Rng } from "./rng.js";

export type Runtime = "node" | "python" | "go" | "java" | "dotnet" | "ruby" | "cpp";
export type Role = "gw" | "ingest" | "mt" | "tm" | "term" | "qa" | "assign" | "repo" | "billing" | "review";

export interface Estate {
  key: string;
  namespace: string;
  /** request ids travel across services */
  traced: boolean;
  runtimes: Record<string, Runtime>;
  roles: Record<Role, string>;
  /** a service that only this estate has (publisher, scheduler …) */
  extra: string;
  pkg: string;
  /** the harmless error one service logs all the time */
  chronic: (r: Rng) => { svc: string; level: "warn" | "error"; msg: string };
  mtEngines: string[];
  customers: string[];
  repos: string[];
}

export const ESTATES: Estate[] = [
  {
    key: "lingora",
    namespace: "lingora-prod",
    traced: true,
    runtimes: {
      "lingora-api": "node",
      "file-intake": "python",
      "mt-broker": "go",
      "tm-core": "java",
      "termbase-svc": "java",
      "qa-runner": "python",
      "assign-svc": "ruby",
      "repo-bridge": "node",
      "linguist-billing": "dotnet",
      "review-canvas": "node",
    },
    roles: {
      gw: "lingora-api",
      ingest: "file-intake",
      mt: "mt-broker",
      tm: "tm-core",
      term: "termbase-svc",
      qa: "qa-runner",
      assign: "assign-svc",
      repo: "repo-bridge",
      billing: "linguist-billing",
      review: "review-canvas",
    },
    extra: "review-canvas",
    pkg: "io.lingora",
    chronic: (r) => ({
      svc: "qa-runner",
      level: "error",
      msg: `spellcheck: hunspell dictionary not found for locale '${r.pick(["gsw-CH", "fil-PH", "sr-Latn-ME"])}', spelling check skipped for job ${r.int(40000, 49999)}`,
    }),
    mtEngines: ["deepl", "google-v3", "azure-translator"],
    customers: ["acme-games", "northwind", "helio-bank", "kiteshop", "medora"],
    repos: ["acme-games/client-strings", "northwind/webapp", "kiteshop/storefront", "helio-bank/mobile"],
  },
  {
    key: "verbatim",
    namespace: "verbatim",
    traced: false,
    runtimes: {
      "vendor-portal": "ruby",
      "doc-ingest": "java",
      "mt-hub": "python",
      "memory-svc": "go",
      "lqa-engine": "cpp",
      "job-dispatch": "java",
      "cms-link": "node",
      payables: "dotnet",
      "proofing-ui": "node",
    },
    roles: {
      gw: "vendor-portal",
      ingest: "doc-ingest",
      mt: "mt-hub",
      tm: "memory-svc",
      term: "memory-svc",
      qa: "lqa-engine",
      assign: "job-dispatch",
      repo: "cms-link",
      billing: "payables",
      review: "proofing-ui",
    },
    extra: "proofing-ui",
    pkg: "com.verbatim",
    chronic: (r) => ({
      svc: "cms-link",
      level: "error",
      msg: `contentful webhook for unknown space '${r.pick(["8k2jx0", "q1lzz9", "m0v7aa"])}' dropped (no connector configured)`,
    }),
    mtEngines: ["deepl", "modernmt", "google-v3"],
    customers: ["fjord-pharma", "alto-legal", "brightline", "pennant-tools"],
    repos: ["contentful:brightline-web", "aem:fjord-pharma", "wordpress:alto-legal"],
  },
  {
    key: "stringsmith",
    namespace: "ss-prod",
    traced: true,
    runtimes: {
      "edge-gw": "go",
      "source-parser": "go",
      "mt-relay": "node",
      "tmx-store": "java",
      "glossary-api": "python",
      "lint-worker": "node",
      "crowd-assign": "python",
      "git-sync": "ruby",
      "payout-ledger": "java",
      "incontext-preview": "node",
    },
    roles: {
      gw: "edge-gw",
      ingest: "source-parser",
      mt: "mt-relay",
      tm: "tmx-store",
      term: "glossary-api",
      qa: "lint-worker",
      assign: "crowd-assign",
      repo: "git-sync",
      billing: "payout-ledger",
      review: "incontext-preview",
    },
    extra: "incontext-preview",
    pkg: "dev.stringsmith",
    chronic: (r) => ({
      svc: "git-sync",
      level: "warn",
      msg: `push webhook for ${r.pick(["orbit-labs/android", "tallyho/web", "quokka/ios"])}: installation ${r.int(31000000, 31999999)} suspended by owner, event ignored`,
    }),
    mtEngines: ["deepl", "google-v3", "openai-gpt-4o-mini"],
    customers: ["orbit-labs", "tallyho", "quokka", "fernweh"],
    repos: ["orbit-labs/android", "tallyho/web", "quokka/ios", "fernweh/api-docs"],
  },
  {
    key: "babel",
    namespace: "tcb-prod",
    traced: false,
    runtimes: {
      "babel-web": "dotnet",
      "upload-worker": "dotnet",
      "engine-router": "java",
      "tm-lookup": "cpp",
      "terms-db-api": "java",
      "checkmate-qa": "python",
      "pool-manager": "go",
      "invoice-runner": "python",
      "connector-hub": "java",
    },
    roles: {
      gw: "babel-web",
      ingest: "upload-worker",
      mt: "engine-router",
      tm: "tm-lookup",
      term: "terms-db-api",
      qa: "checkmate-qa",
      assign: "pool-manager",
      repo: "connector-hub",
      billing: "invoice-runner",
      review: "babel-web",
    },
    extra: "connector-hub",
    pkg: "com.transcorp.babel",
    chronic: (r) => ({
      svc: "checkmate-qa",
      level: "error",
      msg: `QA profile 'legacy-2019' references removed check 'DoubleSpace2' (project P-${r.int(1000, 1999)}), check skipped`,
    }),
    mtEngines: ["systran", "deepl", "azure-translator"],
    customers: ["volker-auto", "sanmed", "ostra-insure", "greenquay"],
    repos: ["sharepoint:volker-auto", "aem:sanmed", "sitecore:ostra-insure"],
  },
];

export const LANGS = [
  "de-DE",
  "fr-FR",
  "ja-JP",
  "es-ES",
  "pt-BR",
  "zh-CN",
  "ko-KR",
  "it-IT",
  "pl-PL",
  "nl-NL",
  "tr-TR",
];
export const FILE_TYPES = ["xliff", "json", "po", "strings", "resx", "docx", "idml", "yaml", "xlsx", "md", "arb"];

/** An access log line as the runtime's usual web stack writes it. */
export function access(rt: Runtime, method: string, path: string, status: number, ms: number, r: Rng): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${(ms + r.next()).toFixed(3)} ms - ${r.int(90, 9000)}`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${ms}ms bytes=${r.int(80, 12000)}`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : status === 404 ? "Not Found" : status === 422 ? "Unprocessable Entity" : status >= 500 ? "Internal Server Error" : ""} in ${ms}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms) for ${method} ${path}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://localhost:8080${path} - ${status} - application/json;+charset=utf-8 ${(ms + r.next()).toFixed(4)}ms`;
    case "python":
      return `10.4.${r.int(0, 20)}.${r.int(2, 250)} - - "${method} ${path} HTTP/1.1" ${status} ${r.int(40, 9000)} ${(ms / 1000).toFixed(3)}s`;
    case "java":
      return `${method} ${path} completed with ${status} in ${ms} ms`;
    case "cpp":
      return `[http] ${method} ${path} -> ${status} (${ms} ms)`;
  }
}

export function healthLine(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "node":
      return `GET /healthz 200 ${(r.next() * 2 + 0.3).toFixed(1)} ms - 15`;
    case "go":
      return `http request method=GET path=/healthz status=200 dur=0ms bytes=2 ua=kube-probe/1.29`;
    case "ruby":
      return `Completed 200 OK in 1ms (Views: 0.1ms | ActiveRecord: 0.0ms) for GET /up`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://localhost:8080/health/ready - 200 - text/plain 0.${r.int(3000, 9999)}ms`;
    case "python":
      return `10.4.0.1 - - "GET /healthz HTTP/1.1" 200 2 0.00${r.int(1, 9)}s`;
    case "java":
      return `GET /actuator/health completed with 200 in ${r.int(1, 4)} ms`;
    case "cpp":
      return `[http] GET /health -> 200 (0 ms)`;
  }
}

export function deprecation(rt: Runtime, svc: string): string {
  switch (rt) {
    case "node":
      return "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.";
    case "python":
      return "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).";
    case "go":
      return "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead";
    case "java":
      return "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)";
    case "dotnet":
      return `warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {${svc.length}f3b9c1e-0a4d-4a8e-9b7f-2c51d8e0aa41} may be persisted to storage in unencrypted form.`;
    case "ruby":
      return "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:Job> at /app/app/models/job.rb:88)";
    case "cpp":
      return "config: option 'fuzzy.legacy_tokenizer' is deprecated and will be ignored in 4.0";
  }
}
