import { SERVICE_CODE } from '../../core/contract/index.ts'
import { sign, signingInput } from '../../core/api/sign.ts'
import { ExitCode, UsageError, defineCommand } from '../args.ts'

/** `sign --key <client code> <value>...`: the `a` parameter for the given values, in order. */
export default defineCommand({
  name: 'sign',
  summary: 'Print the request signature `a` for a client code and parameter values.',
  usage: '(--key <client code> | --service) [--json] <value>...',
  positionals: true,
  options: {
    key: { type: 'string', valueName: '<client code>', description: 'the client code (c_code) of the session' },
    service: { type: 'boolean', description: `sign with the fixed service code ${SERVICE_CODE} instead` },
  },
  async run({ values, positionals }, context) {
    if (values.service && values.key !== undefined) throw new UsageError('give either --key or --service, not both')
    const key = values.service ? SERVICE_CODE : values.key
    if (key === undefined) throw new UsageError('--key <client code> or --service is required')
    const a = await sign(key, positionals)
    context.out(values.json ? JSON.stringify({ a, key, values: positionals, input: signingInput(key, positionals) }) : a)
    return ExitCode.ok
  },
})
