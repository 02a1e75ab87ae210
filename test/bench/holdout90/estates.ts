// Four made-up companies of the forms / survey / e-signature / translation world, with their services,
// request paths, periodic jobs and the everyday noise of the domain.
import type { Runtime } from "./callers.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Service {
  name: string;
  rt: Runtime;
  /** what a healthy hop prints */
  ok: (r: Rng) => string;
}
export interface Route {
  /** service chain, caller first */
  path: string[];
  /** the HTTP path the first hop serves */
  http: string;
  w: number;
}
export interface Noise {
  svc: string;
  level: Level;
  perMin: number;
  msg: (r: Rng) => string;
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: Service[];
  routes: Route[];
  /** the one service with a constant harmless complaint from the first minute */
  noisy: Noise;
  /** everyday domain noise and periodic jobs */
  noise: Noise[];
}

const ms = (r: Rng, lo: number, hi: number) => `${r.i(lo, hi)}ms`;
const form = (r: Rng) => `f_${r.hex(8)}`;
const acct = (r: Rng) => `acct_${r.i(1000, 99999)}`;
const env = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.p(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
const lang = (r: Rng) =>
  r.p(["en-US>de-DE", "en-US>fr-FR", "en-GB>es-ES", "de-DE>en-US", "en-US>ja-JP", "en-US>pt-BR", "fr-FR>nl-NL"]);

export const ESTATES: Estate[] = [
  {
    key: "formloom",
    company: "Formloom",
    namespace: "formloom-prod",
    traced: true,
    services: [
      {
        name: "forms-edge",
        rt: "edge",
        ok: (r) =>
          `${r.p(["POST /s/", "GET /f/", "GET /f/"])}${r.hex(6)} 200 ${ms(r, 8, 240)} upstream=response-intake`,
      },
      {
        name: "form-builder",
        rt: "ruby",
        ok: (r) =>
          r.p([
            `Completed 200 OK in ${ms(r, 12, 180)} (Views: ${r.i(2, 40)}.1ms | ActiveRecord: ${r.i(1, 30)}.4ms | Allocations: ${r.i(2000, 30000)})`,
            `Form ${form(r)} published (version ${r.i(2, 60)}, ${r.i(3, 80)} fields)`,
            `Processing by FormsController#show as JSON`,
          ]),
      },
      {
        name: "response-intake",
        rt: "go",
        ok: (r) =>
          r.p([
            `response accepted form=${form(r)} answers=${r.i(3, 60)} bytes=${r.i(400, 9000)} took=${ms(r, 3, 60)}`,
            `response accepted form=${form(r)} answers=${r.i(3, 60)} partial=true took=${ms(r, 3, 40)}`,
          ]),
      },
      {
        name: "upload-service",
        rt: "node",
        ok: (r) =>
          `stored upload ${r.hex(12)} (${r.p(["image/jpeg", "application/pdf", "image/png", "image/heic"])}, ${r.i(20, 9000)} KB) to s3://formloom-uploads-prod/${r.hex(2)}/`,
      },
      {
        name: "captcha-guard",
        rt: "go",
        ok: (r) => `captcha verified score=${r.f(0.6, 0.99).toFixed(2)} action=submit form=${form(r)}`,
      },
      {
        name: "integrations-worker",
        rt: "python",
        ok: (r) =>
          `Task integrations.dispatch_response[${env(r)}] succeeded in ${r.f(0.02, 0.4).toFixed(3)}s: {'targets': ${r.i(1, 3)}}`,
      },
      {
        name: "sheets-sync",
        rt: "python",
        ok: (r) => `appended 1 row to spreadsheet ${r.hex(10)} range 'Responses'!A${r.i(2, 40000)} (${ms(r, 90, 600)})`,
      },
      {
        name: "report-builder",
        rt: "java",
        ok: (r) =>
          `report ${r.p(["summary", "crosstab", "nps", "export-csv"])} for ${form(r)} built in ${ms(r, 40, 1800)} (${r.i(10, 90000)} responses)`,
      },
      {
        name: "tenant-accounts",
        rt: "dotnet",
        ok: (r) =>
          `Request finished HTTP/1.1 GET http://tenant-accounts:5000/v1/workspaces/${r.i(1000, 99999)}/plan - 200 - application/json ${r.f(1, 30).toFixed(4)}ms`,
      },
      {
        name: "notify-mailer",
        rt: "node",
        ok: (r) =>
          `mail queued id=${r.hex(10)} template=${r.p(["response-receipt", "owner-digest", "invite"])} to=***@${r.p(["gmail.com", "outlook.com", "acme.io", "uni-hh.de"])}`,
      },
    ],
    routes: [
      {
        path: ["forms-edge", "captcha-guard", "response-intake", "integrations-worker", "sheets-sync"],
        http: "/s/submit",
        w: 5,
      },
      { path: ["forms-edge", "response-intake", "upload-service"], http: "/s/upload", w: 2 },
      { path: ["forms-edge", "form-builder", "tenant-accounts"], http: "/api/forms", w: 3 },
      { path: ["forms-edge", "report-builder", "tenant-accounts"], http: "/api/reports", w: 2.5 },
      { path: ["response-intake", "notify-mailer"], http: "/internal/receipt", w: 1.5 },
      { path: ["forms-edge", "captcha-guard", "response-intake"], http: "/s/submit", w: 2 },
    ],
    noisy: {
      svc: "integrations-worker",
      level: "warn",
      perMin: 9,
      msg: (r) =>
        `Task integrations.push_to_crm[${env(r)}] skipped: HubSpot token for portal ${r.i(100000, 999999)} expired (401 EXPIRED_AUTHENTICATION), owner notified`,
    },
    noise: [
      {
        svc: "captcha-guard",
        level: "info",
        perMin: 4,
        msg: (r) =>
          `submission rejected as spam score=${r.f(0.01, 0.2).toFixed(2)} form=${form(r)} ip=185.${r.i(1, 250)}.${r.i(1, 250)}.${r.i(1, 250)}`,
      },
      {
        svc: "form-builder",
        level: "warn",
        perMin: 0.6,
        msg: () =>
          "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed from Rails 8.0. (called from <top (required)> at /app/lib/liquid_drop.rb:3)",
      },
      {
        svc: "response-intake",
        level: "info",
        perMin: 2,
        msg: (r) => `dedup: dropped duplicate submission form=${form(r)} client_token=${r.hex(16)}`,
      },
      {
        svc: "upload-service",
        level: "warn",
        perMin: 1,
        msg: (r) => `rejected upload: file type application/x-msdownload not allowed on form ${form(r)}`,
      },
      {
        svc: "report-builder",
        level: "info",
        perMin: 1,
        msg: (r) => `scheduled digest job finished: ${r.i(40, 300)} workspaces, ${r.i(0, 3)} skipped`,
      },
      {
        svc: "notify-mailer",
        level: "warn",
        perMin: 0.8,
        msg: (r) => `bounce recorded for ***@${r.p(["gmail.com", "yahoo.com"])}: 550 5.1.1 user unknown`,
      },
      {
        svc: "sheets-sync",
        level: "warn",
        perMin: 1.2,
        msg: (r) => `retrying append to ${r.hex(10)} after 503 from sheets.googleapis.com (attempt 1/5)`,
      },
      { svc: "sheets-sync", level: "info", perMin: 1.2, msg: (r) => `append to ${r.hex(10)} succeeded on attempt 2` },
    ],
  },
  {
    key: "quillsign",
    company: "Quillsign",
    namespace: "esign-prod",
    traced: false,
    services: [
      {
        name: "sign-gateway",
        rt: "edge",
        ok: (r) =>
          `${r.p(["POST /v2/envelopes", "GET /v2/envelopes/", "POST /v2/signers/verify", "GET /sign/"])} 200 ${ms(r, 10, 400)} upstream=envelope-api`,
      },
      {
        name: "envelope-api",
        rt: "java",
        ok: (r) =>
          r.p([
            `Envelope ${env(r)} sent to ${r.i(1, 6)} recipients (routing=sequential)`,
            `Envelope ${env(r)} status changed: delivered -> completed`,
            `Recipient ${r.i(1, 5)} of envelope ${env(r)} signed (ip=${r.i(20, 220)}.${r.i(0, 255)}.x.x)`,
          ]),
      },
      {
        name: "signer-auth",
        rt: "go",
        ok: (r) =>
          r.p([
            `otp sent channel=sms country=${r.p(["US", "GB", "DE", "FR", "BR"])} provider=twilio sid=SM${r.hex(32)}`,
            `otp verified recipient=${r.hex(10)} attempts=1`,
            `otp sent channel=email recipient=${r.hex(10)}`,
          ]),
      },
      {
        name: "pdf-render",
        rt: "cpp",
        ok: (r) =>
          `rendered ${r.i(1, 40)} pages doc=${r.hex(12)} fonts=${r.i(2, 9)} in ${ms(r, 80, 2200)} rss=${r.i(180, 420)}MB`,
      },
      {
        name: "seal-service",
        rt: "java",
        ok: (r) => `Sealed document ${r.hex(12)} with PAdES-B-LT, TSA token ${r.hex(8)} (${ms(r, 120, 700)})`,
      },
      {
        name: "audit-trail",
        rt: "go",
        ok: (r) =>
          `appended event type=${r.p(["envelope.viewed", "recipient.signed", "envelope.completed", "otp.verified"])} envelope=${env(r)} seq=${r.i(1, 90)}`,
      },
      {
        name: "notify-hub",
        rt: "node",
        ok: (r) =>
          `delivered ${r.p(["signing-request", "reminder", "completed-copy"])} email via smtp-relay (queue ${ms(r, 20, 900)})`,
      },
      {
        name: "identity-svc",
        rt: "dotnet",
        ok: (r) =>
          `Request finished HTTP/1.1 POST http://identity-svc:5000/connect/introspect - 200 - application/json ${r.f(1, 20).toFixed(4)}ms`,
      },
      {
        name: "template-store",
        rt: "ruby",
        ok: (r) =>
          r.p([
            `Completed 200 OK in ${ms(r, 8, 90)} (Views: 1.2ms | ActiveRecord: ${r.i(1, 20)}.7ms)`,
            `template tpl_${r.hex(8)} loaded (${r.i(1, 30)} tabs)`,
          ]),
      },
    ],
    routes: [
      { path: ["sign-gateway", "identity-svc"], http: "/v2/envelopes", w: 1.5 },
      { path: ["sign-gateway", "envelope-api", "template-store"], http: "/v2/envelopes", w: 2 },
      { path: ["sign-gateway", "envelope-api", "pdf-render", "seal-service"], http: "/v2/envelopes/complete", w: 1.8 },
      { path: ["sign-gateway", "signer-auth", "audit-trail"], http: "/v2/signers/verify", w: 2.5 },
      { path: ["envelope-api", "notify-hub"], http: "/internal/notify", w: 2 },
      { path: ["envelope-api", "audit-trail"], http: "/internal/audit", w: 2 },
    ],
    noisy: {
      svc: "signer-auth",
      level: "warn",
      perMin: 10,
      msg: (r) => `otp verification failed recipient=${r.hex(10)} reason=code_mismatch attempts=${r.i(1, 3)}/5`,
    },
    noise: [
      {
        svc: "envelope-api",
        level: "info",
        perMin: 2,
        msg: (r) =>
          `Envelope ${env(r)} voided by sender (reason: "${r.p(["wrong recipient", "terms changed", "duplicate", "sent by mistake"])}")`,
      },
      {
        svc: "envelope-api",
        level: "warn",
        perMin: 0.5,
        msg: () =>
          "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      },
      {
        svc: "signer-auth",
        level: "warn",
        perMin: 1,
        msg: (r) => `recipient ${r.hex(10)} locked after 5 failed code attempts`,
      },
      {
        svc: "notify-hub",
        level: "warn",
        perMin: 0.8,
        msg: () =>
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
      {
        svc: "pdf-render",
        level: "warn",
        perMin: 1,
        msg: (r) => `font substitution: 'Calibri' not embedded in doc=${r.hex(12)}, using 'Carlito'`,
      },
      {
        svc: "audit-trail",
        level: "info",
        perMin: 1,
        msg: (r) => `checkpoint written segment=${r.i(400, 420)} events=${r.i(2000, 9000)}`,
      },
      {
        svc: "template-store",
        level: "info",
        perMin: 0.8,
        msg: (r) =>
          `[ActiveJob] [PurgeExpiredDraftsJob] Performed PurgeExpiredDraftsJob from Sidekiq(default) in ${r.i(30, 400)}.2ms`,
      },
      {
        svc: "identity-svc",
        level: "warn",
        perMin: 0.7,
        msg: () => "Token validation failed: IDX10223: Lifetime validation failed. The token is expired.",
      },
    ],
  },
  {
    key: "verbatim",
    company: "Verbatim Cloud",
    namespace: "tms-prod",
    traced: false,
    services: [
      {
        name: "tms-web",
        rt: "python",
        ok: (r) =>
          `"${r.p(["GET /api/projects/", "POST /api/jobs/", "GET /api/segments/"])}${r.i(1000, 99999)}/ HTTP/1.1" 200 ${r.i(200, 40000)}`,
      },
      {
        name: "doc-import",
        rt: "python",
        ok: (r) =>
          `imported ${r.p(["docx", "xlsx", "idml", "xliff", "html", "json"])} file job=${r.i(100000, 999999)} segments=${r.i(10, 4000)} words=${r.i(100, 40000)}`,
      },
      {
        name: "mt-router",
        rt: "go",
        ok: (r) =>
          `translated batch pair=${lang(r)} engine=${r.p(["deepl", "google-nmt", "in-house-nmt"])} segments=${r.i(1, 64)} chars=${r.i(100, 20000)} latency=${ms(r, 60, 900)}`,
      },
      {
        name: "tm-store",
        rt: "java",
        ok: (r) =>
          `TM lookup pair=${lang(r)} segments=${r.i(1, 200)} exact=${r.i(0, 50)} fuzzy=${r.i(0, 80)} took ${ms(r, 4, 120)}`,
      },
      {
        name: "tm-search",
        rt: "java",
        ok: (r) =>
          `[tm-segments-${r.i(1, 6)}][${r.i(0, 4)}] took[${r.i(3, 90)}ms], took_millis[${r.i(3, 90)}], total_hits[${r.i(0, 400)} hits], search_type[QUERY_THEN_FETCH]`,
      },
      {
        name: "review-queue",
        rt: "ruby",
        ok: (r) =>
          `ReviewTaskAssigner JID-${r.hex(24)} INFO: done: ${r.f(0.01, 0.9).toFixed(3)} sec (task ${r.i(10000, 99999)} -> reviewer ${r.i(100, 999)})`,
      },
      {
        name: "subtitle-svc",
        rt: "node",
        ok: (r) =>
          `subtitle ${r.p(["srt", "vtt", "ttml"])} job ${r.i(1000, 9999)} ${r.p(["parsed", "written"])} cues=${r.i(40, 1800)} (${ms(r, 20, 900)})`,
      },
      {
        name: "file-store",
        rt: "go",
        ok: (r) =>
          `put object gs://verbatim-files/${r.hex(2)}/${r.hex(16)} size=${r.i(1, 9000)}KB took=${ms(r, 20, 300)}`,
      },
      {
        name: "glossary-api",
        rt: "node",
        ok: (r) => `GET /v1/glossaries/${r.i(100, 999)}/terms?pair=${lang(r)} 200 ${r.f(2, 40).toFixed(3)} ms`,
      },
    ],
    routes: [
      { path: ["tms-web", "doc-import", "file-store"], http: "/api/jobs/", w: 1.5 },
      { path: ["tms-web", "tm-store", "tm-search"], http: "/api/segments/", w: 3 },
      { path: ["tms-web", "mt-router", "glossary-api"], http: "/api/mt/", w: 2.5 },
      { path: ["doc-import", "tm-store", "tm-search"], http: "/internal/pretranslate", w: 1.5 },
      { path: ["doc-import", "mt-router"], http: "/internal/mt", w: 1.5 },
      { path: ["tms-web", "review-queue"], http: "/api/reviews/", w: 1.5 },
      { path: ["tms-web", "subtitle-svc", "file-store"], http: "/api/subtitles/", w: 1 },
    ],
    noisy: {
      svc: "doc-import",
      level: "error",
      perMin: 7,
      msg: (r) =>
        `import failed job=${r.i(100000, 999999)}: unsupported file type '${r.p([".pages", ".key", ".numbers", ".psd", ".rar"])}' (application/octet-stream)`,
    },
    noise: [
      {
        svc: "mt-router",
        level: "warn",
        perMin: 3,
        msg: (r) =>
          `segment too long for engine deepl: ${r.i(5001, 9000)} chars > 5000, split into ${r.i(2, 3)} parts job=${r.i(100000, 999999)}`,
      },
      {
        svc: "tms-web",
        level: "warn",
        perMin: 0.6,
        msg: () => "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated.",
      },
      {
        svc: "review-queue",
        level: "info",
        perMin: 1,
        msg: (r) =>
          `ReviewReminderJob JID-${r.hex(24)} INFO: done: ${r.f(0.1, 2).toFixed(3)} sec (${r.i(1, 40)} reminders)`,
      },
      {
        svc: "subtitle-svc",
        level: "warn",
        perMin: 0.8,
        msg: (r) => `cue ${r.i(1, 900)} exceeds 42 chars/line (${r.i(43, 70)}), flagged for reviewer`,
      },
      {
        svc: "tm-search",
        level: "warn",
        perMin: 0.5,
        msg: (r) => `[gc][young][${r.i(1000, 9000)}] overhead, spent [${r.i(100, 400)}ms] collecting in the last [1s]`,
      },
      {
        svc: "glossary-api",
        level: "info",
        perMin: 0.5,
        msg: (r) => `glossary cache refreshed: ${r.i(100, 300)} glossaries, ${r.i(20000, 90000)} terms`,
      },
      {
        svc: "tms-web",
        level: "warn",
        perMin: 0.8,
        msg: (r) => `Forbidden (CSRF token missing.): /api/jobs/${r.i(1000, 99999)}/`,
      },
    ],
  },
  {
    key: "pulsebox",
    company: "Pulsebox",
    namespace: "pulse-prod",
    traced: true,
    services: [
      {
        name: "survey-gw",
        rt: "edge",
        ok: (r) =>
          `${r.p(["POST /r/", "GET /s/", "GET /s/", "POST /api/exports/"])}${r.hex(6)} 200 ${ms(r, 6, 300)} upstream=survey-runtime`,
      },
      {
        name: "survey-runtime",
        rt: "node",
        ok: (r) =>
          r.p([
            `page ${r.i(1, 12)} served survey=sv_${r.hex(6)} lang=${r.p(["en", "de", "es", "fr"])} ${r.f(3, 60).toFixed(1)}ms`,
            `response completed survey=sv_${r.hex(6)} duration=${r.i(40, 900)}s`,
          ]),
      },
      {
        name: "panel-service",
        rt: "java",
        ok: (r) =>
          `Panel quota check survey=sv_${r.hex(6)} cell=${r.p(["18-34 F", "35-54 M", "55+ F", "18-34 M"])} filled ${r.i(10, 500)}/${r.i(500, 900)}`,
      },
      {
        name: "response-store",
        rt: "go",
        ok: (r) => `stored response survey=sv_${r.hex(6)} rid=${r.hex(12)} answers=${r.i(5, 120)} took=${ms(r, 2, 40)}`,
      },
      {
        name: "crm-bridge",
        rt: "python",
        ok: (r) =>
          `synced contact to ${r.p(["salesforce", "hubspot"])} org=${acct(r)} object=${r.p(["Contact", "Lead", "Survey_Response__c"])} in ${r.i(90, 800)}ms`,
      },
      {
        name: "report-export",
        rt: "dotnet",
        ok: (r) =>
          `Export ${r.i(10000, 99999)} (${r.p(["xlsx", "csv", "spss", "pptx"])}) completed: ${r.i(100, 90000)} rows in ${r.f(0.4, 30).toFixed(2)}s`,
      },
      {
        name: "quota-engine",
        rt: "ruby",
        ok: (r) =>
          `quota evaluated survey=sv_${r.hex(6)} rules=${r.i(2, 30)} decision=${r.p(["continue", "continue", "continue", "screen_out"])} (${r.i(1, 15)}.${r.i(0, 9)}ms)`,
      },
      {
        name: "scheduler",
        rt: "go",
        ok: (r) =>
          `job ${r.p(["close-expired-surveys", "rollup-hourly", "send-reminders", "purge-partials"])} finished in ${ms(r, 30, 4000)}`,
      },
      {
        name: "webhook-relay",
        rt: "node",
        ok: (r) =>
          `webhook delivered to ${r.p(["hooks.zapier.com", "hooks.slack.com", "api.customer-crm.net", "ingest.acme.io"])} status=200 (${r.i(60, 900)}ms)`,
      },
    ],
    routes: [
      { path: ["survey-gw", "survey-runtime", "quota-engine", "panel-service"], http: "/s/", w: 4 },
      { path: ["survey-gw", "survey-runtime", "response-store"], http: "/r/", w: 3.5 },
      { path: ["response-store", "webhook-relay"], http: "/internal/hooks", w: 1.5 },
      { path: ["response-store", "crm-bridge"], http: "/internal/crm", w: 1.5 },
      { path: ["survey-gw", "report-export", "response-store"], http: "/api/exports/", w: 2 },
    ],
    noisy: {
      svc: "webhook-relay",
      level: "error",
      perMin: 8,
      msg: (r) =>
        `webhook delivery failed to ${r.p(["https://hooks.example-agency.com/pulse", "https://n8n.smallshop.de/webhook/survey", "https://old-crm.client.io/hook"])}: 410 Gone (subscription ${r.hex(8)} will be disabled after 10 failures)`,
    },
    noise: [
      {
        svc: "survey-runtime",
        level: "warn",
        perMin: 3,
        msg: (r) =>
          `captcha challenge failed for respondent ${r.hex(10)} survey=sv_${r.hex(6)} (bot score ${r.f(0.9, 1).toFixed(2)})`,
      },
      {
        svc: "crm-bridge",
        level: "warn",
        perMin: 1.5,
        msg: (r) =>
          `salesforce org ${acct(r)}: refresh token revoked by customer (invalid_grant: expired access/refresh token), sync paused`,
      },
      {
        svc: "scheduler",
        level: "info",
        perMin: 1,
        msg: (r) => `job rollup-hourly leader lease renewed (holder scheduler-${r.i(0, 1)})`,
      },
      {
        svc: "report-export",
        level: "warn",
        perMin: 0.6,
        msg: () =>
          "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
      },
      {
        svc: "quota-engine",
        level: "warn",
        perMin: 0.6,
        msg: () =>
          "DEPRECATION WARNING: Using a Redis connection without an explicit `ssl_params` is deprecated (redis-client 0.22)",
      },
      {
        svc: "response-store",
        level: "info",
        perMin: 1,
        msg: (r) => `partial response expired rid=${r.hex(12)} after 72h`,
      },
    ],
  },
];

export const estate = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};
