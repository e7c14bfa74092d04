// Recounts the diff fixtures with pixelmatch itself and writes what it found to
// Tests/EaselTests/Fixtures/diff/pixelmatch.json (counts and a hash of every diff image) and
// Tests/EaselTests/Fixtures/diff/expected/*.png (a few diff images to look at).
//
//     node scripts/pixelmatch-counts.mjs PATH/TO/pixelmatch-7.2.0/index.js PATH/TO/pixelmatch-main/index.js
//
// Easel carries no copy of pixelmatch: give the two index.js files (ES modules) by path. The
// script also draws the synthetic fixture pairs (translucent, checker, tone) itself, so they can be
// remade exactly. CI does not run it; run it after changing a fixture or an option set.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {pathToFileURL} from 'node:url';

const [releasePath, mainPath] = process.argv.slice(2);
if (!releasePath || !mainPath) {
    console.error('usage: node scripts/pixelmatch-counts.mjs PIXELMATCH_7_2_0_INDEX_JS PIXELMATCH_MAIN_INDEX_JS');
    process.exit(2);
}
const metrics = {
    yiq: (await import(pathToFileURL(path.resolve(releasePath)))).default,
    oklab: (await import(pathToFileURL(path.resolve(mainPath)))).default,
};
const folder = new URL('../Tests/EaselTests/Fixtures/diff/', import.meta.url);

// ---- PNG: just what the fixtures use (8-bit RGB or RGBA, not interlaced) ----

function readPNG(file) {
    const data = fs.readFileSync(file);
    let offset = 8, width = 0, height = 0, type = 0;
    const idat = [];
    while (offset < data.length) {
        const length = data.readUInt32BE(offset);
        const name = data.toString('latin1', offset + 4, offset + 8);
        const body = data.subarray(offset + 8, offset + 8 + length);
        if (name === 'IHDR') {
            width = body.readUInt32BE(0); height = body.readUInt32BE(4); type = body[9];
            if (body[8] !== 8 || (type !== 2 && type !== 6) || body[12] !== 0) throw new Error(`${file}: unsupported PNG`);
        } else if (name === 'IDAT') idat.push(body);
        offset += 12 + length;
    }
    const channels = type === 6 ? 4 : 3, stride = width * channels;
    const raw = zlib.inflateSync(Buffer.concat(idat));
    const rows = Buffer.alloc(stride * height);
    for (let y = 0; y < height; y++) {
        const filter = raw[y * (stride + 1)];
        for (let x = 0; x < stride; x++) {
            const value = raw[y * (stride + 1) + 1 + x];
            const a = x >= channels ? rows[y * stride + x - channels] : 0;
            const b = y > 0 ? rows[(y - 1) * stride + x] : 0;
            const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
            let predicted = 0;
            if (filter === 1) predicted = a;
            else if (filter === 2) predicted = b;
            else if (filter === 3) predicted = (a + b) >> 1;
            else if (filter === 4) {
                const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
                predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            }
            rows[y * stride + x] = (value + predicted) & 255;
        }
    }
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) {
        for (let k = 0; k < 3; k++) rgba[i * 4 + k] = rows[i * channels + k];
        rgba[i * 4 + 3] = channels === 4 ? rows[i * 4 + 3] : 255;
    }
    return {width, height, data: rgba};
}

const crcTable = Array.from({length: 256}, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});
function crc32(bytes) {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 255] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
function chunk(name, body) {
    const out = Buffer.alloc(12 + body.length);
    out.writeUInt32BE(body.length, 0);
    out.write(name, 4, 'latin1');
    body.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
    return out;
}
function writePNG(file, {width, height, data}) {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0); header.writeUInt32BE(height, 4);
    header[8] = 8; header[9] = 6;
    const raw = Buffer.alloc((width * 4 + 1) * height);
    for (let y = 0; y < height; y++) Buffer.from(data.buffer, data.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
    fs.writeFileSync(file, Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
        chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw, {level: 9})), chunk('IEND', Buffer.alloc(0))]));
}

// ---- the synthetic pairs ----

// Coverage of a pixel by a disc, sampled 4×4, so its edge is anti-aliased the way a renderer's is.
function disc(cx, cy, r) {
    return (x, y) => {
        let inside = 0;
        for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) {
            const dx = x + (sx + 0.5) / 4 - cx, dy = y + (sy + 0.5) / 4 - cy;
            if (dx * dx + dy * dy <= r * r) inside++;
        }
        return inside / 16;
    };
}
function rect(x0, y0, x1, y1) {
    return (x, y) => (x >= x0 && x < x1 && y >= y0 && y < y1 ? 1 : 0);
}
// Paints straight-alpha RGBA layers (source-over) on a background colour.
function draw(width, height, background, layers) {
    const data = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
        let [r, g, b, a] = background.map(v => v / 255);
        for (const {shape, color} of layers) {
            const sa = shape(x, y) * color[3] / 255;
            if (sa === 0) continue;
            const oa = sa + a * (1 - sa);
            const mix = (s, d) => (s / 255 * sa + d * a * (1 - sa)) / oa;
            [r, g, b, a] = [mix(color[0], r), mix(color[1], g), mix(color[2], b), oa];
        }
        const i = (y * width + x) * 4;
        data.set([r, g, b, a].map(v => Math.round(v * 255)), i);
        if (data[i + 3] === 0) data.set([0, 0, 0], i);
    }
    return {width, height, data};
}
const transparent = [0, 0, 0, 0];
const synthetic = {
    // A translucent blue disc and a translucent orange card whose opacities change.
    'translucent-a': () => draw(96, 64, transparent, [
        {shape: disc(28, 32, 18), color: [0, 122, 255, 128]},
        {shape: rect(56, 12, 88, 52), color: [255, 149, 0, 96]}]),
    'translucent-b': () => draw(96, 64, transparent, [
        {shape: disc(28, 32, 18), color: [0, 122, 255, 176]},
        {shape: rect(56, 12, 88, 52), color: [255, 149, 0, 192]}]),
    // A frosted white panel (white at half opacity) that disappears: invisible over white,
    // plain over a checkerboard. A fully transparent strip changes only its hidden colour.
    'checker-a': () => draw(96, 64, transparent, [
        {shape: rect(12, 12, 60, 52), color: [255, 255, 255, 128]},
        {shape: disc(76, 32, 10), color: [255, 255, 255, 200]}]),
    'checker-b': () => {
        const image = draw(96, 64, transparent, [{shape: disc(76, 32, 10), color: [255, 255, 255, 200]}]);
        for (let y = 56; y < 60; y++) for (let x = 8; x < 88; x++) image.data.set([255, 0, 0, 0], (y * 96 + x) * 4);
        return image;
    },
    // One card gets darker and one lighter, for diffColorAlt.
    'tone-a': () => draw(96, 64, [242, 242, 247, 255], [
        {shape: rect(8, 12, 44, 52), color: [142, 142, 147, 255]},
        {shape: rect(52, 12, 88, 52), color: [142, 142, 147, 255]},
        {shape: disc(48, 32, 6), color: [255, 59, 48, 255]}]),
    'tone-b': () => draw(96, 64, [242, 242, 247, 255], [
        {shape: rect(8, 12, 44, 52), color: [72, 72, 74, 255]},
        {shape: rect(52, 12, 88, 52), color: [199, 199, 204, 255]},
        {shape: disc(48, 32, 6), color: [255, 59, 48, 255]}]),
};
for (const [name, make] of Object.entries(synthetic)) writePNG(new URL(`${name}.png`, folder), make());

// ---- counts and diff images ----

const pairs = [['text-a', 'text-b'], ['shift-a', 'shift-b'], ['colour-a', 'colour-below-b'],
    ['colour-a', 'colour-above-b'], ['edge-a', 'edge-b'], ['alpha-a', 'alpha-b'],
    ['translucent-a', 'translucent-b'], ['checker-a', 'checker-b'], ['tone-a', 'tone-b']];
// Option sets as pixelmatch spells them; the Swift tests map each key to PixelDiff.Options.
const optionSets = {
    'default': {},
    'threshold 0': {threshold: 0},
    'threshold 0.05': {threshold: 0.05},
    'threshold 0.3': {threshold: 0.3},
    'include anti-aliased': {includeAA: true},
    'no checkerboard': {checkerboard: false},
    'alpha 0': {alpha: 0},
    'alpha 0.5': {alpha: 0.5},
    'alpha 1': {alpha: 1},
    'colours': {aaColor: [0, 192, 0], diffColor: [255, 0, 255]},
    'diff colour alt': {diffColorAlt: [0, 160, 255]},
    'diff mask': {diffMask: true, diffColorAlt: [0, 160, 255]},
    'mask, include anti-aliased': {diffMask: true, includeAA: true},
};
// Diff images also written as PNGs, for review by eye (every other one is pinned by its hash).
const pictures = new Set([
    ...pairs.map(([, b]) => `${b} yiq default`),
    'translucent-b oklab default', 'checker-b oklab default', 'tone-b oklab default',
    'checker-b yiq no checkerboard', 'translucent-b yiq no checkerboard', 'tone-b yiq diff colour alt',
    'tone-b yiq diff mask', 'edge-b yiq diff mask', 'edge-b yiq alpha 0.5', 'edge-b yiq colours']);

// FNV-1a, 64-bit, over the RGBA bytes: the Swift tests hash their diff images the same way.
function fnv1a(bytes) {
    let hash = 0xcbf29ce484222325n;
    for (const byte of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
    return hash.toString(16).padStart(16, '0');
}

fs.mkdirSync(new URL('expected/', folder), {recursive: true});
const rows = [];
for (const [a, b] of pairs) {
    const one = readPNG(new URL(`${a}.png`, folder)), two = readPNG(new URL(`${b}.png`, folder));
    for (const [metric, pixelmatch] of Object.entries(metrics)) {
        for (const [options, option] of Object.entries(optionSets)) {
            const output = new Uint8Array(one.data.length);
            const count = pixelmatch(one.data, two.data, output, one.width, one.height, option);
            const image = `${metric} ${options}`;
            let picture;
            if (pictures.has(`${b} ${image}`)) {
                picture = `${a}_${b}_${image.replaceAll(' ', '-')}.png`;
                writePNG(new URL(`expected/${picture}`, folder), {width: one.width, height: one.height, data: output});
            }
            rows.push({expected: a, actual: b, metric, options, differentPixels: count, diffImageFNV1a: fnv1a(output), ...(picture ? {picture} : {})});
        }
    }
}
fs.writeFileSync(new URL('pixelmatch.json', folder), JSON.stringify(rows, null, 1) + '\n');
console.log(`${rows.length} comparisons written to ${new URL('pixelmatch.json', folder).pathname}`);
