// A zip archive's files written into a folder, in Node alone (no `unzip`, no PHP zip extension on a
// plain Debian): the central directory is read for names and sizes, each entry stored or deflated.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/** The entries of the zip `zip` (its bytes) in order, by name: a file's data, or null for a folder. */
export function zipEntries(zip, archive = 'the zip') {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < 0) throw new Error(`${archive}: not a zip archive`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error(`${archive}: zip64 is not supported`);
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error(`${archive}: broken central directory`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (name.endsWith('/')) {
      entries.set(name, null);
      continue;
    }
    if (zip.readUInt32LE(local) !== LOCAL_ENTRY) throw new Error(`${archive}: broken entry ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`${archive}: ${name} uses compression method ${method}`);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
  }
  return entries;
}

/** Writes every file of the zip at `archive` below `target`; returns how many. */
export function unzip(archive, target) {
  let files = 0;
  for (const [name, data] of zipEntries(readFileSync(archive), archive)) {
    const path = normalize(join(target, name));
    if (!path.startsWith(normalize(target) + sep)) throw new Error(`${archive}: ${name} leaves the folder`);
    if (data === null) {
      mkdirSync(path, { recursive: true });
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
    files++;
  }
  return files;
}
