// The 12 quiet windows of holdout111: only the domain's normal noise, with a busier moment that is still healthy.
import type { EstateKey } from "./estates.js";
import { hex, int, pick } from "./rng.js";
import type { Script } from "./stream.js";

export interface QuietSpec {
  estate: EstateKey;
  note: string;
  run: (s: Script) => void;
}

export const QUIET: QuietSpec[] = [
  {
    estate: "harbour",
    note: "A breaking story triples reads and push fan-out; expired FCM tokens and bot blocks rise with it but every request succeeds.",
    run: (s) => {
      const r = s.r;
      s.at(0, "cms-api", "info", "story 89211 published by aduarte (rev 3) flags=[breaking]");
      s.at(2, "push-dispatch", "info", "alert 7f1c2a fan-out start topic=breaking audience=412330");
      s.every(
        "push-dispatch",
        3,
        90,
        0.4,
        "error",
        () => `FCM send failed token=${hex(r, 11)}…: UNREGISTERED (Requested entity was not found.)`,
      );
      s.at(95, "push-dispatch", "info", "alert 7f1c2a fan-out done sent=409871 unregistered=2459");
      s.every(
        "web-edge",
        5,
        400,
        0.25,
        "info",
        () =>
          `GET /news/local/harbour-storm-warning-89211 200 ${int(r, 2, 20)}ms cache=HIT bytes=${int(r, 90000, 99000)}`,
      );
      s.every(
        "paywall-meter",
        10,
        300,
        3,
        "warn",
        () =>
          `meter wall: blocked non-browser client ip=${int(r, 11, 223)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)} ua="Go-http-client/1.1" (no rid cookie)`,
      );
    },
  },
  {
    estate: "harbour",
    note: "A comment spam wave on one article is held by the spam filter and a few oversized photo uploads are rejected; nothing fails.",
    run: (s) => {
      const r = s.r;
      s.every(
        "comment-mod",
        0,
        240,
        1.5,
        "warn",
        () =>
          `comment c_${hex(r, 10)} held for review: spam_score=${(0.9 + r() * 0.09).toFixed(2)} reasons=[link_density, duplicate_text]`,
      );
      s.every(
        "image-resizer",
        30,
        200,
        20,
        "warn",
        () => `rejected upload img_${hex(r, 8)}: ${(21 + r() * 10).toFixed(1)}MB exceeds max_upload_bytes=20MB`,
      );
      s.at(60, "comment-mod", "info", "rate limiter: account u_7731 throttled to 1 comment/min (spam heuristics)");
    },
  },
  {
    estate: "harbour",
    note: "search-api's cluster client briefly retries a node during a rolling restart on the data side; all queries succeed on retry.",
    run: (s) => {
      const r = s.r;
      s.every(
        "search-api",
        0,
        60,
        6,
        "warn",
        () =>
          `request [POST http://es-articles:9200/articles-v7/_search] failed on node es-data-${int(r, 0, 2)}, retrying on another node (attempt 2 succeeded)`,
      );
      s.at(70, "search-api", "info", "sniffer: node set updated, 3 nodes available");
    },
  },
  {
    estate: "nordlicht",
    note: "The morning newsletter goes out: many permanent bounces and a brief SES retry, all batches delivered.",
    run: (s) => {
      const r = s.r;
      s.at(0, "newsletter-sender", "info", "campaign morgenbriefing-2026 start recipients=318220 workers=6");
      s.every(
        "newsletter-sender",
        2,
        400,
        1.5,
        "info",
        () => `batch ${int(r, 100, 999)} sent=1000 list=morgenbriefing ses_ok`,
      );
      s.every(
        "newsletter-sender",
        2,
        400,
        2,
        "warn",
        () =>
          `bounce type=Permanent subtype=${pick(r, ["General", "NoEmail", "Suppressed"])} recipient=${hex(r, 6)}@gmx.de list=morgenbriefing`,
      );
      s.at(120, "newsletter-sender", "warn", "SES throttled 1 request (Throttling), retried after 1.2s: ok");
    },
  },
  {
    estate: "nordlicht",
    note: "Purges lag behind a burst of publishes and the edge serves stale fronts for a minute; the queue drains on its own.",
    run: (s) => {
      const r = s.r;
      s.every(
        "purge-relay",
        0,
        120,
        10,
        "warn",
        (i) => `purge queue delayed ${30 + i * 8}s, edge served stale for section-front (stale-while-revalidate)`,
      );
      s.at(130, "purge-relay", "info", "purge queue drained depth=0");
      s.every(
        "article-store",
        0,
        120,
        8,
        "info",
        () => `Article ${int(r, 200000, 299999)} published by desk politik, version ${int(r, 1, 6)}`,
      );
    },
  },
  {
    estate: "nordlicht",
    note: "prebid-server's bidder timeouts spike at the top of the hour with a traffic peak while auctions still complete.",
    run: (s) => {
      const r = s.r;
      s.every(
        "prebid-server",
        0,
        300,
        0.7,
        "error",
        () =>
          `adapter ${pick(r, ["rubicon", "ix", "pubmatic"])}: Post "https://exchange.pubmatic.com/openrtb2/auction": context deadline exceeded`,
      );
      s.every(
        "prebid-server",
        0,
        300,
        1.2,
        "info",
        () => `auction ${hex(r, 12)} imps=2 bids=${int(r, 1, 5)} tmax=800 took=${int(r, 600, 800)}ms`,
      );
    },
  },
  {
    estate: "capledger",
    note: "A crawler wave hits the metering wall and is denied at length; real readers are metered normally.",
    run: (s) => {
      const r = s.r;
      s.every(
        "metering",
        0,
        300,
        0.6,
        "error",
        () =>
          `MeterDeniedException: visitor fingerprint matched crawler list (ua="Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)", ip=47.128.${int(r, 0, 255)}.${int(r, 1, 254)}) - 403 returned`,
      );
      s.every(
        "gateway",
        0,
        300,
        1.2,
        "info",
        () => `"GET /business/2026/${hex(r, 6)} HTTP/1.1" 403 0 ${int(r, 1, 5)}ms upstream=metering`,
      );
    },
  },
  {
    estate: "capledger",
    note: "Stale homepages after a purge backlog during a busy publishing stretch; purges catch up without errors.",
    run: (s) => {
      const r = s.r;
      s.every(
        "cdn-purger",
        0,
        150,
        8,
        "warn",
        (i) => `purge backlog depth=${100 + i * 12} oldest=${40 + i * 5}s; stale content served meanwhile`,
      );
      s.at(160, "cdn-purger", "info", "purge backlog drained in 162s");
      s.every(
        "editorial-api",
        0,
        150,
        10,
        "info",
        () => `story ${int(r, 510000, 519999)} published by k.hughes (rev ${int(r, 2, 9)})`,
      );
    },
  },
  {
    estate: "capledger",
    note: "checkout sees one short wave of provider 502s that its retry absorbs; every order is paid.",
    run: (s) => {
      const r = s.r;
      s.every(
        "checkout",
        0,
        40,
        5,
        "warn",
        () => `payment attempt 1/3 for ord_${hex(r, 10)} got 502 from provider, retrying`,
      );
      s.every("checkout", 1, 41, 5, "info", () => `order ord_${hex(r, 10)} paid via card amount=9.99 USD (attempt 2)`);
    },
  },
  {
    estate: "valley",
    note: "Weather alert night: notif-hub sends several pushes, prunes bad tokens, and mailer bounces continue as usual.",
    run: (s) => {
      const r = s.r;
      s.every(
        "notif-hub",
        0,
        300,
        45,
        "info",
        () =>
          `info: NotifHub.Dispatch[0] Sent weather alert to ${int(r, 20000, 60000)} devices in ${int(r, 900, 3000)}ms`,
      );
      s.every(
        "notif-hub",
        0,
        300,
        10,
        "warn",
        () => `warn: NotifHub.Apns[0] ${int(r, 10, 90)} tokens rejected BadDeviceToken, pruned`,
      );
    },
  },
  {
    estate: "valley",
    note: "A large video upload and a search reindex run side by side; slow but all succeed.",
    run: (s) => {
      const r = s.r;
      s.at(0, "video-ingest", "info", "clip 9f31c2aa ingest started size=4.1GB");
      s.every(
        "video-ingest",
        5,
        240,
        30,
        "info",
        (i) => `clip 9f31c2aa upload progress ${Math.min(100, (i + 1) * 12)}%`,
      );
      s.every(
        "search-indexer",
        0,
        300,
        20,
        "info",
        (i) => `reindex articles_v3 -> articles_v4: ${(i + 1) * 20000} docs (${int(r, 900, 1500)} docs/s)`,
      );
      s.at(250, "video-ingest", "info", "clip 9f31c2aa ingested duration=3912s renditions=4 uploaded in 241.3s");
    },
  },
  {
    estate: "valley",
    note: "identity refreshes its signing keys with one transient retry and site-renderer keeps failing to optimise missing images, as always.",
    run: (s) => {
      const r = s.r;
      s.at(
        0,
        "identity",
        "warn",
        "jwks refresh: GET https://login.valleycourier.us.auth0.com/.well-known/jwks.json failed (EOF), retrying",
      );
      s.at(1.2, "identity", "info", `jwks refresh ok keys=3 (retry after 1 transient error) ${int(r, 30, 200)}ms`);
      s.every(
        "site-renderer",
        0,
        200,
        1.2,
        "error",
        () => ` ⨯ upstream image response failed for https://img.valleycourier.com/${hex(r, 12)}.jpg 404`,
      );
      s.every(
        "ad-gateway",
        0,
        300,
        20,
        "warn",
        () => `prebid bidder ${pick(r, ["ix", "openx"])} no response within 700ms`,
      );
    },
  },
];
