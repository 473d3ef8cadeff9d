export * from './settings';
export * from './upload-queue';
