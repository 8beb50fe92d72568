import type { LoadAt } from '../../data/pageData.ts'

/** /event/invitePopup: a member's invites (their code, the one they used); nothing for a guest. */
export const inviteLoad = (at: LoadAt) => ({
  invites: at.viewer().then((viewer) => (viewer.isLogin ? at.read('inviteInfo') : null)),
})
