export * from './auth';
export * from './vehicles';
