// Stateful stack: what holds data (table, keys, queues). Deployed rarely, everything retained.
import { Stack, type StackProps } from "aws-cdk-lib";
import type { Table } from "aws-cdk-lib/aws-dynamodb";
import type { Key } from "aws-cdk-lib/aws-kms";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import type { QueueName } from "../shared/queue/queue.port.js";
import type { WorkerDef } from "../shared/workers.js";
import { LogdxKeys } from "./data/keys.js";
import { LogdxTable } from "./data/table.js";
import { LogdxQueues } from "./workers/queues.js";

/** What the stateless stack needs from this one. */
export interface StatefulResources {
  table: Table;
  credentialsKey: Key;
  queues: Record<QueueName, Queue>;
  deadLetterQueues: Record<QueueName, Queue>;
}

export interface LogdxStatefulStackProps extends StackProps {
  /** The queue consumers: each queue's visibility timeout follows its slowest consumer's timeout. */
  workers: readonly WorkerDef[];
}

export class LogdxStatefulStack extends Stack {
  readonly resources: StatefulResources;

  constructor(scope: Construct, id: string, props: LogdxStatefulStackProps) {
    super(scope, id, props);
    const keys = new LogdxKeys(this, "Keys");
    const table = new LogdxTable(this, "Data", { encryptionKey: keys.tableKey });
    const queues = new LogdxQueues(this, "Work", { encryptionKey: keys.queueKey, workers: props.workers });
    this.resources = {
      table: table.table,
      credentialsKey: keys.credentialsKey,
      queues: queues.queues,
      deadLetterQueues: queues.deadLetterQueues,
    };
  }
}
