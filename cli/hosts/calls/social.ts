import { ResultCode } from '../../../core/contract/index.ts'
import type { CallHandler } from './types.ts'

/** Designed socialLogin: checks a provider's ID token and logs its account in (being built: refuses every token for now). */
export const socialLogin: CallHandler = () => ({ retval: ResultCode.loginError })
