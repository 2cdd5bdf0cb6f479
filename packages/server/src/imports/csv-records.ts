import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';

/** One CSV record as csv-parse read it, with the file line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  fields: string[];
  line: number;
  /** The last line it takes (a note with line breaks spans several). */
  endLine: number;
  /** The file's delimiter, to put back between fields a repair joins. */
  delimiter: string;
}

/** A file we cannot read, with the line where it went wrong: answered as a 4xx naming both. */
export class ImportFileError extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line === null ? reason : `line ${line}: ${reason}`);
  }
}

const HEAD_BYTES = 64 * 1024;

/** A file's bytes as they come: a read stream, or (in tests) a list of chunks. */
export type ExportSource = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

/**
 * The delimiter of a file, from its first line (the header): whichever of `,` `;` tab occurs most outside quotes.
 * Semicolons are Strong's European layout; a comma inside a quoted header name must not count.
 */
export function sniffDelimiter(head: string): string {
  const firstLine = head.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

const breaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * Streams a CSV file's records through csv-parse: the delimiter sniffed from the header, a BOM dropped, CRLF, LF and
 * CR line ends (mixed, too), quoted line breaks, stray quotes inside unquoted fields, rows of any length (the
 * caller repairs them, knowing the layout). Only the current chunk and record are in memory.
 */
export async function* readCsvRecords(source: ExportSource): AsyncGenerator<CsvRecord> {
  const iterator = (Readable.from(source) as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  // Enough of the file to see its whole first line.
  while (headBytes < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    head.push(chunk);
    headBytes += chunk.length;
    if (chunk.includes(10) || chunk.includes(13)) break;
  }
  const headBuffer = Buffer.concat(head);
  const delimiter = sniffDelimiter(headBuffer.subarray(0, HEAD_BYTES).toString('utf8'));

  async function* all() {
    yield headBuffer;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
  }
  const parser = parse({
    delimiter,
    bom: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  const input = Readable.from(all());
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);

  let line = 1;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; raw: string }>) {
      const within = breaks(item.raw) - (/(\r\n|\r|\n)$/.test(item.raw) ? 1 : 0);
      yield { fields: item.record, line, endLine: line + within, delimiter };
      line += within + 1;
    }
  } catch (err) {
    if (err instanceof CsvError) {
      const at = (err as CsvError & { lines?: number }).lines;
      throw new ImportFileError(typeof at === 'number' ? at : line, csvProblem(err));
    }
    throw err;
  } finally {
    input.destroy();
  }
}

/** csv-parse's error in the user's words. */
function csvProblem(err: CsvError): string {
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted value is never closed (a " without its closing ")';
  if (err.code === 'CSV_INVALID_CLOSING_QUOTE') return 'a closing " is followed by text that is not a delimiter';
  return `the CSV could not be read (${err.message})`;
}
