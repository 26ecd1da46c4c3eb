import { consoleReturnPath } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { type ConsolePageProps, consoleTitle } from '@/lib/console/page.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { ConsoleSignInForm } from './sign-in-form.tsx';

export const generateMetadata = consoleTitle('signIn');

export default async function ConsoleSignInPage({ params, searchParams }: ConsolePageProps) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const query = await searchParams;
  const next = consoleReturnPath(typeof query.next === 'string' ? query.next : undefined);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <header className="mb-6 font-bold text-leaf-dark text-xl">{t.title}</header>
      <main id="main-content" className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
        <h1 className="mb-5 font-bold text-lg text-soil">{t.signIn.heading}</h1>
        <ConsoleSignInForm
          words={t.signIn}
          next={next === '/console' && locale === 'en' ? '/en/console' : next}
        />
      </main>
    </div>
  );
}
