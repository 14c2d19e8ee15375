export * from './system';
export * from './accounts';
export * from './services';
export * from './location';
export * from './industries';
export * from './contractors';
export * from './catalog';
