/**
 * Nets OCR giro files ("OCR-giro / innbetalinger"): the bank's daily file of payments made with a
 * KID to our account. Fixed-width records of 80 characters; positions below are 1-based as in
 * Nets' system specification.
 *
 * - `NY000010` start of transmission, `NY000089` end of transmission (counts and sum).
 * - `NY090020` start of assignment (positions 18–24 assignment number, 25–35 the account paid to),
 *   `NY090088` end of assignment (9–16 transactions, 17–24 records, 25–41 sum in øre).
 * - Amount item 1 `NY09tt30` (tt = transaction type): 9–15 transaction number, 16–21 settlement
 *   date DDMMYY, 22–23 central id, 24–25 day code, 26 partial settlement, 27–31 serial number
 *   (22–31 together are the bank's archive reference), 32 sign (`-` for a negative amount),
 *   33–49 amount in øre, 50–74 KID right-aligned with spaces (or zeros) in front.
 * - Amount item 2 `NY09tt31`: 9–15 the same transaction number, 48–58 the payer's account.
 *
 * The parser reads what it can and reports every line it cannot read (with its line number)
 * instead of stopping, so one bad line does not hide the payments around it. Windows line endings
 * and blank lines are tolerated; a record shorter than 80 characters (trailing spaces lost in
 * transit) is read if the fields it needs are there.
 */

export type OcrTransaction = {
  /** Line number (1-based) of the amount item 1. */
  line: number;
  transactionType: string;
  transactionNumber: string;
  /** Settlement date as YYYY-MM-DD. */
  settlementDate: string;
  /** Signed; a negative amount is a reversal. */
  amountOre: number;
  /** As written, without the spaces in front (a bank may pad with zeros instead: compare with `sameKid`). */
  kid: string;
  /** The bank's archive reference: settlement date and central id, day code, partial settlement, serial number. */
  reference: string;
  payerAccount: string | null;
};

export type OcrProblemCode = 'too_short' | 'too_long' | 'not_ocr' | 'unknown_record' | 'bad_field' | 'out_of_order' | 'totals_mismatch';

export type OcrProblem = { line: number; code: OcrProblemCode; detail: string };

export type OcrFile = { transactions: OcrTransaction[]; problems: OcrProblem[] };

export const ocrRecordLength = 80;

/** Whether an OCR KID field names this KID: some banks pad the field with zeros rather than spaces. */
export function sameKid(fromFile: string, kid: string): boolean {
  return fromFile.replace(/^0+/, '') === kid.replace(/^0+/, '');
}

const digits = /^\d+$/;

/** DDMMYY as YYYY-MM-DD (years 00–79 are 20xx), or null when it is not a real date. */
export function ocrDate(ddmmyy: string): string | null {
  if (!/^\d{6}$/.test(ddmmyy)) return null;
  const day = Number(ddmmyy.slice(0, 2));
  const month = Number(ddmmyy.slice(2, 4));
  const yy = Number(ddmmyy.slice(4, 6));
  const year = yy < 80 ? 2000 + yy : 1900 + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Positions `from`–`to`, 1-based and inclusive as the specification writes them. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

type Assignment = { line: number; transactions: number; records: number; sumOre: number };

/** Reads an OCR giro file's text; see the module comment for the format. */
export function parseOcrGiro(text: string): OcrFile {
  const transactions: OcrTransaction[] = [];
  const problems: OcrProblem[] = [];
  const problem = (line: number, code: OcrProblemCode, detail: string) => problems.push({ line, code, detail });
  let assignment: Assignment | null = null;
  const transmission = { transactions: 0, records: 0, sumOre: 0 };
  let lastItem1: OcrTransaction | null = null;

  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const record = raw.replace(/\s+$/, '');
    if (record === '') return;
    if (record.length < 8) return problem(line, 'too_short', `${record.length} characters`);
    if (!record.startsWith('NY')) return problem(line, 'not_ocr', 'does not start with NY');
    if (record.length > ocrRecordLength) return problem(line, 'too_long', `${record.length} characters`);
    transmission.records += 1;
    if (assignment) assignment.records += 1;
    const service = field(record, 3, 4);
    const recordType = field(record, 7, 8);

    if (service === '00' && recordType === '10') return;
    if (service === '00' && recordType === '89') {
      checkTotals(record, line, transmission, problem, 'transmission');
      return;
    }
    if (service !== '09') return problem(line, 'unknown_record', `service ${service}, record ${recordType}`);
    if (recordType === '20') {
      if (assignment) problem(line, 'out_of_order', 'a new assignment starts before the last one ended');
      assignment = { line, transactions: 0, records: 1, sumOre: 0 };
      lastItem1 = null;
      return;
    }
    if (recordType === '88') {
      if (!assignment) return problem(line, 'out_of_order', 'end of an assignment that never started');
      checkTotals(record, line, assignment, problem, 'assignment');
      assignment = null;
      lastItem1 = null;
      return;
    }
    if (recordType === '30') {
      lastItem1 = null;
      if (record.length < 74 && field(record, 50, 74).trim() === '') return problem(line, 'too_short', `${record.length} characters, no KID`);
      if (!assignment) problem(line, 'out_of_order', 'amount item outside an assignment');
      const transactionNumber = field(record, 9, 15);
      const settlementDate = ocrDate(field(record, 16, 21));
      const amount = field(record, 33, 49);
      const kid = field(record, 50, 74).trim();
      const bad = [
        !digits.test(transactionNumber) && 'transaction number',
        !settlementDate && 'settlement date',
        (amount.length !== 17 || !digits.test(amount)) && 'amount',
        !digits.test(kid) && 'KID',
      ].filter(Boolean);
      if (bad.length > 0 || !settlementDate) return problem(line, 'bad_field', bad.join(', '));
      const amountOre = Number(amount) * (field(record, 32, 32) === '-' ? -1 : 1);
      if (!Number.isSafeInteger(amountOre)) return problem(line, 'bad_field', 'amount');
      const transaction: OcrTransaction = {
        line,
        transactionType: field(record, 5, 6),
        transactionNumber,
        settlementDate,
        amountOre,
        kid,
        reference: `${field(record, 16, 21)}${field(record, 22, 31)}`,
        payerAccount: null,
      };
      transactions.push(transaction);
      lastItem1 = transaction;
      if (assignment) {
        assignment.transactions += 1;
        assignment.sumOre += amountOre;
      }
      transmission.transactions += 1;
      transmission.sumOre += amountOre;
      return;
    }
    if (recordType === '31') {
      if (!lastItem1 || lastItem1.transactionNumber !== field(record, 9, 15)) return problem(line, 'out_of_order', 'amount item 2 without its amount item 1');
      const account = field(record, 48, 58);
      lastItem1.payerAccount = /^\d{11}$/.test(account) && !/^0+$/.test(account) ? account : null;
      lastItem1 = null;
      return;
    }
    return problem(line, 'unknown_record', `service ${service}, record ${recordType}`);
  });
  if (assignment) problem((assignment as Assignment).line, 'out_of_order', 'the assignment has no end record');
  return { transactions, problems };
}

/** The counts and sum an end record states, against what was read (the records include the end record itself). */
function checkTotals(
  record: string,
  line: number,
  read: { transactions: number; records: number; sumOre: number },
  problem: (line: number, code: OcrProblemCode, detail: string) => void,
  of: 'assignment' | 'transmission',
) {
  const stated = { transactions: field(record, 9, 16), records: field(record, 17, 24), sum: field(record, 25, 41) };
  if (!digits.test(stated.transactions) || !digits.test(stated.records) || stated.sum.length !== 17 || !digits.test(stated.sum)) {
    return problem(line, 'bad_field', `end of ${of} totals`);
  }
  if (Number(stated.transactions) !== read.transactions || Number(stated.records) !== read.records || Number(stated.sum) !== read.sumOre) {
    problem(
      line,
      'totals_mismatch',
      `end of ${of} states ${Number(stated.transactions)} transactions, ${Number(stated.records)} records, ${Number(stated.sum)} øre; read ${read.transactions}, ${read.records}, ${read.sumOre}`,
    );
  }
}

/** Builders for OCR records (test fixtures and the local demo data write files the bank would). */
export const ocrRecord = {
  startTransmission: (sender: string, shipment: string) => pad(`NY000010${sender.padStart(8, '0')}${shipment.padStart(7, '0')}00008080`),
  startAssignment: (agreement: string, assignment: string, account: string) => pad(`NY090020${agreement.padStart(9, '0')}${assignment.padStart(7, '0')}${account}`),
  item1: (input: { transactionNumber: number; date: string; archive: string; amountOre: number; kid: string; type?: string }) =>
    pad(
      `NY09${input.type ?? '13'}30${String(input.transactionNumber).padStart(7, '0')}${input.date}${input.archive.padStart(10, '0')}0${String(input.amountOre).padStart(17, '0')}${input.kid.padStart(25, ' ')}`,
    ),
  item2: (input: { transactionNumber: number; form?: string; agreement: string; date: string; payerAccount: string; type?: string }) =>
    pad(
      `NY09${input.type ?? '13'}31${String(input.transactionNumber).padStart(7, '0')}${(input.form ?? '').padStart(10, '0')}${input.agreement.padStart(9, '0')}0000000${input.date}${input.payerAccount}`,
    ),
  endAssignment: (transactions: number, records: number, sumOre: number, date: string) =>
    pad(`NY090088${String(transactions).padStart(8, '0')}${String(records).padStart(8, '0')}${String(sumOre).padStart(17, '0')}${date}${date}${date}`),
  endTransmission: (transactions: number, records: number, sumOre: number, date: string) =>
    pad(`NY000089${String(transactions).padStart(8, '0')}${String(records).padStart(8, '0')}${String(sumOre).padStart(17, '0')}${date}`),
};

function pad(record: string): string {
  if (record.length > ocrRecordLength) throw new RangeError(`An OCR record is ${ocrRecordLength} characters: ${record}`);
  return record.padEnd(ocrRecordLength, '0');
}
