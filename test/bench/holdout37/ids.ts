// How each service prints the request / trace ids it carries: W3C, B3, Datadog, X-Ray, OpenStack, MDC, ...
import type { Rng } from "./rng.js";

export type IdStyle =
  | "otel" // trace_id / span_id as structured fields
  | "traceparent" // W3C header echoed in the message
  | "sleuth" // Spring Cloud Sleuth prefix [app,traceId,spanId]
  | "b3" // X-B3-TraceId / X-B3-SpanId in the message
  | "xrid" // X-Request-ID as request_id field
  | "dd" // dd.trace_id / dd.span_id (decimal, low 64 bits)
  | "xray" // X-Amzn-Trace-Id Root=1-...
  | "openstack" // [req-<uuid> user project - - -]
  | "mdc" // [traceId=..., spanId=...]
  | "corr" // correlation_id=... in message text
  | "rails" // Rails tagged logging [<request uuid>]
  | "none";

/** One request followed across services: a 128-bit trace id and the edge's X-Request-ID. */
export interface Trace {
  tid: string;
  rid: string;
}

export function newTrace(rng: Rng): Trace {
  return { tid: rng.hex(32), rid: rng.uuid() };
}

export interface IdPrint {
  prefix?: string;
  suffix?: string;
  fields?: Record<string, string>;
}

export function printIds(style: IdStyle, svc: string, tr: Trace | undefined, span: string): IdPrint {
  if (!tr || style === "none") return {};
  switch (style) {
    case "otel":
      return { fields: { trace_id: tr.tid, span_id: span } };
    case "traceparent":
      return { suffix: `traceparent=00-${tr.tid}-${span}-01` };
    case "sleuth":
      return { prefix: `[${svc},${tr.tid},${span}]` };
    case "b3":
      return { suffix: `X-B3-TraceId=${tr.tid} X-B3-SpanId=${span} X-B3-Sampled=1` };
    case "xrid":
      return { fields: { request_id: tr.rid } };
    case "dd":
      return {
        fields: {
          "dd.trace_id": BigInt(`0x${tr.tid.slice(16)}`).toString(),
          "dd.span_id": BigInt(`0x${span}`).toString(),
        },
      };
    case "xray":
      return { suffix: `X-Amzn-Trace-Id: Root=1-${tr.tid.slice(0, 8)}-${tr.tid.slice(8)};Parent=${span};Sampled=1` };
    case "openstack":
      return { prefix: `[req-${tr.rid} svc-${svc.split("-")[0]} 4f1c2ad1e8b94c0f9d2a6b7c3e5f1a20 - - -]` };
    case "mdc":
      return { prefix: `[traceId=${tr.tid}, spanId=${span}]` };
    case "corr":
      return { suffix: `correlation_id=${tr.rid}` };
    case "rails":
      return { prefix: `[${tr.rid}]` };
  }
}
