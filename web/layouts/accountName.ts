/** A member's name where the hosts sent no display name (docs/decisions/0701). */
export const NO_NAME = '내 계정'
