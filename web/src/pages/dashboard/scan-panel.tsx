import type { FormEvent } from 'react';
import { scanResultView } from '@spotter/core/view-models';
import { FileField } from '../../components/file-field';
import type { useScan } from '../../hooks/use-scan';
import { Icon } from '../../components/icon';

/** 'Scan Equipment': an image-only input; a new plan follows. */
export function ScanPanel({ scan }: { scan: ReturnType<typeof useScan> }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void scan.submit();
  };
  const found = scan.result ? scanResultView(scan.result) : null;
  return (
    <section className="card panel" aria-labelledby="scan-title">
      <h2 id="scan-title" className="panel-title">
        <Icon name="camera" /> Scan Equipment
      </h2>
      <p className="muted small">Snap your gym or corner of the garage: your coach plans around what it sees.</p>
      <form className="panel-form" onSubmit={onSubmit} noValidate aria-busy={scan.scanning}>
        <FileField key={scan.inputKey} label="Equipment photo" name="image" accept="image/*" file={scan.file} onFile={scan.setFile} disabled={scan.scanning} />
        <button type="submit" className="button secondary block" disabled={scan.scanning}>
          {scan.scanning ? <span className="spinner small" aria-hidden="true" /> : null}
          {scan.scanning ? 'Scanning Equipment...' : 'Scan & Build Plan'}
        </button>
      </form>
      {found ? (
        <div className="scan-result" role="status">
          <p className="small">{found.summary}</p>
          <ul className="chip-list" aria-label="Equipment found">
            {found.equipment.map((item) => (
              <li key={item.name} className="chip" title={item.source}>
                {item.name} · {item.confidence}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
