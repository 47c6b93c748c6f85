// React 19 has useSyncExternalStore built in; SWR's import of the React 17 shim resolves here
// instead, so the shim's fallback code stays out of every first load.
export { useSyncExternalStore } from 'react';
