import { md5 } from 'hash-wasm'
import { SERVICE_CODE } from '../contract/index.ts'

/** A parameter value as it goes on the wire; missing values sign as empty. */
export type ParamValue = string | number | null | undefined

/** The string that is digested: the key followed by each value in order, missing ones empty. */
export const signingInput = (key: string, values: readonly ParamValue[]): string =>
  key + values.map((v) => (v === null || v === undefined ? '' : String(v))).join('')

/**
 * Parameter `a`: MD5 (hash-wasm, of the UTF-8 bytes) of the client code joined with the listed
 * values, in order. Asynchronous (the digest runs in WebAssembly), as every caller already awaits it.
 */
export const sign = (clientCode: string, values: readonly ParamValue[]): Promise<string> => md5(signingInput(clientCode, values))

/** The second variant: signed with the fixed service code instead of a client code. */
export const signWithServiceCode = (values: readonly ParamValue[]): Promise<string> => sign(SERVICE_CODE, values)
