import type { NavigateFunction } from 'react-router'
import type { AppCommands } from '../../core/app/commands.ts'
import { paths } from '../paths.ts'

/**
 * Tells a member whose session ran out without "keep me signed in" that they go on as a guest
 * (docs/decisions/1220), with 다시 로그인 back to `here`. Loaded only when it happens.
 */
export const tellSignedOut = async (commands: Pick<AppCommands, 'showAlert'>, navigate: NavigateFunction, here: () => string): Promise<void> => {
  const action = await commands.showAlert({
    title: '로그인 시간이 만료되었습니다',
    message: '지금은 손님으로 둘러보고 있습니다. 회원으로 이어서 보려면 다시 로그인해 주세요.',
    buttons: [
      { label: '다시 로그인', action: 'login', style: 'primary' },
      { label: '계속 둘러보기', action: 'stay' },
    ],
  })
  if (action === 'login') await navigate(paths.login(here()))
}
