// A local stand-in for every HTTP notification destination (Slack, Teams, Discord, Google Chat, a tenant's
// webhook): records each request with its exact body bytes and answers from a per-path script of responses.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as sent. */
  body: string;
}

export interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Requests to one path. */
  to(path: string): ReceivedRequest[];
  /**
   * Answers for a path, used in order; the last one repeats. Paths without a script answer 200 (Slack's "ok").
   */
  script(path: string, responses: ScriptedResponse[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const scripts = new Map<string, ScriptedResponse[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      requests.push({
        method: req.method ?? "",
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const script = scripts.get(path);
      const answer = (script && script.length > 1 ? script.shift() : script?.[0]) ?? { status: 200, body: "ok" };
      res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
      res.end(answer.body ?? "");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    to: (path) => requests.filter((r) => r.path === path),
    script: (path, responses) => scripts.set(path, [...responses]),
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}
