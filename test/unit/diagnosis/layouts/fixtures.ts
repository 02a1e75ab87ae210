// One fixture per layout issue 11 lists: lines written from each layout's documented pattern (named in
// `doc`), and what the engine must read from them. `records` lists the logical records in order:
// level (null: the line states none), timestamp (ISO, null: none), and optionally service, a piece
// of the message, trace/span ids, and how many input lines the record holds.

export interface ExpectedRecord {
  level: string | null;
  timestamp: string | null;
  service?: string;
  message?: string;
  traceId?: string;
  spanId?: string;
  lines?: number;
}

export interface LayoutFixture {
  name: string;
  doc: string;
  lines: string[];
  records: ExpectedRecord[];
}

const T = "2024-03-05T14:07:09.123Z";

export const FIXTURES: LayoutFixture[] = [
  {
    name: "loguru default format, a message that opens with an exception's name",
    doc: "loguru: {time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {message} (the exception's name is the message's)",
    lines: [
      "2024-03-05 14:07:09.123 | ERROR    | KafkaJSProtocolError: Disk error when trying to access log file on the disk.",
      "2024-03-05 14:07:10.000 | WARNING  | java.io.IOException: No space left on device",
    ],
    records: [
      {
        level: "error",
        timestamp: "2024-03-05T14:07:09.123Z",
        message: "KafkaJSProtocolError: Disk error when trying to access log file on the disk.",
      },
      { level: "warn", timestamp: "2024-03-05T14:07:10.000Z", message: "java.io.IOException: No space left on device" },
    ],
  },
  {
    name: "logback default console pattern",
    doc: "logback: %d{HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n (time of day only)",
    lines: [
      "14:07:09.123 [http-nio-8080-exec-1] ERROR c.e.orders.OrderController - Order 42 failed",
      "java.lang.IllegalStateException: stock unavailable",
      "\tat com.example.orders.OrderService.place(OrderService.java:88)",
      "\t... 12 common frames omitted",
      "14:07:10.001 [main] INFO  c.e.orders.Application - ready",
    ],
    records: [
      {
        level: "error",
        timestamp: "1970-01-01T14:07:09.123Z",
        service: "c.e.orders.OrderController",
        message: "Order 42 failed",
        lines: 4,
      },
      { level: "info", timestamp: "1970-01-01T14:07:10.001Z", service: "c.e.orders.Application" },
    ],
  },
  {
    name: "logback line inside a JSON message (the Java fault-injection shape)",
    doc: "JSON {timestamp, service, message}; message = logback %d{HH:mm:ss.SSS} %-5level %logger#%line - %msg",
    lines: [
      `{"timestamp":"${T}","service":"ts-order-service","message":"14:07:09.120 ERROR c.e.o.s.OrderServiceImpl#302 - [getOrder] order not found, traceId=4bf92f3577b34da6"}`,
      '{"timestamp":"2024-03-05T23:59:59.990Z","service":"ts-order-service","message":"00:00:00.010 WARN  c.e.o.s.OrderServiceImpl#120 - slow"}',
    ],
    records: [
      {
        level: "error",
        timestamp: "2024-03-05T14:07:09.120Z",
        service: "ts-order-service",
        message: "[getOrder] order not found",
        traceId: "4bf92f3577b34da6",
      },
      { level: "warn", timestamp: "2024-03-06T00:00:00.010Z", service: "ts-order-service" },
    ],
  },
  {
    name: "log4j2 default PatternLayout",
    doc: "log4j2: %d{HH:mm:ss.SSS} [%t] %-5level %logger{36} - %msg%n",
    lines: ["14:07:09.123 [main] WARN  org.example.Cache - eviction storm"],
    records: [
      { level: "warn", timestamp: "1970-01-01T14:07:09.123Z", service: "org.example.Cache", message: "eviction storm" },
    ],
  },
  {
    name: "Spring Boot 3 console default",
    doc: "Spring Boot: %d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %5p PID --- [app] [%t] %-40.40logger{39} : %m",
    lines: [
      "2024-03-05T14:07:09.123Z ERROR 4242 --- [orders] [           main] o.s.boot.SpringApplication               : Application run failed",
      "org.springframework.beans.factory.BeanCreationException: Error creating bean",
      "\tat org.springframework.beans.factory.support.AbstractBeanFactory.getBean(AbstractBeanFactory.java:313)",
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        // Spring Boot 3.2+ names the application before the thread: that, not the logger class, is the service
        service: "orders",
        message: "Application run failed",
        lines: 3,
      },
    ],
  },
  {
    name: "Spring Cloud Sleuth / Micrometer MDC ids",
    doc: "logback with %X{traceId},%X{spanId}: [app,traceId,spanId] and Boot 3.2's [traceId-spanId]",
    lines: [
      "2024-03-05 14:07:09.123  INFO [billing,5b8aa5a2d2c872e8321cf37308d69df2,5fe3a8d8fcc3b1a1] 1 --- [main] c.e.Billing : charged",
      "2024-03-05T14:07:09.123Z  WARN 1 --- [billing] [main] [4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7] c.e.Billing : retry",
    ],
    records: [
      {
        level: "info",
        timestamp: T,
        service: "billing",
        traceId: "5b8aa5a2d2c872e8321cf37308d69df2",
        spanId: "5fe3a8d8fcc3b1a1",
      },
      { level: "warn", timestamp: T, traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7" },
    ],
  },
  {
    name: "java.util.logging SimpleFormatter",
    doc: "JUL SimpleFormatter default: %1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n",
    lines: [
      "Mar 05, 2024 2:07:09 PM com.example.Importer run",
      "SEVERE: import aborted",
      "Mar 05, 2024 2:07:10 PM com.example.Importer run",
      "INFO: import resumed",
    ],
    records: [
      {
        level: "error",
        timestamp: "2024-03-05T14:07:09.000Z",
        service: "com.example.Importer",
        message: "import aborted",
        lines: 2,
      },
      { level: "info", timestamp: "2024-03-05T14:07:10.000Z", message: "import resumed" },
    ],
  },
  {
    name: "Python logging basicConfig default",
    doc: "Python logging: BASIC_FORMAT = '%(levelname)s:%(name)s:%(message)s'",
    lines: ["ERROR:payments.worker:charge failed", "WARNING:root:disk at 91%"],
    records: [
      { level: "error", timestamp: null, service: "payments.worker", message: "charge failed" },
      { level: "warn", timestamp: null, message: "disk at 91%" },
    ],
  },
  {
    name: "Python logging asctime format with a traceback",
    doc: "Python logging: '%(asctime)s - %(name)s - %(levelname)s - %(message)s' (asctime = 2024-03-05 14:07:09,123)",
    lines: [
      "2024-03-05 14:07:09,123 - payments - ERROR - charge failed",
      "Traceback (most recent call last):",
      '  File "/app/pay.py", line 12, in charge',
      "    raise ValueError('card declined')",
      "ValueError: card declined",
    ],
    records: [{ level: "error", timestamp: T, service: "payments", message: "ValueError: card declined", lines: 5 }],
  },
  {
    name: "structlog ConsoleRenderer and JSONRenderer",
    doc: "structlog: '2024-03-05 14:07:09 [error    ] event key=value'; JSON {event, level, timestamp}",
    lines: [
      "2024-03-05 14:07:09 [error    ] payment declined       user_id=7 amount=12",
      '{"event":"payment declined","level":"warning","timestamp":"2024-03-05T14:07:09.123Z","logger":"pay"}',
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z", message: "payment declined" },
      { level: "warn", timestamp: T, service: "pay", message: "payment declined" },
    ],
  },
  {
    name: "Go standard log",
    doc: "Go log: LstdFlags = '2009/11/10 23:00:00 message' (no level)",
    lines: ["2024/03/05 14:07:09 listening on :8080", "2024/03/05 14:07:10 http: panic serving 10.0.0.1:5454: boom"],
    records: [
      { level: null, timestamp: "2024-03-05T14:07:09.000Z", message: "listening on :8080" },
      { level: null, timestamp: "2024-03-05T14:07:10.000Z" },
    ],
  },
  {
    name: "slog TextHandler and JSONHandler",
    doc: 'log/slog: \'time=… level=ERROR msg="…" k=v\' and {"time","level","msg"}',
    lines: [
      'time=2024-03-05T14:07:09.123Z level=ERROR msg="db ping failed" err="dial tcp: i/o timeout" trace_id=4bf92f3577b34da6a3ce929d0e0e4736',
      '{"time":"2024-03-05T14:07:09.123Z","level":"WARN","msg":"slow query","ms":812}',
    ],
    records: [
      { level: "error", timestamp: T, message: "db ping failed", traceId: "4bf92f3577b34da6a3ce929d0e0e4736" },
      { level: "warn", timestamp: T, message: "slow query" },
    ],
  },
  {
    name: "zap production JSON and development console",
    doc: 'zap: {"level","ts"(epoch s),"caller","msg","stacktrace"}; console: time\\tLEVEL\\tcaller\\tmsg',
    lines: [
      '{"level":"error","ts":1709647629.123,"caller":"store/pg.go:42","msg":"query failed","error":"deadline exceeded","stacktrace":"main.run\\n\\t/app/main.go:12"}',
      '2024-03-05T14:07:09.123Z\tERROR\tstore/pg.go:42\tquery failed\t{"error": "deadline exceeded"}',
    ],
    records: [
      { level: "error", timestamp: T, message: "query failed" },
      { level: "error", timestamp: T, service: "store/pg.go", message: "query failed" },
    ],
  },
  {
    name: "logrus text and TTY",
    doc: "logrus TextFormatter: 'time=\"…\" level=error msg=\"…\"'; on a TTY 'ERRO[0001] msg'",
    lines: [
      'time="2024-03-05T14:07:09Z" level=error msg="cache miss storm" component=cache',
      "WARN[0003] retry budget low",
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z", service: "cache", message: "cache miss storm" },
      { level: "warn", timestamp: null, message: "retry budget low" },
    ],
  },
  {
    name: "pino and bunyan",
    doc: "pino/bunyan JSON: numeric level (30 info, 50 error), time in ms (pino) or ISO (bunyan), name, msg",
    lines: [
      '{"level":50,"time":1709647629123,"pid":1,"hostname":"a","name":"cart","msg":"checkout failed","reqId":"req-7f3a"}',
      '{"name":"cart","hostname":"a","pid":1,"level":40,"msg":"slow","time":"2024-03-05T14:07:09.123Z","v":0}',
    ],
    records: [
      { level: "error", timestamp: T, service: "cart", message: "checkout failed", traceId: "req-7f3a" },
      { level: "warn", timestamp: T, service: "cart" },
    ],
  },
  {
    name: "winston JSON and simple",
    doc: 'winston: format.json() {"level","message"}; format.simple() \'error: message\'',
    lines: [
      '{"level":"error","message":"upload failed","service":"media","timestamp":"2024-03-05T14:07:09.123Z"}',
      "warn: disk almost full",
    ],
    records: [
      { level: "error", timestamp: T, service: "media", message: "upload failed" },
      { level: "warn", timestamp: null, message: "disk almost full" },
    ],
  },
  {
    name: ".NET console logger",
    doc: "Microsoft.Extensions.Logging SimpleConsole: 'fail: Category[EventId]' then the message indented",
    lines: [
      "fail: Microsoft.AspNetCore.Server.Kestrel[13]",
      '      Connection id "0HMVFE3M", Request id "0HMVFE3M:00000001": An unhandled exception was thrown by the application.',
      "info: Microsoft.Hosting.Lifetime[0]",
      "      Application started.",
    ],
    records: [
      {
        level: "error",
        timestamp: null,
        service: "Microsoft.AspNetCore.Server.Kestrel",
        message: "unhandled exception",
        lines: 2,
      },
      { level: "info", timestamp: null, service: "Microsoft.Hosting.Lifetime", lines: 2 },
    ],
  },
  {
    name: "Serilog console, file and CLEF",
    doc: "Serilog: console '[{Timestamp:HH:mm:ss} {Level:u3}] {Message}', file '{Timestamp:yyyy-MM-dd HH:mm:ss.fff zzz} [{Level:u3}] {Message}', CLEF {@t,@l,@mt}",
    lines: [
      "[14:07:09 ERR] Payment gateway timeout",
      "2024-03-05 14:07:09.123 +00:00 [WRN] Retrying payment",
      '{"@t":"2024-03-05T14:07:09.123Z","@mt":"Order {OrderId} placed","OrderId":7}',
    ],
    records: [
      { level: "error", timestamp: "1970-01-01T14:07:09.000Z", message: "Payment gateway timeout" },
      { level: "warn", timestamp: T, message: "Retrying payment" },
      { level: "info", timestamp: T },
    ],
  },
  {
    name: "Rails / Ruby Logger",
    doc: "Ruby Logger::Formatter: '%s, [%s #%d] %5s -- %s: %s' with a tagged request id",
    lines: [
      "E, [2024-03-05T14:07:09.123456 #4242] ERROR -- : [8b9c0b5e-1d2f-4a4b-9c1d-2e3f4a5b6c7d] ActiveRecord::StatementInvalid (PG::UndefinedTable)",
      "I, [2024-03-05T14:07:09.123456 #4242]  INFO -- : [8b9c0b5e-1d2f-4a4b-9c1d-2e3f4a5b6c7d] Completed 500 Internal Server Error in 12ms",
    ],
    records: [
      { level: "error", timestamp: T, traceId: "8b9c0b5e-1d2f-4a4b-9c1d-2e3f4a5b6c7d" },
      { level: "info", timestamp: T },
    ],
  },
  {
    name: "Django runserver",
    doc: "Django development server: '[05/Mar/2024 14:07:09] \"GET /path HTTP/1.1\" 500 145'",
    lines: [
      '[05/Mar/2024 14:07:09] "GET /api/orders HTTP/1.1" 500 145',
      '[05/Mar/2024 14:07:10] "GET /health HTTP/1.1" 200 2',
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z" },
      { level: "info", timestamp: "2024-03-05T14:07:10.000Z" },
    ],
  },
  {
    name: "nginx and Apache access logs (combined)",
    doc: 'NCSA combined: \'$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"\'',
    lines: [
      '10.0.0.7 - - [05/Mar/2024:14:07:09 +0000] "POST /api/pay HTTP/1.1" 502 157 "-" "curl/8.4.0"',
      '10.0.0.7 - alice [05/Mar/2024:15:07:09 +0100] "GET /api/cart HTTP/1.1" 404 0 "-" "Mozilla/5.0"',
      '10.0.0.7 - - [05/Mar/2024:14:07:09 +0000] "GET / HTTP/1.1" 200 612 "-" "Mozilla/5.0"',
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z" },
      { level: "warn", timestamp: "2024-03-05T14:07:09.000Z" },
      { level: "info", timestamp: "2024-03-05T14:07:09.000Z" },
    ],
  },
  {
    name: "nginx error log",
    doc: "nginx error_log: 'YYYY/MM/DD HH:MM:SS [level] PID#TID: *CID message'",
    lines: [
      '2024/03/05 14:07:09 [error] 31#31: *4 connect() failed (111: Connection refused) while connecting to upstream, upstream: "http://10.0.0.9:8080/"',
    ],
    records: [{ level: "error", timestamp: "2024-03-05T14:07:09.000Z", service: "nginx", message: "connect() failed" }],
  },
  {
    name: "Apache error log 2.2 and 2.4",
    doc: "Apache ErrorLogFormat: '[%t] [%l] msg' (2.2), '[%{u}t] [%-m:%l] [pid %P:tid %T] [client %a] msg' (2.4)",
    lines: [
      "[Tue Mar 05 14:07:09 2024] [error] [client 10.0.0.7] File does not exist: /var/www/favicon.ico",
      "[Tue Mar 05 14:07:09.123456 2024] [proxy_http:error] [pid 4242:tid 140] (111)Connection refused: AH01114: HTTP: failed to make connection to backend",
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z", service: "httpd" },
      { level: "error", timestamp: T, service: "proxy_http" },
    ],
  },
  {
    name: "Envoy access and application logs",
    doc: "Envoy default access format '[%START_TIME%] \"%REQ(:METHOD)% … %PROTOCOL%\" %RESPONSE_CODE% … \"%REQ(X-REQUEST-ID)%\" …'; app log '[%Y-%m-%d %T.%e][%t][%l][%n] [%g:%#] %v'",
    lines: [
      '[2024-03-05T14:07:09.123Z] "POST /api/v1/locations HTTP/2" 503 UF 154 0 226 100 "10.0.35.28" "nsq2http" "cc21d9b0-cf5c-432b-8c7e-98aeb7988cd2" "locations" "tcp://10.0.2.1:80"',
      "[2024-03-05 14:07:09.123][15][warning][upstream] [source/common/upstream/health_checker_impl.cc:331] health check failed for host 10.0.2.1:80",
    ],
    records: [
      { level: "error", timestamp: T },
      { level: "warn", timestamp: T, service: "upstream" },
    ],
  },
  {
    name: "PostgreSQL server log with DETAIL and STATEMENT",
    doc: "postgresql.conf log_line_prefix = '%m [%p] ' (default since 10): 'ERROR:  msg' then DETAIL/STATEMENT lines",
    lines: [
      '2024-03-05 14:07:09.123 UTC [4242] ERROR:  duplicate key value violates unique constraint "orders_pkey"',
      "2024-03-05 14:07:09.123 UTC [4242] DETAIL:  Key (id)=(42) already exists.",
      "2024-03-05 14:07:09.123 UTC [4242] STATEMENT:  INSERT INTO orders VALUES (42)",
      "2024-03-05 14:07:10.000 UTC [4243] LOG:  checkpoint starting: time",
      "2024-03-05 14:07:11.000 UTC [4244] FATAL:  sorry, too many clients already",
    ],
    records: [
      { level: "error", timestamp: T, service: "postgres", message: "Key (id)=(42) already exists", lines: 3 },
      { level: "info", timestamp: "2024-03-05T14:07:10.000Z", service: "postgres" },
      { level: "fatal", timestamp: "2024-03-05T14:07:11.000Z", message: "too many clients" },
    ],
  },
  {
    name: "MySQL error log (8.0 and 5.7)",
    doc: "MySQL 8.0: 'time thread [label] [err_code] [subsystem] msg'; 5.7: 'time thread [Note] msg'",
    lines: [
      "2024-03-05T14:07:09.123456Z 0 [ERROR] [MY-010119] [Server] Aborting",
      "2024-03-05T14:07:09.123456Z 0 [Warning] [MY-010068] [Server] CA certificate ca.pem is self signed.",
      "2024-03-05T14:07:09.123456Z 8 [Note] Aborted connection 8 to db: 'shop'",
    ],
    records: [
      { level: "error", timestamp: T, message: "Aborting" },
      { level: "warn", timestamp: T },
      { level: "info", timestamp: T },
    ],
  },
  {
    name: "Redis server log",
    doc: "Redis: 'pid:role dd Mon yyyy hh:mm:ss.mmm <level> msg'; . debug, - verbose, * notice, # warning",
    lines: [
      "1:M 05 Mar 2024 14:07:09.123 # WARNING overcommit_memory is set to 0! Background save may fail under low memory condition.",
      "1:M 05 Mar 2024 14:07:09.123 * Ready to accept connections tcp",
    ],
    records: [
      { level: "warn", timestamp: T, service: "redis" },
      { level: "info", timestamp: T, service: "redis" },
    ],
  },
  {
    name: "Kafka server log",
    doc: "Kafka log4j: '[%d] %p %m (%c)%n'",
    lines: [
      "[2024-03-05 14:07:09,123] ERROR [Controller id=1] Error while electing leader (kafka.controller.KafkaController)",
      "[2024-03-05 14:07:09,123] INFO [KafkaServer id=1] started (kafka.server.KafkaServer)",
    ],
    records: [
      { level: "error", timestamp: T, service: "kafka.controller.KafkaController" },
      { level: "info", timestamp: T, service: "kafka.server.KafkaServer" },
    ],
  },
  {
    name: "Elasticsearch server log",
    doc: "Elasticsearch log4j2: '[%d{ISO8601}][%-5p][%-25c{1.}] [%node_name]%marker %m%n'",
    lines: [
      "[2024-03-05T14:07:09,123][WARN ][o.e.c.r.a.DiskThresholdMonitor] [node-1] flood stage disk watermark [95%] exceeded",
    ],
    records: [{ level: "warn", timestamp: T, service: "o.e.c.r.a.DiskThresholdMonitor", message: "flood stage" }],
  },
  {
    name: "Elasticsearch ECS JSON log under a kubectl prefix",
    doc: 'Elasticsearch 8 ECS layout: {@timestamp, log.level, message, service.name: "ES_ECS", …}; service.name is the format\'s constant',
    lines: [
      '[pod/news-es-0/news-es] {"@timestamp":"2024-03-05T14:07:09.123Z","log.level":"WARN","message":"flood stage disk watermark [95%] exceeded","ecs.version":"1.2.0","service.name":"ES_ECS","event.dataset":"elasticsearch.server"}',
    ],
    records: [{ level: "warn", timestamp: T, service: "news-es", message: "flood stage" }],
  },
  {
    name: "ZooKeeper server log",
    doc: "ZooKeeper log4j: '%d{ISO8601} [myid:%X{myid}] - %-5p [%t:%C{1}@%L] - %m%n'",
    lines: [
      "2024-03-05 14:07:09,123 [myid:1] - WARN  [QuorumPeer[myid=1](plain=0.0.0.0:2181):QuorumCnxManager@584] - Cannot open channel to 2",
    ],
    records: [{ level: "warn", timestamp: T, service: "QuorumCnxManager", message: "Cannot open channel to 2" }],
  },
  {
    name: "syslog RFC 3164, RFC 5424 and a plain syslog file",
    doc: "RFC 3164 '<PRI>Mmm dd hh:mm:ss host tag: msg'; RFC 5424 '<PRI>1 TIMESTAMP HOST APP PROCID MSGID SD MSG'; rsyslog RSYSLOG_FileFormat",
    lines: [
      "<34>Mar  5 14:07:09 web1 su: 'su root' failed for lonvick on /dev/pts/8",
      '<165>1 2024-03-05T14:07:09.123Z web1 evntslog 42 ID47 [exampleSDID@32473 iut="3"] An application event',
      "Mar  5 14:07:10 web1 sshd[4242]: Failed password for root from 10.0.0.7 port 22 ssh2",
      "2024-03-05T14:07:09.123456+00:00 web1 kernel: Out of memory: Killed process 4242 (java)",
    ],
    records: [
      { level: "fatal", timestamp: "2000-03-05T14:07:09.000Z", service: "su" },
      { level: "info", timestamp: T, service: "evntslog", message: "An application event" },
      // a year-less time takes the year of the line before it
      { level: null, timestamp: "2024-03-05T14:07:10.000Z", service: "sshd" },
      { level: null, timestamp: T, service: "kernel", message: "Out of memory" },
    ],
  },
  {
    name: "journald JSON export",
    doc: "journalctl -o json: __REALTIME_TIMESTAMP (µs), PRIORITY (0–7), SYSLOG_IDENTIFIER, _SYSTEMD_UNIT, MESSAGE",
    lines: [
      '{"__REALTIME_TIMESTAMP":"1709647629123456","PRIORITY":"3","SYSLOG_IDENTIFIER":"kubelet","_SYSTEMD_UNIT":"kubelet.service","MESSAGE":"Failed to pull image"}',
      '{"__REALTIME_TIMESTAMP":"1709647629123456","PRIORITY":"6","_SYSTEMD_UNIT":"nginx.service","MESSAGE":"Started nginx"}',
    ],
    records: [
      { level: "error", timestamp: T, service: "kubelet", message: "Failed to pull image" },
      { level: "info", timestamp: T, service: "nginx" },
    ],
  },
  {
    name: "Android logcat threadtime and brief",
    doc: "logcat -v threadtime 'MM-DD hh:mm:ss.mmm PID TID L TAG: msg'; -v brief 'L/TAG(PID): msg'",
    lines: [
      "03-05 14:07:09.123  1702  2395 E AndroidRuntime: FATAL EXCEPTION: main",
      "W/ActivityManager(  1702): Slow operation: 125ms so far",
    ],
    records: [
      { level: "error", timestamp: "2000-03-05T14:07:09.123Z", service: "AndroidRuntime" },
      { level: "warn", timestamp: null, service: "ActivityManager" },
    ],
  },
  {
    name: "CloudWatch Lambda text lines",
    doc: "AWS Lambda: START/END/REPORT platform lines; Node 'time\\trequestId\\tLEVEL\\tmsg'; Python '[LEVEL]\\ttime\\trequestId\\tmsg'",
    lines: [
      "START RequestId: 8f507cfc-1d2f-4697-b07a-ac58fc914c95 Version: $LATEST",
      '2024-03-05T14:07:09.123Z\t8f507cfc-1d2f-4697-b07a-ac58fc914c95\tERROR\tInvoke Error \t{"errorType":"TypeError"}',
      "[WARNING]\t2024-03-05T14:07:09.123Z\t8f507cfc-1d2f-4697-b07a-ac58fc914c95\tcold cache",
      "2024-03-05T14:07:12.125Z 8f507cfc-1d2f-4697-b07a-ac58fc914c95 Task timed out after 3.00 seconds",
      "REPORT RequestId: 8f507cfc-1d2f-4697-b07a-ac58fc914c95\tDuration: 3000.00 ms\tBilled Duration: 3000 ms\tStatus: timeout",
    ],
    records: [
      { level: "info", timestamp: null, traceId: "8f507cfc-1d2f-4697-b07a-ac58fc914c95" },
      { level: "error", timestamp: T, message: "Invoke Error", traceId: "8f507cfc-1d2f-4697-b07a-ac58fc914c95" },
      { level: "warn", timestamp: T, message: "cold cache", traceId: "8f507cfc-1d2f-4697-b07a-ac58fc914c95" },
      {
        level: "error",
        timestamp: "2024-03-05T14:07:12.125Z",
        message: "Task timed out after 3.00 seconds",
        traceId: "8f507cfc-1d2f-4697-b07a-ac58fc914c95",
      },
      { level: "error", timestamp: null, traceId: "8f507cfc-1d2f-4697-b07a-ac58fc914c95" },
    ],
  },
  {
    name: "Lambda JSON log format",
    doc: "AWS Lambda LoggingConfig LogFormat=JSON: {timestamp, level, message, requestId}",
    lines: [
      '{"timestamp":"2024-03-05T14:07:09.123Z","level":"ERROR","message":"payment failed","requestId":"79b4f56e-95b1-4643-9700-2807f4e68189"}',
    ],
    records: [{ level: "error", timestamp: T, traceId: "79b4f56e-95b1-4643-9700-2807f4e68189" }],
  },
  {
    name: "OpenTelemetry log data model and OTLP/JSON",
    doc: "OTel Logs Data Model: Timestamp, SeverityText, SeverityNumber, TraceId, SpanId, Body, Resource; OTLP/JSON logRecord",
    lines: [
      '{"Timestamp":"1709647629123000000","SeverityText":"ERROR","SeverityNumber":17,"TraceId":"5b8aa5a2d2c872e8321cf37308d69df2","SpanId":"051581bf3cb55c13","Body":"upstream timed out","Resource":{"service.name":"checkout"}}',
      '{"timeUnixNano":"1709647629123000000","severityNumber":13,"body":{"stringValue":"slow"},"traceId":"5b8aa5a2d2c872e8321cf37308d69df2","spanId":"051581bf3cb55c14","resource":{"attributes":[{"key":"service.name","value":{"stringValue":"cart"}}]}}',
      '{"Timestamp":"1709647629123000000","SeverityText":"","SeverityNumber":0,"Body":"<--- Last few GCs --->\\n\\n[1:0x6b2e000]   647752 ms: Mark-Compact 2033.9 (2082.1) -> 2046.2 (2083.3) MB\\n\\n<--- JS stacktrace --->\\n\\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory","Resource":{"service.name":"portal"}}',
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "checkout",
        message: "upstream timed out",
        traceId: "5b8aa5a2d2c872e8321cf37308d69df2",
        spanId: "051581bf3cb55c13",
      },
      { level: "warn", timestamp: T, service: "cart", message: "slow", spanId: "051581bf3cb55c14" },
      // SeverityNumber 0 is "unspecified": a collector's stderr capture of V8's crash dump, read from what it says
      { level: "error", timestamp: T, service: "portal", message: "FATAL ERROR: Reached heap limit" },
    ],
  },
  {
    name: "OpenStack oslo.log",
    doc: "oslo.log logging_context_format_string: '%(asctime)s.%(msecs)03d %(process)d %(levelname)s %(name)s [%(request_id)s …] %(message)s'",
    lines: [
      "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager [req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11 admin admin] [instance: 1d2e] Failed to build",
      "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager Traceback (most recent call last):",
      '2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager   File "/usr/lib/python3/nova/compute/manager.py", line 2, in _build',
      "2024-03-05 14:07:09.123 4242 ERROR nova.compute.manager BuildAbortException: aborted",
      "2024-03-05 14:07:10.000 4242 INFO nova.compute.manager [req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11 admin admin] cleaned up",
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "nova.compute.manager",
        traceId: "req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11",
        message: "BuildAbortException",
        lines: 4,
      },
      { level: "info", timestamp: "2024-03-05T14:07:10.000Z", traceId: "req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11" },
    ],
  },
  {
    name: "OpenStack oslo.log lines inside JSON (openstack-faults shape), one frame per record",
    doc: "{timestamp, service, message} with message = oslo '%(levelname)s %(name)s [req-…] %(message)s'",
    lines: [
      `{"timestamp":"${T}","service":"cinder-api","message":"ERROR cinder.volume.api [req-d7e13458-bf10-410c-ad85-fb6f6fe5f331 u p - - -] Create failed"}`,
      `{"timestamp":"${T}","service":"cinder-api","message":"ERROR cinder.volume.api Traceback (most recent call last):"}`,
      `{"timestamp":"${T}","service":"cinder-api","message":"ERROR cinder.volume.api   File \\"/usr/lib/python2.7/site-packages/cinder/volume/api.py\\", line 480, in create"}`,
      `{"timestamp":"${T}","service":"nova-api","message":"INFO nova.api [req-aaaaaaaa-bf10-410c-ad85-fb6f6fe5f331 u p - - -] GET /servers"}`,
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "cinder-api",
        traceId: "req-d7e13458-bf10-410c-ad85-fb6f6fe5f331",
        lines: 3,
      },
      { level: "info", timestamp: T, service: "nova-api", traceId: "req-aaaaaaaa-bf10-410c-ad85-fb6f6fe5f331" },
    ],
  },
  {
    name: "Docker json-file and CRI containerd lines",
    doc: "docker json-file {log, stream, time}; CRI '<RFC3339Nano> stdout|stderr F|P <line>'",
    lines: [
      '{"log":"2024-03-05 14:07:09,123 ERROR [main] c.e.Job: batch failed\\n","stream":"stderr","time":"2024-03-05T14:07:09.200Z"}',
      "2024-03-05T14:07:09.123456789Z stderr F 14:07:09.123 ERROR c.e.Worker - queue stalled",
      "2024-03-05T14:07:09.123456789Z stdout F plain line from a container",
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.200Z", service: "c.e.Job", message: "batch failed" },
      { level: "error", timestamp: T, service: "c.e.Worker", message: "queue stalled" },
      { level: null, timestamp: T, message: "plain line from a container" },
    ],
  },
  {
    name: "docker json-file keeping each line of a .NET record as a record of its own",
    doc: "docker json-file {log, stream, time} per line written; Microsoft.Extensions.Logging SimpleConsole indents the message and exception under 'fail: Category[EventId]'",
    lines: [
      '{"log":"fail: Quill.Payroll.PayslipController[0]\\n","stream":"stderr","time":"2024-03-05T14:07:09.123000000Z"}',
      '{"log":"      Call to payslip-pdf failed\\n","stream":"stderr","time":"2024-03-05T14:07:09.123000001Z"}',
      '{"log":"      System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.\\n","stream":"stderr","time":"2024-03-05T14:07:09.123000002Z"}',
      '{"log":"info: Quill.Payroll.PayrunService[0]\\n","stream":"stdout","time":"2024-03-05T14:07:12.123000000Z"}',
      '{"log":"      Payrun preview for cost centre CC-330\\n","stream":"stdout","time":"2024-03-05T14:07:12.123000001Z"}',
    ],
    records: [
      { level: "error", timestamp: T, message: "Call to payslip-pdf failed", lines: 3 },
      { level: "info", timestamp: "2024-03-05T14:07:12.123Z", message: "Payrun preview", lines: 2 },
    ],
  },
  {
    name: "a JSON logger's line inside a shipper's JSON record (pino under Fluent Bit / Filebeat)",
    doc: "Fluent Bit kubernetes filter record {@timestamp, app, stream, message}; pino's line {level (number), time, pid, hostname, msg} kept as the message string",
    lines: [
      '{"@timestamp":"2024-03-05T14:07:09.123Z","app":"adjuster-portal","stream":"stderr","message":"{\\"level\\":50,\\"time\\":1709647629120,\\"pid\\":18,\\"msg\\":\\"worker 191 died (code 1, signal null), restarting\\"}"}',
      '{"@timestamp":"2024-03-05T14:07:09.123Z","app":"adjuster-portal","stream":"stdout","message":"{\\"level\\":30,\\"time\\":1709647629120,\\"msg\\":\\"payout approved\\"}"}',
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "adjuster-portal",
        message: "worker 191 died (code 1, signal null), restarting",
      },
      { level: "info", timestamp: T, service: "adjuster-portal", message: "payout approved" },
    ],
  },
  {
    name: "where shippers and tools put the service",
    doc: "Datadog Logs API v1 list entry {id, content}; Serilog's Application enricher; docker json-file attrs.tag (--log-opt tag); zap JSON under kubectl --timestamps; awslogs group/stream prefix; Papertrail over Heroku dynos with Ruby's Logger",
    lines: [
      '{"id":"AY0000a641cf12a7","content":{"timestamp":"2024-03-05T14:07:09.123Z","service":"fraud-scoring","status":"error","message":"vendor call failed","tags":["env:prod"],"attributes":{}}}',
      '{"@t":"2024-03-05T14:07:09.1230000Z","@mt":"Vault denied {Path}","@l":"Error","Path":"pan/keys","Application":"token-vault"}',
      '{"log":"[14:07:09 ERR] statement query failed\\n","stream":"stdout","attrs":{"tag":"statement-builder"},"time":"2024-03-05T14:07:09.123000000Z"}',
      '[pod/route-planner-74/route-planner] 2024-03-05T14:07:09.123000000Z {"level":"error","ts":1709647629.123,"logger":"planner","msg":"pods is forbidden"}',
      "/aws/lambda/quote-fn 2024/03/05/[$LATEST]c7907d2f0d2fdc7998e389b8f6333a71 2024-03-05T14:07:09.123Z START RequestId: ac7ede41-9ffe-4557-b3b4-a39bec105c2f Version: $LATEST",
      "Mar  5 14:07:09 catalog app/web.1: E, [2024-03-05T14:07:09.123000 #25614] ERROR -- : NoMethodError (undefined method `age' for nil)",
    ],
    records: [
      { level: "error", timestamp: T, service: "fraud-scoring", message: "vendor call failed" },
      { level: "error", timestamp: T, service: "token-vault" },
      // Serilog's console time of day, to the second, on the envelope's date
      {
        level: "error",
        timestamp: "2024-03-05T14:07:09.000Z",
        service: "statement-builder",
        message: "statement query failed",
      },
      { level: "error", timestamp: T, service: "route-planner", message: "pods is forbidden" },
      { level: "info", timestamp: T, service: "quote-fn", traceId: "ac7ede41-9ffe-4557-b3b4-a39bec105c2f" },
      { level: "error", timestamp: T, service: "catalog", message: "NoMethodError" },
    ],
  },
  {
    name: "the cause in a field of its own, and times and names in less common places",
    doc: "logrus/zerolog `msg=… error=…`; log4j2 JsonLayout `instant: {epochSecond, nanoOfSecond}`; GCP node logs (k8s_node) with journald fields in jsonPayload and logName …/logs/kubelet",
    lines: [
      'time="2024-03-05T14:07:09.123Z" level=error msg="bulk index failed" app=tracking-ingest error="elastic: Error 429: disk usage exceeded flood-stage watermark"',
      '{"instant":{"epochSecond":1709647629,"nanoOfSecond":123000000},"thread":"main","level":"ERROR","loggerName":"c.r.PriceServiceImpl","message":"price lookup failed","app":"ts-price-service"}',
      '{"timestamp":"2024-03-05T14:07:09.123Z","severity":"WARNING","resource":{"type":"k8s_node","labels":{"node_name":"worker-3"}},"logName":"projects/p/logs/kubelet","jsonPayload":{"MESSAGE":"Container ts-seat-service was OOMKilled (exit code 137)"}}',
    ],
    records: [
      { level: "error", timestamp: T, service: "tracking-ingest", message: "bulk index failed: elastic: Error 429" },
      { level: "error", timestamp: T, service: "ts-price-service", message: "price lookup failed" },
      { level: "warn", timestamp: T, service: "kubelet", message: "OOMKilled" },
    ],
  },
  {
    name: "platform envelopes and layouts that spell their own level",
    doc: "docker service logs '<svc>.<slot>.<task>@<node> | '; Celery '[%(asctime)s: %(levelname)s/%(processName)s]'; Nomad alloc '<task>[<alloc>] '; Go log.New prefix; Monolog/Laravel '[%datetime%] %channel%.%level_name%:'; Elixir Logger '$time $metadata[$level] $message'; ECS awslogs stream '<prefix>/<container>/<task>'; Application Insights rows (AppRoleName, SeverityLevel 0–4); GELF '_service'; logback JSON MDC; kubectl --timestamps before logfmt",
    lines: [
      "fraud-scorer.1.edce65e73@ip-10-8-246-163    | [2024-03-05 14:07:09,123: ERROR/ForkPoolWorker-4] scoring failed for claim CLM-1",
      "matching-engine[25-3f040] 2024-03-05T14:07:09.123Z ERROR book BTC-USDT crossed",
      "price-oracle 2024/03/05 14:07:09.123000 error: feed minorex returned stale quote",
      "[device-registry] [2024-03-05 14:07:09] production.ERROR: snapshot write failed {} []",
      "14:07:09.123 service=seatmap-svc [error] seat lock failed: deadlock detected",
      '{"timestamp":1709647629123,"message":"{\\"level\\":\\"error\\",\\"msg\\":\\"heap limit\\"}","logStreamName":"ecs/order-svc/06ef9e898126c7","logGroup":"/ecs/dishdash"}',
      '{"TimeGenerated":"2024-03-05T14:07:09.123Z","ItemType":"trace","AppRoleName":"order-gateway","Message":"order rejected","SeverityLevel":2}',
      '{"version":"1.1","host":"ip-10-7-88-129","short_message":"token exchange failed","timestamp":1709647629.123,"level":3,"_service":"kyc-svc"}',
      '{"timestamp":"2024-03-05T14:07:09.123+0000","level":"ERROR","logger":"com.x.ClaimsRepo","message":"pool exhausted","mdc":{"service":"claims-api"}}',
      '[pod/checkin-api-7d/checkin-api] 2024-03-05T14:07:09.123000000Z level=error msg="seat map null"',
    ],
    records: [
      { level: "error", timestamp: T, service: "fraud-scorer", message: "scoring failed" },
      { level: "error", timestamp: T, service: "matching-engine", message: "crossed" },
      { level: "error", timestamp: T, service: "price-oracle", message: "stale quote" },
      {
        level: "error",
        timestamp: "2024-03-05T14:07:09.000Z",
        service: "device-registry",
        message: "snapshot write failed",
      },
      // a time of day takes the date of the record before it
      { level: "error", timestamp: T, service: "seatmap-svc", message: "seat lock failed" },
      { level: "error", timestamp: T, service: "order-svc", message: "heap limit" },
      { level: "warn", timestamp: T, service: "order-gateway", message: "order rejected" },
      { level: "error", timestamp: T, service: "kyc-svc", message: "token exchange failed" },
      { level: "error", timestamp: T, service: "claims-api", message: "pool exhausted" },
      { level: "error", timestamp: T, service: "checkin-api", message: "seat map null" },
    ],
  },
  {
    name: "kubectl logs --prefix and docker compose prefixes",
    doc: "kubectl logs --prefix '[pod/<pod>/<container>] line'; docker compose '<service>-<n>  | line'",
    lines: [
      "[pod/checkout-7d9f8b-x2x/checkout] 2024-03-05T14:07:09.123Z ERROR c.e.Checkout - payment declined",
      "payments-1  | 2024-03-05T14:07:09.123Z WARN retrying",
    ],
    records: [
      { level: "error", timestamp: T, service: "checkout", message: "payment declined" },
      { level: "warn", timestamp: T, service: "payments" },
    ],
  },
  {
    name: "kubectl logs --prefix --timestamps: every line of a .NET record stamped on its own",
    doc: "kubectl logs --timestamps prefixes each line with RFC3339Nano; Microsoft.Extensions.Logging SimpleConsole indents a record's message and exception lines",
    lines: [
      "[pod/payroll-639/payroll] 2024-03-05T14:07:09.123000000Z fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1]",
      "[pod/payroll-639/payroll] 2024-03-05T14:07:09.123000001Z       An unhandled exception has occurred while executing the request.",
      "[pod/payroll-639/payroll] 2024-03-05T14:07:09.123000002Z       System.InvalidOperationException: tax table missing",
      "[pod/payroll-639/payroll] 2024-03-05T14:07:09.123000003Z          at Payroll.Tax.Load() in /src/Tax.cs:line 22",
      "[pod/payroll-639/payroll] 2024-03-05T14:07:19.123000000Z  2024-03-05 14:07:19 starting sweep",
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "payroll",
        message: "InvalidOperationException: tax table missing",
        lines: 4,
      },
      { level: null, timestamp: "2024-03-05T14:07:19.123Z", service: "payroll", lines: 1 },
    ],
  },
  {
    name: "kubectl logs --prefix --timestamps over Spring Boot lines with their own time and a stamped stack",
    doc: "kubectl --timestamps RFC3339Nano before the container's line; Spring Boot default '%d{yyyy-MM-dd HH:mm:ss.SSS}  %5p %pid --- [%t] %-40.40logger : %m'",
    lines: [
      "[pod/ledger-73a/ledger] 2024-03-05T14:07:09.123000000Z 2024-03-05 14:07:09.120 ERROR 1 --- [nio-8080-exec-2] o.a.c.c.C.[dispatcherServlet]    : Servlet.service() threw exception",
      "[pod/ledger-73a/ledger] 2024-03-05T14:07:09.123000001Z java.lang.OutOfMemoryError: GC overhead limit exceeded",
      "[pod/ledger-73a/ledger] 2024-03-05T14:07:09.123000002Z \tat com.example.ledger.LedgerService.apply(LedgerService.java:148)",
      "[pod/ledger-73a/ledger] 2024-03-05T14:07:10.123000000Z 2024-03-05 14:07:10.120  WARN 1 --- [nio-8080-exec-1] gc                                       : Pause Young 719.697ms",
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "ledger",
        message: "OutOfMemoryError: GC overhead limit exceeded",
        lines: 3,
      },
      { level: "warn", timestamp: "2024-03-05T14:07:10.123Z", service: "ledger", message: "Pause Young" },
    ],
  },
  {
    name: "kubelet container log files read with their path (tail/grep over /var/log/containers)",
    doc: "kubelet: /var/log/containers/<pod>_<namespace>_<container>-<container-id>.log, each line in the CRI format '<RFC3339Nano> <stream> <P|F> <log>'",
    lines: [
      '/var/log/containers/render-edge-f4a9fb65b-qlvkw_newsroom_render-edge-2c8cfed18da1.log:2024-03-05T14:07:09.123456789Z stdout F 10.0.0.1 - - [05/Mar/2024:14:07:09 +0000] "GET /search HTTP/1.1" 503 12 "-" "curl/8"',
      "/var/log/containers/search-indexer-1905e5fa0-9mqjt_newsroom_search-indexer-c7f957b50983.log:2024-03-05T14:07:09.123000000Z stderr F 14:07:09.123 [main] ERROR c.d.s.QueryService - index unavailable",
    ],
    records: [
      // the access line states its own time, to the second
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z", service: "render-edge" },
      { level: "error", timestamp: T, service: "search-indexer", message: "index unavailable" },
    ],
  },
  {
    name: "CloudWatch Logs export (logGroup, logStream, timestamp, message)",
    doc: "CloudWatch Logs FilteredLogEvent / export: {logGroupName|logGroup, logStreamName, timestamp (epoch ms), message}; Lambda groups are /aws/lambda/<function>",
    lines: [
      '{"logGroup":"/aws/lambda/receipt-render","logStream":"2024/03/05/[$LATEST]abac9cf2","timestamp":1709647629123,"message":"2024-03-05T14:07:09.123Z\\t6be48d97-683f-4a57-b8c6-79db275e3cf9\\tERROR\\treceipt template missing VAT id\\n"}',
      '{"logGroup":"/ecs/restaurant-api","logStream":"ecs/restaurant-api/3a5b","timestamp":1709647629123,"message":"2024-03-05 14:07:09.123  WARN 1 --- [nio-8080-exec-6] c.m.r.MenuController : slow menu\\n"}',
    ],
    records: [
      { level: "error", timestamp: T, service: "receipt-render", message: "receipt template missing VAT id" },
      { level: "warn", timestamp: T, service: "restaurant-api", message: "slow menu" },
    ],
  },
  {
    name: "structured error fields beside the message (zap error, pgx err + detail, OTel Attributes.error)",
    doc: 'zap: zap.Error(err) writes "error"; logrus WithError writes "error"; OpenTelemetry log record Attributes; console encoders print them after the message',
    lines: [
      '{"level":"error","ts":"2024-03-05T14:07:09.123Z","msg":"forward batch failed","error":"dial tcp: lookup usage-store on 10.96.0.10:53: i/o timeout"}',
      '{"time":"2024-03-05T14:07:09.123Z","level":"ERROR","msg":"write batch failed","err":"ERROR: deadlock detected (SQLSTATE 40P01)","detail":"Process 27743 waits for ShareLock"}',
      '{"Timestamp":"1709647629123000000","SeverityText":"ERROR","Body":"post ledger entry","Resource":{"service.name":"payments-ledger"},"Attributes":{"error":"FATAL: remaining connection slots are reserved (SQLSTATE 53300)"}}',
    ],
    records: [
      { level: "error", timestamp: T, message: "forward batch failed: dial tcp: lookup usage-store" },
      {
        level: "error",
        timestamp: T,
        message: "write batch failed: ERROR: deadlock detected (SQLSTATE 40P01) (Process 27743",
      },
      {
        level: "error",
        timestamp: T,
        service: "payments-ledger",
        message: "post ledger entry: FATAL: remaining connection slots",
      },
    ],
  },
  {
    name: "CSV export with a header row",
    doc: "log export CSV (RFC 4180): header row naming timestamp, level, service, message; quoted fields may span lines",
    lines: [
      "timestamp,level,service,message",
      '2024-03-05T14:07:09.123Z,ERROR,billing,"charge failed, card declined"',
      '2024-03-05T14:07:10.000Z,,billing,"java.lang.IllegalStateException: boom',
      '	at com.example.Billing.charge(Billing.java:12)"',
    ],
    records: [
      { level: "error", timestamp: T, service: "billing", message: "charge failed, card declined" },
      { level: "error", timestamp: "2024-03-05T14:07:10.000Z", service: "billing", message: "Billing.java:12" },
    ],
  },
  {
    name: "W3C traceparent, Datadog and request-id fields",
    doc: "W3C Trace Context 'traceparent: 00-<trace-id>-<parent-id>-<flags>'; Datadog dd.trace_id/dd.span_id; X-Request-Id",
    lines: [
      "2024-03-05T14:07:09.123Z INFO proxying traceparent=00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
      '{"timestamp":"2024-03-05T14:07:09.123Z","status":"error","message":"boom","dd":{"trace_id":"1234567890123","span_id":"987654321"}}',
      "2024-03-05T14:07:09.123Z WARN upstream slow X-Request-Id: f9a1c2d3e4",
    ],
    records: [
      { level: "info", timestamp: T, traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7" },
      { level: "error", timestamp: T, traceId: "1234567890123", spanId: "987654321" },
      { level: "warn", timestamp: T, traceId: "f9a1c2d3e4" },
    ],
  },
  {
    name: "Python logging with %(name)s: and pino-pretty",
    doc: "Python '%(asctime)s %(levelname)s %(name)s: %(message)s'; pino-pretty '[time] LEVEL (name/pid on host): msg'",
    lines: [
      "2024-03-05 14:07:09,123 ERROR worker: job 7 crashed",
      "[14:07:09.123] ERROR (cart/4242 on web1): checkout failed",
    ],
    records: [
      { level: "error", timestamp: T, service: "worker", message: "job 7 crashed" },
      // a time of day takes the date of the line before it
      { level: "error", timestamp: T, service: "cart", message: "checkout failed" },
    ],
  },
  {
    name: "NLog default layout and zerolog console",
    doc: "NLog default layout 'longdate|LEVEL (upper case)|logger|message'; zerolog ConsoleWriter 'time.Kitchen LVL msg'",
    lines: ["2024-03-05 14:07:09.1234|ERROR|Shop.Api.Checkout|payment failed", "2:07PM ERR cache unavailable key=x"],
    records: [
      { level: "error", timestamp: T, service: "Shop.Api.Checkout", message: "payment failed" },
      { level: "error", timestamp: "2024-03-05T14:07:00.000Z", message: "cache unavailable" },
    ],
  },
  {
    name: "MongoDB structured log, Heroku router, Envoy JSON access",
    doc: "MongoDB 4.4+ {t:{$date},s,c,id,ctx,msg}; Heroku router logfmt 'at=error code=H12 … status=503'; Envoy JSON access {response_code}",
    lines: [
      '{"t":{"$date":"2024-03-05T14:07:09.123+00:00"},"s":"E","c":"NETWORK","id":22944,"ctx":"conn12","msg":"Connection ended"}',
      'at=error code=H12 desc="Request timeout" method=GET path="/" host=shop.herokuapp.com request_id=8601b555-6a83-4c12-8269-97c8e32cdb22 status=503',
      '{"start_time":"2024-03-05T14:07:09.123Z","method":"GET","path":"/api","response_code":503,"x_request_id":"c2f1e0d9"}',
    ],
    records: [
      { level: "error", timestamp: T, service: "mongod", message: "Connection ended" },
      { level: "error", timestamp: null, traceId: "8601b555-6a83-4c12-8269-97c8e32cdb22" },
      { level: "error", timestamp: T, traceId: "c2f1e0d9" },
    ],
  },
  {
    name: "logback console output with colours, stack trace shipped one JSON record per line",
    doc: "logback %highlight(%-5level) through docker / a JSON shipper: ANSI colour codes, then each stack line its own record",
    lines: [
      `{"timestamp":"${T}","service":"ts-order-service","message":"14:07:09.123 \\u001b[31mERROR\\u001b[0m c.e.OrderServiceImpl#302 - find failed"}`,
      `{"timestamp":"${T}","service":"ts-order-service","message":"java.lang.NullPointerException: null"}`,
      `{"timestamp":"${T}","service":"ts-order-service","message":"\\tat c.e.OrderServiceImpl.find(OrderServiceImpl.java:302)"}`,
      `{"timestamp":"${T}","service":"ts-order-service","message":"14:07:09.500 INFO  c.e.OrderServiceImpl#90 - next"}`,
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "ts-order-service",
        message: "find failed\njava.lang.NullPointerException",
        lines: 3,
      },
      { level: "info", timestamp: "2024-03-05T14:07:09.500Z" },
    ],
  },
  {
    name: "Tomcat catalina.out and an RFC 1123 access date",
    doc: "Tomcat OneLineFormatter 'dd-MMM-yyyy HH:mm:ss.SSS LEVEL [thread] class.method msg'; morgan ':date' (RFC 1123) in brackets",
    lines: [
      "05-Mar-2024 14:07:09.123 SEVERE [main] org.apache.catalina.core.StandardContext.startInternal One or more listeners failed to start.",
      '::1 - - [Tue, 05 Mar 2024 14:07:09 GMT] "GET /api HTTP/1.1" 500 21 "-" "curl/8.4.0"',
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "org.apache.catalina.core.StandardContext.startInternal",
        message: "One or more listeners failed to start.",
      },
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z" },
    ],
  },
  {
    name: "single-system logs name their services by program or component",
    doc: "Loghub layouts: HDFS 'yyMMdd HHmmss pid LEVEL component: msg', HealthApp 'yyyyMMdd-H:m:s:SSS|component|pid|msg', Proxifier '[MM.dd HH:mm:ss] program *64 - msg'",
    lines: [
      "081109 203615 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 for block blk_38865049064139660 terminating",
      "20171223-22:16:0:119|Step_LSC|30002312|processHandleBroadcastAction action:android.intent.action.TIME_TICK",
      "[10.30 16:49:06] svchost.exe *64 - proxy.cse.cuhk.edu.hk:5070 close, 293 bytes sent",
      "[10.30 16:49:07] 360AP.exe - p2.qhimg.com:80 close, 230 bytes sent",
    ],
    records: [
      { level: "info", timestamp: "2008-11-09T20:36:15.000Z", service: "dfs.DataNode", message: "PacketResponder 1" },
      { level: null, timestamp: "2017-12-23T22:16:00.119Z", service: "Step_LSC" },
      { level: null, timestamp: "2017-10-30T16:49:06.000Z", service: "svchost.exe", message: "proxy.cse" },
      { level: null, timestamp: "2017-10-30T16:49:07.000Z", service: "360AP.exe", message: "p2.qhimg.com" },
    ],
  },
  {
    name: "stern with --timestamps",
    doc: "stern: '{{.PodName}} {{.ContainerName}} {{.Message}}', the message prefixed by its RFC 3339 time with --timestamps",
    lines: [
      'orders-7d9f8-x2k4q orders 2024-03-05T14:07:09.123000000Z {"level":"error","msg":"charge failed","error":"EOF"}',
      "orders-7d9f8-x2k4q envoy 2024-03-05T14:07:10.000000000Z [2024-03-05 14:07:10.000][1][warning][upstream] no healthy host",
    ],
    records: [
      { level: "error", timestamp: T, service: "orders", message: "charge failed" },
      { level: "warn", timestamp: "2024-03-05T14:07:10.000Z", service: "envoy", message: "no healthy host" },
    ],
  },
  {
    name: "Cloud Foundry cf logs",
    doc: "cf logs: '<time> [<source type>/<instance>] OUT|ERR <message>', the app's name first when several apps are merged",
    lines: [
      "orders   2024-03-05T14:07:09.12+0000 [APP/PROC/WEB/0] ERR E, [2024-03-05T14:07:09.123456 #184] ERROR -- : charge failed",
      'orders   2024-03-05T14:07:10.00+0000 [RTR/0] OUT orders.example.com - [2024-03-05T14:07:10.000Z] "GET / HTTP/1.1" 200',
    ],
    records: [
      { level: "error", timestamp: T, service: "orders", message: "charge failed" },
      { level: "info", timestamp: "2024-03-05T14:07:10.000Z", service: "gorouter" },
    ],
  },
  {
    name: "Azure Monitor ContainerLogV2 rows",
    doc: "Log Analytics ContainerLogV2: TimeGenerated, ContainerName, PodName, LogSource, LogMessage",
    lines: [
      '{"TimeGenerated":"2024-03-05T14:07:09.1230000Z","Type":"ContainerLogV2","ContainerName":"orders","PodName":"orders-7d9f","LogSource":"stderr","LogMessage":"2024-03-05T14:07:09.123Z ERROR 1 --- [orders] [main] o.e.Orders : charge failed"}',
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "CloudWatch Logs filter-log-events events",
    doc: "aws logs filter-log-events: {logStreamName, timestamp (ms), message, ingestionTime, eventId}; stream '<prefix>/<container>/<task id>'",
    lines: [
      '{"logStreamName":"orders/orders/4f1c2e7a9b","timestamp":1709647629123,"message":"2024-03-05 14:07:09,123 ERROR [orders] charge failed","ingestionTime":1709647630000,"eventId":"1"}',
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "structlog ConsoleRenderer",
    doc: "structlog.dev.ConsoleRenderer: '<timestamp> [<level padded>] <event> <key=value …>' (bound keys sorted, logger among them)",
    lines: ["2024-03-05T14:07:09.123000Z [error    ] charge failed                  logger=orders order_id=42"],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "Django verbose formatter",
    doc: "Django logging docs' 'verbose': '{levelname} {asctime} {module} {process:d} {thread:d} {message}'",
    lines: ["ERROR 2024-03-05 14:07:09,123 orders 2740 140230000046580 charge failed"],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "Rails tagged logging",
    doc: "Ruby Logger with Rails config.log_tags: 'E, [<time> #<pid>] ERROR -- : [<app>] [<request id>] <message>'",
    lines: ["E, [2024-03-05T14:07:09.123456 #2818] ERROR -- : [orders] [29404a13f13a287d] charge failed"],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "Loki logcli --output=jsonl",
    doc: "logcli query --output=jsonl: {labels (the stream's label set as text), line, timestamp}",
    lines: [
      '{"labels":"{app=\\"orders\\", container=\\"orders\\", namespace=\\"prod\\"}","line":"2024-03-05 14:07:09,123 ERROR [orders.views] charge failed","timestamp":"2024-03-05T14:07:09.123000000Z"}',
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "OpenTelemetry collector file exporter (OTLP/JSON)",
    doc: "OTLP/JSON ExportLogsServiceRequest: resourceLogs[].resource.attributes service.name, scopeLogs[].logRecords[] {timeUnixNano, severityText, body}",
    lines: [
      '{"resourceLogs":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"orders"}}]},"scopeLogs":[{"scope":{"name":"orders"},"logRecords":[{"timeUnixNano":"1709647629123000000","severityNumber":17,"severityText":"ERROR","body":{"stringValue":"charge failed"},"traceId":"58e471b4541628972074f4220a138939","spanId":"2074f4220a138939"}]}]}]}',
    ],
    records: [
      {
        level: "error",
        timestamp: T,
        service: "orders",
        message: "charge failed",
        traceId: "58e471b4541628972074f4220a138939",
      },
    ],
  },
  {
    name: "NXLog Windows Event Log as JSON",
    doc: "NXLog im_msvistalog + to_json(): EventTime, Hostname, Severity, SourceName, EventID, Channel, Message",
    lines: [
      '{"EventTime":"2024-03-05 14:07:09","Hostname":"APP02","EventType":"ERROR","SeverityValue":4,"Severity":"ERROR","EventID":1000,"SourceName":"orders","Channel":"Application","Message":"charge failed"}',
    ],
    records: [{ level: "error", timestamp: "2024-03-05T14:07:09.000Z", service: "orders", message: "charge failed" }],
  },
  {
    name: "Splunk HTTP Event Collector events (Splunk Connect for Kubernetes)",
    doc: "HEC event: {time, host, source (the kubelet's file), sourcetype kube:container:<container>, index, event}",
    lines: [
      '{"time":1709647629.123,"host":"wrk-3","source":"/var/log/containers/orders-7d9f_prod_orders-af2024fb609b.log","sourcetype":"kube:container:orders","index":"prod","event":"time=\\"2024-03-05T14:07:09.123Z\\" level=error msg=\\"charge failed\\""}',
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "Heroku Logplex with the app's name",
    doc: "heroku logs / a Logplex drain: '<time> <app> app[<dyno>]: <line>', the router's 'heroku[router]: at=… status=…'",
    lines: [
      "2024-03-05T14:07:09.123000+00:00 orders app[web.1]: 14:07:09.123 [error] charge failed",
      '2024-03-05T14:07:10.000000+00:00 orders heroku[router]: at=error code=H12 desc="Request timeout" method=GET path="/" status=503',
      "2024-03-05T14:07:11.000000+00:00 orders heroku[web.1]: Error R14 (Memory quota exceeded)",
      "2024-03-05T14:07:12.000000+00:00 orders heroku[web.1]: State changed from up to crashed",
    ],
    records: [
      { level: "error", timestamp: T, service: "orders", message: "charge failed" },
      { level: "error", timestamp: "2024-03-05T14:07:10.000Z", service: "orders", message: "H12" },
      { level: "error", timestamp: "2024-03-05T14:07:11.000Z", service: "orders", message: "Memory quota exceeded" },
      { level: null, timestamp: "2024-03-05T14:07:12.000Z", service: "orders", message: "crashed" },
    ],
  },
  {
    name: "stern's default template",
    doc: "stern: '{{.PodName}} {{.ContainerName}} {{.Message}}', a Deployment's pod named <deployment>-<hash>-<5>",
    lines: ['orders-7d9f8c6b5-x2k4q orders {"level":"error","time":"2024-03-05T14:07:09.123Z","msg":"charge failed"}'],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "fluentd out_file",
    doc: "fluentd out_file: '<time>\\t<tag>\\t<record as JSON>', in_tail's tag kube.var.log.containers.<pod>_<ns>_<container>-<id>.log",
    lines: [
      '2024-03-05T14:07:09+00:00\tkube.var.log.containers.orders-7d9f_prod_orders-e186d3dab21fb5ea.log\t{"log":"2024-03-05T14:07:09.123Z ERROR charge failed\\n","stream":"stderr"}',
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "RFC 5424 syslog carrying the application's own line",
    doc: "rsyslog/syslog-ng forwarding: '<PRI>1 <time> <host> <app> <procid> - - <the app's own line, header included>'",
    lines: [
      "<134>1 2024-03-05T14:07:09.123Z vm4 orders 12383 - - 2024-03-05 14:07:09.123 ERROR 1 --- [exec-18] c.e.OrderRepository : charge failed",
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "Spring Boot 3.2 with Tomcat's bracketed logger name",
    doc: "Spring Boot: '%d %5p PID --- [app] [%t] %logger : %m', Tomcat's logger 'o.a.c.c.C.[.[.[/].[dispatcherServlet]'",
    lines: [
      "2024-03-05T14:07:09.123Z ERROR 1 --- [orders] [nio-8080-exec-6] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Request processing failed",
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "Request processing failed" }],
  },
  {
    name: "journalctl -o short-iso over services that stamp their own lines",
    doc: "journalctl -o short-iso: '<ISO time> <host> <identifier>[<pid>]: <message>', the message the program's own stamped line",
    lines: [
      "2024-03-05T14:07:09+00:00 ip-10-42-7-65 ledger[3450]: 2024-03-05T14:07:09.123000Z ERROR ledger::service: write failed",
      '2024-03-05T14:07:10+00:00 ip-10-42-7-65 envoy[864]: [2024-03-05T14:07:10.000Z] "GET /scan/9 HTTP/1.1" 503 UF 0 0 1 - "10.0.0.1"',
    ],
    records: [
      { level: "error", timestamp: T, service: "ledger", message: "write failed" },
      { level: "error", timestamp: "2024-03-05T14:07:10.000Z", service: "envoy", message: "GET /scan/9" },
    ],
  },
  {
    name: "Splunk HEC events with a structured event",
    doc: "HEC event: {time, host, source, sourcetype: _json, index, event: {level, service, message}}",
    lines: [
      '{"time":1709647629.123,"host":"wrk-7","source":"/var/log/containers/orders-7d9f_prod_orders-58b3cabc4260.log","sourcetype":"_json","index":"prod","event":{"level":"error","service":"orders","message":"charge failed"}}',
    ],
    records: [{ level: "error", timestamp: T, service: "orders", message: "charge failed" }],
  },
  {
    name: "stern --timestamps over Ruby, PHP and Monolog lines",
    doc: "stern --timestamps: '<pod> <container> <RFC 3339> <line>'; Ruby Logger, Monolog '[%datetime%] %channel%.%level_name%:' and their backtraces",
    lines: [
      "pub-7d9f8c6b5-x2k4q pub 2024-03-05T14:07:09.123Z E, [2024-03-05T14:07:09.123456 #1] ERROR -- : fetch failed",
      "pub-7d9f8c6b5-x2k4q pub 2024-03-05T14:07:09.123Z Faraday::ServerError: the server responded with status 500",
      "pub-7d9f8c6b5-x2k4q pub 2024-03-05T14:07:09.123Z /app/app/services/pub_service.rb:103:in 'fetch_remote'",
      "com-6c8d7b9f4-a1b2c com 2024-03-05T14:07:10.000Z [2024-03-05T14:07:10.000000+00:00] app.ERROR: Uncaught exception",
      "com-6c8d7b9f4-a1b2c com 2024-03-05T14:07:10.000Z #0 /var/www/src/Service/Comments.php(116): App\\Service\\Comments->fetch()",
    ],
    records: [
      { level: "error", timestamp: T, service: "pub", message: "Faraday::ServerError", lines: 3 },
      { level: "error", timestamp: "2024-03-05T14:07:10.000Z", service: "com", message: "Comments.php(116)", lines: 2 },
    ],
  },
  {
    name: "journalctl -o short-iso over services that log JSON or logfmt",
    doc: "journalctl -o short-iso: '<ISO time> <host> <identifier>[<pid>]: <message>', the message a JSON or logfmt line",
    lines: [
      '2024-03-05T14:07:09+00:00 ip-10-42-7-65 usage-api[3450]: {"level":"error","ts":1709647629.123,"msg":"read failed"}',
      '2024-03-05T14:07:10+00:00 ip-10-42-7-65 ledger[3451]: time="2024-03-05T14:07:10.000Z" level=warning msg="slow flush"',
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.000Z", service: "usage-api", message: "read failed" },
      { level: "warn", timestamp: "2024-03-05T14:07:10.000Z", service: "ledger", message: "slow flush" },
    ],
  },
  {
    name: "NestJS ConsoleLogger and Sidekiq",
    doc: "NestJS: '[Nest] <pid>  - <locale time>     <LEVEL> [<context>] <message>'; Sidekiq: 'pid=<n> tid=<id> <LEVEL>: <message>'",
    lines: [
      "[Nest] 46  - 03/05/2024, 2:07:09 PM   ERROR [OrdersService] charge failed",
      "pid=58 tid=1vig class=ChargeJob jid=abc WARN: retry budget low",
    ],
    records: [
      { level: "error", timestamp: null, service: "OrdersService", message: "charge failed" },
      { level: "warn", timestamp: null, message: "retry budget low" },
    ],
  },
  {
    name: "a collector's record whose message is a container runtime's CRI line, with sd-daemon's priority",
    doc: "CRI: '<RFC3339Nano> stdout|stderr F|P <line>' kept whole as the collector's message; sd-daemon: '<N>' (syslog severity 0-7) before a line on stderr",
    lines: [
      '{"timestamp":"2024-03-05T14:07:09.123Z","service":"returns","level":"info","message":"2024-03-05T14:07:09.123456789Z stderr F <3>request failed: label-maker responded 502 Bad Gateway"}',
      '{"timestamp":"2024-03-05T14:07:09.500Z","service":"appointments","level":"INFO","message":"{\\"level\\":50,\\"msg\\":\\"error: remaining connection slots are reserved\\\\\\\\n    at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)\\"}"}',
      '{"timestamp":"2024-03-05T14:07:10.000Z","service":"fraud-score","level":"info","message":"2024-03-05T14:07:10.000000000Z stdout F {\\"level\\":\\"warn\\",\\"msg\\":\\"rule set stale\\"}"}',
      '{"timestamp":"2024-03-05T14:07:11.000Z","service":"fraud-score","level":"info","message":"2024-03-05T14:07:11.000000000Z stderr F fatal error: runtime: out of memory"}',
    ],
    records: [
      { level: "error", timestamp: T, service: "returns", message: "request failed: label-maker" },
      {
        level: "error",
        timestamp: "2024-03-05T14:07:09.500Z",
        service: "appointments",
        message: "remaining connection slots are reserved\n    at Parser.parseErrorMessage",
      },
      { level: "warn", timestamp: "2024-03-05T14:07:10.000Z", service: "fraud-score", message: "rule set stale" },
      { level: "info", timestamp: "2024-03-05T14:07:11.000Z", service: "fraud-score", message: "fatal error: runtime" },
    ],
  },
  {
    name: "docker compose over a layout of pipe-separated columns, the level a word in any case, a letter or pino's number",
    doc: "'<service>-<n>  | <time> | <level> | <message>': the column between pipes is the level, 'warn', 'Information', 'E' or pino's 10-60",
    lines: [
      "resale-1   | 2024-03-05 14:07:09.123 | 50       | FATAL ERROR: Reached heap limit Allocation failed",
      "resale-1   | 2024-03-05 14:07:10.000 | 30       | listing R9339586 created",
      "orders-1   | 2024-03-05 14:07:11.000 | warn     | upstream resale returned 503, retrying",
      "seat-map-1 | 2024-03-05 14:07:11.500 | E        | request to http://resale:8080/internal failed",
      "notify-1   | 2024-03-05 14:07:12.000 | ERROR    | Tax lookup failed\\nPolly.CircuitBreaker.BrokenCircuitException: The circuit is now open\\n   at Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
    ],
    records: [
      { level: "error", timestamp: "2024-03-05T14:07:09.123Z", service: "resale", message: "FATAL ERROR" },
      { level: "info", timestamp: "2024-03-05T14:07:10.000Z", service: "resale" },
      { level: "warn", timestamp: "2024-03-05T14:07:11.000Z", service: "orders", message: "upstream resale" },
      { level: "error", timestamp: "2024-03-05T14:07:11.500Z", service: "seat-map", message: "request to http" },
      // (a stack flattened with its escapes written out is read as the lines it was)
      {
        level: "error",
        timestamp: "2024-03-05T14:07:12.000Z",
        service: "notify",
        message: "Tax lookup failed\nPolly.CircuitBreaker.BrokenCircuitException",
      },
    ],
  },
  {
    name: "GCP Logging for a container known only by its runtime id, its stack in the structured payload",
    doc: "resource.labels.container_name a 12-hex container id: the pod's name says the workload; jsonPayload.stack_trace the application's stack",
    lines: [
      '{"timestamp":"2024-03-05T14:07:09.123Z","severity":"ERROR","resource":{"type":"k8s_container","labels":{"container_name":"2aa8bb116abb","pod_name":"outage-map-rnnd2fwf9-2vb45"}},"jsonPayload":{"message":"request failed","stack_trace":"Traceback (most recent call last):\\n  File \\"/app/x.py\\", line 9, in put\\nbotocore.exceptions.ClientError: An error occurred (ExpiredToken)"}}',
    ],
    records: [{ level: "error", timestamp: T, service: "outage-map-rnnd2fwf9-2vb45", message: "(ExpiredToken)" }],
  },
];
