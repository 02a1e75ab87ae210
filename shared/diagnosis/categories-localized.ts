// The same causes in the words of localized runtimes: the C library's error strings, PostgreSQL's message catalogs
// and Windows' system messages as German, French, Spanish, Portuguese and Japanese installations print them (a
// server set to lc_messages=de_DE, a JVM on a French Windows). One rule per cause and family, as in categories.ts.
import type { CategoryRule } from "./categories.js";

// (its own builder, like categories.ts's `r`: categories.ts imports this list, so this module cannot import from it)
const rule = (category: CategoryRule["category"], weight: number, label: string, re: RegExp): CategoryRule => ({
  category,
  weight,
  label,
  re,
});

export const LOCALIZED_RULES: CategoryRule[] = [
  rule(
    "disk",
    4,
    "disk full",
    // ENOSPC; Windows' ERROR_DISK_FULL
    /\bkein Speicherplatz mehr verfügbar\b|\bnicht (?:genug|genügend) Speicherplatz\b|\bAucun espace disponible sur le périphérique\b|\bEspace (?:disque )?insuffisant\b|\bNo queda espacio en el dispositivo\b|\bNo hay (?:suficiente )?espacio (?:suficiente )?en el (?:disco|dispositivo)\b|\b(?:Não há|Nenhum) espaço disponível no dispositivo\b|\bEspaço insuficiente no disco\b|デバイスに空き領域がありません|ディスクに十分な空き領域がありません/i,
  ),
  rule(
    "network",
    2.5,
    "connection refused",
    // ECONNREFUSED; Winsock's 10061
    /\bVerbindungsaufbau abgelehnt\b|\bZielcomputer die Verbindung verweigerte\b|\bConnexion refusée\b|\bl[’']ordinateur cible l[’']a expressément refusée\b|\bConexión rehusada\b|\bdenegó expresamente dicha conexión\b|\bConexão recusada\b|接続を拒否されました|拒否されたため、接続できませんでした/i,
  ),
  rule(
    "network",
    3,
    "host unreachable or unknown",
    // EHOSTUNREACH, ENETUNREACH, ECONNRESET; getaddrinfo's EAI_NONAME; Winsock's WSAHOST_NOT_FOUND
    /\bKeine Route zum Zielrechner\b|\bNetzwerk ist nicht erreichbar\b|\bvom Kommunikationspartner zurückgesetzt\b|\bName oder Dienst nicht bekannt\b|\bDer angegebene Host ist unbekannt\b|\bAucune route vers l[’']hôte\b|\bLe réseau n[’']est pas accessible\b|\bNom ou service inconnu\b|\bHôte inconnu\b|\bLa red es inaccesible\b|\bNombre o servicio desconocido\b|\bHost desconocido\b|\bNenhuma rota para o host\b|\bHost desconhecido\b|ホストへの経路がありません|ネットワークに到達できません|接続が相手からリセットされました|名前またはサービスが不明です|そのようなホストは不明です/i,
  ),
  rule(
    "timeout",
    3,
    "timed out",
    // ETIMEDOUT; Winsock's 10060; PostgreSQL's statement_timeout; the words for a wait that ran out
    /\bZeitüberschreitung\b|\bZeitlimit\b[^.\n]{0,40}\b(?:überschritten|abgelaufen|erreicht)\b|\bWartezeit\b[^.\n]{0,40}\babgelaufen\b|\bnach einer bestimmten Zeitspanne nicht richtig reagiert\b|\bdélai (?:d[’']attente )?(?:dépassé|expiré|écoulé)|\b(?:connexion|requête|opération|délai)\b[^.\n]{0,40}\ba expiré|\bn[’']a pas répondu convenablement au-delà d[’']une certaine durée\b|\btiempo de espera\b[^.\n]{0,30}\b(?:agotado|excedido|se agotó)\b|\bse agotó el tiempo de espera\b|\bno respondió adecuadamente tras un periodo de tiempo\b|\btempo limite\b[^.\n]{0,30}\b(?:esgotado|excedido)\b|\bexcedeu o tempo limite\b|タイムアウト/i,
  ),
  rule(
    "authentication",
    4,
    "authentication failed",
    // PostgreSQL's password authentication; Windows' logon failure (1326)
    /\bPasswort-Authentifizierung\b[^\n]{0,60}\bfehlgeschlagen\b|\bBenutzername oder das Kennwort ist falsch\b|\bauthentification par mot de passe\b[^\n]{0,20}échouée\b|échec de l[’']authentification\b|\bnom d[’']utilisateur ou le mot de passe est incorrect\b|\bautentificación password falló|\bfalló la autenticación\b|\bnombre de usuario o la contraseña no son correctos\b|\bautenticação do tipo senha falhou\b|\bfalha (?:na|de) autenticação\b|パスワード認証に失敗しました|ユーザー名またはパスワードが正しくありません/i,
  ),
  rule(
    "authorization",
    3,
    "permission denied",
    // EACCES, Windows' ERROR_ACCESS_DENIED, PostgreSQL's missing grant
    /\bKeine Berechtigung\b|\bZugriff verweigert\b|\bPermission (?:non accordée|refusée)\b|\bdroit refusé pour\b|\bAccès refusé|\bPermiso denegado\b|\bpermiso denegado (?:a|para)\b|\bAcceso denegado\b|\bPermissão negada\b|\bAcesso negado\b|許可がありません|アクセスが拒否されました|権限がありません/i,
  ),
  rule(
    "memory",
    4,
    "out of memory",
    // ENOMEM, PostgreSQL's "out of memory", Windows' ERROR_NOT_ENOUGH_MEMORY
    /\bSpeicher aufgebraucht\b|\bNicht genügend (?:Haupt)?speicher\b|\bKann nicht genügend Speicher\b|\bmémoire épuisée\b|\bImpossible d[’']allouer de la mémoire\b|\bMémoire insuffisante\b|\bmemoria agotada\b|\bNo se puede asignar memoria\b|\bNo hay suficiente memoria\b|\bmemória esgotada\b|\bNão é possível alocar memória\b|\bMemória insuficiente\b|メモリを確保できません|メモリ不足です|メモリ リソースが不足しています/i,
  ),
  rule(
    "database",
    3,
    "database deadlock or connection limit",
    // PostgreSQL's deadlock and too-many-connections messages
    /\bVerklemmung \(Deadlock\) entdeckt\b|\bschon zu viele Verbindungen\b|\bblocage détecté|\btrop de clients sont déjà connectés\b|\bse ha detectado un deadlock\b|\bya tenemos demasiados clientes\b|\bimpasse detectado\b|\bmuitos clientes conectados\b|デッドロックを検出しました|現在クライアント数が多すぎます/i,
  ),
];
