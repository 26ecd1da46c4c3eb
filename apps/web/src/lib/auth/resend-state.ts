/**
 * What /verify's "send a new code" action answers: `sent` (a new code is on its way), `limited`
 * (too soon: wait `waitSeconds`), `failed` (the catalogue's `message`). `round` counts the answers,
 * so the button restarts its countdown on every one, even two alike in a row.
 */
export type ResendState = {
  status: 'idle' | 'sent' | 'limited' | 'failed';
  waitSeconds: number;
  message?: string;
  round: number;
};
