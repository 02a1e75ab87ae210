// Stack traces the way each runtime prints them.
export const javaOom = [
  "java.lang.OutOfMemoryError: Java heap space",
  "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
  "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
  "\tat com.parcelco.rating.RateTableCache.expand(RateTableCache.java:188)",
  "\tat com.parcelco.rating.QuoteService.quote(QuoteService.java:74)",
  "\tat com.parcelco.rating.web.QuoteController.post(QuoteController.java:41)",
];
export const goOom = [
  "fatal error: runtime: out of memory",
  "",
  "runtime stack:",
  "runtime.throw({0x1a2b3c0?, 0x2000000?})",
  "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
  "runtime.sysMap(0xc0a8000000, 0x4000000, 0x2b1e9f8?)",
  "\t/usr/local/go/src/runtime/mem_linux.go:167 +0xc5",
  "goroutine 8812 [running]:",
  "github.com/rides/driver-locator/internal/grid.(*Index).Snapshot(0xc000162000)",
  "\t/src/internal/grid/index.go:212 +0x1f4",
];
export const pyMem = [
  "Traceback (most recent call last):",
  '  File "/app/reminders/tasks.py", line 88, in render_batch',
  "    payload = [template.render(p) for p in patients]",
  '  File "/app/reminders/tasks.py", line 88, in <listcomp>',
  "    payload = [template.render(p) for p in patients]",
  "MemoryError",
];
export const pgDeadlock = [
  "org.postgresql.util.PSQLException: ERROR: deadlock detected",
  "  Detail: Process 48211 waits for ShareLock on transaction 99120334; blocked by process 48190.",
  "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)",
  "\tat org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
  "\tat com.zaxx.catalog.rails.RailWriter.upsert(RailWriter.java:96)",
];
export const hikari = [
  "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
  "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
  "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
  "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
  "\tat com.shop.inventory.StockRepository.reserve(StockRepository.java:63)",
];
export const numberFormat = [
  'java.lang.NumberFormatException: For input string: "1,5"',
  "\tat java.base/jdk.internal.math.FloatingDecimal.readJavaFormatString(FloatingDecimal.java:2054)",
  "\tat java.base/java.lang.Double.parseDouble(Double.java:651)",
  "\tat com.rides.pricing.config.SurgeSettings.<init>(SurgeSettings.kt:22)",
  "\tat com.rides.pricing.ApplicationKt.main(Application.kt:18)",
];
export const pydanticCfg = [
  "Traceback (most recent call last):",
  '  File "/srv/directory/app/main.py", line 14, in <module>',
  "    settings = Settings()",
  '  File "/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py", line 167, in __init__',
  "    super().__init__(",
  "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings",
  "cache_ttl_seconds",
  "  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='15m', input_type=str]",
];
export const nodeTypeError = [
  "TypeError: Cannot read properties of undefined (reading 'artwork')",
  "    at toRailItem (/app/dist/rails/mapper.js:41:28)",
  "    at Array.map (<anonymous>)",
  "    at buildRail (/app/dist/rails/builder.js:77:33)",
  "    at async RailsController.home (/app/dist/rails/controller.js:25:19)",
];
export const goNil = [
  "panic: runtime error: invalid memory address or nil pointer dereference",
  "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c1f2e]",
  "",
  "goroutine 40122 [running]:",
  "github.com/rides/trip-svc/internal/trip.(*Service).attachVehicle(0xc0004a2000, 0xc00a1c3e00)",
  "\t/src/internal/trip/service.go:311 +0x4e",
  "github.com/rides/trip-svc/internal/trip.(*Service).Create(0xc0004a2000, {0x1f0e2a8, 0xc00a1b4f00}, 0xc00a1c3e00)",
  "\t/src/internal/trip/service.go:142 +0x2b1",
];
export const kotlinNpe = [
  'java.lang.NullPointerException: Cannot invoke "com.parcelco.tracking.Location.getFacility()" because "event.location" is null',
  "\tat com.parcelco.tracking.ScanEventHandler.apply(ScanEventHandler.kt:58)",
  "\tat com.parcelco.tracking.ScanConsumer.poll(ScanConsumer.kt:33)",
  "\tat org.apache.kafka.clients.consumer.KafkaConsumer.poll(KafkaConsumer.java:1250)",
];
export const rubyParse = [
  "JSON::ParserError: unexpected character: 'NaN' at line 1 column 58",
  "/usr/local/bundle/gems/json-2.7.1/lib/json/common.rb:219:in `parse'",
  "/app/app/jobs/order_confirmation_job.rb:12:in `perform'",
  "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
];
export const pyValidation = [
  "Traceback (most recent call last):",
  '  File "/app/claims/consumer.py", line 61, in handle',
  "    event = ClaimEvent.model_validate_json(msg.value)",
  "pydantic_core._pydantic_core.ValidationError: 2 validation errors for ClaimEvent",
  "amount",
  "  Input should be a valid decimal [type=decimal_parsing, input_value='12,40', input_type=str]",
  "service_date",
  "  Input should be a valid date [type=date_from_datetime_parsing, input_value='03/11/2026', input_type=str]",
];
export const javaConstraint = [
  "jakarta.validation.ConstraintViolationException: post.entry.lines[1].amount: must be greater than 0",
  "\tat org.hibernate.validator.internal.engine.ValidatorImpl.validate(ValidatorImpl.java:170)",
  "\tat com.billing.ledger.JournalService.post(JournalService.java:88)",
  "\tat com.billing.ledger.api.JournalController.create(JournalController.java:39)",
];
export const javaTimeout = [
  "java.net.SocketTimeoutException: Read timed out",
  "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
  "\tat org.apache.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:153)",
  "\tat com.parcelco.carriers.ups.UpsClient.createShipment(UpsClient.java:121)",
];
export const pyReadTimeout = [
  "Traceback (most recent call last):",
  '  File "/app/fhir/payer.py", line 44, in submit',
  "    resp = self.session.post(url, json=bundle, timeout=(3, 20))",
  "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.clearinghouse.example', port=443): Read timed out. (read timeout=20)",
];
