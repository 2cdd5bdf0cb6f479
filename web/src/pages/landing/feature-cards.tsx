import { Icon } from '../../components/icon';

const FEATURES = [
  {
    key: 'video',
    icon: 'video',
    title: 'AI video analysis',
    text: 'Upload a set and get your rep count, tempo, range of motion and the form faults to fix, each with a coaching cue and a timestamp.',
  },
  {
    key: 'pbs',
    icon: 'trophy',
    title: 'Personal best tracking',
    text: 'Every analysed set updates your records automatically, so you always know the number to beat next session.',
  },
  {
    key: 'library',
    icon: 'book',
    title: 'Exercise library',
    text: 'Hundreds of movements with cues, muscles and equipment, filterable in a click, and open to contributions from the community.',
  },
] as const;

/** The three feature cards of the landing page (spec §2). */
export function FeatureCards() {
  return (
    <section className="features" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        A coach that watches every rep
      </h2>
      <ul className="feature-grid plain-list">
        {FEATURES.map((feature) => (
          <li key={feature.key} className="card feature-card">
            <span className="feature-icon" aria-hidden="true">
              <Icon name={feature.icon} size={24} />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
