// Stack traces in each runtime's own style (Java, Scala, Python, .NET, Ruby, Node, C++), used by the incidents.
export const PY_DBT = `Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/airflow/models/taskinstance.py", line 465, in _execute_task
    result = _execute_callable(context=context, **execute_callable_kwargs)
  File "/opt/airflow/plugins/operators/dbt_operator.py", line 88, in execute
    raise AirflowException(f"dbt {self.command} exited with code {rc}")
airflow.exceptions.AirflowException: dbt build exited with code 2`;

export const JAVA_HIKARI = `javax.jdo.JDODataStoreException: HikariPool-2 - Connection is not available, request timed out after 30000ms.
\tat org.datanucleus.api.jdo.NucleusJDOHelper.getJDOExceptionForNucleusException(NucleusJDOHelper.java:543)
\tat org.datanucleus.api.jdo.JDOQuery.executeInternal(JDOQuery.java:391)
\tat org.apache.hadoop.hive.metastore.ObjectStore.getPartitionsViaOrmFilter(ObjectStore.java:3342)
\tat org.apache.hadoop.hive.metastore.ObjectStore.getPartitionsByNamesInternal(ObjectStore.java:3189)
\tat org.apache.hadoop.hive.metastore.HMSHandler.get_partitions_by_names(HMSHandler.java:5877)
\tat sun.reflect.GeneratedMethodAccessor61.invoke(Unknown Source)
\tat org.apache.hadoop.hive.metastore.RetryingHMSHandler.invokeInternal(RetryingHMSHandler.java:160)
Caused by: java.sql.SQLTransientConnectionException: HikariPool-2 - Connection is not available, request timed out after 30000ms.
\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)
\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)
\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)
\t... 31 more`;

export const JAVA_OOM_EXEC = `java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)
\tat java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)
\tat org.apache.spark.util.collection.ExternalAppendOnlyMap.insertAll(ExternalAppendOnlyMap.scala:168)
\tat org.apache.spark.Aggregator.combineValuesByKey(Aggregator.scala:41)
\tat org.apache.spark.scheduler.ShuffleMapTask.runTask(ShuffleMapTask.scala:99)
\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:620)
\tat java.base/java.lang.Thread.run(Thread.java:840)`;

export const SPARK_BCAST = `java.util.concurrent.TimeoutException: Futures timed out after [300 seconds]
\tat scala.concurrent.impl.Promise$DefaultPromise.tryAwait0(Promise.scala:248)
\tat scala.concurrent.impl.Promise$DefaultPromise.result(Promise.scala:261)
\tat org.apache.spark.util.ThreadUtils$.awaitResult(ThreadUtils.scala:314)
\tat org.apache.spark.sql.execution.exchange.BroadcastExchangeExec.doExecuteBroadcast(BroadcastExchangeExec.scala:212)
\tat org.apache.spark.sql.execution.joins.BroadcastHashJoinExec.doExecute(BroadcastHashJoinExec.scala:140)
\tat com.tidewater.jobs.StoreSalesJob$.run(StoreSalesJob.scala:112)`;

export const SPARK_CONF = `java.lang.IllegalArgumentException: Required executor memory (16384 MB), offHeap memory (0) MB, overhead (1638 MB), and PySpark memory (0 MB) is above the max threshold (12288 MB) of this cluster! Please check the values of 'yarn.scheduler.maximum-allocation-mb' and/or 'yarn.nodemanager.resource.memory-mb'.
\tat org.apache.spark.deploy.yarn.Client.verifyClusterResources(Client.scala:405)
\tat org.apache.spark.deploy.yarn.Client.submitApplication(Client.scala:201)
\tat org.apache.spark.scheduler.cluster.YarnClientSchedulerBackend.start(YarnClientSchedulerBackend.scala:62)
\tat org.apache.spark.SparkContext.<init>(SparkContext.scala:595)
\tat org.apache.spark.SparkContext$.getOrCreate(SparkContext.scala:2714)`;

export const PY_NONE = `Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/airflow/models/taskinstance.py", line 465, in _execute_task
    result = _execute_callable(context=context, **execute_callable_kwargs)
  File "/opt/airflow/dags/inventory_hourly/tasks.py", line 142, in build_store_manifest
    region = store_meta["region"]["code"]
TypeError: 'NoneType' object is not subscriptable`;

export const PY_AF_DISK = `Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/airflow/jobs/scheduler_job_runner.py", line 1062, in _run_scheduler_loop
    self.processor_agent.heartbeat()
  File "/usr/local/lib/python3.11/site-packages/airflow/dag_processing/manager.py", line 316, in heartbeat
    self._heartbeat_manager()
  File "/usr/local/lib/python3.11/logging/__init__.py", line 1113, in flush
    self.stream.flush()
OSError: [Errno 28] No space left on device`;

export const HMS_NULL = `MetaException(message:null)
\tat org.apache.hadoop.hive.metastore.RetryingHMSHandler.invokeInternal(RetryingHMSHandler.java:208)
\tat org.apache.hadoop.hive.metastore.RetryingHMSHandler.invoke(RetryingHMSHandler.java:108)
\tat com.sun.proxy.$Proxy28.get_table_req(Unknown Source)
\tat org.apache.hadoop.hive.metastore.api.ThriftHiveMetastore$Processor$get_table_req.getResult(ThriftHiveMetastore.java:16890)
\tat org.apache.thrift.ProcessFunction.process(ProcessFunction.java:38)`;

export const DOTNET_NRE = `System.NullReferenceException: Object reference not set to an instance of an object.
   at Kestrel.Payments.Outbox.ChargeEventMapper.Map(Charge charge) in /src/Payments.Api/Outbox/ChargeEventMapper.cs:line 47
   at Kestrel.Payments.Application.CreateChargeHandler.Handle(CreateCharge command, CancellationToken ct) in /src/Payments.Api/Application/CreateChargeHandler.cs:line 83
   at Kestrel.Payments.Api.ChargesController.Create(CreateChargeRequest request) in /src/Payments.Api/Controllers/ChargesController.cs:line 39
   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)
   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)`;

export const RUBY_DEADLOCK = `ActiveRecord::Deadlocked (PG::TRDeadlockDetected: ERROR:  deadlock detected
DETAIL:  Process 48211 waits for ShareLock on transaction 91822731; blocked by process 48377.
Process 48377 waits for ShareLock on transaction 91822729; blocked by process 48211.
HINT:  See server log for query details.
CONTEXT:  while updating tuple (1123,17) in relation "settlement_lines"
):
app/models/settlement_line.rb:61:in \`mark_matched!'
app/services/recon/matcher.rb:118:in \`block in match_batch'
app/services/recon/matcher.rb:102:in \`each'
app/jobs/reconcile_settlement_job.rb:27:in \`perform'`;

export const CONNECT_CONF = `org.apache.kafka.common.config.ConfigException: Invalid value io.confluent.connect.avro.AvroConvertor for configuration value.converter: Class io.confluent.connect.avro.AvroConvertor could not be found.
\tat org.apache.kafka.common.config.ConfigDef.parseType(ConfigDef.java:744)
\tat org.apache.kafka.common.config.ConfigDef.parseValue(ConfigDef.java:490)
\tat org.apache.kafka.connect.runtime.ConnectorConfig.<init>(ConnectorConfig.java:232)
\tat org.apache.kafka.connect.runtime.Worker.startTask(Worker.java:606)
\tat org.apache.kafka.connect.runtime.distributed.DistributedHerder.startTask(DistributedHerder.java:1837)`;

export const CONNECT_AVRO = `org.apache.kafka.connect.errors.DataException: Failed to serialize Avro data from topic payments.public.charges :
\tat io.confluent.connect.avro.AvroConverter.fromConnectData(AvroConverter.java:107)
\tat org.apache.kafka.connect.runtime.WorkerSourceTask.convertTransformedRecord(WorkerSourceTask.java:331)
Caused by: org.apache.kafka.common.errors.SerializationException: Error registering Avro schema{"type":"record","name":"Value","namespace":"payments.public.charges","fields":[{"name":"amount","type":"string"}]}
Caused by: io.confluent.kafka.schemaregistry.client.rest.exceptions.RestClientException: Schema being registered is incompatible with an earlier schema for subject "payments.public.charges-value", details: [{errorType:'TYPE_MISMATCH', description:'The type (path '/fields/3/type') of a field in the new schema does not match with the old schema', additionalInfo:'reader type: LONG not compatible with writer type: STRING'}]; error code: 409
\tat io.confluent.kafka.schemaregistry.client.rest.RestService.sendHttpRequest(RestService.java:314)
\tat io.confluent.kafka.schemaregistry.client.rest.RestService.registerSchema(RestService.java:550)`;

export const PG_PERM = `org.postgresql.util.PSQLException: ERROR: permission denied for table charges
\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)
\tat org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:517)
\tat io.debezium.jdbc.JdbcConnection.query(JdbcConnection.java:563)
\tat io.debezium.connector.postgresql.PostgresSnapshotChangeEventSource.createSchemaChangeEventsForTables(PostgresSnapshotChangeEventSource.java:112)
\tat io.debezium.pipeline.source.AbstractSnapshotChangeEventSource.execute(AbstractSnapshotChangeEventSource.java:76)`;

export const FLINK_OOM = `java.lang.OutOfMemoryError: Direct buffer memory. The direct out-of-memory error has occurred. This can mean two things: either job(s) require(s) a larger size of JVM direct memory or there is a direct memory leak. The direct memory can be allocated by user code or some of its dependencies. In this case 'taskmanager.memory.task.off-heap.size' configuration option should be increased. Flink framework and its dependencies also consume the direct memory, mostly for network communication. The most of network memory is managed by Flink and should not result in out-of-memory error. In certain special cases, in particular for jobs with high parallelism, the framework off-heap memory may need to be increased via 'taskmanager.memory.framework.off-heap.size'.
\tat java.base/java.nio.Bits.reserveMemory(Bits.java:175)
\tat java.base/java.nio.DirectByteBuffer.<init>(DirectByteBuffer.java:118)
\tat org.apache.kafka.common.memory.MemoryPool$1.tryAllocate(MemoryPool.java:30)
\tat org.apache.kafka.common.network.NetworkReceive.readFrom(NetworkReceive.java:103)`;

export const FLINK_BROKER = `org.apache.kafka.common.errors.TimeoutException: Timeout of 60000ms expired before the position for partition payments.public.charges-{i:0-11} could be determined`;

export const PY_AUTH = `Traceback (most recent call last):
  File "/app/bq_loader/loader.py", line 211, in load_partition
    job = self.client.load_table_from_uri(uris, table, job_config=cfg)
  File "/usr/local/lib/python3.11/site-packages/google/cloud/bigquery/client.py", line 2541, in load_table_from_uri
    load_job._begin(retry=retry, timeout=timeout)
  File "/usr/local/lib/python3.11/site-packages/google/auth/credentials.py", line 164, in before_request
    self._blocking_refresh(request)
  File "/usr/local/lib/python3.11/site-packages/google/oauth2/_client.py", line 69, in _handle_error_response
    raise exceptions.RefreshError(error_details, response_data, retryable=retryable_error)
google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant', 'error_description': 'Invalid JWT Signature.'})`;

export const PY_BQ_RATE = `Traceback (most recent call last):
  File "/app/bq_loader/loader.py", line 244, in patch_partition_meta
    self.client.update_table(table, ["labels", "description"])
  File "/usr/local/lib/python3.11/site-packages/google/cloud/bigquery/client.py", line 1403, in update_table
    api_response = self._call_api(
  File "/usr/local/lib/python3.11/site-packages/google/api_core/retry/retry_unary.py", line 144, in retry_target
    return target()
google.api_core.exceptions.Forbidden: 403 PATCH https://bigquery.googleapis.com/bigquery/v2/projects/saltmarsh-prod/datasets/raw/tables/events?prettyPrint=false: Exceeded rate limits: too many table update operations for this table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas`;

export const PY_BQ_BAD = `Traceback (most recent call last):
  File "/app/bq_loader/loader.py", line 219, in load_partition
    job.result()
  File "/usr/local/lib/python3.11/site-packages/google/cloud/bigquery/job/base.py", line 971, in result
    return super(_AsyncJob, self).result(timeout=timeout, **kwargs)
google.api_core.exceptions.BadRequest: 400 Error while reading data, error message: JSON table encountered too many errors, giving up. Rows: 1; errors: 1. Please look into the errors[] collection for more details. File: gs://sm-partner-drops/acme/dt=2026-06-0{i:1-9}/{h:8}.json.gz`;

export const PY_MEM = `Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/dagster/_core/execution/plan/execute_step.py", line 512, in _user_event_sequence_for_step_compute_fn
    for event in iterate_with_context(...):
  File "/opt/dagster/app/saltmarsh/assets/sessions.py", line 77, in sessions_daily
    frame = pd.concat([pd.read_parquet(p) for p in parts], ignore_index=True)
  File "/usr/local/lib/python3.11/site-packages/pandas/core/reshape/concat.py", line 618, in get_result
    new_data = concatenate_managers(
numpy.core._exceptions._ArrayMemoryError: Unable to allocate 6.81 GiB for an array with shape (913842118,) and data type int64`;

export const CH_PARTS = `0. DB::Exception::Exception(DB::Exception::MessageMasked&&, int, bool) @ 0x000000000c8a1f1b in /usr/bin/clickhouse
1. DB::MergeTreeData::delayInsertOrThrowIfNeeded(Poco::Event*, std::shared_ptr<DB::Context const> const&, bool) const @ 0x0000000012a34d9c in /usr/bin/clickhouse
2. DB::MergeTreeSink::onStart() @ 0x0000000012e4a1a8 in /usr/bin/clickhouse
3. DB::ExceptionKeepingTransform::work() @ 0x0000000013b2c4d1 in /usr/bin/clickhouse
4. DB::ExecutionThreadContext::executeTask() @ 0x00000000139a7f6a in /usr/bin/clickhouse
5. DB::PipelineExecutor::executeStepImpl(unsigned long, std::atomic<bool>*) @ 0x000000001399ddf0 in /usr/bin/clickhouse`;

export const CH_SPACE = `0. DB::Exception::Exception(DB::Exception::MessageMasked&&, int, bool) @ 0x000000000c8a1f1b in /usr/bin/clickhouse
1. DB::IMergeTreeDataPart::reserveSpace(unsigned long) @ 0x0000000012b9d20e in /usr/bin/clickhouse
2. DB::MergeTreeData::reserveSpace(unsigned long, std::shared_ptr<DB::IReservation> const&) const @ 0x0000000012a2ab61 in /usr/bin/clickhouse
3. DB::MergeTreeDataWriter::writeTempPartImpl(DB::BlockWithPartition&, std::shared_ptr<DB::StorageInMemoryMetadata const> const&, std::shared_ptr<DB::Context const>, long, bool) @ 0x0000000012d66a3c in /usr/bin/clickhouse
4. DB::MergeTreeSink::consume(DB::Chunk) @ 0x0000000012e4b0f2 in /usr/bin/clickhouse`;

export const SPRING_FAIL = `***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:

    Property: spring.datasource.hikari.maximum-pool-size
    Value: "\${FEATURE_DB_POOL_SIZE}"
    Reason: failed to convert java.lang.String to int (caused by java.lang.NumberFormatException: For input string: "\${FEATURE_DB_POOL_SIZE}")

Action:

Update your application's configuration`;

export const PG_LOCK = `org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [UPDATE user_features SET vector = ?, updated_at = now() WHERE user_id = ?]; ERROR: canceling statement due to lock timeout
\tat org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:263)
\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:1548)
\tat com.saltmarsh.features.store.FeatureRepository.upsert(FeatureRepository.java:88)
\tat com.saltmarsh.features.api.FeatureController.get(FeatureController.java:51)
Caused by: org.postgresql.util.PSQLException: ERROR: canceling statement due to lock timeout
  Where: while updating tuple (40211,3) in relation "user_features"
\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)
\t... 92 common frames omitted`;

export const NODE_UNDEF = `TypeError: Cannot read properties of undefined (reading 'dashboardId')
    at mapQueryResult (/srv/looker-proxy/dist/routes/queries.js:143:41)
    at Array.map (<anonymous>)
    at runQuery (/srv/looker-proxy/dist/routes/queries.js:97:30)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async /srv/looker-proxy/dist/middleware/cache.js:58:22`;

export const SCALA_DNS = `java.io.IOException: Failed to connect to sessionize-driver-svc.sm-analytics.svc/<unresolved>:7078
\tat org.apache.spark.network.client.TransportClientFactory.createClient(TransportClientFactory.java:294)
\tat org.apache.spark.network.client.TransportClientFactory.createClient(TransportClientFactory.java:214)
\tat org.apache.spark.rpc.netty.NettyRpcEnv.createClient(NettyRpcEnv.scala:204)
\tat org.apache.spark.rpc.netty.Outbox$$anon$1.call(Outbox.scala:202)
Caused by: java.net.UnknownHostException: sessionize-driver-svc.sm-analytics.svc
\tat java.base/java.net.InetAddress$CachedAddresses.get(InetAddress.java:801)
\tat java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1533)
\tat io.netty.util.internal.SocketUtils$8.run(SocketUtils.java:156)`;

export const PY_AF_DB = `Traceback (most recent call last):
  File "/home/airflow/.local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 3280, in _wrap_pool_connect
    return fn()
  File "/home/airflow/.local/lib/python3.11/site-packages/sqlalchemy/pool/base.py", line 310, in connect
    return _ConnectionFairy._checkout(self)
  File "/home/airflow/.local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "ib-airflow-db.cluster-c9x2.eu-central-1.rds.amazonaws.com" (10.9.40.12), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections
(Background on this error at: https://sqlalche.me/e/14/e3q8)`;

export const PY_BREAKER = `Traceback (most recent call last):
  File "/app/carrier_pull/client.py", line 66, in fetch_page
    return self._breaker.call(self._get, url, params)
  File "/usr/local/lib/python3.11/site-packages/pybreaker.py", line 237, in call
    return self.state.call(func, *args, **kwargs)
  File "/usr/local/lib/python3.11/site-packages/pybreaker.py", line 853, in call
    raise CircuitBreakerError(msg)
pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker is open`;

export const JAVA_NPE_ETA = `java.lang.NullPointerException: Cannot invoke "com.ironbark.eta.model.Depot.getTimezone()" because the return value of "com.ironbark.eta.DepotCache.get(String)" is null
\tat com.ironbark.eta.EtaEnricher.map(EtaEnricher.java:74)
\tat com.ironbark.eta.EtaEnricher.map(EtaEnricher.java:31)
\tat org.apache.flink.streaming.api.operators.StreamMap.processElement(StreamMap.java:38)
\tat org.apache.flink.streaming.runtime.tasks.OneInputStreamTask$StreamTaskNetworkOutput.emitRecord(OneInputStreamTask.java:237)
\tat org.apache.flink.streaming.runtime.io.AbstractStreamTaskNetworkInput.processElement(AbstractStreamTaskNetworkInput.java:146)
\tat org.apache.flink.streaming.runtime.tasks.StreamTask.processInput(StreamTask.java:562)
\tat java.base/java.lang.Thread.run(Thread.java:829)`;

export const S3_KEY = `com.amazonaws.services.s3.model.AmazonS3Exception: The AWS Access Key Id you provided does not exist in our records. (Service: Amazon S3; Status Code: 403; Error Code: InvalidAccessKeyId; Request ID: {h:16}; S3 Extended Request ID: {h:40}; Proxy: null)
\tat com.amazonaws.http.AmazonHttpClient$RequestExecutor.handleErrorResponse(AmazonHttpClient.java:1879)
\tat com.amazonaws.services.s3.AmazonS3Client.initiateMultipartUpload(AmazonS3Client.java:3631)
\tat io.confluent.connect.s3.storage.S3OutputStream.newMultipartUpload(S3OutputStream.java:246)
\tat io.confluent.connect.s3.storage.S3OutputStream.uploadPart(S3OutputStream.java:140)
\tat io.confluent.connect.s3.TopicPartitionWriter.commitFiles(TopicPartitionWriter.java:598)`;

export const TRINO_SPILL = `io.trino.spi.TrinoException: Failed to write spilled pages
\tat io.trino.spiller.FileSingleStreamSpiller.writePages(FileSingleStreamSpiller.java:146)
\tat io.trino.spiller.FileSingleStreamSpiller.lambda$spill$0(FileSingleStreamSpiller.java:111)
\tat com.google.common.util.concurrent.TrustedListenableFutureTask$TrustedFutureInterruptibleTask.runInterruptibly(TrustedListenableFutureTask.java:131)
Caused by: java.io.IOException: No space left on device
\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)
\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)
\tat io.trino.spiller.FileSingleStreamSpiller.writePages(FileSingleStreamSpiller.java:140)`;

export const CPP_BADALLOC = `terminate called after throwing an instance of 'std::bad_alloc'
  what():  std::bad_alloc
*** Aborted at 1780{i:100000-999999} (unix time) try "date -d @1780{i:100000-999999}" if you are using GNU date ***
PC: @     0x7f3a1c29e9fc pthread_kill
*** SIGABRT (@0x1) received by PID 1 (TID 0x7f3a0b7fe640) from PID 1; stack trace: ***
    @     0x7f3a1c24a520 (unknown)
    @     0x7f3a1c29e9fc pthread_kill
    @     0x7f3a1c2ae43d __gnu_cxx::__verbose_terminate_handler()
    @     0x55d1e0a4c2b1 routing::CandidateSet::Expand()
    @     0x55d1e0a4a9f7 routing::Scorer::ScoreDepot()
    @     0x55d1e0a3ff10 grpc_impl::internal::RpcMethodHandler<>::RunHandler()`;

export const RB_VALID = `ActiveRecord::RecordInvalid (Validation failed: Eta at must be after picked up at, Eta at can't be more than 14 days out):
app/models/shipment_eta.rb:38:in \`apply_batch!'
app/controllers/internal/eta_batches_controller.rb:19:in \`create'
actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`;
