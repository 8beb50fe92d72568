import fc from 'fast-check'

// Every property test of this run uses the run's seed (tests/support/fastCheckSeed.global.ts).
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(process.env['FC_SEED']) })
