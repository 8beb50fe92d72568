import { Timing } from '../../core/contract/index.ts'
import { UsageError, intOption } from '../args.ts'

/** `name=value` pairs of a repeatable flag, in order. */
export const namedPairs = (flag: string, items: readonly string[] = []): Array<[string, string]> =>
  items.map((item) => {
    const eq = item.indexOf('=')
    if (eq < 1) throw new UsageError(`--${flag} expects name=value, got '${item}'`)
    return [item.slice(0, eq), item.slice(eq + 1)]
  })

/** The options replay and script share: the hosts, the jar's preset cookies, the request timeout. */
export const worldOptions = {
  hosts: { type: 'string', valueName: 'local|<file.json>', description: 'the hosts: the stand-in (default) or a JSON file' },
  'auto-login': { type: 'string', valueName: 'VALUE', description: 'preset the auto_login cookie (its presence starts an automatic login)' },
  cookie: { type: 'string', multiple: true, valueName: 'k=v', description: 'preset a cookie in the jar, e.g. login_key=seed-minji' },
  timeout: { type: 'string', valueName: 'MS', description: `request timeout in ms (default ${Timing.requestTimeoutMs})` },
} as const

/** The preset cookies: every --cookie, then --auto-login as the auto_login cookie. */
export const presetCookies = (values: {
  readonly cookie?: readonly string[] | undefined
  readonly 'auto-login'?: string | undefined
}): Array<[string, string]> => [
  ...namedPairs('cookie', values.cookie),
  ...(values['auto-login'] === undefined ? [] : ([['auto_login', values['auto-login']]] as Array<[string, string]>)),
]

export const timeoutOption = (value: string | undefined): number => intOption(value, 'timeout', { min: 1, max: 600_000 }) ?? Timing.requestTimeoutMs
