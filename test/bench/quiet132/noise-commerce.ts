// Harmless noise on the money and ticket side: declined cards, failed logins, expired sessions, refused
// transfers and listings, fraud rules doing their job, bounced mail, partners that need a retry.
import { emit, role, rt, spread } from "./ctx.js";
import { count, firstRole, has, hasAny, type NoiseKind } from "./noise-kit.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import { chipUid, clf, clientIp, email, iso, maskedEmail, money, rubyTime, uuid } from "./text.js";
import type { Ctx } from "./types.js";

const JAVA_PKG: Record<string, string> = {
  harbourlight: "live.harbourlight.transfer",
  kestrel: "ie.kestrel.tickets",
  saltmarsh: "nl.saltmarsh.swapmeet",
  northmoor: "uk.northmoor.ledger",
};

const DECLINES: Array<[string, string, string]> = [
  ["card_declined", "insufficient_funds", "Your card has insufficient funds."],
  ["card_declined", "generic_decline", "Your card was declined."],
  ["card_declined", "do_not_honor", "Your card was declined."],
  ["expired_card", "expired_card", "Your card has expired."],
  ["incorrect_cvc", "incorrect_cvc", "Your card's security code is incorrect."],
  [
    "authentication_required",
    "authentication_required",
    "Your card was declined. This transaction requires authentication.",
  ],
];

function decline(c: Ctx, t: number): void {
  const r = c.rng;
  const psp = role(c, "psp");
  const [code, dcode, text] = r.pick(DECLINES);
  const amt = r.pick([10, 20, 20, 30, 40, 50]);
  switch (c.estate.key) {
    case "harbourlight": {
      emit(
        c,
        t,
        psp,
        "warn",
        `tillpoint charge declined code=${code} decline_code=${dcode} amount=${amt * 100} currency=gbp request_id=req_${r.hex(14)}`,
      );
      if (r.chance(0.3))
        emit(c, t + 2, psp, "error", `tillpoint card_error: ${text} (type=card_error code=${code})`, {
          stack: nodeTrace(`TillpointCardError: ${text}`, [
            "TillpointClient._handleError (/app/node_modules/@tillpoint/node/lib/client.js:212:19)",
            "TillpointClient.request (/app/node_modules/@tillpoint/node/lib/client.js:168:14)",
            "async ChargeService.charge (/app/dist/charges/charge.service.js:61:24)",
          ]),
        });
      emit(
        c,
        t + r.int(20, 60),
        role(c, "topup"),
        "warn",
        `Top-up refused for wallet W-${r.digits(7)}: card declined (${dcode})`,
      );
      emit(
        c,
        t + r.int(61, 90),
        role(c, "topup"),
        "info",
        `Request finished HTTP/2 POST http://topup-wallet:8080/v1/topups - 402 null application/problem+json ${r.int(300, 900)}.${r.digits(4)}ms`,
      );
      return;
    }
    case "northmoor": {
      const id = uuid(r);
      if (r.chance(0.5)) {
        emit(c, t, psp, "error", `Task topups.charge_card[${id}] raised unexpected: CardError('${text}')`, {
          stack: pyTrace(
            [
              [
                "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                453,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              [
                "/app/topups/tasks.py",
                88,
                "charge_card",
                'charge = pennant.Charge.create(amount=amount_minor, currency="gbp", source=token)',
              ],
              [
                "/usr/local/lib/python3.12/site-packages/pennant/api_resources/charge.py",
                41,
                "create",
                'return cls._static_request("post", cls.class_url(), params)',
              ],
            ],
            `pennant.error.CardError: Request req_${r.hex(14)}: ${text}`,
          ),
        });
      } else {
        emit(c, t, psp, "warn", `charge refused by Pennant Pay: ${dcode} (${money(amt)} GBP, wallet topup)`);
      }
      emit(
        c,
        t + r.int(10, 40),
        psp,
        "info",
        `Task topups.charge_card[${id}] succeeded in ${r.float(0.4, 1.2).toFixed(3)}s: {'status': 'declined', 'reason': '${dcode}'}`,
      );
      return;
    }
    case "saltmarsh": {
      const reason = r.pick([
        "51 Insufficient funds",
        "05 Do not honour",
        "54 Expired card",
        "N7 CVV2 failure",
        "65 Exceeds withdrawal frequency",
      ]);
      if (r.chance(0.35))
        emit(c, t, psp, "error", `Top-up tp_${r.hex(12)} failed`, {
          stack: dotnetTrace(`Coinbox.Payments.PaymentDeclinedException: Issuer declined (${reason})`, [
            "Coinbox.Payments.PayvaultGateway.AuthoriseAsync(AuthoriseRequest request, CancellationToken ct) in /src/Coinbox.Payments/PayvaultGateway.cs:line 118",
            "Coinbox.Api.Topups.TopupHandler.Handle(CreateTopup command, CancellationToken ct) in /src/Coinbox.Api/Topups/TopupHandler.cs:line 64",
          ]),
          errType: "Coinbox.Payments.PaymentDeclinedException",
        });
      else emit(c, t, psp, "warn", `Payvault declined pv_${r.hex(16)} for wallet w_${r.hex(8)}: refused (${reason})`);
      emit(
        c,
        t + r.int(30, 90),
        "tollbooth",
        "warn",
        `request completed POST /v1/wallet/topups statusCode=402 responseTime=${r.float(300, 900).toFixed(1)}`,
      );
      return;
    }
    default: {
      const reason = r.pick([
        "Not enough balance",
        "Refused",
        "Expired Card",
        "CVC Declined",
        "3D Not Authenticated",
        "Issuer Suspected Fraud",
      ]);
      emit(
        c,
        t,
        psp,
        "warn",
        `Authorisation refused by Moneta Connect: resultCode=Refused refusalReason="${reason}" pspReference=${r.digits(16)}`,
      );
      emit(
        c,
        t + r.int(20, 60),
        psp,
        "info",
        `Request finished HTTP/1.1 POST http://pay-topup-api.pay.svc/v2/topups - 402 null application/problem+json ${r.int(250, 800)}.${r.digits(4)}ms`,
      );
    }
  }
}

function failedLogin(c: Ctx, t: number, lock: boolean): void {
  const r = c.rng;
  const svc = role(c, "auth");
  switch (rt(c, svc)) {
    case "keycloak": {
      const user = `${r.pick(["amelia", "jack", "niamh", "ravi", "zara", "kai"])}${r.int(1, 999)}@${r.pick(["gmail.com", "icloud.com", "outlook.ie"])}`;
      const err = lock
        ? "user_temporarily_disabled"
        : r.pick(["invalid_user_credentials", "invalid_user_credentials", "user_not_found"]);
      emit(
        c,
        t,
        svc,
        "warn",
        `type=LOGIN_ERROR, realmId=kestrel, clientId=kw-mobile, userId=${err === "user_not_found" ? "null" : uuid(r)}, ipAddress=${clientIp(r)}, error=${err}, auth_method=openid-connect, auth_type=code, redirect_uri=kw://auth/callback, code_id=${uuid(r)}, username=${user}, authSessionParentId=${uuid(r)}, authSessionTabId=${r.hex(11)}`,
      );
      return;
    }
    case "ruby": {
      const tag = `[${uuid(r)}]`;
      emit(c, t, svc, "info", `${tag} Started POST "/users/sign_in" for ${clientIp(r)} at ${rubyTime(t)}`);
      emit(c, t + 2, svc, "info", `${tag} Processing by Users::SessionsController#create as JSON`);
      emit(
        c,
        t + r.int(150, 320),
        svc,
        "info",
        `${tag} Completed 401 Unauthorized in ${r.int(150, 320)}ms (ActiveRecord: ${r.float(1, 6).toFixed(1)}ms | Allocations: ${r.int(1500, 4000)})`,
      );
      if (lock)
        emit(
          c,
          t + 330,
          svc,
          "warn",
          `${tag} Devise lockable: account ${maskedEmail(r)} locked after 5 failed attempts (unlock in 1 hour)`,
        );
      if (c.estate.roles.edge)
        emit(
          c,
          t + 340,
          role(c, "edge"),
          "warn",
          `${clientIp(r)} - - [${clf(t)}] "POST /users/sign_in HTTP/1.1" 401 64 "-" "${c.estate.words.app}/${c.estate.words.appVersion}" rt=0.2 uct="0.001" uht="0.2" urt="0.2" ua="-"`,
        );
      return;
    }
    default: {
      const who = maskedEmail(r);
      if (c.estate.key === "saltmarsh") {
        emit(
          c,
          t,
          svc,
          "warn",
          lock
            ? `login blocked email=${who} reason=too_many_attempts unlock_in=900s`
            : `login rejected email=${who} reason=bad_password attempts=${r.int(1, 4)}`,
        );
        emit(
          c,
          t + r.int(80, 200),
          svc,
          "warn",
          `request completed POST /v1/auth/login statusCode=${lock ? 423 : 401} responseTime=${r.float(80, 200).toFixed(1)}`,
        );
      } else {
        emit(
          c,
          t,
          svc,
          "warn",
          lock
            ? `account locked for 15m after 5 failed attempts: ${who}`
            : `login failed for ${who}: invalid password (attempt ${r.int(1, 4)}/5)`,
        );
        emit(c, t + r.int(60, 200), svc, "info", `POST /api/v2/auth/login ${lock ? 423 : 401} ${r.int(60, 200)}ms`);
      }
    }
  }
}

function expiredSession(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = firstRole(c, r.chance(0.5) ? "lineup" : "shop", "shop");
  const ago = `${r.int(1, 40)}h${r.int(0, 59)}m${r.int(0, 59)}s`;
  switch (rt(c, svc)) {
    case "node":
      emit(
        c,
        t,
        svc,
        "warn",
        `jwt verification failed: TokenExpiredError: jwt expired (expiredAt ${iso(t - r.int(60, 90000) * 1000)}), returning 401`,
      );
      return;
    case "python":
      emit(
        c,
        t,
        svc,
        "warn",
        `Unauthorized: /api/v1/me/favourites (jwt.exceptions.ExpiredSignatureError: Signature has expired)`,
      );
      return;
    case "ruby": {
      const tag = `[${uuid(r)}]`;
      emit(c, t, svc, "warn", `${tag} Can't verify CSRF token authenticity.`);
      emit(
        c,
        t + 3,
        svc,
        "info",
        `${tag} Completed 422 Unprocessable Entity in ${r.int(2, 9)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(600, 1200)})`,
      );
      emit(
        c,
        t + 4,
        svc,
        "fatal",
        `${tag} ActionController::InvalidAuthenticityToken (Can't verify CSRF token authenticity.):`,
        {
          stack: rubyTrace(`${tag}  `, [
            `${tag} actionpack (7.1.3) lib/action_controller/metal/request_forgery_protection.rb:259:in \`handle_unverified_request'`,
            `${tag} actionpack (7.1.3) lib/action_controller/metal/request_forgery_protection.rb:352:in \`handle_unverified_request'`,
            `${tag} actionpack (7.1.3) lib/action_controller/metal/request_forgery_protection.rb:341:in \`verify_authenticity_token'`,
          ]),
          errType: "ActionController::InvalidAuthenticityToken",
        },
      );
      return;
    }
    case "java":
      emit(
        c,
        t,
        svc,
        "warn",
        `JWT expired at ${iso(t - r.int(600, 90000) * 1000).slice(0, 19)}Z. Current time: ${iso(t).slice(0, 19)}Z, a difference of ${r.int(600000, 9000000)} milliseconds.  Allowed clock skew: 0 milliseconds.`,
      );
      return;
    case "go":
      emit(c, t, svc, "warn", `auth: rejecting request: token has invalid claims: token is expired by ${ago}`);
      return;
    default:
      emit(
        c,
        t,
        svc,
        "info",
        `Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '${iso(t - 3600000)}', Current time (UTC): '${iso(t)}'.`,
      );
  }
}

function refusedTransfer(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "transfer");
  const bad = r.pick([
    `${r.pick(["jamie", "sam", "alex"])}@gmial.com`,
    "name.surname@",
    `${r.pick(["chris", "max"])}@@outlook.com`,
  ]);
  switch (rt(c, svc)) {
    case "java":
      if (r.chance(0.5))
        emit(
          c,
          t,
          svc,
          "warn",
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<TransferResponse> ${JAVA_PKG[c.estate.key] ?? "app"}.api.TransferController.create(TransferRequest): [Field error in object 'transferRequest' on field 'recipientEmail': rejected value [${bad}]; codes [Email.transferRequest.recipientEmail,Email.recipientEmail,Email.java.lang.String,Email]; default message [must be a well-formed email address]] ]`,
        );
      else
        emit(
          c,
          t,
          svc,
          "warn",
          r.pick([
            `Transfer refused for ticket ${c.estate.words.code}-${r.digits(7)}: ticket already scanned in, transfers locked`,
            `Transfer refused: name-change window for ${r.pick(["SAT", "SUN", "FRI"])} tickets closed at ${iso(t - 3600000 * r.int(2, 30)).slice(0, 16)}Z`,
            `Transfer refused: sender holds ${r.int(9, 14)} tickets, transfer limit is 8 per account`,
          ]),
        );
      return;
    default: {
      const tag = `[${uuid(r)}]`;
      emit(
        c,
        t,
        svc,
        "info",
        `${tag} Completed 422 Unprocessable Entity in ${r.int(20, 90)}ms (ActiveRecord: ${r.float(2, 9).toFixed(1)}ms | Allocations: ${r.int(3000, 9000)})`,
      );
      emit(
        c,
        t + 1,
        svc,
        "error",
        `${tag} ActiveRecord::RecordInvalid (Validation failed: Recipient email is invalid, Recipient name can't be blank)`,
      );
    }
  }
}

function priceCap(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "resale");
  const face = r.pick([89, 129.5, 149, 189, 215]);
  const ask = face * r.float(1.3, 3.2);
  const msg =
    rt(c, svc) === "ruby"
      ? `pid=7 tid=${r.hex(4)} class=ListingValidationJob jid=${r.hex(24)} WARN: listing ${r.digits(6)} rejected: ask ${money(ask)} > cap ${money(face * 1.1)} (face + 10%)`
      : rt(c, svc) === "java" && c.estate.key === "kestrel"
        ? `Processed resale.listing.created partition=${r.int(0, 5)} offset=${r.digits(7)}: REJECTED price ${money(ask)} above cap ${money(face)}`
        : `Listing rejected: asking price ${money(ask)} exceeds face-value cap ${money(face)} (seller ${r.digits(7)})`;
  emit(c, t, svc, r.chance(0.25) ? "error" : "warn", msg);
}

function fraudRule(c: Ctx, t: number): void {
  const r = c.rng;
  const useTopup = r.chance(0.5);
  const svc = useTopup ? role(c, "topup") : role(c, "transfer");
  const rule = useTopup
    ? r.pick(["TOPUP_VELOCITY_5_10M", "CARD_COUNTRY_MISMATCH", "BIN_BLOCKLIST"])
    : r.pick(["TRANSFER_VELOCITY_7_1H", "NEW_ACCOUNT_BULK_RECEIVE", "RESALE_ARBITRAGE"]);
  const acct = r.digits(8);
  const text = useTopup
    ? `top-up blocked by fraud rule ${rule} (account ${acct}, ${r.int(5, 12)} attempts, ${r.int(2, 6)} distinct cards)`
    : `transfer blocked by fraud rule ${rule} (account ${acct} received ${r.int(7, 30)} tickets in 60m)`;
  emit(c, t, svc, r.chance(0.4) ? "error" : "warn", text);
}

function blockedChip(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "wallet");
  const uid = chipUid(r);
  const why = r.pick(["reported lost by holder", "reported stolen", "replaced at info point", "refund requested"]);
  if (rt(c, svc) === "java") emit(c, t, svc, "warn", `debit refused chip=${uid} status=BLOCKED (${why})`);
  else if (c.estate.key === "saltmarsh")
    emit(c, t, svc, "warn", `Debit refused for wallet w_${r.hex(8)}: chip ${uid} is blocked (${why})`);
  else
    emit(
      c,
      t,
      svc,
      r.chance(0.3) ? "error" : "warn",
      `Transaction declined for chip ${uid}: ChipBlocked (${why}); terminal told to confiscate`,
    );
  if (c.estate.roles.pos && r.chance(0.5))
    emit(
      c,
      t + r.int(30, 120),
      role(c, "pos"),
      "warn",
      `terminal reported declined card-present txn chip=${uid} reason=BLOCKED`,
    );
}

function refundAlready(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "psp");
  const id = `ch_${r.hex(14)}`;
  switch (rt(c, svc)) {
    case "node":
      emit(
        c,
        t,
        svc,
        "error",
        `refund failed charge=${id}: Charge ${id} has already been refunded. (code=charge_already_refunded)`,
      );
      return;
    case "python":
      emit(
        c,
        t,
        svc,
        "error",
        `Task topups.refund[${uuid(r)}] raised unexpected: InvalidRequestError('Charge pp_${id} has already been refunded.')`,
      );
      return;
    default:
      emit(
        c,
        t,
        svc,
        "error",
        `Refund for payment ${r.hex(16)} rejected by ${c.estate.words.psp}: 422 ALREADY_REFUNDED (batch replay, skipped)`,
      );
  }
}

function botQueue(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = role(c, "shop");
  const ip = `${r.pick([45, 103, 154, 185, 193])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  const m = r.pick([
    `queue token rejected: signature mismatch ip=${ip} ua="python-requests/2.31.0"`,
    `queue token rejected: token issued for another event (${c.estate.words.code.replace("26", "25")}) ip=${ip}`,
    `captcha verification failed: invalid-input-response ip=${ip}`,
    `queue bypass attempt: direct POST to checkout without queue pass ip=${ip}`,
  ]);
  emit(c, t, svc, r.chance(0.5) ? "error" : "warn", m);
}

function bounce(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = firstRole(c, "shop");
  const to = email(r);
  const [code, text] = r.pick([
    ["550", `5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table`],
    ["550", "5.1.1 The email account that you tried to reach does not exist."],
    ["552", "5.2.2 The email account that you tried to reach is over quota."],
    ["421", "4.7.0 Try again later, closing connection."],
    ["554", "5.7.1 Message rejected: Email address is on the suppression list"],
  ] as const);
  const lv = code === "421" ? "warn" : "error";
  emit(
    c,
    t,
    svc,
    lv,
    `e-ticket mail to ${to.replace(/^(..).*@/, "$1***@")} ${code === "421" ? "deferred" : "bounced"}: ${code} ${text}`,
  );
  if (code === "421")
    emit(
      c,
      t + r.int(60000, 120000),
      svc,
      "info",
      `e-ticket mail delivered on retry (attempt 2) queue_id=${r.hex(10).toUpperCase()}`,
    );
}

function webhookRetry(c: Ctx, t: number): void {
  const r = c.rng;
  const svc = firstRole(c, "resale", "shop");
  const partner = r.pick(["TixSwap", "FanPass Exchange", "GigSafe"]);
  const code = r.pick([
    "502 Bad Gateway",
    "503 Service Unavailable",
    "504 Gateway Timeout",
    "500 Internal Server Error",
  ]);
  const ev = `evt_${r.hex(12)}`;
  if (rt(c, svc) === "ruby") {
    const jid = r.hex(24);
    emit(
      c,
      t,
      svc,
      "error",
      `pid=7 tid=${r.hex(4)} class=PartnerWebhookJob jid=${jid} error_class=PartnerWebhook::DeliveryFailed error_message="${partner} responded ${code}" fail`,
    );
    emit(
      c,
      t + 5,
      svc,
      "warn",
      `pid=7 tid=${r.hex(4)} class=PartnerWebhookJob jid=${jid} retry_count=0 Retrying in ${r.int(20, 40)} seconds`,
    );
    emit(
      c,
      t + r.int(25000, 60000),
      svc,
      "info",
      `pid=7 tid=${r.hex(4)} class=PartnerWebhookJob jid=${jid} elapsed=0.412 done`,
    );
    return;
  }
  emit(
    c,
    t,
    svc,
    "error",
    `Webhook delivery ${ev} to partner ${partner} failed: HTTP ${code} (attempt 1/6), next attempt in 30s`,
    rt(c, svc) === "java" && r.chance(0.5)
      ? {
          stack: javaTrace(
            `org.springframework.web.client.HttpServerErrorException$${code.split(" ").slice(1).join("")}`,
            `${code}: [no body]`,
            [
              "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)",
              "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:186)",
              "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:942)",
              "org.springframework.web.client.RestTemplate.postForEntity(RestTemplate.java:507)",
              `${JAVA_PKG[c.estate.key] ?? "app"}.partner.WebhookDispatcher.deliver(WebhookDispatcher.java:${r.int(40, 90)})`,
            ],
          ),
          errType: "org.springframework.web.client.HttpServerErrorException",
        }
      : {},
  );
  emit(
    c,
    t + r.int(30000, 34000),
    svc,
    "info",
    `Webhook delivery ${ev} to partner ${partner} succeeded on attempt 2 (HTTP 200, ${r.int(90, 400)} ms)`,
  );
}

function dupKey(c: Ctx, t: number, table: string): void {
  const r = c.rng;
  const svc = firstRole(c, "transfer", "resale", "wallet");
  const key = r.digits(7);
  switch (rt(c, svc)) {
    case "java":
      emit(c, t, svc, "warn", "SQL Error: 0, SQLState: 23505");
      emit(c, t + 1, svc, "error", `ERROR: duplicate key value violates unique constraint "${table}_pkey"`, {
        stack: [`  Detail: Key (id)=(${key}) already exists.`],
        errType: "org.postgresql.util.PSQLException",
      });
      return;
    case "dotnet":
      emit(
        c,
        t,
        svc,
        "error",
        `Backfill row ${key} skipped: 23505: duplicate key value violates unique constraint "${table}_pkey"`,
        {
          stack: dotnetTrace(
            `Npgsql.PostgresException (0x80004005): 23505: duplicate key value violates unique constraint "${table}_pkey"`,
            [
              "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              "Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
              "Backfill.LedgerImporter.ImportBatchAsync(IReadOnlyList`1 rows, CancellationToken ct) in /src/Backfill/LedgerImporter.cs:line 77",
            ],
          ),
          errType: "Npgsql.PostgresException",
        },
      );
      return;
    case "ruby":
      emit(
        c,
        t,
        svc,
        "error",
        `ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "${table}_pkey" DETAIL:  Key (id)=(${key}) already exists. (row skipped by backfill)`,
      );
      return;
    default:
      emit(
        c,
        t,
        svc,
        "error",
        `backfill: insert failed for id=${key}: duplicate key value violates unique constraint "${table}_pkey" (skipped)`,
      );
  }
}

export const COMMERCE: NoiseKind[] = [
  {
    name: "card_declines",
    what: "a burst of declined cards during the top-up rush",
    fits: has("psp", "topup"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 45, 140), (t) => decline(c, t)),
  },
  {
    name: "failed_logins",
    what: "users mistyping passwords and a few accounts locking themselves out",
    fits: has("auth"),
    run: (c, from, to, big) =>
      spread(c, from, to, count(c, big, 40, 120), (t) => failedLogin(c, t, c.rng.chance(0.12))),
  },
  {
    name: "expired_sessions",
    what: "app users coming back with expired sessions and tokens",
    fits: hasAny("shop", "lineup"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 50, 160), (t) => expiredSession(c, t)),
  },
  {
    name: "transfer_refusals",
    what: "ticket transfers refused for invalid recipients, closed name-change windows and limits",
    fits: has("transfer"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 30, 90), (t) => refusedTransfer(c, t)),
  },
  {
    name: "resale_price_cap",
    what: "resale listings rejected for asking more than the face-value cap",
    fits: has("resale"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 30, 100), (t) => priceCap(c, t)),
  },
  {
    name: "fraud_rules",
    what: "fraud rules blocking ticket-tout accounts and card-testing top-ups",
    fits: has("topup", "transfer"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 25, 80), (t) => fraudRule(c, t)),
  },
  {
    name: "blocked_wristbands",
    what: "payments refused on wristbands that their owners reported lost or had replaced",
    fits: has("wallet"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 25, 80), (t) => blockedChip(c, t)),
  },
  {
    name: "refund_replay",
    what: "a refund batch re-run that hits charges already refunded",
    fits: has("psp"),
    run: (c, from, to, big) => {
      const n = count(c, big, 30, 90);
      const t0 = c.rng.float(from, Math.max(from + 1, to - 120000));
      const svc = role(c, "psp");
      emit(
        c,
        t0 - 500,
        svc,
        "info",
        `refund batch RB-${c.rng.digits(5)} started (${n * c.rng.int(4, 9)} refunds, cancelled-act refunds for ${c.rng.pick(c.estate.words.stages)})`,
      );
      spread(c, t0, t0 + c.rng.float(40000, 110000), n, (t) => refundAlready(c, t));
      emit(
        c,
        t0 + 115000,
        svc,
        "info",
        `refund batch finished: ${n * 5} succeeded, ${n} already refunded (skipped), 0 failed`,
      );
    },
  },
  {
    name: "bot_queue",
    what: "ticket bots rejected at the virtual queue and captcha",
    fits: has("shop"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 40, 150), (t) => botQueue(c, t)),
  },
  {
    name: "mail_bounces",
    what: "e-ticket emails bouncing off mistyped and full mailboxes",
    fits: has("shop"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 25, 70), (t) => bounce(c, t)),
  },
  {
    name: "partner_webhook_retry",
    what: "a resale partner's endpoint failing webhook deliveries that then succeed on retry",
    fits: hasAny("resale", "shop"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 20, 60), (t) => webhookRetry(c, t)),
  },
  {
    name: "backfill_duplicates",
    what: "a planned backfill re-importing rows that already exist and skipping them",
    fits: hasAny("transfer", "resale", "wallet"),
    run: (c, from, to, big) => {
      const svc = firstRole(c, "transfer", "resale", "wallet");
      const table = c.rng.pick(["ticket_transfers", "resale_listings", "ledger_entries"]);
      const n = count(c, big, 30, 110);
      emit(
        c,
        from,
        svc,
        "info",
        `backfill ${table} started range=2026-05-01..2026-05-31 batch_size=500 (OPS-${c.rng.int(2000, 2999)})`,
      );
      spread(c, from + 1000, to - 2000, n, (t) => dupKey(c, t, table));
      emit(
        c,
        to - 1000,
        svc,
        "info",
        `backfill ${table} finished: ${c.rng.int(20000, 60000)} rows, ${n} duplicates skipped, 0 failed`,
      );
    },
  },
];

export const refusedTransferLine = refusedTransfer;
export const declineLine = decline;
