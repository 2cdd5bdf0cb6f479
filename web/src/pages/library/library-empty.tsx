import { Icon } from '../../components/icon';

/** 'No exercises found' with the library's totals. */
export function LibraryEmpty({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="card library-empty" role="status">
      <span className="empty-icon" aria-hidden="true">
        <Icon name="search" size={32} />
      </span>
      <h2>{title}</h2>
      <p className="muted">{detail}</p>
    </div>
  );
}
