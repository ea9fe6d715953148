export * from './auth';
export * from './vehicles';
export * from './documents';
export * from './history';
export * from './sharing';
export * from './jobs';
export * from './intake';
export * from './stories';
