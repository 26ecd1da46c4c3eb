import { type FormEvent, startTransition } from 'react';

/**
 * A form's submit handler that runs `dispatch` (a `useActionState` action) without React's reset:
 * a form whose `action` is a function is reset when the action ends, whatever it answered, so a
 * refusal ("endAt must be after startAt") would wipe everything typed. Here the form keeps it, and
 * the caller resets it itself after a success if it wants to. `action={dispatch}` stays on the form
 * for the browser without JavaScript.
 */
export function submitKeepingInput(dispatch: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(form));
  };
}
