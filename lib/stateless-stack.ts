// Stateless stack: the HTTP API, every function, the watchdog schedule and the alarms. Safe to redeploy at will.
import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import type { CorsOrigins } from "../shared/http/cors.js";
import type { RouteDef } from "../shared/route.types.js";
import type { WorkerDef } from "../shared/workers.js";
import { LogdxHttpApi } from "./api/http-api.js";
import type { LlmGrant, MailGrant } from "./functions/access.js";
import { constructIdOf } from "./functions/ids.js";
import { runtimeEnvironment } from "./functions/runtime-env.js";
import { AlarmTopic } from "./observability/alarm-topic.js";
import { LogdxAlarms } from "./observability/alarms.js";
import type { StatefulResources } from "./stateful-stack.js";
import { WorkerFunctions } from "./workers/worker-functions.js";

export interface LogdxStatelessStackProps extends StackProps {
  resources: StatefulResources;
  routes: readonly RouteDef[];
  workers: readonly WorkerDef[];
  /** The LOGDX_LLM setting; "bedrock:<modelId>" also grants InvokeModel to functions whose access has `llm`. */
  llm?: string;
  /** The sender of notification email (context `logdx:mailFrom`), verified in SES; functions with `mail` may send. */
  mailFrom?: string;
  /** Subscribed by email to the alarm topic (context `alarmEmail`). */
  alarmEmail?: string;
  /** Origins the browser SDK may call from (context `logdx:corsOrigins`): "*" or a list. */
  corsOrigins?: CorsOrigins;
}

export class LogdxStatelessStack extends Stack {
  readonly api: LogdxHttpApi;
  readonly workers: WorkerFunctions;
  readonly alarmTopic: AlarmTopic;

  constructor(scope: Construct, id: string, props: LogdxStatelessStackProps) {
    super(scope, id, props);
    const { resources } = props;
    const environment = runtimeEnvironment({
      tableName: resources.table.tableName,
      queueUrls: {
        analysis: resources.queues.analysis.queueUrl,
        delivery: resources.queues.delivery.queueUrl,
        watchdog: resources.queues.watchdog.queueUrl,
      },
      deliveryDeadLetterUrl: resources.deadLetterQueues.delivery.queueUrl,
      credentialsKeyArn: resources.credentialsKey.keyArn,
      llm: props.llm,
      mailFrom: props.mailFrom,
    });
    const mail: MailGrant | undefined = props.mailFrom ? { from: props.mailFrom } : undefined;
    const llm: LlmGrant | undefined = props.llm?.startsWith("bedrock:")
      ? { modelId: props.llm.slice("bedrock:".length) }
      : undefined;

    this.api = new LogdxHttpApi(this, "Http", {
      routes: props.routes,
      resources,
      environment,
      llm,
      mail,
      corsOrigins: props.corsOrigins,
    });
    this.workers = new WorkerFunctions(this, "Workers", {
      workers: props.workers,
      resources,
      // Links in notifications open the analysis through this API.
      environment: { ...environment, LOGDX_PUBLIC_URL: this.api.url },
      llm,
      mail,
    });
    this.alarmTopic = new AlarmTopic(this, "AlarmTopic", { email: props.alarmEmail });
    new LogdxAlarms(this, "Alarms", {
      functions: [...this.api.allFunctions, ...this.workers.functions.values()],
      workQueues: resources.queues,
      deadLetterQueues: resources.deadLetterQueues,
      topic: this.alarmTopic.topic,
    });
    new CfnOutput(this, "ApiUrl", { value: this.api.url, description: "logdx API base URL" });
    for (const [routeId, url] of this.api.streamUrls) {
      new CfnOutput(this, `${constructIdOf(routeId)}StreamUrl`, {
        value: url.url,
        description: `Streaming function URL of ${routeId} (Server-Sent Events as produced; same bearer API key)`,
      });
    }
  }
}
