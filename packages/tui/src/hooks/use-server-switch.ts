import { useState } from 'react';
import { createApiClient, errorMessage, foreignServerLine } from '@spotter/core/api';
import { useTui } from '../tui-context.js';

/** A server address that fetch can reach: http(s) with a host. */
export function parseServerUrl(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** Points the TUI at another Spotter server, after checking it answers /api/health. */
export function useServerSwitch() {
  const tui = useTui();
  const [value, setValue] = useState(tui.apiUrl);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    const url = parseServerUrl(value);
    if (!url) return setError('Enter an http:// or https:// address, e.g. http://127.0.0.1:8787');
    setChecking(true);
    setError(null);
    try {
      await createApiClient({ baseUrl: url, fetch }).health();
      tui.switchServer(url);
      tui.toast(`Connected to ${url}`);
      tui.back();
    } catch (err) {
      // Another server there says so in the CLI's words (not a bare "404 Not Found").
      setError(`${foreignServerLine(url, err) ?? errorMessage(err)}: check the address`);
      setChecking(false);
    }
  };

  return { value, setValue, error, checking, submit: () => void submit(), isActive: tui.active && !checking };
}
