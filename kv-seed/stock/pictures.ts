// The pictures of the stock, drawn here: a side view of each body type in each paint, in three
// settings, and a dealership front for each dealer site. They are pre-drawn into
// client/public/images/cars/ by kv-seed/stock/draw-pictures.ts (a unit test keeps them in step
// with this code), so the worker serves them as static files under /images/ like every picture.
import type { Body } from './models.ts';
import { type Colour, paint } from './texts.ts';

export const scenes = ['studio', 'street', 'showroom'] as const;
export type Scene = (typeof scenes)[number];
export const bodies: readonly Body[] = [
  'hatchback',
  'sedan',
  'estate',
  'suv',
  'coupe',
  'convertible',
  'mpv',
  'van',
  'truck',
];

/** The address a picture is served at. */
export const carPicturePath = (body: Body, colour: Colour, scene: Scene) =>
  `/images/cars/${body}-${colour}-${scene}.svg`;

const sceneColours: Record<Scene, { sky: string; ground: string }> = {
  studio: { sky: '#e9ecef', ground: '#d4d8dd' },
  street: { sky: '#bcd7ea', ground: '#8a9096' },
  showroom: { sky: '#3a4048', ground: '#23272c' },
};

/**
 * The placeholder shown while a picture loads: a one-pixel GIF of the picture's main colour,
 * which the browser stretches over the frame (about 70 characters, so every image can carry one).
 */
export function blurDataUrl(colour: string): string {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  const gif = Uint8Array.from([
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
    1,
    0,
    1,
    0,
    0x80,
    0,
    0, // 1 x 1, a global colour table of two entries
    ...rgb,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0, // the image: 1 x 1 at 0,0
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW: minimum code size 2, clear, pixel 0, end
    0x3b,
  ]);
  // btoa, not Node's Buffer: the partner sandbox worker builds its workshops from the dealer sites.
  return `data:image/gif;base64,${btoa(String.fromCharCode(...gif))}`;
}

/** Mixes two #rrggbb colours, `weight` of the first. */
function mix(a: string, b: string, weight: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) * weight + channel(b, i) * (1 - weight))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const blurCache = new Map<string, string>();
export function carBlurDataUrl(colour: Colour, scene: Scene): string {
  const key = `${colour}-${scene}`;
  let url = blurCache.get(key);
  if (!url) {
    url = blurDataUrl(mix(paint[colour], sceneColours[scene].sky, 0.35));
    blurCache.set(key, url);
  }
  return url;
}

type Outline = ReadonlyArray<readonly [x: number, y: number]>;

interface Shape {
  /** Length in the 800-wide picture. */
  length: number;
  outline: Outline;
  windows: Outline[];
  wheels: readonly number[];
  wheelRadius: number;
}

// Outlines run from the front bumper (x 0) to the rear (x 1); y is in pixels, the ground at 360.
const shapes: Record<Body, Shape> = {
  hatchback: {
    length: 560,
    wheels: [0.17, 0.81],
    wheelRadius: 36,
    outline: [
      [0, 332],
      [0, 298],
      [0.05, 284],
      [0.3, 270],
      [0.43, 216],
      [0.56, 206],
      [0.8, 209],
      [0.96, 240],
      [1, 262],
      [1, 332],
    ],
    windows: [
      [
        [0.34, 266],
        [0.44, 222],
        [0.6, 215],
        [0.6, 266],
      ],
      [
        [0.62, 266],
        [0.62, 215],
        [0.79, 216],
        [0.9, 246],
        [0.9, 266],
      ],
    ],
  },
  sedan: {
    length: 620,
    wheels: [0.16, 0.8],
    wheelRadius: 36,
    outline: [
      [0, 332],
      [0, 298],
      [0.05, 285],
      [0.3, 272],
      [0.42, 218],
      [0.53, 208],
      [0.7, 210],
      [0.83, 258],
      [1, 262],
      [1, 332],
    ],
    windows: [
      [
        [0.34, 268],
        [0.43, 224],
        [0.56, 215],
        [0.56, 268],
      ],
      [
        [0.58, 268],
        [0.58, 215],
        [0.69, 216],
        [0.79, 262],
        [0.79, 268],
      ],
    ],
  },
  estate: {
    length: 640,
    wheels: [0.16, 0.8],
    wheelRadius: 36,
    outline: [
      [0, 332],
      [0, 298],
      [0.05, 285],
      [0.29, 271],
      [0.4, 216],
      [0.52, 205],
      [0.93, 207],
      [0.99, 245],
      [1, 262],
      [1, 332],
    ],
    windows: [
      [
        [0.33, 267],
        [0.41, 222],
        [0.54, 213],
        [0.54, 267],
      ],
      [
        [0.56, 267],
        [0.56, 213],
        [0.74, 213],
        [0.74, 267],
      ],
      [
        [0.76, 267],
        [0.76, 213],
        [0.92, 214],
        [0.95, 250],
        [0.95, 267],
      ],
    ],
  },
  suv: {
    length: 620,
    wheels: [0.17, 0.8],
    wheelRadius: 42,
    outline: [
      [0, 326],
      [0, 284],
      [0.04, 266],
      [0.28, 254],
      [0.38, 196],
      [0.5, 184],
      [0.9, 186],
      [0.98, 218],
      [1, 246],
      [1, 326],
    ],
    windows: [
      [
        [0.32, 250],
        [0.39, 202],
        [0.55, 193],
        [0.55, 250],
      ],
      [
        [0.57, 250],
        [0.57, 193],
        [0.75, 193],
        [0.75, 250],
      ],
      [
        [0.77, 250],
        [0.77, 193],
        [0.88, 194],
        [0.94, 226],
        [0.94, 250],
      ],
    ],
  },
  coupe: {
    length: 600,
    wheels: [0.17, 0.8],
    wheelRadius: 36,
    outline: [
      [0, 332],
      [0, 300],
      [0.05, 288],
      [0.33, 275],
      [0.47, 220],
      [0.58, 211],
      [0.72, 220],
      [0.95, 262],
      [1, 268],
      [1, 332],
    ],
    windows: [
      [
        [0.37, 271],
        [0.48, 226],
        [0.6, 218],
        [0.6, 271],
      ],
      [
        [0.62, 271],
        [0.62, 219],
        [0.71, 225],
        [0.84, 262],
        [0.84, 271],
      ],
    ],
  },
  convertible: {
    length: 560,
    wheels: [0.17, 0.81],
    wheelRadius: 35,
    outline: [
      [0, 332],
      [0, 300],
      [0.05, 288],
      [0.34, 276],
      [0.43, 236],
      [0.45, 236],
      [0.42, 276],
      [0.72, 276],
      [0.78, 264],
      [0.96, 266],
      [1, 270],
      [1, 332],
    ],
    windows: [],
  },
  mpv: {
    length: 610,
    wheels: [0.16, 0.81],
    wheelRadius: 38,
    outline: [
      [0, 330],
      [0, 290],
      [0.06, 272],
      [0.2, 262],
      [0.33, 190],
      [0.46, 180],
      [0.95, 182],
      [1, 214],
      [1, 330],
    ],
    windows: [
      [
        [0.25, 258],
        [0.34, 198],
        [0.5, 189],
        [0.5, 258],
      ],
      [
        [0.52, 258],
        [0.52, 189],
        [0.74, 189],
        [0.74, 258],
      ],
      [
        [0.76, 258],
        [0.76, 189],
        [0.94, 190],
        [0.97, 222],
        [0.97, 258],
      ],
    ],
  },
  van: {
    length: 670,
    wheels: [0.15, 0.82],
    wheelRadius: 38,
    outline: [
      [0, 330],
      [0, 280],
      [0.05, 262],
      [0.12, 255],
      [0.22, 160],
      [0.3, 150],
      [0.99, 150],
      [1, 160],
      [1, 330],
    ],
    windows: [
      [
        [0.16, 252],
        [0.23, 168],
        [0.32, 160],
        [0.32, 252],
      ],
    ],
  },
  truck: {
    length: 720,
    wheels: [0.13, 0.74, 0.87],
    wheelRadius: 42,
    outline: [
      [0, 326],
      [0, 200],
      [0.02, 152],
      [0.22, 148],
      [0.23, 200],
      [0.25, 200],
      [0.25, 118],
      [1, 118],
      [1, 326],
    ],
    windows: [
      [
        [0.03, 230],
        [0.04, 162],
        [0.18, 160],
        [0.18, 230],
      ],
    ],
  },
};

const round = (n: number) => Math.round(n * 10) / 10;

/** Darkens (negative) or lightens (positive) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.max(
      0,
      Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)),
    );
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function background(scene: Scene): string {
  const { sky, ground } = sceneColours[scene];
  const parts = [
    `<rect width="800" height="450" fill="${sky}"/>`,
    `<rect y="352" width="800" height="98" fill="${ground}"/>`,
  ];
  if (scene === 'street') {
    parts.push(
      '<path d="M0 250 L90 200 L170 238 L260 180 L360 232 L470 190 L560 236 L660 196 L800 244 L800 352 L0 352 Z" fill="#9fb7a4"/>',
      '<rect y="396" width="800" height="8" fill="#e8e4d4"/>',
      ...[60, 240, 420, 600].map(
        (x) => `<rect x="${x}" y="420" width="90" height="6" fill="#f4f1e6"/>`,
      ),
    );
  } else if (scene === 'showroom') {
    parts.push(
      ...[40, 250, 460, 670].map(
        (x) => `<rect x="${x}" y="40" width="90" height="250" rx="4" fill="#4b525c"/>`,
      ),
      '<rect y="352" width="800" height="4" fill="#59616b"/>',
    );
  } else {
    parts.push('<ellipse cx="400" cy="352" rx="420" ry="30" fill="#dfe3e7"/>');
  }
  return parts.join('');
}

/** The side view of a body in a paint and a setting, as an SVG document. */
export function drawCar(body: Body, colour: Colour, scene: Scene): string {
  const shape = shapes[body];
  const x0 = (800 - shape.length) / 2;
  const px = (x: number) => round(x0 + x * shape.length);
  const points = (outline: Outline) => outline.map(([x, y]) => `${px(x)},${y}`).join(' ');
  const body_ = paint[colour];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">`,
    background(scene),
    `<ellipse cx="400" cy="362" rx="${round(shape.length / 2 + 20)}" ry="14" fill="#000" opacity="0.28"/>`,
    `<polygon points="${points(shape.outline)}" fill="${body_}" stroke="${body_}" stroke-width="14" stroke-linejoin="round"/>`,
    `<rect x="${px(0)}" y="312" width="${shape.length}" height="20" fill="${shade(body_, -0.35)}" opacity="0.7"/>`,
    `<rect x="${px(0.02)}" y="${body === 'truck' ? 240 : body === 'van' || body === 'mpv' ? 268 : 282}" width="${round(shape.length * 0.96)}" height="4" fill="#fff" opacity="0.28"/>`,
    ...shape.windows.map(
      (w) =>
        `<polygon points="${points(w)}" fill="#2a3440" stroke="#2a3440" stroke-width="4" stroke-linejoin="round"/>`,
    ),
    ...shape.windows.map(
      (w) => `<polygon points="${points(w.slice(0, 3))}" fill="#fff" opacity="0.12"/>`,
    ),
    `<ellipse cx="${px(0.015)}" cy="${body === 'truck' ? 290 : body === 'van' ? 280 : 296}" rx="10" ry="7" fill="#fff6d6"/>`,
    `<rect x="${px(1) - 8}" y="${body === 'truck' ? 280 : body === 'suv' || body === 'mpv' || body === 'van' ? 258 : 272}" width="10" height="16" rx="3" fill="#c0262d"/>`,
    ...shape.wheels.map((w) => {
      const cx = px(w);
      const cy = 360 - shape.wheelRadius;
      const r = shape.wheelRadius;
      return [
        `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="${shade(body_, -0.55)}"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#15171a"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.6)}" fill="#c3c8ce"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.22)}" fill="#6d737a"/>`,
      ].join('');
    }),
    '</svg>',
  ];
  return parts.join('');
}

/** XML-escapes text for an SVG text node. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A dealership front with the site's name on the fascia. */
export function drawDealership(name: string, accent: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">',
    '<rect width="800" height="450" fill="#d9e6f0"/>',
    '<rect y="360" width="800" height="90" fill="#9aa1a8"/>',
    '<rect x="80" y="120" width="640" height="240" fill="#eef1f4"/>',
    `<rect x="80" y="100" width="640" height="56" fill="${accent}"/>`,
    `<text x="400" y="138" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name)}</text>`,
    ...[0, 1, 2, 3].map(
      (i) =>
        `<rect x="${110 + i * 150}" y="180" width="130" height="180" fill="#5d7183"/><rect x="${110 + i * 150}" y="180" width="60" height="180" fill="#fff" opacity="0.12"/>`,
    ),
    '<rect x="340" y="260" width="120" height="100" fill="#3c4a57"/>',
    '<rect x="40" y="300" width="14" height="60" fill="#59616b"/><circle cx="47" cy="290" r="26" fill="#6c9a72"/>',
    '<rect x="746" y="300" width="14" height="60" fill="#59616b"/><circle cx="753" cy="290" r="26" fill="#6c9a72"/>',
    '</svg>',
  ].join('');
}
