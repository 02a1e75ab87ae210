// What machines on the floor report, worded per protocol: SAS exception codes or G2S event reports.
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";

export type EgmEvent =
  | "door_open"
  | "door_close"
  | "bill_jam"
  | "stacker_full"
  | "cashbox_removed"
  | "cashbox_installed"
  | "handpay_pending"
  | "handpay_reset"
  | "paper_low"
  | "paper_out"
  | "power_lost"
  | "power_up"
  | "tilt"
  | "ticket_printed"
  | "ticket_inserted"
  | "card_in"
  | "card_out"
  | "card_bad";

const SAS: Record<EgmEvent, [string, string]> = {
  door_open: ["0x11", "Slot door was opened"],
  door_close: ["0x12", "Slot door was closed"],
  bill_jam: ["0x28", "Bill jam"],
  stacker_full: ["0x27", "Cash box full detected"],
  cashbox_removed: ["0x1B", "Cash box was removed"],
  cashbox_installed: ["0x1C", "Cash box was installed"],
  handpay_pending: ["0x51", "Handpay is pending"],
  handpay_reset: ["0x52", "Handpay was reset"],
  paper_low: ["0x74", "Printer paper low"],
  paper_out: ["0x61", "Printer paper out error"],
  power_lost: ["0x18", "AC power was lost from gaming machine"],
  power_up: ["0x17", "AC power was applied to gaming machine"],
  tilt: ["0x20", "General tilt"],
  ticket_printed: ["0x3D", "Cash out ticket has been printed"],
  ticket_inserted: ["0x67", "Ticket has been inserted"],
  card_in: ["SMIB", "player card inserted"],
  card_out: ["SMIB", "player card removed"],
  card_bad: ["SMIB", "card read error"],
};

const G2S: Record<EgmEvent, [string, string]> = {
  door_open: ["G2S_CBE301", "Main Door Opened"],
  door_close: ["G2S_CBE302", "Main Door Closed"],
  bill_jam: ["G2S_NAE105", "Note Acceptor Jammed"],
  stacker_full: ["G2S_NAE107", "Stacker Full"],
  cashbox_removed: ["G2S_NAE103", "Stacker Removed"],
  cashbox_installed: ["G2S_NAE104", "Stacker Inserted"],
  handpay_pending: ["G2S_JPE101", "Handpay Pending"],
  handpay_reset: ["G2S_JPE104", "Handpay Keyed Off"],
  paper_low: ["G2S_PTE104", "Printer Paper Low"],
  paper_out: ["G2S_PTE105", "Printer Paper Out"],
  power_lost: ["G2S_CBE101", "EGM Power Down"],
  power_up: ["G2S_CBE102", "EGM Power Up"],
  tilt: ["G2S_CBE315", "EGM Tilt"],
  ticket_printed: ["G2S_VCE102", "Voucher Issued"],
  ticket_inserted: ["G2S_VCE101", "Voucher Inserted"],
  card_in: ["G2S_IDE101", "ID Inserted"],
  card_out: ["G2S_IDE102", "ID Removed"],
  card_bad: ["G2S_IDE104", "ID Read Error"],
};

const g2sId = (egm: string) => `IGT_0060E0${egm.padStart(6, "0")}`;

/** the line the estate's machine-comms service writes for one machine event */
export function egmLine(e: Estate, r: Rng, egm: string, ev: EgmEvent, extra = ""): string {
  const tail = extra ? ` ${extra}` : "";
  if (e.protocol === "G2S") {
    const [code, text] = G2S[ev];
    return `eventReport from ${g2sId(egm)} (EGM ${egm}): ${code} ${text} eventId=${r.int(100000, 999999)}${tail}`;
  }
  const [code, text] = SAS[ev];
  if (e.key === "northgate") {
    // the C++ comms daemon
    return code === "SMIB"
      ? `[smib] egm=${egm} ${text.replace(/ /g, "_").toUpperCase()}${tail}`
      : `[sas] port=${r.int(1, 32)} addr=${r.int(1, 127)} egm=${egm} exc=${code} ${text}${tail}`;
  }
  return code === "SMIB" ? `EGM ${egm} SMIB: ${text}${tail}` : `EGM ${egm} exception ${code} (${text})${tail}`;
}

export const egmHandle = (e: Estate, egm: string) => (e.protocol === "G2S" ? g2sId(egm) : `EGM ${egm}`);
