#!/usr/bin/env node
// Writes the 18 login artworks (public/backgrounds/bg-01.svg … bg-18.svg).
// Deterministic: the same script always writes the same files, so they can be regenerated and reviewed.
// Three styles (soft gradient fields, contour waves, low-poly) × six dark blue-teal palettes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNT = 18;
const WIDTH = 1600;
const HEIGHT = 1000;
const outputDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'backgrounds');

// [deepest, deep, mid, accent, highlight]
const palettes = [
  ['#04121c', '#0a2a3d', '#0f5566', '#1b8a8f', '#5fd4c4'],
  ['#060d1c', '#0e2247', '#17407a', '#2a74a8', '#8fd3e8'],
  ['#031615', '#0a3433', '#0f5b56', '#1f8f7a', '#7fe0bf'],
  ['#0a0f24', '#18204f', '#2a3a86', '#3d6fb0', '#9cc7ea'],
  ['#051a24', '#0c3445', '#145468', '#1e7d8c', '#e8c37a'],
  ['#07141f', '#102c40', '#1b4a63', '#2f7290', '#a7dff0'],
];

/** Small seeded generator (mulberry32): the artworks must not change between runs. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value) => Math.round(value);

function hexToRgb(hex) {
  const number = Number.parseInt(hex.slice(1), 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

function mixColors(left, right, amount) {
  const a = hexToRgb(left);
  const b = hexToRgb(right);
  const mixed = a.map((channel, index) => round(channel + (b[index] - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function frame(body, defs, palette) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="base" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[1]}"/><stop offset="1" stop-color="${palette[0]}"/></linearGradient>`,
    // A darker centre keeps the login card readable whatever is drawn behind it.
    `<radialGradient id="veil" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="${palette[0]}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette[0]}" stop-opacity="0"/></radialGradient>`,
    defs,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#base)"/>`,
    body,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#veil)"/>`,
    '</svg>',
  ].join('');
}

function drawGradientField(palette, random) {
  const defs = [];
  const body = [];
  const blobs = 5;
  for (let index = 0; index < blobs; index += 1) {
    const color = palette[2 + (index % 3)];
    defs.push(
      `<radialGradient id="g${index}"><stop offset="0" stop-color="${color}" stop-opacity="${(0.35 + random() * 0.35).toFixed(2)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    const radius = 300 + random() * 450;
    body.push(
      `<ellipse cx="${round(random() * WIDTH)}" cy="${round(random() * HEIGHT)}" rx="${round(radius)}" ry="${round(radius * (0.55 + random() * 0.4))}" fill="url(#g${index})"/>`,
    );
  }
  // A few fine arcs give the soft field some structure.
  for (let index = 0; index < 4; index += 1) {
    const y = 200 + random() * 600;
    body.push(
      `<path d="M-50 ${round(y)} Q ${round(WIDTH / 2)} ${round(y - 300 + random() * 600)} ${WIDTH + 50} ${round(y + random() * 200 - 100)}" fill="none" stroke="${palette[4]}" stroke-opacity="0.12" stroke-width="${(1 + random() * 2).toFixed(1)}"/>`,
    );
  }
  return frame(body.join(''), defs.join(''), palette);
}

function drawContourWaves(palette, random) {
  const body = [];
  const lines = 16;
  const phase = random() * Math.PI * 2;
  const frequency = 1.6 + random() * 1.6;
  const tilt = random() * 240 - 120;
  for (let line = 0; line < lines; line += 1) {
    const baseY = 80 + (line * (HEIGHT - 160)) / (lines - 1);
    const amplitude = 60 + random() * 90;
    const points = [];
    const steps = 6;
    for (let step = 0; step <= steps; step += 1) {
      const x = (step * WIDTH) / steps;
      const y =
        baseY +
        (tilt * step) / steps +
        Math.sin(phase + (step / steps) * Math.PI * frequency + line * 0.35) * amplitude;
      points.push([x, y]);
    }
    let path = `M${round(points[0][0]) - 40} ${round(points[0][1])}`;
    for (let index = 1; index < points.length; index += 1) {
      const [previousX, previousY] = points[index - 1];
      const [x, y] = points[index];
      const middleX = (previousX + x) / 2;
      path += ` C${round(middleX)} ${round(previousY)} ${round(middleX)} ${round(y)} ${round(x + (index === steps ? 40 : 0))} ${round(y)}`;
    }
    const color = mixColors(palette[3], palette[4], line / lines);
    const opacity = (0.22 + 0.5 * Math.sin((line / lines) * Math.PI)).toFixed(2);
    body.push(`<path d="${path}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2.2"/>`);
  }
  const defs = `<radialGradient id="glow" cx="${(0.2 + random() * 0.6).toFixed(2)}" cy="${(0.2 + random() * 0.6).toFixed(2)}" r="0.55"><stop offset="0" stop-color="${palette[3]}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette[3]}" stop-opacity="0"/></radialGradient>`;
  return frame(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>${body.join('')}`, defs, palette);
}

function drawLowPoly(palette, random) {
  const columns = 7;
  const rows = 4;
  const cellWidth = WIDTH / columns;
  const cellHeight = HEIGHT / rows;
  const grid = [];
  for (let row = 0; row <= rows; row += 1) {
    const line = [];
    for (let column = 0; column <= columns; column += 1) {
      const onEdgeX = column === 0 || column === columns;
      const onEdgeY = row === 0 || row === rows;
      line.push([
        round(column * cellWidth + (onEdgeX ? 0 : (random() - 0.5) * cellWidth * 0.7)),
        round(row * cellHeight + (onEdgeY ? 0 : (random() - 0.5) * cellHeight * 0.7)),
      ]);
    }
    grid.push(line);
  }
  const lightX = random();
  const lightY = random() * 0.5;
  const shapes = [];
  const addTriangle = (a, b, c) => {
    const centreX = (a[0] + b[0] + c[0]) / 3 / WIDTH;
    const centreY = (a[1] + b[1] + c[1]) / 3 / HEIGHT;
    const distance = Math.min(1, Math.hypot(centreX - lightX, centreY - lightY) * 1.1);
    const shade = Math.max(0, Math.min(1, 1 - distance + (random() - 0.5) * 0.25));
    const color =
      shade > 0.5 ? mixColors(palette[2], palette[3], (shade - 0.5) * 2) : mixColors(palette[0], palette[2], shade * 2);
    shapes.push(`<path d="M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${c[0]} ${c[1]}Z" fill="${color}"/>`);
  };
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const topLeft = grid[row][column];
      const topRight = grid[row][column + 1];
      const bottomLeft = grid[row + 1][column];
      const bottomRight = grid[row + 1][column + 1];
      if ((row + column) % 2 === 0) {
        addTriangle(topLeft, topRight, bottomRight);
        addTriangle(topLeft, bottomRight, bottomLeft);
      } else {
        addTriangle(topLeft, topRight, bottomLeft);
        addTriangle(topRight, bottomRight, bottomLeft);
      }
    }
  }
  // Hairline edges in the highlight colour make the facets read as a surface.
  const body = `<g stroke="${palette[4]}" stroke-opacity="0.08" stroke-width="1">${shapes.join('')}</g>`;
  return frame(body, '', palette);
}

const styles = [drawGradientField, drawContourWaves, drawLowPoly];

mkdirSync(outputDirectory, { recursive: true });
for (let index = 0; index < COUNT; index += 1) {
  const random = createRandom(index * 7919 + 17);
  const palette = palettes[index % palettes.length];
  const draw = styles[Math.floor(index / palettes.length) % styles.length];
  const svg = draw(palette, random);
  const name = `bg-${String(index + 1).padStart(2, '0')}.svg`;
  writeFileSync(join(outputDirectory, name), `${svg}\n`);
  console.log(`${name} ${svg.length} bytes (${draw.name})`);
}
