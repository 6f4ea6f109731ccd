/** Browser-safe pure domain math shared by the server and the web. */
export * from './units.ts';
