import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useWatchingProfile } from '../data/watchingProfile.ts'
import { fullPath, paths } from '../paths.ts'
import { useSession } from '../shell/hooks.ts'
import { useLogout } from '../shell/useLogout.ts'
import { TestId } from '../testids.ts'
import { NO_NAME } from './accountName.ts'
import './AccountMenu.css'

/**
 * The member's name and picture in the header, opening a menu: 마이페이지, 설정, 로그아웃.
 * The menu-button pattern: Enter, Space or ↓ opens on the first item, ↑ on the last; ↑ ↓ Home End
 * move; Escape closes and returns to the button; Tab, a click outside or a choice closes it.
 */
export function AccountMenu() {
  const { nickname, profileImg: accountImg } = useSession()
  const watching = useWatchingProfile()
  // Who is watching (read when the session settled: web/main.tsx); the account's name and picture until then.
  const profileImg = watching?.profile_img ?? accountImg
  const logout = useLogout()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [brokenImg, setBrokenImg] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const name = watching?.name ?? nickname ?? NO_NAME

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const focusItem = (index: number) => {
    const all = items()
    all[(index + all.length) % all.length]?.focus()
  }
  const openAt = (index: number) => {
    setOpen(true)
    // The items exist only once the menu rendered.
    requestAnimationFrame(() => focusItem(index))
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  // Another page, or a click anywhere else, closes the menu.
  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openAt(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(-1)
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      focusItem(moves[event.key]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') setOpen(false)
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        data-testid={TestId.accountMenuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {profileImg && !brokenImg ? (
          <img className="account-menu__avatar" src={profileImg} alt="" width={28} height={28} onError={() => setBrokenImg(true)} />
        ) : (
          <span className="account-menu__avatar account-menu__avatar--initial" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <span className="account-menu__name">{name}</span>
        <span className="visually-hidden">{watching ? ' 프로필로 보는 중,' : ''} 계정 메뉴</span>
        <span className="account-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <ul id={menuId} className="account-menu__list" role="menu" aria-label={`${name} 계정 메뉴`} data-testid={TestId.accountMenu} onKeyDown={onMenuKey}>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className="account-menu__item" to={paths.profiles(fullPath(location))} onClick={() => setOpen(false)}>
              프로필 변경
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className="account-menu__item" to={paths.myPage()} onClick={() => setOpen(false)}>
              마이페이지
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className="account-menu__item" to={paths.settings()} onClick={() => setOpen(false)}>
              설정
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account-menu__item"
              onClick={() => {
                close(true)
                void logout()
              }}
            >
              로그아웃
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
