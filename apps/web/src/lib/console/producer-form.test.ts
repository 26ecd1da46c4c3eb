import { describe, expect, it } from 'vitest';
import { readProducerForm } from './producer-form.ts';

describe('readProducerForm', () => {
  it('reads the fields, the portrait from the picker and the kept header', () => {
    const form = new FormData();
    form.set('username', ' 山田農園 ');
    form.set('prefectureCode', '1');
    form.set('mediaUrl', 'https://x/p.png');
    form.set('headerUrl', 'https://x/h.png');
    const read = readProducerForm(form);
    if (!('fields' in read)) throw new Error(read.problem);
    expect(read.fields).toMatchObject({
      username: '山田農園',
      prefectureCode: 1,
      thumbnailUrl: 'https://x/p.png',
      headerUrl: 'https://x/h.png',
      usernameEn: '',
    });
  });
  it('names a prefecture it cannot read', () => {
    const form = new FormData();
    form.set('prefectureCode', 'Hokkaido');
    expect(readProducerForm(form)).toEqual({ problem: 'prefectureCode' });
  });
});
