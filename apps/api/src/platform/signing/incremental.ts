import { type PDFDocument, PDFName, PDFNumber, type PDFObject } from 'pdf-lib';

/**
 * Writes a PDF document's changes as an incremental update appended to the original bytes, which stay untouched:
 * earlier digital signatures stay valid, and the bytes signed before remain a prefix of the file. pdf-lib itself only
 * rewrites whole files, so this compares each object's serialisation with a snapshot taken before the changes.
 */
const bytesOf = (object: PDFObject) => {
  const buffer = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(buffer, 0);
  return Buffer.from(buffer);
};

export type Snapshot = Map<string, Buffer>;

export function snapshot(doc: PDFDocument): Snapshot {
  const taken: Snapshot = new Map();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) taken.set(ref.toString(), bytesOf(object));
  return taken;
}

/** The offset the last `startxref` points at: the previous cross-reference section. */
export function lastXrefOffset(pdf: Buffer): number {
  const tail = pdf.subarray(Math.max(0, pdf.length - 2048)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error('The PDF has no cross-reference offset at its end');
  return Number(match[1]);
}

/** True when the file's last cross-reference section is a classic table (not a stream), which an update can follow. */
export function hasClassicXref(pdf: Buffer): boolean {
  const offset = lastXrefOffset(pdf);
  return pdf.subarray(offset, offset + 4).toString('latin1') === 'xref';
}

export function appendIncrementalUpdate(original: Buffer, doc: PDFDocument, before: Snapshot): Buffer {
  const changed: { number: number; generation: number; bytes: Buffer }[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const bytes = bytesOf(object);
    const previous = before.get(ref.toString());
    if (!previous?.equals(bytes)) {
      changed.push({ number: ref.objectNumber, generation: ref.generationNumber, bytes });
    }
  }
  changed.sort((a, b) => a.number - b.number);
  const parts: Buffer[] = [original];
  let position = original.length;
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    position += buffer.length;
  };
  if (original[original.length - 1] !== 0x0a) push('\n');
  const offsets = new Map<number, { offset: number; generation: number }>();
  for (const object of changed) {
    offsets.set(object.number, { offset: position, generation: object.generation });
    push(`${object.number} ${object.generation} obj\n`);
    push(object.bytes);
    push('\nendobj\n');
  }
  const xrefOffset = position;
  push('xref\n');
  const numbers = [...offsets.keys()];
  for (let start = 0; start < numbers.length; ) {
    let end = start;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end] + 1) end++;
    push(`${numbers[start]} ${end - start + 1}\n`);
    for (let i = start; i <= end; i++) {
      const entry = offsets.get(numbers[i]) as { offset: number; generation: number };
      push(`${String(entry.offset).padStart(10, '0')} ${String(entry.generation).padStart(5, '0')} n\r\n`);
    }
    start = end + 1;
  }
  const info = doc.context.trailerInfo;
  const trailer = doc.context.obj({});
  trailer.set(PDFName.of('Size'), PDFNumber.of(doc.context.largestObjectNumber + 1));
  if (!info.Root) throw new Error('The PDF has no catalog');
  trailer.set(PDFName.of('Root'), info.Root);
  if (info.Info) trailer.set(PDFName.of('Info'), info.Info);
  if (info.ID) trailer.set(PDFName.of('ID'), info.ID);
  trailer.set(PDFName.of('Prev'), PDFNumber.of(lastXrefOffset(original)));
  push('trailer\n');
  push(bytesOf(trailer));
  push(`\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(parts);
}
