// Harmless noise that looks alarming: one kind leads each quiet window, and the same kinds sit under the incidents.
// Also the ambient lines every file carries: an unrelated rolling restart or config reload, and retries that succeed.
import { type Estate, restartLines } from "./estates.js";
import type { Stream } from "./stream.js";

export interface NoiseKind {
  key: string;
  estate: Estate["key"];
  needs: string[];
  note: string;
  run(s: Stream, at: number): void;
}

const R = (s: Stream, lo: number, hi: number) => s.rng.int(lo, hi);
function each(s: Stream, from: number, dur: number, meanGap: number, fn: (t: number) => void): void {
  for (let t = from + s.rng.exp(meanGap); t < from + dur; t += s.rng.exp(meanGap)) fn(t);
}
const ip = (s: Stream) =>
  `${s.rng.pick(["185.220", "45.146", "193.42", "103.152", "91.92"])}.${R(s, 1, 254)}.${R(s, 1, 254)}`;

const PY_REFRESH = `Traceback (most recent call last):
  File "/app/sheets_sync/writer.py", line 88, in append_row
    creds.refresh(Request())
  File "/usr/local/lib/python3.12/site-packages/google/oauth2/credentials.py", line 412, in refresh
    ) = reauth.refresh_grant(
        ^^^^^^^^^^^^^^^^^^^^^
  File "/usr/local/lib/python3.12/site-packages/google/oauth2/reauth.py", line 365, in refresh_grant
    _client._handle_error_response(response_data, retryable_error)
  File "/usr/local/lib/python3.12/site-packages/google/oauth2/_client.py", line 72, in _handle_error_response
    raise exceptions.RefreshError(
google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})`;

const JAVA_SF = `com.formwell.crm.sf.SalesforceApiException: INVALID_SESSION_ID: Session expired or invalid
\tat com.formwell.crm.sf.SalesforceClient.checkResponse(SalesforceClient.java:214)
\tat com.formwell.crm.sf.SalesforceClient.upsert(SalesforceClient.java:131)
\tat com.formwell.crm.SalesforceSink.push(SalesforceSink.java:77)
\tat com.formwell.crm.SinkRunner.lambda$run$0(SinkRunner.java:52)
\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)
\tat java.base/java.lang.Thread.run(Thread.java:1583)`;

const NODE_413 = `PayloadTooLargeError: request entity too large
    at readStream (/app/node_modules/raw-body/index.js:163:17)
    at getRawBody (/app/node_modules/raw-body/index.js:116:12)
    at read (/app/node_modules/body-parser/lib/read.js:79:3)
    at rawParser (/app/node_modules/body-parser/lib/types/raw.js:81:5)
    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)
    at next (/app/node_modules/express/lib/router/route.js:149:13)`;

const RUBY_CONN = `Faraday::ConnectionFailed: Failed to open TCP connection to hooks.brightlane.example:443 (Connection refused - connect(2) for "hooks.brightlane.example" port 443)
/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1603:in \`initialize'
/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1603:in \`open'
/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:64:in \`call'
/app/app/jobs/webhook_delivery_job.rb:31:in \`perform'
/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in \`execute_job'`;

const JAVA_ABORT = `org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe
\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:342)
\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)
\tat org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:125)
\tat com.formwell.export.DownloadController.stream(DownloadController.java:96)
Caused by: java.io.IOException: Broken pipe
\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)
\tat java.base/sun.nio.ch.SocketChannelImpl.write(SocketChannelImpl.java:532)
\t... 38 common frames omitted`;

const DOTNET_TRAILER = `iText.Kernel.Exceptions.PdfException: Trailer not found.
   at iText.Kernel.Pdf.PdfReader.ReadPdf()
   at iText.Kernel.Pdf.PdfDocument.Open(PdfVersion newPdfVersion)
   at Inkpact.Sealer.SealWorker.SealAsync(SealRequest req, CancellationToken ct) in /src/Inkpact.Sealer/SealWorker.cs:line 118
   at Inkpact.Sealer.SealWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Inkpact.Sealer/SealWorker.cs:line 61`;

const NODE_ETIMEDOUT = (host: string) => `Error: connect ETIMEDOUT 203.0.113.${host}:443
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)`;

const PY_BADZIP = `Traceback (most recent call last):
  File "/app/doc_import/worker.py", line 141, in run_job
    doc = filters.open(job.path, job.filter)
  File "/app/doc_import/filters/docx.py", line 37, in open
    with zipfile.ZipFile(path) as zf:
         ^^^^^^^^^^^^^^^^^^^^^
  File "/usr/local/lib/python3.11/zipfile/__init__.py", line 1354, in __init__
    self._RealGetContents()
  File "/usr/local/lib/python3.11/zipfile/__init__.py", line 1421, in _RealGetContents
    raise BadZipFile("File is not a zip file")
zipfile.BadZipFile: File is not a zip file`;

const JAVA_SAX = `org.xml.sax.SAXParseException; lineNumber: 4412; columnNumber: 88; An invalid XML character (Unicode: 0x1f) was found in the element content of the document.
\tat java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)
\tat java.xml/com.sun.org.apache.xerces.internal.impl.XMLErrorReporter.reportError(XMLErrorReporter.java:400)
\tat java.xml/com.sun.org.apache.xerces.internal.impl.XMLScanner.reportFatalError(XMLScanner.java:1471)
\tat com.lingotide.tm.tmx.TmxReader.next(TmxReader.java:143)
\tat com.lingotide.tm.tmx.TmxImportJob.run(TmxImportJob.java:71)`;

const RUBY_STALE = `ActiveRecord::StaleObjectError (Attempted to update a stale object: Segment.):
app/models/segment.rb:58:in \`save_translation!'
app/controllers/api/segments_controller.rb:24:in \`update'`;

const NODE_ABORTED = `Error: aborted
    at connResetException (node:internal/errors:787:14)
    at abortIncoming (node:_http_server:794:17)
    at socketOnClose (node:_http_server:788:3)
    at Socket.emit (node:events:531:35)
    at TCP.<anonymous> (node:net:339:12)`;

export const KINDS: NoiseKind[] = [
  // ---- Formwell
  {
    key: "captcha-spam",
    estate: "formwell",
    needs: ["spam-guard", "response-intake", "forms-edge"],
    note: "a bot wave against one public form is caught by reCAPTCHA scores and the edge rate limiter",
    run(s, at) {
      const f = "fm_Hq3vRb";
      each(s, at, R(s, 120_000, 240_000), 260, (t) => {
        const a = ip(s);
        s.emit(
          t,
          "spam-guard",
          "warn",
          `recaptcha verdict form=${f} score=0.${R(s, 0, 2)} action=submit -> reject (low score) ip=${a}`,
        );
        s.emit(t + 8, "response-intake", "warn", `submission rejected form=${f} reason=spam_check_failed`);
        s.emit(t + 20, "forms-edge", "warn", `POST /api/v1/forms/${f}/responses 403 ${R(s, 9, 30)}ms ip=${a}`);
        if (s.rng.chance(0.2))
          s.emit(t + 25, "forms-edge", "warn", `ratelimit: key=ip:${a} limit=30/min exceeded, 429`);
      });
    },
  },
  {
    key: "sheets-expired-token",
    estate: "formwell",
    needs: ["sheets-sync", "integrations-worker"],
    note: "customers' Google Sheets connections with revoked OAuth tokens fail three appends each and are paused",
    run(s, at) {
      let integ = `int_${s.rng.alnum(8)}`;
      let n = 0;
      each(s, at, R(s, 180_000, 300_000), 4000, (t) => {
        // Each paused integration is replaced by the next customer whose token has lapsed.
        if (n === 3) {
          n = 0;
          integ = `int_${s.rng.alnum(8)}`;
        }
        n++;
        s.emit(t, "sheets-sync", "error", `append failed for integration ${integ}: RefreshError invalid_grant`, {
          stack: n <= 3 ? PY_REFRESH : undefined,
          errType: "google.auth.exceptions.RefreshError",
        });
        s.emit(
          t + 40,
          "integrations-worker",
          "warn",
          `class=SheetsAppendJob jid=${s.rng.hex(24)} WARN: integration ${integ} auth failed (${Math.min(n, 3)}/3)`,
        );
        if (n === 3) {
          s.emit(
            t + 60,
            "integrations-worker",
            "warn",
            `class=SheetsAppendJob INFO: integration ${integ} paused after 3 auth failures; owner notified to reconnect`,
          );
          s.emit(t + 900, "notify-mailer", "info", `sent integration-disconnected notice for ${integ} via ses`);
        }
      });
    },
  },
  {
    key: "crm-token-expired",
    estate: "formwell",
    needs: ["crm-connector"],
    note: "a customer's Salesforce session expired and the refresh token was revoked; the connector parks that org's leads",
    run(s, at) {
      const org = `00D${s.rng.alnum(12)}`;
      each(s, at, R(s, 200_000, 400_000), 5000, (t) => {
        s.emit(t, "crm-connector", "error", `c.f.crm.SinkRunner : push to Salesforce failed for org ${org}`, {
          stack: JAVA_SF,
          errType: "SalesforceApiException",
        });
        s.emit(
          t + 200,
          "crm-connector",
          "warn",
          `c.f.crm.TokenRefresher : refresh for org ${org} rejected: invalid_grant expired access/refresh token; lead parked in retry queue`,
        );
      });
    },
  },
  {
    key: "upload-too-large",
    estate: "formwell",
    needs: ["upload-svc", "forms-edge"],
    note: "respondents of one job-application form try to upload 40-90 MB videos and get 413s",
    run(s, at) {
      each(s, at, R(s, 240_000, 420_000), 3000, (t) => {
        s.emit(t, "upload-svc", "error", `upload rejected form=fm_Ww1kPo size=${R(s, 41, 95)}MB limit=25MB`, {
          stack: NODE_413,
          errType: "PayloadTooLargeError",
        });
        s.emit(t + 10, "forms-edge", "warn", `POST /api/v1/uploads 413 ${R(s, 900, 4000)}ms`);
      });
    },
  },
  {
    key: "upload-eicar",
    estate: "formwell",
    needs: ["upload-svc"],
    note: "a customer's security team uploads the EICAR test file repeatedly and every copy is quarantined",
    run(s, at) {
      each(s, at, R(s, 60_000, 180_000), 6000, (t) => {
        s.emit(
          t,
          "upload-svc",
          "error",
          `clamav: uploads/fm_Lm7Qa1/${s.rng.uuid()}/eicar.com FOUND Eicar-Test-Signature`,
        );
        s.emit(
          t + 30,
          "upload-svc",
          "warn",
          `upload quarantined and rejected with 422 (malware_detected) form=fm_Lm7Qa1`,
        );
      });
    },
  },
  {
    key: "customer-webhook-down",
    estate: "formwell",
    needs: ["integrations-worker"],
    note: "one customer's own webhook endpoint refuses connections; Sidekiq retries with backoff",
    run(s, at) {
      let n = 0;
      each(s, at - 200_000, 900_000, 2500, (t) => {
        n++;
        s.emit(
          t,
          "integrations-worker",
          "warn",
          `class=WebhookDeliveryJob jid=${s.rng.hex(24)} WARN: ${RUBY_CONN.split("\n")[0]}`,
          {
            stack: n % 5 === 1 ? RUBY_CONN.split("\n").slice(1).join("\n") : undefined,
            errType: "Faraday::ConnectionFailed",
          },
        );
        s.emit(
          t + 5,
          "integrations-worker",
          "info",
          `class=WebhookDeliveryJob INFO: retry ${R(s, 1, 12)} scheduled in ${R(s, 20, 900)}s`,
        );
      });
    },
  },
  {
    key: "sheets-quota-429",
    estate: "formwell",
    needs: ["sheets-sync"],
    note: "a popular form fans rows into one spreadsheet faster than Google's per-user write quota; appends back off and succeed",
    run(s, at) {
      each(s, at, R(s, 150_000, 300_000), 1200, (t) => {
        s.emit(
          t,
          "sheets-sync",
          "warn",
          `<HttpError 429 when requesting https://sheets.googleapis.com/v4/spreadsheets/1Qx${s.rng.alnum(18)}/values/Responses!A1:append?valueInputOption=RAW&alt=json returned "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com'". Details: "[{'@type': 'type.googleapis.com/google.rpc.ErrorInfo', 'reason': 'RATE_LIMIT_EXCEEDED'}]"> - retrying in ${R(s, 2, 30)}.0s`,
        );
        s.emit(
          t + R(s, 3000, 30_000),
          "sheets-sync",
          "info",
          `appended 1 row to spreadsheet 1Qx${s.rng.alnum(18)} after ${R(s, 1, 3)} retries`,
        );
      });
    },
  },
  {
    key: "closed-form-410",
    estate: "formwell",
    needs: ["response-intake", "forms-edge"],
    note: "an old embed of a closed survey on a news site keeps posting; intake answers 410 Gone",
    run(s, at) {
      each(s, at, R(s, 200_000, 400_000), 700, (t) => {
        s.emit(t, "response-intake", "warn", `form fm_p0Wy7e closed at 2026-03-31T23:59:59Z, rejecting submission`);
        s.emit(t + 15, "forms-edge", "warn", `POST /api/v1/forms/fm_p0Wy7e/responses 410 ${R(s, 6, 20)}ms`);
      });
    },
  },
  {
    key: "scanner-probes",
    estate: "formwell",
    needs: ["forms-edge"],
    note: "an internet scanner probes the edge for wp-login, .env and old TLS versions",
    run(s, at) {
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/actuator/env",
        "/phpmyadmin/index.php",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/cgi-bin/luci",
      ];
      each(s, at, R(s, 90_000, 200_000), 300, (t) => {
        const a = ip(s);
        if (s.rng.chance(0.2))
          s.emit(
            t,
            "forms-edge",
            "error",
            `http: TLS handshake error from ${a}:${R(s, 30000, 65000)}: tls: client offered only unsupported versions: [302 301]`,
          );
        else s.emit(t, "forms-edge", "warn", `GET ${s.rng.pick(paths)} 404 ${R(s, 0, 3)}ms ip=${a}`);
      });
    },
  },
  {
    key: "export-client-abort",
    estate: "formwell",
    needs: ["report-exporter"],
    note: "a 2M-row export runs long, G1 logs humongous allocations and users cancel downloads (broken pipe)",
    run(s, at) {
      s.emit(
        at,
        "report-exporter",
        "info",
        `c.f.export.ExportRunner : export ex_BIG0001 started (xlsx, form fm_8Kq2Lx, 2104332 rows)`,
      );
      each(s, at, 200_000, 12_000, (t) =>
        s.emit(
          t,
          "report-exporter",
          "warn",
          `[gc] GC(${R(s, 300, 900)}) Pause Young (Concurrent Start) (G1 Humongous Allocation) ${R(s, 800, 1900)}M->${R(s, 300, 700)}M(2048M) ${R(s, 40, 190)}.${R(s, 100, 999)}ms`,
        ),
      );
      each(s, at + 30_000, 200_000, 25_000, (t) =>
        s.emit(
          t,
          "report-exporter",
          "error",
          `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
          { stack: JAVA_ABORT, errType: "ClientAbortException" },
        ),
      );
      s.emit(
        at + 212_000,
        "report-exporter",
        "warn",
        `c.f.export.ExportRunner : export ex_BIG0001 finished rows=2104332 in 212s (over 120s target)`,
      );
    },
  },
  {
    key: "invalid-email-422",
    estate: "formwell",
    needs: ["response-intake", "notify-mailer"],
    note: "respondents mistype e-mail fields; intake returns 422 and the respondent copy cannot be sent",
    run(s, at) {
      each(s, at, 400_000, 2500, (t) => {
        s.emit(
          t,
          "response-intake",
          "warn",
          `validation failed form=fm_T4ncZa field=email: "${s.rng.alnum(5).toLowerCase()}@${s.rng.pick(["gmail", "outlook.", "yahoo,com"])}" is not a valid address`,
        );
        s.emit(t + 20, "forms-edge", "info", `POST /api/v1/forms/fm_T4ncZa/responses 422 ${R(s, 8, 30)}ms`);
        if (s.rng.chance(0.3))
          s.emit(
            t + 500,
            "notify-mailer",
            "error",
            `respondent copy not sent: MessageRejected: Email address is not verified / InvalidParameterValue: Missing final '@domain'`,
          );
      });
    },
  },
  {
    key: "duplicate-submit",
    estate: "formwell",
    needs: ["response-intake"],
    note: "double-clicked submits hit the idempotency unique index; intake returns the original response",
    run(s, at) {
      each(s, at, 420_000, 1800, (t) => {
        s.emit(
          t,
          "response-intake",
          "error",
          `insert response: ERROR: duplicate key value violates unique constraint "responses_idempotency_key_key" (SQLSTATE 23505)`,
        );
        s.emit(
          t + 3,
          "response-intake",
          "info",
          `idempotent replay key=${s.rng.hex(16)}: returning original response (200)`,
        );
      });
    },
  },
  // ---- Inkpact
  {
    key: "wrong-access-code",
    estate: "inkpact",
    needs: ["signer-auth", "sign-api"],
    note: "signers of a bulk HR packet type the wrong access code; some recipients lock after three attempts",
    run(s, at) {
      each(s, at, 400_000, 1500, (t) => {
        const env = s.rng.uuid();
        const k = R(s, 1, 3);
        s.emit(t, "signer-auth", "warn", `access code mismatch envelope=${env} recipient=${R(s, 1, 3)} attempt=${k}/3`);
        s.emit(t + 10, "sign-api", "warn", `POST /signing/${env}/access-code 401 ${R(s, 20, 60)}ms`);
        if (k === 3)
          s.emit(
            t + 15,
            "signer-auth",
            "warn",
            `recipient locked out after 3 failed access code attempts envelope=${env}; sender notified`,
          );
      });
    },
  },
  {
    key: "sms-invalid-number",
    estate: "inkpact",
    needs: ["signer-auth"],
    note: "senders entered landlines and unsubscribed numbers for SMS authentication; Twilio rejects them",
    run(s, at) {
      each(s, at, 500_000, 3500, (t) => {
        if (s.rng.chance(0.6))
          s.emit(
            t,
            "signer-auth",
            "error",
            `sms otp send failed: twilio status=400 code=21211 message="Invalid 'To' Phone Number: +1555${R(s, 1000000, 9999999)}"`,
          );
        else
          s.emit(
            t,
            "signer-auth",
            "error",
            `sms otp send failed: twilio status=400 code=21610 message="Attempt to send to unsubscribed recipient"`,
          );
      });
    },
  },
  {
    key: "bulk-void",
    estate: "inkpact",
    needs: ["envelope-svc", "webhook-dispatcher", "sign-api"],
    note: "a customer voids a mistaken bulk send of 400 envelopes; signers who open their links get 410",
    run(s, at) {
      each(s, at, 120_000, 300, (t) => {
        const env = s.rng.uuid();
        s.emit(
          t,
          "envelope-svc",
          "info",
          `c.i.envelope.EnvelopeService : envelope ${env} voided by sender reason="Sent to wrong list"`,
        );
        s.emit(
          t + R(s, 200, 2000),
          "webhook-dispatcher",
          "info",
          `delivered envelope-voided ${env} to https://hooks.contoso.example/inkpact 200 in ${R(s, 60, 300)}ms`,
        );
      });
      each(s, at + 60_000, 500_000, 2500, (t) =>
        s.emit(
          t,
          "sign-api",
          "warn",
          `GET /signing/${s.rng.uuid()}/view 410 ${R(s, 10, 40)}ms errorCode=ENVELOPE_VOIDED`,
        ),
      );
    },
  },
  {
    key: "expiry-sweep",
    estate: "inkpact",
    needs: ["envelope-svc", "sign-api"],
    note: "the nightly-style expiry sweep expires hundreds of stale envelopes and late signers get 410s",
    run(s, at) {
      s.emit(at, "envelope-svc", "info", `c.i.envelope.ExpirySweeper : sweep started, 512 envelopes past expireAfter`);
      each(s, at, 90_000, 400, (t) =>
        s.emit(
          t,
          "envelope-svc",
          "warn",
          `c.i.envelope.ExpirySweeper : envelope ${s.rng.uuid()} expired (sent ${R(s, 120, 365)} days ago, 0 of ${R(s, 1, 4)} signed)`,
        ),
      );
      s.emit(at + 91_000, "envelope-svc", "info", `c.i.envelope.ExpirySweeper : sweep finished, 512 expired`);
      each(s, at + 30_000, 400_000, 4000, (t) =>
        s.emit(
          t,
          "sign-api",
          "warn",
          `GET /signing/${s.rng.uuid()}/view 410 ${R(s, 10, 40)}ms errorCode=ENVELOPE_HAS_EXPIRED`,
        ),
      );
    },
  },
  {
    key: "encrypted-pdf",
    estate: "inkpact",
    needs: ["doc-render", "sign-api"],
    note: "senders upload password-protected PDFs that cannot be rendered; each upload is refused with 422",
    run(s, at) {
      each(s, at, 450_000, 5000, (t) => {
        s.emit(
          t,
          "doc-render",
          "error",
          `pdf open failed: document is encrypted (owner password set, /P -3904), cannot rasterize`,
        );
        s.emit(
          t + 30,
          "sign-api",
          "warn",
          `POST /restapi/v2.1/accounts/${s.rng.pick(["a7f3c2e1", "c55e90aa"])}/envelopes 422 ${R(s, 200, 800)}ms errorCode=UNABLE_TO_CONVERT_DOCUMENT`,
        );
      });
    },
  },
  {
    key: "malformed-pdf",
    estate: "inkpact",
    needs: ["doc-render", "pdf-sealer"],
    note: "PDFs exported by a broken scanner driver have damaged xref tables; most are repaired, one cannot be sealed",
    run(s, at) {
      each(s, at, 400_000, 6000, (t) =>
        s.emit(
          t,
          "doc-render",
          "warn",
          `xref table damaged at offset ${R(s, 1000, 900000)}, reconstructed from ${R(s, 20, 800)} objects (Producer: "ScanDirect 2.1")`,
        ),
      );
      each(s, at + 20_000, 300_000, 60_000, (t) =>
        s.emit(
          t,
          "pdf-sealer",
          "error",
          `Inkpact.Sealer.SealWorker[0] Seal failed for document ${s.rng.uuid()}; envelope returned to sender for correction`,
          { stack: DOTNET_TRAILER, errType: "PdfException" },
        ),
      );
    },
  },
  {
    key: "tsa-slow",
    estate: "inkpact",
    needs: ["pdf-sealer"],
    note: "the timestamp authority answers slowly for a few minutes; sealing retries and succeeds",
    run(s, at) {
      each(s, at, R(s, 150_000, 300_000), 3000, (t) => {
        s.emit(
          t,
          "pdf-sealer",
          "warn",
          `Inkpact.Sealer.TsaClient[0] Timestamp request to http://timestamp.digicert.com timed out after 10000 ms, retry 1/3`,
        );
        s.emit(
          t + R(s, 300, 1500),
          "pdf-sealer",
          "info",
          `Inkpact.Sealer.TsaClient[0] Timestamp token received on retry 1 (${R(s, 300, 1400)} ms)`,
        );
      });
    },
  },
  {
    key: "customer-webhook-500",
    estate: "inkpact",
    needs: ["webhook-dispatcher"],
    note: "one customer's Connect listener returns 500 and times out; deliveries back off and queue",
    run(s, at) {
      each(s, at - 100_000, 900_000, 1800, (t) => {
        if (s.rng.chance(0.6))
          s.emit(
            t,
            "webhook-dispatcher",
            "error",
            `delivery failed envelope-completed to https://hooks.globex.example/inkpact/connect: 500 Internal Server Error, attempt ${R(s, 1, 8)}/8, next in ${R(s, 1, 60)}m`,
          );
        else
          s.emit(t, "webhook-dispatcher", "error", `delivery failed to https://hooks.globex.example/inkpact/connect`, {
            stack: NODE_ETIMEDOUT(`${R(s, 2, 250)}`),
            errType: "Error",
          });
      });
    },
  },
  {
    key: "kba-failed",
    estate: "inkpact",
    needs: ["signer-auth", "envelope-svc"],
    note: "signers fail knowledge-based ID questions; their envelopes go on hold as designed",
    run(s, at) {
      each(s, at, 450_000, 7000, (t) => {
        const env = s.rng.uuid();
        s.emit(
          t,
          "signer-auth",
          "error",
          `id check failed envelope=${env} recipient=1 provider=kba result=FAIL (${R(s, 0, 2)}/4 correct)`,
        );
        s.emit(
          t + 40,
          "envelope-svc",
          "warn",
          `c.i.envelope.SigningService : recipient authentication failed for envelope ${env}, status=authentication_failed, sender notified`,
        );
      });
    },
  },
  {
    key: "bulk-send-invalid",
    estate: "inkpact",
    needs: ["envelope-svc", "sign-api"],
    note: "a bulk-send CSV with hundreds of malformed e-mail addresses is validated row by row",
    run(s, at) {
      const bs = `bs_${s.rng.alnum(8)}`;
      s.emit(at, "sign-api", "info", `POST /restapi/v2.1/accounts/f1e2d3c4/bulk_send_lists 201 ${R(s, 300, 900)}ms`);
      let row = 1;
      each(s, at + 2000, 60_000, 150, (t) => {
        row += R(s, 1, 4);
        s.emit(
          t,
          "envelope-svc",
          "warn",
          `c.i.envelope.BulkSendValidator : ${bs} row ${row}: INVALID_EMAIL_ADDRESS_FOR_RECIPIENT "${s.rng.alnum(6).toLowerCase()}@@${s.rng.pick(["corp", "mail"])}.example"`,
        );
      });
      s.emit(
        at + 63_000,
        "envelope-svc",
        "warn",
        `c.i.envelope.BulkSendValidator : ${bs} finished: ${row} rows, ${Math.round(row * 0.3)} rejected, remaining queued`,
      );
    },
  },
  {
    key: "stale-jwt",
    estate: "inkpact",
    needs: ["sign-api", "signer-auth"],
    note: "an integrator's server with a drifting clock sends expired JWT grants; each request is refused and retried with a fresh token",
    run(s, at) {
      each(s, at, 500_000, 2000, (t) => {
        s.emit(
          t,
          "signer-auth",
          "warn",
          `jwt grant rejected iss=integrator-7f21 reason="token is expired" exp_skew=${R(s, 31, 95)}s`,
        );
        s.emit(t + 10, "sign-api", "warn", `POST /oauth/token 400 ${R(s, 5, 20)}ms error=invalid_grant`);
        s.emit(t + R(s, 400, 1500), "sign-api", "info", `POST /oauth/token 200 ${R(s, 20, 60)}ms`);
      });
    },
  },
  // ---- Lingotide
  {
    key: "unsupported-format",
    estate: "lingotide",
    needs: ["doc-import", "tms-web"],
    note: "a customer drags a folder of .pages, .indd and .sketch files into the uploader; each is refused",
    run(s, at) {
      each(s, at, 240_000, 2500, (t) => {
        const ext = s.rng.pick(["pages", "indd", "sketch", "key", "fig"]);
        s.emit(
          t,
          "doc-import",
          "error",
          `import rejected file=${s.rng.alnum(6)}.${ext}: unsupported file type '.${ext}' (no filter registered)`,
        );
        s.emit(
          t + 20,
          "tms-web",
          "info",
          `Completed 422 Unprocessable Content in ${R(s, 30, 90)}ms (ActiveRecord: 2.1ms | Allocations: 2211) POST /projects/4471/files`,
        );
      });
    },
  },
  {
    key: "corrupt-docx",
    estate: "lingotide",
    needs: ["doc-import"],
    note: "files renamed to .docx that are really old .doc binaries fail to open; the jobs are marked failed for the customer",
    run(s, at) {
      each(s, at, 300_000, 30_000, (t) =>
        s.emit(t, "doc-import", "error", `import job=${R(s, 80000, 99999)} file=Vertrag_${R(s, 1, 99)}.docx failed`, {
          stack: PY_BADZIP,
          errType: "zipfile.BadZipFile",
        }),
      );
    },
  },
  {
    key: "segment-too-long",
    estate: "lingotide",
    needs: ["mt-router"],
    note: "a legal document with paragraph-long segments exceeds MT request limits; the router splits or falls back",
    run(s, at) {
      each(s, at, 300_000, 2000, (t) => {
        if (s.rng.chance(0.5)) {
          s.emit(
            t,
            "mt-router",
            "warn",
            `segment ${R(s, 1, 900)} of job 91822 has ${R(s, 5100, 12000)} chars, exceeds engine=deepl limit; splitting at sentence boundaries`,
          );
        } else {
          s.emit(
            t,
            "mt-router",
            "error",
            `engine=google-v3 rpc error: code = InvalidArgument desc = Text is too long. job=91822 seg=${R(s, 1, 900)}`,
          );
          s.emit(
            t + 400,
            "mt-router",
            "info",
            `fallback engine=custom-nmt job=91822 segs=1 ok took=${R(s, 300, 900)}ms`,
          );
        }
      });
    },
  },
  {
    key: "customer-deepl-quota",
    estate: "lingotide",
    needs: ["mt-router"],
    note: "a customer's own DeepL key ran out of characters (456); their jobs fall back to the default engine",
    run(s, at) {
      each(s, at, 500_000, 3000, (t) => {
        s.emit(
          t,
          "mt-router",
          "error",
          `engine=deepl byok=acct-4411 status=456 body="Quota exceeded. The character limit has been reached."`,
        );
        s.emit(t + 5, "mt-router", "warn", `acct-4411: falling back to engine=google-v3 for pair=en-US>de-DE`);
      });
    },
  },
  {
    key: "tmx-invalid",
    estate: "lingotide",
    needs: ["tm-service"],
    note: "a customer's TMX import contains control characters; the import skips bad units and finishes",
    run(s, at) {
      s.emit(
        at,
        "tm-service",
        "info",
        `c.l.tm.tmx.TmxImportJob : import tm=144 started (legacy_export_2019.tmx, 61.2 MB)`,
      );
      each(s, at + 5000, 120_000, 20_000, (t) =>
        s.emit(t, "tm-service", "error", `c.l.tm.tmx.TmxImportJob : tm=144 translation unit rejected`, {
          stack: JAVA_SAX,
          errType: "SAXParseException",
        }),
      );
      each(s, at, 130_000, 4000, (t) =>
        s.emit(
          t,
          "tm-service",
          "warn",
          `c.l.tm.LookupController : slow lookup ${R(s, 900, 2600)}ms tm=144 (index rebuild in progress)`,
        ),
      );
      s.emit(
        at + 131_000,
        "tm-service",
        "warn",
        `c.l.tm.tmx.TmxImportJob : import tm=144 finished: 48120 TUs imported, 7 skipped`,
      );
    },
  },
  {
    key: "qa-warning-flood",
    estate: "lingotide",
    needs: ["qa-checker"],
    note: "QA runs on a 9,000-segment software-strings job and reports thousands of tag and number mismatches",
    run(s, at) {
      each(s, at, 90_000, 120, (t) =>
        s.emit(
          t,
          "qa-checker",
          "warn",
          s.rng.pick([
            `job=93410 seg=${R(s, 1, 9000)} tag mismatch: source has {${R(s, 0, 3)}}, target missing`,
            `job=93410 seg=${R(s, 1, 9000)} number mismatch: "${R(s, 2, 500)}" not found in target`,
            `job=93410 seg=${R(s, 1, 9000)} target longer than max length (${R(s, 41, 80)} > 40)`,
          ]),
        ),
      );
      s.emit(at + 91_000, "qa-checker", "warn", `QA run job=93410: 2817 warnings, 0 errors`);
    },
  },
  {
    key: "review-overdue",
    estate: "lingotide",
    needs: ["review-queue"],
    note: "the hourly SLA sweep escalates overdue review tasks to project managers",
    run(s, at) {
      s.emit(at, "review-queue", "info", "sla sweep started");
      each(s, at, 30_000, 120, (t) =>
        s.emit(
          t,
          "review-queue",
          "warn",
          `task T-${R(s, 100000, 999999)} overdue by ${R(s, 1, 90)}h (${s.rng.pick(["ja-JP", "de-DE", "pt-BR", "zh-CN"])}), escalated to pm_${s.rng.alnum(5)}`,
        ),
      );
      s.emit(at + 31_000, "review-queue", "warn", `sla sweep done: ${R(s, 180, 260)} tasks escalated`);
    },
  },
  {
    key: "mt-429-backoff",
    estate: "lingotide",
    needs: ["mt-router"],
    note: "a large pretranslation batch hits Google's characters-per-minute quota; the router backs off and completes",
    run(s, at) {
      each(s, at, 200_000, 900, (t) => {
        s.emit(
          t,
          "mt-router",
          "warn",
          `engine=google-v3 rpc error: code = ResourceExhausted desc = Quota exceeded for quota metric 'Characters per minute' - backing off ${R(s, 1, 16)}s`,
        );
        if (s.rng.chance(0.5))
          s.emit(
            t + R(s, 1000, 16000),
            "mt-router",
            "info",
            `mt batch ok engine=google-v3 pair=en-US>ja-JP segs=50 chars=${R(s, 5000, 20000)} took=${R(s, 900, 3000)}ms (after retry)`,
          );
      });
    },
  },
  {
    key: "vendor-bad-pair",
    estate: "lingotide",
    needs: ["vendor-bridge"],
    note: "a PM offers jobs in language pairs the vendor does not support; the vendor API refuses each offer",
    run(s, at) {
      each(s, at, 300_000, 4000, (t) =>
        s.emit(
          t,
          "vendor-bridge",
          "error",
          `offer rejected by vendor LinguaPro: HTTP 400 {"error":"UNSUPPORTED_LANGUAGE_PAIR","pair":"en-US>${s.rng.pick(["tlh", "yue-HK", "mi-NZ", "fo-FO"])}"}`,
        ),
      );
    },
  },
  {
    key: "editor-conflicts",
    estate: "lingotide",
    needs: ["tms-web"],
    note: "two linguists edit the same segments; Rails logs optimistic-lock conflicts and the editor retries",
    run(s, at) {
      each(s, at, 300_000, 3000, (t) => {
        s.emit(t, "tms-web", "error", `ActiveRecord::StaleObjectError (Attempted to update a stale object: Segment.)`, {
          stack: RUBY_STALE.split("\n").slice(1).join("\n"),
          errType: "ActiveRecord::StaleObjectError",
        });
        s.emit(
          t + 10,
          "tms-web",
          "info",
          `Completed 409 Conflict in ${R(s, 10, 40)}ms (ActiveRecord: 3.2ms | Allocations: 1810) PATCH /api/jobs/92211/segments/${R(s, 1, 800)}`,
        );
        s.emit(
          t + R(s, 500, 2000),
          "tms-web",
          "info",
          `Completed 200 OK in ${R(s, 30, 90)}ms (ActiveRecord: 5.0ms | Allocations: 2544) PATCH /api/jobs/92211/segments/${R(s, 1, 800)}`,
        );
      });
    },
  },
  {
    key: "ws-disconnects",
    estate: "lingotide",
    needs: ["review-queue"],
    note: "reviewers on flaky hotel Wi-Fi drop their websockets; the node server logs aborted requests and reconnects",
    run(s, at) {
      each(s, at, 400_000, 2500, (t) => {
        if (s.rng.chance(0.3))
          s.emit(t, "review-queue", "error", `request aborted by client GET /api/tasks/stream`, {
            stack: NODE_ABORTED,
            errType: "Error",
          });
        else
          s.emit(
            t,
            "review-queue",
            "warn",
            `ws closed code=1006 reviewer=rv_${s.rng.alnum(6)} (abnormal closure), client will reconnect`,
          );
        s.emit(t + R(s, 2000, 9000), "review-queue", "info", `ws connected reviewer=rv_${s.rng.alnum(6)}`);
      });
    },
  },
];

// Generic kinds, written against whichever estate the window belongs to.
export function genericKinds(): NoiseKind[] {
  const out: NoiseKind[] = [];
  const fronts: Record<Estate["key"], [string, string]> = {
    formwell: ["forms-edge", "response-intake"],
    inkpact: ["sign-api", "envelope-svc"],
    lingotide: ["tms-web", "tm-service"],
  };
  for (const k of ["formwell", "inkpact", "lingotide"] as const) {
    const [front, back] = fronts[k];
    out.push({
      key: `rolling-deploy-blips-${k}`,
      estate: k,
      needs: [front, back],
      note: `a rolling deploy of ${back} makes ${front} log a handful of upstream resets and 503s during pod drain, then all is well`,
      run(s, at) {
        for (let i = 0; i < 3; i++) {
          const t = at + i * 40_000;
          s.emit(t, back, "info", "Received SIGTERM, shutting down gracefully");
          for (let j = 0; j < R(s, 2, 5); j++)
            s.emit(
              t + R(s, 100, 3000),
              front,
              "warn",
              k === "lingotide"
                ? `Completed 503 Service Unavailable in ${R(s, 1, 30)}ms: upstream ${back} connection reset during pod drain (retrying)`
                : `upstream ${back}: connection reset by peer (pod terminating), retried on next endpoint`,
            );
          s.emit(
            t + R(s, 3500, 8000),
            back,
            "info",
            `ready: version=2026.11.${R(s, 2, 29)}-${s.rng.hex(7)} replica ${i + 1}/3`,
          );
        }
      },
    });
  }
  out.push({
    key: "leader-lock-skip",
    estate: "inkpact",
    needs: ["billing-meter", "audit-trail"],
    note: "scheduled jobs on standby replicas log that another instance holds the lock and skip",
    run(s, at) {
      each(s, at - 200_000, 900_000, 15_000, (t) => {
        s.emit(
          t,
          "billing-meter",
          "warn",
          `could not acquire advisory lock 'usage_rollup' (held by billing-meter-7c9f-2), skipping this run`,
        );
        if (s.rng.chance(0.4))
          s.emit(
            t + 200,
            "audit-trail",
            "warn",
            `checkpoint: lease 'chain-checkpoint' held by audit-trail-1, standing by`,
          );
      });
    },
  });
  return out;
}

export const ALL_KINDS = (): NoiseKind[] => [...KINDS, ...genericKinds()];

/** The unrelated change every file carries near `near`, and a few retries that succeed. */
export function ambient(s: Stream, e: Estate, near: number, avoid: string): string {
  const r = s.rng;
  const cands = e.services.filter((sv) => sv.name !== avoid && s.has(sv.name));
  const sv = r.pick(cands);
  const t0 = near + r.int(-150_000, -25_000);
  let what: string;
  if (r.chance(0.6)) {
    const version = `2026.11.${r.int(2, 29)}-${r.hex(7)}`;
    let t = t0;
    for (const l of restartLines(sv, r, version)) {
      s.emit(t, sv.name, l.level, l.msg);
      t += r.int(80, 1500);
    }
    what = `restart of ${sv.name}`;
  } else {
    s.emit(
      t0,
      sv.name,
      "info",
      `config reloaded from /etc/${e.key}/${sv.name}.yaml (feature flags: ${r.int(12, 40)}, changed: ${r.pick(["ui.new_dashboard", "limits.burst", "log.sampling", "cache.ttl_seconds"])})`,
    );
    what = `config reload of ${sv.name}`;
  }
  const retry: Record<Estate["key"], () => [string, string, string]> = {
    formwell: () => [
      "sheets-sync",
      `transient error: ConnectionResetError(104, 'Connection reset by peer') on sheets.googleapis.com, retry 1/5 in 1.0s`,
      "append succeeded on retry 1",
    ],
    inkpact: () => [
      "webhook-dispatcher",
      `delivery to https://hooks.northwind.example/inkpact failed: socket hang up (ECONNRESET), retry 1/8 in 30s`,
      `delivered envelope-completed ${r.uuid()} to https://hooks.northwind.example/inkpact 200 in ${r.int(80, 400)}ms (attempt 2)`,
    ],
    lingotide: () => [
      "mt-router",
      `engine=deepl POST /v2/translate: 503 Service Temporarily Unavailable, retry 1/3 in 500ms`,
      `mt ok engine=deepl pair=en-US>fr-FR segs=1 chars=${r.int(40, 600)} took=${r.int(600, 1800)}ms (attempt 2)`,
    ],
  };
  for (let i = 0; i < r.int(3, 6); i++) {
    const t = s.start + r.int(30_000, s.end - s.start - 20_000);
    const [svc, a, b] = retry[e.key]();
    s.emit(t, svc, "warn", a);
    s.emit(t + r.int(600, 30_000), svc, "info", b);
  }
  return what;
}
