import type { Random } from "./random.ts";

// Photographs of the demo agency, drawn as SVG scenes: soft light, real proportions, varied palettes.
// Each function returns a 1600 x 1067 SVG (3:2, the ratio of every listing photo).

export const photoWidth = 1600;
export const photoHeight = 1067;

const W = photoWidth;
const H = photoHeight;

const skies = [
  ["#9cc6ea", "#dceefa"],
  ["#7fb0de", "#cfe6f7"],
  ["#f2c9a0", "#fbe8d2"],
  ["#a8c8e0", "#eef3f4"],
];
const bricks = ["#a8563f", "#b86b4b", "#efe9df", "#d9d2c5", "#8e8a83", "#c98d61"];
const roofs = ["#3d3f45", "#5a4a44", "#8a3f2c", "#2f3a40"];
const frames = ["#f5f5f2", "#2d2f33", "#5b4636"];
const walls = ["#efe8dd", "#e6ddd0", "#dfe5e2", "#ece4e0", "#e4e7ec", "#f1ede6"];
const woods = ["#b88a5a", "#a87b4f", "#c9a57a", "#8f6a45"];
const fabrics = ["#5d6b7a", "#7a8c6e", "#b5896b", "#4a5560", "#c2b49f", "#6e5a73"];

function defs(r: Random): string {
  const [top, bottom] = r.pick(skies);
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8db36a"/><stop offset="1" stop-color="#5e8a45"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfeaf2"/><stop offset="0.55" stop-color="#8fa9bd"/><stop offset="1" stop-color="#5f7a90"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.9"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></linearGradient>
    <radialGradient id="sun" cx="0.8" cy="0.15" r="0.6"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.8"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>
  </defs>`;
}

function svg(body: string, r: Random): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(r)}${body}</svg>`;
}

function tree(x: number, y: number, size: number, r: Random): string {
  const greens = ["#4f7a3a", "#5d8a45", "#3f6a35", "#6c9550"];
  const crowns = Array.from({ length: 5 }, (_, i) => {
    const dx = Math.cos(i * 1.3) * size * 0.35;
    const dy = Math.sin(i * 1.7) * size * 0.25;
    return `<circle cx="${x + dx}" cy="${y - size * 0.9 + dy}" r="${size * (0.42 + r.next() * 0.15)}" fill="${r.pick(greens)}"/>`;
  }).join("");
  return `<rect x="${x - size * 0.05}" y="${y - size * 0.6}" width="${size * 0.1}" height="${size * 0.6}" fill="#5b4636"/>${crowns}`;
}

function windowAt(x: number, y: number, w: number, h: number, frame: string): string {
  return `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="${frame}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>
    <rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="${frame}"/>
    <path d="M${x} ${y + h * 0.1} L${x + w * 0.35} ${y}" stroke="#fff" stroke-opacity="0.35" stroke-width="10"/>`;
}

/** A house seen from its garden or the street. */
export function facade(r: Random): string {
  const wall = r.pick(bricks);
  const roof = r.pick(roofs);
  const frame = r.pick(frames);
  const houseW = r.int(760, 1000);
  const x0 = (W - houseW) / 2 + r.int(-120, 120);
  const ground = r.int(800, 860);
  const wallTop = ground - r.int(360, 440);
  const roofTop = wallTop - r.int(180, 260);
  const flat = r.chance(0.25);
  const floors = 2;
  const cols = r.int(3, 4);
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const ww = (houseW - 120) / cols - 40;
      const wx = x0 + 60 + c * (ww + 40) + 20;
      const wy = wallTop + 50 + f * ((ground - wallTop) / floors);
      if (f === floors - 1 && c === Math.floor(cols / 2)) continue;
      windows.push(windowAt(wx, wy, ww, (ground - wallTop) / floors - 110, frame));
    }
  }
  const doorX = x0 + 60 + Math.floor(cols / 2) * ((houseW - 120) / cols) + 40;
  const roofShape = flat
    ? `<rect x="${x0 - 20}" y="${wallTop - 30}" width="${houseW + 40}" height="34" fill="${roof}"/>`
    : `<polygon points="${x0 - 40},${wallTop} ${x0 + houseW / 2},${roofTop} ${x0 + houseW + 40},${wallTop}" fill="${roof}"/>`;
  const trees = [
    tree(x0 - r.int(140, 220), ground + 20, r.int(220, 320), r),
    tree(x0 + houseW + r.int(120, 220), ground + 30, r.int(240, 340), r),
  ];
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
    <path d="M0 ${ground - 120} Q ${W * 0.3} ${ground - 220} ${W * 0.6} ${ground - 140} T ${W} ${ground - 160} V ${H} H 0 Z" fill="#9fbf86" opacity="0.6"/>
    <rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>
    <ellipse cx="${x0 + houseW / 2}" cy="${ground + 14}" rx="${houseW * 0.62}" ry="26" fill="#2d3b25" opacity="0.35" filter="url(#soft)"/>
    ${roofShape}
    <rect x="${x0}" y="${wallTop}" width="${houseW}" height="${ground - wallTop}" fill="${wall}"/>
    <rect x="${x0}" y="${wallTop}" width="${houseW}" height="18" fill="#000" opacity="0.12"/>
    ${windows.join("")}
    <rect x="${doorX}" y="${ground - 230}" width="110" height="230" fill="${frame === "#f5f5f2" ? "#44505c" : frame}"/>
    <circle cx="${doorX + 90}" cy="${ground - 115}" r="6" fill="#d8c08a"/>
    <polygon points="${doorX - 40},${H} ${doorX + 150},${H} ${doorX + 110},${ground} ${doorX},${ground}" fill="#d9cfbf"/>
    ${trees.join("")}
    <rect y="${ground + 30}" width="${W}" height="40" fill="#4f7a3a" opacity="0.5" rx="20"/>`,
    r,
  );
}

/** A block of flats with balconies. */
export function apartmentBuilding(r: Random): string {
  const wall = r.pick(["#efe9df", "#d9d2c5", "#c9c3b8", "#e8e2d6"]);
  const accent = r.pick(["#6d5a4a", "#3d4650", "#9a6b4a"]);
  const floors = r.int(4, 6);
  const bx = r.int(300, 420);
  const bw = W - bx * 2;
  const ground = 930;
  const floorH = (ground - 160) / floors;
  const rows = Array.from({ length: floors }, (_, f) => {
    const y = 160 + f * floorH;
    const units = [0, 1, 2, 3]
      .map((c) => {
        const x = bx + 40 + c * ((bw - 80) / 4);
        return `${windowAt(x + 20, y + 30, (bw - 80) / 4 - 60, floorH - 70, "#f5f5f2")}
          <rect x="${x + 5}" y="${y + floorH - 44}" width="${(bw - 80) / 4 - 30}" height="10" fill="${accent}"/>
          <rect x="${x + 5}" y="${y + floorH - 80}" width="${(bw - 80) / 4 - 30}" height="36" fill="#ffffff" opacity="0.25"/>`;
      })
      .join("");
    return units;
  });
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
    <rect x="${bx}" y="140" width="${bw}" height="${ground - 140}" fill="${wall}"/>
    <rect x="${bx}" y="120" width="${bw}" height="26" fill="${accent}"/>
    ${rows.join("")}
    <rect y="${ground}" width="${W}" height="${H - ground}" fill="#b9b3a8"/>
    ${tree(bx - 80, ground + 40, 300, r)}${tree(W - bx + 90, ground + 40, 280, r)}`,
    r,
  );
}

/** A living room with daylight from a large window. */
export function livingRoom(r: Random): string {
  const wall = r.pick(walls);
  const wood = r.pick(woods);
  const fabric = r.pick(fabrics);
  const floorY = r.int(720, 780);
  const winX = r.int(120, 780);
  const planks = Array.from(
    { length: 14 },
    (_, i) =>
      `<line x1="${i * 130 - 200}" y1="${H}" x2="${W / 2 + (i - 7) * 40}" y2="${floorY}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`,
  ).join("");
  const sofaX = winX > 700 ? 160 : 820;
  return svg(
    `<rect width="${W}" height="${floorY}" fill="${wall}"/>
    <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${wood}"/>${planks}
    <rect x="${winX}" y="120" width="560" height="${floorY - 160}" fill="url(#sky)"/>
    ${tree(winX + 160, floorY - 60, 260, r)}
    <rect x="${winX}" y="120" width="560" height="${floorY - 160}" fill="none" stroke="#f5f5f2" stroke-width="18"/>
    <rect x="${winX + 271}" y="120" width="18" height="${floorY - 160}" fill="#f5f5f2"/>
    <polygon points="${winX},${floorY} ${winX + 560},${floorY} ${winX + 760},${H} ${winX + 80},${H}" fill="url(#light)" opacity="0.55"/>
    <ellipse cx="${sofaX + 300}" cy="${floorY + 170}" rx="360" ry="60" fill="${r.pick(["#d8cbb5", "#c9b79c", "#e6e0d4"])}"/>
    <rect x="${sofaX}" y="${floorY - 40}" width="600" height="170" rx="30" fill="${fabric}"/>
    <rect x="${sofaX + 20}" y="${floorY - 140}" width="560" height="130" rx="30" fill="${fabric}"/>
    <rect x="${sofaX - 20}" y="${floorY - 80}" width="70" height="200" rx="30" fill="${fabric}"/>
    <rect x="${sofaX + 550}" y="${floorY - 80}" width="70" height="200" rx="30" fill="${fabric}"/>
    <rect x="${sofaX + 60}" y="${floorY - 110}" width="130" height="90" rx="20" fill="#fff" opacity="0.35"/>
    <rect x="${sofaX + 180}" y="${floorY + 150}" width="260" height="24" rx="8" fill="${r.pick(woods)}"/>
    <rect x="${(sofaX + 640) % W}" y="220" width="${r.int(180, 260)}" height="${r.int(140, 200)}" fill="${r.pick(["#c7a27c", "#7f9aa8", "#a8b59a", "#d6b0a0"])}" stroke="#2d2f33" stroke-width="10"/>
    <line x1="${W - 300}" y1="0" x2="${W - 300}" y2="180" stroke="#2d2f33" stroke-width="4"/>
    <ellipse cx="${W - 300}" cy="200" rx="70" ry="40" fill="#2d2f33"/>
    <circle cx="${W - 300}" cy="235" r="16" fill="#fff3d6"/>`,
    r,
  );
}

/** A kitchen with an island and pendant lights. */
export function kitchen(r: Random): string {
  const wall = r.pick(walls);
  const cabinet = r.pick(["#f4f2ee", "#2f3a40", "#7a8c6e", "#d9d2c5", "#3d4650"]);
  const top = r.pick(["#e8e4dc", "#2d2f33", "#c9c3b8"]);
  const floorY = 800;
  const doors = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${180 + i * 160}" y="520" width="150" height="230" fill="${cabinet}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/><rect x="${180 + i * 160}" y="170" width="150" height="200" fill="${cabinet}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`,
  ).join("");
  const lamps = [500, 800, 1100]
    .map(
      (x) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="330" stroke="#2d2f33" stroke-width="4"/><path d="M${x - 55} 380 Q ${x} 300 ${x + 55} 380 Z" fill="#2d2f33"/><ellipse cx="${x}" cy="385" rx="30" ry="10" fill="#fff3d6"/>`,
    )
    .join("");
  return svg(
    `<rect width="${W}" height="${floorY}" fill="${wall}"/>
    <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${r.pick(["#cfc8bc", "#b8b2a8", "#d9d4ca"])}"/>
    ${doors}
    <rect x="170" y="500" width="1290" height="22" fill="${top}"/>
    <rect x="780" y="385" width="240" height="115" fill="url(#sky)" stroke="#f5f5f2" stroke-width="10"/>
    <rect x="420" y="700" width="760" height="40" rx="6" fill="${top}"/>
    <rect x="440" y="740" width="720" height="230" fill="${cabinet}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>
    <ellipse cx="800" cy="985" rx="420" ry="30" fill="#000" opacity="0.18" filter="url(#soft)"/>
    ${lamps}
    <circle cx="560" cy="680" r="26" fill="#b5c99a"/><rect x="548" y="680" width="24" height="24" fill="#c9a57a"/>`,
    r,
  );
}

/** A bedroom with a made bed and soft morning light. */
export function bedroom(r: Random): string {
  const wall = r.pick(walls);
  const linen = r.pick(["#ffffff", "#eef0f2", "#f3ede4"]);
  const throwColor = r.pick(fabrics);
  const floorY = 780;
  return svg(
    `<rect width="${W}" height="${floorY}" fill="${wall}"/>
    <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${r.pick(woods)}"/>
    <rect x="1080" y="140" width="380" height="560" fill="url(#sky)" stroke="#f5f5f2" stroke-width="16"/>
    <polygon points="1080,${floorY} 1460,${floorY} 1600,${H} 1000,${H}" fill="url(#light)" opacity="0.5"/>
    <rect x="330" y="330" width="640" height="260" rx="20" fill="${r.pick(woods)}"/>
    <rect x="300" y="560" width="700" height="260" rx="24" fill="${linen}"/>
    <rect x="300" y="690" width="700" height="130" rx="20" fill="${throwColor}"/>
    <rect x="360" y="500" width="260" height="100" rx="30" fill="${linen}" stroke="#000" stroke-opacity="0.08" stroke-width="4"/>
    <rect x="680" y="500" width="260" height="100" rx="30" fill="${linen}" stroke="#000" stroke-opacity="0.08" stroke-width="4"/>
    <rect x="150" y="600" width="120" height="180" fill="${r.pick(woods)}"/>
    <ellipse cx="210" cy="560" rx="50" ry="34" fill="#f3e6c8"/><rect x="205" y="560" width="10" height="40" fill="#2d2f33"/>
    <ellipse cx="650" cy="${floorY + 150}" rx="420" ry="40" fill="#000" opacity="0.15" filter="url(#soft)"/>`,
    r,
  );
}

/** A garden or terrace with table and chairs. */
export function garden(r: Random): string {
  const deck = r.pick(woods);
  const horizon = r.int(560, 640);
  const boards = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="0" y1="${860 + i * 18}" x2="${W}" y2="${860 + i * 18}" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>`,
  ).join("");
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#lawn)"/>
    ${tree(180, horizon + 40, 360, r)}${tree(520, horizon + 10, 240, r)}${tree(1250, horizon + 30, 320, r)}${tree(1480, horizon + 10, 260, r)}
    <rect y="${horizon - 30}" width="${W}" height="60" rx="30" fill="#3f6a35" opacity="0.7"/>
    <rect y="850" width="${W}" height="${H - 850}" fill="${deck}"/>${boards}
    <ellipse cx="800" cy="900" rx="260" ry="30" fill="#000" opacity="0.2" filter="url(#soft)"/>
    <rect x="600" y="760" width="400" height="24" rx="6" fill="#f5f5f2"/>
    <rect x="630" y="784" width="14" height="110" fill="#f5f5f2"/><rect x="956" y="784" width="14" height="110" fill="#f5f5f2"/>
    <rect x="520" y="790" width="70" height="110" rx="10" fill="${r.pick(fabrics)}"/><rect x="1010" y="790" width="70" height="110" rx="10" fill="${r.pick(fabrics)}"/>
    <path d="M700 760 Q 800 600 900 760" fill="#f5f5f2" opacity="0.0"/>
    <line x1="800" y1="760" x2="800" y2="470" stroke="#d9cfbf" stroke-width="10"/>
    <path d="M560 520 Q 800 400 1040 520 Z" fill="${r.pick(["#e8dcc4", "#c7d3dc", "#d9c0a8"])}"/>`,
    r,
  );
}

/** Open land with a hedge and far trees. */
export function land(r: Random): string {
  const horizon = r.int(500, 600);
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
    <path d="M0 ${horizon} Q ${W * 0.25} ${horizon - 80} ${W * 0.5} ${horizon - 20} T ${W} ${horizon - 60} V ${H} H 0 Z" fill="#9fbf86"/>
    <rect y="${horizon + 40}" width="${W}" height="${H - horizon}" fill="url(#lawn)"/>
    ${Array.from({ length: 7 }, (_, i) => tree(120 + i * 230 + r.int(-40, 40), horizon + 40, r.int(120, 200), r)).join("")}
    <path d="M0 ${H - 120} L${W} ${H - 200}" stroke="#c9b79c" stroke-width="6" stroke-dasharray="30 20"/>
    <rect x="${r.int(200, 1200)}" y="${H - 330}" width="14" height="170" fill="#f5f5f2"/><rect x="${r.int(200, 1200)}" y="${H - 260}" width="14" height="110" fill="#f5f5f2"/>`,
    r,
  );
}

/** A shop front on a street. */
export function shopFront(r: Random): string {
  const wall = r.pick(["#efe9df", "#2f3a40", "#7a5a48", "#d9d2c5"]);
  const awning = r.pick(["#2f5d50", "#8a3f2c", "#3d4650", "#b5793b"]);
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="150" y="80" width="1300" height="900" fill="${wall}"/>
    ${windowAt(240, 150, 300, 220, "#f5f5f2")}${windowAt(650, 150, 300, 220, "#f5f5f2")}${windowAt(1060, 150, 300, 220, "#f5f5f2")}
    <polygon points="200,470 1400,470 1440,560 160,560" fill="${awning}"/>
    <rect x="240" y="580" width="760" height="360" fill="url(#glass)" stroke="#2d2f33" stroke-width="14"/>
    <rect x="1060" y="580" width="280" height="360" fill="#44505c" stroke="#2d2f33" stroke-width="14"/>
    <rect y="980" width="${W}" height="${H - 980}" fill="#b9b3a8"/>`,
    r,
  );
}

/** A garage box or parking space. */
export function garage(r: Random): string {
  const door = r.pick(["#f5f5f2", "#3d4650", "#8e8a83"]);
  const slats = Array.from(
    { length: 10 },
    (_, i) =>
      `<line x1="420" y1="${420 + i * 50}" x2="1180" y2="${420 + i * 50}" stroke="#000" stroke-opacity="0.15" stroke-width="4"/>`,
  ).join("");
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="260" y="260" width="1080" height="700" fill="${r.pick(bricks)}"/>
    <rect x="240" y="230" width="1120" height="40" fill="${r.pick(roofs)}"/>
    <rect x="420" y="400" width="760" height="560" fill="${door}"/>${slats}
    <rect y="960" width="${W}" height="${H - 960}" fill="#a8a399"/>
    ${tree(140, 980, 280, r)}`,
    r,
  );
}
