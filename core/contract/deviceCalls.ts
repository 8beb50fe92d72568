import { type CallSpec, call } from './callSpec.ts'

/**
 * Devices (designed, docs/contract.md "Account calls"; docs/decisions/1810): the devices of the
 * account are listed by accountInfo's `sessions`, one row a device; this signs one of them out.
 */
export const deviceCalls = {
  /** 로그아웃 on one device of 로그인한 기기: its session ends (its next request says why: -1810), its remember-me keys and streams with it. */
  deviceLogout: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/user/deviceLogout',
    fields: ['s', 'device_id'],
    required: ['s', 'device_id'],
    signing: 'client',
    origin: 'designed',
  }),
} as const satisfies Record<string, CallSpec>
