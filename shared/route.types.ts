// The shape of one entry of the route table (shared/routes/table.ts): the local router, CDK and OpenAPI read it.
import type { ZodType } from "zod";
import type { Permission } from "./domain/api-key-vocabulary.js";
import type { QueueName } from "./queue/queue.port.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
export type RateCategory = "read" | "mutation" | "analysis";

/** Which key kinds a route accepts and how the project is resolved. */
export type RouteScope =
  | "public" // no auth (health, openapi)
  | "project" // project-scoped: secret key, or org key + X-Project-Id (public key only where allowPublicKey)
  | "tenant"; // tenant-only: org key (ORG_KEY_REQUIRED otherwise)

/** The AWS resources a route's function may touch: CDK grants exactly these. */
export interface RouteAccess {
  /** "none": no port at all (no auth, no rate window): the function gets no table, key or queue. */
  table: "none" | "read" | "readwrite";
  queues?: QueueName[];
  /** Dead-letter queues the function moves messages to itself (a consumer that counts its own attempts). */
  deadLetters?: QueueName[];
  kms?: Array<"encrypt" | "decrypt">;
  /** Calls out to the internet (log sources, channels, an OpenAI-compatible LLM). */
  egress?: boolean;
  /** Asks the configured LLM (Bedrock InvokeModel on AWS): the only functions given the LLM port and its grant. */
  llm?: boolean;
  /** Sends email (SES SendEmail from the deployment's sender on AWS). */
  mail?: boolean;
}

export interface RouteDef {
  /** Stable id, e.g. "projects.create"; also the Lambda's logical id. */
  id: string;
  /** The id of the route this one is an alias of: the same operation (e.g. idempotency treats them as one). */
  aliasOf?: string;
  method: HttpMethod;
  /** API Gateway style path: /v1/config/projects/{id} */
  path: string;
  /** Repo-relative module exporting `handler`, e.g. "functions/projects/create.ts". */
  handler: string;
  summary: string;
  scope: RouteScope;
  permission?: Permission;
  allowPublicKey?: boolean;
  /** Tenant routes that also accept the project's own secret key. */
  allowSecretKey?: boolean;
  rateCategory: RateCategory;
  idempotent: boolean;
  body?: ZodType;
  query?: ZodType;
  /** The `data` of a success response, for OpenAPI. */
  response?: ZodType;
  successStatus?: number;
  /** Answers Server-Sent Events: the local server streams it; on AWS it needs a streaming function URL. */
  streaming?: boolean;
  access: RouteAccess;
}
