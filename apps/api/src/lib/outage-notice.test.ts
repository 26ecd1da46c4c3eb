import { describe, expect, it, vi } from 'vitest';
import { OutageNotice } from './outage-notice.ts';

describe('OutageNotice', () => {
  it('warns once per outage with its own words and tells when it is over', () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const outage = new OutageNotice(log, { down: 'store gone', back: 'store back' });
    outage.end();
    expect(log.info).not.toHaveBeenCalled();
    for (let attempt = 0; attempt < 5; attempt++) outage.begin(new Error('ECONNREFUSED'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'store gone');
    expect(outage.down).toBe(true);
    outage.end();
    outage.end();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('store back');
    expect(outage.down).toBe(false);
    outage.begin(new Error('ECONNRESET'));
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
