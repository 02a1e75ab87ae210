// The 52 failures of holdout90: four per root-cause category, each worded the way the failing software logs it.
import type { Line } from "./callers.js";
import type { Rng } from "./rng.js";
import type { Fault } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface IncidentSpec {
  estate: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  fault: Fault;
}

const E = (msg: string): Line => ({ level: "error", msg });
const W = (msg: string): Line => ({ level: "warn", msg });
const I = (msg: string): Line => ({ level: "info", msg });
const F = (msg: string): Line => ({ level: "fatal", msg });
const uuid = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.p(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;

export const INCIDENTS: IncidentSpec[] = [
  // ------------------------------------------------------------------ authentication
  {
    estate: "quillsign",
    category: "authentication",
    hints: ["authenticat", "twilio", "20003", "credential", "401"],
    sev: "high",
    note: "signer-auth's Twilio auth token stops being accepted (HTTP 401, error 20003) so no SMS codes go out and signers cannot verify.",
    fault: {
      origin: "signer-auth",
      mode: "loud",
      rate: 0.85,
      sym: "502",
      fail: (r) =>
        E(
          `otp send failed channel=sms provider=twilio status=401 code=20003 message="Authenticate" more_info=https://www.twilio.com/docs/errors/20003 recipient=${r.hex(10)}`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "authentication",
    hints: ["auth", "deepl", "403", "key", "credential"],
    sev: "medium",
    note: "mt-router's DeepL API key is rejected after a key rotation on the vendor side, so every DeepL batch fails with 403 and jobs fall back or error.",
    fault: {
      origin: "mt-router",
      mode: "loud",
      rate: 0.7,
      sym: "502",
      attempts: 1,
      fail: (r) =>
        E(
          `engine deepl request failed pair=${r.p(["en-US>de-DE", "en-US>fr-FR", "en-GB>es-ES"])}: POST https://api.deepl.com/v2/translate: 403 Forbidden {"message":"Authorization failed. Please supply a valid auth_key parameter."}`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "authentication",
    hints: ["invalid_client", "oauth", "credential", "authentication", "client"],
    sev: "medium",
    note: "crm-bridge's own Salesforce connected-app credentials stop working (invalid_client) for every org, on top of the usual per-customer revoked tokens.",
    fault: {
      origin: "crm-bridge",
      mode: "loud",
      rate: 0.95,
      sym: "502",
      fail: (r) =>
        E(
          `salesforce token request failed for org acct_${r.i(1000, 99999)}\nTraceback (most recent call last):\n  File "/app/crm_bridge/salesforce/auth.py", line 88, in fetch_token\n    resp.raise_for_status()\n  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 400 Client Error: Bad Request for url: https://login.salesforce.com/services/oauth2/token\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "/app/crm_bridge/tasks.py", line 142, in sync_response\n    token = auth.fetch_token(org)\n  File "/app/crm_bridge/salesforce/auth.py", line 91, in fetch_token\n    raise SalesforceAuthError(body["error"], body.get("error_description"))\ncrm_bridge.salesforce.auth.SalesforceAuthError: invalid_client: invalid client credentials`,
        ),
    },
  },
  {
    estate: "formloom",
    category: "authentication",
    hints: ["invalidaccesskeyid", "access key", "credential", "signature", "authentication"],
    sev: "high",
    note: "upload-service's S3 access key no longer exists (InvalidAccessKeyId), so file-upload questions fail and submissions with attachments error out.",
    fault: {
      origin: "upload-service",
      mode: "loud",
      rate: 0.9,
      sym: "500",
      attempts: 2,
      fail: (r) =>
        E(
          `upload ${r.hex(12)} failed: InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.\n    at throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:867:20)\n    at /app/node_modules/@smithy/smithy-client/dist-cjs/index.js:876:5\n    at de_CommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4970:14)\n    at async /app/node_modules/@smithy/middleware-serde/dist-cjs/index.js:35:20\n    at async putUpload (/app/dist/storage/s3.js:41:9)`,
        ),
    },
  },
  // ------------------------------------------------------------------ authorization
  {
    estate: "quillsign",
    category: "authorization",
    hints: ["accessdenied", "not authorized", "kms", "permission", "access denied"],
    sev: "high",
    note: "seal-service's IAM role loses kms:Sign on the sealing key, so completed envelopes cannot be sealed and completion requests fail.",
    fault: {
      origin: "seal-service",
      mode: "loud",
      rate: 0.95,
      sym: "500",
      fail: (r) =>
        E(
          `Sealing failed for document ${r.hex(12)}\nsoftware.amazon.awssdk.services.kms.model.KmsException: User: arn:aws:sts::418273645510:assumed-role/seal-service-prod/aws-sdk-java-${r.digits(13)} is not authorized to perform: kms:Sign on resource: arn:aws:kms:eu-central-1:418273645510:key/7c1d2e0a-55b4-4d8e-9f31-0b6a2c9e4d17 because no identity-based policy allows the kms:Sign action (Service: Kms, Status Code: 400, Request ID: ${uuid(r)})\n\tat software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)\n\tat software.amazon.awssdk.services.kms.DefaultKmsClient.sign(DefaultKmsClient.java:4719)\n\tat com.quillsign.seal.KmsSigner.sign(KmsSigner.java:58)\n\tat com.quillsign.seal.PadesSealer.seal(PadesSealer.java:112)`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "authorization",
    hints: ["403", "permission", "forbidden", "storage.objects.create", "access"],
    sev: "medium",
    note: "file-store's service account loses storage.objects.create on the bucket, so imports and subtitle exports cannot write their files.",
    fault: {
      origin: "file-store",
      mode: "loud",
      rate: 0.9,
      sym: "500",
      fail: (r) =>
        E(
          `put object gs://verbatim-files/${r.hex(2)}/${r.hex(16)} failed: googleapi: Error 403: file-store@verbatim-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden`,
        ),
    },
  },
  {
    estate: "formloom",
    category: "authorization",
    hints: ["permission", "permission_denied", "403", "caller does not have"],
    sev: "medium",
    note: "sheets-sync's service account is removed from the shared drive, so every spreadsheet append gets PERMISSION_DENIED while the rest of the pipeline is fine.",
    fault: {
      origin: "sheets-sync",
      mode: "loud",
      rate: 0.9,
      sym: "500",
      attempts: 1,
      fail: (r) =>
        E(
          `append to ${r.hex(10)} failed\nTraceback (most recent call last):\n  File "/app/sheets_sync/writer.py", line 64, in append_row\n    ).execute(num_retries=2)\n  File "/usr/local/lib/python3.11/site-packages/googleapiclient/_helpers.py", line 130, in positional_wrapper\n    return wrapped(*args, **kwargs)\n  File "/usr/local/lib/python3.11/site-packages/googleapiclient/http.py", line 938, in execute\n    raise HttpError(resp, content, uri=self.uri)\ngoogleapiclient.errors.HttpError: <HttpError 403 when requesting https://sheets.googleapis.com/v4/spreadsheets/${r.hex(10)}/values/Responses%21A1:append?valueInputOption=RAW&alt=json returned "The caller does not have permission". Details: "The caller does not have permission">`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "authorization",
    hints: ["permission", "denied", "select permission", "sql"],
    sev: "medium",
    note: "After a schema migration report-export's database login lacks SELECT on the new responses view, so every export fails.",
    fault: {
      origin: "report-export",
      mode: "loud",
      rate: 1,
      sym: "500",
      fail: (r) =>
        E(
          `Export ${r.i(10000, 99999)} failed\nMicrosoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'v_responses_wide', database 'pulse', schema 'rpt'.\n   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)\n   at Microsoft.Data.SqlClient.SqlDataReader.TryConsumeMetaData()\n   at Pulse.Export.ResponseReader.ReadAsync(ExportJob job, CancellationToken ct) in /src/Pulse.Export/ResponseReader.cs:line 74\n   at Pulse.Export.ExportWorker.RunAsync(ExportJob job) in /src/Pulse.Export/ExportWorker.cs:line 41\nClientConnectionId:${uuid(r)}\nError Number:229,State:5,Class:14`,
        ),
    },
  },
  // ------------------------------------------------------------------ database
  {
    estate: "formloom",
    category: "database",
    hints: ["connection", "postgres", "too many", "slots", "database"],
    sev: "high",
    note: "response-intake runs its Postgres out of connection slots, so submissions fail and the edge returns 5xx while a retry storm builds in forms-edge.",
    fault: {
      origin: "response-intake",
      mode: "loud",
      rate: 0.75,
      sym: "500",
      fail: (r) =>
        E(
          `store response form=f_${r.hex(8)}: failed to connect to \`user=intake database=responses\`: 10.40.${r.i(1, 9)}.${r.i(2, 250)}:5432 (pg-responses-primary): server error: FATAL: ${r.p(["remaining connection slots are reserved for non-replication superuser connections", "sorry, too many clients already"])} (SQLSTATE ${r.p(["53300", "53300"])})`,
        ),
    },
  },
  {
    estate: "quillsign",
    category: "database",
    hints: ["deadlock", "sql", "database", "postgres", "psql"],
    sev: "medium",
    note: "A new recipient-status update order in envelope-api deadlocks in Postgres under load, failing envelope writes.",
    fault: {
      origin: "envelope-api",
      mode: "loud",
      rate: 0.35,
      sym: "500",
      fail: (r) =>
        E(
          `Transaction rolled back for envelope ${uuid(r)}\norg.springframework.dao.CannotAcquireLockException: could not execute statement [ERROR: deadlock detected\n  Detail: Process ${r.i(20000, 40000)} waits for ShareLock on transaction ${r.i(9000000, 9999999)}; blocked by process ${r.i(20000, 40000)}.\nProcess ${r.i(20000, 40000)} waits for ShareLock on transaction ${r.i(9000000, 9999999)}; blocked by process ${r.i(20000, 40000)}.\n  Hint: See server log for query details.] [update recipient set status=?,updated_at=? where id=?]\n\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)\n\tat com.quillsign.envelope.RecipientService.markSigned(RecipientService.java:143)\nCaused by: org.postgresql.util.PSQLException: ERROR: deadlock detected\n\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "database",
    hints: ["mongo", "server selection", "database", "writable"],
    sev: "high",
    note: "tm-store loses its MongoDB primary (no writable server), so TM lookups and pretranslation stall and the web app errors.",
    fault: {
      origin: "tm-store",
      mode: "loud",
      rate: 0.85,
      sym: "503",
      fail: () =>
        E(
          `TM write failed\ncom.mongodb.MongoTimeoutException: Timed out after 30000 ms while waiting for a server that matches WritableServerSelector. Client view of cluster state is {type=REPLICA_SET, servers=[{address=tm-mongo-0.tm-mongo:27017, type=REPLICA_SET_SECONDARY, roundTripTime=1.2 ms, state=CONNECTED}, {address=tm-mongo-1.tm-mongo:27017, type=UNKNOWN, state=CONNECTING, exception={com.mongodb.MongoSocketOpenException: Exception opening socket}}, {address=tm-mongo-2.tm-mongo:27017, type=REPLICA_SET_SECONDARY, roundTripTime=0.9 ms, state=CONNECTED}]\n\tat com.mongodb.internal.connection.BaseCluster.createTimeoutException(BaseCluster.java:380)\n\tat com.mongodb.internal.connection.BaseCluster.selectServer(BaseCluster.java:125)\n\tat com.verbatim.tm.SegmentRepository.upsert(SegmentRepository.java:77)`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "database",
    hints: ["too many connections", "1040", "mysql", "connection", "database"],
    sev: "high",
    note: "response-store exhausts MySQL connections (Error 1040) after pool growth, so responses cannot be saved.",
    fault: {
      origin: "response-store",
      mode: "loud",
      rate: 0.7,
      sym: "500",
      fail: (r) =>
        E(
          `insert response survey=sv_${r.hex(6)} failed: Error 1040: Too many connections (db=pulse_responses host=mysql-resp-a:3306 max_open=200 idle=0 in_use=200 wait_count=${r.i(900, 40000)})`,
        ),
    },
  },
  // ------------------------------------------------------------------ network
  {
    estate: "quillsign",
    category: "network",
    hints: ["enotfound", "getaddrinfo", "dns", "network"],
    sev: "medium",
    note: "notify-hub cannot resolve the SMTP relay hostname (getaddrinfo ENOTFOUND) after a DNS change, so signing-request emails are not delivered.",
    fault: {
      origin: "notify-hub",
      mode: "loud",
      rate: 1,
      sym: "502",
      attempts: 2,
      fail: () =>
        E(
          `send failed: Error: getaddrinfo ENOTFOUND smtp-relay.esign-prod.svc.cluster.local\n    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26) {\n  errno: -3008,\n  code: 'EDNS',\n  syscall: 'getaddrinfo',\n  hostname: 'smtp-relay.esign-prod.svc.cluster.local',\n  command: 'CONN'\n}`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "network",
    hints: ["no route to host", "dial", "network", "connect"],
    sev: "medium",
    note: "mt-router loses its network path to the in-house NMT GPU pool (no route to host), so in-house engine pairs fail.",
    fault: {
      origin: "mt-router",
      mode: "loud",
      rate: 0.6,
      sym: "502",
      fail: (r) =>
        E(
          `engine in-house-nmt batch failed pair=${r.p(["en-US>ja-JP", "en-US>pt-BR", "fr-FR>nl-NL"])}: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.88.${r.i(0, 3)}.${r.i(10, 60)}:7000: connect: no route to host"`,
        ),
    },
  },
  {
    estate: "formloom",
    category: "network",
    hints: ["reset", "connection", "econnreset", "network", "104"],
    sev: "medium",
    note: "The egress path from integrations-worker starts resetting connections, so pushes to sheets-sync and external CRMs fail with connection resets.",
    fault: {
      origin: "integrations-worker",
      mode: "loud",
      rate: 0.65,
      sym: "500",
      fail: (r) =>
        E(
          `Task integrations.dispatch_response[${uuid(r)}] raised unexpected: ConnectionError(ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')))\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py", line 793, in urlopen\n    response = self._make_request(\n  File "/usr/local/lib/python3.11/site-packages/urllib3/connection.py", line 466, in getresponse\n    httplib_response = super().getresponse()\nConnectionResetError: [Errno 104] Connection reset by peer`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "network",
    hints: ["handshake", "ssl", "tls", "network"],
    sev: "medium",
    note: "TLS handshakes from panel-service to its panel-exchange endpoint start failing (remote host terminated the handshake), so quota checks fail.",
    fault: {
      origin: "panel-service",
      mode: "loud",
      rate: 0.7,
      sym: "500",
      fail: () =>
        E(
          `Panel exchange call failed\njavax.net.ssl.SSLHandshakeException: Remote host terminated the handshake\n\tat java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1714)\n\tat java.base/sun.security.ssl.SSLSocketImpl.decode(SSLSocketImpl.java:1514)\n\tat java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)\n\tat com.pulsebox.panel.ExchangeClient.reserve(ExchangeClient.java:93)\nCaused by: java.io.EOFException: SSL peer shut down incorrectly\n\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)`,
        ),
    },
  },
  // ------------------------------------------------------------------ timeout
  {
    estate: "verbatim",
    category: "timeout",
    hints: ["timeout", "timed out", "exceeded"],
    sev: "medium",
    note: "subtitle-svc's subtitle conversion jobs start overrunning their 120 s budget and are killed, so subtitle exports time out in tms-web.",
    fault: {
      origin: "subtitle-svc",
      mode: "loud",
      rate: 0.8,
      sym: "timeout",
      fail: (r) =>
        E(
          `subtitle job ${r.i(1000, 9999)} aborted: TimeoutError: conversion exceeded 120000ms (stage=retime, cues=${r.i(900, 4000)})\n    at Timeout._onTimeout (/app/dist/jobs/convert.js:88:18)\n    at listOnTimeout (node:internal/timers:581:17)\n    at process.processTimers (node:internal/timers:519:7)`,
        ),
    },
  },
  {
    estate: "formloom",
    category: "timeout",
    hints: ["timeout", "timed out", "did not complete"],
    sev: "medium",
    note: "report-builder aggregations stop finishing inside their 30 s budget, so report pages time out at the edge.",
    fault: {
      origin: "report-builder",
      mode: "loud",
      rate: 0.8,
      sym: "timeout",
      fail: (r) =>
        E(
          `report crosstab for f_${r.hex(8)} aborted\njava.util.concurrent.TimeoutException: aggregation did not complete within 30000 ms\n\tat java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:1960)\n\tat java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2095)\n\tat com.formloom.reports.CrosstabBuilder.build(CrosstabBuilder.java:131)\n\tat com.formloom.reports.ReportController.crosstab(ReportController.java:58)`,
        ),
    },
  },
  {
    estate: "quillsign",
    category: "timeout",
    hints: ["deadline", "timeout", "timed out"],
    sev: "medium",
    note: "pdf-render starts blowing its per-document render deadline, so envelope completion calls time out in envelope-api.",
    fault: {
      origin: "pdf-render",
      mode: "warn",
      rate: 0.75,
      sym: "timeout",
      fail: (r) =>
        W(
          `render deadline exceeded doc=${r.hex(12)} after 15000 ms (page ${r.i(2, 40)}/${r.i(40, 120)}, stage=rasterize_annotations) - job cancelled`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "timeout",
    hints: ["lock", "timeout", "timed out"],
    sev: "medium",
    note: "quota-engine cannot take its per-cell quota lock within 5 s, so survey page loads time out behind it.",
    fault: {
      origin: "quota-engine",
      mode: "loud",
      rate: 0.7,
      sym: "timeout",
      fail: (r) =>
        E(
          `Redlock::LockError: failed to acquire lock on 'quota:sv_${r.hex(6)}:cell:${r.i(1, 12)}' within 5000ms (Timeout)\n/app/vendor/bundle/ruby/3.3.0/gems/redlock-2.0.6/lib/redlock/client.rb:64:in \`lock!'\n/app/app/services/quota_evaluator.rb:41:in \`evaluate'\n/app/app/controllers/quotas_controller.rb:12:in \`create'`,
        ),
    },
  },
  // ------------------------------------------------------------------ rate limiting
  {
    estate: "formloom",
    category: "rate_limiting",
    hints: ["429", "quota", "rate", "exceeded"],
    sev: "medium",
    note: "sheets-sync hits the Google Sheets per-minute write quota (429) during a burst, only warning while retries back off.",
    fault: {
      origin: "sheets-sync",
      mode: "warn",
      rate: 0.8,
      sym: "429",
      fail: (r) =>
        W(
          `append to ${r.hex(10)} throttled: <HttpError 429 when requesting https://sheets.googleapis.com/v4/spreadsheets/${r.hex(10)}/values/Responses%21A1:append returned "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:${r.digits(12)}'.">; backing off ${r.i(2, 30)}s`,
        ),
    },
  },
  {
    estate: "quillsign",
    category: "rate_limiting",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "notify-hub is throttled by the email provider (429) after a bulk send, so signing-request emails queue and fail.",
    fault: {
      origin: "notify-hub",
      mode: "loud",
      rate: 0.8,
      sym: "502",
      fail: (r) =>
        E(
          `send via api.sendgrid.com failed: ResponseError: Too Many Requests\n    at Request._callback (/app/node_modules/@sendgrid/client/src/classes/client.js:146:25) {\n  code: 429,\n  response: { headers: { 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '${r.digits(10)}' }, body: { errors: [ { message: 'too many requests' } ] } }\n}`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "rate_limiting",
    hints: ["resource_exhausted", "quota", "rate", "429"],
    sev: "medium",
    note: "mt-router exceeds the Google NMT characters-per-minute quota during a large pretranslation, so google-nmt batches are rejected.",
    fault: {
      origin: "mt-router",
      mode: "loud",
      rate: 0.6,
      sym: "429",
      fail: (r) =>
        E(
          `engine google-nmt batch failed pair=${r.p(["en-US>de-DE", "en-US>ja-JP", "en-GB>es-ES"])}: rpc error: code = ResourceExhausted desc = Quota exceeded for quota metric 'v3 batch general model characters' and limit 'v3 general model characters per minute' of service 'translate.googleapis.com'`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "ten_secondly"],
    sev: "medium",
    note: "crm-bridge exceeds HubSpot's ten-secondly limit during a backfill and all HubSpot syncs get 429.",
    fault: {
      origin: "crm-bridge",
      mode: "warn",
      rate: 0.75,
      sym: "429",
      fail: (r) =>
        W(
          `hubspot sync for acct_${r.i(1000, 99999)} got 429: {"status":"error","message":"You have reached your ten_secondly_rolling limit.","errorType":"RATE_LIMIT","correlationId":"${uuid(r)}","policyName":"TEN_SECONDLY_ROLLING"} - requeued`,
        ),
    },
  },
  // ------------------------------------------------------------------ validation
  {
    estate: "formloom",
    category: "validation",
    hints: ["validation", "validationerror", "pydantic", "input should"],
    sev: "medium",
    note: "integrations-worker starts rejecting every response payload in schema validation (submitted_at no longer parses), so no responses reach sheets or CRMs.",
    fault: {
      origin: "integrations-worker",
      mode: "loud",
      rate: 0.95,
      sym: "422",
      fail: (r) =>
        E(
          `Task integrations.dispatch_response[${uuid(r)}] raised unexpected: ValidationError(1 validation error for ResponsePayload)\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/celery/app/trace.py", line 453, in trace_task\n    R = retval = fun(*args, **kwargs)\n  File "/app/integrations/tasks.py", line 57, in dispatch_response\n    payload = ResponsePayload.model_validate(raw)\npydantic_core._pydantic_core.ValidationError: 1 validation error for ResponsePayload\nsubmitted_at\n  Input should be a valid datetime, invalid character in year [type=datetime_parsing, input_value='${r.i(10, 28)}/0${r.i(1, 9)}/2026 ${r.i(10, 23)}:${r.i(10, 59)}', input_type=str]`,
        ),
    },
  },
  {
    estate: "quillsign",
    category: "validation",
    hints: ["validation", "invalid", "recordinvalid", "422"],
    sev: "medium",
    note: "template-store rejects templates with the new signature tab type as invalid records, so envelopes from those templates fail with 422.",
    fault: {
      origin: "template-store",
      mode: "loud",
      rate: 0.55,
      sym: "422",
      fail: (r) =>
        E(
          `ActiveRecord::RecordInvalid (Validation failed: Tabs[${r.i(0, 9)}] type is not included in the list, Tabs[${r.i(0, 9)}] anchor can't be blank):\n\napp/models/template_snapshot.rb:48:in \`freeze_for_envelope!'\napp/controllers/api/v1/templates_controller.rb:77:in \`instantiate'`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "validation",
    hints: ["validation", "schema", "invalid", "xliff"],
    sev: "medium",
    note: "doc-import's XLIFF schema check rejects every file from the main CAT-tool connector, so those jobs never get segments.",
    fault: {
      origin: "doc-import",
      mode: "loud",
      rate: 0.85,
      sym: "422",
      fail: (r) =>
        E(
          `XLIFF validation failed job=${r.i(100000, 999999)}: Element '{urn:oasis:names:tc:xliff:document:2.0}segment': The attribute 'state' is required but missing. (line ${r.i(10, 900)}, file=connector-export.xlf)`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "validation",
    hints: ["validation", "must be", "invalid", "schema"],
    sev: "medium",
    note: "webhook-relay's payload schema rejects every response with a matrix question, so those webhooks stop going out.",
    fault: {
      origin: "webhook-relay",
      mode: "loud",
      rate: 0.6,
      sym: "422",
      fail: (r) =>
        E(
          `ValidationError: "answers[${r.i(0, 40)}].value" must be one of [string, number]\n    at Object.exports.process (/app/node_modules/joi/lib/errors.js:193:16)\n    at Object.internals.entry (/app/node_modules/joi/lib/validator.js:153:26)\n    at exports.entry (/app/node_modules/joi/lib/validator.js:27:30)\n    at internals.Base.validate (/app/node_modules/joi/lib/base.js:548:26)\n    at buildPayload (/app/src/relay/payload.js:31:41)`,
        ),
    },
  },
  // ------------------------------------------------------------------ null reference
  {
    estate: "quillsign",
    category: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "envelope-api throws a NullPointerException for envelopes whose recipient has no routing order, failing sends.",
    fault: {
      origin: "envelope-api",
      mode: "loud",
      rate: 0.5,
      sym: "500",
      fail: () =>
        E(
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.quillsign.envelope.model.Recipient.getRoutingOrder()" because "recipient" is null]\njava.lang.NullPointerException: Cannot invoke "com.quillsign.envelope.model.Recipient.getRoutingOrder()" because "recipient" is null\n\tat com.quillsign.envelope.routing.SequentialRouter.next(SequentialRouter.java:52)\n\tat com.quillsign.envelope.EnvelopeService.send(EnvelopeService.java:211)\n\tat com.quillsign.envelope.api.EnvelopeController.send(EnvelopeController.java:88)\n\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method"],
    sev: "medium",
    note: "review-queue raises NoMethodError on nil when assigning reviews for projects without a target locale, so review assignment fails.",
    fault: {
      origin: "review-queue",
      mode: "loud",
      rate: 0.6,
      sym: "500",
      fail: (r) =>
        E(
          `ReviewTaskAssigner JID-${r.hex(24)} ERROR: NoMethodError: undefined method \`locale' for nil\n/app/app/workers/review_task_assigner.rb:34:in \`perform'\n/app/vendor/bundle/ruby/3.3.0/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in \`execute_job'\n/app/vendor/bundle/ruby/3.3.0/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:185:in \`block (2 levels) in process'`,
        ),
    },
  },
  {
    estate: "formloom",
    category: "null_reference",
    hints: ["typeerror", "undefined", "cannot read"],
    sev: "medium",
    note: "upload-service crashes reading mimeType of an undefined file part for HEIC uploads, so those uploads fail.",
    fault: {
      origin: "upload-service",
      mode: "loud",
      rate: 0.5,
      sym: "500",
      fail: () =>
        E(
          `TypeError: Cannot read properties of undefined (reading 'mimeType')\n    at detectKind (/app/dist/upload/sniff.js:22:31)\n    at UploadHandler.handle (/app/dist/upload/handler.js:57:19)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async /app/dist/server.js:88:7`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "null_reference",
    hints: ["nullreference", "object reference", "null"],
    sev: "medium",
    note: "report-export throws NullReferenceException on surveys without a locale map, so those exports fail.",
    fault: {
      origin: "report-export",
      mode: "loud",
      rate: 0.7,
      sym: "500",
      fail: (r) =>
        E(
          `Export ${r.i(10000, 99999)} failed\nSystem.NullReferenceException: Object reference not set to an instance of an object.\n   at Pulse.Export.Columns.LabelResolver.Resolve(Question q, String locale) in /src/Pulse.Export/Columns/LabelResolver.cs:line 28\n   at Pulse.Export.XlsxWriter.WriteHeader(ExportJob job) in /src/Pulse.Export/XlsxWriter.cs:line 63\n   at Pulse.Export.ExportWorker.RunAsync(ExportJob job) in /src/Pulse.Export/ExportWorker.cs:line 47`,
        ),
    },
  },
  // ------------------------------------------------------------------ configuration
  {
    estate: "formloom",
    category: "configuration",
    hints: ["config", "smtp", "econnrefused", "env", "setting"],
    sev: "medium",
    note: "A notify-mailer release renames the relay-host setting, so the mailer falls back to localhost:587 and every receipt fails with ECONNREFUSED.",
    fault: {
      origin: "notify-mailer",
      mode: "loud",
      rate: 1,
      sym: "500",
      pre: () => [
        I("notify-mailer@4.2.0 starting (node v20.15.0, NODE_ENV=production)"),
        W("MAIL_RELAY_HOST is not set, using default smtp://localhost:587"),
        I("listening on :3000"),
      ],
      fail: (r) =>
        E(
          `mail ${r.hex(10)} failed: Error: connect ECONNREFUSED 127.0.0.1:587 (command CONN, template response-receipt)`,
        ),
    },
  },
  {
    estate: "quillsign",
    category: "configuration",
    hints: ["placeholder", "config", "property", "tsa"],
    sev: "high",
    note: "A config reload drops the TSA URL property from seal-service, so timestamping, and therefore sealing, fails for every completed envelope.",
    fault: {
      origin: "seal-service",
      mode: "loud",
      rate: 1,
      sym: "500",
      pre: () => [
        I("Refreshing keys for Environment changed: [seal.tsa.url, seal.tsa.policy-oid, seal.hsm.slot]"),
        I("Refreshed keys : [seal.tsa.url, seal.tsa.policy-oid]"),
      ],
      fail: (r) =>
        E(
          `Sealing failed for document ${r.hex(12)}\njava.lang.IllegalArgumentException: Could not resolve placeholder 'seal.tsa.url' in value "\${seal.tsa.url}"\n\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)\n\tat org.springframework.core.env.AbstractPropertyResolver.resolveRequiredPlaceholders(AbstractPropertyResolver.java:239)\n\tat com.quillsign.seal.TsaClientFactory.create(TsaClientFactory.java:33)\n\tat com.quillsign.seal.PadesSealer.seal(PadesSealer.java:97)`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "configuration",
    hints: ["config", "profile", "unknown engine", "routing table"],
    sev: "medium",
    note: "A routing-table push to mt-router references an engine profile that does not exist, so every pair routed to it fails.",
    fault: {
      origin: "mt-router",
      mode: "loud",
      rate: 0.55,
      sym: "500",
      pre: () => [
        I("config reload: routing table v218 loaded from configmap mt-routing (41 pairs, 6 engine profiles)"),
      ],
      fail: (r) =>
        E(
          `route pair=${r.p(["en-US>de-DE", "de-DE>en-US", "en-US>fr-FR"])} failed: unknown engine profile "nmt-legal-v3" (routing table v218 has profiles: deepl-pro, google-nmt, in-house-nmt, nmt-legal-v2, nmt-med-v1, echo)`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "configuration",
    hints: ["config", "secret", "invalid configuration", "setting"],
    sev: "high",
    note: "A survey-runtime release needs a longer session secret than the one configured, so new pods crash at start and the gateway has no healthy upstream.",
    fault: {
      origin: "survey-runtime",
      mode: "loud",
      rate: 0.85,
      sym: "refused",
      pre: () => [I("survey-runtime@7.0.0 starting (node v20.16.0, NODE_ENV=production)")],
      periodic: {
        everySec: 20,
        lines: () => [
          I("survey-runtime@7.0.0 starting (node v20.16.0, NODE_ENV=production)"),
          F(
            `Invalid configuration: SESSION_SECRET must be at least 32 characters (got 24)\n    at assertConfig (/app/dist/config.js:61:15)\n    at Object.<anonymous> (/app/dist/server.js:12:1)\n    at Module._compile (node:internal/modules/cjs/loader:1358:14)`,
          ),
          I("process exited with code 1"),
        ],
      },
    },
  },
  // ------------------------------------------------------------------ dependency
  {
    estate: "quillsign",
    category: "dependency",
    hints: ["twilio", "503", "500", "provider", "unavailable"],
    sev: "high",
    note: "Twilio answers signer-auth's SMS sends with 5xx, so one-time codes are not sent and signer-auth's breaker opens.",
    fault: {
      origin: "signer-auth",
      mode: "loud",
      rate: 0.8,
      sym: "503",
      breaker: true,
      fail: (r) =>
        E(
          `otp send failed channel=sms provider=twilio status=${r.p(["503", "500", "503"])} code=20500 message="Service Unavailable" recipient=${r.hex(10)}`,
        ),
    },
  },
  {
    estate: "formloom",
    category: "dependency",
    hints: ["hcaptcha", "siteverify", "502", "503", "unavailable"],
    sev: "high",
    note: "The hCaptcha siteverify endpoint returns 502/503, so captcha-guard can't verify submissions and forms stop accepting responses.",
    fault: {
      origin: "captcha-guard",
      mode: "warn",
      rate: 0.8,
      sym: "503",
      fail: (r) =>
        W(
          `siteverify failed: POST https://api.hcaptcha.com/siteverify: ${r.p(["502 Bad Gateway", "503 Service Unavailable"])} (attempt 3/3) form=f_${r.hex(8)} - rejecting submission`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "dependency",
    hints: ["redis", "cannotconnect", "connection", "refused"],
    sev: "high",
    note: "The Redis behind review-queue's Sidekiq goes down, so review jobs cannot be enqueued or processed.",
    fault: {
      origin: "review-queue",
      mode: "loud",
      rate: 0.95,
      sym: "500",
      fail: () =>
        E(
          `Redis::CannotConnectError: Error connecting to Redis on redis-review.tms-prod.svc:6379 (Errno::ECONNREFUSED)\n/app/vendor/bundle/ruby/3.3.0/gems/redis-client-0.22.2/lib/redis_client/ruby_connection.rb:141:in \`rescue in connect'\n/app/vendor/bundle/ruby/3.3.0/gems/sidekiq-7.2.4/lib/sidekiq/client.rb:223:in \`raw_push'`,
        ),
      periodic: {
        everySec: 10,
        lines: () => [
          E("Error fetching job: Error connecting to Redis on redis-review.tms-prod.svc:6379 (Errno::ECONNREFUSED)"),
        ],
      },
    },
  },
  {
    estate: "pulsebox",
    category: "dependency",
    hints: ["502", "503", "panel", "exchange", "unavailable"],
    sev: "medium",
    note: "The external panel exchange answers panel-service with 503s, so quota checks fail and the breaker opens.",
    fault: {
      origin: "panel-service",
      mode: "loud",
      rate: 0.8,
      sym: "503",
      breaker: true,
      fail: (r) =>
        E(
          `Panel exchange reserve failed: 503 Service Unavailable from POST https://api.panel-exchange.com/v3/reservations (x-request-id ${uuid(r)}, body: {"error":"upstream_unavailable"})`,
        ),
    },
  },
  // ------------------------------------------------------------------ memory
  {
    estate: "formloom",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "report-builder runs out of heap on a huge crosstab and then fails every report until restarted.",
    fault: {
      origin: "report-builder",
      mode: "loud",
      rate: 0.85,
      sym: "500",
      periodic: {
        everySec: 25,
        lines: (r) => [
          W(
            `[gc] Pause Full (G1 Compaction Pause) ${r.i(3900, 4095)}M->${r.i(3980, 4090)}M(4096M) ${r.i(900, 4000)}.${r.i(100, 999)}ms`,
          ),
        ],
      },
      fail: () =>
        E(
          `Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space\njava.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat com.formloom.reports.CrosstabBuilder.collect(CrosstabBuilder.java:204)\n\tat com.formloom.reports.CrosstabBuilder.build(CrosstabBuilder.java:127)`,
        ),
    },
  },
  {
    estate: "verbatim",
    category: "memory",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    sev: "high",
    note: "doc-import workers are killed by the kernel OOM-killer while parsing a huge IDML, and imports keep failing.",
    fault: {
      origin: "doc-import",
      mode: "loud",
      rate: 0.7,
      sym: "502",
      periodic: {
        everySec: 30,
        lines: (r) => [
          E(`Worker (pid:${r.i(40, 400)}) was sent SIGKILL! Perhaps out of memory?`),
          I(`Booting worker with pid: ${r.i(400, 900)}`),
        ],
      },
    },
  },
  {
    estate: "quillsign",
    category: "memory",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "pdf-render throws std::bad_alloc on large scanned documents and its renderer processes abort.",
    fault: {
      origin: "pdf-render",
      mode: "loud",
      rate: 0.6,
      sym: "502",
      fail: (r) =>
        E(
          `render failed doc=${r.hex(12)}: terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n*** SIGABRT received at time=${r.digits(10)} on cpu ${r.i(0, 7)} ***\nPC: @     0x7f3a1c2969fc  (unknown)  pthread_kill\n    @     0x55d1e0a4b1d2        192  render::Rasterizer::allocate_tile()\n    @     0x55d1e0a47f10        256  render::Page::rasterize()`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "memory",
    hints: ["heap", "out of memory", "memory", "allocation failed"],
    sev: "high",
    note: "survey-runtime leaks and crashes with JavaScript heap out of memory, restarting over and over.",
    fault: {
      origin: "survey-runtime",
      mode: "loud",
      rate: 0.5,
      sym: "reset",
      periodic: {
        everySec: 45,
        lines: (r) => [
          F(
            `<--- Last few GCs --->\n\n[1:0x6b2e4a0]  ${r.i(100000, 900000)} ms: Mark-Compact 2041.7 (2083.5) -> 2039.9 (2083.7) MB, 1871.22 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06b60 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
          ),
          I("survey-runtime@6.9.3 starting (node v20.16.0, NODE_ENV=production)"),
        ],
      },
    },
  },
  // ------------------------------------------------------------------ disk
  {
    estate: "formloom",
    category: "disk",
    hints: ["enospc", "no space", "disk"],
    sev: "high",
    note: "upload-service's scratch volume fills up (ENOSPC), so uploads fail before they reach S3.",
    fault: {
      origin: "upload-service",
      mode: "loud",
      rate: 0.9,
      sym: "500",
      fail: (r) =>
        E(
          `upload ${r.hex(12)} failed: Error: ENOSPC: no space left on device, write\n    at async WriteStream._write (node:internal/fs/streams:444:5) {\n  errno: -28,\n  code: 'ENOSPC',\n  syscall: 'write',\n  path: '/var/uploads/tmp/${r.hex(16)}.part'\n}`,
        ),
    },
  },
  {
    estate: "quillsign",
    category: "disk",
    hints: ["read-only", "file system", "disk", "readonly"],
    sev: "high",
    note: "audit-trail's data volume is remounted read-only, so audit events cannot be appended and signing steps that require an audit record fail.",
    fault: {
      origin: "audit-trail",
      mode: "loud",
      rate: 1,
      sym: "500",
      fail: (r) => E(`append event failed: open /data/audit/segment-000${r.i(412, 413)}.log: read-only file system`),
    },
  },
  {
    estate: "verbatim",
    category: "disk",
    hints: ["flood", "watermark", "disk", "read-only", "read_only_allow_delete"],
    sev: "high",
    note: "tm-search's data nodes pass the flood-stage disk watermark and its indices go read-only, so tm-store's segment writes are rejected.",
    fault: {
      origin: "tm-search",
      mode: "warn",
      rate: 0.6,
      sym: "429",
      periodic: {
        everySec: 30,
        lines: (r) => [
          W(
            `flood stage disk watermark [95%] exceeded on [tm-es-data-${r.i(0, 2)}][${r.hex(22)}][/usr/share/elasticsearch/data] free: ${r.f(4, 9).toFixed(1)}gb[${r.f(3.5, 4.9).toFixed(1)}%], all indices on this node will be marked read-only`,
          ),
        ],
      },
      fail: (r) =>
        W(
          `[tm-segments-${r.i(1, 6)}] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; rejecting bulk shard request`,
        ),
    },
  },
  {
    estate: "pulsebox",
    category: "disk",
    hints: ["no space", "disk", "ioexception"],
    sev: "medium",
    note: "report-export's temp volume fills, so large exports fail with IOException: No space left on device.",
    fault: {
      origin: "report-export",
      mode: "loud",
      rate: 0.85,
      sym: "500",
      fail: (r) =>
        E(
          `Export ${r.i(10000, 99999)} failed\nSystem.IO.IOException: No space left on device : '/tmp/exports/${r.i(10000, 99999)}.xlsx'\n   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan\`1 buffer, Int64 fileOffset)\n   at System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()\n   at Pulse.Export.XlsxWriter.FlushAsync() in /src/Pulse.Export/XlsxWriter.cs:line 118`,
        ),
    },
  },
  // ------------------------------------------------------------------ unknown
  {
    estate: "formloom",
    category: "unknown",
    hints: ["500", "internal server error", "unknown", "error"],
    sev: "medium",
    note: "form-builder starts answering a large share of requests with 500 in a few ms without any exception in its log.",
    fault: {
      origin: "form-builder",
      mode: "loud",
      rate: 0.6,
      sym: "500",
      fail: (r) =>
        E(`Completed 500 Internal Server Error in ${r.i(1, 9)}ms (ActiveRecord: 0.0ms | Allocations: ${r.i(90, 400)})`),
    },
  },
  {
    estate: "quillsign",
    category: "unknown",
    hints: ["unavailable", "no response", "unknown", "503"],
    sev: "high",
    note: "identity-svc goes silent (no more request or health lines) while the gateway times out and gets 503 calling it.",
    fault: { origin: "identity-svc", mode: "quiet", rate: 0.95, sym: "503" },
  },
  {
    estate: "verbatim",
    category: "unknown",
    hints: ["exit", "crash", "unknown", "restart"],
    sev: "medium",
    note: "glossary-api keeps exiting with code 1 and restarting, without logging why, so MT requests fail.",
    fault: {
      origin: "glossary-api",
      mode: "loud",
      rate: 0.5,
      sym: "refused",
      periodic: {
        everySec: 35,
        lines: (r) => [
          E("process exited with code 1"),
          I(`glossary-api@3.8.${r.i(0, 4)} starting (node v20.15.1, NODE_ENV=production)`),
          I("listening on :3000"),
        ],
      },
    },
  },
  {
    estate: "pulsebox",
    category: "unknown",
    hints: ["timeout", "unresponsive", "unknown", "hang"],
    sev: "medium",
    note: "quota-engine stops logging and stops answering, so survey-runtime times out on every quota evaluation.",
    fault: { origin: "quota-engine", mode: "quiet", rate: 0.95, sym: "timeout" },
  },
];
