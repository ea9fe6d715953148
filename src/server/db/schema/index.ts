export * from './auth';
export * from './vehicles';
export * from './documents';
export * from './document-versions';
