/**
 * Accuracy on the evaluation set (test/fixtures/receipts-eval): receipts the parser is never tuned on,
 * read end to end (OCR included) and scored field by field. The floors sit a little under the measured
 * figures (README, "Photo to bill"), so a change that loses accuracy on unseen receipts fails here.
 * No network and no database.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeReceiptReader } from '../../src/adapters/receipts/index.ts';
import { EVAL_DIR, expectedReceipts, runAccuracy } from '../fixtures/receipts/accuracy.ts';

afterAll(() => closeReceiptReader());

describe('accuracy on the evaluation set', () => {
  it('stays above the measured level', async () => {
    const { results, accuracy } = await runAccuracy({ dir: EVAL_DIR });
    expect(results.length).toBe(Object.keys(expectedReceipts(EVAL_DIR)).length);
    expect(results.length).toBeGreaterThanOrEqual(60);
    // Measured (2026-11, 62 receipts): merchant 91.9 %, date 98.4 %, total 95.2 %, VAT rate 98.4 %, number
    // 93.5 %, account 83.9 %; each floor about two files (3 %) lower.
    expect(accuracy.merchant).toBeGreaterThanOrEqual(0.88);
    expect(accuracy.date).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.total).toBeGreaterThanOrEqual(0.92);
    expect(accuracy.vat_rate).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.transaction_number).toBeGreaterThanOrEqual(0.9);
    expect(accuracy.account).toBeGreaterThanOrEqual(0.8);
    expect(accuracy.overall).toBeGreaterThanOrEqual(0.9);
    // Every file is read (none refused).
    expect(results.filter((r) => r.error)).toEqual([]);
  }, 300_000);
});
