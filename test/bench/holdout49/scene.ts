// What a scenario's writers share: the estate, which roles are present, the window and a log helper.
import type { Estate, Role } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Level, Sink } from "./stream.js";

export type Route = "home" | "search" | "checkout" | "profile" | "upload" | "image" | "login";

export interface Req {
  t: number;
  client: Role;
  route: Route;
  trace: string;
  ver: string;
  user: string;
}

export class Scene {
  /** A client release rolling out during the window: which client, from when, which version. */
  release?: { client: Role; at: number; ver: string };
  constructor(
    readonly e: Estate,
    readonly rng: Rng,
    readonly sink: Sink,
    readonly present: Set<Role>,
    readonly start: number,
    readonly end: number,
  ) {}
  n(r: Role): string {
    return this.e.names[r];
  }
  has(r: Role): boolean {
    return this.present.has(r);
  }
  log(r: Role, t: number, level: Level, msg: string, stack?: string, trace?: string): void {
    if (!this.present.has(r)) return;
    this.sink.add(t, this.n(r), level, msg, { stack, trace, node: (this.rng.int(0, 2) + r.length) % 3 });
  }
  user(): string {
    return `u${this.rng.int(100000, 999999)}`;
  }
  ver(c: Role, t: number): string {
    if (this.release && this.release.client === c && t >= this.release.at && this.rng.chance(0.55))
      return this.release.ver;
    return c === "ios" ? this.e.iosVer : c === "android" ? this.e.androidVer : this.e.bundle;
  }
  path(route: Route): string {
    switch (route) {
      case "home":
        return "GET /v3/home";
      case "search":
        return "GET /v3/search";
      case "checkout":
        return "POST /v3/orders";
      case "profile":
        return "GET /v3/me";
      case "upload":
        return "POST /v3/uploads";
      case "image":
        return "GET /images";
      case "login":
        return "POST /oauth/token";
    }
  }
  /** The client-side line for a finished (or failed) request, in that client's own wording. */
  clientLine(r: Req, t: number, status: number, ms: number, level: Level = "info"): void {
    const [verb, p] = this.path(r.route).split(" ");
    const url = `https://${this.e.api}${p}`;
    if (r.client === "ios")
      this.log(
        "ios",
        t,
        level,
        `[NetworkClient] ${verb} ${url} -> ${status} (${ms} ms) app=${r.ver} os=iOS 17.5`,
        undefined,
        r.trace,
      );
    else if (r.client === "android")
      this.log(
        "android",
        t,
        level,
        `okhttp.OkHttpClient: <-- ${status} ${url} (${ms}ms) app=${r.ver}`,
        undefined,
        r.trace,
      );
    else
      this.log(
        "web",
        t,
        level,
        `[rum] resource fetch ${verb} ${url} status=${status} duration=${ms}ms bundle=${r.ver}`,
        undefined,
        r.trace,
      );
  }
  gatewayLine(r: Req, t: number, status: number, ms: number, upstream: Role, level: Level = "info"): void {
    const cl = r.client === "web" ? `web/${r.ver}` : `${r.client}/${r.ver}`;
    this.log(
      "gateway",
      t,
      level,
      `${this.path(r.route)} ${status} upstream=${this.n(upstream)} duration=${ms}ms client=${cl}`,
      undefined,
      r.trace,
    );
  }
}
