import type { FormEvent } from 'react';

/** A form's onSubmit: the page stays, and the action runs (its outcome shows through its hook's state). */
export const submitHandler = (action: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};
