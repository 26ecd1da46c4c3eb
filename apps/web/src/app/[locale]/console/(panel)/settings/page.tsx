import { ActionForm, consoleInputClass, Field } from '@/components/console/action-form.tsx';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { consoleTitle } from '@/lib/console/page.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { changePasswordAction, totpCodeAction } from './actions.ts';
import { TotpEnrol } from './totp-enrol.tsx';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = consoleTitle('settings');

export default async function ConsoleSettingsPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const { staff } = await requireStaff(locale, '/console/settings');
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl text-soil">{t.settings.heading}</h1>
      <p className="text-sm">
        {staff.displayName}（{staff.email}・{t.roles[staff.role]}）
      </p>
      <section aria-labelledby="password" className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line">
        <h2 id="password" className="font-bold text-soil">
          {t.settings.passwordHeading}
        </h2>
        <ActionForm action={changePasswordAction} submitLabel={t.settings.passwordSubmit}>
          {(['oldPassword', 'newPassword', 'passwordConfirmation'] as const).map((name) => (
            <Field key={name} label={t.settings[name]} htmlFor={`settings-${name}`}>
              <input
                id={`settings-${name}`}
                name={name}
                type="password"
                required
                maxLength={128}
                autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
                className={consoleInputClass}
              />
            </Field>
          ))}
        </ActionForm>
      </section>
      <section aria-labelledby="totp" className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line">
        <h2 id="totp" className="font-bold text-soil">
          {t.settings.totpHeading}
        </h2>
        <p className="text-sm">{staff.totpEnabled ? t.settings.totpOn : t.settings.totpOff}</p>
        {staff.totpEnabled ? (
          <ActionForm action={totpCodeAction.bind(null, false)} submitLabel={t.settings.totpDisable}>
            <Field label={t.settings.oldPassword} htmlFor="totp-disable-password">
              <input
                id="totp-disable-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={128}
                className={consoleInputClass}
              />
            </Field>
            <Field label={t.signIn.totp} htmlFor="totp-disable-code">
              <input
                id="totp-disable-code"
                name="totpCode"
                inputMode="numeric"
                pattern="[0-9]{6}"
                maxLength={6}
                autoComplete="one-time-code"
                required
                className={consoleInputClass}
              />
            </Field>
          </ActionForm>
        ) : (
          <TotpEnrol words={t.settings} codeLabel={t.signIn.totp} passwordLabel={t.settings.oldPassword} />
        )}
      </section>
    </div>
  );
}
