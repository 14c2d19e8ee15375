import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { cases } from '../../../server/db/schema';
import type { Answer } from './accounts';

// Multipart requests and the files the upload tests send, all built in code.

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; bytes: Uint8Array };

/** A multipart/form-data body, parts in order. */
export function formData(parts: Part[]) {
  const boundary = '----podryad-test-boundary-7f3a9c';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `content-type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : Buffer.from(part.bytes));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a form as `token`; the answer's body parsed as JSON. */
export async function postForm<T = unknown>(
  app: FastifyInstance,
  url: string,
  parts: Part[],
  token?: string,
): Promise<Answer<T>> {
  const { payload, headers } = formData(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
  return {
    status: res.statusCode,
    body: res.body ? res.json<T>() : (undefined as T),
    headers: res.headers,
  };
}

/** A file part named `file`. */
export const filePart = (bytes: Uint8Array, filename = 'file.bin', contentType?: string): Part => ({
  name: 'file',
  filename,
  contentType,
  bytes,
});

/** Deterministic noise: an image that does not compress to nothing, so sizes are realistic. */
export function noise(width: number, height: number, channels: 3 | 4 = 3) {
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.imul(i, 2654435761) >>> 13) & 255;
  return sharp(raw, { raw: { width, height, channels } });
}

export const jpeg = (width = 320, height = 240) => noise(width, height).jpeg().toBuffer();
export const png = (width = 320, height = 240) => noise(width, height, 4).png().toBuffer();
export const webp = (width = 320, height = 240) => noise(width, height).webp().toBuffer();

/** A JPEG carrying a GPS position and a copyright in its EXIF. */
export const jpegWithGps = () =>
  noise(320, 240)
    .withExif({
      IFD0: { Copyright: 'exif-marker-copyright' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 21/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 4/1',
      },
    })
    .jpeg()
    .toBuffer();

/** A JPEG cut off at 70 %: its header is whole, its picture is not. */
export const truncatedJpeg = async () => {
  const whole = await jpeg(640, 480);
  return whole.subarray(0, Math.floor(whole.length * 0.7));
};

/** A Windows executable's first bytes (MZ header pointing at a PE header). */
export function fakeExe(): Buffer {
  const exe = Buffer.alloc(1024);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  exe.writeUInt16LE(0x14c, 0x84); // i386
  return exe;
}

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
  );

/** A PNG whose header claims 100 000 × 100 000 pixels; no pixels follow. */
export function pixelBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

/** A ZIP archive with stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OOXML = {
  docx: [
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ],
  xlsx: [
    'xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  ],
  pptx: [
    'ppt/presentation.xml',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  ],
} as const;

/** The smallest Office Open XML package of that kind: its content types and its main part. */
export function ooxml(kind: keyof typeof OOXML): Buffer {
  const [part, type] = OOXML[kind];
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${type}"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

/** A case of the agency, written straight to the table (the cases' routes belong to another module). */
export async function newCase(app: FastifyInstance, contractorId: number, title = 'Кейс') {
  const [row] = await app.db.db.insert(cases).values({ contractorId, title }).returning();
  return row!.id;
}

/** Every file under `dir`, relative to it (temporary files included). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** The path of a media URL, for `inject`. */
export const mediaPath = (url: string) => new URL(url, 'http://localhost').pathname;
