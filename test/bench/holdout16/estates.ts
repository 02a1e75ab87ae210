// The three made-up organisations: their services, everyday traffic, routine warnings, a stock of constant noisy
// errors and of unrelated deploy chatter. Placeholders are filled by rng.fill.
export type EstateId = "furrow" | "registrar" | "inkwell";

export interface ServiceDef {
  /** everyday INFO lines */
  info: string[];
  /** healthy but alarming-looking WARN lines, logged now and then */
  warn: string[];
}

export interface NoisyDef {
  svc: string;
  level: "error" | "warn";
  msgs: string[];
}

export interface Estate {
  name: string;
  ns: string;
  services: Record<string, ServiceDef>;
  noisy: NoisyDef[];
  deploys: Array<{ svc: string; msgs: string[] }>;
}

const furrow: Estate = {
  name: "Furrowline farm-equipment telemetry",
  ns: "furrow-prod",
  services: {
    "edge-gateway": {
      info: [
        '[envoy] "POST /v1/telemetry/batch HTTP/2" 200 - via_upstream bytes_in={n} {k}ms upstream=tractor-ingest',
        '[envoy] "GET /v2/fields/{n}/tiles HTTP/2" 200 - via_upstream bytes_out={n} {k}ms upstream=fieldmap-api',
        '[envoy] "GET /fleet/machines HTTP/1.1" 200 - via_upstream {k}ms upstream=fleet-portal',
      ],
      warn: ['[envoy] "POST /v1/telemetry/batch HTTP/2" 413 - request_payload_too_large 1ms client={ip}'],
    },
    "tractor-ingest": {
      info: [
        "accepted batch machine=JD8R-{n} points={k} seq={n} dur={k}ms",
        "flushed {k} frames to telemetry.raw partition={k} offset={n}",
        "can-bus decoder: mapped {k} PGNs for machine=CLAAS-{n}",
      ],
      warn: ["machine=KV-{n} clock drift {k}s vs GNSS time, re-stamping frames"],
    },
    "telemetry-kafka": {
      info: [
        "[LogLoader partition=telemetry.raw-{k}, dir=/var/lib/kafka/data] Rolled new log segment at offset {n} in {k} ms.",
        "[GroupCoordinator 2]: Member yield-model-{hex} in group yield-scorers has joined with generation {k}",
        "[ReplicaFetcher replicaId=3, leaderId=1, fetcherId=0] Truncating partition telemetry.agg-{k} to offset {n}",
      ],
      warn: [],
    },
    "fieldmap-api": {
      info: [
        "request{method=GET uri=/fields/{n}/boundary}: finished processing request latency={k} ms status=200",
        "request{method=PUT uri=/fields/{n}/zones}: finished processing request latency={k} ms status=204",
        "tile cache hit ratio 0.9{k} over last 60s",
      ],
      warn: ["request{method=GET uri=/fields/{n}/boundary}: polygon self-intersects, simplified before render"],
    },
    "yield-model": {
      info: [
        "Task yield.tasks.score_field[{uuid}] succeeded in {f}s: None",
        "Task yield.tasks.refresh_weather[{uuid}] received",
        "scored field={n} crop=maize est_t_ha=9.{k}",
      ],
      warn: ["soft time limit approaching for yield.tasks.rebuild_grid ({k}s left)"],
    },
    "fleet-portal": {
      info: [
        'Started GET "/machines/{n}" for {ip}',
        "Completed 200 OK in {k}ms (Views: {k}.1ms | ActiveRecord: {k}.4ms | Allocations: {n})",
        "[ActiveJob] [ServiceReminderJob] Performed ServiceReminderJob from Sidekiq(default) in {k}.2ms",
      ],
      warn: ["DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2"],
    },
    "agronomy-pg": {
      info: [
        "LOG:  checkpoint complete: wrote {k} buffers (0.{k}%); 0 WAL file(s) added, 0 removed, 1 recycled",
        'LOG:  automatic vacuum of table "agronomy.public.soil_samples": index scans: 1',
        "LOG:  connection authorized: user=fieldmap database=agronomy application_name=fieldmap-api",
      ],
      warn: ["LOG:  duration: 1{k}.2 ms  statement: SELECT * FROM yield_history WHERE field_id = $1"],
    },
    "firmware-ota": {
      info: [
        "GET /api/ota/manifest Sent 200 in {k}ms",
        "rollout ota-2026.{k} stage=canary devices={k}/{n} ok",
        'Ecto query: source="device_firmware" db={k}.3ms queue=0.{k}ms',
      ],
      warn: ["device JD8R-{n} reported stale manifest etag, forcing refetch"],
    },
    "alert-router": {
      info: [
        "POST /alerts 202 {k}ms - rule=frost-risk",
        "dispatched alert id={hex} channel=sms farm={n}",
        "dedup window collapsed {k} alerts for farm={n}",
      ],
      warn: ["alert id={hex} recipient opted out of sms, falling back to push"],
    },
    "sensor-cache": {
      info: [
        "100 changes in 300 seconds. Saving...",
        "Background saving started by pid {n}",
        "DB saved on disk",
        "Background saving terminated with success",
      ],
      warn: [],
    },
  },
  noisy: [
    { svc: "fieldmap-api", level: "error", msgs: ["shapefile import failed for upload {n}: missing .prj sidecar"] },
    {
      svc: "yield-model",
      level: "error",
      msgs: ["Task yield.tasks.fetch_ndvi[{uuid}] raised unexpected: SentinelTileMissing('tile T32UNB cloud>80%')"],
    },
    { svc: "alert-router", level: "error", msgs: ["webhook to farm {n} returned 410 Gone, endpoint retired"] },
    { svc: "tractor-ingest", level: "error", msgs: ["rejected frame machine=LEG-{n}: unknown protocol version 0x03"] },
  ],
  deploys: [
    {
      svc: "fleet-portal",
      msgs: [
        "Puma starting in cluster mode... Version 6.4.2, Ruby 3.3.1, workers 4",
        "Puma: Listening on http://0.0.0.0:3000",
        "Puma: - Worker 0 (PID: {n}) booted in 2.1s, phase: 1",
      ],
    },
    {
      svc: "firmware-ota",
      msgs: [
        "Running FirmwareOtaWeb.Endpoint with Bandit 1.5.0 at :::4000 (http)",
        "Access FirmwareOtaWeb.Endpoint at https://ota.furrowline.ag",
      ],
    },
  ],
};

const registrar: Estate = {
  name: "Registrar university enrolment",
  ns: "sis-prod",
  services: {
    "campus-lb": {
      info: [
        '{ip}:{port} [https-in] enrol_web/web{k} 0/0/1/{k}/{k} 200 {n} - - ---- {k}/{k}/3/1/0 0/0 "GET /enrol/basket HTTP/1.1"',
        '{ip}:{port} [https-in] records_api/rec{k} 0/0/0/{k}/{k} 200 {n} - - ---- {k}/{k}/2/0/0 0/0 "GET /api/students/me HTTP/1.1"',
      ],
      warn: ["Server records_api/rec2 is UP, reason: Layer7 check passed, code: 200, check duration: 4ms."],
    },
    "enrol-web": {
      info: [
        '"GET /enrol/basket/ HTTP/1.1" 200 {n}',
        '"POST /enrol/basket/add/ HTTP/1.1" 302 0',
        '"GET /timetable/preview/?term=2026S2 HTTP/1.1" 200 {n}',
      ],
      warn: ["Not Found: /enrol/static/img/crest@3x.png", "Forbidden (CSRF token missing.): /enrol/basket/add/"],
    },
    "course-catalog": {
      info: [
        "Completed 200 OK for GET /api/courses?term=2026S2&faculty=SCI in {k} ms",
        "HikariPool-1 - Pool stats (total=20, active={k}, idle=12, waiting=0)",
        "c.r.catalog.SectionService : loaded {k} sections for COMP{k}",
      ],
      warn: ["o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Warning Code: 0, SQLState: 01000"],
    },
    "student-records": {
      info: [
        "Request finished HTTP/1.1 GET http://student-records/api/students/{n} - 200 - application/json {k}.4ms",
        "Executed DbCommand ({k}ms) [Parameters=[@__id_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']",
        "Request starting HTTP/1.1 PUT http://student-records/api/enrolments/{n} - application/json {k}",
      ],
      warn: ["The query uses a row limiting operator ('Skip'/'Take') without an 'OrderBy' operator."],
    },
    "fees-billing": {
      info: [
        "Sidekiq InvoiceJob JID-{hex} INFO: done: {f} sec",
        "Sidekiq InvoiceJob JID-{hex} INFO: start",
        "Completed 200 OK in {k}ms (Views: 3.{k}ms | ActiveRecord: {k}.0ms)",
      ],
      warn: ["Sidekiq ReminderMailerJob JID-{hex} WARN: mailbox full for student s{n}, skipped"],
    },
    "waitlist-worker": {
      info: [
        "Task waitlist.tasks.promote_next[{uuid}] succeeded in {f}s: {'promoted': 1}",
        "Task waitlist.tasks.expire_offers[{uuid}] received",
        "offer for section MATH{k}-L0{k} accepted by s{n}",
      ],
      warn: ["offer for section PHYS{k}-T0{k} expired unanswered, moving to next candidate"],
    },
    "sso-bridge": {
      info: [
        "type=LOGIN, realmId=campus, clientId=enrol-web, userId={uuid}, ipAddress={ip}, auth_method=openid-connect",
        "type=CODE_TO_TOKEN, realmId=campus, clientId=fees-billing, userId={uuid}, ipAddress={ip}",
        "type=REFRESH_TOKEN, realmId=campus, clientId=enrol-web, userId={uuid}",
      ],
      warn: ["type=LOGIN_ERROR, realmId=campus, clientId=enrol-web, userId=null, ipAddress={ip}, error=user_not_found"],
    },
    "records-pg": {
      info: [
        "LOG:  checkpoint starting: time",
        "LOG:  checkpoint complete: wrote {k} buffers; sync files={k}, longest=0.0{k} s",
        'LOG:  automatic analyze of table "sis.public.enrolment"',
      ],
      warn: ['ERROR:  duplicate key value violates unique constraint "enrolment_student_section_key"'],
    },
    "timetable-solver": {
      info: [
        "Solving ended: time spent ({n}), best score (0hard/-{k}soft), move evaluation speed ({n}/sec)",
        "Solving started: time spent (1{k}), best score (-{k}init/0hard/0soft), environment mode (REPRODUCIBLE)",
      ],
      warn: ["room ENG-{k} capacity below section size, penalising soft score"],
    },
    "notify-sms": {
      info: [
        "sms queued to +61******{k} provider=twilio sid=SM{hex}",
        "POST /notify 202 {k} ms",
        "delivery receipt sid=SM{hex} status=delivered",
      ],
      warn: ["delivery receipt sid=SM{hex} status=undelivered error_code=30006 (landline or unreachable carrier)"],
    },
    "grades-mongo": {
      info: [
        '{"c":"NETWORK","id":22943,"ctx":"listener","msg":"Connection accepted","attr":{"remote":"{ip}:{port}"}}',
        '{"c":"NETWORK","id":22944,"ctx":"conn{n}","msg":"Connection ended","attr":{"remote":"{ip}:{port}"}}',
      ],
      warn: [],
    },
  },
  noisy: [
    {
      svc: "notify-sms",
      level: "error",
      msgs: ["send failed to +61******{k}: Twilio 21610 Attempt to send to unsubscribed recipient"],
    },
    {
      svc: "timetable-solver",
      level: "error",
      msgs: ["constraint provider: section HIST{k}-S01 has no eligible room, left unassigned"],
    },
    {
      svc: "enrol-web",
      level: "error",
      msgs: ["Internal Server Error: /legacy/transcript/print/ (ImportError: reportlab)"],
    },
    {
      svc: "fees-billing",
      level: "error",
      msgs: ["Sidekiq RefundSyncJob JID-{hex} ERROR: legacy ledger id {n} not migrated"],
    },
  ],
  deploys: [
    {
      svc: "course-catalog",
      msgs: [
        "Starting CourseCatalogApplication v4.{k}.0 using Java 21.0.3 with PID 1",
        "Tomcat started on port 8080 (http) with context path '/'",
        "Started CourseCatalogApplication in 9.{k} seconds (process running for 10.2)",
      ],
    },
    {
      svc: "notify-sms",
      msgs: ["> notify-sms@3.{k}.0 start", "listening on :8080 (pid {n}, node v20.14.0)"],
    },
  ],
};

const inkwell: Estate = {
  name: "Inkwell newsroom publishing",
  ns: "newsroom",
  services: {
    "cdn-edge": {
      info: [
        '{ip} - - "GET /world/{n}-live-updates HTTP/2.0" 200 {n} "-" "Mozilla/5.0" rt=0.0{k} cache=HIT',
        '{ip} - - "GET /api/story/{n} HTTP/2.0" 200 {n} "-" "InkwellApp/9.2 (iOS)" rt=0.{k} cache=MISS upstream=story-api',
      ],
      warn: ['{ip} - - "GET /wp-login.php HTTP/1.1" 404 153 "-" "python-requests/2.31" rt=0.001'],
    },
    "story-api": {
      info: [
        "finished unary call grpc.service=story.v1.Stories grpc.method=GetStory grpc.code=OK grpc.time_ms={k}",
        "finished unary call grpc.service=story.v1.Stories grpc.method=ListFront grpc.code=OK grpc.time_ms={k}",
        "cache refreshed section=politics items={k}",
      ],
      warn: ["finished unary call grpc.method=GetStory grpc.code=NotFound grpc.time_ms=2 story={n}"],
    },
    "cms-editor": {
      info: [
        "PATCH /api/drafts/{n} 200 {k}ms",
        'prisma:query SELECT "public"."Draft"."id" FROM "public"."Draft" WHERE id = $1 ({k}ms)',
        "autosave draft={n} editor=e{k} words={n}",
      ],
      warn: ["draft {n} lock held by another editor, opened read-only"],
    },
    "publish-pipeline": {
      info: [
        "published article_id={n} channels=web,app,amp elapsed_ms={k}",
        "render template=longform article_id={n} took={k}ms",
        "purge queued paths=3 article_id={n}",
      ],
      warn: ["article_id={n} has no hero image alt text, publishing anyway"],
    },
    "wire-ingest": {
      info: [
        "[info] ingested wire item urn:publicid:wire:{hex} slug=markets-close",
        "[info] Broadway pipeline WireIngest.Pipeline processed batch size={k}",
        "[info] dedup: dropped repeat of urn:publicid:wire:{hex}",
      ],
      warn: ["[warning] wire item urn:publicid:wire:{hex} has embargo in the past, releasing now"],
    },
    "media-transcode": {
      info: [
        "transcode job={n} rendition=720p done in {k}.4s",
        "transcode job={n} rendition=1080p done in {k}.1s",
        "thumbnail sprite written job={n} frames={k}",
      ],
      warn: ["job={n} source has variable frame rate, normalising to 25fps"],
    },
    "search-es": {
      info: [
        "[o.e.c.m.MetadataMappingService] [search-es-1] [articles-2026.07/{hex}] update_mapping [_doc]",
        "[o.e.i.r.RecoverySourceHandler] [search-es-0] [articles-2026.06][{k}] finalizing recovery",
      ],
      warn: [
        "[o.e.m.j.JvmGcMonitorService] [search-es-2] [gc][{n}] overhead, spent [3{k}ms] collecting in the last [1s]",
      ],
    },
    "paywall-svc": {
      info: [
        'Started GET "/entitlements/{n}" for {ip}',
        "Completed 200 OK in {k}ms (ActiveRecord: {k}.3ms | Allocations: {n})",
        "meter decremented reader=r{n} remaining={k}",
      ],
      warn: ["Can't verify CSRF token authenticity."],
    },
    "comments-svc": {
      info: [
        '"POST /comments/ HTTP/1.1" 201 {k}',
        '"GET /comments/?story={n} HTTP/1.1" 200 {n}',
        "moderation queue length {k}",
      ],
      warn: ["comment {n} held for review: matched blocklist term"],
    },
    "events-rabbit": {
      info: [
        "accepting AMQP connection <0.{n}.0> ({ip}:{port} -> 10.4.2.9:5672)",
        "connection <0.{n}.0> ({ip}:{port} -> 10.4.2.9:5672): user 'publisher' authenticated and granted access to vhost '/news'",
        "closing AMQP connection <0.{n}.0> ({ip}:{port} -> 10.4.2.9:5672, vhost: '/news', user: 'publisher')",
      ],
      warn: [],
    },
    "content-mysql": {
      info: [
        "[Note] [MY-000000] [Server] binary log rotated to binlog.00{k}",
        "[Note] [MY-011953] [InnoDB] page cleaner flushed {k} pages in {k}ms",
      ],
      warn: [],
    },
  },
  noisy: [
    {
      svc: "comments-svc",
      level: "error",
      msgs: ["akismet check failed for comment {n}: HTTP 403 invalid key (sandbox)"],
    },
    {
      svc: "media-transcode",
      level: "error",
      msgs: ["job={n} failed: ffprobe: Invalid data found when processing input (corrupt upload)"],
    },
    {
      svc: "wire-ingest",
      level: "error",
      msgs: ["[error] could not parse NITF for urn:publicid:wire:{hex}: unexpected element <byline2>"],
    },
    {
      svc: "cms-editor",
      level: "error",
      msgs: ["spellcheck worker: dictionary en-AU not found, skipping suggestions"],
    },
  ],
  deploys: [
    {
      svc: "paywall-svc",
      msgs: [
        "=> Booting Puma",
        "=> Rails 7.1.3 application starting in production",
        "* Listening on http://0.0.0.0:3000",
      ],
    },
    {
      svc: "comments-svc",
      msgs: [
        "[INFO] Starting gunicorn 22.0.0",
        "[INFO] Listening at: http://0.0.0.0:8000 (1)",
        "[INFO] Booting worker with pid: {k}",
      ],
    },
  ],
};

export const ESTATES: Record<EstateId, Estate> = { furrow, registrar, inkwell };
