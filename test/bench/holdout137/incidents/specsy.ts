// Specsy online glasses: storefront-facing faults. Only storefront and cart lines carry a request id.
import { SP, spOrder, spSku, spSub } from "../estates/specsy.js";
import * as st from "../stacks.js";
import type { IncidentSpec } from "./spec.js";

const slug = (sku: string): string =>
  `/glasses/${sku.split("-")[1]?.toLowerCase() ?? "x"}-${sku.split("-")[2]?.toLowerCase() ?? "y"}`;

export const specsyIncidents: IncidentSpec[] = [
  {
    estate: "specsy",
    category: "database",
    origin: SP.subs,
    hints: ["readonly", "read-only", "postgres", "database"],
    severity: "high",
    note: "After a database failover PgBouncer still pointed subscriptions at the old writer, now a read replica; every renewal and subscription edit failed with PG::ReadOnlySqlTransaction.",
    nearby: SP.catalog,
    build(c) {
      const r = c.r;
      c.mute(SP.subs, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 1500, (i, t) => {
        const s = spSub(r);
        const jid = r.hex(24);
        c.emit(SP.subs, t, [
          "warn",
          `RenewalJob JID-${jid} sub=${s} failed: ActiveRecord::StatementInvalid: PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction`,
          i % 5 === 0
            ? st.ruby("PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction", [
                "/usr/local/bundle/gems/activerecord-7.1.3.2/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec'",
                "/usr/local/bundle/gems/activerecord-7.1.3.2/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `block (2 levels) in raw_execute'",
                "/usr/local/bundle/gems/activerecord-7.1.3.2/lib/active_record/persistence.rb:1253:in `_update_row'",
                "/app/app/models/subscription.rb:88:in `advance_cycle!'",
                "/app/app/jobs/renewal_job.rb:21:in `perform'",
              ])
            : undefined,
        ]);
        if (i % 3 === 0)
          c.emit(SP.front, t + 200, ["error", `PATCH /api/subscriptions/${s} 500 ${r.int(30, 90)}ms`], c.tr());
      });
      c.every(SP.subs, c.at(60), c.end, 60000, (i) => [
        "error",
        `RenewalSweep: ${r.int(8, 30)} due, 0 succeeded, retry set ${200 + i * 90}`,
      ]);
    },
  },
  {
    estate: "specsy",
    category: "disk",
    origin: SP.search,
    hints: ["flood", "disk", "watermark", "read-only"],
    severity: "medium",
    note: "The Elasticsearch data nodes behind search crossed the flood-stage disk watermark and the catalogue index went read-only-allow-delete; search kept serving stale results but every index update failed.",
    build(c) {
      const r = c.r;
      const block =
        "elastic: Error 429 (Too Many Requests): index [catalog-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; [type=cluster_block_exception]";
      c.loop(c.at(0), c.end, 1600, (i, t) => {
        const sku = spSku(r);
        c.emit(SP.search, t, [i % 4 === 0 ? "error" : "warn", `index update ${sku} failed: ${block}`]);
        if (r.chance(0.5))
          c.emit(SP.catalog, t + 40, ["warn", `search sync for ${sku} rejected by search (status 503), will retry`]);
      });
      c.every(SP.search, c.at(30), c.end, 30000, (i) => [
        "error",
        `bulk indexer: ${r.int(40, 200)} of ${r.int(200, 400)} actions failed (cluster_block_exception), backlog ${800 + i * 350}`,
      ]);
      c.every(SP.search, c.at(5), c.end, 300000, () => [
        "warn",
        "index catalog-v7 refresh skipped: index is read-only",
      ]);
    },
  },
  {
    estate: "specsy",
    category: "memory",
    origin: SP.tryon,
    hints: ["memory", "cuda", "oom", "outofmemory"],
    severity: "medium",
    note: "tryon's batch auto-tuner raised the render batch to 12 and the GPU ran out of memory; renders failed with CUDA out of memory and the storefront's virtual try-on returned 503.",
    build(c) {
      const r = c.r;
      c.emit(SP.tryon, c.at(-20), ["info", "autotune: raising render batch 6 -> 12 (p95 queue wait 480ms)"]);
      c.mute(SP.tryon, c.at(0), c.end, 0.15);
      c.loop(c.at(0), c.end, 1300, (i, t, tr) => {
        const alloc = r.pick(["1.50 GiB", "768.00 MiB", "1.12 GiB"]);
        const free = r.float(0.2, 1.1).toFixed(2);
        c.emit(SP.tryon, t, [
          "error",
          `render failed for batch of 12: CUDA out of memory. Tried to allocate ${alloc}`,
          i % 4 === 0
            ? st.python(
                [
                  ["/srv/tryon/render/worker.py", 131, "run_batch", "out = self.model(frames, meshes)"],
                  [
                    "/usr/local/lib/python3.11/site-packages/torch/nn/modules/module.py",
                    1511,
                    "_wrapped_call_impl",
                    "return self._call_impl(*args, **kwargs)",
                  ],
                  ["/srv/tryon/render/model.py", 88, "forward", "feat = self.encoder(torch.cat([img, depth], dim=1))"],
                ],
                `torch.OutOfMemoryError: CUDA out of memory. Tried to allocate ${alloc}. GPU 0 has a total capacity of 15.77 GiB of which ${free} GiB is free. Process ${r.int(2000, 3000)} has 14.64 GiB memory in use. Of the allocated memory 13.90 GiB is allocated by PyTorch, and 412.33 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)`,
              )
            : undefined,
        ]);
        c.emit(SP.mesh, t - 60, [
          "info",
          `mesh fitted: 468 landmarks, pd=${r.float(56, 70).toFixed(1)}mm in ${r.int(18, 60)}ms`,
        ]);
        c.emit(SP.front, t + 20, ["error", `POST /api/tryon/session 503 ${r.int(300, 900)}ms tryon render failed`], tr);
      });
    },
  },
  {
    estate: "specsy",
    category: "network",
    origin: SP.payments,
    hints: ["connection", "reset", "network", "tcp"],
    severity: "high",
    note: "Connections from payments to the card processor were being reset on the egress path (NAT gateway running out of ports); authorisations failed and checkout, the loudest service, reported payment errors for most orders.",
    build(c) {
      const r = c.r;
      c.mute(SP.payments, c.at(0), c.end, 0.25);
      c.loop(c.at(0), c.end, 1500, (i, t, tr) => {
        const o = spOrder(r);
        const port = r.int(32768, 60999);
        const err = r.chance(0.75)
          ? `Post "https://api.processor.example/v1/payment_intents": read tcp 10.1.4.22:${port}->104.18.12.33:443: read: connection reset by peer`
          : `Post "https://api.processor.example/v1/payment_intents": write tcp 10.1.4.22:${port}->104.18.12.33:443: write: broken pipe`;
        c.emit(SP.payments, t, ["error", `authorize order=${o}: ${err}`]);
        c.emit(SP.checkout, t + 30, [
          "error",
          `Payment authorization failed for order ${o}`,
          i % 3 === 0
            ? st.java(
                'org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway: "{"error":"processor_unreachable"}"',
                [
                  "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:112)",
                  "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
                  "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:942)",
                  "com.specsy.checkout.payment.PaymentsClient.authorize(PaymentsClient.java:61)",
                  "com.specsy.checkout.order.PlaceOrderService.place(PlaceOrderService.java:104)",
                ],
              )
            : undefined,
        ]);
        c.emit(SP.checkout, t + 35, ["warn", `Order ${o} left in PAYMENT_PENDING, customer shown retry`]);
        c.emit(SP.front, t + 60, ["error", `POST /api/checkout 502 ${r.int(800, 3000)}ms`], tr);
      });
    },
  },
  {
    estate: "specsy",
    category: "timeout",
    origin: SP.rx,
    hints: ["timeout", "readtimeout", "timed"],
    severity: "medium",
    note: "The prescriber-verification vendor rxcheck calls stopped answering within its 30 s read timeout; verifications piled up as Net::ReadTimeout retries and fulfilment held every prescription order.",
    nearby: SP.mailer,
    build(c) {
      const r = c.r;
      c.mute(SP.rx, c.at(0), c.end, 0.05);
      c.loop(c.at(0), c.end, 2500, (i, t) => {
        const rx = `RX-${r.digits(7)}`;
        c.emit(SP.rx, t + 30000, [
          i % 4 === 0 ? "error" : "warn",
          `RxVerificationJob ${rx} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (POST https://verify.prescriber-net.example/v2/verifications, 30s)`,
          i % 6 === 0
            ? st.ruby("Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>", [
                "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
                "/usr/local/lib/ruby/3.3.0/net/protocol.rb:199:in `readuntil'",
                "/usr/local/lib/ruby/3.3.0/net/http/response.rb:42:in `read_status_line'",
                "/usr/local/lib/ruby/3.3.0/net/http.rb:2350:in `transport_request'",
                "/app/app/services/prescriber_net/client.rb:36:in `verify'",
                "/app/app/jobs/rx_verification_job.rb:12:in `perform'",
              ])
            : undefined,
        ]);
      });
      c.every(SP.fulfil, c.at(60), c.end, 9000, () => [
        "warn",
        `order ${spOrder(r)} held: prescription not verified (status=PENDING ${r.int(10, 90)} min)`,
      ]);
    },
  },
  {
    estate: "specsy",
    category: "dependency",
    origin: SP.checkout,
    hints: ["circuit", "503", "unavailable", "fraud"],
    severity: "high",
    note: "The fraud-scoring vendor checkout calls before payment returned 503s, checkout's circuit breaker opened and, with no fallback configured, every order was refused.",
    build(c) {
      const r = c.r;
      c.mute(SP.checkout, c.at(0), c.end, 0);
      c.loop(c.at(0), c.at(25), 900, (_i, t, tr) => {
        const o = spOrder(r);
        c.emit(SP.checkout, t, [
          "warn",
          `fraudScore call failed for ${o}: 503 Service Unavailable: "{"error":"upstream_unavailable"}"`,
        ]);
        c.emit(SP.front, t + 30, ["error", `POST /api/checkout 503 ${r.int(200, 900)}ms`], tr);
      });
      c.emit(SP.checkout, c.at(25), ["warn", "CircuitBreaker 'fraudScore' changed state from CLOSED to OPEN"]);
      c.loop(c.at(26), c.end, 1400, (i, t, tr) => {
        const o = spOrder(r);
        c.emit(SP.checkout, t, [
          "error",
          `Order ${o} refused: fraud check unavailable`,
          i % 5 === 0
            ? st.java(
                "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'fraudScore' is OPEN and does not permit further calls",
                [
                  "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
                  "io.github.resilience4j.circuitbreaker.internal.CircuitBreakerStateMachine$OpenState.acquirePermission(CircuitBreakerStateMachine.java:696)",
                  "io.github.resilience4j.circuitbreaker.CircuitBreaker.lambda$decorateCheckedSupplier$82a9021a$1(CircuitBreaker.java:70)",
                  "com.specsy.checkout.fraud.FraudScoreClient.score(FraudScoreClient.java:39)",
                  "com.specsy.checkout.order.PlaceOrderService.place(PlaceOrderService.java:87)",
                ],
              )
            : undefined,
        ]);
        c.emit(SP.front, t + 20, ["error", `POST /api/checkout 503 ${r.int(20, 80)}ms`], tr);
      });
      c.every(SP.checkout, c.at(85), c.end, 60000, () => [
        "warn",
        "CircuitBreaker 'fraudScore' changed state from OPEN to HALF_OPEN",
      ]);
      c.every(SP.checkout, c.at(87), c.end, 60000, () => [
        "warn",
        "CircuitBreaker 'fraudScore' changed state from HALF_OPEN to OPEN",
      ]);
    },
  },
  {
    estate: "specsy",
    category: "authentication",
    origin: SP.mailer,
    hints: ["smtp", "auth", "credential", "login"],
    severity: "medium",
    note: "The IAM key behind mailer's SES SMTP credentials was deactivated in a key rotation; every SMTP login was refused with 535 and no order confirmation or password-reset mail went out.",
    build(c) {
      const r = c.r;
      c.mute(SP.mailer, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 2000, (i, t) => {
        const tmpl = r.pick(["order_confirmation", "order_confirmation", "password_reset", "rx_reminder", "shipped"]);
        c.emit(SP.mailer, t, [
          "error",
          `send ${tmpl} failed (attempt ${1 + (i % 3)}/3)`,
          i % 3 === 0
            ? st.node(
                "Error: Invalid login: 535 Authentication Credentials Invalid",
                [
                  "SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)",
                  "SMTPConnection._actionAUTHComplete (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1577:34)",
                  "SMTPConnection.<anonymous> (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1531:18)",
                  "SMTPConnection._processResponse (/app/node_modules/nodemailer/lib/smtp-connection/index.js:982:20)",
                  "SMTPConnection._onData (/app/node_modules/nodemailer/lib/smtp-connection/index.js:763:14)",
                  "TLSSocket.SMTPConnection._onSocketData (/app/node_modules/nodemailer/lib/smtp-connection/index.js:195:44)",
                ],
                [
                  "  code: 'EAUTH',",
                  "  response: '535 Authentication Credentials Invalid',",
                  "  responseCode: 535,",
                  "  command: 'AUTH PLAIN'",
                ],
              )
            : undefined,
        ]);
      });
      c.every(SP.mailer, c.at(45), c.end, 30000, (i) => [
        "warn",
        `mail queue depth ${80 + i * 40} (oldest ${1 + Math.floor(i / 2)} min)`,
      ]);
    },
  },
  {
    estate: "specsy",
    category: "authorization",
    origin: SP.fulfil,
    hints: ["forbidden", "permission", "403", "denied"],
    severity: "medium",
    note: "An IAM clean-up removed storage.objects.create from fulfilment's service account; shipping-label uploads got 403 Forbidden and no order was released to the partner labs.",
    build(c) {
      const r = c.r;
      c.mute(SP.fulfil, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 3000, (i, t) => {
        const o = spOrder(r);
        const msg =
          "google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/specsy-shipping-labels/o?uploadType=multipart: fulfilment@specsy-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).";
        c.emit(SP.fulfil, t, [
          "error",
          `release of order ${o} failed: ${msg.split(": ").slice(0, 2).join(": ")}`,
          i % 4 === 0
            ? st.python(
                [
                  ["/app/fulfilment/release.py", 64, "release_order", "label_uri = labels.store(order_id, pdf)"],
                  [
                    "/app/fulfilment/labels.py",
                    31,
                    "store",
                    'blob.upload_from_string(pdf, content_type="application/pdf")',
                  ],
                  [
                    "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
                    2959,
                    "upload_from_string",
                    "self.upload_from_file(",
                  ],
                  [
                    "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
                    2784,
                    "upload_from_file",
                    "_raise_from_invalid_response(exc)",
                  ],
                  [
                    "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
                    4791,
                    "_raise_from_invalid_response",
                    "raise exceptions.from_http_status(response.status_code, message, response=response)",
                  ],
                ],
                msg,
              )
            : undefined,
        ]);
      });
      c.every(SP.fulfil, c.at(100), c.end, 120000, () => [
        "warn",
        `lab batch pull: 0 orders released, ${r.int(40, 140)} waiting`,
      ]);
    },
  },
  {
    estate: "specsy",
    category: "rate_limiting",
    origin: SP.catalog,
    hints: ["slowdown", "rate", "throttle", "limit"],
    severity: "medium",
    note: "catalog's in-memory image cache was flushed and it re-fetched every product image from one S3 prefix at once; S3 answered 503 SlowDown and product pages rendered without images or failed.",
    build(c) {
      const r = c.r;
      c.emit(SP.catalog, c.at(-4), ["info", "image cache flushed (manual, 18,214 entries)"]);
      c.loop(c.at(0), c.end, 420, (i, t, tr) => {
        const sku = spSku(r);
        c.emit(SP.catalog, t, [
          i % 4 === 0 ? "error" : "warn",
          `fetch image ${sku}/hero-2048.webp: operation error S3: GetObject, https response error StatusCode: 503, RequestID: ${r.upper(16)}, HostID: ${r.alnum(40)}=, api error SlowDown: Please reduce your request rate.`,
        ]);
        if (i % 3 === 0)
          c.emit(SP.front, t + 40, ["warn", `GET ${slug(sku)} 200 ${r.int(900, 2600)}ms (images degraded)`], tr);
        if (i % 7 === 0) c.emit(SP.front, t + 50, ["error", `GET ${slug(sku)} 504 ${r.int(5000, 5100)}ms`], tr);
      });
    },
  },
  {
    estate: "specsy",
    category: "validation",
    origin: SP.mesh,
    hints: ["invalid", "image", "unidentified", "format"],
    severity: "medium",
    note: "The new iOS app build uploaded try-on selfies as HEIC; facemesh cannot decode HEIC and rejected every such upload as an unidentified image, so try-on failed for iPhone users.",
    build(c) {
      const r = c.r;
      c.loop(c.at(0), c.end, 1200, (i, t, tr) => {
        c.emit(SP.mesh, t, [
          "error",
          `rejecting upload (${r.int(900, 3200)} KB, content-type image/heic, app=ios/6.${r.pick(["4.0", "4.0", "4.1"])}): cannot identify image file`,
          i % 5 === 0
            ? st.python(
                [
                  ["/srv/facemesh/api.py", 58, "fit", 'img = Image.open(io.BytesIO(payload)).convert("RGB")'],
                  [
                    "/usr/local/lib/python3.11/site-packages/PIL/Image.py",
                    3339,
                    "open",
                    "raise UnidentifiedImageError(msg)",
                  ],
                ],
                `PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f${r.hex(10)}>`,
              )
            : undefined,
        ]);
        c.emit(SP.front, t + 10, ["warn", `POST /api/tryon/session 400 ${r.int(40, 160)}ms invalid_image`], tr);
      });
    },
  },
  {
    estate: "specsy",
    category: "null_reference",
    origin: SP.search,
    hints: ["nil", "pointer", "null", "dereference"],
    severity: "medium",
    note: "search's new promo boost dereferenced a product's Promo field, which is nil for most frames; queries whose hits included such products panicked (recovered per request by net/http) and the storefront saw EOFs and 502s.",
    build(c) {
      const r = c.r;
      c.mute(SP.search, c.at(0), c.end, 0.55);
      c.loop(c.at(0), c.end, 1250, (i, t, tr) => {
        const q = r.pick([
          "round tortoise",
          "blue light",
          "kids",
          "titanium",
          "cat eye",
          "progressive",
          "aviator gold",
          "reading",
        ]);
        c.emit(SP.search, t, [
          "error",
          `http: panic serving 10.8.${r.int(0, 7)}.${r.int(2, 250)}:${r.int(32768, 60999)}: runtime error: invalid memory address or nil pointer dereference`,
          i % 3 === 0
            ? st.goRecovered(r.int(20000, 90000), [
                ["specsy/search/internal/rank.promoBoost(...)", "/src/internal/rank/boost.go:58"],
                [
                  "specsy/search/internal/rank.(*Ranker).Score(0xc0001a6000, {0xc00041e2a0, 0x2a, 0x30})",
                  "/src/internal/rank/ranker.go:112 +0x1e5",
                ],
                [
                  "specsy/search/internal/api.(*Handler).query(0xc000110f00, {0xa6f3d8, 0xc0003b81c0}, 0xc0004c2000)",
                  "/src/internal/api/query.go:71 +0x3a8",
                ],
              ])
            : undefined,
        ]);
        c.emit(
          SP.front,
          t + 8,
          [
            "error",
            `GET /search?q=${encodeURIComponent(q)} 502 ${r.int(10, 40)}ms search: Get "http://search:8080/v1/query?q=${encodeURIComponent(q)}": EOF`,
          ],
          tr,
        );
      });
    },
  },
  {
    estate: "specsy",
    category: "configuration",
    origin: SP.front,
    hints: ["config", "url", "invalid", "env"],
    severity: "medium",
    note: "storefront v8.3.0 expected TRYON_API_URL but the Helm values still set the old TRYON_URL name; right after the release every try-on request built the URL 'undefined/v2/sessions' and failed with ERR_INVALID_URL.",
    build(c) {
      c.emit(SP.front, c.at(-6), ["info", "SIGTERM received, closing HTTP server"]);
      c.emit(SP.front, c.at(-1), ["info", "storefront v8.3.0 (build 5d1c2e9) listening on :3000 NODE_ENV=production"]);
      c.emit(SP.front, c.at(-1) + 10, [
        "warn",
        "(node:1) ExperimentalWarning: Importing JSON modules is an experimental feature and might change at any time",
      ]);
      c.mute(SP.mesh, c.at(0), c.end, 0);
      c.mute(SP.tryon, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 1100, (i, t, tr) => {
        c.emit(
          SP.front,
          t,
          [
            "error",
            "POST /api/tryon/session 500 3ms",
            i % 3 === 0
              ? st.node(
                  "TypeError: Invalid URL",
                  [
                    "new URL (node:internal/url:775:36)",
                    "createSession (/app/dist/server/tryon.js:22:17)",
                    "/app/dist/server/routes/tryon.js:14:28",
                  ],
                  ["  code: 'ERR_INVALID_URL',", "  input: 'undefined/v2/sessions'"],
                )
              : undefined,
          ],
          tr,
        );
      });
    },
  },
  {
    estate: "specsy",
    category: "unknown",
    origin: SP.catalog,
    hints: ["unknown", "internal", "500", "catalog"],
    severity: "high",
    note: "catalog started failing most product reads with a bare 'internal error' and restarted twice with no reason logged; product pages failed through the storefront, which logged the louder errors.",
    build(c) {
      const r = c.r;
      c.mute(SP.catalog, c.at(0), c.end, 0.2);
      c.loop(c.at(0), c.end, 700, (i, t, tr) => {
        const sku = spSku(r);
        const ref = r.hex(12);
        c.emit(SP.catalog, t, [
          "error",
          `GET /v2/products/${sku} 500 ${r.float(0.3, 2).toFixed(1)}ms: internal error (ref ${ref})`,
        ]);
        c.emit(
          SP.front,
          t + 15,
          [
            "error",
            `GET ${slug(sku)} 502 ${r.int(20, 90)}ms`,
            i % 4 === 0
              ? st.node(`Error: catalog responded 500 for /v2/products/${sku} (ref ${ref})`, [
                  "CatalogClient.getProduct (/app/dist/server/clients/catalog.js:41:13)",
                  "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                  "async ProductPage.getServerData (/app/dist/server/pages/product.js:27:19)",
                ])
              : undefined,
          ],
          tr,
        );
      });
      for (const s of [210, 520]) {
        c.emit(SP.catalog, c.at(s), ["warn", "shutdown requested, draining 14 in-flight requests"]);
        c.emit(SP.catalog, c.at(s) + 3000, [
          "info",
          "catalog v3.42.0 build 8e1f0aa listening on :9090 (grpc) :8080 (http)",
        ]);
      }
    },
  },
];
