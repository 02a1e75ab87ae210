// How each runtime's client library prints an error coming back from Postgres, MySQL or Kafka.
import type { Runtime } from "./estates.js";

export function pgError(rt: Runtime | undefined, cls: string, code: string, m: string): string {
  switch (rt) {
    case "jvm":
      return `org.springframework.dao.DataAccessResourceFailureException: PreparedStatementCallback; nested exception is org.postgresql.util.PSQLException: ERROR: ${m}`;
    case "go":
      return `query failed: pq: ${m}`;
    case "python":
      return `psycopg2.errors.${cls}: ${m}`;
    case "node":
      return `query failed: error: ${m} (code ${code})`;
    case "dotnet":
      return `Npgsql.PostgresException (0x80004005): ${code}: ${m}`;
    default:
      return `ActiveRecord::StatementInvalid: PG::${cls}: ERROR:  ${m}`;
  }
}

export function mysqlError(rt: Runtime | undefined, num: number, sym: string, m: string): string {
  switch (rt) {
    case "jvm":
      return `org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException; SQL state [HY000]; error code [${num}]; ${m}; nested exception is java.sql.SQLException: ${m}`;
    case "go":
      return `query failed: Error ${num} (HY000): ${m}`;
    case "python":
      return `pymysql.err.InternalError: (${num}, "${m}")`;
    case "node":
      return `Error: ${sym}: ${m}`;
    case "dotnet":
      return `MySqlConnector.MySqlException (0x80004005): ${m}`;
    default:
      return `ActiveRecord::StatementInvalid: Mysql2::Error: ${m}`;
  }
}

export function kafkaStorageError(rt: Runtime | undefined, topic: string): string {
  const m = "Disk error when trying to access log file on the disk.";
  switch (rt) {
    case "jvm":
      return `Failed to send record to ${topic}: org.apache.kafka.common.errors.KafkaStorageException: ${m}`;
    case "go":
      return `failed to produce to ${topic}: kafka server: ${m}`;
    case "python":
      return `Message delivery to ${topic} failed: KafkaError{code=KAFKA_STORAGE_ERROR,val=56,str="Broker: ${m.slice(0, -1)}"}`;
    case "node":
      return `KafkaJSProtocolError: ${m} (topic ${topic})`;
    case "dotnet":
      return `Confluent.Kafka.ProduceException\`2[System.String,System.String]: Broker: ${m.slice(0, -1)} (topic ${topic})`;
    default:
      return `Kafka::KafkaStorageError: ${m} (topic ${topic})`;
  }
}
