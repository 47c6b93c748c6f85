/** The animated loader of a blog post (SPEC §2): a shuttle weaving across three threads. */
export function WeavingLoader() {
  return (
    <div className="weaving-loader" role="status">
      <div className="weaving-loader__loom" aria-hidden="true">
        <span className="weaving-loader__thread" />
        <span className="weaving-loader__thread" />
        <span className="weaving-loader__thread" />
        <span className="weaving-loader__shuttle" />
      </div>
      Loading...
    </div>
  );
}
