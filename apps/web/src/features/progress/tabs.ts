/** The Progress page's tabs; the tab lives in the URL (?tab=). */
export const PROGRESS_TABS = ['body', 'goals', 'insights'] as const;
export type ProgressTab = (typeof PROGRESS_TABS)[number];
