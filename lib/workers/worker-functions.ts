// Worker Lambdas from shared/workers.ts: queue consumers with partial batch responses, scheduled jobs.
import { Duration } from "aws-cdk-lib";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import type { WorkerDef } from "../../shared/workers.js";
import type { LlmGrant, MailGrant } from "../functions/access.js";
import { assertUniqueIds, constructIdOf } from "../functions/ids.js";
import { LogdxFunction } from "../functions/logdx-function.js";
import { routeDefines } from "../functions/route-entry.js";
import type { StatefulResources } from "../stateful-stack.js";
import { WorkerSchedule } from "../watchdog/schedule.js";

export const WORKER_MEMORY_MB = 1769; // one full vCPU: the diagnosis engine is CPU-bound
/**
 * Most concurrent invocations one queue's event source may start. A backlog of analyses (each up to 15 minutes at
 * one vCPU) must not take the account's concurrency from the API's functions; the rest waits in the queue.
 */
export const QUEUE_WORKER_MAX_CONCURRENCY = 10;

export interface WorkerFunctionsProps {
  workers: readonly WorkerDef[];
  resources: StatefulResources;
  environment: Record<string, string>;
  llm?: LlmGrant;
  mail?: MailGrant;
}

export class WorkerFunctions extends Construct {
  readonly functions = new Map<string, NodejsFunction>();
  readonly schedules = new Map<string, WorkerSchedule>();

  constructor(scope: Construct, id: string, props: WorkerFunctionsProps) {
    super(scope, id);
    assertUniqueIds(
      props.workers.map((w) => w.id),
      "Worker",
    );
    for (const worker of props.workers) {
      const cid = constructIdOf(worker.id);
      const fn = new LogdxFunction(this, cid, {
        entry: worker.handler,
        description: worker.summary.slice(0, 256),
        timeout: Duration.seconds(worker.timeoutSeconds),
        memorySize: worker.memoryMb ?? WORKER_MEMORY_MB,
        access: worker.access,
        define: routeDefines(worker),
        resources: props.resources,
        environment: props.environment,
        llm: props.llm,
        mail: props.mail,
      }).fn;
      this.functions.set(worker.id, fn);

      if (worker.kind === "queue") {
        fn.addEventSource(
          new SqsEventSource(props.resources.queues[worker.queue], {
            batchSize: worker.batchSize,
            reportBatchItemFailures: true,
            maxConcurrency: QUEUE_WORKER_MAX_CONCURRENCY,
          }),
        );
      } else {
        this.schedules.set(
          worker.id,
          new WorkerSchedule(this, `${cid}Schedule`, {
            fn,
            expression: worker.schedule,
            description: `logdx: ${worker.summary}`.slice(0, 512),
          }),
        );
      }
    }
  }
}
