'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState } from 'react';
import { createSpotAction, createSpotPhotoUploadAction } from '@/lib/spots/actions.ts';
import { SPOT_LIMITS, type SpotField, type SpotFormState } from '@/lib/spots/form.ts';
import { SpotPhotoField } from './spot-photo-field.tsx';

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-soil shadow-xs placeholder:text-muted/70 focus:border-leaf';

/**
 * Add a spot (members): type, name, description, the place's coordinates (prefilled with the
 * page's centre) and an optional photo (uploaded when chosen, which needs JavaScript). A server
 * action, so the rest works without JavaScript; errors stay by their fields.
 */
export function SpotForm({
  types,
  initial,
  uploadFailedMessage,
}: {
  types: readonly { id: string; name: string }[];
  initial: { latitude: string; longitude: string };
  /** "ファイルのアップロードに失敗しました。" in the page's language. */
  uploadFailedMessage: string;
}) {
  const t = useTranslations('spots.form');
  const [state, action, pending] = useActionState<SpotFormState, FormData>(createSpotAction, {
    status: 'idle',
    values: { spotTypeId: '', name: '', description: '', thumbnailUrl: '', ...initial },
    errors: {},
  });
  const [uploading, setUploading] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') summary.current?.focus();
  }, [state]);
  const error = (name: SpotField) => {
    const key = state.errors[name];
    if (!key) return undefined;
    return t(`errors.${key}`, {
      field: t(name),
      max: name === 'name' ? SPOT_LIMITS.name : SPOT_LIMITS.description,
    });
  };
  const describe = (name: SpotField) => (state.errors[name] ? `spot-${name}-error` : undefined);
  const errorLine = (name: SpotField) =>
    state.errors[name] ? (
      <p id={`spot-${name}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
        {error(name)}
      </p>
    ) : null;
  const border = (name: SpotField) => (state.errors[name] ? 'border-persimmon' : 'border-line');
  // A new key remounts the fields, so a refused post refills them with what was sent.
  const key = `${state.status}-${JSON.stringify(state.values)}`;

  return (
    <form action={action} noValidate aria-busy={pending} className="grid gap-4" key={key}>
      <div ref={summary} tabIndex={-1} className="focus:outline-none">
        {state.status === 'failed' ? (
          <p role="alert" className="rounded-xl bg-persimmon-light px-4 py-3 text-persimmon-dark text-sm">
            {state.message}
          </p>
        ) : state.status === 'invalid' ? (
          <p role="alert" className="rounded-xl bg-persimmon-light px-4 py-3 text-persimmon-dark text-sm">
            {t('invalid')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="spot-spotTypeId" className="font-bold text-soil">
          {t('spotTypeId')}
        </label>
        <select
          id="spot-spotTypeId"
          name="spotTypeId"
          defaultValue={state.values.spotTypeId}
          aria-invalid={state.errors.spotTypeId ? true : undefined}
          aria-describedby={describe('spotTypeId')}
          className={`${inputClass} min-h-11 ${border('spotTypeId')}`}
        >
          <option value="">{t('choose')}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
        {errorLine('spotTypeId')}
      </div>
      <div>
        <label htmlFor="spot-name" className="font-bold text-soil">
          {t('name')}
        </label>
        <input
          id="spot-name"
          name="name"
          type="text"
          defaultValue={state.values.name}
          aria-invalid={state.errors.name ? true : undefined}
          aria-describedby={describe('name')}
          className={`${inputClass} ${border('name')}`}
        />
        {errorLine('name')}
      </div>
      <div>
        <label htmlFor="spot-description" className="font-bold text-soil">
          {t('description')}
        </label>
        <textarea
          id="spot-description"
          name="description"
          rows={4}
          defaultValue={state.values.description}
          aria-invalid={state.errors.description ? true : undefined}
          aria-describedby={describe('description')}
          className={`${inputClass} ${border('description')}`}
        />
        {errorLine('description')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['latitude', 'longitude'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`spot-${name}`} className="font-bold text-soil">
              {t(name)}
            </label>
            <input
              id={`spot-${name}`}
              name={name}
              type="text"
              inputMode="decimal"
              defaultValue={state.values[name]}
              aria-invalid={state.errors[name] ? true : undefined}
              aria-describedby={describe(name)}
              className={`${inputClass} ${border(name)}`}
            />
            {errorLine(name)}
          </div>
        ))}
      </div>
      <SpotPhotoField
        initialUrl={state.values.thumbnailUrl}
        createUpload={createSpotPhotoUploadAction}
        failedMessage={uploadFailedMessage}
        onBusy={setUploading}
      />
      <button
        type="submit"
        disabled={pending || uploading}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-persimmon px-6 font-bold text-white hover:bg-persimmon-dark disabled:opacity-70 sm:justify-self-start"
      >
        {pending ? t('pending') : t('submit')}
      </button>
    </form>
  );
}
