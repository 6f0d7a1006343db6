/**
 * Mobile-app mode: the product embedded in the mobile app opens with ybiz_mobile_app=true; the
 * sidebar and top bar are hidden for the rest of the tab's session, also on pages whose URL no
 * longer carries the flag.
 */
const KEY = 'ui.mobileApp';
export const MOBILE_APP_FLAG = 'ybiz_mobile_app';

export function isMobileAppMode(search: string): boolean {
  const flag = new URLSearchParams(search).get(MOBILE_APP_FLAG);
  if (flag === 'true') sessionStorage.setItem(KEY, 'true');
  if (flag === 'false') sessionStorage.removeItem(KEY);
  return sessionStorage.getItem(KEY) === 'true';
}
