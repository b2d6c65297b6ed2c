import { type CsvRow, csvRows } from '../../platform/csv-read.ts';

export type { CsvRow };

/**
 * Reads the rows of a stored CSV file forward, as a stream: `take(from, n)` answers the rows from the `from`-th
 * non-blank one. Batches follow each other, so the stream is read once per job slice; asking for an earlier row
 * (a batch rolled back) starts the file again.
 */
export class RowCursor {
  private rows: AsyncGenerator<CsvRow> | undefined;
  private position = 0;

  constructor(private readonly data: Buffer) {}

  async take(from: number, count: number): Promise<CsvRow[]> {
    if (!this.rows || from < this.position) {
      await this.rows?.return(undefined);
      this.rows = csvRows(this.data);
      this.position = 0;
    }
    while (this.position < from) {
      if ((await this.rows.next()).done) return [];
      this.position++;
    }
    const batch: CsvRow[] = [];
    while (batch.length < count) {
      const next = await this.rows.next();
      if (next.done) break;
      batch.push(next.value);
      this.position++;
    }
    return batch;
  }

  async close() {
    await this.rows?.return(undefined);
  }
}
