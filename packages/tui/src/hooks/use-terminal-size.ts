import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export const MIN_SIZE = { columns: 80, rows: 24 } as const;

export interface TerminalSize {
  /** The terminal's real size. */
  actual: { columns: number; rows: number };
  /** What the screens lay out for: the real size, at least 80x24. */
  columns: number;
  rows: number;
  /** Below 80x24: the screens do not fit, the frame asks for a bigger terminal instead. */
  tooSmall: boolean;
}

/** The terminal's size, following resizes (Ink's stdout emits 'resize'). */
export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const read = () => ({ columns: stdout.columns || MIN_SIZE.columns, rows: stdout.rows || MIN_SIZE.rows });
  const [actual, setActual] = useState(read);
  useEffect(() => {
    const onResize = () => setActual(read());
    stdout.on('resize', onResize);
    onResize();
    return () => {
      stdout.off('resize', onResize);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stdout]);
  return {
    actual,
    columns: Math.max(MIN_SIZE.columns, actual.columns),
    rows: Math.max(MIN_SIZE.rows, actual.rows),
    tooSmall: actual.columns < MIN_SIZE.columns || actual.rows < MIN_SIZE.rows,
  };
}
