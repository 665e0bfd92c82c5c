import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeKid } from './kid.ts';
import { ocrDate, ocrRecord, parseOcrGiro, sameKid } from './ocr-giro.ts';

/** A day's file as the bank sends it: three payments in one assignment, Windows line endings. */
const sample = readFileSync(new URL('./fixtures/ocr-giro-sample.txt', import.meta.url), 'utf8');

describe('parseOcrGiro', () => {
  it('reads every payment of a bank file with its KID, amount, date, archive reference and payer account', () => {
    const file = parseOcrGiro(sample);
    expect(file.problems).toEqual([]);
    expect(file.transactions).toEqual([
      { line: 3, transactionType: '13', transactionNumber: '0000001', settlementDate: '2026-11-20', amountOre: 125_000, kid: makeKid(100001), reference: '2011260100000001', payerAccount: '15030012345' },
      { line: 5, transactionType: '10', transactionNumber: '0000002', settlementDate: '2026-11-20', amountOre: 49_900, kid: makeKid(100002), reference: '2011260100000002', payerAccount: '96500123456' },
      { line: 7, transactionType: '21', transactionNumber: '0000003', settlementDate: '2026-11-20', amountOre: 99, kid: makeKid(100003), reference: '2011260100000003', payerAccount: null },
    ]);
  });

  it('reads the same file with Unix line endings and blank lines between', () => {
    const unix = sample.replaceAll('\r\n', '\n').replaceAll('\n', '\n\n');
    expect(parseOcrGiro(unix).transactions.map((t) => t.kid)).toEqual([makeKid(100001), makeKid(100002), makeKid(100003)]);
  });

  it('reports a malformed line by its number and still reads the payments around it', () => {
    const lines = sample.split('\r\n');
    lines.splice(4, 0, 'NY0913300000009xx1126' + '0'.repeat(59), 'Kontoutskrift november, side 1', 'NY0955' + '0'.repeat(74));
    const file = parseOcrGiro(lines.join('\r\n'));
    expect(file.transactions).toHaveLength(3);
    expect(file.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 5, code: 'bad_field' }),
        expect.objectContaining({ line: 6, code: 'not_ocr' }),
        expect.objectContaining({ line: 7, code: 'unknown_record' }),
      ]),
    );
  });

  it('reports totals that disagree with the payments read (a line lost in transit)', () => {
    const lines = sample.split('\r\n').filter((_line, index) => index !== 4 && index !== 5);
    const file = parseOcrGiro(lines.join('\r\n'));
    expect(file.transactions).toHaveLength(2);
    expect(file.problems.map((p) => p.code)).toEqual(['totals_mismatch', 'totals_mismatch']);
  });

  it('reads a negative amount (a reversal) with its sign', () => {
    const item = ocrRecord.item1({ transactionNumber: 1, date: '011226', archive: '1', amountOre: 500, kid: makeKid(100009) });
    const negative = `${item.slice(0, 31)}-${item.slice(32)}`;
    const file = parseOcrGiro([ocrRecord.startAssignment('1', '1', '12345678903'), negative, ocrRecord.endAssignment(1, 3, 0, '011226')].join('\n'));
    expect(file.transactions[0]?.amountOre).toBe(-500);
  });
});

describe('ocrDate', () => {
  it('reads DDMMYY and refuses dates that do not exist', () => {
    expect(ocrDate('201126')).toBe('2026-11-20');
    expect(ocrDate('290224')).toBe('2024-02-29');
    expect(ocrDate('290226')).toBeNull();
    expect(ocrDate('3112x6')).toBeNull();
  });
});

describe('sameKid', () => {
  it('matches a KID padded with zeros or spaces, never another KID', () => {
    expect(sameKid('000000000000000' + makeKid(100001), makeKid(100001))).toBe(true);
    expect(sameKid(makeKid(100001), makeKid(100002))).toBe(false);
  });
});
