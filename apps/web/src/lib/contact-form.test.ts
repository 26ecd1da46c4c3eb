import { describe, expect, it } from 'vitest';
import { readContactForm, toContactRequest, validateContact } from './contact-form.ts';

const valid = {
  name: '山田 花子',
  email: 'hanako@example.jp',
  phone: '',
  subject: '配送について',
  message: '到着日を指定できますか？',
};

describe('validateContact', () => {
  it('accepts a complete form, with or without a phone number', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '090-1234-5678' })).toEqual({});
    expect(validateContact({ ...valid, phone: '+819012345678' })).toEqual({});
  });

  it('requires name, email, subject and message', () => {
    expect(validateContact({ name: '', email: '', phone: '', subject: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('checks formats and lengths', () => {
    expect(validateContact({ ...valid, email: 'hanako@' }).email).toBe('email');
    expect(validateContact({ ...valid, email: 'hanako@example' }).email).toBe('email');
    expect(validateContact({ ...valid, phone: '12345' }).phone).toBe('phone');
    expect(validateContact({ ...valid, subject: 'あ'.repeat(65) }).subject).toBe('tooLong');
    expect(validateContact({ ...valid, subject: 'あ'.repeat(64) }).subject).toBeUndefined();
    expect(validateContact({ ...valid, message: 'x'.repeat(2001) }).message).toBe('tooLong');
  });
});

describe('readContactForm / toContactRequest', () => {
  it('trims the fields and maps them to CreateContactRequest', () => {
    const form = new FormData();
    form.set('name', '  山田 花子 ');
    form.set('email', 'hanako@example.jp');
    form.set('phone', '090-1234-5678');
    form.set('subject', '配送について');
    form.set('message', '質問です。\n');
    const values = readContactForm(form);
    expect(values.name).toBe('山田 花子');
    expect(toContactRequest(values)).toEqual({
      title: '配送について',
      content: '質問です。',
      username: '山田 花子',
      email: 'hanako@example.jp',
      phoneNumber: '090-1234-5678',
    });
  });
});
