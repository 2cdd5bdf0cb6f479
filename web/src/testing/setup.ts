import { afterEach } from 'vitest';
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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
