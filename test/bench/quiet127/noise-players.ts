// Harmless noise from players doing what players do: wrong passwords, expired sessions, old clients,
// items they do not own, impossible scores, names and chat the filters refuse, lonely queues.
import { access } from "./access.js";
import { rails } from "./rails.js";
import { by, iso19, type Noise, paths } from "./util.js";

const badPassword: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  c.spread(heavy ? 0.3 : 0.1, (t) => {
    const r = c.r;
    const p = c.pid();
    const ip = c.ip();
    const tries = r.weighted([
      [1, 6],
      [2, 3],
      [3, 2],
      [5, 1],
    ]);
    let tt = t;
    for (let i = 1; i <= tries; i++) {
      c.emit(
        tt,
        auth,
        "warn",
        by(c, auth, {
          java: `Authentication failed for player ${p} from ${ip}: Bad credentials (attempt ${i}/5)`,
          python: `auth.views: login failed user=${p} reason=invalid_password attempt=${i} ip=${ip}`,
          dotnet: `Sign-in failed for ${p}: InvalidPassword (attempt ${i} of 5, ip ${ip})`,
          go: `auth rejected sub=${p} provider=password reason=bad_password attempt=${i} ip=${ip}`,
          _: `invalid credentials for ${p} (attempt ${i})`,
        }),
      );
      access(c, tt + r.int(30, 200), { m: "POST", path: paths(c).login, code: 401, ms: r.int(30, 200), ip });
      tt += r.int(4000, 20000);
    }
    if (tries >= 5) {
      c.emit(
        tt,
        auth,
        "warn",
        by(c, auth, {
          java: `Account ${p} temporarily locked for 15 minutes after 5 failed sign-in attempts`,
          python: `auth.lockout: user ${p} locked for 900s after 5 failures`,
          dotnet: `User ${p} is locked out until ${iso19(tt + 900_000)}Z (MaxFailedAccessAttempts=5)`,
          _: `lockout sub=${p} duration=15m failures=5`,
        }),
      );
    } else if (r.chance(0.7)) {
      access(c, tt, { m: "POST", path: paths(c).login, code: 200, ms: r.int(40, 180), ip });
    }
  });
};

const expiredSessions: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  c.spread(heavy ? 0.35 : 0.12, (t) => {
    const r = c.r;
    const p = c.pid();
    const ip = c.ip();
    const ago = r.int(5_000, 40_000_000);
    c.emit(
      t,
      auth,
      "warn",
      by(c, auth, {
        java: `JWT expired at ${iso19(t - ago)}Z. Current time: ${iso19(t)}Z, a difference of ${ago} milliseconds. Allowed clock skew: 0 milliseconds.`,
        python: `auth.tokens: rejected access token for ${p}: Signature has expired`,
        dotnet: `Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '${iso19(t - ago).replace("T", " ")}', Current time (UTC): '${iso19(t).replace("T", " ")}'.`,
        go: `token rejected sub=${p}: token has invalid claims: token is expired`,
        _: `TokenExpiredError: jwt expired (sub ${p})`,
      }),
    );
    access(c, t + 3, {
      m: "GET",
      path: r.pick([paths(c).profile, paths(c).inventory, paths(c).store]),
      code: 401,
      ms: r.int(2, 12),
      ip,
    });
    access(c, t + r.int(200, 900), { m: "POST", path: paths(c).refresh, code: 200, ms: r.int(20, 90), ip });
  });
};

const entitlementDenied: Noise = (c, heavy) => {
  const ent = c.svc("ent", "store");
  c.spread(heavy ? 0.12 : 0.04, (t) => {
    const r = c.r;
    const p = c.pid();
    const sku = r.pick(c.e.skus);
    const lvl = r.chance(0.6) ? "error" : "warn";
    if (c.rt(ent) === "ruby") {
      rails(c, t, ent, {
        m: "POST",
        path: "/api/inventory/equip",
        action: "Api::InventoryController#equip",
        code: 403,
        ms: r.int(5, 30),
        body: [["info", "Filter chain halted as :require_entitlement! rendered or redirected"]],
      });
    } else {
      c.emit(
        t,
        ent,
        lvl,
        by(c, ent, {
          java: `Entitlement check failed: player ${p} does not own ${sku} (403 ENTITLEMENT_NOT_FOUND)`,
          dotnet: `Ownership denied for ${p}: item '${sku}' not in inventory`,
          python: `ERROR ledger.entitlements: deny ${p} sku=${sku}: not owned`,
          _: `entitlement denied player=${p} item=${sku}`,
        }),
      );
    }
    access(c, t + r.int(5, 30), { m: "POST", path: `${paths(c).inventory}/equip`, code: 403, ms: r.int(5, 30) });
  });
};

const oldClients: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  const from = c.at(0, 0.4);
  c.spread(
    heavy ? 0.6 : 0.15,
    (t) => {
      const r = c.r;
      const ua = c.e.ua(r).replace(c.e.build, c.e.oldBuild);
      c.emit(
        t,
        auth,
        "warn",
        by(c, auth, {
          java: `Rejecting client build ${c.e.oldBuild}: below minimum supported ${c.e.build} (forcing update)`,
          python: `auth.middleware: client ${c.e.oldBuild} below min_version ${c.e.build}, returning 426`,
          dotnet: `Client version ${c.e.oldBuild} is no longer supported (minimum ${c.e.build}); sending upgrade-required`,
          go: `client too old version=${c.e.oldBuild} min=${c.e.build} action=force_update`,
          _: `outdated client ${c.e.oldBuild} < ${c.e.build}`,
        }),
      );
      access(c, t + 2, { m: "POST", path: paths(c).login, code: 426, ms: r.int(1, 6), ua });
    },
    from,
  );
};

const ticketExpiry: Noise = (c, heavy) => {
  const mm = c.svc("match");
  c.spread(heavy ? 0.12 : 0.04, (t) => {
    const r = c.r;
    const region = c.e.regions[c.e.regions.length - 1 - r.int(0, 1)];
    const mode = c.e.modes[c.e.modes.length - 1];
    const lvl = r.chance(0.8) ? "warn" : "error";
    const msg = r.chance(0.75)
      ? by(c, mm, {
          go: `ticket expired without match ticket=tk_${r.hex(12)} mode=${mode} region=${region} waited=300s`,
          python: `ticket timed out  party_id=pa_${r.b36(7)} mode=${mode} region=${region} waited_s=300 reason=no_candidates`,
          dotnet: `Ticket ${r.hex(8).toUpperCase()} expired after 00:05:00 without a match (mode=${mode}, region=${region})`,
          _: `ticket expired after 300s mode=${mode} region=${region}`,
        })
      : by(c, mm, {
          go: `ticket cancelled ticket=tk_${r.hex(12)} reason=party_leader_disconnected`,
          python: `party dissolved while queued  party_id=pa_${r.b36(7)} reason=leader_left`,
          dotnet: `Ticket ${r.hex(8).toUpperCase()} cancelled: party leader disconnected`,
          _: `ticket cancelled: leader left`,
        });
    c.emit(t, mm, lvl, msg);
  });
};

const scoreRejects: Noise = (c, heavy) => {
  const board = c.svc("board");
  c.spread(heavy ? 0.08 : 0.025, (t) => {
    const r = c.r;
    const p = c.pid();
    const m = c.e.matchId(r);
    if (c.rt(board) === "ruby") {
      rails(c, t, board, {
        m: "POST",
        path: "/internal/results",
        action: "Internal::ResultsController#create",
        code: 422,
        ms: r.int(8, 40),
        body: [["warn", `Rejected result ${m}: Validation failed: Score must be less than or equal to 250000`]],
      });
      return;
    }
    c.emit(
      t,
      board,
      "error",
      by(c, board, {
        java: `Rejected score submission for match ${m}: player ${p} kills=${r.int(90, 900)} exceeds plausibility ceiling (60)`,
        go: r.chance(0.5)
          ? `result rejected match=${m} player=${p} reason=lap_time_below_track_record delta=-${r.int(4, 40)}s`
          : `result rejected match=${m} player=${p} reason=score_out_of_range score=2147483647`,
        node: `score rejected for ${p}: ${r.int(10 ** 7, 10 ** 9)} exceeds max for track (flagged for review)`,
        _: `score rejected for ${p} in ${m}: out of range`,
      }),
    );
  });
};

const chatModeration: Noise = (c, heavy) => {
  const chat = c.svc("chat");
  c.spread(heavy ? 0.25 : 0.08, (t) => {
    const r = c.r;
    const p = c.pid();
    const cat = r.pick(["profanity", "slur", "spam_link", "personal_info", "harassment"]);
    c.emit(
      t,
      chat,
      r.chance(0.7) ? "warn" : "error",
      by(c, chat, {
        java: `Chat message from player ${p} rejected by moderation (category=${cat}, score=${r.float(0.8, 1).toFixed(2)})`,
        node: `moderation: dropped message from ${p} in ${r.pick(["lobby", "party", "whisper"])} (${cat})`,
        python: `WARNING herald.moderation: blocked outbound text from ${p}: ${cat}`,
        _: `message blocked ${p} ${cat}`,
      }),
    );
  });
};

const displayNames: Noise = (c, heavy) => {
  const auth = c.svc("auth");
  c.spread(heavy ? 0.07 : 0.02, (t) => {
    const r = c.r;
    const name = r.pick(["admin", "Moderator_", "xX_n0sc0pe_Xx", "support-team", "gm_official", "d1ckbutt"]);
    c.emit(
      t,
      auth,
      "warn",
      by(c, auth, {
        java: `Display name change rejected for ${c.pid()}: "${name}" matches reserved/profane list`,
        python: `auth.profile: name "${name}" rejected (blocklist) for ${c.pid()}`,
        dotnet: `Validation failed for UpdateDisplayName: 'Name' '${name}' is not allowed.`,
        go: `profile: display name rejected name="${name}" rule=blocklist`,
        _: `name rejected: ${name}`,
      }),
    );
    access(c, t + 4, { m: "PUT", path: paths(c).name, code: 400, ms: r.int(3, 20) });
  });
};

const friendSpam: Noise = (c, heavy) => {
  const svc = c.svc("chat", "presence", "auth");
  const spammers = Array.from({ length: c.r.int(1, 3) }, () => c.pid());
  c.spread(heavy ? 0.3 : 0.1, (t) => {
    const r = c.r;
    const p = r.pick(spammers);
    c.emit(
      t,
      svc,
      "warn",
      by(c, svc, {
        node: `friend request from ${p} refused: limit 50/24h reached`,
        java: `Friend request rate limit hit for player ${p} (50 per 24h)`,
        python: `WARNING herald.social: invite throttled for ${p} (quota 50/day)`,
        _: `friend request throttled for ${p}`,
      }),
    );
    access(c, t + 3, { m: "POST", path: paths(c).friends, code: 429, ms: r.int(2, 9) });
  });
};

const inventoryConflict: Noise = (c, heavy) => {
  const ent = c.svc("ent", "store");
  c.spread(heavy ? 0.1 : 0.03, (t) => {
    const r = c.r;
    const p = c.pid();
    const v = r.int(3, 120);
    c.emit(
      t,
      ent,
      "warn",
      by(c, ent, {
        java: `Optimistic lock failure on PlayerInventory[${p}] (version ${v}), retrying 1/3`,
        dotnet: `DbUpdateConcurrencyException: The database operation was expected to affect 1 row(s), but actually affected 0 row(s); data may have been modified or deleted since entities were loaded. Retrying 1/3 for ${p}`,
        python: `WARNING ledger.wallet: could not serialize access due to concurrent update (wallet ${p}), retrying 1/3`,
        ruby: `[${r.uuid()}] ActiveRecord::StaleObjectError: Attempted to update a stale object: Inventory. Retrying (1/3)`,
        go: `wallet cas conflict player=${p} rev=${v} want=${v + 1}, retry=1`,
        _: `conflict on ${p}, retrying`,
      }),
    );
    c.emit(
      t + r.int(20, 120),
      ent,
      "info",
      by(c, ent, {
        java: `Inventory update for ${p} committed on attempt 2`,
        _: `update for ${p} ok on retry 1`,
      }),
    );
  });
};

const mobileDrops: Noise = (c, heavy) => {
  const gw = c.svc("gateway");
  c.spread(heavy ? 0.3 : 0.1, (t) => {
    const r = c.r;
    const rt = c.rt(gw);
    if (rt === "go") {
      c.emit(t, gw, "warn", `write tcp ${c.podIp()}:8080->${c.ip()}:${r.int(1024, 65535)}: write: broken pipe`);
    } else if (rt === "node") {
      c.emit(
        t,
        gw,
        "warn",
        `request aborted by client: ${r.pick(["GET", "POST"])} ${r.pick([paths(c).profile, paths(c).store, paths(c).board])} after ${r.int(2000, 30000)}ms`,
      );
    } else if (rt === "nginx") {
      access(c, t, {
        m: "GET",
        path: r.pick([paths(c).board, paths(c).store]),
        code: 499,
        ms: r.int(2000, 30000),
        bytes: 0,
      });
    } else {
      access(c, t, {
        m: "GET",
        path: r.pick([paths(c).board, paths(c).store, paths(c).profile]),
        code: 0,
        ms: r.int(2000, 30000),
        flags: "DC",
        bytes: 0,
      });
    }
  });
};

export const PLAYER_NOISE: Record<string, Noise> = {
  "bad-passwords": badPassword,
  "expired-sessions": expiredSessions,
  "entitlement-denied": entitlementDenied,
  "old-clients": oldClients,
  "ticket-expiry": ticketExpiry,
  "score-rejects": scoreRejects,
  "chat-moderation": chatModeration,
  "display-names": displayNames,
  "friend-spam": friendSpam,
  "inventory-conflict": inventoryConflict,
  "mobile-drops": mobileDrops,
};
