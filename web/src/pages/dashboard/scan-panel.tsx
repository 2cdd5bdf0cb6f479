import { SCAN_GROUPS, SCAN_PROMPTS, type ScanChoice } from '@spotter/core/view-models';
import { FileField } from '../../components/file-field';
import type { useScan } from '../../hooks/use-scan';
import { submitHandler } from '../../lib/submit-handler';
import { Icon } from '../../components/icon';

type Scan = ReturnType<typeof useScan>;

/** One group of tickable equipment: native checkboxes, each labelled with its name and, for seen gear, its confidence. */
function ChoiceGroup({
  id,
  title,
  items,
  scan,
  empty,
}: {
  id: string;
  title: string;
  items: ScanChoice[];
  scan: Scan;
  empty?: string;
}) {
  return (
    <fieldset className="scan-group" aria-describedby={empty && !items.length ? `${id}-empty` : undefined}>
      <legend>{title}</legend>
      {items.length === 0 && empty ? (
        <p id={`${id}-empty`} className="muted small">
          {empty}
        </p>
      ) : (
        <ul className="scan-choices plain-list">
          {items.map((item) => (
            <li key={item.name}>
              <label className="scan-choice">
                <input
                  type="checkbox"
                  name="equipment"
                  value={item.name}
                  checked={scan.ticked.includes(item.name)}
                  onChange={() => scan.toggle(item.name)}
                />
                <span className="scan-choice-name">{item.label}</span>
                {item.confidence ? (
                  <span className="scan-choice-meta">
                    {item.confidence} · {item.source}
                  </span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** 'Scan Equipment': an image-only input; the scan proposes, the user ticks what they have and a plan follows. */
export function ScanPanel({ scan }: { scan: Scan }) {
  const view = scan.view;
  return (
    <section className="card panel" aria-labelledby="scan-title">
      <h2 id="scan-title" className="panel-title">
        <Icon name="camera" /> Scan Equipment
      </h2>
      <p className="muted small">Snap your gym or corner of the garage: your coach plans around what it sees.</p>
      <form className="panel-form" onSubmit={submitHandler(scan.submit)} noValidate aria-busy={scan.scanning}>
        <FileField
          key={scan.inputKey}
          label="Equipment photo"
          name="image"
          accept="image/*"
          file={scan.file}
          onFile={scan.setFile}
          disabled={scan.scanning}
        />
        <button type="submit" className="button secondary block" disabled={scan.scanning}>
          {scan.scanning ? <span className="spinner small" aria-hidden="true" /> : null}
          {scan.scanning ? 'Scanning Equipment...' : 'Scan & Build Plan'}
        </button>
      </form>
      {view ? (
        <form
          className="scan-result"
          aria-labelledby="scan-confirm-title"
          onSubmit={submitHandler(scan.confirm)}
          noValidate
          aria-busy={scan.confirming}
        >
          <p className="small">{view.summary}</p>
          <p id="scan-confirm-title" className="scan-prompt">
            {view.prompt}
          </p>
          <ChoiceGroup
            id="scan-seen"
            title={SCAN_GROUPS.seen}
            items={view.seen}
            scan={scan}
            empty="Nothing recognised in this photo."
          />
          <ChoiceGroup
            id="scan-profile"
            title={SCAN_GROUPS.profile}
            items={view.profile}
            scan={scan}
            empty="Your profile lists no equipment."
          />
          <details className="scan-more">
            <summary>Add equipment ({view.more.length} more)</summary>
            <ChoiceGroup id="scan-more" title={SCAN_GROUPS.more} items={view.more} scan={scan} />
          </details>
          <button type="submit" className="button primary block" disabled={scan.confirming}>
            {scan.confirming ? <span className="spinner small" aria-hidden="true" /> : null}
            {SCAN_PROMPTS.confirm} ({scan.ticked.length})
          </button>
          {scan.confirmed ? (
            <p className="small" role="status">
              {SCAN_PROMPTS.confirmed}: {scan.confirmed.length ? scan.confirmed.join(', ') : 'bodyweight only'}.
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
