'use client';

import { useState } from 'react';
import { type FormState, idleState } from '@/lib/auth/form-state.ts';
import type { ResendState } from '@/lib/auth/resend-state.ts';
import { AccountForm } from './account-form.tsx';
import { ResendCode } from './resend-code.tsx';

type Props = {
  /** The pending sign-up's id. */
  id: string;
  verifyAction: (state: FormState, form: FormData) => Promise<FormState>;
  resendAction: (state: ResendState, form: FormData) => Promise<ResendState>;
  initialWaitSeconds: number;
  submitLabel: string;
  pendingLabel: string;
};

/**
 * /verify's code form and its "send a new code". A new code makes the last answer about the old one
 * stale: once a resend is sent, the code form starts afresh (a new key), so "the code is wrong" no
 * longer stands beside "a new code was sent".
 */
export function VerifyCode({
  id,
  verifyAction,
  resendAction,
  initialWaitSeconds,
  submitLabel,
  pendingLabel,
}: Props) {
  const [codeRound, setCodeRound] = useState(0);
  return (
    <>
      <AccountForm
        key={codeRound}
        id="verify"
        action={verifyAction}
        initialState={idleState()}
        hidden={{ id }}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        fields={[{ name: 'verifyCode', autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 }]}
      />
      <ResendCode
        id={id}
        action={resendAction}
        initialWaitSeconds={initialWaitSeconds}
        onSent={(round) => setCodeRound(round)}
      />
    </>
  );
}
