import { type CallSpec } from '../contract/index.ts'
import { type ParamValue, sign, signWithServiceCode } from './sign.ts'

/** A call's parameters by field name; a missing field goes on the wire empty. */
export type CallParams = Readonly<Record<string, ParamValue>>

/**
 * Raw wire values that win over everything the pipeline would send, `a` included: QA uses them
 * to send a wrong signature or a field the contract does not list. A key the contract lists
 * replaces that field (and is what gets signed, unless `a` itself is given); other keys follow.
 */
export type WireOverrides = Readonly<Record<string, string>>

const wireValue = (value: ParamValue): string => (value === null || value === undefined ? '' : String(value))

/**
 * The name/value pairs of one call, in the contract's order: its fields (missing ones empty),
 * then `a` when the call is signed, then any extra override keys. Signing uses the client code
 * (`client`), the fixed service code (`service`) or nothing (`none`).
 */
export const wireFields = async (
  spec: CallSpec,
  params: CallParams,
  clientCode: string | undefined,
  overrides: WireOverrides = {},
): Promise<Array<readonly [string, string]>> => {
  const fields = spec.fields.map((name) => [name, Object.hasOwn(overrides, name) ? overrides[name]! : wireValue(params[name])] as const)
  const values = fields.map(([, value]) => value)
  const signature =
    spec.signing === 'none'
      ? undefined
      : Object.hasOwn(overrides, 'a')
        ? overrides.a!
        : spec.signing === 'service'
          ? await signWithServiceCode(values)
          : await sign(clientCode ?? '', values)
  const listed = new Set<string>([...spec.fields, 'a'])
  const extra = Object.entries(overrides).filter(([name]) => !listed.has(name))
  // `a` on an unsigned call only goes out when QA asks for it, as an extra field.
  const unsignedA = spec.signing === 'none' && Object.hasOwn(overrides, 'a') ? [['a', overrides.a!] as const] : []
  return [...fields, ...(signature === undefined ? unsignedA : [['a', signature] as const]), ...extra]
}
