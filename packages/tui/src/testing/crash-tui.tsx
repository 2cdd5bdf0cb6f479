// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
// A terminal UI that fails on purpose, run by the real-terminal test of runTui's crash path (terminal.test.ts):
// `draw` throws while drawing once x is pressed, `key` throws in the key handler itself. Drawn by Ink, as the app is.
import { Text, render, useInput } from 'ink';
import { useState } from 'react';
import { runTui } from '../run-tui.js';
import { memorySession } from '../session.js';

const failIn = process.argv[2] === 'key' ? 'key' : 'draw';

function FailingScreen() {
  const [failing, setFailing] = useState(false);
  useInput((input) => {
    if (input !== 'x') return;
    if (failIn === 'key') throw new Error('a key handler failed');
    setFailing(true);
  });
  if (failing) throw new Error('drawing the screen failed');
  return <Text>Crash test ({failIn}): press x</Text>;
}

process.exitCode = await runTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') }, process, async () => {
  const instance = render(<FailingScreen />, { exitOnCtrlC: false });
  await instance.waitUntilExit();
  return { code: 0, report: [] };
});
