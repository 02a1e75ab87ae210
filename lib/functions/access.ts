// Least privilege from a route's or worker's `access`: exactly the table actions, queues and key usage it
// declares, on named resources (the table, its GSIs, one queue, one key), each KMS use pinned to its service.
import { Aws } from "aws-cdk-lib";
import { type IGrantable, PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { RouteAccess } from "../../shared/route.types.js";
import { GSIS, PK, SK, TTL_ATTRIBUTE } from "../../shared/store/table-definition.js";
import type { StatefulResources } from "../stateful-stack.js";

/**
 * "read" routes still count their request in a fixed-window rate item (shared/store/rate-limits.dynamo.ts:
 * ADD hits, SET expiresAt). They may UpdateItem, but only items made of exactly these attributes.
 */
export const RATE_WINDOW_ATTRIBUTES = [PK, SK, "hits", TTL_ATTRIBUTE];

const TABLE_READ = ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:ConditionCheckItem"];
const TABLE_WRITE = ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"];

/** Bedrock model to allow when the app runs with an LLM (context `logdx:llm` = "bedrock:<modelId>"). */
export interface LlmGrant {
  modelId: string;
}

function viaService(service: string) {
  return { StringEquals: { "kms:ViaService": `${service}.${Aws.REGION}.amazonaws.com` } };
}

/** The deployment's email sender (context `logdx:mailFrom`), an identity verified in SES. */
export interface MailGrant {
  from: string;
}

export function accessStatements(
  access: RouteAccess,
  res: StatefulResources,
  llm?: LlmGrant,
  mail?: MailGrant,
): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  if (access.table !== "none") statements.push(...tableStatements(access, res));
  statements.push(...queueStatements(access, res), ...credentialsStatements(access, res));
  if (llm && access.llm) statements.push(bedrockStatement(llm));
  if (mail && access.mail) statements.push(sesStatement(mail));
  return statements;
}

function tableStatements(access: RouteAccess, res: StatefulResources): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const { table } = res;
  const indexArns = GSIS.map((g) => `${table.tableArn}/index/${g.name}`);

  statements.push(
    new PolicyStatement({ sid: "TableRead", actions: TABLE_READ, resources: [table.tableArn, ...indexArns] }),
  );
  if (access.table === "readwrite") {
    statements.push(new PolicyStatement({ sid: "TableWrite", actions: TABLE_WRITE, resources: [table.tableArn] }));
  } else {
    statements.push(
      new PolicyStatement({
        sid: "TableRateWindow",
        actions: ["dynamodb:UpdateItem"],
        resources: [table.tableArn],
        conditions: { "ForAllValues:StringEquals": { "dynamodb:Attributes": RATE_WINDOW_ATTRIBUTES } },
      }),
    );
  }
  if (table.encryptionKey) {
    const tableKeyActions = ["kms:Decrypt", "kms:DescribeKey"];
    if (access.table === "readwrite") tableKeyActions.push("kms:Encrypt", "kms:GenerateDataKey");
    statements.push(
      new PolicyStatement({
        sid: "TableKey",
        actions: tableKeyActions,
        resources: [table.encryptionKey.keyArn],
        conditions: viaService("dynamodb"),
      }),
    );
  }

  return statements;
}

function queueStatements(access: RouteAccess, res: StatefulResources): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const queueNames = [...new Set(access.queues ?? [])];
  const deadLetterNames = [...new Set(access.deadLetters ?? [])];
  if (queueNames.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: "QueueSend",
        actions: ["sqs:SendMessage", "sqs:GetQueueAttributes"],
        resources: queueNames.map((q) => res.queues[q].queueArn),
      }),
    );
  }
  if (deadLetterNames.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: "DeadLetterSend",
        actions: ["sqs:SendMessage"],
        resources: deadLetterNames.map((q) => res.deadLetterQueues[q].queueArn),
      }),
    );
  }
  const sending = [...queueNames.map((q) => res.queues[q]), ...deadLetterNames.map((q) => res.deadLetterQueues[q])];
  if (sending.length > 0) {
    const queueKeys = [...new Set(sending.map((q) => q.encryptionMasterKey?.keyArn))].filter((k): k is string =>
      Boolean(k),
    );
    if (queueKeys.length > 0) {
      statements.push(
        new PolicyStatement({
          sid: "QueueKey",
          actions: ["kms:GenerateDataKey", "kms:Decrypt"],
          resources: queueKeys,
          conditions: viaService("sqs"),
        }),
      );
    }
  }

  return statements;
}

function credentialsStatements(access: RouteAccess, res: StatefulResources): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const kmsActions = [
    ...(access.kms?.includes("encrypt") ? ["kms:GenerateDataKey"] : []),
    ...(access.kms?.includes("decrypt") ? ["kms:Decrypt"] : []),
  ];
  if (kmsActions.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: "CredentialsKey",
        actions: kmsActions,
        resources: [res.credentialsKey.keyArn],
        // Only envelope calls carrying the {tenantId, resource} context the crypto adapter always sends.
        conditions: {
          "ForAllValues:StringEquals": { "kms:EncryptionContextKeys": ["tenantId", "resource"] },
          Null: { "kms:EncryptionContext:tenantId": "false", "kms:EncryptionContext:resource": "false" },
        },
      }),
    );
  }

  return statements;
}

/** Cross-region inference profiles (us./eu./apac./global. ids) route to the base model in several regions. */
const INFERENCE_PROFILE = /^(us|eu|apac|global)\.(.+)$/;

function bedrockStatement(llm: LlmGrant): PolicyStatement {
  const profile = INFERENCE_PROFILE.exec(llm.modelId);
  const resources = profile
    ? [
        `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${llm.modelId}`,
        // Region wildcard: a cross-region profile may serve the call from any region in its geography.
        `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profile[2]}`,
      ]
    : [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${llm.modelId}`];
  return new PolicyStatement({
    sid: "BedrockInvoke",
    actions: ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"],
    resources,
  });
}

export function grantAccess(
  grantee: IGrantable,
  access: RouteAccess,
  res: StatefulResources,
  llm?: LlmGrant,
  mail?: MailGrant,
): PolicyStatement[] {
  const statements = accessStatements(access, res, llm, mail);
  for (const s of statements) grantee.grantPrincipal.addToPrincipalPolicy(s);
  return statements;
}

/** The base model id of a cross-region inference profile id, or undefined for a plain model id. */
export function crossRegionModelOf(modelId: string): string | undefined {
  return INFERENCE_PROFILE.exec(modelId)?.[2];
}

/** SendEmail from the sender only: SES authorizes a send against the address's identity or its domain's. */
function sesStatement(mail: MailGrant): PolicyStatement {
  const domain = mail.from.slice(mail.from.lastIndexOf("@") + 1);
  return new PolicyStatement({
    sid: "SesSend",
    actions: ["ses:SendEmail"],
    resources: [mail.from, domain].map(
      (id) => `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${id}`,
    ),
    conditions: { StringEquals: { "ses:FromAddress": mail.from } },
  });
}
