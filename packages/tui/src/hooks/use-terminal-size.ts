import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export const MIN_SIZE = { columns: 80, rows: 24 } as const;

/** The terminal's size, at least 80x24, following resizes. */
export function useTerminalSize() {
  const { stdout } = useStdout();
  const read = () => ({
    columns: Math.max(MIN_SIZE.columns, stdout.columns || 0),
    rows: Math.max(MIN_SIZE.rows, stdout.rows || 0),
  });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stdout]);
  return size;
}
