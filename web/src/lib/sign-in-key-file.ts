import { PRODUCT_NAME } from '@spotter/core/constants';

/** The .txt a person downloads to keep their sign-in key: the key, whose it is, and how to use it. */
export function signInKeyFile(key: string, account: { email?: unknown; first_name?: unknown }, origin: string) {
  const who =
    typeof account.email === 'string' && account.email
      ? account.email
      : typeof account.first_name === 'string'
        ? account.first_name
        : '';
  const text = [
    `${PRODUCT_NAME} sign-in key${who ? ` for ${who}` : ''}`,
    '',
    key,
    '',
    `Sign in from any device at ${origin}/signin with this key (or in the terminal: spotter login --key <key>).`,
    'Keep it private: anyone with it can open your account. Making a new key in Account stops this one working.',
    '',
  ].join('\n');
  return { fileName: `${PRODUCT_NAME.toLowerCase()}-sign-in-key.txt`, text };
}
