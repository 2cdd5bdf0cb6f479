import { useId } from 'react';
import { formatLoad, progressChart, type ProgressView } from '@spotter/core/view-models';

const SIZE = { width: 480, height: 180, padding: 28 };

/**
 * Reps (solid, left scale) and load (dashed, right scale) over one exercise's sets, oldest to newest. The SVG is one
 * image described by the summary sentence; the same numbers are a table below it.
 */
export function ProgressChart({ view }: { view: ProgressView }) {
  const chart = progressChart(view, SIZE);
  const titleId = useId();
  const descId = useId();
  const bottom = SIZE.height - SIZE.padding;
  return (
    <figure className="progress-chart">
      <svg
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="progress-svg"
      >
        <title id={titleId}>{`${view.label} progress`}</title>
        <desc id={descId}>{view.summary}</desc>
        <line x1={SIZE.padding} y1={bottom} x2={SIZE.width - SIZE.padding} y2={bottom} className="chart-axis" />
        <text x={SIZE.padding - 6} y={SIZE.padding + 4} textAnchor="end" className="chart-label reps">
          {chart.reps.max}
        </text>
        <text x={SIZE.padding - 6} y={bottom} textAnchor="end" className="chart-label reps">
          0
        </text>
        {chart.load ? (
          <text x={SIZE.width - 4} y={SIZE.padding - 12} textAnchor="end" className="chart-label load">
            {`${formatLoad(chart.load.max)} (load)`}
          </text>
        ) : null}
        <text x={SIZE.padding} y={SIZE.height - 6} className="chart-label">
          {chart.firstDate}
        </text>
        <text x={SIZE.width - SIZE.padding} y={SIZE.height - 6} textAnchor="end" className="chart-label">
          {chart.lastDate}
        </text>
        <polyline points={chart.reps.points} className="chart-line reps" data-series="reps" />
        {chart.reps.dots.map((dot) => (
          <circle key={dot.key} cx={dot.x} cy={dot.y} r={4} className="chart-dot reps">
            <title>{dot.label}</title>
          </circle>
        ))}
        {chart.load ? <polyline points={chart.load.points} className="chart-line load" data-series="load" /> : null}
        {chart.load?.dots.map((dot) => (
          <rect key={dot.key} x={dot.x - 3.5} y={dot.y - 3.5} width={7} height={7} className="chart-dot load">
            <title>{dot.label}</title>
          </rect>
        ))}
      </svg>
      <figcaption className="chart-legend">
        <span className="legend reps">Reps</span>
        {chart.load ? <span className="legend load">Load (kg)</span> : null}
        <span className="muted small">{view.summary}</span>
      </figcaption>
      <details className="chart-table">
        <summary>Show as a table</summary>
        <table>
          <caption className="visually-hidden">{`${view.label}: each set`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reps</th>
              <th scope="col">Load</th>
            </tr>
          </thead>
          <tbody>
            {view.points.map((point) => (
              <tr key={point.id}>
                <td>{point.date}</td>
                <td>{point.reps}</td>
                <td>{point.loadKg === null ? '—' : formatLoad(point.loadKg)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
