import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, csvDocument, csvField } from './csv.ts';

describe('csvField', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('山田 花子')).toBe('山田 花子');
    expect(csvField(60)).toBe('60');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote (doubled) or a line break', () => {
    expect(csvField('トマト×2, きゅうり×1')).toBe('"トマト×2, きゅうり×1"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('1行目\n2行目')).toBe('"1行目\n2行目"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('quotes leading or trailing spaces so they survive', () => {
    expect(csvField(' 101号室')).toBe('" 101号室"');
    expect(csvField('101号室 ')).toBe('"101号室 "');
  });

  it('defuses a spreadsheet formula with a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+81 90')).toBe("'+81 90");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('csvDocument', () => {
  it('starts with the byte-order mark and ends every line with CRLF', () => {
    const text = csvDocument([
      ['注文番号', '備考'],
      ['o1', '置き配,希望'],
    ]);
    expect(text.startsWith(BYTE_ORDER_MARK)).toBe(true);
    expect(text).toBe(`${BYTE_ORDER_MARK}注文番号,備考\r\no1,"置き配,希望"\r\n`);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('keeps a field with a line break in one record', () => {
    const text = csvDocument([['a\nb', 'c']]);
    expect(text.slice(1)).toBe('"a\nb",c\r\n');
  });

  it('writes only the mark for no rows', () => {
    expect(csvDocument([])).toBe(BYTE_ORDER_MARK);
  });
});
