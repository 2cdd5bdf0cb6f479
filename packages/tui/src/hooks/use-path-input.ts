import { useInput } from 'ink';
import { useState } from 'react';
import { completePath } from '../files/complete-path.js';

/** A file path being typed, with Tab completion from the file system. */
export function usePathInput(isActive: boolean) {
  const [value, setValue] = useState('');
  const [candidates, setCandidates] = useState<string[]>([]);
  // A new key remounts the text input so its cursor goes to the end of a completed path.
  const [revision, setRevision] = useState(0);

  useInput(
    (_input, key) => {
      if (!key.tab) return;
      void completePath(value).then((completion) => {
        setCandidates(completion.candidates);
        if (completion.value !== value) {
          setValue(completion.value);
          setRevision((current) => current + 1);
        }
      });
    },
    { isActive },
  );

  const change = (next: string) => {
    setValue(next);
    setCandidates([]);
  };
  const clear = () => {
    change('');
    setRevision((current) => current + 1);
  };

  return { value, change, clear, candidates, revision };
}
