import type { Readable, Writable } from 'node:stream';
import { CancelledError } from '../errors.js';

export interface Choice<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

/**
 * Questions to the person at the keyboard. Commands get one only on a terminal (CliContext.prompter);
 * tests pass a scripted one. Ctrl-C or Esc at any question throws CancelledError.
 */
export interface Prompter {
  text(
    message: string,
    options?: { placeholder?: string; validate?: (value: string) => string | undefined },
  ): Promise<string>;
  /** Typed without echo (masked). */
  secret(message: string, options?: { validate?: (value: string) => string | undefined }): Promise<string>;
  confirm(message: string, options?: { initial?: boolean }): Promise<boolean>;
  select<V extends string>(message: string, choices: readonly Choice<V>[]): Promise<V>;
  /** Tick any number of choices (space toggles, Enter confirms); `initial` starts ticked; none ticked is allowed. */
  multiselect<V extends string>(
    message: string,
    choices: readonly Choice<V>[],
    options?: { initial?: readonly V[] },
  ): Promise<V[]>;
}

/** @clack/prompts on the given streams; questions go to stderr so stdout keeps only results. Loaded only when asked. */
export async function createClackPrompter(streams: { input?: Readable; output?: Writable } = {}): Promise<Prompter> {
  const clack = await import('@clack/prompts');
  const common = { input: streams.input ?? process.stdin, output: streams.output ?? process.stderr };
  const answer = <T>(value: T): Exclude<T, symbol> => {
    if (clack.isCancel(value)) throw new CancelledError();
    return value as Exclude<T, symbol>;
  };
  const optionAt = (c: Choice<string>, index: number) => ({ value: index, label: c.label, hint: c.hint });
  return {
    text: async (message, options = {}) =>
      answer(
        await clack.text({
          ...common,
          message,
          placeholder: options.placeholder,
          validate: options.validate && ((v) => options.validate!(v ?? '')),
        }),
      ),
    secret: async (message, options = {}) =>
      answer(
        await clack.password({ ...common, message, validate: options.validate && ((v) => options.validate!(v ?? '')) }),
      ),
    confirm: async (message, options = {}) =>
      answer(await clack.confirm({ ...common, message, initialValue: options.initial ?? false })),
    // Options carry each choice's index: clack types an option by its value, and a number is one it knows.
    select: async (message, choices) => {
      const picked = answer(await clack.select({ ...common, message, options: choices.map(optionAt) }));
      return choices[picked]!.value;
    },
    multiselect: async (message, choices, options = {}) => {
      const initialValues = choices.flatMap((c, i) => (options.initial?.includes(c.value) ? [i] : []));
      const picked = answer(
        await clack.multiselect({ ...common, message, options: choices.map(optionAt), initialValues, required: false }),
      );
      return picked.map((i) => choices[i]!.value);
    },
  };
}
