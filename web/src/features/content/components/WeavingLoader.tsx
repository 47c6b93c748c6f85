import { useMessages } from '../../../i18n/messages.ts';

/** The animated loader of a blog post (SPEC §2): a shuttle weaving across three threads. */
export function WeavingLoader() {
  const t = useMessages('content');
  return (
    <div className="weaving-loader" role="status">
      <div className="weaving-loader__loom" aria-hidden="true">
        <span className="weaving-loader__thread" />
        <span className="weaving-loader__thread" />
        <span className="weaving-loader__thread" />
        <span className="weaving-loader__shuttle" />
      </div>
      {t.loading}
    </div>
  );
}
