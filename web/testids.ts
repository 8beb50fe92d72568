/**
 * Stable `data-testid`s of the web app, for the Chromium e2e tests (tests/web). Change a value
 * here and the tests follow; never rename one in a component by hand.
 *
 * | id                      | element                                                          |
 * |-------------------------|------------------------------------------------------------------|
 * | loading-overlay         | full-screen loading indicator (present only while loading is on) |
 * | alert-modal             | alert/confirm dialog (role=alertdialog, present only when shown) |
 * | alert-title             | its title                                                        |
 * | alert-message           | its message                                                      |
 * | alert-button            | each of its buttons (at most 3), in order; `data-action` = action|
 * | alert-overlay           | the dimmed backdrop (a click hides the alert)                    |
 * | top-notice-bar          | the latest notice bar (sanitised HTML inside)                    |
 * | top-notice-close        | its close button                                                 |
 * | account-menu-button     | the header's member button (name and picture); `aria-expanded`    |
 * | account-menu            | its popup menu (role=menu: 마이페이지, 설정, 로그아웃)              |
 * | back-bar                | the compact top bar of header-less pages (back, site name)       |
 * | tab-row-more            | the service tab row's scroll buttons (`data-direction`)           |
 * | site-header             | the `<header>` (absent for header type none); `data-header-type`  |
 * | header-menu             | the header's section navigation `<nav>`                          |
 * | header-menu-item        | one section link; `data-section-no`; `aria-current` on the chosen |
 * | header-submenu          | sub_main header's menu row of the current section                |
 * | footer-navi             | the bottom tab bar `<nav>` (layouts default, main, footerNaviOnly)|
 * | footer-navi-item        | one tab; `aria-current="page"` on the active one                 |
 * | site-footer             | the `<footer>` (layouts default, main, footerOnly)               |
 * | footer-menu             | the footer's section navigation `<nav>`                          |
 * | footer-menu-item        | one section link in the footer; `data-section-no`                |
 * | page-title              | the page's one `<h1>`                                            |
 * | page-layout             | the layout wrapper; `data-layout` = default, empty, ...          |
 * | empty-state             | a page's honest empty state                                      |
 * | error-page              | the error / 404 page; `data-status` = 404, 500, ...              |
 * | error-status            | its status code                                                  |
 * | error-path              | the 404 page's path                                              |
 * | login-form              | the email login form                                             |
 * | login-email             | its email input                                                  |
 * | login-password          | its password input                                               |
 * | login-auto              | its 자동 로그인 checkbox                                            |
 * | login-submit            | its submit button                                                |
 * | login-error             | its Korean error message                                         |
 * | social-login            | the social sign-in buttons' group                                |
 * | social-unavailable      | the Korean note shown when social sign-in is not configured      |
 * | social-button           | each provider's button; `data-provider` = google, facebook, apple |
 * | social-note             | beside the buttons: an attempt the viewer ended; `data-code`     |
 *
 * The root element (<html>) carries `data-app-ready="true"` once the first page has rendered, and
 * `data-initialized="true"` once boot has completed.
 *
 * On the dev server, or in a build made with `vite build --mode e2e` (or VITE_TEST_HOOKS=1), `window.__app`
 * lets a test show an alert with any buttons (`__app.showAlert({ message, buttons })`), ask a
 * confirm, read every view (`__app.view()`), reset the loading counter and navigate client-side
 * (web/shell/testHandle.ts).
 */
export const TestId = {
  loadingOverlay: 'loading-overlay',
  alertModal: 'alert-modal',
  alertTitle: 'alert-title',
  alertMessage: 'alert-message',
  alertButton: 'alert-button',
  alertOverlay: 'alert-overlay',
  topNoticeBar: 'top-notice-bar',
  topNoticeClose: 'top-notice-close',
  topNoticeContent: 'top-notice-content',
  accountMenuButton: 'account-menu-button',
  accountMenu: 'account-menu',
  backBar: 'back-bar',
  tabRowMore: 'tab-row-more',
  siteHeader: 'site-header',
  headerMenu: 'header-menu',
  headerMenuItem: 'header-menu-item',
  headerSubmenu: 'header-submenu',
  footerNavi: 'footer-navi',
  footerNaviItem: 'footer-navi-item',
  siteFooter: 'site-footer',
  footerMenu: 'footer-menu',
  footerMenuItem: 'footer-menu-item',
  pageTitle: 'page-title',
  pageLayout: 'page-layout',
  /** The frame's stand-in for a page whose route is still loading (web/shell/FrameFallback.tsx). */
  pageSkeleton: 'page-skeleton',
  emptyState: 'empty-state',
  errorPage: 'error-page',
  errorStatus: 'error-status',
  errorPath: 'error-path',
  loginForm: 'login-form',
  loginEmail: 'login-email',
  loginPassword: 'login-password',
  loginAuto: 'login-auto',
  loginSubmit: 'login-submit',
  loginError: 'login-error',
  socialLogin: 'social-login',
  socialUnavailable: 'social-unavailable',
  socialButton: 'social-button',
  socialNote: 'social-note',
  kakaoNaverLogin: 'kakao-naver-login',
  kakaoNaverProblem: 'kakao-naver-problem',
  kakaoNaverProgress: 'kakao-naver-progress',
} as const
export type TestId = (typeof TestId)[keyof typeof TestId]
