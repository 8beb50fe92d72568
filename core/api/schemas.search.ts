/** Output schemas of the search calls (designed, docs/contract.md); pipeline.ts merges the areas. */
export const searchOutputs = {} as const
