import { type CallName, type CallSpec, MENU_API_VERSION } from '../contract/index.ts'
import { type ParamValue, sign, signWithServiceCode } from './sign.ts'

/** A call's parameters by field name; a missing field goes on the wire empty. */
export type CallParams = Readonly<Record<string, ParamValue>>

/**
 * Raw wire values that win over everything the pipeline would send, `a` included: QA uses them
 * to send a wrong signature or a field the contract does not list. A key the contract lists
 * replaces that field (and is what gets signed, unless `a` itself is given); other keys follow.
 */
export type WireOverrides = Readonly<Record<string, string>>

/**
 * What the client always sends for a call unless told otherwise, whoever calls it (a service or
 * the CLI's `call`): the menu's api_v 4 and filter 0, the ticket request's auto_login=1 and
 * empty profile_img (docs/product.md §7), and the build file's time-stamp query.
 */
export const callDefaults = (name: CallName, now: number): CallParams => {
  switch (name) {
    case 'menu':
      return { api_v: MENU_API_VERSION, filter: 0 }
    case 'ticketRequest':
      return { auto_login: 1, profile_img: '' }
    case 'buildInfo':
      return { t: now }
    default:
      return {}
  }
}

/** The given params over the call's defaults; an absent (undefined or null) value keeps the default. */
export const withDefaults = (defaults: CallParams, params: CallParams): CallParams => {
  // No prototype, so a field named like `__proto__` (QA can send any --param) is kept as data.
  const merged: Record<string, ParamValue> = Object.assign(Object.create(null), defaults)
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null) merged[name] = value
  return merged
}

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
