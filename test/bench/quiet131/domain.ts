// Plants, people and network bits the four estates share: botanical names with pot sizes, regulated taxa,
// client addresses and user agents, and the `ev` constructor.
import type { Rng } from "./rng.js";
import type { Ev, Level } from "./types.js";

export interface Plant {
  name: string;
  slug: string;
  group: string;
}

const RAW: Array<[string, string]> = [
  ["Acer palmatum 'Bloodgood'", "trees"],
  ["Lavandula angustifolia 'Hidcote'", "perennials"],
  ["Hydrangea macrophylla 'Bela'", "shrubs"],
  ["Buxus sempervirens", "hedging"],
  ["Olea europaea", "trees"],
  ["Rosa 'Gertrude Jekyll'", "roses"],
  ["Salvia nemorosa 'Caradonna'", "perennials"],
  ["Hosta 'Sum and Substance'", "perennials"],
  ["Pelargonium zonale 'Horizon Red'", "bedding"],
  ["Petunia Surfinia 'Purple'", "bedding"],
  ["Dahlia 'Bishop of Llandaff'", "bulbs"],
  ["Clematis 'Nelly Moser'", "climbers"],
  ["Prunus laurocerasus 'Rotundifolia'", "hedging"],
  ["Photinia x fraseri 'Red Robin'", "shrubs"],
  ["Hebe 'Great Orme'", "shrubs"],
  ["Fuchsia 'Mrs Popple'", "shrubs"],
  ["Geranium 'Rozanne'", "perennials"],
  ["Nepeta 'Six Hills Giant'", "perennials"],
  ["Solanum lycopersicum 'Gardener's Delight'", "grow-your-own"],
  ["Fragaria 'Elsanta'", "grow-your-own"],
  ["Rhododendron 'Cunningham's White'", "shrubs"],
  ["Camellia japonica 'Nuccio's Pearl'", "shrubs"],
  ["Magnolia stellata", "trees"],
  ["Lonicera periclymenum 'Graham Thomas'", "climbers"],
  ["Trachelospermum jasminoides", "climbers"],
  ["Cordyline australis 'Red Star'", "architectural"],
  ["Phormium tenax", "architectural"],
  ["Euonymus fortunei 'Emerald Gaiety'", "shrubs"],
  ["Nandina domestica 'Obsessed'", "shrubs"],
  ["Heuchera 'Palace Purple'", "perennials"],
  ["Echinacea purpurea 'Magnus'", "perennials"],
  ["Rudbeckia fulgida 'Goldsturm'", "perennials"],
  ["Calibrachoa 'Million Bells'", "bedding"],
  ["Begonia semperflorens", "bedding"],
  ["Carpinus betulus", "hedging"],
  ["Quercus ilex", "trees"],
  ["Polygala myrtifolia", "shrubs"],
  ["Rosmarinus officinalis 'Miss Jessopp's Upright'", "herbs"],
  ["Nerium oleander", "shrubs"],
  ["Pittosporum tenuifolium 'Tom Thumb'", "shrubs"],
  ["Taxus baccata", "hedging"],
  ["Miscanthus sinensis 'Morning Light'", "grasses"],
  ["Stipa tenuissima", "grasses"],
  ["Monstera deliciosa", "houseplants"],
  ["Ficus lyrata", "houseplants"],
  ["Tulipa 'Queen of Night'", "bulbs"],
];

export const PLANTS: Plant[] = RAW.map(([name, group]) => ({
  name,
  group,
  slug: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""),
}));

/** Hosts of Xylella fastidiosa and oak processionary moth: passports and checks are mandatory. */
export const REGULATED = [
  "Olea europaea",
  "Lavandula angustifolia",
  "Polygala myrtifolia",
  "Nerium oleander",
  "Rosmarinus officinalis",
  "Quercus ilex",
  "Prunus laurocerasus",
];

export const POTS = [
  "9cm",
  "1L",
  "2L",
  "3L",
  "5L",
  "10L",
  "15L",
  "20L",
  "45L",
  "bare root 60-80cm",
  "rootball 125-150cm",
];
export const GROUPS = [...new Set(PLANTS.map((p) => p.group))];

export function plant(r: Rng): Plant {
  return r.pick(PLANTS);
}

export function publicIp(r: Rng): string {
  const nets = ["185.220.101", "45.146.164", "193.41.206", "89.248.165", "162.142.125", "167.94.138", "71.6.199"];
  return `${r.pick(nets)}.${r.int(2, 250)}`;
}

export function customerIp(r: Rng): string {
  const nets = ["81.2", "86.14", "92.40", "109.150", "31.94", "82.132", "2.24", "88.96", "94.174"];
  return `${r.pick(nets)}.${r.int(1, 254)}.${r.int(1, 254)}`;
}

export function podIp(r: Rng): string {
  return `10.${r.pick([42, 44, 52, 60])}.${r.int(0, 15)}.${r.int(2, 250)}`;
}

export function userAgent(r: Rng): string {
  return r.pick([
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
    "okhttp/4.12.0",
    "GardenApp/5.2.1 (iOS 17.4)",
  ]);
}

export function ev(t: number, svc: string, level: Level, msg: string, x: Partial<Ev> = {}): Ev {
  return { t: Math.round(t), svc, level, msg, ...x };
}

export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** 2026-04-18 style date of an epoch ms. */
export function day(t: number, plusDays = 0): string {
  return new Date(t + plusDays * 86400000).toISOString().slice(0, 10);
}

export function firstName(r: Rng): string {
  return r.pick([
    "sam",
    "j.harris",
    "priya",
    "tom.b",
    "aoife",
    "lieke",
    "marek",
    "helen",
    "dev",
    "noor",
    "kate.w",
    "bram",
  ]);
}
