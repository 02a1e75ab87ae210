// Protocol-faithful fake of an OpenAI-compatible POST /v1/chat/completions on a random port:
// checks the bearer key and the JSON body, answers in OpenAI's shapes (including error bodies),
// records every request, and can be switched to slow, invalid or failing answers.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMode = "ok" | "invalid" | "5xx" | "slow" | "429";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeOpenAi {
  /** Base URL to put in LOGDX_LLM: `openai:${baseUrl}#model`. */
  baseUrl: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  slowMs: number;
  /** Produces the assistant message content from the parsed request body. */
  respond: (body: { model: string; messages: Array<{ role: string; content: string }> }) => string;
  close(): Promise<void>;
}

function errorBody(message: string, type: string, code: string | null) {
  return JSON.stringify({ error: { message, type, param: null, code } });
}

export async function startFakeOpenAi(opts: { apiKey?: string } = {}): Promise<FakeOpenAi> {
  const fake = {
    requests: [] as RecordedRequest[],
    mode: "ok" as FakeMode,
    slowMs: 2000,
    respond: (() => "{}") as FakeOpenAi["respond"],
  } as FakeOpenAi;
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      fake.requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const send = (status: number, payload: string) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(payload);
      };
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        return send(404, errorBody(`Invalid URL (${req.method} ${req.url})`, "invalid_request_error", null));
      }
      if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
        return send(
          401,
          errorBody(
            "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
            "invalid_request_error",
            "invalid_api_key",
          ),
        );
      }
      let parsed: { model?: unknown; messages?: unknown };
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(400, errorBody("We could not parse the JSON body of your request.", "invalid_request_error", null));
      }
      if (typeof parsed.model !== "string" || !Array.isArray(parsed.messages) || parsed.messages.length === 0) {
        return send(400, errorBody("you must provide a model parameter and messages", "invalid_request_error", null));
      }
      if (fake.mode === "5xx") {
        return send(
          500,
          errorBody("The server had an error while processing your request. Sorry about that!", "server_error", null),
        );
      }
      if (fake.mode === "429") {
        return send(429, errorBody("Rate limit reached for requests", "requests", "rate_limit_exceeded"));
      }
      const content =
        fake.mode === "invalid" ? "Sure! Here is the diagnosis: the database is down." : fake.respond(parsed as never);
      const answer = JSON.stringify({
        id: `chatcmpl-${fake.requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: parsed.model,
        choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: "stop" }],
        usage: {
          prompt_tokens: Math.ceil(body.length / 4),
          completion_tokens: Math.ceil(content.length / 4),
          total_tokens: 0,
        },
      });
      if (fake.mode === "slow") {
        const t = setTimeout(() => {
          pending.delete(t);
          if (!res.destroyed) send(200, answer);
        }, fake.slowMs);
        pending.add(t);
        return;
      }
      send(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = async () => {
    for (const t of pending) clearTimeout(t);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
