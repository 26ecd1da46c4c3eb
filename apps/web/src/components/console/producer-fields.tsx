import type { ConsoleProducer } from '@hatake/contract';
import { CONSOLE_PRODUCER_LIMITS, prefectureOptions } from '@hatake/contract/values';
import type { Locale } from '@/i18n/routing.ts';
import type { UploadTarget } from '@/lib/auth/form-state.ts';
import type { ConsoleMessages } from '@/lib/console/messages.ts';
import { consoleInputClass, Field } from './action-form.tsx';
import { MediaPicker } from './media-picker.tsx';

type Props = {
  locale: Locale;
  t: ConsoleMessages;
  producer?: ConsoleProducer;
  createUpload: (fileType: string) => Promise<UploadTarget>;
};

/** Every field of a producer, filled from `producer` when editing (docs/console.md "Producers"). */
export function ProducerFields({ locale, t, producer, createUpload }: Props) {
  const f = t.producers.fields;
  const line = (
    name: 'username' | 'usernameEn' | 'city' | 'instagramId' | 'facebookId',
    max: number,
    required = false,
  ) => (
    <Field label={f[name]} htmlFor={`producer-${name}`}>
      <input
        id={`producer-${name}`}
        name={name}
        defaultValue={producer?.[name] ?? ''}
        maxLength={max}
        required={required}
        className={consoleInputClass}
      />
    </Field>
  );
  const area = (name: 'profile' | 'profileEn') => (
    <div className="sm:col-span-2">
      <Field label={f[name]} htmlFor={`producer-${name}`}>
        <textarea
          id={`producer-${name}`}
          name={name}
          defaultValue={producer?.[name] ?? ''}
          rows={4}
          maxLength={CONSOLE_PRODUCER_LIMITS.profile}
          className={consoleInputClass}
        />
      </Field>
    </div>
  );
  return (
    <div className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:grid-cols-2">
      {line('username', CONSOLE_PRODUCER_LIMITS.name, true)}
      {line('usernameEn', CONSOLE_PRODUCER_LIMITS.name)}
      {area('profile')}
      {area('profileEn')}
      <Field label={f.prefectureCode} htmlFor="producer-prefectureCode">
        <select
          id="producer-prefectureCode"
          name="prefectureCode"
          defaultValue={String(producer?.prefectureCode ?? 1)}
          className={consoleInputClass}
        >
          {prefectureOptions(locale).map((prefecture) => (
            <option key={prefecture.code} value={prefecture.code}>
              {prefecture.name}
            </option>
          ))}
        </select>
      </Field>
      {line('city', CONSOLE_PRODUCER_LIMITS.city)}
      {line('instagramId', CONSOLE_PRODUCER_LIMITS.account)}
      {line('facebookId', CONSOLE_PRODUCER_LIMITS.account)}
      <input type="hidden" name="headerUrl" value={producer?.headerUrl ?? ''} />
      <input type="hidden" name="promotionVideoUrl" value={producer?.promotionVideoUrl ?? ''} />
      <div className="sm:col-span-2">
        <MediaPicker
          initial={producer?.thumbnailUrl ? [{ url: producer.thumbnailUrl, isThumbnail: true }] : []}
          createUpload={createUpload}
          words={{ ...t.products.media, heading: f.portrait }}
          max={1}
        />
      </div>
    </div>
  );
}
