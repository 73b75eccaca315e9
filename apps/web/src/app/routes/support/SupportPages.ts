/** The support pages in one chunk: the router loads them through one dynamic import. */
export { default as DownloadRoute } from './DownloadRoute';
export { default as HelpRoute } from './HelpRoute';
export { default as InboxRoute } from './InboxRoute';
export { default as NewsRoute } from './NewsRoute';
export { default as NoticesRoute } from './NoticesRoute';
export { default as SpeedTestRoute } from './SpeedTestRoute';
