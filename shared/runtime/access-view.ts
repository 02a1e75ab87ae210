// A function's view of the ports: only those its access grants (RouteAccess, the list CDK turns into IAM
// statements). Lambda builds just those (lambda-context.ts); the local server hands each route and worker this view
// of its one context, so a port used without being declared fails locally as IAM would refuse it on AWS.

import type { AppContext } from "../app-context.js";
import type { CryptoPort } from "../crypto/crypto.port.js";
import type { OutgoingHttp } from "../net/outgoing-http.port.js";
import type { MailPort } from "../notify/mail.port.js";
import type { QueuePort } from "../queue/queue.port.js";
import type { RouteAccess } from "../route.types.js";

const NOT_METHODS = new Set(["then", "toJSON", "constructor", "valueOf", "toString", "inspect"]);

/** A port whose access the function was not given: every call fails, naming what to declare. */
export function withoutAccess<T extends object>(port: string, access: string): T {
  const fail = () => Promise.reject(new Error(`this function has no ${port} access: declare ${access} in its access`));
  // Only port method names answer `fail`: awaiting, logging or printing the port sees a plain empty object.
  return new Proxy({} as T, {
    get: (target, prop) => (typeof prop !== "string" || NOT_METHODS.has(prop) ? Reflect.get(target, prop) : fail),
  });
}

/** The context as a function of this access sees it; reads through, so ports swapped on `ctx` later show too. */
export function accessView(ctx: AppContext, access: RouteAccess): AppContext {
  const denied: Partial<Record<keyof AppContext, unknown>> = {
    ...((access.queues?.length ?? 0) + (access.deadLetters?.length ?? 0) > 0
      ? {}
      : { queue: withoutAccess<QueuePort>("queue", "queues") }),
    ...((access.kms?.length ?? 0) > 0 ? {} : { crypto: withoutAccess<CryptoPort>("KMS", "kms") }),
    ...(access.egress ? {} : { http: withoutAccess<OutgoingHttp>("outgoing HTTP", "egress") }),
    ...(access.mail ? {} : { mail: withoutAccess<MailPort>("mail", "mail") }),
  };
  return new Proxy(ctx, {
    get(target, prop, receiver) {
      if (prop === "llm" && !access.llm) return undefined;
      if (typeof prop === "string" && prop in denied) return denied[prop as keyof AppContext];
      return Reflect.get(target, prop, receiver);
    },
  });
}
