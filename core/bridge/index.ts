export * from './run.ts'
export * from './hostCalls.ts'
