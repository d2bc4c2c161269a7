// Whether an SSIM file is whole. A file cut at a record boundary, or missing a block of records,
// reads as well-formed records, and an import would replace an airline's whole schedule with
// part of it. Chapter 7 gives what tells: every record but the zero filler carries a record serial
// number (columns 195-200), 000001 for the header and one more for each record after it; the
// file ends with a trailer record (type 5), whose serial number check reference (columns
// 188-193) repeats the serial number of the record before it, and whose continuation/end code
// (column 194) is `C` when another carrier's records follow, `E` at the end.
//
// Readings the standard leaves to us (decision 24):
// - a record of the wrong length is an error of its own; its serial number is not read, and the
//   numbering is taken up again from the next record;
// - a blank check reference is not checked (the trailer's presence still shows the end came);
// - a carrier record (type 2) right after a trailer may repeat the trailer's serial number, as
//   published multi-carrier files do; nothing can be missing between those two.
import { RECORD_LENGTH } from './ssim-records.js';

export interface SsimCompletenessIssue {
  /** 1-based physical line number. */
  line: number;
  reason: string;
}

/** Issues kept at most; a damaged numbering would otherwise give one per record. */
const MAX_ISSUES = 1000;

const serialText = (n: number) => String(n).padStart(6, '0');

/** Fed every record but the filler, in order; `finish` says what shows the file is not whole. */
export class SsimCompleteness {
  private readonly issues: SsimCompletenessIssue[] = [];
  private dropped = 0;
  /** The serial number of the last record whose number could be read. */
  private last: number | undefined;
  /** True when the record before this one had no readable serial number. */
  private resync = false;
  private previousType: string | undefined;
  private lastLine = 0;
  private lastRecord = '';

  record(text: string, line: number): void {
    const type = text[0];
    const previousType = this.previousType;
    this.previousType = type;
    this.lastLine = line;
    this.lastRecord = text;
    if (text.length !== RECORD_LENGTH) {
      this.resync = true;
      return;
    }
    const field = text.slice(194, 200);
    if (!/^\d{6}$/.test(field)) {
      this.issue(line, `no record serial number in columns 195-200 ("${field}")`);
      this.resync = true;
      return;
    }
    const serial = Number(field);
    if (!this.resync) {
      if (this.last === undefined) {
        if (serial !== 1) this.issue(line, `the first record's serial number is ${field}, not 000001: records before it are missing`);
      } else if (serial !== this.last + 1 && !(type === '2' && previousType === '5' && serial === this.last)) {
        const expected = this.last + 1;
        this.issue(
          line,
          serial > expected
            ? `record serial number ${field} skips ${serial - expected === 1 ? serialText(expected) : `${serialText(expected)} to ${serialText(serial - 1)}`}: records are missing`
            : `record serial number ${field} follows ${serialText(this.last)}: it repeats or goes back`,
        );
      }
      if (type === '5' && this.last !== undefined) this.checkReference(text, line, this.last);
    }
    this.last = serial;
    this.resync = false;
  }

  finish(): SsimCompletenessIssue[] {
    const issues = [...this.issues];
    if (this.previousType !== '5') {
      issues.push({
        line: this.lastLine,
        reason: this.lastLine === 0
          ? 'no records, and no trailer record (type 5)'
          : `no trailer record (type 5) at the end: the file may have been cut short after line ${this.lastLine}`,
      });
    } else if (this.lastRecord[193] === 'C') {
      issues.push({ line: this.lastLine, reason: 'the last trailer record says another carrier\'s records follow (continuation code C), but the file ends: it may have been cut short' });
    }
    if (this.dropped > 0) issues.push({ line: this.lastLine, reason: `… and ${this.dropped} more serial number problems` });
    return issues;
  }

  /** A trailer's serial number check reference names the record before it. */
  private checkReference(text: string, line: number, before: number): void {
    const reference = text.slice(187, 193);
    if (reference.trim() === '') return;
    if (!/^\d{6}$/.test(reference)) {
      this.issue(line, `bad serial number check reference "${reference}" in the trailer record`);
    } else if (Number(reference) !== before) {
      this.issue(line, `the trailer record's serial number check reference is ${reference}, but the record before it is ${serialText(before)}`);
    }
  }

  private issue(line: number, reason: string): void {
    if (this.issues.length < MAX_ISSUES) this.issues.push({ line, reason });
    else this.dropped++;
  }
}
