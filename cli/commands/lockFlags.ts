import { UsageError, intOption } from '../args.ts'
import { normalOrigin } from '../hosts/locks/origins.ts'

/** The `--allow-origin` and `--trust-proxy` flags of serve, dev and preview (docs/decisions/1830, 1831). */
export const lockOption = {
  'allow-origin': {
    type: 'string',
    multiple: true,
    valueName: 'ORIGIN',
    description: "another page origin allowed to call with credentials (the web host's and the dev server's always are; also STAND_IN_ALLOWED_ORIGINS)",
  },
  'trust-proxy': {
    type: 'string',
    valueName: 'N',
    description: 'proxies in front of the hosts whose X-Forwarded-For names the client (default STAND_IN_TRUST_PROXY, else 0)',
  },
} as const

/** The flags as startHosts options; an origin that is not one is a usage error. */
export const lockOf = (values: { readonly 'allow-origin'?: readonly string[]; readonly 'trust-proxy'?: string }) => {
  const allowedOrigins = (values['allow-origin'] ?? []).map((text) => {
    const origin = normalOrigin(text)
    if (!origin) throw new UsageError(`--allow-origin: ${text} is not an http(s) origin`)
    return origin
  })
  const trustProxy = intOption(values['trust-proxy'], 'trust-proxy', { min: 0, max: 10 })
  // Without the flag, STAND_IN_TRUST_PROXY (else 0) says it.
  return { allowedOrigins, ...(trustProxy === undefined ? {} : { trustProxy }) }
}
