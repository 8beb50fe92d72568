import { awaitWebSetup } from './webSetup.ts'

/**
 * The web project's setup file: a file runs once globalSetup's background work is done (Chromium,
 * the two builds, firebase-tools). Waiting here, before the file is collected, keeps the wait out of
 * any test's or hook's time limit.
 */
await awaitWebSetup()
