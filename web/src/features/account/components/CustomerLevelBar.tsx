import { CUSTOMER_LEVELS, type CustomerLevel, levelRank } from '@shop/shared/customerLevels';
import { useMessages } from '../../../i18n/messages.ts';

/** The six customer levels in order, the customer's own marked and the way to it filled (SPEC §3). */
export function CustomerLevelBar({ level }: { level: CustomerLevel }) {
  const t = useMessages('account');
  const rank = Math.max(0, levelRank(level));
  const filled = (rank / (CUSTOMER_LEVELS.length - 1)) * 100;
  return (
    <section className="level-bar" aria-labelledby="level-bar-title">
      <h2 id="level-bar-title" className="profile__heading">
        {t.profile.level} <span className="level-bar__current">{t.levels[level] ?? level}</span>
      </h2>
      <div className="level-bar__track" aria-hidden="true">
        <div className="level-bar__fill" style={{ width: `${filled}%` }} />
      </div>
      <ol className="level-bar__levels">
        {CUSTOMER_LEVELS.map((each, index) => (
          <li
            key={each}
            className={`level-bar__level${index <= rank ? ' level-bar__level--reached' : ''}${index === rank ? ' level-bar__level--current' : ''}`}
            aria-current={index === rank ? 'step' : undefined}
          >
            <span className="level-bar__dot" aria-hidden="true" />
            <span className="level-bar__name">{t.levels[each]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
