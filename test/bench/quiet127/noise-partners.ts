// Harmless noise at the edges with partners: declined cards, duplicate webhooks, dead push tokens,
// bounced mail, object-store throttling and platform hiccups that retries absorb, disputes, a patch
// going out through the CDN and clients re-downloading corrupt chunks.
import { access } from "./access.js";
import { rails } from "./rails.js";
import { clf, slashed } from "./time.js";
import { by, type Noise, paths } from "./util.js";

const DECLINES = [
  "card_declined (insufficient_funds)",
  "card_declined (do_not_honor)",
  "expired_card",
  "incorrect_cvc",
  "card_declined (lost_card)",
  "authentication_required (3DS abandoned)",
];

const cardDeclines: Noise = (c, heavy) => {
  const store = c.svc("store");
  c.spread(heavy ? 0.12 : 0.04, (t) => {
    const r = c.r;
    const reason = r.pick(DECLINES);
    const ms = r.int(300, 1800);
    if (c.rt(store) === "ruby") {
      rails(c, t, store, {
        m: "POST",
        path: "/api/shop/purchases",
        action: "Api::PurchasesController#create",
        code: 402,
        ms,
        body: [
          [
            "error",
            `Steam InitTxn failed orderid=${r.int(10 ** 9, 2 * 10 ** 9)} errorcode=${r.pick([2, 8, 10])} errordesc="${r.pick(["Insufficient funds", "Transaction declined by user", "Payment method rejected"])}"`,
          ],
        ],
      });
    } else {
      c.emit(
        t + ms - 10,
        store,
        "error",
        by(c, store, {
          java: `Payment declined for order ord_${r.b36(14)}: ${reason} (psp=checkout, 3ds=${r.pick(["passed", "not_required"])})`,
          dotnet: `Payment declined by PayGrid for order ORD-${r.int(10 ** 7, 10 ** 8)}: ${reason}`,
          go: `purchase rejected store=google order=GPA.${r.int(3300, 3399)}-${r.int(1000, 9999)}-${r.int(1000, 9999)}-${r.int(10000, 99999)} state=${r.pick(["PENDING", "CANCELLED", "PAYMENT_DECLINED"])}`,
          _: `payment declined: ${reason}`,
        }),
      );
    }
    access(c, t + ms, { m: "POST", path: paths(c).order, code: 402, ms });
  });
};

const webhookDupes: Noise = (c, heavy) => {
  const store = c.svc("store");
  c.spread(heavy ? 0.2 : 0.05, (t) => {
    const r = c.r;
    const evt = `evt_${r.b36(24)}`;
    c.emit(
      t,
      store,
      "warn",
      by(c, store, {
        java: `Duplicate PSP webhook ${evt} (type=payment.captured) ignored: idempotency key already processed`,
        dotnet: `Webhook ${evt} already handled at ${new Date(t - r.int(30_000, 900_000)).toISOString()}; skipping (idempotent)`,
        ruby: `[${r.uuid()}] Ignoring replayed Steam notification orderid=${r.int(10 ** 9, 2 * 10 ** 9)} (already finalized)`,
        go: `notify: duplicate server notification ${r.uuid()} (${r.pick(["DID_RENEW", "ONE_TIME_CHARGE"])}), already applied`,
        _: `duplicate webhook ${evt}`,
      }),
    );
    access(c, t + 3, {
      m: "POST",
      path: "/webhooks/payments",
      code: 200,
      ms: r.int(2, 12),
      ua: "PayGrid-Webhooks/1.0",
    });
  });
};

const pushTokens: Noise = (c, heavy) => {
  const svc = c.svc("notify");
  c.spread(heavy ? 0.3 : 0.08, (t) => {
    const r = c.r;
    const tok = r.hex(64);
    c.emit(
      t,
      svc,
      r.chance(0.6) ? "error" : "warn",
      by(c, svc, {
        java: `APNs rejected notification for device ${tok.slice(0, 12)}…: 410 Unregistered (token removed)`,
        ruby: `class=PushNotificationJob jid=${r.hex(24)} FCM send failed: UNREGISTERED (token pruned)`,
        dotnet: `Push to device ${tok.slice(0, 16)} failed: BadDeviceToken (APNs 400); token deactivated`,
        python: `ERROR herald.fcm: send failed for ${c.pid()}: Requested entity was not found. (NOT_FOUND) - pruning token`,
        _: `push token invalid`,
      }),
    );
  });
};

const emailBounces: Noise = (c, heavy) => {
  const svc = c.svc("notify");
  c.spread(heavy ? 0.15 : 0.04, (t) => {
    const r = c.r;
    const addr = `${r.b36(r.int(5, 10))}@${r.pick(["gmail.com", "hotmail.com", "yahoo.co.jp", "web.de", "outlook.com", "naver.com"])}`;
    const reply = r.pick([
      `550 5.1.1 <${addr}>: Recipient address rejected: User unknown in virtual mailbox table`,
      `550-5.1.1 The email account that you tried to reach does not exist.`,
      `552 5.2.2 <${addr}>: mailbox full`,
      `421 4.7.0 Try again later, closing connection. (deferred)`,
    ]);
    if (c.rt(svc) === "ruby") {
      const jid = r.hex(24);
      c.emit(t, svc, "info", `class=VerificationMailerJob jid=${jid} elapsed=${r.float(0.2, 1.4).toFixed(3)} fail`);
      c.emit(
        t + 1,
        svc,
        "warn",
        `{"context":"Job raised exception","job":{"retry":3,"queue":"mailers","class":"VerificationMailerJob","jid":"${jid}","retry_count":${r.int(0, 2)}}}`,
      );
      c.emit(t + 2, svc, "warn", `Net::SMTPFatalError: ${reply}`, {
        stack: [
          "/usr/local/lib/ruby/3.3.0/net/smtp.rb:1088:in `check_response'",
          "/usr/local/lib/ruby/3.3.0/net/smtp.rb:1056:in `getok'",
          "/usr/local/lib/ruby/3.3.0/net/smtp.rb:975:in `rcptto'",
          "/usr/local/bundle/gems/mail-2.8.1/lib/mail/network/delivery_methods/smtp_connection.rb:53:in `deliver!'",
          "/usr/local/bundle/gems/actionmailer-7.1.3/lib/action_mailer/delivery_methods.rb:55:in `deliver!'",
          "/app/app/jobs/verification_mailer_job.rb:14:in `perform'",
          "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in `execute_job'",
        ],
        kind: "Net::SMTPFatalError",
      });
      return;
    }
    c.emit(
      t,
      svc,
      "warn",
      by(c, svc, {
        ruby: `class=VerificationMailerJob jid=${r.hex(24)} Net::SMTPFatalError: ${reply}`,
        python: `WARNING herald.mail: smtplib.SMTPRecipientsRefused: {'${addr}': (${reply.slice(0, 3)}, b'${reply.slice(4)}')}`,
        _: `Verification email to ${addr} bounced: ${reply}`,
      }),
    );
  });
};

const s3SlowDown: Noise = (c, heavy) => {
  const svc = c.svc("replay");
  const at = c.at(0.1, 0.7);
  c.burst(at, c.r.int(60, 240) * 1000, c.r.int(heavy ? 40 : 10, heavy ? 120 : 30), (t) => {
    const r = c.r;
    const key = `replays/${new Date(t).toISOString().slice(0, 10)}/${c.e.matchId(r)}`;
    const rid = r.hex(16).toUpperCase();
    c.emit(
      t,
      svc,
      "warn",
      by(c, svc, {
        java: `S3 PutObject ${key} throttled, retrying (attempt 1/5): software.amazon.awssdk.services.s3.model.S3Exception: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: ${rid})`,
        python: `WARNING replay_vault.offload: An error occurred (SlowDown) when calling the PutObject operation: Please reduce your request rate. key=${key} retry=1`,
        go: `offload ${key}: operation error S3: PutObject, https response error StatusCode: 503, RequestID: ${rid}, api error SlowDown: Please reduce your request rate. (will retry)`,
        node: `upload ${key} throttled: SlowDown: Please reduce your request rate. (retry 1/5 in ${r.int(100, 900)}ms)`,
        _: `SlowDown on ${key}, retrying`,
      }),
    );
    c.emit(t + r.int(200, 3000), svc, "info", `uploaded ${key} on attempt ${r.int(2, 3)}`);
  });
};

const platformRetry: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  c.spread(heavy ? 0.12 : 0.04, (t) => {
    const r = c.r;
    c.emit(
      t,
      auth,
      "warn",
      by(c, auth, {
        java: `${r.pick(["Steam AuthenticateUserTicket", "PSN token exchange", "Epic EOS Connect"])} failed (HTTP ${r.pick([502, 503, 504])}), retrying in 250 ms (attempt 1/3)`,
        python: `auth.steam: ISteamUserAuth/AuthenticateUserTicket timed out after 5.0s, retry 1/3`,
        dotnet: `Xbox Live XSTS token request failed: ${r.pick(["503 ServiceUnavailable", "502 BadGateway"])}; retrying (1/3)`,
        go: `provider ${r.pick(["apple", "google"])}: fetch jwks: Get "https://${r.pick(["appleid.apple.com/auth/keys", "www.googleapis.com/oauth2/v3/certs"])}": context deadline exceeded (Client.Timeout exceeded while awaiting headers); retry 1/3`,
        _: `platform call failed, retrying`,
      }),
    );
    c.emit(t + r.int(300, 6000), auth, "info", `platform verification succeeded on attempt 2 for ${c.pid()}`);
  });
};

const chargebacks: Noise = (c, heavy) => {
  const store = c.svc("store");
  const ent = c.svc("ent", "store");
  c.spread(heavy ? 0.05 : 0.015, (t) => {
    const r = c.r;
    const p = c.pid();
    c.emit(
      t,
      store,
      "warn",
      `Dispute opened on order ${r.b36(10).toUpperCase()}: reason=${r.pick(["fraudulent", "product_not_received", "unrecognized"])} amount=${r.pick(["9.99", "19.99", "99.99"])}; revoking entitlements pending outcome`,
    );
    c.emit(t + r.int(100, 900), ent, "warn", `Revoked ${r.pick(c.e.skus)} from ${p} (chargeback hold)`);
  });
};

const cdnNewPatch: Noise = (c, heavy) => {
  const patch = c.svc("patch");
  const at = c.at(0, 0.3);
  const n = c.r.int(heavy ? 600 : 150, heavy ? 1400 : 400);
  c.burst(at, c.r.int(4, 10) * 60_000, n, (t) => {
    const r = c.r;
    const rt = c.rt(patch);
    const code = r.weighted([
      [200, 5],
      [206, 6],
      [499, 2],
      [416, 1],
      [404, 1],
    ]);
    if (rt === "nginx") {
      const h = r.hex(40);
      const line = `${c.ip()} - - [${clf(c.local(patch, t))}] "GET /${c.e.game.toLowerCase()}/win64/${c.e.build}/chunks/${h.slice(0, 2)}/${h}.chunk HTTP/1.1" ${code} ${code === 206 ? r.int(10_000, 1_000_000) : code >= 400 ? 0 : 1_048_576} "-" "${c.e.ua(r)}" rt=${r.float(0.01, 9).toFixed(3)} cache=MISS`;
      c.emit(t, patch, code >= 500 ? "error" : code >= 400 ? "warn" : "info", line);
      if (code === 499 && r.chance(0.4))
        c.emit(
          t,
          patch,
          "info",
          `${slashed(c.local(patch, t))} [info] 29#29: *${r.int(10 ** 6, 9 * 10 ** 6)} client prematurely closed connection while sending response to client, client: ${c.ip()}, server: patch-origin`,
        );
    } else {
      const msg =
        code === 499
          ? `client aborted download of build ${c.e.build} (${r.pick(["ECONNRESET", "EPIPE", "aborted"])}) after ${r.int(1, 300)}MB`
          : code === 416
            ? `range not satisfiable: bytes=${r.int(10 ** 8, 10 ** 9)}- on ${c.e.build} bundle (client resumed stale download)`
            : code === 404
              ? `manifest for superseded build ${c.e.oldBuild} requested, 404 (client will refetch latest)`
              : `served ${code === 206 ? "partial" : "full"} ${c.e.build} payload (${r.int(1, 900)}MB)`;
      c.emit(t, patch, code >= 400 ? "warn" : "info", msg);
    }
  });
};

const hashMismatch: Noise = (c, heavy) => {
  const patch = c.svc("patch");
  c.spread(heavy ? 0.08 : 0.025, (t) => {
    const r = c.r;
    c.emit(
      t,
      patch,
      "error",
      `client ${c.ip()} reported sha256 mismatch for chunk ${r.hex(16)} (expected ${r.hex(12)}…, got ${r.hex(12)}…); re-download verified OK`,
    );
  });
};

export const PARTNER_NOISE: Record<string, Noise> = {
  "card-declines": cardDeclines,
  "webhook-dupes": webhookDupes,
  "push-tokens": pushTokens,
  "email-bounces": emailBounces,
  "s3-slowdown": s3SlowDown,
  "platform-retry": platformRetry,
  chargebacks,
  "cdn-new-patch": cdnNewPatch,
  "hash-mismatch": hashMismatch,
};
