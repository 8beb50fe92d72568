import { Data } from 'effect'
import { type ResultCategory, type ResultEntry, ResultCode, UNKNOWN_RESULT_MESSAGE, lookupResult } from '../contract/index.ts'
import { waitMessage } from '../contract/waitMessage.ts'

/**
 * Four kinds of failure, kept apart: transport (no answer), HTTP status, decode (an answer we
 * cannot read) and result codes (a readable non-zero retval). Result codes get one tagged error
 * per result-code category, carrying the result-code entry.
 */

/** No answer: connection refused or dropped, aborted, or the optional timeout elapsed. */
export class TransportError extends Data.TaggedError('TransportError')<{
  readonly call: string
  readonly reason: 'network' | 'timeout' | 'aborted'
  readonly detail: string
}> {
  readonly message_ko = this.reason === 'timeout' ? '응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.' : '네트워크 연결을 확인해 주세요.'
}

/** The host answered outside 200-299. */
export class HttpStatusError extends Data.TaggedError('HttpStatusError')<{
  readonly call: string
  readonly status: number
}> {
  readonly message_ko = '서버에 일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.'
}

/** The body was not JSON, or did not match the call's schema. */
export class DecodeError extends Data.TaggedError('DecodeError')<{
  readonly call: string
  readonly detail: string
}> {
  readonly message_ko = '서버 응답을 읽을 수 없습니다. 잠시 후 다시 시도해 주세요.'
}

/** A non-zero retval the result-code table does not know. */
export class UnknownResultCode extends Data.TaggedError('UnknownResultCode')<{
  readonly call: string
  readonly code: number
}> {
  readonly message_ko = UNKNOWN_RESULT_MESSAGE
}

/** `output`: what the host answered beside a refusal, undecoded (e.g. -111's devices watching). */
type ResultFields = { readonly call: string; readonly entry: ResultEntry; readonly output?: unknown }

const resultError = <Tag extends string>(tag: Tag) =>
  class extends Data.TaggedError(tag)<ResultFields> {
    get code(): number {
      return this.entry.code
    }
    get message_ko(): string {
      return this.entry.code === ResultCode.tooManyAttempts ? waitMessage(this.output) : this.entry.message
    }
  }

export class AuthResultError extends resultError('AuthResultError') {}
export class ServiceResultError extends resultError('ServiceResultError') {}
export class DataResultError extends resultError('DataResultError') {}
export class ParameterResultError extends resultError('ParameterResultError') {}
export class TicketResultError extends resultError('TicketResultError') {}
export class TokenResultError extends resultError('TokenResultError') {}
export class LoginResultError extends resultError('LoginResultError') {}
export class AccountResultError extends resultError('AccountResultError') {}
export class AdultResultError extends resultError('AdultResultError') {}
export class ContentResultError extends resultError('ContentResultError') {}
export class PlaybackResultError extends resultError('PlaybackResultError') {}
export class PurchaseResultError extends resultError('PurchaseResultError') {}
export class CurrencyResultError extends resultError('CurrencyResultError') {}
export class InviteResultError extends resultError('InviteResultError') {}
export class DeviceResultError extends resultError('DeviceResultError') {}
export class ProfileResultError extends resultError('ProfileResultError') {}

/** One error class per result-code category; the compiler checks that none is missing. */
export const errorByCategory = {
  auth: AuthResultError,
  service: ServiceResultError,
  data: DataResultError,
  parameter: ParameterResultError,
  ticket: TicketResultError,
  token: TokenResultError,
  login: LoginResultError,
  account: AccountResultError,
  adult: AdultResultError,
  content: ContentResultError,
  playback: PlaybackResultError,
  purchase: PurchaseResultError,
  currency: CurrencyResultError,
  invite: InviteResultError,
  device: DeviceResultError,
  profile: ProfileResultError,
} as const satisfies { readonly [K in ResultCategory]: unknown }

export type ResultError = InstanceType<(typeof errorByCategory)[ResultCategory]>

/** Any failure of a host call. */
export type ApiError = TransportError | HttpStatusError | DecodeError | UnknownResultCode | ResultError

/** The typed error for a non-zero retval. */
export const resultCodeError = (call: string, code: number, output?: unknown): ResultError | UnknownResultCode => {
  const entry = lookupResult(code)
  if (!entry) return new UnknownResultCode({ call, code })
  return new errorByCategory[entry.category]({ call, entry, ...(output === undefined ? {} : { output }) })
}

/** The Korean sentence a viewer sees for any failure of a host call. */
export const viewerMessage = (error: ApiError): string => error.message_ko

/** The retval carried by a result-code error, if any. */
export const errorCode = (error: ApiError): number | undefined =>
  'entry' in error ? error.entry.code : error._tag === 'UnknownResultCode' ? error.code : undefined
