import { ResultCode } from '../../../core/contract/index.ts'
import { type PageAct, type Words, field, tryWrite } from '../../data/actions.ts'

/** /cert's writes (docs/decisions/1450): the adult verification's two steps, each refusal in Korean with the next step the page offers. */

/** /cert's identity fields as the calls name them. */
export interface Identity {
  readonly name: string
  readonly birth_date: string
  readonly phone: string
}

/** What is wrong with the identity fields, in Korean, or null (the host checks again). */
export const identityProblem = (id: Identity): string | null => {
  if (!id.name.trim()) return '이름을 입력해 주세요.'
  if (!/^\d{8}$/.test(id.birth_date)) return '생년월일 8자리를 숫자로 입력해 주세요. 예: 19900101'
  if (!/^01\d{8,9}$/.test(id.phone)) return '휴대폰 번호를 숫자만 입력해 주세요. 예: 01012345678'
  return null
}

/** /cert's words for a refusal: the step's own sentence where the table's generic one would mislead (-11 names no address here). */
const certWords = {
  request: {
    [ResultCode.parameterInvalid]: '입력한 정보를 확인해 주세요. 이름, 생년월일 8자리, 휴대폰 번호(숫자만)가 맞는지 보고 다시 인증번호를 받아 주세요.',
  },
  verify: { [ResultCode.parameterInvalid]: '인증번호를 받은 정보와 다릅니다. 정보 고치기를 눌러 인증번호를 다시 받아 주세요.' },
} as const satisfies Record<string, Words>

/**
 * /cert: `intent=request` sends the code (adultCertRequest); `intent=verify` checks it
 * (adultVerify) and turns the session's adult flag Y, so the page goes back to where it was asked.
 */
export const act: PageAct = async ({ form, write, adultVerified }) => {
  const identity: Identity = { name: field(form, 'name'), birth_date: field(form, 'birth_date'), phone: field(form, 'phone') }
  const wrong = identityProblem(identity)
  if (wrong) return { ok: false, message: wrong }
  if (field(form, 'intent') === 'request') {
    return tryWrite(
      () => write('adultCertRequest', { ...identity }),
      (out) => `인증번호를 보냈습니다. ${Math.round(out.expires_in / 60)}분 안에 입력해 주세요.`,
      certWords.request,
    )
  }
  const code = field(form, 'cert_code')
  if (!/^\d{6}$/.test(code)) return { ok: false, message: '인증번호 6자리를 입력해 주세요.' }
  return tryWrite(
    async () => {
      await write('adultVerify', { ...identity, cert_code: code })
      adultVerified()
    },
    '성인 인증을 마쳤습니다. 1년 동안 이 계정으로 성인 콘텐츠를 볼 수 있습니다.',
    certWords.verify,
  )
}
