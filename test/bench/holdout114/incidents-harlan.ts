// Scenarios of Harlan County's registrar (mail ballot tracking, signature verification, canvass and audit).
import type { IncidentSpec } from "./incidents.js";
import { java, node, python, ruby } from "./stacks.js";

const hc = (d: string) => `HC-${d}`;

export const HARLAN_INCIDENTS: IncidentSpec[] = [
  {
    estate: "harlan",
    origin: "print-vendor-bridge",
    category: "authentication",
    hints: ["auth", "authentication", "ssh", "sftp", "credential"],
    severity: "medium",
    note: "print-vendor-bridge's SSH key is no longer accepted by the ballot print vendor's SFTP server, so replacement-ballot print batches stop going out.",
    run: (c) => {
      const r = c.rng;
      c.silence("print-vendor-bridge", c.t0);
      c.every(c.t0, c.end, 20_000, (t, i) => {
        const b = `PB-${r.digits(5)}`;
        c.emit(
          t,
          "print-vendor-bridge",
          "error",
          `SFTP put batch ${b}.zip failed: Auth fail for user harlan_rov@sftp.printvendor.example.com (publickey)`,
          i % 2 === 0
            ? {
                errType: "com.jcraft.jsch.JSchException",
                stack: java("com.jcraft.jsch.JSchException: Auth fail for methods 'publickey'", [
                  "com.jcraft.jsch.Session.connect(Session.java:532)",
                  "org.springframework.integration.sftp.session.SftpSession.connect(SftpSession.java:271)",
                  "gov.harlan.print.VendorUploader.upload(VendorUploader.java:64)",
                ]),
              }
            : undefined,
        );
        c.emit(t + 5000, "print-vendor-bridge", "warn", `retrying batch ${b} in 15s (attempt ${r.int(2, 6)}/6)`);
      });
      c.every(c.t0 + 90_000, c.end, 60_000, (t) =>
        c.emit(
          t,
          "ballot-tracker",
          "warn",
          `print batch PB-${r.digits(5)} not acknowledged by vendor bridge after ${r.int(10, 30)} min; ${r.int(40, 300)} replacement ballots waiting`,
        ),
      );
    },
  },
  {
    estate: "harlan",
    origin: "sigverify",
    category: "authorization",
    hints: ["forbidden", "403", "permission", "access", "denied"],
    severity: "high",
    note: "sigverify's service account loses storage.objects.get on the reference-signature bucket; every envelope check fails with 403 and returns pile up unverified.",
    run: (c) => {
      const r = c.rng;
      c.block("sigverify", 0.95);
      c.every(c.t0, c.end, 1400, (t, i) => {
        const piece = r.digits(6);
        c.emit(
          t,
          "sigverify",
          "error",
          `envelope ${piece}: reference signature fetch failed`,
          i % 3 === 0
            ? {
                errType: "google.api_core.exceptions.Forbidden",
                stack: python(
                  [
                    ["/app/sigverify/refs.py", 58, "fetch_reference", "blob.download_to_file(buf)"],
                    [
                      "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
                      1311,
                      "download_to_file",
                      "_raise_from_invalid_response(exc)",
                    ],
                  ],
                  `google.api_core.exceptions.Forbidden: 403 GET https://storage.googleapis.com/download/storage/v1/b/harlan-sig-refs/o/voters%2F${r.digits(7)}.png?alt=media: sigverify@harlan-rov.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).`,
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(30, 120),
          "envelope-sorter",
          "warn",
          `piece ${piece}: sigverify NAK (503), diverted to reject pocket 24`,
        );
        if (r.chance(0.4))
          c.emit(
            t + 200,
            "ballot-tracker",
            "warn",
            `ballot ${hc(r.digits(7))} held in RETURNED: signature check unavailable`,
          );
      });
    },
  },
  {
    estate: "harlan",
    origin: "ballot-tracker",
    category: "database",
    hints: ["deadlock", "mysql", "database", "activerecord", "lock"],
    severity: "high",
    note: "ballot-tracker's status updates deadlock in MySQL under the return-scan surge; requests 500 and imb-ingest's retries pile on.",
    run: (c) => {
      const r = c.rng;
      c.block("ballot-tracker", 0.4);
      c.every(c.t0, c.end, 1300, (t, i) => {
        c.emit(
          t,
          "ballot-tracker",
          "error",
          "ActiveRecord::Deadlocked (Mysql2::Error: Deadlock found when trying to get lock; try restarting transaction):",
          i % 3 === 0
            ? {
                errType: "ActiveRecord::Deadlocked",
                stack: ruby("", [
                  "app/models/ballot.rb:88:in `transition_status!'",
                  "app/services/scan_ingest.rb:41:in `block in call'",
                  "app/controllers/api/scans_controller.rb:15:in `create'",
                ]).filter((l) => l !== ""),
              }
            : undefined,
        );
        c.emit(
          t + 2,
          "ballot-tracker",
          "error",
          `Completed 500 Internal Server Error in ${r.int(50, 5000)}ms (ActiveRecord: ${r.int(40, 4900)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
        );
        if (r.chance(0.5))
          c.emit(
            t + r.int(20, 60),
            "voter-portal",
            "error",
            `GET /api/ballot-status 502 ${r.int(60, 5100)}ms: ballot-tracker responded 500`,
          );
      });
      c.every(c.t0 + 500, c.end, 700, (t) =>
        c.emit(
          t,
          "imb-ingest",
          "warn",
          `POST ballot-tracker /api/scans -> 500, retry ${r.int(1, 5)}/5 in ${r.pick([0.5, 1, 2, 4])}s`,
        ),
      );
    },
  },
  {
    estate: "harlan",
    origin: "imb-ingest",
    category: "network",
    hints: ["dns", "resolve", "name resolution", "network", "connection"],
    severity: "medium",
    note: "imb-ingest can no longer resolve the USPS Informed Visibility host, scan pulls fail with name-resolution errors and ballot tracking goes stale.",
    run: (c) => {
      const r = c.rng;
      c.block("imb-ingest", 1);
      c.every(c.t0, c.end, 5000, (t, i) =>
        c.emit(
          t,
          "imb-ingest",
          "error",
          "IV-MTR pull failed",
          i % 2 === 0
            ? {
                errType: "requests.exceptions.ConnectionError",
                stack: python(
                  [
                    ["/app/imb/pull.py", 73, "pull_once", "resp = self.session.get(url, timeout=20)"],
                    [
                      "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                      700,
                      "send",
                      "raise ConnectionError(e, request=request)",
                    ],
                  ],
                  `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='iv.usps.com', port=443): Max retries exceeded with url: /ivws_api/informedvisibility/getPieceScans?since=${r.digits(10)} (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f${r.hex(10)}>: Failed to resolve 'iv.usps.com' ([Errno -3] Temporary failure in name resolution)"))`,
                ),
              }
            : { errType: "socket.gaierror" },
        ),
      );
      c.every(c.t0 + 120_000, c.end, 60_000, (t) =>
        c.emit(
          t,
          "ballot-tracker",
          "warn",
          `no IMb scan events received for ${r.int(2, 12)} min (expected ~${r.int(200, 400)}/min)`,
        ),
      );
    },
  },
  {
    estate: "harlan",
    origin: "canvass-audit",
    category: "timeout",
    hints: ["lock wait", "timeout", "timed out"],
    severity: "medium",
    note: "canvass-audit's batch writes wait on a row lock held by a long reconciliation and fail with MySQL lock wait timeout, so the adjudication team's batch uploads 500.",
    run: (c) => {
      const r = c.rng;
      c.block("canvass-audit", 0.9);
      c.emit(c.t0 - 3000, "canvass-audit", "info", "reconciliation run started for 412 batches (scope=countywide)");
      c.every(c.t0 + 50_000, c.end, 3500, (t, i) => {
        c.emit(
          t,
          "canvass-audit",
          "error",
          "Internal Server Error: /api/batches/",
          i % 2 === 0
            ? {
                errType: "django.db.utils.OperationalError",
                stack: python(
                  [
                    [
                      "/usr/local/lib/python3.12/site-packages/django/db/backends/utils.py",
                      105,
                      "_execute",
                      "return self.cursor.execute(sql, params)",
                    ],
                    [
                      "/usr/local/lib/python3.12/site-packages/MySQLdb/cursors.py",
                      179,
                      "execute",
                      "res = self._query(mogrified_query)",
                    ],
                    ["/app/canvass/batches/views.py", 64, "create", "batch.save()"],
                  ],
                  "django.db.utils.OperationalError: (1205, 'Lock wait timeout exceeded; try restarting transaction')",
                ),
              }
            : undefined,
        );
        c.emit(t + 5, "canvass-audit", "error", `"POST /api/batches/ HTTP/1.1" 500 ${r.int(140, 300)}`);
      });
    },
  },
  {
    estate: "harlan",
    origin: "cure-letters",
    category: "rate_limiting",
    hints: ["429", "rate", "too many requests", "throttl"],
    severity: "medium",
    note: "cure-letters sends a burst of SMS cure notices and the SMS provider answers 429; cure-letters warns, backs off and retries in a storm.",
    run: (c) => {
      const r = c.rng;
      c.emit(
        c.t0 - 1000,
        "cure-letters",
        "info",
        `cure notice batch started: ${r.int(1800, 3000)} voters (signature_mismatch)`,
      );
      c.every(c.t0, c.end, 500, (t, i) => {
        c.emit(
          t,
          "cure-letters",
          "warn",
          `SMS cure notice for ${hc(r.digits(7))} deferred: 429 Too Many Requests (code 20429), retry in ${r.pick([1, 2, 4, 8])}s`,
          i % 40 === 0
            ? {
                errType: "RestException",
                stack: node("RestException [Error]: Too Many Requests", [
                  "success (/app/node_modules/twilio/lib/base/Version.js:79:23)",
                  "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                  "async sendCureSms (/app/dist/notify/sms.js:33:5)",
                ]),
              }
            : undefined,
        );
      });
    },
  },
  {
    estate: "harlan",
    origin: "canvass-audit",
    category: "validation",
    hints: ["validation", "invalid", "does_not_exist", "contest"],
    severity: "medium",
    note: "canvass-audit rejects CVR records whose contest id is not in the election definition, so batch imports for the audit fail record by record.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.end, 1200, (t, i) => {
        const rec = `007-${r.digits(4)}-${r.digits(2)}`;
        c.emit(
          t,
          "canvass-audit",
          "warn",
          `CVR import rejected record ${rec}: ContestId 41 not defined in election definition v3`,
        );
        if (i % 8 === 0)
          c.emit(
            t + 10,
            "canvass-audit",
            "error",
            `CVR batch import failed for tabulator TAB-0${r.int(1, 9)} batch ${r.int(100, 400)}`,
            {
              errType: "rest_framework.exceptions.ValidationError",
              stack: python(
                [
                  ["/app/canvass/cvr/importer.py", 121, "import_batch", "serializer.is_valid(raise_exception=True)"],
                  [
                    "/usr/local/lib/python3.12/site-packages/rest_framework/serializers.py",
                    231,
                    "is_valid",
                    "raise ValidationError(self.errors)",
                  ],
                ],
                "rest_framework.exceptions.ValidationError: {'contest_id': [ErrorDetail(string='Invalid pk \"41\" - object does not exist.', code='does_not_exist')]}",
              ),
            },
          );
      });
      c.every(c.t0 + 30_000, c.end, 30_000, (t) =>
        c.emit(
          t,
          "canvass-audit",
          "warn",
          `reconciliation: ballots counted vs manifest delta=${r.int(200, 4000)} (CVR import incomplete)`,
        ),
      );
    },
  },
  {
    estate: "harlan",
    origin: "ballot-tracker",
    category: "null_reference",
    hints: ["nomethod", "nil", "undefined method", "null"],
    severity: "high",
    note: "ballot-tracker raises NoMethodError on nil when a scan arrives for a ballot with no postmark record; scan posts 500 and imb-ingest retries.",
    run: (c) => {
      const r = c.rng;
      c.block("ballot-tracker", 0.35);
      c.every(c.t0, c.end, 1500, (t, i) => {
        c.emit(
          t,
          "ballot-tracker",
          "error",
          "NoMethodError (undefined method `postmark_date' for nil):",
          i % 2 === 0
            ? {
                errType: "NoMethodError",
                stack: [
                  "app/services/ballot_timeliness.rb:22:in `timely?'",
                  "app/services/scan_ingest.rb:37:in `call'",
                  "app/controllers/api/scans_controller.rb:15:in `create'",
                ],
              }
            : undefined,
        );
        c.emit(
          t + 2,
          "ballot-tracker",
          "error",
          `Completed 500 Internal Server Error in ${r.int(8, 40)}ms (ActiveRecord: ${r.int(2, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 6000)})`,
        );
        c.emit(
          t + r.int(20, 60),
          "imb-ingest",
          "warn",
          `POST ballot-tracker /api/scans -> 500, retry ${r.int(1, 5)}/5`,
        );
      });
    },
  },
  {
    estate: "harlan",
    origin: "sigverify",
    category: "configuration",
    hints: ["config", "keyerror", "missing", "threshold", "setting"],
    severity: "high",
    note: "A config-map change renames sigverify's match threshold key; after the reload every envelope check raises KeyError and returns are diverted.",
    run: (c) => {
      const r = c.rng;
      c.emit(
        c.t0 - 1500,
        "sigverify",
        "info",
        "reloaded settings from /etc/sigverify/settings.yaml (revision 41, 3 keys changed)",
      );
      c.block("sigverify", 1);
      c.every(c.t0, c.end, 1500, (t, i) => {
        const piece = r.digits(6);
        c.emit(
          t,
          "sigverify",
          "error",
          `envelope ${piece}: scoring failed`,
          i % 3 === 0
            ? {
                errType: "KeyError",
                stack: python(
                  [
                    [
                      "/app/sigverify/score.py",
                      44,
                      "decide",
                      "threshold = float(settings['SIGVERIFY_MATCH_THRESHOLD'])",
                    ],
                  ],
                  "KeyError: 'SIGVERIFY_MATCH_THRESHOLD'",
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(40, 120),
          "envelope-sorter",
          "warn",
          `piece ${piece}: sigverify NAK (500), diverted to reject pocket 24`,
        );
      });
    },
  },
  {
    estate: "harlan",
    origin: "imb-ingest",
    category: "dependency",
    hints: ["usps", "503", "circuit", "unavailable", "dependency", "upstream"],
    severity: "medium",
    note: "The USPS Informed Visibility API answers 503 and imb-ingest's breaker opens; ballot scans stop arriving while the usual no-match errors continue.",
    run: (c) => {
      const r = c.rng;
      c.block("imb-ingest", 1);
      c.every(c.t0, c.end, 6000, (t, i) =>
        c.emit(
          t,
          "imb-ingest",
          i % 3 === 2 ? "error" : "warn",
          i % 3 === 2
            ? "IV-MTR pull skipped: CircuitBreakerError: Failures threshold reached, circuit breaker is open"
            : `IV-MTR pull failed: 503 Service Unavailable from iv.usps.com (attempt ${r.int(1, 3)}/3)`,
        ),
      );
      c.every(c.t0 + 120_000, c.end, 60_000, (t) =>
        c.emit(t, "ballot-tracker", "warn", `no IMb scan events received for ${r.int(2, 12)} min`),
      );
    },
  },
  {
    estate: "harlan",
    origin: "envelope-sorter",
    category: "memory",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    severity: "high",
    note: "envelope-sorter's image buffer pool grows until allocation fails with std::bad_alloc; the controller aborts and restarts, and sigverify stops receiving envelopes.",
    run: (c) => {
      const r = c.rng;
      c.silence("envelope-sorter", c.t0 + 30_000);
      c.block("envelope-sorter", 0.9, c.t0 + 30_000);
      c.emit(
        c.t0,
        "envelope-sorter",
        "warn",
        `image buffer pool at ${r.int(3500, 3900)} MB (${r.int(8000, 9000)} frames held), release lagging`,
      );
      c.every(c.t0 + 30_000, c.end, 80_000, (t) => {
        c.emit(
          t,
          "envelope-sorter",
          "fatal",
          "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
        );
        c.emit(
          t + 2,
          "envelope-sorter",
          "error",
          `*** Aborted at ${Math.floor(t / 1000)} (unix time) try "date -d @${Math.floor(t / 1000)}" if you are using GNU date ***\nPC: @     0x7f${r.hex(10)} __pthread_kill_implementation\n*** SIGABRT (@0x1) received by PID 1 (TID 0x7f${r.hex(10)}) from PID 1; stack trace: ***\n    @     0x7f${r.hex(10)} abort\n    @     0x55${r.hex(10)} sorter::ImagePool::acquire()\n    @     0x55${r.hex(10)} sorter::Capture::onFrame()\n    @     0x55${r.hex(10)} sorter::CameraThread::run()`,
        );
        c.emit(
          t + 12_000,
          "envelope-sorter",
          "info",
          "sorter-ctl 3.2.1 starting, config /etc/sorter/sorter.ini loaded (profile=ballot-return)",
        );
      });
      c.every(c.t0 + 60_000, c.end, 40_000, (t) =>
        c.emit(t, "sigverify", "warn", `no envelope images received from sorter for ${r.int(60, 200)}s`),
      );
    },
  },
  {
    estate: "harlan",
    origin: "audit-search",
    category: "disk",
    hints: ["disk", "flood", "watermark", "read-only", "space"],
    severity: "high",
    note: "audit-search passes the flood-stage disk watermark and marks its indices read-only; canvass-audit's CVR indexing fails with cluster_block_exception.",
    run: (c) => {
      const r = c.rng;
      c.emit(
        c.t0 - 60_000,
        "audit-search",
        "warn",
        `high disk watermark [90%] exceeded on [k3Hn${r.hex(4)}][audit-search-0][/usr/share/elasticsearch/data] free: 9.8gb[9.6%], shards will be relocated away from this node`,
      );
      c.emit(
        c.t0,
        "audit-search",
        "warn",
        `flood stage disk watermark [95%] exceeded on [k3Hn${r.hex(4)}][audit-search-0][/usr/share/elasticsearch/data] free: 4.1gb[4.0%], all indices on this node will be marked read-only`,
      );
      c.silence("audit-search", c.t0);
      c.every(c.t0 + 30_000, c.end, 60_000, (t) =>
        c.emit(
          t,
          "audit-search",
          "warn",
          `flood stage disk watermark [95%] exceeded on [audit-search-0] free: ${r.int(2, 4)}.${r.int(0, 9)}gb, all indices on this node will be marked read-only`,
        ),
      );
      c.every(c.t0 + 3000, c.end, 2500, (t, i) =>
        c.emit(
          t,
          "canvass-audit",
          "error",
          "CVR index write failed",
          i % 3 === 0
            ? {
                errType: "elasticsearch.ApiError",
                stack: python(
                  [["/app/canvass/search/indexer.py", 52, "bulk_index", "helpers.bulk(self.es, actions)"]],
                  "elasticsearch.ApiError: ApiError(429, 'cluster_block_exception', 'index [cvr-2026] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')",
                ),
              }
            : undefined,
        ),
      );
    },
  },
  {
    estate: "harlan",
    origin: "voter-portal",
    category: "unknown",
    hints: ["unknown", "500", "internal"],
    severity: "medium",
    note: "voter-portal answers most ballot-status requests with a bare 500 in a few ms without logging any cause; ballot-tracker behind it is healthy.",
    run: (c) => {
      const r = c.rng;
      c.block("voter-portal", 0.8);
      c.every(c.t0, c.end, 900, (t) =>
        c.emit(t, "voter-portal", "error", `GET /api/ballot-status 500 ${r.int(1, 6)}ms - Internal Server Error`),
      );
      c.every(c.t0 + 60_000, c.end, 60_000, (t) =>
        c.emit(t, "voter-portal", "warn", `event loop lag ${r.int(1, 20)}ms; worker ${r.int(1, 4)} restarted`),
      );
    },
  },
];
