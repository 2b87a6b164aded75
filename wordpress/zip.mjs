// A small zip writer (deflate, no dependency): what the WordPress plugin zip needs and nothing more.
// Entries are written in the order given, with one fixed timestamp so the same files give the same zip.
import { crc32, deflateRawSync } from 'node:zlib';

const dosTime = (date) => ((date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1)) & 0xffff;
const dosDate = (date) => (((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate()) & 0xffff;

/**
 * @param {{ name: string, data?: Buffer }[]} entries file paths with `/`; a name ending in `/` is a folder
 * @param {Date} [date] the timestamp of every entry
 * @param {number} [level] deflate's level (the tests' large zips of third-party folders take 1: faster)
 * @returns {Buffer}
 */
export function zip(entries, date = new Date(Date.UTC(2026, 0, 1)), level = 9) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data = Buffer.alloc(0) } of entries) {
    if (!name || name.startsWith('/') || name.includes('\\') || name.split('/').includes('..')) throw new Error(`zip: bad entry name ${name}`);
    const folder = name.endsWith('/');
    const fileName = Buffer.from(name, 'utf8');
    const deflated = folder ? data : deflateRawSync(data, { level });
    const stored = folder || deflated.length >= data.length;
    const body = stored ? data : deflated;
    const crc = crc32(data);
    const common = (header, at) => {
      header.writeUInt16LE(20, at); // version needed: 2.0
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(stored ? 0 : 8, at + 4);
      header.writeUInt16LE(dosTime(date), at + 6);
      header.writeUInt16LE(dosDate(date), at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
      header.writeUInt16LE(0, at + 24); // no extra field
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    common(central, 6);
    central.writeUInt16LE(0, 32); // no comment
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE((((folder ? 0o40755 : 0o100644) << 16) | (folder ? 0x10 : 0)) >>> 0, 38); // Unix mode, MS-DOS folder bit
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, body);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
