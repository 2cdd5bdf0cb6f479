import { readFileSync } from 'node:fs';

/**
 * Where one stage's time went: wall seconds, CPU seconds of this process (every thread of it), and CPU seconds of the
 * ffmpeg children that ended during the stage. The CPU figures are process-wide: they describe one analysis only when
 * nothing else runs in the process (the coach bench), and they barely move with a busy machine where wall time does.
 */
export interface StageTime {
  wall: number;
  cpu: number;
  ffmpegCpu: number;
}

export const zeroStage = (): StageTime => ({ wall: 0, cpu: 0, ffmpegCpu: 0 });

interface ClockReading {
  wall: number;
  cpu: number;
  children: number;
}

/** USER_HZ: /proc reports CPU time in these ticks (100 on every Linux Node runs on). */
const CLOCK_TICKS_PER_SEC = 100;

/** CPU seconds of this process's children that have ended and been waited for (cutime + cstime); 0 where /proc is not. */
function childrenCpu(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces): state is the first, cutime the 14th, cstime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SEC;
  } catch {
    return 0; // not Linux: the children's share is not known
  }
}

function read(): ClockReading {
  const own = process.cpuUsage();
  return { wall: performance.now() / 1000, cpu: (own.user + own.system) / 1e6, children: childrenCpu() };
}

/** Start timing; the returned function adds what passed since into `into` (and returns what it added). */
export function startStage(): (into?: StageTime) => StageTime {
  const from = read();
  return (into) => {
    const to = read();
    const spent = { wall: to.wall - from.wall, cpu: to.cpu - from.cpu, ffmpegCpu: to.children - from.children };
    if (into) {
      into.wall += spent.wall;
      into.cpu += spent.cpu;
      into.ffmpegCpu += spent.ffmpegCpu;
    }
    return spent;
  };
}
