// Incident scripts, part B: configuration, network, dependency, rate limiting.
import { callerErr, callerRefused } from "./callers.js";
import { dframes, jframes, nframes, pyTrace, uuid } from "./faultkit.js";
import type { IncidentSpec } from "./incidents-a.js";
import { klogTime } from "./stream.js";

export const CONFIGURATION: IncidentSpec[] = [
  {
    cat: "configuration",
    kind: "jvm",
    hints: ["config", "bind", "property", "properties", "failed to start"],
    sev: "high",
    keep: 0.2,
    note: "a release of {o} ships SPRING_DATASOURCE_HIKARI_MAXIMUM_POOL_SIZE unset in its ConfigMap; Spring Boot fails to bind the property ('APPLICATION FAILED TO START') and the pod crash-loops",
    run: (x) => {
      const { o, c, r } = x;
      x.emit(
        x.t0 - 4000,
        x.kube,
        "info",
        `I${klogTime(x.t0 - 4000)}    ${r.int(1000, 9999)} kubelet.go:2431] "SyncLoop UPDATE" source="api" pods=["${x.e.ns}/${x.pod(o)}"]`,
      );
      x.loop(45, (at, i) => {
        x.emit(
          at,
          o,
          "info",
          `[           main] ${o.pkg}.Application : Starting Application v3.${r.int(10, 40)}.0 using Java 21.0.3 with PID 1`,
        );
        x.emit(
          at + 3000,
          o,
          "error",
          `[           main] o.s.b.d.LoggingFailureAnalysisReporter : \n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:\n\n    Property: spring.datasource.hikari.maximum-pool-size\n    Value: "\${POOL_MAX_SIZE}"\n    Origin: class path resource [application-prod.yml] - 14:28\n    Reason: failed to convert java.lang.String to int (caused by java.lang.NumberFormatException: For input string: "\${POOL_MAX_SIZE}")\n\nAction:\n\nUpdate your application's configuration`,
        );
        x.emit(
          at + 3600,
          x.kube,
          "warn",
          `I${klogTime(at + 3600)}    ${r.int(1000, 9999)} kuberuntime_container.go:779] "Container exited" pod="${x.e.ns}/${x.pod(o)}" containerName="${o.name}" exitCode=1 reason="Error" restartCount=${i + 1}`,
        );
        for (let k = 0; k < 3; k++) callerRefused(x, at + r.int(0, 9000), c, o);
      });
    },
  },
  {
    cat: "configuration",
    kind: "go",
    hints: ["config", "redis_addr", "address", "no such host", "endpoint"],
    sev: "medium",
    note: "a config change points {o}'s REDIS_ADDR at a misspelled host (cache-rediss); go-redis cannot resolve it, every cached read fails after the rollout",
    run: (x) => {
      const { o, c, r } = x;
      x.emit(x.t0 - 1500, o, "info", `starting ${o.name} version=v2.15.0 addr=:8080`);
      x.emit(
        x.t0 - 1400,
        o,
        "info",
        `config loaded source=env REDIS_ADDR=cache-rediss.${x.e.ns}.svc.cluster.local:6379 REDIS_DB=0 HTTP_TIMEOUT=5s`,
      );
      x.loop(2, (at) =>
        x.emit(
          at,
          o,
          "error",
          `redis: get failed key=${r.pick(["lane", "quote", "study", "hold"])}:${r.int(1000, 9999)} err="dial tcp: lookup cache-rediss.${x.e.ns}.svc.cluster.local on 10.96.0.10:53: no such host"`,
        ),
      );
      x.loop(6, (at) => callerErr(x, at, c, o, 500), x.t0 + 2000);
    },
  },
  {
    cat: "configuration",
    kind: "python",
    hints: ["config", "settings", "missing", "environment", "field required"],
    sev: "high",
    keep: 0.2,
    note: "{o} is redeployed without the DATABASE_URL secret reference; pydantic-settings raises 'Field required' at import and the container crash-loops",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(40, (at, i) => {
        x.emit(
          at,
          o,
          "error",
          o.style === "celery" ? "Unrecoverable error: ValidationError" : "Error loading ASGI app.",
          pyTrace(
            [
              [`/app/${o.pkg}/settings.py`, r.int(30, 60), "<module>", "settings = Settings()"],
              [
                "/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py",
                167,
                "__init__",
                "super().__init__(",
              ],
            ],
            `pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\ndatabase_url\n  Field required [type=missing, input_value={'redis_url': 'redis://cache:6379/0', 'log_level': 'INFO'}, input_type=dict]\n    For further information visit https://errors.pydantic.dev/2.7/v/missing`,
          ),
        );
        x.emit(
          at + 800,
          x.kube,
          "warn",
          `I${klogTime(at + 800)}    ${r.int(1000, 9999)} kuberuntime_container.go:779] "Container exited" pod="${x.e.ns}/${x.pod(o)}" containerName="${o.name}" exitCode=1 reason="Error" restartCount=${i + 1}`,
        );
        if (o.style !== "celery") for (let k = 0; k < 3; k++) callerRefused(x, at + r.int(0, 9000), c, o);
      });
    },
  },
  {
    cat: "configuration",
    kind: "node",
    hints: ["certificate", "ca", "config", "issuer", "extra certs"],
    sev: "medium",
    note: "{o} restarts with NODE_EXTRA_CA_CERTS pointing at a path the new image no longer has; every TLS call to the internal PKI-signed API fails with UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
    run: (x) => {
      const { o, c } = x;
      x.emit(
        x.t0 - 3000,
        o,
        "warn",
        "Warning: Ignoring extra certs from `/etc/ssl/internal/ca-bundle.pem`, load failed: error:80000002:system library::No such file or directory",
      );
      x.emit(x.t0 - 2500, o, "info", `${o.name} listening on :8080 (NODE_ENV=production)`);
      x.loop(2, (at) =>
        x.emit(
          at,
          o,
          "error",
          `request to https://ledger.internal.${x.e.host.split(".").slice(1).join(".")}/v1/entries failed: unable to get local issuer certificate`,
          [
            ...nframes(
              "TLSSocket.onConnectSecure (node:_tls_wrap:1674:34)",
              "TLSSocket.emit (node:events:519:28)",
              "TLSSocket._finishInit (node:_tls_wrap:1085:8)",
            ),
            "  code: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'",
          ],
        ),
      );
      x.loop(7, (at) => callerErr(x, at, c, o, 502), x.t0 + 2000);
    },
  },
  {
    cat: "configuration",
    kind: "dotnet",
    hints: ["options", "config", "validation failed", "required", "smtp"],
    sev: "medium",
    note: "{o}'s new appsettings.Production.json drops the Smtp:Host key; options validation fails on first use ('The Host field is required.') and every send fails",
    run: (x) => {
      const { o, r } = x;
      x.emit(
        x.t0 - 2000,
        o,
        "info",
        `Hosting environment: Production; Content root path: /app; configuration sources: appsettings.json, appsettings.Production.json, env`,
      );
      x.loop(4, (at) =>
        x.emit(at, o, "error", `Failed to send notification ${uuid(r)}`, [
          "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Host' with the error: 'The Host field is required.'.",
          ...dframes(
            "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
            "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
            `${o.pkg}.Mail.SmtpSender.SendAsync(MailMessage message) in /src/${o.pkg}/Mail/SmtpSender.cs:line ${r.int(20, 60)}`,
          ),
        ]),
      );
    },
  },
  {
    cat: "configuration",
    kind: "ruby",
    hints: ["master key", "missingkey", "credentials", "config", "rails_master_key"],
    sev: "high",
    keep: 0.2,
    note: "{o} is rolled out without RAILS_MASTER_KEY; Rails cannot decrypt credentials and every Puma/Sidekiq boot fails (ActiveSupport::EncryptedFile::MissingKeyError)",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(35, (at, i) => {
        x.emit(
          at,
          o,
          "error",
          "Missing encryption key to decrypt file with. Ask your team for your master key and write it to /app/config/master.key or put it in the ENV['RAILS_MASTER_KEY']. (ActiveSupport::EncryptedFile::MissingKeyError)",
          [
            "/usr/local/bundle/gems/activesupport-7.1.3/lib/active_support/encrypted_file.rb:119:in `handle_missing_key'",
            "/usr/local/bundle/gems/activesupport-7.1.3/lib/active_support/encrypted_file.rb:67:in `read'",
            "/app/config/initializers/stripe.rb:1:in `<main>'",
          ],
        );
        x.emit(
          at + 500,
          x.kube,
          "warn",
          `I${klogTime(at + 500)}    ${r.int(1000, 9999)} kuberuntime_container.go:779] "Container exited" pod="${x.e.ns}/${x.pod(o)}" containerName="${o.name}" exitCode=1 reason="Error" restartCount=${i + 1}`,
        );
        if (o.style === "puma") for (let k = 0; k < 3; k++) callerRefused(x, at + r.int(0, 9000), c, o);
      });
    },
  },
  {
    cat: "configuration",
    kind: "jvm",
    needs: ["kafka"],
    hints: ["truststore", "keystore", "ssl", "config", "password"],
    sev: "medium",
    note: "a config change gives {o} the wrong ssl.truststore.password; the Kafka client cannot load its truststore ('Keystore was tampered with, or password was incorrect') and producing stops",
    run: (x) => {
      const { o, r } = x;
      x.emit(
        x.t0 - 2000,
        o,
        "info",
        `[           main] o.a.k.clients.producer.ProducerConfig : ProducerConfig values: \n\tbootstrap.servers = [kafka-0:9093]\n\tsecurity.protocol = SSL\n\tssl.truststore.location = /etc/kafka/secrets/client.truststore.jks\n\tssl.truststore.password = [hidden]\n\tssl.truststore.type = JKS`,
      );
      x.loop(5, (at) =>
        x.emit(
          at,
          o,
          "error",
          `[nio-8080-exec-${r.int(1, 40)}] o.s.kafka.support.LoggingProducerListener : Exception thrown when sending a message to topic ${r.pick(["events", "orders", "readings"])}`,
          [
            "org.apache.kafka.common.KafkaException: Failed to construct kafka producer",
            "Caused by: org.apache.kafka.common.KafkaException: Failed to load SSL keystore /etc/kafka/secrets/client.truststore.jks of type JKS",
            "Caused by: java.io.IOException: Keystore was tampered with, or password was incorrect",
            ...jframes(
              "java.base/sun.security.provider.JavaKeyStore.engineLoad(JavaKeyStore.java:813)",
              "org.apache.kafka.common.security.ssl.DefaultSslEngineFactory$FileBasedStore.load(DefaultSslEngineFactory.java:382)",
            ),
            "Caused by: java.security.UnrecoverableKeyException: Password verification failed",
          ],
        ),
      );
      x.loop(9, (at) => callerErr(x, at, x.c, o, 500), x.t0 + 3000);
    },
  },
];

export const NETWORK: IncidentSpec[] = [
  {
    cat: "network",
    kind: "node",
    hints: ["econnreset", "reset", "socket", "network"],
    sev: "medium",
    note: "{o}'s outbound connections to the payments partner are reset mid-request (read ECONNRESET / socket hang up) after a NAT gateway change",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "error",
          `AxiosError: ${r.chance(0.6) ? "read ECONNRESET" : "socket hang up"} (POST https://api.partner-pay.example/v2/intents)`,
          [
            ...nframes(
              "TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20)",
              "Axios.request (/app/node_modules/axios/lib/core/Axios.js:45:41)",
              `async PartnerClient.createIntent (/app/dist/${o.pkg}/partner.js:${r.int(20, 90)}:5)`,
            ),
            "  code: 'ECONNRESET',",
            "  syscall: 'read'",
          ],
        ),
      );
      x.loop(10, (at) => x.emit(at, o, "warn", `retrying partner call after ECONNRESET (attempt ${r.int(2, 3)}/3)`));
      x.loop(8, (at) => callerErr(x, at, c, o, 502), x.t0 + 3000);
    },
  },
  {
    cat: "network",
    kind: "go",
    hints: ["dns", "lookup", "server misbehaving", "network"],
    sev: "medium",
    note: "cluster DNS stops answering for {o}'s node: lookups of an external API fail ('server misbehaving', DNS i/o timeout on 10.96.0.10:53)",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(2, (at) =>
        x.emit(
          at,
          o,
          "error",
          r.chance(0.55)
            ? `upstream call failed err="Post \\"https://api.partner-gateway.example/v1/transfers\\": dial tcp: lookup api.partner-gateway.example on 10.96.0.10:53: server misbehaving"`
            : `upstream call failed err="Post \\"https://api.partner-gateway.example/v1/transfers\\": dial tcp: lookup api.partner-gateway.example on 10.96.0.10:53: read udp ${x.ip()}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout"`,
        ),
      );
      x.loop(6, (at) => callerErr(x, at, c, o, 502), x.t0 + 3000);
    },
  },
  {
    cat: "network",
    kind: "jvm",
    hints: ["reset", "connection", "prematureclose", "network"],
    sev: "medium",
    note: "{o}'s reactor-netty WebClient connections to a partner API are reset by peer / closed prematurely after a firewall idle-timeout change",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "error",
          `[or-http-epoll-${r.int(1, 8)}] r.n.http.client.HttpClientConnect : [${r.hex(8)}-${r.int(1, 9)}, L:/${x.ip()}:${r.int(30000, 60000)} ! R:api.partner-gateway.example/203.0.113.${r.int(2, 250)}:443] The connection observed an error`,
          r.chance(0.5)
            ? ["reactor.netty.http.client.PrematureCloseException: Connection prematurely closed BEFORE response"]
            : ["io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer"],
        ),
      );
      x.loop(7, (at) => callerErr(x, at, c, o, 502), x.t0 + 3000);
    },
  },
  {
    cat: "network",
    kind: "python",
    hints: ["connection", "reset", "ssl", "network", "aborted"],
    sev: "medium",
    note: "{o}'s HTTPS connections to the geocoding provider are aborted (ConnectionResetError 104, SSLEOFError during handshake) once an egress proxy misbehaves",
    run: (x) => {
      const { o, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "error",
          "provider call failed",
          pyTrace(
            [
              [`/app/${o.pkg}/geo.py`, r.int(20, 90), "lookup", "resp = session.get(url, params=params, timeout=5)"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                682,
                "send",
                "raise ConnectionError(err, request=request)",
              ],
            ],
            r.chance(0.5)
              ? "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))"
              : "requests.exceptions.SSLError: HTTPSConnectionPool(host='geo.provider.example', port=443): Max retries exceeded with url: /v1/geocode (Caused by SSLError(SSLEOFError(8, '[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000)')))",
          ),
        ),
      );
    },
  },
  {
    cat: "network",
    kind: "dotnet",
    hints: ["route", "network", "socket", "unreachable"],
    sev: "medium",
    note: "{o} loses its route to the document archive subnet: 'No route to host' (SocketException 113) on every call",
    run: (x) => {
      const { o, c, r } = x;
      const ip = `10.${r.int(100, 120)}.${r.int(0, 9)}.${r.int(2, 200)}`;
      x.loop(3, (at) =>
        x.emit(at, o, "error", `Archive upload failed for ${uuid(r)}`, [
          `System.Net.Http.HttpRequestException: No route to host (${ip}:443)`,
          ` ---> System.Net.Sockets.SocketException (113): No route to host`,
          ...dframes(
            "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
            "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
          ),
        ]),
      );
      x.loop(9, (at) => callerErr(x, at, c, o, 500), x.t0 + 3000);
    },
  },
];

export const DEPENDENCY: IncidentSpec[] = [
  {
    cat: "dependency",
    kind: "jvm",
    hints: ["broker", "kafka", "unavailable", "dependency"],
    sev: "medium",
    note: "the managed Kafka cluster {o} produces to (Confluent Cloud, not logged here) becomes unavailable; the producer cannot reach any broker and sends expire",
    run: (x) => {
      const { o, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "warn",
          `[${o.name}-producer-network-thread] o.a.k.clients.NetworkClient : [Producer clientId=${o.name}-producer] Connection to node -${r.int(1, 3)} (pkc-41wq6.eu-west-2.aws.confluent.cloud/52.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:9092) could not be established. Broker may not be available.`,
        ),
      );
      x.loop(
        5,
        (at) =>
          x.emit(
            at,
            o,
            "error",
            `[${o.name}-producer-network-thread] o.s.kafka.support.LoggingProducerListener : Exception thrown when sending a message with key='${r.hex(8)}' to topic events:`,
            [
              `org.apache.kafka.common.errors.TimeoutException: Expiring ${r.int(1, 40)} record(s) for events-${r.int(0, 11)}:120000 ms has passed since batch creation`,
            ],
          ),
        x.t0 + 120000,
      );
    },
  },
  {
    cat: "dependency",
    kind: "python",
    hints: ["503", "unavailable", "provider", "upstream", "dependency"],
    sev: "medium",
    note: "{o}'s email provider API answers 503 Service Unavailable to every send; tasks retry and fail",
    run: (x) => {
      const { o, r } = x;
      x.loop(4, (at) =>
        x.emit(
          at,
          o,
          "error",
          `send failed (will retry in ${r.pick([30, 60, 120])}s)`,
          pyTrace(
            [
              [`/app/${o.pkg}/mail.py`, r.int(20, 90), "deliver", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                1024,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.mailrelay-provider.example/email/batch",
          ),
        ),
      );
    },
  },
  {
    cat: "dependency",
    kind: "dotnet",
    hints: ["circuit", "broken", "upstream", "502", "dependency"],
    sev: "medium",
    note: "the address-verification vendor used by {o} returns 502s; Polly's circuit breaker opens and calls fail fast with BrokenCircuitException",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        6,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `Polly: Retry ${r.int(1, 3)} of 3 after 00:00:00.${r.int(200, 900)}0000 due to: System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway). (https://api.addresscheck-vendor.example/v3/verify)`,
          ),
        x.t0,
        x.t0 + 40000,
      );
      x.emit(
        x.t0 + 40000,
        o,
        "warn",
        "Circuit breaker opened for AddressVerificationClient for 00:00:30 after 5 consecutive failures (last: 502 Bad Gateway)",
      );
      x.loop(
        3,
        (at) =>
          x.emit(at, o, "error", "Address verification failed", [
            "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
            ...dframes(
              "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
              `${o.pkg}.Clients.AddressVerificationClient.VerifyAsync(Address address) in /src/${o.pkg}/Clients/AddressVerificationClient.cs:line ${r.int(20, 80)}`,
            ),
          ]),
        x.t0 + 40500,
      );
      x.loop(8, (at) => callerErr(x, at, c, o, 503), x.t0 + 41000);
    },
  },
  {
    cat: "dependency",
    kind: "ruby",
    hints: ["502", "provider", "upstream", "server error", "dependency"],
    sev: "medium",
    note: "{o}'s payment provider (Adyen) answers 502 Bad Gateway; Faraday raises ServerError on every payout/charge call",
    run: (x) => {
      const { o, r } = x;
      x.loop(4, (at) =>
        x.emit(
          at,
          o,
          "error",
          `Faraday::ServerError: the server responded with status 502 (POST https://pal-live.adyenpayments.example/pal/servlet/Payout/v68/submitThirdParty)`,
          [
            `/app/app/services/${o.pkg.toLowerCase()}/adyen_client.rb:${r.int(20, 80)}:in \`post'`,
            "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
          ],
        ),
      );
      if (o.style === "sidekiq")
        x.loop(6, (at) =>
          x.emit(
            at,
            o,
            "warn",
            `class=PayoutJob jid=${r.hex(24)} INFO: fail: ${r.int(1, 3)}.${r.int(100, 999)} sec; retry ${r.int(1, 5)} in ${r.int(20, 200)} seconds`,
          ),
        );
    },
  },
];

export const RATE: IncidentSpec[] = [
  {
    cat: "rate_limiting",
    kind: "node",
    hints: ["rate", "429", "too many", "limit"],
    sev: "medium",
    note: "a refund backfill in {o} floods the Stripe API; Stripe answers 429 (StripeRateLimitError) and live payment calls fail too",
    run: (x) => {
      const { o, r } = x;
      x.emit(x.t0 - 1000, o, "info", "refund backfill started (concurrency=50)");
      x.loop(2, (at) =>
        x.emit(
          at,
          o,
          "error",
          `StripeRateLimitError: Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.`,
          [
            ...nframes(
              "StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
              "res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:54)",
            ),
            "  type: 'StripeRateLimitError',",
            "  statusCode: 429,",
            `  requestId: 'req_${r.hex(14)}'`,
          ],
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    kind: "python",
    hints: ["rate", "429", "limit", "ratelimiterror"],
    sev: "medium",
    note: "{o} exceeds its LLM provider tokens-per-minute quota; every call fails with openai.RateLimitError (429)",
    run: (x) => {
      const { o, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "warn",
          `HTTP Request: POST https://api.openai.com/v1/chat/completions "HTTP/1.1 429 Too Many Requests"`,
        ),
      );
      x.loop(5, (at) =>
        x.emit(
          at,
          o,
          "error",
          "summary generation failed",
          pyTrace(
            [
              [
                `/app/${o.pkg}/summarise.py`,
                r.int(20, 90),
                "summarise",
                "resp = client.chat.completions.create(model=MODEL, messages=msgs)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/openai/_base_client.py",
                1059,
                "_request",
                "raise self._make_status_error_from_response(err.response) from None",
              ],
            ],
            `openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o-mini in organization org-${r.hex(24)} on tokens per min (TPM): Limit 200000, Used ${r.int(196000, 199900)}, Requested ${r.int(900, 4000)}. Please try again in ${r.int(1, 9)}.${r.int(100, 999)}s.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}`,
          ),
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    kind: "jvm",
    hints: ["rate", "429", "ratelimiter", "not permit"],
    sev: "medium",
    note: "a partner API starts returning 429 to {o}; its resilience4j RateLimiter then rejects calls (RequestNotPermitted)",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        8,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `[nio-8080-exec-${r.int(1, 40)}] ${o.pkg}.client.PartnerClient : partner API responded 429 Too Many Requests (Retry-After: ${r.int(10, 60)})`,
          ),
        x.t0,
        x.t0 + 60000,
      );
      x.loop(
        3,
        (at) =>
          x.emit(
            at,
            o,
            "error",
            `[nio-8080-exec-${r.int(1, 40)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
            [
              "io.github.resilience4j.ratelimiter.RequestNotPermitted: RateLimiter 'partnerApi' does not permit further calls",
              ...jframes(
                "io.github.resilience4j.ratelimiter.RequestNotPermitted.createRequestNotPermitted(RequestNotPermitted.java:43)",
                `${o.pkg}.client.PartnerClient.submit(PartnerClient.java:${r.int(30, 90)})`,
              ),
            ],
          ),
        x.t0 + 30000,
      );
      x.loop(9, (at) => callerErr(x, at, c, o, 500), x.t0 + 30000);
    },
  },
];
