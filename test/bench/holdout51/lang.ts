// Localized runtime wording (PostgreSQL message catalogs, glibc/Windows error texts, Event Log level names,
// java.util.logging level names) for the five locales the estates run in.
export type Lang = "de" | "fr" | "es" | "pt" | "ja";

export interface Words {
  ev: { error: string; warn: string; info: string };
  jul: { severe: string; warning: string; info: string };
  pg: { error: string; fatal: string; log: string };
  pgAuth: (u: string) => string;
  pgTooMany: string;
  pgRecovery: string;
  pgDeadlock: string;
  pgStmtTimeout: string;
  pgExtend: (f: string) => string;
  pgCheckpoint: string;
  pgConnAuth: (u: string, db: string) => string;
  pgVacuum: (t: string) => string;
  enospc: string;
  econnrefused: string;
  winDiskFull: string;
  winAccessDenied: string;
  scmRunning: (s: string) => string;
  scmStopped: (s: string) => string;
  scmCrash: (s: string, n: number) => string;
  wuRestart: string;
  taskDone: (t: string) => string;
  batchDone: (n: number, s: string) => string;
  batchStart: (job: string) => string;
}

export const WORDS: Record<Lang, Words> = {
  de: {
    ev: { error: "Fehler", warn: "Warnung", info: "Informationen" },
    jul: { severe: "SCHWERWIEGEND", warning: "WARNUNG", info: "INFORMATION" },
    pg: { error: "FEHLER", fatal: "FATAL", log: "LOG" },
    pgAuth: (u) => `Passwort-Authentifizierung für Benutzer »${u}« fehlgeschlagen`,
    pgTooMany: "tut mir leid, schon zu viele Verbindungen",
    pgRecovery: "das Datenbanksystem ist im Wiederherstellungsmodus",
    pgDeadlock: "Verklemmung (Deadlock) entdeckt",
    pgStmtTimeout: "storniere Anfrage wegen Zeitüberschreitung der Anweisung",
    pgExtend: (f) => `konnte Datei »${f}« nicht erweitern: Auf dem Gerät ist kein Speicherplatz mehr verfügbar`,
    pgCheckpoint: "Checkpoint beginnt: time",
    pgConnAuth: (u, db) => `Verbindung autorisiert: Benutzer=${u} Datenbank=${db}`,
    pgVacuum: (t) => `automatisches Vacuum der Tabelle »${t}«: Index-Scans: 1`,
    enospc: "Auf dem Gerät ist kein Speicherplatz mehr verfügbar",
    econnrefused: "Verbindungsaufbau abgelehnt",
    winDiskFull: "Es steht nicht genug Speicherplatz auf dem Datenträger zur Verfügung.",
    winAccessDenied: "Zugriff verweigert",
    scmRunning: (s) => `Der Dienst "${s}" befindet sich jetzt im Status "Wird ausgeführt".`,
    scmStopped: (s) => `Der Dienst "${s}" befindet sich jetzt im Status "Beendet".`,
    scmCrash: (s, n) => `Der Dienst "${s}" wurde unerwartet beendet. Dies ist bereits ${n} Mal passiert.`,
    wuRestart: "Installation erfolgreich: Windows hat das folgende Update erfolgreich installiert",
    taskDone: (t) => `Die Aufgabe "${t}" wurde von der Aufgabenplanung erfolgreich abgeschlossen.`,
    batchDone: (n, s) => `Export abgeschlossen: ${n} Datensätze in ${s} s`,
    batchStart: (j) => `Starte Job ${j}`,
  },
  fr: {
    ev: { error: "Erreur", warn: "Avertissement", info: "Information" },
    jul: { severe: "GRAVE", warning: "AVERTISSEMENT", info: "INFOS" },
    pg: { error: "ERREUR", fatal: "FATAL", log: "LOG" },
    pgAuth: (u) => `l'authentification par mot de passe a échoué pour l'utilisateur « ${u} »`,
    pgTooMany: "désolé, trop de clients sont déjà connectés",
    pgRecovery: "le système de bases de données est en cours de restauration",
    pgDeadlock: "blocage détecté",
    pgStmtTimeout: "annulation de la requête à cause du délai écoulé pour l'exécution de l'instruction",
    pgExtend: (f) => `n'a pas pu étendre le fichier « ${f} » : Aucun espace disponible sur le périphérique`,
    pgCheckpoint: "début du checkpoint : time",
    pgConnAuth: (u, db) => `connexion autorisée : utilisateur=${u} base de données=${db}`,
    pgVacuum: (t) => `VACUUM automatique de la table « ${t} » : parcours d'index : 1`,
    enospc: "Aucun espace disponible sur le périphérique",
    econnrefused: "Connexion refusée",
    winDiskFull: "Espace disque insuffisant.",
    winAccessDenied: "Accès refusé.",
    scmRunning: (s) => `Le service ${s} est entré dans l'état : en cours d'exécution.`,
    scmStopped: (s) => `Le service ${s} est entré dans l'état : arrêté.`,
    scmCrash: (s, n) => `Le service ${s} s'est arrêté de façon inattendue. Il s'est arrêté ${n} fois.`,
    wuRestart: "Installation réussie : Windows a installé la mise à jour suivante",
    taskDone: (t) => `Le Planificateur de tâches a terminé la tâche « ${t} ».`,
    batchDone: (n, s) => `Export terminé : ${n} enregistrements en ${s} s`,
    batchStart: (j) => `Démarrage du traitement ${j}`,
  },
  es: {
    ev: { error: "Error", warn: "Advertencia", info: "Información" },
    jul: { severe: "GRAVE", warning: "ADVERTENCIA", info: "INFORMACIÓN" },
    pg: { error: "ERROR", fatal: "FATAL", log: "LOG" },
    pgAuth: (u) => `la autentificación password falló para el usuario «${u}»`,
    pgTooMany: "lo siento, ya tenemos demasiados clientes",
    pgRecovery: "el sistema de base de datos está en modo de recuperación",
    pgDeadlock: "se ha detectado un deadlock",
    pgStmtTimeout: "cancelando la sentencia debido a que se agotó el tiempo de espera de sentencias",
    pgExtend: (f) => `no se pudo extender el archivo «${f}»: No queda espacio en el dispositivo`,
    pgCheckpoint: "empezando checkpoint: time",
    pgConnAuth: (u, db) => `conexión autorizada: usuario=${u} base_de_datos=${db}`,
    pgVacuum: (t) => `vacuum automático de la tabla «${t}»: recorridos de índice: 1`,
    enospc: "No hay espacio en el dispositivo",
    econnrefused: "Conexión rehusada",
    winDiskFull: "No hay espacio suficiente en el disco.",
    winAccessDenied: "Acceso denegado.",
    scmRunning: (s) => `El servicio ${s} entró en estado de ejecución.`,
    scmStopped: (s) => `El servicio ${s} entró en estado de detención.`,
    scmCrash: (s, n) => `El servicio ${s} terminó de manera inesperada. Esto ha sucedido ${n} veces.`,
    wuRestart: "Instalación correcta: Windows instaló correctamente la siguiente actualización",
    taskDone: (t) => `El Programador de tareas completó correctamente la tarea "${t}".`,
    batchDone: (n, s) => `Exportación finalizada: ${n} registros en ${s} s`,
    batchStart: (j) => `Iniciando proceso ${j}`,
  },
  pt: {
    ev: { error: "Erro", warn: "Aviso", info: "Informações" },
    jul: { severe: "GRAVE", warning: "ADVERTÊNCIA", info: "INFORMAÇÕES" },
    pg: { error: "ERRO", fatal: "FATAL", log: "LOG" },
    pgAuth: (u) => `autenticação do tipo senha falhou para usuário "${u}"`,
    pgTooMany: "desculpe, muitos clientes conectados",
    pgRecovery: "o sistema de banco de dados está em modo de recuperação",
    pgDeadlock: "impasse detectado",
    pgStmtTimeout: "cancelando comando por causa do tempo de espera (timeout) do comando",
    pgExtend: (f) => `não pôde estender arquivo "${f}": Não há espaço disponível no dispositivo`,
    pgCheckpoint: "ponto de controle iniciando: time",
    pgConnAuth: (u, db) => `conexão autorizada: usuário=${u} banco de dados=${db}`,
    pgVacuum: (t) => `limpeza automática da tabela "${t}": buscas em índices: 1`,
    enospc: "Não há espaço disponível no dispositivo",
    econnrefused: "Conexão recusada",
    winDiskFull: "Não há espaço suficiente no disco.",
    winAccessDenied: "Acesso negado.",
    scmRunning: (s) => `O serviço ${s} entrou no estado em execução.`,
    scmStopped: (s) => `O serviço ${s} entrou no estado parado.`,
    scmCrash: (s, n) => `O serviço ${s} foi encerrado inesperadamente. Isso aconteceu ${n} vez(es).`,
    wuRestart: "Instalação bem-sucedida: o Windows instalou com êxito a seguinte atualização",
    taskDone: (t) => `O Agendador de Tarefas concluiu com êxito a tarefa "${t}".`,
    batchDone: (n, s) => `Exportação concluída: ${n} registros em ${s} s`,
    batchStart: (j) => `Iniciando job ${j}`,
  },
  ja: {
    ev: { error: "エラー", warn: "警告", info: "情報" },
    jul: { severe: "重大", warning: "警告", info: "情報" },
    pg: { error: "エラー", fatal: "致命的エラー", log: "LOG" },
    pgAuth: (u) => `ユーザー"${u}"のパスワード認証に失敗しました`,
    pgTooMany: "申し訳ありません、既に多くのクライアントがあります",
    pgRecovery: "データベースシステムはリカバリモードです",
    pgDeadlock: "デッドロックを検出しました",
    pgStmtTimeout: "ステートメントのタイムアウトのためステートメントをキャンセルしています",
    pgExtend: (f) => `ファイル"${f}"を拡張できませんでした: デバイスに空き領域がありません`,
    pgCheckpoint: "チェックポイント開始: time",
    pgConnAuth: (u, db) => `接続の認証完了: ユーザー=${u} データベース=${db}`,
    pgVacuum: (t) => `テーブル"${t}"の自動VACUUM: インデックススキャン: 1`,
    enospc: "デバイスに空き領域がありません",
    econnrefused: "接続を拒否されました",
    winDiskFull: "ディスクに十分な空き領域がありません。",
    winAccessDenied: "アクセスが拒否されました。",
    scmRunning: (s) => `${s} サービスは実行中状態に移行しました。`,
    scmStopped: (s) => `${s} サービスは停止状態に移行しました。`,
    scmCrash: (s, n) => `${s} サービスは予期せぬ原因により終了しました。このエラーは ${n} 回発生しています。`,
    wuRestart: "インストールの成功: Windows は次の更新プログラムを正常にインストールしました",
    taskDone: (t) => `タスク スケジューラはタスク "${t}" を正常に完了しました。`,
    batchDone: (n, s) => `エクスポート完了: ${n} 件 (${s} 秒)`,
    batchStart: (j) => `ジョブ ${j} を開始します`,
  },
};
