/** Output schemas of the watching calls (designed, docs/contract.md); pipeline.ts merges the areas. */
export const watchOutputs = {} as const
