import { type FormEvent, startTransition } from 'react';

/**
 * A form's submit handler that sends the form to its action without React's reset afterwards: that
 * reset put the controlled fields (the prefecture the postal-code look-up chose, the city, the
 * street) back to blank on the page while their state still held them, so a refused submit lost
 * them and the next one failed again. Without JavaScript the form posts as usual.
 */
export const submitKeepingFields =
  (formAction: (data: FormData) => void) =>
  (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(data));
  };
