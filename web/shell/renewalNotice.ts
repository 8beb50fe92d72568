import type { NavigateFunction } from 'react-router'
import type { AppCommands } from '../../core/app/commands.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { paths } from '../paths.ts'

/** Why the host signed this device out (docs/decisions/1810), in the viewer's words. */
const signedOutWhy: Readonly<Record<number, { readonly title: string; readonly message: string }>> = {
  [ResultCode.multiSessionLimitExceeded]: {
    title: '다른 기기에서 로그인해 로그아웃되었습니다',
    message: '한 계정으로 동시에 로그인할 수 있는 기기 수를 넘어, 가장 먼저 로그인한 이 기기가 로그아웃되었습니다.',
  },
  [ResultCode.signedOutElsewhere]: {
    title: '이 기기가 로그아웃되었습니다',
    message: '다른 기기의 계정 설정(로그인한 기기)에서 이 기기를 로그아웃했습니다.',
  },
}

/**
 * Tells a member whose session ran out without "keep me signed in" that they go on as a guest
 * (docs/decisions/1220), with 다시 로그인 back to `here`. Loaded only when it happens.
 */
export const tellSignedOut = async (
  commands: Pick<AppCommands, 'showAlert'>,
  navigate: NavigateFunction,
  here: () => string,
  endedBy?: number,
): Promise<void> => {
  const why = endedBy === undefined ? undefined : signedOutWhy[endedBy]
  const action = await commands.showAlert({
    title: why?.title ?? '로그인 시간이 만료되었습니다',
    message: `${why ? `${why.message} ` : ''}지금은 손님으로 둘러보고 있습니다. 회원으로 이어서 보려면 다시 로그인해 주세요.`,
    buttons: [
      { label: '다시 로그인', action: 'login', style: 'primary' },
      { label: '계속 둘러보기', action: 'stay' },
    ],
  })
  if (action === 'login') await navigate(paths.login(here()))
}
