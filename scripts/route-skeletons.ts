/**
 * The first frame of pages the build cannot prerender (issue 25): the sign-in page, the demand form
 * and the workbench draw their content with antd, which writes its styles at run time, so their
 * HTML carries a skeleton of the page instead: the same frame (panels, header, sidebar, card) at
 * the same places, in grey blocks where text and fields will be. It is painted from the HTML alone
 * (styles inline, no script: the CSP allows none inline) and replaced by the app's first render,
 * which src/main.tsx holds back until the route's code has arrived, so no blank screen comes between.
 * scripts/route-pages.ts writes a page for each (index.html with its skeleton in <div id="root">).
 */

export interface RouteSkeleton {
  /** The page's file under dist/routes/. */
  name: string;
  /** The paths it serves; `:param` segments match any one segment (server/plugins/spa.ts). */
  paths: readonly string[];
  /** The browser's bar colour while it shows. */
  themeColor: string;
  html: string;
}

const bar = (width: string, height = 14, extra = '') => `<i class="sk-b" style="width:${width};height:${height}px${extra ? `;${extra}` : ''}"></i>`;
const logo = (dark: boolean) =>
  `<span class="sk-logo"><img src="/favicon.svg" width="30" height="30" alt=""><b style="color:${dark ? '#fff' : '#161b2e'}">算力市场</b></span>`;
const field = (label: string, input = '100%') => `<div class="sk-field">${bar(label)}${bar(input, 36, 'border-radius:8px')}</div>`;

/** Shared by every skeleton: blocks shimmer gently unless the visitor asked for less motion. */
const BASE_CSS = `
.sk{min-height:100vh;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif}
.sk-b{display:block;border-radius:6px;background:var(--sk-block);animation:sk-pulse 1.6s ease-in-out infinite}
.sk-logo{display:inline-flex;align-items:center;gap:8px;font-size:20px;letter-spacing:1px}
.sk-field{display:grid;gap:10px;margin-bottom:22px}
@keyframes sk-pulse{50%{opacity:.55}}
@media (prefers-reduced-motion:reduce){.sk-b{animation:none}}
`;

/** /login (src/storefront/login/login.module.css): the dark brand panel and the light panel with its card. */
const LOGIN_CSS = `
.sk-login{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(420px,.9fr);background:#0a0e1a;--sk-block:#e6e9f2}
.sk-login .sk-brand{padding:48px 56px;display:flex;flex-direction:column;justify-content:space-between;background:radial-gradient(900px 500px at 10% 10%,rgba(124,92,255,.35),transparent 60%),radial-gradient(800px 600px at 90% 90%,rgba(47,140,255,.3),transparent 60%),#0b1020;--sk-block:rgba(255,255,255,.14)}
.sk-login .sk-points{display:grid;gap:22px;margin-top:36px}
.sk-login .sk-panel{display:flex;flex-direction:column;align-items:center;justify-content:center;padding:40px 24px;background:#f5f7fb}
.sk-login .sk-card{width:100%;max-width:420px;padding:36px 32px 28px;border-radius:16px;background:#fff;box-shadow:0 20px 60px rgba(22,34,66,.12);box-sizing:border-box}
.sk-login .sk-tabs{display:flex;gap:30px;margin:34px 0 34px;padding-bottom:12px;border-bottom:1px solid #eef0f5}
.sk-login .sk-field{gap:18px;margin-bottom:36px}
.sk-login .sk-field+.sk-field{margin-bottom:24px}
.sk-login .sk-top{display:none}
@media (max-width:991.98px){
.sk-login{grid-template-columns:minmax(0,1fr)}
.sk-login .sk-brand{display:none}
.sk-login .sk-panel{align-items:flex-start;justify-content:flex-start;padding:24px 16px;gap:20px}
.sk-login .sk-top{display:flex}
.sk-login .sk-card{max-width:none;padding:28px 20px 24px}
}
`;
const login = `<div class="sk sk-login" aria-busy="true" aria-label="正在加载登录页">
<aside class="sk-brand">${logo(true)}<div>${bar('60%', 44)}<div class="sk-points">${bar('48%', 16)}${bar('36%', 16)}${bar('42%', 16)}${bar('46%', 16)}</div></div>${bar('80px', 16)}</aside>
<main class="sk-panel"><span class="sk-top">${logo(false)}</span><div class="sk-card">${bar('40%', 28)}<div class="sk-tabs">${bar('68px')}${bar('56px')}${bar('56px')}</div>${field('48px')}${field('48px')}${bar('100%', 40, 'border-radius:8px;background:#c9bdff')}<div style="display:flex;justify-content:space-between;margin-top:18px">${bar('110px', 13)}${bar('50px', 13)}</div></div></main>
</div>`;

/** The light site's header (src/storefront/layout/layout.module.css), as a page of it starts. */
const SITE_CSS = `
.sk-site{background:#f5f7fb;--sk-block:#e6e9f2}
.sk-site .sk-header{height:64px;background:#fff;border-bottom:1px solid #e8ebf2}
.sk-site .sk-header>div{max-width:1320px;height:100%;margin:0 auto;padding:0 24px;display:flex;align-items:center;gap:28px;box-sizing:border-box}
.sk-site .sk-nav{display:flex;gap:28px;flex:1}
.sk-site .sk-container{max-width:1320px;margin:0 auto;padding:28px 24px 48px;box-sizing:border-box}
.sk-site .sk-form{max-width:860px;margin:20px auto 0;padding:24px;border:1px solid #e8ebf2;border-radius:14px;background:#fff}
.sk-site .sk-cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));column-gap:16px}
@media (max-width:991.98px){
.sk-site .sk-header{height:56px}
.sk-site .sk-header>div{padding:0 16px}
.sk-site .sk-nav{display:none}
.sk-site .sk-header>div>:last-child{margin-left:auto}
.sk-site .sk-container{padding:20px 16px 32px}
.sk-site .sk-form{margin-top:16px;padding:16px}
}
`;
const demandPublish = `<div class="sk sk-site" aria-busy="true" aria-label="正在加载发布算力需求">
<header class="sk-header"><div>${logo(false)}<nav class="sk-nav">${bar('32px')}${bar('64px')}${bar('72px')}${bar('52px')}${bar('52px')}${bar('60px')}${bar('60px')}</nav>${bar('32px', 32, 'border-radius:50%')}</div></header>
<main class="sk-container">${bar('180px')}<div class="sk-form">${bar('200px', 30)}<div style="margin:12px 0 24px">${bar('86%')}</div>${bar('96px', 20)}<div style="height:16px"></div>${field('64px')}<div class="sk-cols">${field('160px')}${field('90px')}</div>${bar('96px', 20)}<div style="height:16px"></div>${field('64px', '196px')}<div class="sk-cols">${field('64px')}${field('90px')}</div></div></main>
</div>`;

/** The workbench (src/console/shell/shell.module.css, dark theme): sidebar, header, tab bar, a page's title and its card. */
const WORKBENCH_CSS = `
.sk-work{display:flex;background:#000;--sk-block:#262626}
.sk-work .sk-sider{flex:none;width:232px;height:100vh;position:sticky;top:0;background:#141414;border-right:1px solid #303030;box-sizing:border-box}
.sk-work .sk-brand{height:80px;padding:0 20px;display:flex;align-items:center}
.sk-work .sk-menu{display:grid;gap:28px;padding:16px 28px}
.sk-work .sk-main{flex:1;min-width:0}
.sk-work .sk-header{height:80px;padding:0 24px;display:flex;align-items:center;gap:24px;background:#141414;border-bottom:1px solid #303030;box-sizing:border-box}
.sk-work .sk-tools{display:flex;align-items:center;gap:24px;margin-left:auto}
.sk-work .sk-tabbar{height:44px;padding:0 12px 0 16px;display:flex;align-items:center;gap:8px;background:#141414;border-bottom:1px solid #303030;box-sizing:border-box}
.sk-work .sk-content{padding:24px;max-width:1440px;box-sizing:border-box}
.sk-work .sk-card{margin-top:24px;padding:24px;border:1px solid #303030;border-radius:8px;background:#141414;display:grid;gap:18px}
.sk-work .sk-crumb{display:none}
@media (max-width:991.98px){
.sk-work .sk-sider,.sk-work .sk-wide{display:none}
.sk-work .sk-header{padding:0 12px}
.sk-work .sk-content{padding:16px}
.sk-work .sk-crumb{display:block;margin-bottom:16px}
.sk-work .sk-card{margin-top:16px;padding:16px}
}
`;
const workbench = `<div class="sk sk-work" aria-busy="true" aria-label="正在加载工作台">
<aside class="sk-sider"><div class="sk-brand">${logo(true)}</div><div class="sk-menu">${['64px', '84px', '90px', '76px', '60px', '76px', '84px', '76px', '84px', '64px', '92px', '72px'].map((w) => bar(w)).join('')}</div></aside>
<div class="sk-main"><header class="sk-header">${bar('18px', 18)}<span class="sk-wide">${bar('200px')}</span><div class="sk-tools"><span class="sk-wide">${bar('150px', 32, 'border-radius:8px')}</span>${bar('18px', 18)}${bar('18px', 18)}${bar('18px', 18)}<span class="sk-wide">${bar('72px')}</span>${bar('28px', 28, 'border-radius:50%')}</div></header>
<div class="sk-tabbar">${bar('72px', 30)}${bar('88px', 30)}</div>
<main class="sk-content"><span class="sk-crumb">${bar('200px')}</span>${bar('140px', 28)}<div style="margin-top:12px">${bar('min(640px,90%)')}</div><div class="sk-card">${bar('min(480px,80%)', 30)}${bar('100%', 44)}${bar('100%', 20)}${bar('100%', 20)}${bar('100%', 20)}${bar('70%', 20)}</div></main></div>
</div>`;


/** The skeleton pages but the workbench's paths, which the build reads from the console's resources. */
export function routeSkeletons(workbenchPaths: readonly string[]): (RouteSkeleton & { css: string })[] {
  return [
    { name: 'login', paths: ['/login'], themeColor: '#0a0e1a', html: login, css: BASE_CSS + LOGIN_CSS },
    { name: 'demands-publish', paths: ['/demands/publish'], themeColor: '#f5f7fb', html: demandPublish, css: BASE_CSS + SITE_CSS },
    { name: 'workbench', paths: workbenchPaths, themeColor: '#141414', html: workbench, css: BASE_CSS + WORKBENCH_CSS },
  ];
}
