import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The first render of a lazy screen compiles its chunk; under a loaded machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia; sonner asks it about the colour scheme.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * sonner removes a dismissed toast 200 ms later from a timer its unmount does not clear: if the file's environment is
 * torn down first, that timer's state update reaches React without a window and fails the run ("window is not
 * defined"). A file that showed a toast waits that long at its end, with the window still there.
 */
const SONNER_REMOVAL_MS = 200;
let toastShown = false;

afterEach(() => {
  toastShown ||= document.querySelector('[data-sonner-toast]') !== null;
  cleanup();
  window.localStorage.clear();
});

afterAll(async () => {
  if (toastShown) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS + 50));
});
